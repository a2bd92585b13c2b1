// Starts a bench contestant's Bolt app and prints the line `npm run bench` waits for: its port and
// how long it took; stops it on SIGTERM.
function listen(app, name) {
  const started = performance.now();
  app.start(Number(process.env.PORT || 3000)).then((server) => {
    const { port } = server.address();
    const startupMs = Math.round(performance.now() - started);
    console.log(JSON.stringify({ mode: 'http', port, startupMs, msg: `${name} listening` }));
  });
  process.on('SIGTERM', () => app.stop().then(() => process.exit(0)));
}

module.exports = { listen };

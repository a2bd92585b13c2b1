// The framework's floor: a bare Bolt app in HTTP mode that acks and responds with a fixed message.
// Run by `npm run bench` beside casebot, under the same load.
const { App, LogLevel } = require('@slack/bolt');
const { listen } = require('./listen.cjs');

const app = new App({
  signingSecret: process.env.SLACK_SIGNING_SECRET,
  token: process.env.SLACK_BOT_TOKEN,
  logLevel: LogLevel.ERROR,
  clientOptions: { slackApiUrl: process.env.SLACK_API_URL },
});
const fixed = { response_type: 'ephemeral', text: 'fixed answer' };
for (const command of ['/case', '/cases']) {
  app.command(command, async ({ ack, respond }) => {
    await ack();
    await respond(fixed);
  });
}
app.action(/.*/, async ({ ack, respond }) => {
  await ack();
  await respond(fixed);
});

listen(app, 'bare bolt');

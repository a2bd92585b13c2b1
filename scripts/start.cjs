// `npm start`: rebuilds dist/casebot.js only when something it is built from changed, then runs it in
// this process (no second Node start). Production runs `node dist/casebot.js` after `npm run build`.
const { bundle, stale, OUTFILE } = require('./bundle.cjs');

if (stale()) {
  const ms = bundle();
  console.error(`casebot: built dist/casebot.js in ${ms} ms`);
}
require(OUTFILE);

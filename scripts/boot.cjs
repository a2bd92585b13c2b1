// dist/casebot.js: runs casebot's bundle (dist/casebot-app.js) with the code cache made when it was built.
const { join } = require('node:path');
const { runBundle } = require('./code-cache.cjs');

runBundle(join(__dirname, 'casebot-app.js'));

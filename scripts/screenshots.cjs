// `npm run screenshots`: runs the browser test, which drives the sandbox as a newcomer's `npm start`
// shows it and saves its pictures in test-results/, then copies into docs/ every picture the README
// shows. One command, and the README's pictures are the ones this commit makes.
const { execFileSync } = require('node:child_process');
const { copyFileSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
execFileSync(
  process.execPath,
  [join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), 'test/sandbox/browser.test.ts', '--forceExit'],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
const shown = new Set(readFileSync(join(ROOT, 'README.md'), 'utf8').match(/docs\/[\w-]+\.png/g) ?? []);
for (const picture of shown) {
  copyFileSync(join(ROOT, 'test-results', picture.slice('docs/'.length)), join(ROOT, picture));
  console.log(`${picture} ← test-results/${picture.slice('docs/'.length)}`);
}

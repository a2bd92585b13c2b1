// The production build: casebot in one file, dist/casebot.js (esbuild), and the admin CLI in another,
// dist/cli.js, with the native database drivers left to node_modules. One file loads faster than the
// thousand-odd modules it is made of, and an image needs no TypeScript to run the CLI.
const { statSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
const OUTFILE = join(ROOT, 'dist', 'casebot.js');

const options = {
  entryPoints: { casebot: join(ROOT, 'src', 'main.ts'), cli: join(ROOT, 'src', 'cli', 'main.ts') },
  outdir: join(ROOT, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  minify: true,
  keepNames: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  // Native addons stay packages of their own.
  external: ['better-sqlite3', 'pg-native'],
  logLevel: 'warning',
};

/** Builds dist/casebot.js; gives the milliseconds it took. */
function bundle() {
  const started = performance.now();
  // Loaded only to build: a production image that built already never needs it.
  require('esbuild').buildSync(options);
  return Math.round(performance.now() - started);
}

/** The newest modification time among what the bundle is built from. */
function newestSource() {
  let newest = 0;
  const visit = (path) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  visit(join(ROOT, 'src'));
  for (const file of ['package.json', 'package-lock.json', 'scripts/bundle.cjs']) visit(join(ROOT, file));
  return newest;
}

/** Whether dist/casebot.js is missing or older than anything it is built from. */
function stale() {
  try {
    return statSync(OUTFILE).mtimeMs < newestSource();
  } catch {
    return true;
  }
}

module.exports = { bundle, stale, OUTFILE };

if (require.main === module) {
  const ms = bundle();
  console.log(`built dist/casebot.js in ${ms} ms`);
}

// The production build: casebot in one file, dist/casebot-app.js (esbuild), with V8's code cache for it
// (dist/casebot-app.js.cache, see code-cache.cjs) and dist/casebot.js, which runs it with that cache; the
// admin CLI in another, dist/cli.js; the native database drivers left to node_modules. One file loads
// faster than the thousand-odd modules it is made of, and an image needs no TypeScript to run the CLI.
const { statSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const { cacheIsOurs, cacheOf, madeByOf, writeCodeCache } = require('./code-cache.cjs');

const ROOT = join(__dirname, '..');
/** What runs casebot: `node dist/casebot.js`. */
const OUTFILE = join(ROOT, 'dist', 'casebot.js');
/** casebot itself, run by OUTFILE. */
const APP = join(ROOT, 'dist', 'casebot-app.js');

const options = {
  entryPoints: {
    'casebot-app': join(ROOT, 'src', 'main.ts'),
    casebot: join(__dirname, 'boot.cjs'),
    cli: join(ROOT, 'src', 'cli', 'main.ts'),
  },
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

/** Builds dist/casebot.js and what it runs; gives the milliseconds it took. */
function bundle() {
  const started = performance.now();
  // Loaded only to build: a production image that built already never needs it.
  require('esbuild').buildSync(options);
  writeCodeCache(APP);
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
  for (const file of [
    'package.json',
    'package-lock.json',
    'scripts/bundle.cjs',
    'scripts/boot.cjs',
    'scripts/code-cache.cjs',
  ])
    visit(join(ROOT, file));
  return newest;
}

/**
 * Whether dist/casebot.js, its bundle or the bundle's cache is missing or older than anything it is built
 * from, or the cache was made by another Node (one machine running casebot on two versions of Node).
 */
function stale() {
  try {
    const newest = newestSource();
    if (!cacheIsOurs(APP)) return true;
    return [OUTFILE, APP, cacheOf(APP), madeByOf(APP)].some((file) => statSync(file).mtimeMs < newest);
  } catch {
    return true;
  }
}

module.exports = { bundle, stale, OUTFILE, APP };

if (require.main === module) {
  const ms = bundle();
  console.log(`built dist/casebot.js in ${ms} ms`);
}

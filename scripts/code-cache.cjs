// casebot's bundle run with V8's code cache for it, made when it is built: V8 then reads the compiled
// top level instead of parsing four megabytes of JavaScript, whose parser memory (some 25 MB) the C
// library keeps for the life of the process. A cache V8 will not take (another Node, other V8 flags)
// is set aside and the bundle parsed as usual. Used by scripts/bundle.cjs, which writes the cache, and
// by dist/casebot.js (scripts/boot.cjs), which runs the bundle with it.
const { readFileSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname } = require('node:path');
const { Script } = require('node:vm');

/** Where the cache of a bundle is kept. */
const cacheOf = (file) => `${file}.cache`;

/** Where it is written down which Node made the cache (V8 takes a cache only from its own version). */
const madeByOf = (file) => `${file}.cache.node`;

/** The Node this is: its version, V8's and the machine's architecture. */
const thisNode = () => `${process.version} v8 ${process.versions.v8} ${process.arch}`;

/** Whether the cache beside a bundle was made by this Node (false when it cannot be told). */
function cacheIsOurs(file) {
  try {
    return readFileSync(madeByOf(file), 'utf8').trim() === thisNode();
  } catch {
    return false;
  }
}

/** The bundle as a CommonJS module's function, as Node wraps a module (the cache is for this text). */
function compile(file, cachedData) {
  const source = readFileSync(file, 'utf8');
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  return new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
}

/** Writes the code cache of a bundle beside it, and which Node made it. */
function writeCodeCache(file) {
  writeFileSync(cacheOf(file), compile(file).createCachedData());
  writeFileSync(madeByOf(file), `${thisNode()}\n`);
}

/**
 * Runs a bundle as a module of its own (its require resolves from its folder), with its code cache when
 * there is one V8 takes. Says how it went on globalThis[Symbol.for('casebot.codeCache')]: `used`,
 * `rejected` or `none`, for the start-up line.
 */
function runBundle(file) {
  let cachedData;
  try {
    cachedData = readFileSync(cacheOf(file));
  } catch {
    cachedData = undefined;
  }
  const script = compile(file, cachedData);
  globalThis[Symbol.for('casebot.codeCache')] =
    cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
  const module = { exports: {}, id: file, filename: file, loaded: false };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  return module.exports;
}

module.exports = { writeCodeCache, runBundle, cacheOf, madeByOf, cacheIsOurs };

// Once for the whole run, before any test file: the production bundle (dist/casebot.js, dist/cli.js),
// built when anything it is built from changed, and the test's own small programs beside it. A test that
// needs casebot as a process of its own spawns these, as an operator runs casebot, instead of compiling
// TypeScript at every start.
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export default function globalSetup(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { bundle, stale } = require('../../scripts/bundle.cjs') as { bundle: () => number; stale: () => boolean };
  if (stale()) bundle();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require('esbuild') as typeof import('esbuild');
  esbuild.buildSync({
    entryPoints: { 'log-writer': join(ROOT, 'test', 'helpers', 'log-writer.ts') },
    outdir: join(ROOT, 'dist', 'test'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'warning',
  });
}

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A file of the project (manifest.yml, package.json, the sandbox page), found from wherever this code
 * runs: `src/` (tsx, jest), `dist/` as tsc writes it, or the one-file production bundle in `dist/`.
 * The project is the nearest folder above with a package.json.
 */
export function projectFile(...parts: string[]): string {
  return join(projectRoot(), ...parts);
}

let root: string | undefined;

function projectRoot(): string {
  if (root) return root;
  let dir = __dirname;
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'manifest.yml'))) return (root = dir);
    dir = dirname(dir);
  }
  return (root = process.cwd());
}

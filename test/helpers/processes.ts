import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Spawns a TypeScript entry point of the project as its own process (through tsx). */
export function spawnTs(entry: string, args: string[], env: Record<string, string | undefined>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(ROOT, entry), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })));
}

/** Runs the admin CLI as a separate process, as an admin would. */
export function runCliProcess(args: string[], env: Record<string, string | undefined>): Promise<Finished> {
  return finished(spawnTs('src/cli/main.ts', args, env));
}

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The programs the run's global setup built (test/helpers/global-setup.ts), by what they are built from. */
const BUILT = {
  'src/main.ts': 'dist/casebot.js',
  'src/cli/main.ts': 'dist/cli.js',
  'test/helpers/log-writer.ts': 'dist/test/log-writer.js',
} as const;

/** Spawns one of the project's programs as its own process, from its build (the production bundle). */
export function spawnBuilt(
  entry: keyof typeof BUILT,
  args: string[],
  env: Record<string, string | undefined>,
): ChildProcess {
  return spawn(process.execPath, [join(ROOT, BUILT[entry]), ...args], {
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

/** Runs the admin CLI as a separate process, as an admin would (`node dist/cli.js`). */
export function runCliProcess(args: string[], env: Record<string, string | undefined>): Promise<Finished> {
  return finished(spawnBuilt('src/cli/main.ts', args, env));
}

/**
 * The process (of `pids`) that holds the TCP connection coming from local port `port` (Linux: the
 * socket's inode in /proc/net/tcp, found among each process's open files). Undefined when none does.
 */
export function pidOfConnection(port: number, pids: number[]): number | undefined {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hex}`) && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return undefined;
}

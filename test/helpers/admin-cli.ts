import { tmpdir } from 'node:os';
import { runAdmin } from '../../src/cli/compose';
import type { Finished } from './processes';

/**
 * The admin CLI run in this process, whole (its real stores and case service client over HTTP), with only
 * `env` for its environment, as `runCliProcess` gives a process: what it would have printed, and its exit
 * code. Its working folder is one with no ./data of its own.
 */
export async function runCliInProcess(args: string[], env: Record<string, string | undefined>): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  const code = await runAdmin(args, {
    env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    cwd: tmpdir(),
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  });
  return { code, signal: null, stdout, stderr };
}

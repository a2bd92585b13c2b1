import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A sandbox that is running: its folder (database and key), the process serving it, its page. */
interface RunningSandbox {
  folder: string;
  pid: number;
  url: string;
  startedAt: string;
}

/** One record per running sandbox, in a folder only this user can read (under `base`: the temporary folder). */
export const sandboxRecordsDir = (base = tmpdir()): string =>
  join(base, `casebot-sandboxes-${process.getuid?.() ?? 'user'}`);

/** Records a sandbox once it listens; the function returned removes the record (when it stops). */
export function recordSandbox(sandbox: RunningSandbox, dir = sandboxRecordsDir()): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `${sandbox.pid}-${randomBytes(4).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(sandbox), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

/** Whether a process is running (a signal 0 reaches it, or it exists but is another user's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * The sandboxes running now, the one started last first. A record whose process is gone (killed before
 * it could remove it) is removed here.
 */
export function runningSandboxes(dir = sandboxRecordsDir(), isAlive = alive): RunningSandbox[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  const found: RunningSandbox[] = [];
  for (const file of files) {
    let record: Partial<RunningSandbox> | undefined;
    try {
      record = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Partial<RunningSandbox>;
    } catch {
      record = undefined;
    }
    const usable = record && typeof record.folder === 'string' && typeof record.pid === 'number' && isAlive(record.pid);
    if (!usable) {
      rmSync(join(dir, file), { force: true });
      continue;
    }
    found.push({
      folder: record?.folder ?? '',
      pid: record?.pid ?? 0,
      url: String(record?.url ?? ''),
      startedAt: String(record?.startedAt ?? ''),
    });
  }
  return found.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordSandbox, runningSandboxes, sandboxRecordsDir } from '../../src/lib/running-sandboxes';
import { createLogger } from '../../src/logging';
import { type Sandbox, startSandbox } from '../../src/sandbox/start';

const ROOT = join(__dirname, '..', '..');
// A temporary folder of its own (and TMPDIR of the commands it runs): the sandboxes found are its own,
// whatever other sandboxes run on the machine (another test file's, someone's `npm start`).
const ownTmp = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));

/** Runs a command line as someone would paste it into a shell at the project's root. */
function shell(line: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: ownTmp };
    delete env.DATABASE_URL;
    delete env.CASEBOT_ENCRYPTION_KEY;
    const child = spawn('bash', ['-c', line], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the admin command the sandbox names works as written', () => {
  let sandbox: Sandbox;
  const records = sandboxRecordsDir(ownTmp);
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, logger: createLogger('silent'), firstRow: 1, tmpDir: ownTmp });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(ownTmp, { recursive: true, force: true });
  });

  const ask = async (userId: string, text: string) => {
    const answer = await fetch(`${sandbox.url}sandbox/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ command: '/case', text, userId }),
    });
    const { responseId } = (await answer.json()) as { responseId: string };
    const [reply] = await sandbox.slack.waitForPosts(responseId, 1);
    return String(reply?.text ?? '');
  };

  it('links Nina with the command the sandbox names for admins, then serves her', async () => {
    expect(await ask('U0NEWBIE', '1234')).toContain('Request access');
    const command = `${sandbox.adminCommand} user link T0SANDBOX U0NEWBIE`;
    expect(command).toMatch(/^npm run casebot -- --sandbox=\S+ user link /);
    const line = `${command} n.newbie`;
    const result = await shell(line);
    expect(result.stderr).not.toMatch(/error/);
    expect(result.code).toBe(0);
    expect(await ask('U0NEWBIE', '1234')).toMatch(/^Case #1234: /);
    // Commands that touch tokens work on the sandbox too: --sandbox brings its encryption key.
    const sandboxFlag = /--sandbox=\S+/.exec(command)?.[0] ?? '';
    const listed = await shell(`npm run -s casebot -- ${sandboxFlag} workspace list`);
    expect(listed.stderr).not.toMatch(/error/);
    expect(listed.stdout).toContain('demo');
  }, 60_000);

  it('is found by plain --sandbox anywhere on the line, from its record, and a failed start leaves nothing', async () => {
    const folder = /--sandbox=(\S+)/.exec(sandbox.adminCommand)?.[1] ?? '';
    // Only its own, whatever else runs on the machine.
    expect(runningSandboxes(records).map((r) => r.folder)).toEqual([folder]);
    const listed = await shell('npm run -s casebot -- user list T0SANDBOX --sandbox');
    expect(listed.stderr).not.toMatch(/error/);
    expect(listed.stdout).toMatch(/U0ALICE\s+demo\.agent/);
    // Without --sandbox or DATABASE_URL (in a folder with no ./data/casebot.db): pointed at the sandbox,
    // and no database is made for nothing.
    const elsewhere = mkdtempSync(join(tmpdir(), 'cli-'));
    try {
      const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
      const bare = await shell(`cd ${elsewhere} && ${tsx} ${join(ROOT, 'src/cli/main.ts')} user list T0SANDBOX`);
      expect(bare.code).not.toBe(0);
      expect(bare.stderr).toContain('a casebot sandbox is running: add --sandbox to work on it');
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    // Its port is taken: the start fails, and leaves no folder and no record behind.
    const own = mkdtempSync(join(ownTmp, 'failed-start-'));
    const port = Number(new URL(sandbox.url).port);
    await expect(
      startSandbox({ port, logger: createLogger('silent'), firstRow: 1, tmpDir: own }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(readdirSync(own).filter((f) => f.startsWith('casebot-sandbox-'))).toEqual([]);
    expect(runningSandboxes(sandboxRecordsDir(own))).toEqual([]);
  }, 60_000);
});

describe('a stopped sandbox', () => {
  it('removes its record and its folder', async () => {
    const sandbox = await startSandbox({ port: 0, logger: createLogger('silent'), firstRow: 1 });
    const folder = /--sandbox=(\S+)/.exec(sandbox.adminCommand)?.[1] ?? '';
    expect(existsSync(folder)).toBe(true);
    expect(runningSandboxes().map((r) => r.folder)).toContain(folder);
    await sandbox.close();
    expect(existsSync(folder)).toBe(false);
    expect(runningSandboxes().map((r) => r.folder)).not.toContain(folder);
  });

  it('killed without removing its record: the record is dropped when read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'records-'));
    try {
      recordSandbox({ folder: '/gone', pid: 4_000_000, url: 'http://127.0.0.1:1/', startedAt: '2026-01-01' }, dir);
      recordSandbox({ folder: '/here', pid: process.pid, url: 'http://127.0.0.1:2/', startedAt: '2026-01-02' }, dir);
      const alive = (pid: number) => pid === process.pid;
      expect(runningSandboxes(dir, alive).map((r) => r.folder)).toEqual(['/here']);
      expect(readdirSync(dir)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

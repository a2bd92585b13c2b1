import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createLogger } from '../../src/logging';
import { type Sandbox, startSandbox } from '../../src/sandbox/start';

const ROOT = join(__dirname, '..', '..');

/** Runs a command line as someone would paste it into a shell at the project's root. */
function shell(line: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env };
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
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, logger: createLogger('silent'), firstRow: 1 });
  });
  afterAll(() => sandbox.close());

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
});

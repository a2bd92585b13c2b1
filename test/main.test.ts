import type { ChildProcess } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import { FakeCaseApi } from '../src/sandbox/case-api-server';
import { FakeSlack } from '../src/sandbox/slack-api-server';
import { postSigned, slashCommandBody } from '../src/sandbox/slack-requests';
import { sqliteDatabase, TEST_KEY, type TestDatabase } from './helpers/databases';
import { answerOf } from './helpers/answers';
import { account, fakeCase } from './helpers/fake-cases';
import { finished, runCliProcess, spawnBuilt } from './helpers/processes';
import { waitUntil } from './helpers/wait';

/** Starts `src/main.ts` as its own process and waits for the log line that says it listens. */
async function startMain(
  env: Record<string, string | undefined>,
): Promise<{ child: ChildProcess; line: Record<string, unknown>; output: { text: string; lines(): string[] } }> {
  const child = spawnBuilt('src/main.ts', [], { LOG_LEVEL: 'info', PORT: '0', ...env });
  // All of stdout as it came; its lines are the whole ones in it (a line may arrive in two chunks).
  const output = {
    text: '',
    lines: () => output.text.split('\n').slice(0, -1),
  };
  const line = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start-up line: ${output.text}`)), 15_000);
    let started = false;
    child.stdout?.on('data', (d: Buffer) => {
      output.text += d.toString();
      if (started) return;
      // The sandbox also says its address on a plain line, for people.
      const parsed = output
        .lines()
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((fields) => fields.mode);
      if (parsed) {
        started = true;
        clearTimeout(timer);
        resolve(parsed);
      }
    });
    child.on('exit', () => reject(new Error(`exited early: ${output.text}`)));
  });
  return { child, line, output };
}

describe('npm start: which mode runs', () => {
  it.each([
    ['no Slack credentials', {}],
    ['NODE_ENV=production with CASEBOT_SANDBOX=1', { NODE_ENV: 'production', CASEBOT_SANDBOX: '1' }],
  ])('opens the sandbox with %s, and says how to connect a real workspace', async (_what, env) => {
    const { child, line, output } = await startMain(env);
    try {
      const plain = /^casebot sandbox: open http:\/\/localhost:\d+\/ in your browser$/;
      await waitUntil('the address on a plain line', () => output.lines().some((l) => plain.test(l)));
      expect(line.msg).toMatch(
        /casebot sandbox: open http:\/\/localhost:\d+\/ .* set SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN/,
      );
      const page = await fetch(String(line.url));
      expect(await page.text()).toContain('casebot sandbox');
    } finally {
      child.kill('SIGTERM');
      expect((await finished(child)).code).toBe(0);
    }
  });

  it.each([
    [{ CASE_API_FIRST_ROW: '2' }, 'casebot: CASE_API_FIRST_ROW: must be 0 or 1'],
    [{ PORT: 'eighty' }, 'casebot: PORT: must be a whole number'],
    [{ SLACK_BOT_TOKEN: 'xoxb-1' }, 'casebot: SLACK_SIGNING_SECRET: required with SLACK_BOT_TOKEN (HTTP mode)'],
    [
      { SLACK_CLIENT_ID: '1.2', SLACK_SIGNING_SECRET: 's' },
      'casebot: SLACK_CLIENT_SECRET: required with the other SLACK_CLIENT_* settings (OAuth mode)',
    ],
    [
      {
        SLACK_CLIENT_ID: '1.2',
        SLACK_CLIENT_SECRET: 'c',
        SLACK_STATE_SECRET: 'st',
        SLACK_SIGNING_SECRET: 's',
        SLACK_BOT_TOKEN: 'xoxb-1',
      },
      'casebot: SLACK_BOT_TOKEN: leave it unset in OAuth mode',
    ],
    [{ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's' }, 'casebot: CASEBOT_ENCRYPTION_KEY: not set'],
    // Production never runs the demo: no credentials is a mistake, not the sandbox.
    [{ NODE_ENV: 'production' }, 'casebot: SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN: not set'],
    [{ NODE_ENV: 'production', CASEBOT_SANDBOX: 'yes' }, 'casebot: CASEBOT_SANDBOX: must be 0 or 1'],
    [
      { SLACK_BOT_TOKEN: 'xoxb-1', SLACK_SIGNING_SECRET: 's', CASEBOT_ENCRYPTION_KEY: 'abc' },
      'casebot: CASEBOT_ENCRYPTION_KEY: must be 64 hexadecimal',
    ],
  ])('stops with one line naming the variable for %j', async (env, message) => {
    const result = await finished(spawnBuilt('src/main.ts', [], env));
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toContain('xoxb-1');
  });
});

describe('HTTP mode as a process: a mapping written by the CLI survives kill -9 and a restart', () => {
  const caseApi = new FakeCaseApi({
    accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
  });
  const slack = new FakeSlack();
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = sqliteDatabase();
    env = {
      SLACK_SIGNING_SECRET: 'secret',
      SLACK_BOT_TOKEN: 'xoxb-test',
      SLACK_API_URL: `${await slack.start()}/api/`,
      CASE_API_BASE_URL: await caseApi.start(),
      DATABASE_URL: database.url,
      CASEBOT_ENCRYPTION_KEY: TEST_KEY,
      CASEBOT_WORKSPACE_CACHE_MS: '0',
    };
  });
  afterAll(async () => {
    await caseApi.close();
    await slack.close();
    await database.drop();
  });

  const ask = async (port: unknown, id: string) => {
    const body = slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: 'T0ACME',
      user_id: 'U0ALICE',
      response_url: slack.responseUrl(id),
    });
    const ack = await postSigned(`http://127.0.0.1:${String(port)}/slack/events`, 'secret', body);
    expect(ack.status).toBe(200);
    return answerOf(ack, slack, id);
  };

  it('stops with one line, and no token, when Slack does not accept the bot token', async () => {
    const result = await finished(
      spawnBuilt('src/main.ts', [], { ...env, PORT: '0', SLACK_BOT_TOKEN: 'xoxb-revoked-42' }),
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      "casebot: SLACK_BOT_TOKEN: could not be verified with Slack's auth.test (An API error occurred: invalid_auth)",
    );
    expect(result.stdout + result.stderr).not.toContain('revoked-42');
  });

  it('stops with one line naming PORT when its port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = String((holder.address() as AddressInfo).port);
    try {
      const result = await finished(spawnBuilt('src/main.ts', [], { ...env, PORT: port }));
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toMatch(new RegExp(`^casebot: port ${port} is in use; set PORT to another one \\(`));
    } finally {
      holder.close();
    }
  });

  it('serves what the CLI wrote while it ran, and again after kill -9', async () => {
    const first = await startMain(env);
    expect(first.line.msg).toMatch(
      /listening in HTTP mode: Slack requests at POST http:\/\/0\.0\.0\.0:\d+\/slack\/events/,
    );
    expect((await ask(first.line.port, 'before'))?.text).toContain("isn't connected");

    const cli = (...args: string[]) => runCliProcess(args, env);
    expect(
      (await cli('workspace', 'set', 'T0ACME', '--client-name', 'acme', '--api-token', 'tok-acme-secret-1234')).code,
    ).toBe(0);
    expect((await cli('user', 'link', 'T0ACME', 'U0ALICE', 'j.doe')).code).toBe(0);
    expect((await ask(first.line.port, 'after-cli'))?.text).toContain('Case #1234: Printer');

    first.child.kill('SIGKILL');
    await finished(first.child);
    const second = await startMain(env);
    let stopped: number | null;
    try {
      expect((await ask(second.line.port, 'after-restart'))?.text).toContain('Case #1234: Printer');
      const health = await fetch(`http://127.0.0.1:${String(second.line.port)}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      stopped = (await finished(second.child)).code;
    }
    expect(stopped).toBe(0);
    // Read once it has stopped, so every line is written (log lines go out in batches): none holds the token.
    expect(second.output.text).toContain('"msg":"stopped"');
    expect(second.output.text).not.toContain('tok-acme-secret-1234');
  }, 60_000);
});

import { sql } from 'kysely';
import { buildCasebot } from '../../src/compose';
import { createLogger } from '../../src/logging';
import { eventBody, postSigned } from '../../src/sandbox/slack-requests';
import { openDatabase } from '../../src/workspaces/database';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER } from '../helpers/harness';
import { TEST_KEY } from '../helpers/databases';

const cases = { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) };

const logLines = (harness: Harness) => harness.logs.map((l) => JSON.parse(l) as Record<string, unknown>);

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('uninstall in OAuth mode', () => {
  const harness = new Harness({
    accounts: cases,
    workspaces: [{ teamId: 'T0NEW' }],
    links: [{ teamId: 'T0NEW', slackUserId: USER, userName: 'j.doe' }],
    settings: {
      slack: {
        kind: 'oauth',
        signingSecret: SIGNING_SECRET,
        clientId: '123.456',
        clientSecret: 'cs',
        stateSecret: 'ss',
      },
      detailsCacheMs: 0,
    },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  const installKeys = async () => {
    const { db } = openDatabase(harness.databaseUrl);
    const rows = await sql<{ install_key: string }>`select install_key from slack_installations`.execute(db);
    await db.destroy();
    return rows.rows.map((r) => r.install_key);
  };

  it.each(['app_uninstalled', 'tokens_revoked'])(
    '%s deletes the installation with its bot token, logs one line, and serves nobody there until installed again',
    async (type) => {
      expect(await harness.finishInstall(await harness.beginInstall(), 'T0NEW', 'xoxb-for-t0new')).toBe(200);
      expect(await installKeys()).toEqual(['T0NEW']);

      const event = type === 'tokens_revoked' ? { type, tokens: { bot: ['U0CASEBOT'] } } : { type };
      expect((await harness.event({ teamId: 'T0NEW', event })).status).toBe(200);
      const line = await waitFor(() => logLines(harness).find((l) => l.event === type), 'the uninstall log line');
      expect(line).toMatchObject({ teamId: 'T0NEW', installationDeleted: true, workspaceMarked: true });
      expect(JSON.stringify(line)).not.toContain('xoxb-');
      expect(await installKeys()).toEqual([]);
      expect((await harness.bot.store.getWorkspace('T0NEW'))?.uninstalledAt).toBeTruthy();

      // Nothing reaches the case service from that workspace any more.
      harness.caseApi.requests.length = 0;
      const since = harness.logs.length;
      await harness.command('/case', '1234', { teamId: 'T0NEW' });
      // Bolt finds no installation and says so: by then a call upstream would have been made.
      const refused = await harness.logLine('unhandled Bolt error', since);
      expect(refused.err).toMatchObject({ code: 'slack_bolt_authorization_error' });
      expect(harness.caseApi.requests).toEqual([]);

      // Installed again: served again, with the new token.
      expect(await harness.finishInstall(await harness.beginInstall(), 'T0NEW', 'xoxb-again')).toBe(200);
      expect((await harness.bot.store.getWorkspace('T0NEW'))?.uninstalledAt).toBeNull();
      const { reply } = await harness.ask('/case', '1234', { teamId: 'T0NEW' });
      expect(reply.text).toBe('Case #1234: Printer (Open)');
    },
  );

  it('keeps the installation when only user tokens are revoked', async () => {
    expect(await harness.finishInstall(await harness.beginInstall(), 'T0NEW', 'xoxb-kept')).toBe(200);
    const before = harness.logs.length;
    await harness.event({ teamId: 'T0NEW', event: { type: 'tokens_revoked', tokens: { oauth: ['U0SOMEONE'] } } });
    // The event is over once it says it kept the installation.
    await harness.logLine('only user tokens were revoked; casebot keeps its installation', before);
    expect(await installKeys()).toEqual(['T0NEW']);
    expect(
      logLines(harness)
        .slice(before)
        .some((l) => String(l.msg).startsWith('casebot was removed')),
    ).toBe(false);
  });

  it('refuses an unsigned uninstall event', async () => {
    const body = eventBody({ teamId: 'T0NEW', event: { type: 'app_uninstalled' } });
    const answer = await postSigned(harness.eventsUrl, 'wrong-secret', body, { contentType: 'application/json' });
    expect(answer.status).toBe(401);
    expect(await installKeys()).toEqual(['T0NEW']);
  });
});

describe('uninstall with one bot token (HTTP mode)', () => {
  const harness = new Harness({ accounts: cases });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('answers everyone in the workspace that casebot was removed, and calls nobody upstream', async () => {
    expect((await harness.event({ teamId: TEAM, event: { type: 'app_uninstalled' } })).status).toBe(200);
    await waitFor(() => logLines(harness).find((l) => l.event === 'app_uninstalled'), 'the log line');
    harness.caseApi.requests.length = 0;
    const { reply } = await harness.ask('/case', '1234');
    expect(reply.text).toContain('casebot was removed from this Slack workspace');
    expect(harness.caseApi.requests).toEqual([]);
    // The outcome line is written just after the reply goes out.
    const line = await waitFor(() => logLines(harness).findLast((l) => l.msg === 'command /case'), 'the outcome line');
    expect(line.outcome).toBe('workspace_uninstalled');
  });

  it('serves the workspace again once casebot starts with a bot token of that workspace', async () => {
    expect((await harness.bot.store.getWorkspace(TEAM))?.uninstalledAt).toBeTruthy();
    harness.slack.authTeamId = TEAM;
    const again = await buildCasebot({
      slack: { kind: 'http', signingSecret: SIGNING_SECRET, botToken: 'xoxb-reinstalled' },
      port: 0,
      slackApiUrl: harness.slack.apiUrl,
      databaseUrl: harness.databaseUrl,
      encryptionKey: TEST_KEY,
      caseApi: { defaultBaseUrl: undefined, timeoutMs: 2000, firstRow: 1, retries: 0 },
      workspaceCacheMs: 0,
      detailsCacheMs: 0,
      logger: createLogger('silent'),
    });
    try {
      await again.start();
      expect((await again.store.getWorkspace(TEAM))?.uninstalledAt).toBeNull();
    } finally {
      await again.close();
    }
  });
});

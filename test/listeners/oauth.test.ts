import { sql } from 'kysely';
import { buildCasebot, type Casebot } from '../../src/compose';
import { createLogger } from '../../src/logging';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { postSigned, slashCommandBody } from '../../src/sandbox/slack-requests';
import { openDatabase } from '../../src/workspaces/database';
import { sqliteDatabase, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';

describe('OAuth mode: many workspaces, each with the bot token of its own installation', () => {
  const caseApi = new FakeCaseApi({
    accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
  });
  const slack = new FakeSlack();
  let database: TestDatabase;
  let bot: Casebot;
  let base: string;

  beforeAll(async () => {
    const caseApiUrl = await caseApi.start();
    await slack.start();
    slack.users.set('U0ALICE', { locale: 'it-IT' });
    database = sqliteDatabase();
    bot = await buildCasebot({
      slack: {
        kind: 'oauth',
        signingSecret: 'secret',
        clientId: '123.456',
        clientSecret: 'client-secret',
        stateSecret: 'state-secret',
      },
      port: 0,
      slackApiUrl: slack.apiUrl,
      databaseUrl: database.url,
      encryptionKey: TEST_KEY,
      caseApi: { defaultBaseUrl: caseApiUrl, timeoutMs: 2000, firstRow: 1, retries: 0 },
      workspaceCacheMs: 0,
      detailsCacheMs: 0,
      logger: createLogger('silent'),
    });
    await bot.store.putWorkspace({
      teamId: 'T0NEW',
      clientName: 'acme',
      apiToken: 'tok-acme-secret-1234',
      baseUrl: null,
      timeZone: 'UTC',
      pageSize: 10,
      shareContactDetails: false,
      defaultUserName: null,
    });
    await bot.store.linkUser({ teamId: 'T0NEW', slackUserId: 'U0ALICE', userName: 'j.doe' });
    const { eventsUrl } = await bot.start();
    base = (eventsUrl ?? '').replace(/\/slack\/events$/, '');
  });
  afterAll(async () => {
    await bot.close();
    await caseApi.close();
    await slack.close();
    await database.drop();
  });

  it('installs through /slack/install and /slack/oauth_redirect, stores the bot token encrypted, and serves that workspace with it', async () => {
    const install = await fetch(`${base}/slack/install`, { redirect: 'manual' });
    expect(install.status).toBe(302);
    const consent = new URL(install.headers.get('location') ?? '');
    expect(consent.searchParams.get('client_id')).toBe('123.456');
    expect(consent.searchParams.get('scope')).toBe('commands,chat:write,users:read');
    const state = consent.searchParams.get('state') ?? '';
    const cookie = (install.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    slack.oauthCodes.set('code-1', { teamId: 'T0NEW', botToken: 'xoxb-installed-for-t0new' });
    const redirect = await fetch(`${base}/slack/oauth_redirect?code=code-1&state=${encodeURIComponent(state)}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(200);

    const { db } = openDatabase(database.url);
    const rows = await sql<{
      install_key: string;
      installation_enc: string;
    }>`select * from slack_installations`.execute(db);
    await db.destroy();
    expect(rows.rows.map((r) => r.install_key)).toEqual(['T0NEW']);
    expect(rows.rows[0]?.installation_enc).not.toContain('xoxb-installed');

    const body = slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: 'T0NEW',
      user_id: 'U0ALICE',
      response_url: slack.responseUrl('oauth-1'),
    });
    const ack = await postSigned(`${base}/slack/events`, 'secret', body);
    expect(ack.status).toBe(200);
    const [reply] = await slack.waitForPosts('oauth-1');
    expect(reply?.text).toBe('Case #1234: Printer (open)');
    // users.info went out with the installed workspace's own bot token, and Italian followed.
    expect(slack.calls.filter((c) => c.method === 'users.info').map((c) => c.token)).toEqual([
      'xoxb-installed-for-t0new',
    ]);
    expect(caseApi.requests[0]?.query.languageId).toBe('8');
  });

  it('refuses an OAuth redirect whose state it did not issue', async () => {
    slack.oauthCodes.set('code-2', { teamId: 'T0EVIL', botToken: 'xoxb-evil' });
    const redirect = await fetch(`${base}/slack/oauth_redirect?code=code-2&state=forged`, { redirect: 'manual' });
    expect(redirect.status).toBeGreaterThanOrEqual(400);
    const { db } = openDatabase(database.url);
    const rows = await sql<{ install_key: string }>`select install_key from slack_installations`.execute(db);
    await db.destroy();
    expect(rows.rows.map((r) => r.install_key)).not.toContain('T0EVIL');
  });

  it('answers a workspace that has not installed casebot with nothing sent upstream', async () => {
    caseApi.requests.length = 0;
    const body = slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: 'T0OTHER',
      user_id: 'U0X',
      response_url: slack.responseUrl('oauth-2'),
    });
    const ack = await postSigned(`${base}/slack/events`, 'secret', body);
    expect(ack.status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(caseApi.requests).toEqual([]);
  });
});

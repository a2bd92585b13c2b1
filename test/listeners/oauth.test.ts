import { sql } from 'kysely';
import { postSigned, slashCommandBody } from '../../src/sandbox/slack-requests';
import { openDatabase } from '../../src/workspaces/database';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, USER } from '../helpers/harness';

describe('OAuth mode: many workspaces, each with the bot token of its own installation', () => {
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
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
    prepare: async (h) => {
      h.slack.users.set(USER, { locale: 'it-IT' });
    },
  });
  let base: string;
  beforeAll(async () => {
    await harness.start();
    base = harness.eventsUrl.replace(/\/slack\/events$/, '');
  });
  afterAll(() => harness.close());

  const installations = async () => {
    const { db } = openDatabase(harness.databaseUrl);
    const rows = await sql<{
      install_key: string;
      installation_enc: string;
    }>`select * from slack_installations`.execute(db);
    await db.destroy();
    return rows.rows;
  };
  const ask = async (teamId: string, id: string) => {
    const body = slashCommandBody({
      command: '/case',
      text: '1234',
      team_id: teamId,
      user_id: USER,
      response_url: harness.slack.responseUrl(id),
    });
    return postSigned(`${base}/slack/events`, SIGNING_SECRET, body);
  };

  it('installs through /slack/install and /slack/oauth_redirect, stores the bot token encrypted, and serves that workspace with it', async () => {
    const install = await fetch(`${base}/slack/install`, { redirect: 'manual' });
    expect(install.status).toBe(302);
    const consent = new URL(install.headers.get('location') ?? '');
    expect(consent.searchParams.get('client_id')).toBe('123.456');
    expect(consent.searchParams.get('scope')).toBe('commands,chat:write,users:read');
    const state = consent.searchParams.get('state') ?? '';
    const cookie = (install.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    harness.slack.oauthCodes.set('code-1', { teamId: 'T0NEW', botToken: 'xoxb-installed-for-t0new' });
    const redirect = await fetch(`${base}/slack/oauth_redirect?code=code-1&state=${encodeURIComponent(state)}`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(200);

    const rows = await installations();
    expect(rows.map((r) => r.install_key)).toEqual(['T0NEW']);
    expect(rows[0]?.installation_enc).not.toContain('xoxb-installed');

    expect((await ask('T0NEW', 'oauth-1')).status).toBe(200);
    const [reply] = await harness.slack.waitForPosts('oauth-1');
    expect(reply?.text).toBe('Case #1234: Printer (open)');
    // users.info went out with the installed workspace's own bot token, and Italian followed.
    expect(harness.slack.calls.filter((c) => c.method === 'users.info').map((c) => c.token)).toEqual([
      'xoxb-installed-for-t0new',
    ]);
    expect(harness.caseApi.requests[0]?.query.languageId).toBe('8');
  });

  it('refuses an OAuth redirect whose state it did not issue', async () => {
    harness.slack.oauthCodes.set('code-2', { teamId: 'T0EVIL', botToken: 'xoxb-evil' });
    const redirect = await fetch(`${base}/slack/oauth_redirect?code=code-2&state=forged`, { redirect: 'manual' });
    expect(redirect.status).toBeGreaterThanOrEqual(400);
    expect((await installations()).map((r) => r.install_key)).not.toContain('T0EVIL');
  });

  it('sends nothing upstream for a workspace that has not installed casebot', async () => {
    harness.caseApi.requests.length = 0;
    expect((await ask('T0OTHER', 'oauth-2')).status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(harness.caseApi.requests).toEqual([]);
  });
});

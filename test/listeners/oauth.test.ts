import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { sql } from 'kysely';
import { postSigned, slashCommandBody } from '../../src/sandbox/slack-requests';
import { buildCasebot } from '../../src/compose';
import { createLogger } from '../../src/logging';
import { openDatabase } from '../../src/workspaces/database';
import { createOAuthStateStore, STATE_LIFETIME_MS } from '../../src/workspaces/oauth-states';
import { TEST_KEY } from '../helpers/databases';
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
    // Exactly what the manifest lists: an install that asks for less leaves watching without its DMs.
    const manifest = parse(readFileSync(join(__dirname, '../../manifest.yml'), 'utf8')) as {
      oauth_config: { scopes: { bot: string[] } };
    };
    expect(consent.searchParams.get('scope')?.split(',')).toEqual(manifest.oauth_config.scopes.bot);
    expect(consent.searchParams.get('scope')?.split(',')).toEqual(expect.arrayContaining(['im:write', 'im:history']));
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
    // users.info went out with the installed workspace's own bot token, and Italian followed.
    expect(reply?.text).toBe('Pratica n. 1234: Printer (Open)');
    expect(harness.slack.calls.filter((c) => c.method === 'users.info').map((c) => c.token)).toEqual([
      'xoxb-installed-for-t0new',
    ]);
    expect(harness.caseApi.requests[0]?.query.languageId).toBe('8');
  });

  it('asks for the optional scopes too from /slack/install/more (an admin’s Grant permissions), its state checked the same way', async () => {
    const more = await fetch(`${base}/slack/install/more`, { redirect: 'manual' });
    expect(more.status).toBe(302);
    const consent = new URL(more.headers.get('location') ?? '');
    const manifest = parse(readFileSync(join(__dirname, '../../manifest.yml'), 'utf8')) as {
      oauth_config: { scopes: { bot: string[]; bot_optional: string[] } };
    };
    const { bot, bot_optional: optional } = manifest.oauth_config.scopes;
    expect(consent.searchParams.get('scope')?.split(',')).toEqual([...bot, ...optional]);
    expect(optional).toEqual(expect.arrayContaining(['canvases:write', 'channels:manage']));
    // Its state is one casebot issued, with its cookie: a redirect without the cookie is refused.
    const state = consent.searchParams.get('state') ?? '';
    harness.slack.oauthCodes.set('code-more', { teamId: 'T0MORE', botToken: 'xoxb-more' });
    const forged = await fetch(`${base}/slack/oauth_redirect?code=code-more&state=${encodeURIComponent(state)}`, {
      redirect: 'manual',
    });
    expect(forged.status).not.toBe(200);
  });

  it('refuses an OAuth redirect whose state it did not issue, logged below error (a stranger’s, not casebot’s failure)', async () => {
    harness.slack.oauthCodes.set('code-2', { teamId: 'T0EVIL', botToken: 'xoxb-evil' });
    const since = harness.logs.length;
    const redirect = await fetch(`${base}/slack/oauth_redirect?code=code-2&state=forged`, { redirect: 'manual' });
    expect(redirect.status).toBeGreaterThanOrEqual(400);
    expect((await installations()).map((r) => r.install_key)).not.toContain('T0EVIL');
    const lines = harness.logs.slice(since).map((l) => JSON.parse(l) as { level: string; msg: string });
    expect(lines.filter((l) => l.msg.startsWith('install link refused'))).toEqual([
      expect.objectContaining({ level: 'info' }),
    ]);
    expect(harness.logs.slice(since).filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });

  it('takes a state for one install only, on this replica or any other', async () => {
    const begun = await harness.beginInstall();
    expect(await harness.finishInstall(begun, 'T0ONCE', 'xoxb-once')).toBe(200);
    // The same state and cookie again: refused (a 400 with a line to start again), here and on a second
    // replica over the same database.
    expect(await harness.finishInstall(begun, 'T0TWICE', 'xoxb-twice')).toBe(400);
    harness.slack.oauthCodes.set('code-again', { teamId: 'T0TWICE', botToken: 'xoxb-twice' });
    const page = await fetch(`${base}/slack/oauth_redirect?code=code-again&state=${encodeURIComponent(begun.state)}`, {
      headers: { cookie: begun.cookie, 'accept-language': 'de-DE,de;q=0.9' },
      redirect: 'manual',
    });
    expect(page.status).toBe(400);
    const said = await page.text();
    expect(said).toContain('Dieser Installationslink wurde schon verwendet oder ist älter als zehn Minuten.');
    expect(said).toContain('/slack/install');
    expect(said).not.toMatch(/OAUTH_STATE|Error|stack/i);
    const replica = await buildCasebot({
      slack: {
        kind: 'oauth',
        signingSecret: SIGNING_SECRET,
        clientId: '123.456',
        clientSecret: 'cs',
        stateSecret: 'ss',
      },
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
      const { eventsUrl } = await replica.start();
      const replicaBase = (eventsUrl ?? '').replace(/\/slack\/events$/, '');
      harness.slack.oauthCodes.set('code-replica', { teamId: 'T0TWICE', botToken: 'xoxb-twice' });
      const again = await fetch(
        `${replicaBase}/slack/oauth_redirect?code=code-replica&state=${encodeURIComponent(begun.state)}`,
        { headers: { cookie: begun.cookie }, redirect: 'manual' },
      );
      expect(again.status).toBe(400);
      // A state issued by one replica completes on another: they share the database, not memory.
      const fresh = await harness.beginInstall();
      harness.slack.oauthCodes.set('code-replica-2', { teamId: 'T0OTHERREPLICA', botToken: 'xoxb-other' });
      const elsewhere = await fetch(
        `${replicaBase}/slack/oauth_redirect?code=code-replica-2&state=${encodeURIComponent(fresh.state)}`,
        { headers: { cookie: fresh.cookie }, redirect: 'manual' },
      );
      expect(elsewhere.status).toBe(200);
    } finally {
      await replica.close();
    }
    const keys = (await installations()).map((r) => r.install_key);
    expect(keys).toContain('T0ONCE');
    expect(keys).toContain('T0OTHERREPLICA');
    expect(keys).not.toContain('T0TWICE');
  });

  it('keeps only a keyed hash of a used state, and refuses one older than ten minutes', async () => {
    const { db } = openDatabase(harness.databaseUrl);
    try {
      let clock = Date.parse('2026-11-22T10:00:00Z');
      const states = createOAuthStateStore(db, 'ss', () => clock);
      const state = await states.generateStateParam({ scopes: ['commands'] }, new Date(clock));
      clock += STATE_LIFETIME_MS + 1;
      await expect(states.verifyStateParam(new Date(clock), state)).rejects.toMatchObject({
        code: 'OAUTH_STATE_INVALID',
        reason: 'expired',
      });
      const fresh = await states.generateStateParam({ scopes: ['commands'], metadata: 'm' }, new Date(clock));
      await expect(states.verifyStateParam(new Date(clock), fresh)).resolves.toEqual({
        scopes: ['commands'],
        metadata: 'm',
      });
      await expect(states.verifyStateParam(new Date(clock), fresh)).rejects.toMatchObject({
        reason: 'unknown_or_used',
      });
      // What a used state leaves is a keyed hash, never the state or its random part.
      const rows = await sql<{ state_hash: string }>`select state_hash from oauth_states`.execute(db);
      const nonce = (JSON.parse(Buffer.from(fresh.split('.')[0] ?? '', 'base64url').toString()) as { n: string }).n;
      expect(rows.rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows.rows)).not.toContain(nonce);
      expect(JSON.stringify(rows.rows)).not.toContain(fresh);
    } finally {
      await db.destroy();
    }
  });

  it('lets no number of strangers opening the install page stop an admin’s install, and keeps nothing for them', async () => {
    const { db } = openDatabase(harness.databaseUrl);
    try {
      await sql`delete from oauth_states`.execute(db);
      // The admin opens the install page, then strangers open it 2,000 times before the admin comes back.
      const admin = await harness.beginInstall();
      const states = createOAuthStateStore(db, 'ss');
      for (let i = 0; i < 2000; i += 1) await states.generateStateParam({ scopes: ['commands'] }, new Date());
      const kept = await sql<{ n: number }>`select count(*) as n from oauth_states`.execute(db);
      expect(Number(kept.rows[0]?.n)).toBe(0);
      expect(await harness.finishInstall(admin, 'T0ADMIN', 'xoxb-admin')).toBe(200);
      expect((await installations()).map((r) => r.install_key)).toContain('T0ADMIN');
      // A state changed by one character is not casebot's.
      const begun = await harness.beginInstall();
      const tampered = `${begun.state.slice(0, 10)}${begun.state[10] === 'A' ? 'B' : 'A'}${begun.state.slice(11)}`;
      await expect(states.verifyStateParam(new Date(), tampered)).rejects.toMatchObject({ reason: 'unknown_or_used' });
    } finally {
      await db.destroy();
    }
  });

  it('sends nothing upstream for a workspace that has not installed casebot', async () => {
    harness.caseApi.requests.length = 0;
    const since = harness.logs.length;
    expect((await ask('T0OTHER', 'oauth-2')).status).toBeLessThan(500);
    // Bolt finds no installation and says so: by then any call upstream would have been made.
    const refused = await harness.logLine('unhandled Bolt error', since);
    expect(refused.err).toMatchObject({ code: 'slack_bolt_authorization_error' });
    expect(harness.caseApi.requests).toEqual([]);
  });
});

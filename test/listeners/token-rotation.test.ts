import { Writable } from 'node:stream';
import { buildCasebot, type Casebot } from '../../src/compose';
import { createLogger } from '../../src/logging';
import { postSigned, slashCommandBody } from '../../src/sandbox/slack-requests';
import { postgresDatabase, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, USER } from '../helpers/harness';
import { waitUntil } from '../helpers/wait';
import { openDatabase } from '../../src/workspaces/database';

// Slack's token rotation with casebot on three replicas sharing PostgreSQL, against a Slack stand-in whose
// bot tokens expire every four seconds and which refuses a refresh token spent once: every renewal is made
// once (none refused), no call goes out with an expired token, whether people ask (through any replica) or
// nobody does for longer than a token lives (each replica's sweep renews it ahead of its expiry).
const TEAM = 'T0ROT';
const oauth = {
  kind: 'oauth' as const,
  signingSecret: SIGNING_SECRET,
  clientId: '123.456',
  clientSecret: 'cs',
  stateSecret: 'ss',
};

describe('Slack token rotation on three replicas sharing PostgreSQL', () => {
  let database: TestDatabase;
  let harness: Harness;
  const others: Casebot[] = [];
  const urls: string[] = [];
  const errors: string[] = [];
  const errorLines = new Writable({
    write: (chunk: Buffer, _e, done) => {
      for (const line of chunk.toString().split('\n')) if (line.includes('"level":"error"')) errors.push(line);
      done();
    },
  });

  beforeAll(async () => {
    database = await postgresDatabase();
    harness = new Harness({
      accounts: { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) },
      workspaces: [{ teamId: TEAM }],
      links: [{ teamId: TEAM, slackUserId: USER, userName: 'j.doe' }],
      databaseUrl: database.url,
      // Every request asks Slack who the person is (users.info, with the bot token): no language kept.
      settings: { slack: oauth, detailsCacheMs: 0, peopleCacheMs: 0, tokenSweepMs: 250 },
    });
    await harness.start();
    urls.push(harness.eventsUrl);
    for (let i = 0; i < 2; i += 1) {
      const replica = await buildCasebot({
        slack: oauth,
        port: 0,
        slackApiUrl: harness.slack.apiUrl,
        databaseUrl: database.url,
        encryptionKey: TEST_KEY,
        caseApi: { defaultBaseUrl: harness.caseApiUrl, timeoutMs: 2000, firstRow: 1, retries: 0 },
        workspaceCacheMs: 0,
        detailsCacheMs: 0,
        peopleCacheMs: 0,
        tokenSweepMs: 250,
        logger: createLogger('info', errorLines),
      });
      others.push(replica);
      urls.push((await replica.start()).eventsUrl ?? '');
    }
  }, 30_000);
  afterAll(async () => {
    for (const o of others) await o.close();
    await harness.close();
    await database.drop();
  });

  it('renews each token once, ahead of its expiry, whoever asks and when nobody does', async () => {
    const { rotation } = harness.slack;
    rotation.lifetimeS = 4;
    expect(await harness.finishInstall(await harness.beginInstall(), TEAM, 'xoxe.xoxb-first')).toBe(200);
    let asked = 0;
    const answered: string[] = [];
    /** `/case 1234` through the three replicas at once, for `ms`, every 300 ms. */
    const ask = async (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        await Promise.all(
          urls.map(async (url) => {
            asked += 1;
            const id = `rot-${asked}`;
            const body = slashCommandBody({
              command: '/case',
              text: '1234',
              team_id: TEAM,
              user_id: USER,
              response_url: harness.slack.responseUrl(id),
            });
            const ack = await postSigned(url, SIGNING_SECRET, body);
            expect(ack.status).toBe(200);
            const [reply] = await harness.slack.waitForPosts(id);
            answered.push(String(reply?.text ?? ''));
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    };
    await ask(5000);
    // Nobody asks for longer than a token lives: the sweep renews it ahead of its expiry.
    const quiet = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const renewedQuietly = rotation.refreshes.filter((r) => r.at >= quiet).length;
    await ask(3000);
    expect(renewedQuietly).toBeGreaterThanOrEqual(2);
    expect(answered).toHaveLength(asked);
    expect(answered.filter((text) => !text.includes('1234'))).toEqual([]);
    // Every renewal made once: none spent a refresh token another had spent, none came after an expiry.
    expect(rotation.refreshes.filter((r) => !r.ok)).toEqual([]);
    expect(rotation.refreshes.length).toBeGreaterThanOrEqual(4);
    expect(rotation.expiredCalls).toEqual([]);
    // The people lookups went out with the tokens in turn, more than one of them.
    const tokens = new Set(harness.slack.calls.filter((c) => c.method === 'users.info').map((c) => c.token));
    expect(tokens.size).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    expect(harness.logs.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  }, 60_000);

  it('sends a renewal once and waits for a slow answer: a 7 s oauth.v2.access ends nothing', async () => {
    const { rotation } = harness.slack;
    // A token that lives an hour, its renewal made due now: the sweep renews it.
    rotation.lifetimeS = 3600;
    expect(await harness.finishInstall(await harness.beginInstall(), TEAM, 'xoxe.xoxb-slow')).toBe(200);
    const before = rotation.refreshes.length;
    const errorsBefore = errors.length;
    harness.slack.slow.set('oauth.v2.access', 7000);
    const opened = openDatabase(database.url);
    try {
      const renewAfter = async () =>
        (
          await opened.db
            .selectFrom('slack_installations')
            .select('renew_after')
            .where('install_key', '=', TEAM)
            .executeTakeFirstOrThrow()
        ).renew_after;
      const madeDue = new Date();
      await opened.db
        .updateTable('slack_installations')
        .set({ renew_after: madeDue.toISOString() })
        .where('install_key', '=', TEAM)
        .execute();
      // Renewed: its next renewal is due later (a refused one would leave none).
      await waitUntil(
        'the token renewed',
        async () => {
          const next = await renewAfter();
          return next !== null && new Date(next).getTime() > madeDue.getTime() + 60_000;
        },
        20_000,
      );
      // Slack recorded one renewal and answered it late; nothing sent the spent refresh token again.
      expect(rotation.refreshes.slice(before)).toEqual([expect.objectContaining({ ok: true })]);
      expect(errors.slice(errorsBefore)).toEqual([]);
    } finally {
      harness.slack.slow.delete('oauth.v2.access');
      await opened.db.destroy();
    }
  }, 30_000);
});

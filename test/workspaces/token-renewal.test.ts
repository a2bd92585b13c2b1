import { WebClient } from '@slack/web-api';
import { InstallProvider } from '@slack/oauth';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/logging';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { createTokenRenewal, type NewGrant } from '../../src/slack/token-renewal';
import { openDatabase } from '../../src/workspaces/database';
import {
  createInstallationRows,
  createInstallationStore,
  type StoredInstallation,
} from '../../src/workspaces/installations';
import { migrateToLatest } from '../../src/kinds/registry';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { ENGINES, TEST_KEY, type TestDatabase } from '../helpers/databases';

// A rotating bot token renewed once per expiry by three replicas (each its own connection to one database)
// asking for it at once, against a Slack stand-in that refuses a spent refresh token.
describe.each(ENGINES)('rotating bot tokens renewed once across replicas, on %s', (_engine, create) => {
  const slack = new FakeSlack();
  let database: TestDatabase;
  let t = Date.UTC(2026, 10, 29, 9, 0, 0);
  const now = () => t;
  const cipher = createTokenCipher(TEST_KEY);
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger(
    'info',
    new Writable({
      write: (chunk: Buffer, _e, done) => {
        for (const l of chunk.toString().split('\n')) if (l) logs.push(JSON.parse(l) as Record<string, unknown>);
        done();
      },
    }),
  );
  const opened: ReturnType<typeof openDatabase>[] = [];
  const refused: string[] = [];

  beforeAll(async () => {
    await slack.start();
    slack.rotation.lifetimeS = 600;
    database = await create();
  });
  afterAll(async () => {
    for (const o of opened) await o.db.destroy();
    await database.drop();
    await slack.close();
  });

  /** A replica: its own connection, rows and renewal, refreshing against the stand-in. */
  async function replica() {
    const connection = openDatabase(database.url);
    opened.push(connection);
    if (opened.length === 1) await migrateToLatest(connection.db);
    const rows = createInstallationRows(connection.db, cipher, now);
    const client = new WebClient(undefined, {
      slackApiUrl: `${slack.apiUrl.replace(/\/$/, '')}/`,
      retryConfig: { retries: 0 },
    });
    const renewal = createTokenRenewal({
      rows,
      refresh: async (refreshToken) =>
        (await client.oauth.v2.access({
          client_id: 'c',
          client_secret: 's',
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        })) as NewGrant,
      logger,
      now,
      onRefused: async (key) => void refused.push(key),
    });
    const store = createInstallationStore(connection.db, cipher, { current: renewal.current }, rows);
    return { rows, renewal, store };
  }

  /** An installation as Bolt stores it after Slack's answer with rotation on. */
  const installed = (teamId: string): StoredInstallation => {
    const pair = slack.rotation.issue(teamId);
    return {
      team: { id: teamId, name: 'Acme' },
      enterprise: undefined,
      user: { id: 'U0INSTALLER', token: undefined, scopes: undefined },
      bot: {
        token: pair.access_token,
        refreshToken: pair.refresh_token,
        expiresAt: Math.floor(t / 1000) + pair.expires_in,
        userId: 'U0CASEBOT',
        id: 'B0CASEBOT',
        scopes: ['commands'],
      },
      tokenType: 'bot',
      isEnterpriseInstall: false,
      appId: 'A0CASEBOT',
      authVersion: 'v2',
    };
  };

  it('renews once per expiry whoever asks, every replica then using the one new token', async () => {
    const replicas = [await replica(), await replica(), await replica()];
    const [first] = replicas;
    if (!first) throw new Error('no replica');
    await first.store.storeInstallation(installed('T0A'));
    // Slow to answer a refresh: the replicas' requests for it overlap.
    slack.slow.set('oauth.v2.access', 30);
    try {
      for (let round = 1; round <= 11; round += 1) {
        const before = slack.rotation.refreshes.length;
        const row = await first.rows.read('T0A');
        // Not due yet: nobody renews, everyone gets the token as it is (one read, no call).
        expect((await Promise.all(replicas.map((r) => r.renewal.current('T0A')))).map((r) => r.version)).toEqual([
          row.version,
          row.version,
          row.version,
        ]);
        expect(slack.rotation.refreshes).toHaveLength(before);
        // Due (400 s into its 600): six asks at once, on three replicas.
        t = (row.renewAfter?.getTime() ?? 0) + 1000;
        const got = await Promise.all(replicas.flatMap((r) => [r.renewal.current('T0A'), r.renewal.current('T0A')]));
        const made = slack.rotation.refreshes.slice(before);
        expect(made.map((r) => r.ok)).toEqual([true]);
        // The losers go on with the current token (Slack keeps it valid until it expires) or the new one.
        const fresh = await first.rows.read('T0A');
        expect(fresh.version).toBe(row.version + 1);
        for (const g of got)
          expect([row.installation.bot?.token, fresh.installation.bot?.token]).toContain(g.installation.bot?.token);
        // A renewal written is its replica's; a second renewal of the same version is never written.
        expect(fresh.renewAfter?.getTime()).toBeGreaterThan(t);
      }
      expect(slack.rotation.refreshes.filter((r) => !r.ok)).toEqual([]);
      expect(slack.rotation.refreshes).toHaveLength(11);
      expect(JSON.stringify(logs)).not.toMatch(/xoxe/);
    } finally {
      slack.slow.delete('oauth.v2.access');
    }
  });

  it('renews an expired token once, every caller waiting for it, and Bolt never renews on its own', async () => {
    const replicas = [await replica(), await replica()];
    const [first, second] = replicas;
    if (!first || !second) throw new Error('no replica');
    await first.store.storeInstallation(installed('T0B'));
    const row = await first.rows.read('T0B');
    // Bolt, handed the installation, finds no refresh token: it authorizes with the token as it is.
    const bolt = new InstallProvider({
      clientId: 'c',
      clientSecret: 's',
      stateSecret: 'x',
      installationStore: second.store,
    });
    const authorized = await bolt.authorize({ teamId: 'T0B', enterpriseId: undefined, isEnterpriseInstall: false });
    expect(authorized.botToken).toBe(row.installation.bot?.token);
    expect(authorized.botRefreshToken).toBeUndefined();
    // Past its expiry: both replicas get the new token, made once.
    t = (row.expiresAt?.getTime() ?? 0) + 5000;
    const before = slack.rotation.refreshes.length;
    const got = await Promise.all([first.renewal.current('T0B'), second.renewal.current('T0B')]);
    expect(slack.rotation.refreshes.slice(before).map((r) => r.ok)).toEqual([true]);
    expect(new Set(got.map((g) => g.installation.bot?.token)).size).toBe(1);
    expect(got[0]?.installation.bot?.token).not.toBe(row.installation.bot?.token);
  });

  it('leaves an installation deleted while it renewed deleted, and says once when Slack refuses a refresh token', async () => {
    const one = await replica();
    await one.store.storeInstallation(installed('T0C'));
    const row = await one.rows.read('T0C');
    t = (row.renewAfter?.getTime() ?? 0) + 1000;
    slack.slow.set('oauth.v2.access', 200);
    try {
      const renewing = one.renewal.current('T0C');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await one.store.deleteInstallation?.({ teamId: 'T0C', enterpriseId: undefined, isEnterpriseInstall: false });
      await expect(renewing).rejects.toMatchObject({ code: 'INSTALLATION_NOT_FOUND' });
      await expect(one.rows.read('T0C')).rejects.toMatchObject({ code: 'INSTALLATION_NOT_FOUND' });
    } finally {
      slack.slow.delete('oauth.v2.access');
    }
    // A refresh token already spent (another app's copy of it, a renewal whose write was lost): refused.
    const spent = installed('T0D');
    slack.rotation.refresh(spent.bot?.refreshToken ?? '', undefined);
    await one.store.storeInstallation(spent);
    const stored = await one.rows.read('T0D');
    t = (stored.renewAfter?.getTime() ?? 0) + 1000;
    const kept = await one.renewal.current('T0D');
    expect(kept.installation.bot?.token).toBe(spent.bot?.token);
    expect(refused).toEqual(['T0D']);
    expect(logs.filter((l) => l.level === 'error' && l.team === 'T0D')).toHaveLength(1);
    // Only an install mends it: the sweep does not try it again, nor is it said twice.
    expect(await one.rows.due(10)).not.toContain('T0D');
    await one.renewal.renewDue();
    await one.renewal.current('T0D');
    expect(refused).toEqual(['T0D']);
    // Installed again: renewed as before.
    await one.store.storeInstallation(installed('T0D'));
    expect((await one.rows.read('T0D')).renewAfter).toBeDefined();
  });
});

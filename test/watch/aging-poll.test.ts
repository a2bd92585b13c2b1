import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { NOTICE_EVENT } from '../../src/spine/delivery';
import type { createAgingStore } from '../../src/kinds/aging/store';
import { ENGINES } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { workspace } from '../helpers/harness';
import { pollReplicas } from '../helpers/poll-replicas';
import { parseThresholds } from '../../src/cases/overdue';
import { openDatabase } from '../../src/workspaces/database';

// Aging alerts as the poll tells them, with a clock the test moves, on two "replicas" (two pollers, each with
// its own connection to one database): a backlog as one summary, then each breach once, its owner named.
const TEAM = 'T0ACME';
const ALICE = 'U0ALICE';
const CHANNEL = 'C0SUPPORT';
const INTERVAL = 60_000;

describe.each(ENGINES)('aging alerts told by the poll on %s', (_engine, makeDatabase) => {
  const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
  let clock = NOW;
  const now = () => clock;
  const hoursAgo = (h: number) => new Date(clock - h * 3_600_000);
  // A backlog: 30 critical cases untouched for a day, and one fresh one.
  const backlog = Array.from({ length: 30 }, (_, i) =>
    fakeCase({ caseNumber: 6000 + i, subject: `Outage ${i}`, priority: 'Critical', lastUpdated: hoursAgo(24 + i) }),
  );
  const fresh = fakeCase({
    caseNumber: 6100,
    subject: 'Printer smoking',
    priority: 'Critical',
    userName: 'n.smith',
    lastUpdated: hoursAgo(1),
  });
  const acme = account([fresh, ...backlog], { users: ['a.lee', 'N.Smith'] });
  const caseApi = new FakeCaseApi({ accounts: { acme } });
  const slack = new FakeSlack();
  let database: Awaited<ReturnType<(typeof ENGINES)[number][1]>>;
  const replicas: Awaited<ReturnType<typeof pollReplicas>> = [];
  let aging: ReturnType<typeof createAgingStore>;
  let baseUrl = '';

  beforeAll(async () => {
    baseUrl = await caseApi.start();
    await slack.start();
    database = await makeDatabase();
    replicas.push(
      ...(await pollReplicas({
        count: 2,
        databaseUrl: database.url,
        slack,
        now,
        intervalMs: INTERVAL,
        seed: async (store) => {
          await store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl, timeZone: 'UTC' }));
          await store.linkUser({ teamId: TEAM, slackUserId: ALICE, userName: 'a.lee' });
          await store.linkUser({ teamId: TEAM, slackUserId: 'U0NINA', userName: 'N.Smith' });
          // Members of the workspace, as Slack knows them (one it does not know has left).
          for (const person of [ALICE, 'U0NINA']) slack.users.set(person, {});
        },
      })),
    );
    const [first] = replicas;
    if (!first) throw new Error('no replica');
    aging = first.aging;
  });

  afterAll(async () => {
    for (const r of replicas) await r.destroy();
    await database.drop();
    await caseApi.close();
    await slack.close();
  });

  const posts = () => (slack.messages.get(CHANNEL) ?? []).filter((m) => m.metadata?.event_type === NOTICE_EVENT);
  /** The alerts on in #support for critical cases past 4 hours, read as Alice, told again after `repeatMs`. */
  const agingOn = (repeatMs: number | null) =>
    aging.set({
      teamId: TEAM,
      channelId: CHANNEL,
      thresholds: parseThresholds('critical=4h') ?? [],
      repeatMs,
      actsAs: ALICE,
    });
  const round = async () => {
    await Promise.all(replicas.map((r) => r.poller.poll(TEAM)));
    clock += INTERVAL;
  };

  it('tells a backlog as one summary, oldest first in a table, and then nothing more for it', async () => {
    await agingOn(null);
    await round();
    await round();
    await round();
    expect(posts()).toHaveLength(1);
    const summary = posts()[0];
    expect(summary?.text).toContain('Aging cases: 30');
    const blocks = JSON.stringify(summary?.blocks);
    expect(blocks).toContain('Critical: 30');
    expect(blocks).toContain('"type":"data_table"');
    // The most overdue first: the case untouched for 53 hours (49 past its four).
    const table = (summary?.blocks ?? []).find((b) => (b as { type?: string }).type === 'data_table') as
      { rows: { text?: string }[][] } | undefined;
    expect(table?.rows[1]?.[1]?.text).toBe('#6029');
    expect(table?.rows).toHaveLength(31);
    expect(blocks).not.toContain('Printer smoking');
  });

  it('tells nothing again when an admin changes the time zone the service’s dates are read in', async () => {
    // The same untouched cases, their dates read in another zone: the same breaches, already told.
    for (const timeZone of ['Europe/Paris', 'America/New_York', 'UTC']) {
      await replicas[0]?.store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl, timeZone }));
      clock += 60_000;
      await round();
      expect(posts()).toHaveLength(1);
    }
  });

  it('tells a later breach once, naming its owner (by DM too, as they chose), and again only after an update and a new breach', async () => {
    // Nina chose on App Home to hear of her own cases by DM too; Alice did not.
    await replicas[0]?.agingDm.choose(TEAM, 'U0NINA', true);
    slack.users.set('U0NINA', { locale: 'fr-FR' });
    // The fresh case passes its four hours.
    clock = NOW + 4 * 3_600_000;
    await round();
    await round();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.text).toContain('Case *#6100* Printer smoking (Critical) has had no update since');
    expect(posts()[1]?.text).toContain('Its owner: <@U0NINA>.');
    const dms = [
      ...(slack.messages.get('U0NINA') ?? []),
      ...(slack.messages.get('D0NINA') ?? []),
      ...(slack.messages.get('DU0NINA') ?? []),
    ];
    expect(dms).toHaveLength(1);
    // In her language, by number and subject, read again as her, with View (which opens it as her).
    expect(dms[0]?.text).toContain('Votre dossier *#6100* Printer smoking n’a pas été mis à jour depuis');
    expect(dms[0]?.text).toMatch(/: \d+ (heure|min)/);
    expect(caseApi.requests.some((r) => r.operation === 'GetCaseDetails' && r.query.userName === 'N.Smith')).toBe(true);
    expect(JSON.stringify(dms[0]?.blocks)).toContain('"action_id":"case_view_0"');
    expect(slack.messages.get(ALICE) ?? []).toEqual([]);
    // Updated, then untouched for longer than its threshold again: a new breach, told once more.
    fresh.lastUpdated = new Date(clock);
    await round();
    expect(posts()).toHaveLength(2);
    clock += 5 * 3_600_000;
    await round();
    await round();
    expect(posts()).toHaveLength(3);
  });

  it('comes as one post listing them when several breach in one round', async () => {
    for (const [i, c] of backlog.slice(0, 5).entries()) c.lastUpdated = new Date(clock - (3 * 3_600_000 + i * 60_000));
    clock += 2 * 3_600_000;
    await round();
    await round();
    expect(posts()).toHaveLength(4);
    expect(posts()[3]?.text).toContain('Newly aging cases: 5');
  });

  it('tells a backlog again as one summary when its admins change what it tells, and stops what waits when turned off', async () => {
    // Saved again with the same channel, reader and thresholds (a new repeat): nothing is told again.
    await agingOn(86_400_000);
    clock += 60_000;
    await round();
    expect(posts()).toHaveLength(4);
    expect((await aging.settings(TEAM))?.repeatMs).toBe(86_400_000);
    // Other thresholds: what breaches them is told as one summary.
    await aging.set({
      teamId: TEAM,
      channelId: CHANNEL,
      thresholds: parseThresholds('critical=5h') ?? [],
      repeatMs: 86_400_000,
      actsAs: ALICE,
    });
    clock += 60_000;
    await round();
    expect(posts()).toHaveLength(5);
    expect(posts()[4]?.text).toContain('Aging cases:');
    const settings = await aging.settings(TEAM);
    expect(settings?.repeatMs).toBe(86_400_000);
    expect(await aging.turnOff(TEAM)).toBe(true);
    await round();
    expect(posts()).toHaveLength(5);
  });

  it('forgets what it told of a breach after 30 days, once an hour, keeping the table small', async () => {
    const told = async () => {
      const opened = openDatabase(database.url);
      try {
        return (await opened.db.selectFrom('aging_told').select('case_id').where('team_id', '=', TEAM).execute())
          .length;
      } finally {
        await opened.db.destroy();
      }
    };
    await agingOn(null);
    await round();
    await round();
    expect(await told()).toBeGreaterThanOrEqual(30);
    // A day on: nothing is forgotten yet.
    clock += 24 * 3_600_000;
    await round();
    expect(await told()).toBeGreaterThanOrEqual(30);
    // Thirty days on from what was told: forgotten at the next hourly prune.
    clock += 30 * 24 * 3_600_000;
    await round();
    expect(await told()).toBe(0);
    await aging.turnOff(TEAM);
  });
});

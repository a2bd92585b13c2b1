import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { DEFAULT_POLL_CALLS_PER_MINUTE } from '../../src/polling/poll-plan';
import { ENGINES } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { workspace } from '../helpers/harness';
import { pollReplicas } from '../helpers/poll-replicas';

// Reminders arrive at their time however many are due at once: each person's cases are read (as them)
// ahead of the time, within the workspace's calls a minute, and posted at it, exactly once on three
// replicas. Where the cap cannot read everyone in time, the admins' Home says so with the figure.
const TEAM = 'T0ACME';
const MINUTE = 60_000;
const DUE = Date.UTC(2026, 11, 7, 9, 0, 0);

describe.each(ENGINES)('reminders read ahead of their time, on %s', (_engine, makeDatabase) => {
  it('tells 1,000 people due at one minute at the default cap within 5 minutes of it, none early, each once', async () => {
    const people = Array.from({ length: 1000 }, (_, i) => ({ id: `U${String(i).padStart(5, '0')}`, name: `p${i}` }));
    const cases = people.slice(0, 20).map((p, i) =>
      fakeCase({
        caseNumber: 5000 + i,
        subject: `Printer ${i}`,
        userName: p.name,
        lastUpdated: new Date(DUE - MINUTE),
      }),
    );
    const acme = account(cases, { users: people.map((p) => p.name) });
    const caseApi = new FakeCaseApi({ accounts: { acme } });
    const baseUrl = await caseApi.start();
    const slack = new FakeSlack();
    await slack.start();
    for (const p of people) slack.users.set(p.id, {});
    const database = await makeDatabase();
    let clock = DUE - 40 * MINUTE;
    const replicas = await pollReplicas({
      count: 3,
      databaseUrl: database.url,
      slack,
      now: () => clock,
      intervalMs: MINUTE,
      callsPerMinute: DEFAULT_POLL_CALLS_PER_MINUTE,
      seed: async (store) => {
        await store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl, timeZone: 'UTC' }));
        for (const p of people) await store.linkUser({ teamId: TEAM, slackUserId: p.id, userName: p.name });
      },
    });
    try {
      const [first] = replicas;
      if (!first) throw new Error('no replica');
      const setting = { schedule: 'daily' as const, minute: 9 * 60, timeZone: 'UTC', evenWhenEmpty: true };
      for (const p of people) await first.reminders.set(TEAM, p.id, setting, new Date(DUE));
      const dms = () => people.reduce((n, p) => n + (slack.messages.get(`D${p.id}`)?.length ?? 0), 0);
      const reads = () => caseApi.requests.filter((r) => r.operation === 'GetCases').length;
      let early = 0;
      let readBefore = 0;
      // A round a minute, each replica polling the workspace; the clock moves a minute after each.
      while (clock <= DUE + 5 * MINUTE) {
        await Promise.all(replicas.map((r) => r.poller.poll(TEAM)));
        if (clock < DUE) {
          early = dms();
          readBefore = reads();
        }
        clock += MINUTE;
      }
      // Nothing went out before its time, most people were read ahead of it, and everyone was told once.
      expect(early).toBe(0);
      expect(readBefore).toBeGreaterThanOrEqual(800);
      expect(dms()).toBe(people.length);
      expect(people.filter((p) => (slack.messages.get(`D${p.id}`)?.length ?? 0) !== 1)).toEqual([]);
      // Within the cap: the service was read at most 60 times a minute (40 minutes ahead and 5 after).
      expect(reads()).toBeLessThanOrEqual(DEFAULT_POLL_CALLS_PER_MINUTE * 46);
      expect(await first.alerts.list(TEAM)).toEqual([]);
    } finally {
      for (const r of replicas) await r.destroy();
      await database.drop();
      await caseApi.close();
      await slack.close();
    }
  }, 120_000);

  it('tells the admins on App Home, with the figure, when the cap cannot read everyone due within the hour', async () => {
    const people = Array.from({ length: 80 }, (_, i) => ({ id: `U${String(i).padStart(5, '0')}`, name: `p${i}` }));
    const acme = account([fakeCase({ caseNumber: 5000, subject: 'Printer' })], { users: people.map((p) => p.name) });
    const caseApi = new FakeCaseApi({ accounts: { acme } });
    const baseUrl = await caseApi.start();
    const slack = new FakeSlack();
    await slack.start();
    for (const p of people) slack.users.set(p.id, {});
    const database = await makeDatabase();
    let clock = DUE - 30 * MINUTE;
    // One call a minute: 60 an hour, for 80 people due at once.
    const replicas = await pollReplicas({
      count: 1,
      databaseUrl: database.url,
      slack,
      now: () => clock,
      intervalMs: MINUTE,
      callsPerMinute: 1,
      seed: async (store) => {
        await store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl, timeZone: 'UTC' }));
        for (const p of people) await store.linkUser({ teamId: TEAM, slackUserId: p.id, userName: p.name });
      },
    });
    try {
      const [first] = replicas;
      if (!first) throw new Error('no replica');
      const setting = { schedule: 'daily' as const, minute: 9 * 60, timeZone: 'UTC', evenWhenEmpty: true };
      for (const p of people) await first.reminders.set(TEAM, p.id, setting, new Date(DUE));
      await first.poller.poll(TEAM);
      clock += MINUTE;
      const alerts = await first.alerts.list(TEAM);
      expect(alerts).toEqual([expect.objectContaining({ kind: 'reminders_behind', detail: '80/60' })]);
    } finally {
      for (const r of replicas) await r.destroy();
      await database.drop();
      await caseApi.close();
      await slack.close();
    }
  });
});

import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { DEFAULT_POLL_CALLS_PER_MINUTE } from '../../src/polling/poll-plan';
import { ENGINES, type TestDatabase } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { workspace } from '../helpers/harness';
import { pollReplicas } from '../helpers/poll-replicas';

// Reminders arrive at their time however many are due at once: each person's cases are read (as them)
// ahead of the time, within the workspace's calls a minute, and posted at it, exactly once on three
// replicas. Where the cap cannot read everyone in time, the admins' Home says so with the figure.
const TEAM = 'T0ACME';
const MINUTE = 60_000;
const DUE = Date.UTC(2026, 11, 7, 9, 0, 0);

// On PostgreSQL, as replicas run in production (the stores' contract tests hold both engines to the same).
describe.each(ENGINES.filter(([engine]) => engine === 'postgres'))(
  'reminders read ahead of their time, on %s',
  (_engine, makeDatabase) => {
    /**
     * `count` linked people, each with a reminder due at DUE, polled by `replicas` pollers at `callsPerMinute`
     * on a clock starting `before` ms ahead of DUE; `done` cleans up.
     */
    async function remindersDue(options: { count: number; replicas: number; callsPerMinute: number; before: number }) {
      const people = Array.from({ length: options.count }, (_, i) => ({
        id: `U${String(i).padStart(5, '0')}`,
        name: `p${i}`,
      }));
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
      const database: TestDatabase = await makeDatabase();
      const clock = { now: DUE - options.before };
      const replicas = await pollReplicas({
        count: options.replicas,
        databaseUrl: database.url,
        slack,
        now: () => clock.now,
        intervalMs: MINUTE,
        callsPerMinute: options.callsPerMinute,
        seed: async (store) => {
          await store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl, timeZone: 'UTC' }));
          for (const p of people) await store.linkUser({ teamId: TEAM, slackUserId: p.id, userName: p.name });
        },
      });
      const [first] = replicas;
      if (!first) throw new Error('no replica');
      const setting = { schedule: 'daily' as const, minute: 9 * 60, timeZone: 'UTC', evenWhenEmpty: true };
      for (const p of people) await first.reminders.set(TEAM, p.id, setting, new Date(DUE));
      return {
        people,
        slack,
        caseApi,
        replicas,
        first,
        clock,
        done: async () => {
          for (const r of replicas) await r.destroy();
          await database.drop();
          await caseApi.close();
          await slack.close();
        },
      };
    }

    it('tells 1,000 people due at one minute at the default cap within 5 minutes of it, none early, each once', async () => {
      const w = await remindersDue({
        count: 1000,
        replicas: 3,
        callsPerMinute: DEFAULT_POLL_CALLS_PER_MINUTE,
        // 1,000 people at 60 calls a minute need about 17 minutes: read from 25 minutes before.
        before: 25 * MINUTE,
      });
      try {
        const dmsOf = (id: string) => w.slack.messages.get(`D${id}`)?.length ?? 0;
        const dms = () => w.people.reduce((n, p) => n + dmsOf(p.id), 0);
        const reads = () => w.caseApi.requests.filter((r) => r.operation === 'GetCases').length;
        let early = 0;
        let readBefore = 0;
        // A round a minute, each replica polling the workspace; the clock moves a minute after each.
        while (w.clock.now <= DUE + 5 * MINUTE) {
          await Promise.all(w.replicas.map((r) => r.poller.poll(TEAM)));
          if (w.clock.now < DUE) {
            early = dms();
            readBefore = reads();
          }
          w.clock.now += MINUTE;
        }
        // Nothing went out before its time, most people were read ahead of it, and everyone was told once.
        expect(early).toBe(0);
        expect(readBefore).toBeGreaterThanOrEqual(800);
        expect(dms()).toBe(w.people.length);
        expect(w.people.filter((p) => dmsOf(p.id) !== 1)).toEqual([]);
        // Within the cap: the service was read at most 60 times a minute (25 minutes ahead and 5 after).
        expect(reads()).toBeLessThanOrEqual(DEFAULT_POLL_CALLS_PER_MINUTE * 31);
        expect(await w.first.alerts.list(TEAM)).toEqual([]);
      } finally {
        await w.done();
      }
      // Thirty rounds of three replicas over 1,000 people: about 80 s alone, several times that on two busy
      // cores. Nothing is timed; this only guards against a hang, sized for the work.
    }, 600_000);

    it('tells the admins on App Home, with the figure, when the cap cannot read everyone due within the hour', async () => {
      // One call a minute: 60 an hour, for 80 people due at once.
      const w = await remindersDue({ count: 80, replicas: 1, callsPerMinute: 1, before: 30 * MINUTE });
      try {
        await w.first.poller.poll(TEAM);
        expect(await w.first.alerts.list(TEAM)).toEqual([
          expect.objectContaining({ kind: 'reminders_behind', detail: '80/60' }),
        ]);
      } finally {
        await w.done();
      }
    });
  },
);

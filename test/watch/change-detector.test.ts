import { FakeCaseApi, type FakeCase, serviceDate as serviceText } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { VOTES_TO_LEARN } from '../../src/polling/change-detector';
import { pollTimes } from '../../src/polling/poll-plan';
import type { RecentOrder } from '../../src/workspaces/store';
import { ENGINES } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { workspace } from '../helpers/harness';
import { pollReplicas } from '../helpers/poll-replicas';

// The change detector, with a clock the test moves, on two "replicas" (two pollers on one database): where
// the service lists its recent cases by last update, only the watched cases that changed cost a call.
const TEAM = 'T0ACME';
const ALICE = 'U0ALICE';
const BOB = 'U0BOB';
/** Linked as Alice's service user: Carol in English, Claire in French. */
const CAROL = 'U0CAROL';
const CLAIRE = 'U0CLAIRE';
const INTERVAL = 5_000;
const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 27, 12, 0, 0);
const defaults = { intervalMs: INTERVAL, callsPerMinute: 600 };

/** A case's last update as the service writes it in its list. */
const serviceDate = (c: FakeCase) => serviceText(c.lastUpdated as Date, true);

/** 400 cases, last updated one a minute apart (case 0 newest) and submitted in another order. */
function world(): FakeCase[] {
  return Array.from({ length: 400 }, (_, i) =>
    fakeCase({
      caseNumber: 3000 + i,
      subject: `Printer ${i}`,
      submitted: new Date(START - 30 * 24 * 60 * MINUTE + ((i * 7919) % 400) * MINUTE),
      lastUpdated: new Date(START - (i + 1) * MINUTE),
    }),
  );
}

describe.each(ENGINES)('the change detector on %s', (_engine, makeDatabase) => {
  // Each test polls two replicas round after round (up to 80 rounds of 40 watches): its time is that work,
  // a few seconds here, many times that on two busy cores. Nothing is timed; this is only a hang guard,
  // sized for the work rather than for one request (the suite's 20 s).
  jest.setTimeout(120_000);
  async function setUp(options: { setting: RecentOrder | null; serviceOrder: 'updated' | 'submitted' }) {
    let clock = START;
    const cases = world();
    // Bob alone may see one case: the detector (reading as Alice) can never list it.
    const hidden = fakeCase({ caseNumber: 3999, subject: 'Bob only', visibleTo: ['b.bright'] });
    const acme = account([...cases, hidden], { users: ['a.lee', 'b.bright'] });
    const caseApi = new FakeCaseApi({ accounts: { acme }, recentOrder: options.serviceOrder });
    const baseUrl = await caseApi.start();
    const slack = new FakeSlack();
    await slack.start();
    slack.users.set(ALICE, {});
    slack.users.set(BOB, {});
    slack.users.set(CAROL, {});
    slack.users.set(CLAIRE, { locale: 'fr-FR' });
    const database = await makeDatabase();
    const replicas = await pollReplicas({
      count: 2,
      databaseUrl: database.url,
      slack,
      now: () => clock,
      intervalMs: INTERVAL,
      seed: async (store) => {
        await store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl, recentOrder: options.setting }));
        await store.linkUser({ teamId: TEAM, slackUserId: ALICE, userName: 'a.lee' });
        await store.linkUser({ teamId: TEAM, slackUserId: BOB, userName: 'b.bright' });
        await store.linkUser({ teamId: TEAM, slackUserId: CAROL, userName: 'a.lee' });
        await store.linkUser({ teamId: TEAM, slackUserId: CLAIRE, userName: 'a.lee' });
      },
    });
    const [first] = replicas;
    if (!first) throw new Error('no replica');
    /** Someone watches a case, as it is now. */
    const watch = (person: string, c: FakeCase) =>
      first.watches.addWatch({
        teamId: TEAM,
        slackUserId: person,
        caseId: c.complaintId,
        caseNumber: c.caseNumber,
        subject: c.subject,
        seen: { status: c.status, noteIds: [], lastUpdated: null },
      });
    // Alice watches 40 cases, from the top of the list to far below its first page.
    const watched = cases.filter((_, i) => i % 7 === 3).slice(0, 40);
    for (const c of watched) {
      await watch(ALICE, c);
    }
    const requests = (operation: string) => caseApi.requests.filter((r) => r.operation === operation).length;
    /** The GetCaseDetails calls for one case so far. */
    const detailsOf = (c: FakeCase) =>
      caseApi.requests.filter((r) => r.operation === 'GetCaseDetails' && r.query.caseId === String(c.complaintId))
        .length;
    // A round lasts half an interval where the detector reads the list (the scheduler polls that often).
    const roundMs = (await pollTimes({ store: first.store, defaults }, TEAM, clock)).roundMs;
    /** One round: both replicas poll (one holds the workspace); the calls it made. */
    const round = async () => {
      const [details, lists] = [requests('GetCaseDetails'), requests('GetCases')];
      const results = await Promise.all(replicas.map((r) => r.poller.poll(TEAM)));
      clock += roundMs;
      // How the round ended, on the replica that held the workspace.
      const result = results.find((r) => r !== 'busy');
      return { details: requests('GetCaseDetails') - details, lists: requests('GetCases') - lists, result };
    };
    /**
     * Rounds until two in a row check nothing (the first rounds check every watch once, the old way; a half
     * round that reads nothing new checks nothing and leaves the rest to the next).
     */
    const settle = async () => {
      let idle = 0;
      for (let i = 0; i < 40; i += 1) {
        idle = (await round()).details === 0 ? idle + 1 : 0;
        if (idle === 2) return;
      }
      throw new Error('the watches were never all checked');
    };
    let newest = START;
    /** Someone adds a note to a case in the service: its last update moves to the top. */
    const change = (c: FakeCase) => {
      newest += MINUTE;
      c.notes.push({
        id: newest / 1000,
        note: `news for ${c.caseNumber}`,
        createdOn: new Date(newest),
        createdBy: 'x',
      });
      c.lastUpdated = new Date(newest);
    };
    const dms = (user: string) => (slack.messages.get(`D${user}`) ?? []).map((m) => m.text ?? '');
    return {
      roundMs,
      intervals: () => first.pollState.pollIntervals(),
      ...{ cases, service: acme.cases, hidden, watched, watch, round, settle, change, dms, first, detailsOf, caseApi },
      /** A case's watch among the `limit` first due (undefined when it is not among them). */
      dueWatch: async (c: FakeCase, limit = 100) =>
        (await first.watches.dueWatches(TEAM, limit)).find((d) => d.caseId === c.complaintId),
      tick: (ms: number) => void (clock += ms),
      now: () => clock,
      close: async () => {
        for (const r of replicas) await r.destroy();
        await database.drop();
        await caseApi.close();
        await slack.close();
      },
    };
  }

  it('set to `updated`: 40 watched cases that do not change cost no GetCaseDetails over 20 seconds, and a change is told within one interval', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      // Read twice an interval: the scheduler polls it every half interval, each round a half share of the cap.
      expect(w.roundMs).toBe(INTERVAL / 2);
      expect((await w.intervals()).get(TEAM)).toEqual({ intervalMs: null, halves: true });
      await w.settle();
      // 20 seconds, eight rounds: the recent list read once a round (twice while placing), nothing else.
      const results = [];
      for (let t = 0; t < 20_000; t += w.roundMs) {
        const calls = await w.round();
        expect(calls.details).toBe(0);
        expect(calls.lists).toBeGreaterThanOrEqual(1);
        expect(calls.lists).toBeLessThanOrEqual(2);
        results.push(calls.result);
      }
      // Every other round, one that read nothing new ends after its read: a whole round once an interval.
      expect(results).toHaveLength(8);
      for (let i = 1; i < results.length; i += 1) {
        expect([results[i - 1], results[i]].sort()).toEqual(['polled', 'quiet']);
      }
      // A case far down the list (it was on no first page) changes: told at the next round, with one call.
      const deep = w.watched[35] as FakeCase;
      w.change(deep);
      const calls = await w.round();
      expect(calls.details).toBe(1);
      expect(w.dms(ALICE).filter((t) => t.includes(`#${deep.caseNumber}`))).toHaveLength(1);
      // Told once, whichever replica polls next.
      await w.round();
      expect(w.dms(ALICE).filter((t) => t.includes(`#${deep.caseNumber}`))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('set to `updated`: changes more than a round can check are finished at the next half round, not an interval later', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      await w.settle();
      // 25 watched cases change at once: more than a half round's share of the cap (20 calls) checks.
      const changed = w.watched.slice(0, 25);
      for (const c of changed) w.change(c);
      const first = await w.round();
      expect(first.details).toBeLessThan(25);
      // The next half round reads nothing new, but checks what the last one left.
      const second = await w.round();
      expect(second.result).toBe('polled');
      expect(second.details).toBeGreaterThanOrEqual(25 - first.details);
      for (const c of changed) expect(w.dms(ALICE).filter((t) => t.includes(`#${c.caseNumber}`))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('set to `updated`: a half round that reads nothing above its mark still checks a change it noticed at the mark', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      await w.settle();
      const [a, b] = [w.watched[2] as FakeCase, w.watched[4] as FakeCase];
      w.change(a);
      expect((await w.round()).details).toBe(1);
      // Another case updated within the same second as the newest the last read saw (the service's times
      // are to the second): its row is at the mark, not above it.
      b.notes.push({ id: 777_001, note: 'same second', createdOn: a.lastUpdated as Date, createdBy: 'x' });
      b.lastUpdated = a.lastUpdated;
      const next = await w.round();
      expect(next.result).toBe('polled');
      expect(next.details).toBeGreaterThanOrEqual(1);
      expect(w.dms(ALICE).filter((t) => t.includes(`#${b.caseNumber}`))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('set to `updated`: a case changed twice within one second is told twice (the second change leaves its row as it was)', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      await w.settle();
      const a = w.watched[2] as FakeCase;
      w.change(a);
      // casebot's clock a moment past the change, as when the service and casebot share one.
      w.tick((a.lastUpdated as Date).getTime() + 500 - w.now());
      await w.round();
      const told = () => w.dms(ALICE).filter((t) => t.includes(`#${a.caseNumber}`));
      expect(told()).toHaveLength(1);
      // The round after looks once more and finds nothing new.
      await w.round();
      expect(told()).toHaveLength(1);
      // A second note, written in the same second as the first as the service tells time: its row says the
      // same last update, so nothing on the list shows it.
      a.notes.push({ id: 888_001, note: 'again, same second', createdOn: a.lastUpdated as Date, createdBy: 'x' });
      await w.round();
      expect(told()).toHaveLength(2);
    } finally {
      await w.close();
    }
  });

  it('fetches a changed case once a round per service user and language, however many of them watch it', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      const target = w.watched[3] as FakeCase;
      // Alice's watch and Carol's are the same service user in the same language; Claire reads French, Bob
      // is another user.
      for (const person of [CAROL, CLAIRE, BOB]) await w.watch(person, target);
      await w.settle();
      // Three fetches a change (a.lee in English, a.lee in French, b.bright), not four; each watcher told once.
      // The next change, in a later round, is fetched again: an answer serves only the round that asked.
      for (const told of [1, 2]) {
        w.change(target);
        const before = w.detailsOf(target);
        await w.round();
        expect(w.detailsOf(target) - before).toBe(3);
        for (const person of [ALICE, CAROL, CLAIRE, BOB]) {
          expect(w.dms(person).filter((t) => t.includes(String(target.caseNumber)))).toHaveLength(told);
        }
      }
    } finally {
      await w.close();
    }
  });

  it('keeps a watch due when its check was as of an answer asked for before a change was noticed', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      await w.settle();
      const target = w.watched[5] as FakeCase;
      const watch = await w.dueWatch(target);
      if (!watch) throw new Error('no watch');
      // The answer was asked for; then the case changed and a list read noticed it; then the check is recorded.
      const askedAt = new Date(START + 10 * 60_000);
      w.tick(10 * 60_000 + 1_000);
      w.change(target);
      await w.first.changes.fed(TEAM, [{ caseId: target.complaintId, lastUpdated: serviceDate(target) }]);
      w.tick(1_000);
      await w.first.watches.recordCheck(watch, watch.seen, undefined, askedAt);
      const after = await w.dueWatch(target);
      expect(after?.changed).toBe(true);
      // Recorded as of now instead, the change would be taken as checked.
      await w.first.watches.recordCheck(after ?? watch, watch.seen);
      expect((await w.dueWatch(target))?.changed).toBe(false);
    } finally {
      await w.close();
    }
  });

  it('tells a change a search read first, and a change only a search saw, whatever the setting', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      await w.settle();
      // A case casebot never listed, watched, changes; someone's search lists it before the detector's round
      // reads it: still told, once.
      const target = fakeCase({ caseNumber: 3500, subject: 'Brand new', submitted: new Date(START - MINUTE) });
      w.service.push(target);
      await w.watch(ALICE, target);
      w.change(target);
      await w.first.changes.fed(TEAM, [{ caseId: target.complaintId, lastUpdated: serviceDate(target) }]);
      expect((await w.round()).details).toBe(1);
      expect(w.dms(ALICE).filter((t) => t.includes(`#${target.caseNumber}`))).toHaveLength(1);
      // A case the detector knows, changed where only a search saw it (its row newer than the list read): noticed.
      const other = w.watched[6] as FakeCase;
      w.change(other);
      await w.first.changes.fed(TEAM, [{ caseId: other.complaintId, lastUpdated: serviceDate(other) }]);
      expect((await w.dueWatch(other, 1))?.changed).toBe(true);
    } finally {
      await w.close();
    }
  });

  it('with more changes in a round than three pages hold, checks every watch once the old way: nothing is missed', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      await w.settle();
      // 330 cases change at once, a watched one first (it ends up below the three pages read).
      const target = w.watched[1] as FakeCase;
      w.change(target);
      for (const c of w.cases.filter((c) => !w.watched.includes(c)).slice(0, 330)) w.change(c);
      const first = await w.round();
      expect(first.lists).toBe(3);
      await w.settle();
      expect(w.dms(ALICE).filter((t) => t.includes(`#${target.caseNumber}`))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('checks a watched case its reader cannot list the old way, on a slower round', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'updated' });
    try {
      await w.watch(BOB, w.hidden);
      await w.settle();
      w.change(w.hidden);
      // Not at the next round (nothing listed it), but within the slow round of ten intervals.
      await w.round();
      expect(w.dms(BOB).some((t) => t.includes('#3999'))).toBe(false);
      const slowRound = (10 * INTERVAL) / w.roundMs;
      for (let i = 0; i < slowRound && !w.dms(BOB).some((t) => t.includes('#3999')); i += 1) await w.round();
      expect(w.dms(BOB).filter((t) => t.includes('#3999'))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('set to `updated` over a list in another order: checks the old way at once, says so once, and goes back when it is in order', async () => {
    const w = await setUp({ setting: 'updated', serviceOrder: 'submitted' });
    try {
      // The first read shows a page that is not newest update first: this round already checks the old way.
      expect((await w.round()).details).toBeGreaterThan(0);
      const since = (await w.first.changes.detectorState(TEAM)).outOfOrderSince;
      expect(since).toBeInstanceOf(Date);
      // A change far down the list is told within the rounds it takes to check every watch in turn.
      const deep = w.watched[35] as FakeCase;
      w.change(deep);
      for (let i = 0; i < 4 && w.dms(ALICE).every((t) => !t.includes(`#${deep.caseNumber}`)); i += 1) await w.round();
      expect(w.dms(ALICE).filter((t) => t.includes(`#${deep.caseNumber}`))).toHaveLength(1);
      // Logged once (the replicas' lines are kept together), and still out of order since the first read.
      const warned = () => w.first.logs.filter((l) => String(l.msg).startsWith('recent list not newest update'));
      expect(warned()).toHaveLength(1);
      expect((await w.first.changes.detectorState(TEAM)).outOfOrderSince).toEqual(since);
      // The service lists by update again: the next read says so, and soon only what changed is checked.
      w.caseApi.recentOrder = 'updated';
      await w.round();
      expect((await w.first.changes.detectorState(TEAM)).outOfOrderSince).toBeNull();
      await w.settle();
      const target = w.watched[20] as FakeCase;
      w.change(target);
      expect((await w.round()).details).toBe(1);
      expect(w.dms(ALICE).filter((t) => t.includes(`#${target.caseNumber}`))).toHaveLength(1);
      expect(warned()).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('not set, with a service that lists by submit date: every round checks the watches, as before', async () => {
    const w = await setUp({ setting: null, serviceOrder: 'submitted' });
    try {
      expect(w.roundMs).toBe(INTERVAL);
      expect((await w.intervals()).get(TEAM)).toEqual({ intervalMs: null, halves: false });
      for (let i = 0; i < 8; i += 1) expect((await w.round()).details).toBeGreaterThan(0);
      const state = await w.first.changes.detectorState(TEAM);
      expect(state.learnt).toBe('submitted');
      const target = w.watched[2] as FakeCase;
      w.change(target);
      await w.round();
      await w.round();
      expect(w.dms(ALICE).filter((t) => t.includes(`#${target.caseNumber}`))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('not set, learns from the list that it is ordered by update, and then checks only what changed', async () => {
    const w = await setUp({ setting: null, serviceOrder: 'updated' });
    try {
      let rounds = 0;
      const learnt = async () => {
        const state = await w.first.changes.detectorState(TEAM);
        return state.learnt === 'updated' && state.votes >= VOTES_TO_LEARN;
      };
      while (!(await learnt()) && rounds < 40) {
        await w.round();
        rounds += 1;
      }
      expect(await learnt()).toBe(true);
      await w.settle();
      expect((await w.round()).details).toBe(0);
      const target = w.watched[0] as FakeCase;
      w.change(target);
      expect((await w.round()).details).toBe(1);
      expect(w.dms(ALICE).filter((t) => t.includes(`#${target.caseNumber}`))).toHaveLength(1);
    } finally {
      await w.close();
    }
  });
});

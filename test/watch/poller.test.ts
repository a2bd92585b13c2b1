import { WebClient } from '@slack/web-api';
import { Writable } from 'node:stream';
import { createCaseApi } from '../../src/case-api/client';
import { createCaseService } from '../../src/cases/case-service';
import { createLogger } from '../../src/logging';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { createSlackPeople } from '../../src/slack/locale';
import { createDelivery } from '../../src/spine/delivery';
import { DEFAULT_CLOSED_STATUSES } from '../../src/lib/statuses';
import { createPoller } from '../../src/polling/poller';
import { createChangeStore } from '../../src/polling/change-store';
import { createPollStateStore } from '../../src/polling/poll-state';
import { assembleKinds } from '../../src/kinds/registry';
import { createOutbox } from '../../src/spine/outbox';
import { createAlerts } from '../../src/workspaces/alerts';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { createResolver } from '../../src/workspaces/resolve';
import { createActingAs } from '../../src/spine/acting-as';
import { createUnasked } from '../../src/spine/unasked';
import type { BindCases } from '../../src/cases/case-service';
import { createWorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { sqliteDatabase, TEST_KEY } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { workspace } from '../helpers/harness';

// The poller on its own, with a clock the test moves: sleeps between calls advance it instead of waiting,
// so an hour of back-off takes no time and nothing depends on the machine's speed.
const TEAM = 'T0ACME';
const ALICE = 'U0ALICE';
const ADMIN = 'U0ADMIN';
const INTERVAL = 60_000;

async function setUp() {
  let clock = Date.UTC(2026, 10, 23, 9, 0, 0);
  const now = () => clock;
  const watched = Array.from({ length: 10 }, (_, i) => fakeCase({ caseNumber: 2000 + i, subject: `Case ${i}` }));
  const acme = account(watched, { users: ['a.lee', 'b.bright'] });
  const caseApi = new FakeCaseApi({ accounts: { acme } });
  const baseUrl = await caseApi.start();
  const slack = new FakeSlack();
  await slack.start();
  slack.users.set(ALICE, {});
  slack.users.set(ADMIN, {});
  const database = sqliteDatabase();
  const { db } = openDatabase(database.url);
  await migrateToLatest(db);
  const store = createWorkspaceStore(db, createTokenCipher(TEST_KEY));
  await store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl }));
  await store.linkUser({ teamId: TEAM, slackUserId: ALICE, userName: 'a.lee' });
  const outbox = createOutbox(db, () => new Date(clock));
  const alerts = createAlerts(db, () => new Date(clock));
  const api = createCaseApi({ timeoutMs: 2000, firstRow: 1, retries: 0 });
  const logger = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }));
  const client = new WebClient('xoxb-test', { slackApiUrl: slack.apiUrl, retryConfig: { retries: 0 } });
  const people = createSlackPeople({ ttlMs: 0, timeoutMs: 1000, logger });
  const cases = createCaseService(api, { detailsTtlMs: 0 });
  const acting = createActingAs(
    createResolver(store, { defaultBaseUrl: undefined, cacheMs: 0 }),
    (caller): BindCases =>
      (options) =>
        cases.for({ ...caller, ...options }),
  );
  const unasked = createUnasked({ acting, languageFor: people.languageFor, homeOf: people.homeOf, logger });
  const { stores, kinds, rules } = assembleKinds({
    db,
    storesNow: () => new Date(clock),
    outbox,
    unasked,
    store,
    homeOf: people.homeOf,
    closedStatuses: DEFAULT_CLOSED_STATUSES,
    logger,
    now,
  });
  const { watches, follows } = stores;
  const pollState = createPollStateStore(db, () => new Date(clock));
  const poller = createPoller({
    kinds,
    rules,
    pollState,
    changes: createChangeStore(db, { now: () => new Date(clock) }),
    outbox,
    store,
    unasked,
    slackFor: async () => client,
    logger,
    defaults: { intervalMs: INTERVAL, callsPerMinute: 600 },
    delivery: createDelivery({ leaseMs: 30_000, channelGapMs: 0, now, alerts, owners: rules.owners }),
    alerts,
    adminsOf: async () => [ADMIN],
    now,
    sleep: async (ms) => {
      clock += ms;
    },
  });
  for (const c of watched) {
    await watches.addWatch({
      teamId: TEAM,
      slackUserId: ALICE,
      caseId: c.complaintId,
      caseNumber: c.caseNumber,
      subject: c.subject,
      seen: { status: 'open', noteIds: [], lastUpdated: null },
    });
  }
  return {
    cases: watched,
    acme,
    caseApi,
    slack,
    watches,
    pollState,
    follows,
    alerts,
    poller,
    store,
    advance: (ms: number) => {
      clock += ms;
    },
    dms: (user: string) => slack.messages.get(`D${user}`) ?? [],
    close: async () => {
      await db.destroy();
      await database.drop();
      await caseApi.close();
      await slack.close();
    },
  };
}

type World = Awaited<ReturnType<typeof setUp>>;

describe('the poller, with a clock of its own', () => {
  let world: World;
  beforeEach(async () => {
    world = await setUp();
  });
  afterEach(() => world.close());

  /** Polls every interval (or as soon as the back-off allows), `times` times; gives the results. */
  const pollRounds = async (times: number) => {
    const results: string[] = [];
    for (let i = 0; i < times; i++) {
      results.push(await world.poller.poll(TEAM));
      world.advance(INTERVAL);
    }
    return results;
  };

  it('ends nothing when the service refuses every call for a while (a token rotation), and tells nobody', async () => {
    const token = world.acme.apiToken;
    world.acme.apiToken = 'rotated-token';
    const during = await pollRounds(4);
    expect(during).toContain('failed');
    expect(during).not.toContain('polled');
    world.acme.apiToken = token;
    world.advance(60 * 60 * 1000);
    expect(await world.poller.poll(TEAM)).toBe('polled');
    expect(await world.watches.listWatches(TEAM, ALICE)).toHaveLength(10);
    expect(world.dms(ALICE)).toEqual([]);
  });

  it('ends the watches the service keeps refusing while it answers the others, with one DM naming them all', async () => {
    for (const c of world.cases.slice(0, 3)) c.visibleTo = ['someone.else'];
    expect(await world.poller.poll(TEAM)).toBe('polled');
    // Refused once: not believed yet.
    expect(await world.watches.listWatches(TEAM, ALICE)).toHaveLength(10);
    expect(world.dms(ALICE)).toEqual([]);
    world.advance(INTERVAL);
    expect(await world.poller.poll(TEAM)).toBe('polled');
    expect(await world.watches.listWatches(TEAM, ALICE)).toHaveLength(7);
    const dms = world.dms(ALICE);
    expect(dms).toHaveLength(1);
    for (const c of world.cases.slice(0, 3)) expect(dms[0]?.text).toContain(`#${c.caseNumber}`);
  });

  it('backs off from a service that answers every call with an HTML page, and tells the admins once after an hour', async () => {
    const page = { body: '<html><body>Maintenance</body></html>', headers: { 'content-type': 'text/html' } };
    world.caseApi.fail(...Array.from({ length: 400 }, () => page));
    const calls = () => world.caseApi.requests.length;
    expect(await world.poller.poll(TEAM)).toBe('failed');
    const first = calls();
    // Straight after, and again a minute later, it waits.
    expect(await world.poller.poll(TEAM)).toBe('backoff');
    expect(calls()).toBe(first);
    const results = await pollRounds(70);
    expect(results.filter((r) => r === 'failed').length).toBeLessThan(10);
    expect(results.filter((r) => r === 'backoff').length).toBeGreaterThan(60);
    expect(await world.alerts.list(TEAM)).toEqual([
      { kind: 'service_failing', detail: 'NoGoodAnswer', since: expect.any(Date) },
    ]);
    expect(world.dms(ADMIN)).toHaveLength(1);
    expect(world.dms(ADMIN)[0]?.text).toContain('has failed every call since');
    // Its date written as casebot writes dates in words (no ISO form): month, day, year, time, zone.
    expect(world.dms(ADMIN)[0]?.text).toMatch(/since [A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} [AP]M \S+ \(/);
    expect(world.dms(ALICE)).toEqual([]);
    expect(await world.watches.listWatches(TEAM, ALICE)).toHaveLength(10);
    // It answers again: the alert clears.
    world.caseApi.clearFaults();
    world.advance(2 * 60 * 60 * 1000);
    expect(await world.poller.poll(TEAM)).toBe('polled');
    expect(await world.alerts.list(TEAM)).toEqual([]);
  });

  it('tells nobody of an answer about another case, and at most 4 DMs a watch in an hour however its notes churn', async () => {
    const [target] = world.cases;
    if (!target) throw new Error('no case');
    world.caseApi.fail({
      operation: 'GetCaseDetails',
      mutate: (json) => ({ ...json, data: { ...(json.data as object), id: 9999, caseNumber: 9999, status: 'closed' } }),
    });
    await world.poller.poll(TEAM);
    expect(world.dms(ALICE)).toEqual([]);
    // Every read now shows a note with a new id on the first case.
    let id = 100_000;
    world.caseApi.fail(
      ...Array.from({ length: 60 }, () => ({
        operation: 'GetCaseDetails' as const,
        mutate: (json: Record<string, unknown>) => {
          const data = json.data as { id: number; notes: unknown[] };
          if (data.id !== target.complaintId) return json;
          id += 1;
          return {
            ...json,
            data: { ...data, notes: [{ id, note: 'churn', createdOn: '11/23/2026 9:00:00 AM', createdBy: 'x' }] },
          };
        },
      })),
    );
    for (let i = 0; i < 6; i++) {
      await world.poller.poll(TEAM);
      world.advance(5 * 60 * 1000);
    }
    expect(world.dms(ALICE).length).toBeGreaterThan(0);
    expect(world.dms(ALICE).length).toBeLessThanOrEqual(4);
  });

  it('skips a round while the workspace’s previous poll still holds it, on this process or any other', async () => {
    // Another replica's poll holds the workspace until well past now.
    const theirs = new Date(Date.UTC(2030, 0, 1));
    // The hold reads the workspace's poll state as it takes it; a second hold is refused while it lasts.
    expect(await world.pollState.holdPoll(TEAM, theirs)).toMatchObject({ failures: 0, backoffUntil: null });
    expect(await world.pollState.holdPoll(TEAM, new Date(Date.UTC(2031, 0, 1)))).toBeUndefined();
    expect(await world.poller.poll(TEAM)).toBe('busy');
    expect(world.caseApi.requests).toEqual([]);
    // Letting go of a hold that is not one's own changes nothing.
    await world.pollState.releasePoll(TEAM, new Date(Date.UTC(2029, 0, 1)));
    expect(await world.poller.poll(TEAM)).toBe('busy');
    await world.pollState.releasePoll(TEAM, theirs);
    expect(await world.poller.poll(TEAM)).toBe('polled');
  });

  it('ends the watches of someone unlinked whom the default user would stand in for, if they are not a member', async () => {
    const stored = await world.store.getWorkspaceWithToken(TEAM);
    if (!stored) throw new Error('no workspace');
    await world.store.putWorkspace({ ...stored.workspace, apiToken: stored.apiToken, defaultUserName: 'a.lee' });
    await world.store.unlinkUser(TEAM, ALICE);
    // A member keeps watching through the default user…
    world.slack.users.set(ALICE, { team: TEAM });
    expect(await world.poller.poll(TEAM)).toBe('polled');
    expect(await world.watches.listWatches(TEAM, ALICE)).toHaveLength(10);
    // …a guest from elsewhere does not: one DM, and the watches end.
    world.slack.users.set(ALICE, { team: 'T0ELSEWHERE' });
    world.advance(INTERVAL);
    await world.poller.poll(TEAM);
    expect(await world.watches.listWatches(TEAM, ALICE)).toEqual([]);
    expect(world.dms(ALICE)).toHaveLength(1);
    expect(world.dms(ALICE)[0]?.text).toContain('no longer linked');
  });

  it('defers the watches of someone served through the default user while Slack cannot say whether they are a member', async () => {
    const stored = await world.store.getWorkspaceWithToken(TEAM);
    if (!stored) throw new Error('no workspace');
    await world.store.putWorkspace({ ...stored.workspace, apiToken: stored.apiToken, defaultUserName: 'a.lee' });
    await world.store.unlinkUser(TEAM, ALICE);
    const [changed] = world.cases;
    if (!changed) throw new Error('no case');
    changed.status = 'Closed';
    // Slack does not answer users.info: nothing is fetched as the default user, told, or ended.
    world.slack.failing.set('users.info', 'internal_error');
    await world.poller.poll(TEAM);
    expect(world.caseApi.requests.filter((r) => r.operation === 'GetCaseDetails')).toEqual([]);
    expect(world.dms(ALICE)).toEqual([]);
    expect(await world.watches.listWatches(TEAM, ALICE)).toHaveLength(10);
    // Slack answers again (a member): the next round tells the change.
    world.slack.failing.delete('users.info');
    world.slack.users.set(ALICE, { team: TEAM });
    world.advance(INTERVAL);
    expect(await world.poller.poll(TEAM)).toBe('polled');
    expect(world.dms(ALICE)).toHaveLength(1);
    expect(world.dms(ALICE)[0]?.text).toContain(`#${changed.caseNumber}`);
  });

  it('ends a follow only when the service keeps refusing its search while it answers the rest, as a watch', async () => {
    const BOB = 'U0BOB';
    world.slack.users.set(BOB, {});
    await world.store.linkUser({ teamId: TEAM, slackUserId: BOB, userName: 'b.bright' });
    expect(
      await world.follows.addFollow(
        { teamId: TEAM, channelId: 'C0GENERAL', searchText: 'Case', createdBy: BOB, createdByName: 'bob' },
        [],
      ),
    ).toBe('added');
    // A token rotation refuses everything for a while: the follow survives it.
    const token = world.acme.apiToken;
    world.acme.apiToken = 'rotated-token';
    await pollRounds(3);
    world.acme.apiToken = token;
    world.advance(60 * 60 * 1000);
    expect(await world.poller.poll(TEAM)).toBe('polled');
    expect(await world.follows.listFollows(TEAM)).toHaveLength(1);
    expect(world.dms(BOB)).toEqual([]);
    // Bob's user is gone from the service: refused once (not believed), then again while Alice's watches
    // answer (believed): the follow ends, with one DM to Bob.
    world.acme.users = ['a.lee'];
    world.advance(INTERVAL);
    await world.poller.poll(TEAM);
    expect(await world.follows.listFollows(TEAM)).toHaveLength(1);
    world.advance(INTERVAL);
    await world.poller.poll(TEAM);
    expect(await world.follows.listFollows(TEAM)).toEqual([]);
    expect(world.dms(BOB)).toHaveLength(1);
    expect(world.dms(BOB)[0]?.text).toContain('refused the search');
  });

  it('stops a poll the service answers with nothing usable after three calls, not after its whole budget', async () => {
    const notFound = { status: 404, body: '<html>Not Found</html>', headers: { 'content-type': 'text/html' } };
    world.caseApi.fail(...Array.from({ length: 20 }, () => notFound));
    expect(await world.poller.poll(TEAM)).toBe('failed');
    // Ten watches were due (a budget of a hundred calls): three answers were enough to know.
    expect(world.caseApi.requests.filter((r) => r.operation === 'GetCaseDetails')).toHaveLength(3);
    expect(await world.watches.listWatches(TEAM, ALICE)).toHaveLength(10);
  });
});

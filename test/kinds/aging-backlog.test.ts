import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { NOTICE_EVENT } from '../../src/spine/delivery';
import { parseThresholds } from '../../src/cases/overdue';
import { ENGINES } from '../helpers/databases';
import type { FakeCase } from '../../src/sandbox/case-api-server';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, USER, visibleText, workspace } from '../helpers/harness';
import { pollReplicas } from '../helpers/poll-replicas';

// The aging cases are the oldest, at the end of the recent list: aging reads past its first page, within the
// workspace's calls, over rounds when it must, says when it was cut, and counts a priority once however written.
const TEAM = 'T0ACME';
const ALICE = 'U0ALICE';
const CHANNEL = 'C0SUPPORT';
const INTERVAL = 60_000;
const HOUR = 3_600_000;

/**
 * As the service lists them, newest first: `fresh` cases submitted and updated in the last hour, then `old`
 * High ones untouched for ten days, then five critical ones older still.
 */
function backlog(now: number, fresh: number, old: number): FakeCase[] {
  const at = (h: number) => new Date(now - h * HOUR);
  const made = (caseNumber: number, subject: string, priority: string, hours: number) =>
    fakeCase({ caseNumber, subject, priority, submitted: at(hours + 1), lastUpdated: at(hours) });
  return [
    ...Array.from({ length: fresh }, (_, i) => made(10_000 + i, `Fresh ${i}`, 'High', i / 1000)),
    ...Array.from({ length: old }, (_, i) => made(20_000 + i, `Stale ${i}`, 'High', 240 + i)),
    // The service writes the same priority two ways.
    ...Array.from({ length: 5 }, (_, i) => made(30_000 + i, `Down ${i}`, i < 3 ? 'CRITICAL' : 'Critical', 300 + i)),
  ];
}

describe.each(ENGINES)('aging alerts over a long list on %s', (_engine, makeDatabase) => {
  const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
  let clock = NOW;
  const slack = new FakeSlack();
  let database: Awaited<ReturnType<(typeof ENGINES)[number][1]>>;
  const apis: FakeCaseApi[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    await slack.start();
    database = await makeDatabase();
  });
  afterAll(async () => {
    for (const c of cleanups) await c();
    await database.drop();
    for (const a of apis) await a.close();
    await slack.close();
  });

  /** One workspace (its own team) over `cases`, polled with `callsPerMinute`, alerts on from `channel`. */
  async function setUp(team: string, channel: string, cases: FakeCase[], callsPerMinute: number) {
    const acme = account(cases, { users: ['a.lee'] });
    const caseApi = new FakeCaseApi({ accounts: { acme } });
    apis.push(caseApi);
    const baseUrl = await caseApi.start();
    const [replica] = await pollReplicas({
      count: 1,
      databaseUrl: database.url,
      slack,
      now: () => clock,
      intervalMs: INTERVAL,
      callsPerMinute,
      seed: async (store) => {
        // The list's order as its admin declared it: the poll's change detector reads nothing of its own.
        const declared = { recentOrder: 'submitted' as const };
        await store.putWorkspace(
          workspace({ teamId: team, apiToken: acme.apiToken, baseUrl, timeZone: 'UTC', ...declared }),
        );
        await store.linkUser({ teamId: team, slackUserId: ALICE, userName: 'a.lee' });
        // A member of the workspace, as Slack knows her (one it does not know has left).
        slack.users.set(ALICE, {});
      },
    });
    if (!replica) throw new Error('no replica');
    cleanups.push(replica.destroy);
    await replica.aging.set({
      teamId: team,
      channelId: channel,
      thresholds: parseThresholds('critical=4h,high=1d') ?? [],
      repeatMs: null,
      actsAs: ALICE,
    });
    const posts = () => (slack.messages.get(channel) ?? []).filter((m) => m.metadata?.event_type === NOTICE_EVENT);
    const round = async () => {
      caseApi.requests.length = 0;
      await replica.poller.poll(team);
      clock += INTERVAL;
      return caseApi.requests.filter((r) => r.operation === 'GetCases').map((r) => r.query.StartingRowNo);
    };
    return { posts, round };
  }

  it('reads past 150 fresh cases to the 55 aging behind them, and counts CRITICAL and Critical as one', async () => {
    const { posts, round } = await setUp(TEAM, CHANNEL, backlog(clock, 150, 50), 600);
    expect(await round()).toEqual(['1', '101', '201']);
    expect(posts()).toHaveLength(1);
    const summary = posts()[0];
    const said = visibleText(summary as never);
    expect(summary?.text).toContain('Aging cases: 55');
    // Most urgent first, one group each; the thresholds in words, each priority named as the service names
    // it; the whole list was read, so no cut line.
    expect(said).toContain('Critical: 5 · High: 50');
    expect(said).toContain('A case is aging when it has had no update for: Critical 4 hours, High 1 day.');
    expect(said).not.toContain('most recent');
    expect(said).toContain('10 days');
    // The next round reads the list from the newest again, and tells nothing twice.
    expect(await round()).toEqual(['1', '101', '201']);
    expect(posts()).toHaveLength(1);
  });

  it('reads on at the next round where its calls ran out, saying so, and tells what it finds there once', async () => {
    // Three calls a minute: two of them a round (its share of the minute), so 200 rows a round.
    const { posts, round } = await setUp('T0SMALL', 'C0SMALL', backlog(clock, 180, 40), 3);
    expect(await round()).toEqual(['1', '101']);
    expect(posts()).toHaveLength(1);
    const summary = visibleText(posts()[0] as never);
    expect(posts()[0]?.text).toContain('Aging cases: 20');
    expect(summary).toContain('Among the 200 most recent cases; casebot reads on at its next rounds.');
    // From where it stopped: the other 20 stale and the five critical, told once as newly found.
    expect(await round()).toEqual(['201']);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.text).toContain('Newly aging cases: 25');
    // And round again from the newest, with nothing more to tell.
    expect(await round()).toEqual(['1', '101']);
    expect(await round()).toEqual(['201']);
    expect(posts()).toHaveLength(2);
  });
});

describe('the aging answer in the Messages tab over a long list', () => {
  const now = Date.now();
  const harness = new Harness({
    accounts: { acme: account(backlog(now, 480, 30), { users: ['j.doe'] }) },
    links: [{ slackUserId: USER, userName: 'j.doe' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('reads five pages, finds what is aging among them, and says it read only the most recent', async () => {
    harness.caseApi.requests.length = 0;
    const answer = await harness.directMessage(USER, 'aging');
    const pages = harness.caseApi.requests.filter((r) => r.operation === 'GetCases');
    expect(pages.map((r) => r.query.StartingRowNo)).toEqual(['1', '101', '201', '301', '401']);
    const said = visibleText(answer as never);
    // Twenty of the stale ones are among the 500 newest; the rest, and the critical ones, were not read.
    expect(said).toContain('Aging cases: 20');
    expect(said).toContain('Among the 500 most recent cases (older ones were not read).');
    expect(said).not.toContain('Critical');
  });
});

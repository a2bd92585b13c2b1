import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { FakeSlack } from '../../src/sandbox/slack-api-server';
import { NOTICE_EVENT } from '../../src/spine/delivery';
import type { createDigestStore } from '../../src/kinds/digest/store';
import { ENGINES } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { workspace } from '../helpers/harness';
import { pollReplicas } from '../helpers/poll-replicas';

// Digests as the poll sends them, with a clock the test moves, on three "replicas" (three pollers, each
// with its own connection to one database): once per time it is due, late once, read as its owner.
const TEAM = 'T0ACME';
const ALICE = 'U0ALICE';
const CHANNEL = 'C0SUPPORT';
const INTERVAL = 60_000;
// Monday 23 November 2026, 09:00:20 UTC: a weekdays digest at 09:00 is due.
const MONDAY_NINE = Date.UTC(2026, 10, 23, 9, 0, 0);

describe.each(ENGINES)('digests sent by the poll on %s', (_engine, makeDatabase) => {
  let clock = MONDAY_NINE + 20_000;
  const now = () => clock;
  const visible = fakeCase({ caseNumber: 5001, subject: 'Printer jammed', priority: 'Critical', visibleTo: ['a.lee'] });
  const hidden = fakeCase({ caseNumber: 5002, subject: 'Printer for b only', visibleTo: ['b.other'] });
  const closed = fakeCase({ caseNumber: 5003, subject: 'Printer toner', status: 'Closed' });
  const acme = account([visible, hidden, closed], { users: ['a.lee', 'b.other'] });
  const caseApi = new FakeCaseApi({ accounts: { acme } });
  const slack = new FakeSlack();
  let database: Awaited<ReturnType<(typeof ENGINES)[number][1]>>;
  const replicas: Awaited<ReturnType<typeof pollReplicas>> = [];
  let digests: ReturnType<typeof createDigestStore>;

  beforeAll(async () => {
    const baseUrl = await caseApi.start();
    await slack.start();
    slack.users.set(ALICE, { locale: 'en-US' });
    database = await makeDatabase();
    replicas.push(
      ...(await pollReplicas({
        count: 3,
        databaseUrl: database.url,
        slack,
        now,
        intervalMs: INTERVAL,
        seed: async (store) => {
          await store.putWorkspace(workspace({ apiToken: acme.apiToken, baseUrl, timeZone: 'UTC' }));
          await store.linkUser({ teamId: TEAM, slackUserId: ALICE, userName: 'a.lee' });
        },
      })),
    );
    const [first] = replicas;
    if (!first) throw new Error('no replica');
    digests = first.digests;
  });

  afterAll(async () => {
    for (const r of replicas) await r.destroy();
    await database.drop();
    await caseApi.close();
    await slack.close();
  });

  const posts = () => (slack.messages.get(CHANNEL) ?? []).filter((m) => m.metadata?.event_type === NOTICE_EVENT);
  const pollAll = () => Promise.all(replicas.map((r) => r.poller.poll(TEAM)));

  it('posts a due digest once on three replicas, read as its owner, with a table and a chart', async () => {
    await digests.addDigest({
      teamId: TEAM,
      channelId: CHANNEL,
      searchText: 'printer',
      createdBy: ALICE,
      createdByName: 'alice',
      schedule: 'weekdays',
      minute: 9 * 60,
      quiet: false,
      nextDueAt: new Date(MONDAY_NINE),
    });
    await pollAll();
    await pollAll();
    expect(posts()).toHaveLength(1);
    const blocks = JSON.stringify(posts()[0]?.blocks);
    expect(blocks).toContain('"type":"data_table"');
    expect(blocks).toContain('"type":"data_visualization"');
    // What Alice sees, and only that: the case visible to someone else is not in it, nor the closed one.
    expect(blocks).toContain('Printer jammed');
    expect(blocks).not.toContain('Printer for b only');
    expect(blocks).not.toContain('Printer toner');
    expect(blocks).toContain('First digest');
    const [digest] = await digests.listDigests(TEAM);
    expect(digest?.nextDueAt.toISOString()).toBe(new Date(MONDAY_NINE + 86_400_000).toISOString());
  });

  it('sends a digest missed while casebot was down late once, saying so, never twice', async () => {
    // Down from Monday until Thursday 15:00: Tuesday's, Wednesday's and Thursday's were all missed.
    clock = MONDAY_NINE + 3 * 86_400_000 + 6 * 3_600_000;
    visible.status = 'Closed';
    await pollAll();
    await pollAll();
    expect(posts()).toHaveLength(2);
    const late = JSON.stringify(posts()[1]?.blocks);
    expect(late).toContain('sent late');
    expect(late).toContain('Closed');
    const [digest] = await digests.listDigests(TEAM);
    // Next: Friday at nine, not one of the missed days.
    expect(digest?.nextDueAt.toISOString()).toBe(new Date(MONDAY_NINE + 4 * 86_400_000).toISOString());
  });

  it('tells its owner, not the channel, when the service refuses the search, and tries again next time', async () => {
    clock = MONDAY_NINE + 4 * 86_400_000 + 30_000;
    acme.users = ['b.other'];
    await pollAll();
    acme.users = ['a.lee', 'b.other'];
    expect(posts()).toHaveLength(2);
    const dm = slack.messages.get(`D${ALICE}`) ?? [];
    expect(JSON.stringify(dm.at(-1)?.blocks)).toContain('refused the search');
    const [digest] = await digests.listDigests(TEAM);
    // Friday's is over: next Monday at nine.
    expect(digest?.nextDueAt.toISOString()).toBe(new Date(MONDAY_NINE + 7 * 86_400_000).toISOString());
  });

  it('moves on from an answer it cannot read, telling its owner, without holding the workspace back', async () => {
    clock = MONDAY_NINE + 7 * 86_400_000 + 30_000;
    const before = (slack.messages.get(`D${ALICE}`) ?? []).length;
    caseApi.fail({ operation: 'GetCases', status: 400, body: 'Bad Request' });
    const results = await pollAll();
    // The poll is not a failure of the workspace: nothing backs off.
    expect(results).not.toContain('backoff');
    expect(results).not.toContain('failed');
    expect(posts()).toHaveLength(2);
    expect((slack.messages.get(`D${ALICE}`) ?? []).length).toBe(before + 1);
    const [digest] = await digests.listDigests(TEAM);
    expect(digest?.nextDueAt.toISOString()).toBe(new Date(MONDAY_NINE + 8 * 86_400_000).toISOString());
  });

  it('uses the workspace’s own aging thresholds where its admins set them', async () => {
    const [first] = replicas;
    await first?.aging.set({
      teamId: TEAM,
      channelId: 'C0ALERTS',
      thresholds: [{ priority: 'critical', ms: 365 * 86_400_000 }],
      repeatMs: null,
      actsAs: ALICE,
    });
    clock = MONDAY_NINE + 8 * 86_400_000 + 30_000;
    const [digest] = await digests.listDigests(TEAM);
    if (!digest) throw new Error('no digest');
    await digests.changeDigest(digest, {
      searchText: 'printer',
      schedule: 'daily',
      minute: 540,
      quiet: false,
      nextDueAt: new Date(clock - 1000),
    });
    visible.status = 'Open';
    await pollAll();
    // The next day nothing changed: critical and untouched for weeks, yet within its year, it is not aging.
    clock += 86_400_000;
    await pollAll();
    const last = posts().at(-1)?.text ?? '';
    expect(last).toContain('Nothing new, changed or closed');
    expect(last).toContain('Aging: 0.');
  });
});

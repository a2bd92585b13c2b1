import { createCaseChannelStore } from '../../src/kinds/live-card/case-channel-store';
import {
  createLiveCardStore,
  type LiveCard,
  MAX_LIVE_CARDS_PER_CHANNEL,
  MAX_LIVE_CARDS_PER_WORKSPACE,
} from '../../src/kinds/live-card/store';
import { liveCardKey } from '../../src/kinds/live-card/keys';
import { createOutbox } from '../../src/spine/outbox';
import { createPollStateStore } from '../../src/polling/poll-state';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { ENGINES, KIND_TABLES } from '../helpers/databases';

// Live cards and case channels on both engines: what a check may write, what a check that lost a race
// may not, the caps, and one channel per case however many ask at once.
describe.each(ENGINES)('live card and case channel stores on %s', (_engine, makeDatabase) => {
  let database: Awaited<ReturnType<typeof makeDatabase>>;
  let opened: ReturnType<typeof openDatabase>;
  let cards: ReturnType<typeof createLiveCardStore>;
  let outbox: ReturnType<typeof createOutbox>;
  let ts = 0;
  const seen = { status: 'Open', priority: 'High', lastUpdated: '', noteIds: [1] };
  const add = (teamId: string, channelId: string, caseId: number, kind: LiveCard['kind'] = 'shared') => {
    ts += 1;
    return cards.addLiveCard(
      {
        teamId,
        channelId,
        messageTs: `1700000000.${String(ts).padStart(6, '0')}`,
        caseId,
        caseNumber: caseId + 1000,
        sharedBy: 'U0ANN',
        kind,
        seen,
        message: { text: `card ${caseId}`, blocks: [] },
      },
      (card, reason) => ({
        dedupeKey: `card:${card.id}:end`,
        slackUserId: null,
        channelId: card.channelId,
        action: 'update',
        targetTs: card.messageTs,
        message: { text: reason, blocks: [] },
      }),
    );
  };
  const update = (card: LiveCard, version: number) => ({
    dedupeKey: liveCardKey(card.id, version, 'update'),
    slackUserId: null,
    channelId: card.channelId,
    action: 'update' as const,
    targetTs: card.messageTs,
    message: { text: `v${version}`, blocks: [] },
  });

  beforeAll(async () => {
    database = await makeDatabase();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
    // Each card a millisecond after the one before: which is oldest never rests on a tie.
    let clock = Date.UTC(2026, 10, 1);
    cards = createLiveCardStore(opened.db, { now: () => new Date((clock += 1)) });
    outbox = createOutbox(opened.db, () => new Date());
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('records a change once, and a newer update takes the place of one still waiting', async () => {
    const card = await add('T0ONE', 'C0A', 1);
    const changed = { ...seen, status: 'Closed' };
    const change = { message: { text: 'v1', blocks: [] }, closedSince: new Date(), notices: [update(card, 1)] };
    const results = await Promise.all([
      cards.recordCheck(card, changed, change),
      cards.recordCheck(card, changed, change),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const [read] = await cards.dueCards('T0ONE', 10);
    expect(read).toMatchObject({ version: 1, seen: changed, message: { text: 'v1' } });
    expect(read?.closedSince).toBeInstanceOf(Date);
    const next = { message: { text: 'v2', blocks: [] }, closedSince: null, notices: [update(read as LiveCard, 2)] };
    expect(await cards.recordCheck(read as LiveCard, seen, next)).toBe(true);
    const pending = await outbox.pendingNotices('T0ONE');
    expect(pending.map((n) => n.message.text)).toEqual(['v2']);
    expect(pending[0]).toMatchObject({ action: 'update', targetTs: card.messageTs });
    expect(await createPollStateStore(opened.db).workspacesToPoll(KIND_TABLES)).toContain('T0ONE');
  });

  it('keeps the caps: the oldest card of the channel, then of the workspace, ends first, saying why', async () => {
    const first = await add('T0CAPS', 'C0FULL', 1);
    for (let i = 2; i <= MAX_LIVE_CARDS_PER_CHANNEL; i += 1) await add('T0CAPS', 'C0FULL', i);
    expect(await cards.cardsOf('T0CAPS', { channelId: 'C0FULL' })).toHaveLength(MAX_LIVE_CARDS_PER_CHANNEL);
    await add('T0CAPS', 'C0FULL', 999);
    const left = await cards.cardsOf('T0CAPS', { channelId: 'C0FULL' });
    expect(left).toHaveLength(MAX_LIVE_CARDS_PER_CHANNEL);
    expect(left.some((c) => c.id === first.id)).toBe(false);
    const ended = (await outbox.pendingNotices('T0CAPS')).filter((n) => n.targetTs === first.messageTs);
    expect(ended.map((n) => n.message.text)).toEqual(['cap_channel']);
    // Sharing the same case again in a channel ends the older card of it.
    const again = await add('T0CAPS', 'C0FULL', 999);
    const texts = (await outbox.pendingNotices('T0CAPS', 1000)).map((n) => n.message.text);
    expect(texts).toContain('superseded');
    expect((await cards.cardsOf('T0CAPS', { caseId: 999 })).map((c) => c.id)).toEqual([again.id]);
    expect(MAX_LIVE_CARDS_PER_WORKSPACE).toBeGreaterThan(MAX_LIVE_CARDS_PER_CHANNEL);
  });

  it('makes one channel per case however many ask at once, and gives a failed claim back', async () => {
    const channels = createCaseChannelStore(opened.db);
    const ask = () =>
      channels.claim({ teamId: 'T0ONE', caseId: 5, caseNumber: 1005, channelName: 'case-1005', createdBy: 'U0ANN' });
    const claims = await Promise.all([ask(), ask(), ask()]);
    expect(claims.filter((c) => c.kind === 'claimed')).toHaveLength(1);
    expect(await channels.channelOf('T0ONE', 5)).toBeUndefined();
    await channels.release('T0ONE', 5);
    expect((await ask()).kind).toBe('claimed');
    await channels.settle('T0ONE', 5, 'C0CASE', 'case-1005');
    expect(await channels.channelOf('T0ONE', 5)).toMatchObject({ channelId: 'C0CASE', channelName: 'case-1005' });
    expect(await ask()).toMatchObject({ kind: 'exists', channel: { channelId: 'C0CASE' } });
    expect(await channels.forget('T0ONE', 'C0CASE')).toBe(true);
    expect(await channels.channelOf('T0ONE', 5)).toBeUndefined();
  });

  it('counts a case channel’s card in the caps: a full channel’s oldest card ends for it', async () => {
    const first = await add('T0MIXED', 'C0MIXED', 1, 'case_channel');
    for (let i = 2; i <= MAX_LIVE_CARDS_PER_CHANNEL; i += 1) await add('T0MIXED', 'C0MIXED', i);
    await add('T0MIXED', 'C0MIXED', 500);
    const left = await cards.cardsOf('T0MIXED', { channelId: 'C0MIXED' });
    expect(left).toHaveLength(MAX_LIVE_CARDS_PER_CHANNEL);
    expect(left.some((c) => c.id === first.id)).toBe(false);
    // A case channel's card added to a full channel ends the oldest there too.
    await add('T0MIXED', 'C0MIXED', 501, 'case_channel');
    expect(await cards.cardsOf('T0MIXED', { channelId: 'C0MIXED' })).toHaveLength(MAX_LIVE_CARDS_PER_CHANNEL);
  });

  it('caps case channels per person, per workspace and per minute, under a lock', async () => {
    let now = Date.UTC(2026, 10, 27, 9, 0, 0);
    const channels = createCaseChannelStore(opened.db, {
      now: () => new Date(now),
      caps: { perPerson: 3, perWorkspace: 4, perPersonPerMinute: 2 },
    });
    let caseId = 100;
    const ask = (who: string) =>
      channels.claim({
        teamId: 'T0CAPPED',
        caseId: (caseId += 1),
        caseNumber: caseId,
        channelName: 'c',
        createdBy: who,
      });
    // Five at once from one person: two pass the pace, three are told to wait.
    const burst = await Promise.all([ask('U0ANN'), ask('U0ANN'), ask('U0ANN'), ask('U0ANN'), ask('U0ANN')]);
    expect(burst.map((c) => c.kind).sort()).toEqual(['claimed', 'claimed', 'too_many', 'too_many', 'too_many']);
    expect(burst.find((c) => c.kind === 'too_many')).toEqual({ kind: 'too_many', cap: 'pace', max: 2 });
    now += 61_000;
    expect((await ask('U0ANN')).kind).toBe('claimed');
    now += 61_000;
    expect(await ask('U0ANN')).toEqual({ kind: 'too_many', cap: 'person', max: 3 });
    expect((await ask('U0BEN')).kind).toBe('claimed');
    expect(await ask('U0CAT')).toEqual({ kind: 'too_many', cap: 'workspace', max: 4 });
    // Another workspace is counted apart.
    expect(
      (await channels.claim({ teamId: 'T0OTHER', caseId: 1, caseNumber: 1, channelName: 'c', createdBy: 'U0CAT' }))
        .kind,
    ).toBe('claimed');
  });
});

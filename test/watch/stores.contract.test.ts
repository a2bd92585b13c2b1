import { createFollowStore, MAX_FOLLOWS_PER_CHANNEL, MAX_FOLLOWS_PER_PERSON } from '../../src/kinds/follow/store';
import { createWatchStore, MAX_WATCHES_PER_PERSON } from '../../src/kinds/watch/store';
import { createOutbox } from '../../src/spine/outbox';
import { openDatabase } from '../../src/workspaces/database';
import { mergePending } from '../../src/kinds/follow/pending';
import { followChangeKey, followOfPost, followPostKey } from '../../src/kinds/follow/keys';
import { migrateToLatest } from '../../src/kinds/registry';
import { ENGINES, KIND_TABLES } from '../helpers/databases';
import { createPollStateStore } from '../../src/polling/poll-state';

// Watches and follows on both engines: what a poll may write, and what a poll that lost a race may not.
describe.each(ENGINES)('watch and follow stores on %s', (_engine, makeDatabase) => {
  let database: Awaited<ReturnType<typeof makeDatabase>>;
  let opened: ReturnType<typeof openDatabase>;
  let watches: ReturnType<typeof createWatchStore>;
  let outbox: ReturnType<typeof createOutbox>;
  let follows: ReturnType<typeof createFollowStore>;
  const post = (key: string) => ({
    dedupeKey: key,
    slackUserId: null,
    channelId: 'C0GENERAL',
    message: { text: key, blocks: [] },
  });

  beforeAll(async () => {
    database = await makeDatabase();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
    watches = createWatchStore(opened.db);
    outbox = createOutbox(opened.db, () => new Date());
    follows = createFollowStore(opened.db);
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('records a change once: a second poll that read the same version writes nothing', async () => {
    const seen = { status: 'Open', noteIds: [1], lastUpdated: null };
    const input = { teamId: 'T0ACME', slackUserId: 'U0ANN', caseId: 77, caseNumber: 1077, subject: 'S', seen };
    expect(await watches.addWatch(input)).toBe('added');
    expect(await watches.addWatch(input)).toBe('already');
    const [read] = await watches.dueWatches('T0ACME', 10);
    const watch = read as NonNullable<typeof read>;
    const changed = { status: 'Closed', noteIds: [1, 2], lastUpdated: null };
    const first = watches.recordCheck(watch, changed, post(`watch:${watch.id}:1`));
    const second = watches.recordCheck(watch, changed, post(`watch:${watch.id}:1-again`));
    expect((await Promise.all([first, second])).sort()).toEqual([false, true]);
    expect(await outbox.pendingNotices('T0ACME')).toHaveLength(1);
    const [after] = await watches.dueWatches('T0ACME', 10);
    expect(after?.seen).toEqual(changed);
    expect(after?.version).toBe(1);
    expect(await createPollStateStore(opened.db).workspacesToPoll(KIND_TABLES)).toEqual(['T0ACME']);
  });

  it('posts a followed case once, and nothing for a follow that was stopped', async () => {
    const input = {
      teamId: 'T0OTHER',
      channelId: 'C0GENERAL',
      searchText: 'printer',
      createdBy: 'U0ANN',
      createdByName: 'ann',
    };
    expect(await follows.addFollow(input, [1, 2, 3])).toBe('added');
    expect(await follows.addFollow(input, [])).toBe('already');
    const [follow] = await follows.listFollows('T0OTHER');
    const f = follow as NonNullable<typeof follow>;
    expect(await follows.unseen(f, [2, 3, 4, 5])).toEqual([4, 5]);
    // Keys as the poller writes them, so stopping the follow finds its queued posts by their prefix.
    const followPost = (caseId: number) => ({ ...post(`case ${caseId}`), dedupeKey: followPostKey(f.id, caseId) });
    expect(await follows.recordNewCase(f, 4, followPost(4))).toBe(true);
    expect(await follows.recordNewCase(f, 4, followPost(4))).toBe(false);
    expect(await follows.unseen(f, [4, 5])).toEqual([5]);
    expect((await createPollStateStore(opened.db).workspacesToPoll(KIND_TABLES)).sort()).toEqual(['T0ACME', 'T0OTHER']);
    expect((await outbox.pendingNotices('T0OTHER')).map((n) => n.message.text)).toEqual(['case 4']);
    expect(await follows.endFollows('T0OTHER', { id: f.id })).toHaveLength(1);
    // Stopping it removed the post nobody had taken yet; and it records nothing more.
    expect(await outbox.pendingNotices('T0OTHER')).toEqual([]);
    expect(await follows.recordNewCase(f, 5, followPost(5))).toBe(false);
    expect(await outbox.pendingNotices('T0OTHER')).toEqual([]);
  });

  it('lists follows in the order they were set up, and for the poller least recently checked first', async () => {
    const input = (searchText: string) => ({
      teamId: 'T0ORDER',
      channelId: 'C0GENERAL',
      searchText,
      createdBy: 'U0ANN',
      createdByName: 'ann',
    });
    // The store's times are to the millisecond: each step waits for the clock to pass the one before.
    const clockPast = async (at: number) => {
      while (Date.now() <= at) await new Promise((resolve) => setImmediate(resolve));
    };
    expect(await follows.addFollow(input('printer'), [])).toBe('added');
    await clockPast(Date.now());
    expect(await follows.addFollow(input('scanner'), [])).toBe('added');
    await clockPast(Date.now());
    const [printer] = await follows.listFollows('T0ORDER');
    await follows.touch(printer as NonNullable<typeof printer>);
    expect((await follows.listFollows('T0ORDER')).map((f) => f.searchText)).toEqual(['printer', 'scanner']);
    expect((await follows.listFollows('T0ORDER', undefined, 'checked')).map((f) => f.searchText)).toEqual([
      'scanner',
      'printer',
    ]);
  });

  it("tells a followed case's change once: what the follow saw moves from what it was, on one replica only", async () => {
    const input = {
      teamId: 'T0CHG',
      channelId: 'C0CHG',
      searchText: 'x events:closed',
      createdBy: 'U0A',
      createdByName: null,
    };
    const when = '11/20/2026 9:00:00 AM';
    expect(await follows.addFollow(input, [{ caseId: 7, status: 'Open', updated: when }, 8])).toBe('added');
    const [f] = await follows.listFollows('T0CHG');
    const follow = f as NonNullable<typeof f>;
    const seen = await follows.seen(follow, [7, 8, 9]);
    expect(Object.fromEntries(seen)).toEqual({
      7: { status: 'Open', updated: when, notes: null, pending: null },
      8: { status: null, updated: null, notes: null, pending: null },
    });
    const before = seen.get(7) as NonNullable<ReturnType<typeof seen.get>>;
    const closed = { status: 'Closed', updated: '11/21/2026 9:00:00 AM', notes: 3 };
    // Keys as the poller writes them: stopping the follow finds a waiting one by its prefix.
    const changePost = (what: string) => ({ ...post(what), dedupeKey: followChangeKey(follow.id, 7, what) });
    // And Slack refusing such a post for good ends this follow.
    expect(followOfPost(changePost('x').dedupeKey)).toBe(follow.id);
    // A case that waits in a channel that gathers: what waited is kept with what is found after it.
    const waiting = mergePending(null, { caseId: 7, caseNumber: 7, subject: 'S', what: 'new', to: 'Open', at: 'a' });
    const after = mergePending(waiting, {
      caseId: 7,
      caseNumber: 7,
      subject: 'S2',
      what: 'closed',
      from: 'Open',
      to: 'Closed',
      at: 'b',
    });
    expect(JSON.parse(after)).toEqual({ n: 7, s: 'S2', w: 'new', t: 'Closed', a: 'a' });
    const told = await Promise.all([
      follows.recordChange(follow, 7, before, closed, changePost('closed a')),
      follows.recordChange(follow, 7, before, closed, changePost('closed b')),
    ]);
    expect(told.sort()).toEqual([false, true]);
    expect((await outbox.pendingNotices('T0CHG')).map((n) => n.message.text)).toHaveLength(1);
    expect((await follows.seen(follow, [7])).get(7)).toEqual({ ...closed, pending: null });
    // A row that was never read with its state moves from nulls; a stopped follow records nothing.
    expect(await follows.recordChange(follow, 8, seen.get(8) ?? before, { status: 'Open' }, undefined)).toBe(true);
    // Its search changed: what it kept is forgotten but for what the new search lists now, as it is now.
    expect(
      await follows.changeFollow(follow, 'x events:status', [{ caseId: 8, status: 'Pending', updated: when }]),
    ).toBe('changed');
    expect(Object.fromEntries(await follows.seen(follow, [7, 8]))).toEqual({
      7: { status: null, updated: null, notes: null, pending: null },
      8: { status: 'Pending', updated: when, notes: null, pending: null },
    });
    await follows.endFollows('T0CHG', { id: follow.id });
    expect(await follows.recordChange(follow, 7, { ...closed }, { status: 'Open' }, changePost('reopened'))).toBe(
      false,
    );
    expect(await outbox.pendingNotices('T0CHG')).toEqual([]);
  });

  it('keeps a person to 100 watches and a channel to 20 follows however many requests arrive at once', async () => {
    const seen = { status: 'Open', noteIds: [], lastUpdated: null };
    const added = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        watches.addWatch({
          teamId: 'T0CAPS',
          slackUserId: 'U0MANY',
          caseId: 5000 + i,
          caseNumber: 5000 + i,
          subject: 'S',
          seen,
        }),
      ),
    );
    expect(added.filter((a) => a === 'added')).toHaveLength(MAX_WATCHES_PER_PERSON);
    expect(await watches.listWatches('T0CAPS', 'U0MANY')).toHaveLength(MAX_WATCHES_PER_PERSON);

    const followed = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        follows.addFollow(
          {
            teamId: 'T0CAPS',
            channelId: 'C0BUSY',
            searchText: `search ${i}`,
            createdBy: `U0P${i}`,
            createdByName: null,
          },
          [],
        ),
      ),
    );
    expect(followed.filter((a) => a === 'added')).toHaveLength(MAX_FOLLOWS_PER_CHANNEL);
    expect(await follows.listFollows('T0CAPS', 'C0BUSY')).toHaveLength(MAX_FOLLOWS_PER_CHANNEL);
  });

  it('keeps one person to 20 follows across channels', async () => {
    const results = [];
    for (let i = 0; i < MAX_FOLLOWS_PER_PERSON + 1; i++) {
      results.push(
        await follows.addFollow(
          {
            teamId: 'T0PERSON',
            channelId: `C0CH${i}`,
            searchText: 'printer',
            createdBy: 'U0EAGER',
            createdByName: null,
          },
          [],
        ),
      );
    }
    expect(results.at(-1)).toEqual({ tooMany: 'person' });
    expect(results.filter((r) => r === 'added')).toHaveLength(MAX_FOLLOWS_PER_PERSON);
  });
});

import type { ConversationWrites, Refusal, Written } from '../../src/lib/conversation-port';
import { archiveCaseChannel, openCaseChannel, type OpenChannel } from '../../src/kinds/live-card/case-channel';
import { createLiveCards } from '../../src/kinds/live-card/use-cases';
import { createSharing } from '../../src/use-cases/sharing';
import { createOutbox } from '../../src/spine/outbox';
import { createKindStores } from '../../src/kinds/registry';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { createShareClaims } from '../../src/workspaces/share-claims';
import { ENGINES, type TestDatabase } from '../helpers/databases';

// What a person's click writes into Slack, as use cases: a case's channel, archiving it, sharing a card,
// stopping one. A real database on both engines; no HTTP and no Slack: the writes go to a fake of the
// port casebot's one road to Slack implements, which records them and refuses what a test tells it to.
const TEAM = 'T0ACME';
const ANN = 'U0ANN';

type Call = { method: keyof ConversationWrites; args: unknown[] };

/** Channels and messages Slack made, numbered across every fake (ids are unique, as Slack's are). */
const slackIds = { channels: 0, posts: 0 };

/** A fake of the road: every write recorded; `refuse(method, code, meaning)` makes the next one fail. */
function fakeWrites() {
  const calls: Call[] = [];
  const refusals = new Map<string, { code: string; refusal: Refusal }[]>();
  const answer = <T>(method: keyof ConversationWrites, args: unknown[], value: () => T): Promise<Written<T>> => {
    calls.push({ method, args });
    const refused = refusals.get(method)?.shift();
    if (refused) return Promise.resolve({ ok: false, ...refused, error: new Error(refused.code) });
    return Promise.resolve({ ok: true, value: value() });
  };
  const writes: ConversationWrites = {
    post: (...args) =>
      answer('post', args, () => ({ ts: `1700000000.${String((slackIds.posts += 1)).padStart(6, '0')}` })),
    update: (...args) => answer('update', args, () => ({ ts: args[1] })),
    remove: (...args) => answer('remove', args, () => null),
    pin: (...args) => answer('pin', args, () => null),
    bookmark: (...args) => answer('bookmark', args, () => null),
    setTopic: (...args) => answer('setTopic', args, () => null),
    archive: (...args) => answer('archive', args, () => null),
    invite: (...args) => answer('invite', args, () => null),
    createChannel: (...args) =>
      answer('createChannel', args, () => ({ id: `C0MADE${(slackIds.channels += 1)}`, name: args[0] })),
    postToPerson: (...args) => answer('postToPerson', args, () => ({ ts: '1700000000.000009' })),
    createCanvas: (...args) => answer('createCanvas', args, () => ({ id: `F0CANVAS${(slackIds.channels += 1)}` })),
    editCanvas: (...args) => answer('editCanvas', args, () => null),
  };
  return {
    writes,
    calls,
    methods: () => calls.map((c) => c.method),
    refuse(method: keyof ConversationWrites, code: string, refusal: Refusal, times = 1) {
      refusals.set(method, [
        ...(refusals.get(method) ?? []),
        ...Array.from({ length: times }, () => ({ code, refusal })),
      ]);
    },
  };
}

const card = (caseNumber: number) => ({
  text: `Case ${caseNumber}`,
  blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'x' } }],
});

describe.each(ENGINES)('what a click writes into Slack, as use cases (%s)', (_engine, makeDatabase) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  let stores: ReturnType<typeof createKindStores>;
  let liveCards: ReturnType<typeof createLiveCards>;
  const woken: string[] = [];
  let caseId = 100;

  beforeAll(async () => {
    database = await makeDatabase();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
    // Room for every channel these tests make (the caps have tests of their own).
    const env = {
      CASEBOT_CASE_CHANNELS_PER_PERSON: '1000',
      CASEBOT_CASE_CHANNELS_PER_WORKSPACE: '1000',
      CASEBOT_CASE_CHANNELS_PER_MINUTE: '60',
    };
    stores = createKindStores(opened.db, { env });
    liveCards = createLiveCards({ ...stores, deliverSoon: (team) => woken.push(team) });
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  const request = (overrides: Partial<OpenChannel> = {}): OpenChannel => {
    caseId += 1;
    return {
      teamId: TEAM,
      caseId,
      caseNumber: caseId + 1000,
      name: `case-${caseId + 1000}-printer`,
      isPrivate: false,
      asker: ANN,
      invitees: ['U0BOB'],
      card: card(caseId + 1000),
      keep: true,
      seen: { status: 'Open', priority: 'High', lastUpdated: '', noteIds: [1] },
      ending: () => undefined,
      topic: `#${caseId + 1000} · Open · High`,
      link: `https://cases.acme.example/case/${caseId + 1000}`,
      namedOnCard: (message, channelId) => ({ ...message, text: `${message.text} in <#${channelId}>` }),
      ...overrides,
    };
  };

  it('a case channel is made, its people invited, the card posted, pinned, bookmarked, given its topic and kept true', async () => {
    const slack = fakeWrites();
    const asked = request();
    const before = { ...slackIds };
    const made = await openCaseChannel(liveCards, slack.writes, asked);
    const channelId = `C0MADE${before.channels + 1}`;
    const ts = `1700000000.${String(before.posts + 1).padStart(6, '0')}`;
    expect(made).toEqual({
      kind: 'made',
      channelId,
      cardPosted: true,
      notInvited: [],
      notPinned: false,
      canvas: 'none',
      missed: [],
    });
    expect(slack.methods()).toEqual(['createChannel', 'invite', 'post', 'pin', 'bookmark', 'setTopic']);
    expect(slack.calls[1]?.args).toEqual([channelId, [ANN, 'U0BOB']]);
    expect(slack.calls[3]?.args).toEqual([channelId, ts]);
    expect(slack.calls[4]?.args).toEqual([channelId, `#${asked.caseNumber}`, asked.link]);
    expect(slack.calls[5]?.args).toEqual([channelId, asked.topic]);
    // The store knows the channel, and its card is kept true as the asker.
    expect(await liveCards.channelOf(TEAM, asked.caseId)).toMatchObject({ channelId });
    const [kept] = await liveCards.cardsOfCase(TEAM, asked.caseId);
    expect(kept).toMatchObject({ kind: 'case_channel', channelId, messageTs: ts, sharedBy: ANN });
    // A second press finds it; nothing more is written.
    const again = await openCaseChannel(liveCards, fakeWrites().writes, { ...asked });
    expect(again).toEqual({ kind: 'exists', channelId });
  });

  it('a name Slack says is taken is tried with a number, and after nine a free-looking one is offered; nothing is left claimed', async () => {
    const slack = fakeWrites();
    slack.refuse('createChannel', 'name_taken', 'name_taken', 1);
    const asked = request();
    const made = await openCaseChannel(liveCards, slack.writes, asked);
    expect(made).toMatchObject({ kind: 'made' });
    expect(slack.calls.filter((c) => c.method === 'createChannel').map((c) => c.args[0])).toEqual([
      asked.name,
      `${asked.name}-2`,
    ]);

    const taken = fakeWrites();
    taken.refuse('createChannel', 'name_taken', 'name_taken', 9);
    const other = request();
    const offered = await openCaseChannel(liveCards, taken.writes, other);
    expect(offered).toMatchObject({
      kind: 'name_taken',
      suggestion: expect.stringMatching(/^case-\d+-printer-[0-9a-f]{4}$/),
    });
    expect(taken.methods()).toEqual(Array(9).fill('createChannel'));
    expect(await liveCards.channelOf(TEAM, other.caseId)).toBeUndefined();
  });

  it.each([
    ['restricted_action', 'restricted' as const, 'restricted'],
    ['invalid_name_specials', 'bad_name' as const, 'bad_name'],
    ['fatal_error', 'other' as const, 'failed'],
  ])(
    'a channel Slack will not make (%s) is said plainly, and the case may get one later',
    async (code, refusal, why) => {
      const slack = fakeWrites();
      slack.refuse('createChannel', code, refusal);
      const asked = request();
      expect(await openCaseChannel(liveCards, slack.writes, asked)).toEqual({ kind: 'not_made', why, code });
      expect(slack.methods()).toEqual(['createChannel']);
      expect(await liveCards.channelOf(TEAM, asked.caseId)).toBeUndefined();
    },
  );

  it('what could not be done in a made channel is said: who was not invited, a card not posted or not pinned', async () => {
    const slack = fakeWrites();
    slack.refuse('invite', 'cant_invite', 'other');
    slack.refuse('invite', 'already_in_channel', 'already');
    slack.refuse('invite', 'user_disabled', 'recipient_gone');
    slack.refuse('pin', 'not_pinnable', 'other');
    slack.refuse('bookmark', 'missing_scope', 'missing_scope');
    const made = await openCaseChannel(liveCards, slack.writes, request());
    // One by one after the whole invitation failed: the asker was already in, Bob is gone.
    expect(made).toMatchObject({ kind: 'made', cardPosted: true, notInvited: ['U0BOB'], notPinned: true });
    expect(made.kind === 'made' && made.missed).toEqual(['pins.add:not_pinnable', 'bookmarks.add:missing_scope']);

    const noCard = fakeWrites();
    noCard.refuse('post', 'not_in_channel', 'channel_refused');
    const asked = request();
    const without = await openCaseChannel(liveCards, noCard.writes, asked);
    expect(without).toMatchObject({ kind: 'made', cardPosted: false, missed: ['chat.postMessage:not_in_channel'] });
    expect(noCard.methods()).toEqual(['createChannel', 'invite', 'post']);
    expect(await liveCards.cardsOfCase(TEAM, asked.caseId)).toEqual([]);
  });

  it('a case channel’s canvas is made with the case’s summary and remembered; no canvas is said plainly', async () => {
    const slack = fakeWrites();
    const asked = request({ canvas: { title: '#1 · Printer', markdown: '# Case #1 · Printer' } });
    const made = await openCaseChannel(liveCards, slack.writes, asked);
    expect(made).toMatchObject({ kind: 'made', canvas: 'made', missed: [] });
    const channelId = made.kind === 'made' ? made.channelId : '';
    expect(slack.calls.find((c) => c.method === 'createCanvas')?.args).toEqual([
      channelId,
      '#1 · Printer',
      '# Case #1 · Printer',
    ]);
    expect((await liveCards.channelOf(TEAM, asked.caseId))?.canvasId).toMatch(/^F0CANVAS/);

    for (const [code, refusal, said] of [
      ['channel_canvas_already_exists', 'canvas_exists', 'exists'],
      ['team_tier_cannot_create_channel_canvases', 'no_canvas', 'unavailable'],
      ['missing_scope', 'missing_scope', 'missing_scope'],
      ['internal_error', 'other', 'failed'],
    ] as const) {
      const refused = fakeWrites();
      refused.refuse('createCanvas', code, refusal);
      const other = request({ canvas: { title: 't', markdown: 'm' } });
      const without = await openCaseChannel(liveCards, refused.writes, other);
      // The channel and its card are made all the same; nothing of a canvas is remembered.
      expect(without).toMatchObject({ kind: 'made', cardPosted: true, canvas: said });
      expect(without.kind === 'made' && without.missed).toEqual([`conversations.canvases.create:${code}`]);
      expect((await liveCards.channelOf(TEAM, other.caseId))?.canvasId).toBeNull();
    }
  });

  it('a shared card of the case elsewhere is told to name its new channel, through the outbox', async () => {
    const asked = request();
    await liveCards.start(
      {
        teamId: TEAM,
        channelId: 'C0GENERAL',
        messageTs: '1690000000.000001',
        caseId: asked.caseId,
        caseNumber: asked.caseNumber,
        sharedBy: ANN,
        kind: 'shared',
        seen: asked.seen,
        message: card(asked.caseNumber),
      },
      () => undefined,
    );
    const made = await openCaseChannel(liveCards, fakeWrites().writes, asked);
    expect(made).toMatchObject({ kind: 'made' });
    const outbox = createOutbox(opened.db, () => new Date());
    const queued = (await outbox.pendingNotices(TEAM)).filter((n) => n.channelId === 'C0GENERAL');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ action: 'update', targetTs: '1690000000.000001' });
    expect(queued[0]?.message.text).toBe(
      `Case ${asked.caseNumber} in <#${made.kind === 'made' ? made.channelId : ''}>`,
    );
  });

  describe('archiving a case channel', () => {
    const said = async () => ({ text: 'Archived by <@U0ANN>' });
    const madeChannel = async () => {
      const asked = request();
      const made = await openCaseChannel(liveCards, fakeWrites().writes, asked);
      if (made.kind !== 'made') throw new Error('not made');
      return { caseId: asked.caseId, channelId: made.channelId };
    };
    /** Archive pressed in the channel by a member of it. */
    const pressedThere = (named: { caseId: number; channelId: string }) => ({
      teamId: TEAM,
      named,
      pressedIn: named.channelId,
      isMember: async () => true,
      said,
    });

    it('by a member, in the channel: said there, archived, nothing kept true any more', async () => {
      const named = await madeChannel();
      const slack = fakeWrites();
      const archived = await archiveCaseChannel(liveCards, slack.writes, pressedThere(named));
      expect(archived).toEqual({ kind: 'archived', channelId: named.channelId });
      expect(slack.methods()).toEqual(['post', 'archive']);
      expect(await liveCards.channelOf(TEAM, named.caseId)).toBeUndefined();
      expect(await liveCards.cardsOfCase(TEAM, named.caseId)).toEqual([]);
    });

    it('refused by Slack: what it said is taken back, and the channel stays the case’s', async () => {
      const named = await madeChannel();
      const slack = fakeWrites();
      slack.refuse('archive', 'restricted_action', 'restricted');
      const archived = await archiveCaseChannel(liveCards, slack.writes, pressedThere(named));
      expect(archived).toEqual({ kind: 'failed', code: 'restricted_action' });
      expect(slack.methods()).toEqual(['post', 'archive', 'remove']);
      expect(slack.calls[2]?.args).toEqual([named.channelId, `1700000000.${String(slackIds.posts).padStart(6, '0')}`]);
      expect(await liveCards.channelOf(TEAM, named.caseId)).toMatchObject({ channelId: named.channelId });
    });

    it('not by someone outside it, not from another channel, not for a channel the case does not have', async () => {
      const named = await madeChannel();
      const slack = fakeWrites();
      const base = pressedThere(named);
      expect(await archiveCaseChannel(liveCards, slack.writes, { ...base, isMember: async () => false })).toEqual({
        kind: 'not_member',
      });
      expect(await archiveCaseChannel(liveCards, slack.writes, { ...base, pressedIn: 'C0ELSEWHERE' })).toEqual({
        kind: 'not_case_channel',
      });
      const wrong = { caseId: named.caseId, channelId: 'C0OTHER' };
      expect(
        await archiveCaseChannel(liveCards, slack.writes, { ...base, named: wrong, pressedIn: 'C0OTHER' }),
      ).toEqual({ kind: 'not_case_channel' });
      expect(await archiveCaseChannel(liveCards, slack.writes, { ...base, named: undefined })).toEqual({
        kind: 'not_case_channel',
      });
      expect(slack.calls).toEqual([]);
    });
  });

  describe('sharing a card', () => {
    const sharing = () => createSharing(createShareClaims(opened.db));
    const live = {
      caseId: 7,
      caseNumber: 1007,
      sharedBy: ANN,
      seen: { status: 'Open', priority: '', lastUpdated: '', noteIds: [] },
    };
    /** Posted by casebot, then kept true as the live card module does (its `kept`). */
    const keeping = (writes: ReturnType<typeof fakeWrites>['writes'], channelId: string) => ({
      writes,
      card: card(1007),
      channelId,
      kept: async (messageTs: string) => {
        const at = { teamId: TEAM, channelId, messageTs };
        await liveCards.start({ ...live, ...at, kind: 'shared', message: card(1007) }, () => undefined);
      },
    });
    const shareRequest = (messageTs: string) => ({
      workspaceId: TEAM,
      channelId: 'C0SHARE',
      messageTs,
      userId: ANN,
      caseId: 7,
    });

    it('posted by casebot and kept true; a second press posts nothing', async () => {
      const slack = fakeWrites();
      const viaUrl: string[] = [];
      const out = { keep: keeping(slack.writes, 'C0SHARE'), viaResponseUrl: async () => void viaUrl.push('url') };
      const shared = await sharing().shareCard(shareRequest('1.1'), out);
      expect(shared).toMatchObject({ kind: 'shared', by: ANN, kept: 'kept' });
      expect(slack.methods()).toEqual(['post']);
      const ts = `1700000000.${String(slackIds.posts).padStart(6, '0')}`;
      expect((await liveCards.cardsIn(TEAM, 'C0SHARE')).map((c) => c.messageTs)).toEqual([ts]);
      const again = await sharing().shareCard(shareRequest('1.1'), out);
      expect(again).toMatchObject({ kind: 'already', by: ANN });
      expect(slack.methods()).toEqual(['post']);
      expect(viaUrl).toEqual([]);
    });

    it('where casebot may not post, through the response_url, not kept; any other refusal can be pressed again', async () => {
      const slack = fakeWrites();
      slack.refuse('post', 'not_in_channel', 'channel_refused');
      const viaUrl: string[] = [];
      const keep = keeping(slack.writes, 'C0PRIVATE');
      const shared = await sharing().shareCard(
        { ...shareRequest('2.1'), channelId: 'C0PRIVATE' },
        { keep, viaResponseUrl: async () => void viaUrl.push('url') },
      );
      expect(shared).toMatchObject({ kind: 'shared' });
      expect(shared.kept).toBeUndefined();
      expect(viaUrl).toEqual(['url']);
      expect(await liveCards.cardsIn(TEAM, 'C0PRIVATE')).toEqual([]);

      slack.refuse('post', 'invalid_blocks', 'message_refused');
      const failed = await sharing().shareCard(
        { ...shareRequest('3.1'), channelId: 'C0PRIVATE' },
        { keep, viaResponseUrl: async () => void viaUrl.push('url') },
      );
      expect(failed).toEqual({ kind: 'failed' });
      expect(viaUrl).toEqual(['url']);
      // The claim was given back: pressed again, it goes out.
      const retried = await sharing().shareCard(
        { ...shareRequest('3.1'), channelId: 'C0PRIVATE' },
        { keep, viaResponseUrl: async () => void viaUrl.push('url') },
      );
      expect(retried).toMatchObject({ kind: 'shared', kept: 'kept' });
    });
  });

  it('stopping a card: it stops once, its ending is queued and delivered soon; a card not kept true says so', async () => {
    const asked = request();
    const made = await openCaseChannel(liveCards, fakeWrites().writes, {
      ...asked,
      ending: (kept, reason) => ({
        dedupeKey: `end:${kept.id}`,
        slackUserId: null,
        channelId: kept.channelId,
        action: 'update',
        targetTs: kept.messageTs,
        message: { text: `stopped: ${reason}`, blocks: [] },
      }),
    });
    if (made.kind !== 'made') throw new Error('not made');
    const [kept] = await liveCards.cardsOfCase(TEAM, asked.caseId);
    woken.length = 0;
    const ending = (k: { id: string; channelId: string; messageTs: string }) => ({
      dedupeKey: `stop:${k.id}`,
      slackUserId: null,
      channelId: k.channelId,
      action: 'update' as const,
      targetTs: k.messageTs,
      message: { text: 'stopped by Ann', blocks: [] },
    });
    const stopped = await liveCards.stop(TEAM, made.channelId, kept?.messageTs ?? '', ending);
    expect(stopped).toMatchObject({ kind: 'stopped', card: { caseId: asked.caseId } });
    expect(woken).toEqual([TEAM]);
    const outbox = createOutbox(opened.db, () => new Date());
    expect((await outbox.pendingNotices(TEAM)).some((n) => n.message.text === 'stopped by Ann')).toBe(true);
    expect(await liveCards.stop(TEAM, made.channelId, kept?.messageTs ?? '', ending)).toEqual({ kind: 'not_live' });
  });
});

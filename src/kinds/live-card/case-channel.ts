import { randomBytes } from 'node:crypto';
import { CHANNEL_NAME_MAX, type ConversationWrites, type MessageToWrite } from '../../lib/conversation-port';
import type { EndNotice } from './store';
import { liveCardChannelKey } from './keys';
import type { LiveCards, NewLiveCard } from './use-cases';

/** The writes a case's channel needs: made, people invited, the card posted and pinned, link and topic. */
type ChannelWrites = Pick<
  ConversationWrites,
  'createChannel' | 'invite' | 'post' | 'pin' | 'bookmark' | 'setTopic' | 'archive' | 'remove' | 'createCanvas'
>;

/** What came of the channel's canvas: made, not made and why, or none asked for. */
export type CanvasMade = 'made' | 'exists' | 'unavailable' | 'missing_scope' | 'failed' | 'none';

/** Tries of a name Slack says is taken: `name`, `name-2` … `name-9`. */
const NAME_TRIES = 9;

export interface OpenChannel {
  teamId: string;
  caseId: number;
  caseNumber: number;
  name: string;
  isPrivate: boolean;
  /** Who asked (invited first, named as its maker and the card's sharer). */
  asker: string;
  /** Whom to invite besides the asker. */
  invitees: readonly string[];
  /** The card posted there, already rendered (in the channel's language, fetched as the asker). */
  card: NewLiveCard['message'];
  /** The card is kept true from then on (the workspace's setting). */
  keep: boolean;
  /** What the card shows now: what its first check compares with. */
  seen: NewLiveCard['seen'];
  /** How the card says it stopped being kept true. */
  ending: EndNotice;
  topic: string;
  /** The case's link in the service (its bookmark), where the workspace has one. */
  link: string | undefined;
  /** The channel's canvas (the case's summary and notes, in the channel's language), where there is to be one. */
  canvas?: { title: string; markdown: string } | undefined;
  /** A card of the case elsewhere, now naming its channel. */
  namedOnCard: (card: NewLiveCard['message'], channelId: string) => NewLiveCard['message'];
}

export type ChannelOpened =
  | { kind: 'too_many'; cap: 'person' | 'workspace' | 'pace'; max: number }
  /** The case has a channel (`channelId` empty: someone is making it now). */
  | { kind: 'exists'; channelId: string }
  | { kind: 'not_made'; why: 'restricted' | 'bad_name' | 'missing_scope' | 'failed'; code: string }
  /** Every numbered form of the name is taken: a free-looking one to offer. */
  | { kind: 'name_taken'; suggestion: string }
  | {
      kind: 'made';
      channelId: string;
      /** The card could not be posted: the channel is there, without it. */
      cardPosted: boolean;
      notInvited: string[];
      notPinned: boolean;
      canvas: CanvasMade;
      /** What did not go through, Slack's codes (for the log line). */
      missed: string[];
    };

/**
 * A case's own channel, made for the person who asked: claimed first (one per case per workspace, on
 * every replica), created (a numbered suffix when the name is taken), the asker and their invitees
 * invited, the card posted, pinned and kept true as them, the case's link bookmarked, the topic set, and
 * the case's cards elsewhere naming it. A channel that could not be made leaves nothing behind; one made
 * with something missing says what. No Slack here but the port.
 */
export async function openCaseChannel(
  liveCards: LiveCards,
  writes: ChannelWrites,
  request: OpenChannel,
): Promise<ChannelOpened> {
  const { teamId, caseId } = request;
  const claim = await liveCards.claimChannel({
    teamId,
    caseId,
    caseNumber: request.caseNumber,
    channelName: request.name,
    createdBy: request.asker,
  });
  if (claim.kind === 'too_many') return { kind: 'too_many', cap: claim.cap, max: claim.max };
  if (claim.kind === 'exists') return { kind: 'exists', channelId: claim.channel.channelId };
  const created = await create(writes, request.name, request.isPrivate);
  if (!created.ok) {
    await liveCards.releaseChannel(teamId, caseId);
    if (created.refusal === 'name_taken') return { kind: 'name_taken', suggestion: freeName(request.name) };
    const { refusal } = created;
    const why = refusal === 'restricted' || refusal === 'bad_name' || refusal === 'missing_scope' ? refusal : 'failed';
    return { kind: 'not_made', why, code: created.code };
  }
  const channelId = created.value.id;
  await liveCards.settleChannel(teamId, caseId, channelId, created.value.name);
  const missed: string[] = [];
  const notInvited = await invite(writes, channelId, [request.asker, ...request.invitees]);
  const posted = await writes.post(channelId, request.card);
  const ts = posted.ok ? posted.value.ts : null;
  if (!ts) {
    if (!posted.ok) missed.push(`chat.postMessage:${posted.code}`);
    return { kind: 'made', channelId, cardPosted: false, notInvited, notPinned: false, canvas: 'none', missed };
  }
  const pinned = await writes.pin(channelId, ts);
  if (!pinned.ok) missed.push(`pins.add:${pinned.code}`);
  if (request.link) {
    const marked = await writes.bookmark(channelId, `#${request.caseNumber}`, request.link);
    if (!marked.ok) missed.push(`bookmarks.add:${marked.code}`);
  }
  const topic = await writes.setTopic(channelId, request.topic);
  if (!topic.ok) missed.push(`conversations.setTopic:${topic.code}`);
  const canvas = await makeCanvas(liveCards, writes, request, channelId, missed);
  if (request.keep) {
    await liveCards.start(
      {
        teamId,
        channelId,
        messageTs: ts,
        caseId,
        caseNumber: request.caseNumber,
        sharedBy: request.asker,
        kind: 'case_channel',
        seen: request.seen,
        message: request.card,
      },
      request.ending,
    );
    await nameChannelOnCards(liveCards, request, channelId);
  }
  return { kind: 'made', channelId, cardPosted: true, notInvited, notPinned: !pinned.ok, canvas, missed };
}

/**
 * The channel's canvas: made with the case's summary and notes, and remembered so the card's changes keep
 * it true. A workspace without canvases, a scope not granted, or a channel that has a canvas already is
 * said plainly; the card stays the source either way.
 */
async function makeCanvas(
  liveCards: LiveCards,
  writes: ChannelWrites,
  request: OpenChannel,
  channelId: string,
  missed: string[],
): Promise<CanvasMade> {
  if (!request.canvas) return 'none';
  const made = await writes.createCanvas(channelId, request.canvas.title, request.canvas.markdown);
  if (made.ok) {
    // Remembered or not, the channel and its card stand; an edit never comes to a canvas not remembered.
    const kept = await liveCards.canvasMade(request.teamId, request.caseId, made.value.id).then(
      () => true,
      () => false,
    );
    if (kept) return 'made';
    missed.push('canvas:not_remembered');
    return 'failed';
  }
  missed.push(`conversations.canvases.create:${made.code}`);
  if (made.refusal === 'canvas_exists') return 'exists';
  if (made.refusal === 'no_canvas') return 'unavailable';
  return made.refusal === 'missing_scope' ? 'missing_scope' : 'failed';
}

/** conversations.create, with a numbered suffix while Slack says the name is taken. */
async function create(writes: ChannelWrites, name: string, isPrivate: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const suffix = attempt === 1 ? '' : `-${attempt}`;
    const tried = `${name.slice(0, CHANNEL_NAME_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    const created = await writes.createChannel(tried, isPrivate);
    if (created.ok || created.refusal !== 'name_taken' || attempt === NAME_TRIES) return created;
  }
}

/** A name unlike any tried: the name with four random letters and digits (Slack's names are lowercase). */
function freeName(name: string): string {
  const tail = `-${randomBytes(3).toString('hex').slice(0, 4)}`;
  return `${name.slice(0, CHANNEL_NAME_MAX - tail.length).replace(/-+$/, '')}${tail}`;
}

/** Invites people (all at once; one by one when that fails, to know who could not be). Says who was not. */
async function invite(writes: ChannelWrites, channel: string, people: string[]): Promise<string[]> {
  const users = [...new Set(people)].filter((u) => /^[UW][A-Z0-9]{2,}$/.test(u));
  if (users.length === 0) return [];
  if ((await writes.invite(channel, users)).ok) return [];
  const failed: string[] = [];
  for (const user of users) {
    const one = await writes.invite(channel, [user]);
    if (!one.ok && one.refusal !== 'already') failed.push(user);
  }
  return failed;
}

/** The case's cards already kept true elsewhere now name its channel (through the outbox, as every update). */
async function nameChannelOnCards(liveCards: LiveCards, request: OpenChannel, channelId: string) {
  for (const card of await liveCards.cardsOfCase(request.teamId, request.caseId)) {
    if (card.kind !== 'shared') continue;
    await liveCards.queue(request.teamId, {
      dedupeKey: liveCardChannelKey(card.id, channelId),
      slackUserId: null,
      channelId: card.channelId,
      action: 'update',
      targetTs: card.messageTs,
      message: request.namedOnCard(card.message, channelId),
    });
  }
}

type ChannelArchived =
  /** The button is not of this case's own channel, or was not pressed there. */
  | { kind: 'not_case_channel' }
  | { kind: 'not_member' }
  | { kind: 'archived'; channelId: string }
  | { kind: 'failed'; code: string };

/**
 * Archive a case's own channel (its members only): who archived it is said there just before (Slack takes
 * no post in an archived channel) and taken back when Slack refuses the archive, so the channel never
 * says it untruly; then nothing there is kept true and the case may get a new channel.
 */
export async function archiveCaseChannel(
  liveCards: LiveCards,
  writes: ChannelWrites,
  request: {
    teamId: string;
    /** The channel and case the button names. */
    named: { caseId: number; channelId: string } | undefined;
    pressedIn: string | undefined;
    isMember: () => Promise<boolean>;
    /** What is said in the channel just before it is archived (read only once the checks pass). */
    said: () => Promise<MessageToWrite>;
  },
): Promise<ChannelArchived> {
  const { teamId, named } = request;
  const own = named ? await liveCards.channelOf(teamId, named.caseId) : undefined;
  const channelId =
    own && own.channelId === named?.channelId && request.pressedIn === own.channelId ? own.channelId : '';
  if (!channelId) return { kind: 'not_case_channel' };
  if (!(await request.isMember())) return { kind: 'not_member' };
  const posted = await writes.post(channelId, await request.said());
  const archived = await writes.archive(channelId);
  if (!archived.ok) {
    if (posted.ok && posted.value.ts) await writes.remove(channelId, posted.value.ts);
    return { kind: 'failed', code: archived.code };
  }
  await liveCards.channelGone(teamId, channelId);
  return { kind: 'archived', channelId };
}

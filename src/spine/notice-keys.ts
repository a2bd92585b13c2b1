import { createHash, randomUUID } from 'node:crypto';

// Every outbox notice's dedupe key is built here, so the code that writes a key and the code that finds
// keys by their prefix (stopping a follow removes its queued posts) cannot drift apart.

/** The prefix of every change a watch tells (how many it told in the last hour). */
export const watchChangesPrefix = (watchId: string) => `watch:${watchId}:`;

/** A watch's change, once per version of the watch: two polls that saw the same change write one notice. */
export const watchChangeKey = (watchId: string, version: number) => `${watchChangesPrefix(watchId)}${version}`;

/** Telling a workspace's admins that its service has failed for an hour: once per failing spell. */
export const serviceFailingKey = (teamId: string, since: Date, adminId: string) =>
  `service-failing:${teamId}:${since.getTime()}:${adminId}`;

/** Telling someone who asked for access that they are linked: each link its own. */
export const welcomeKey = () => `welcome:${randomUUID()}`;

/** The prefix of every post a follow queues. */
export const followPostsPrefix = (followId: string) => `follow:${followId}:`;

/** The follow a post's key belongs to; undefined for anything else. */
export const followOfPost = (key: string): string | undefined => /^follow:([^:]+):\d+(?::[0-9a-f]+)?$/.exec(key)?.[1];

/** One new case of a follow, posted once. */
export const followPostKey = (followId: string, caseId: number) => `${followPostsPrefix(followId)}${caseId}`;

/** A change of a followed case (its status and last update as the row said them), posted once. */
export const followChangeKey = (followId: string, caseId: number, what: string) =>
  `${followPostKey(followId, caseId)}:${createHash('sha256').update(what).digest('hex').slice(0, 16)}`;

/** What a follow gathered for a channel that hears from it once per so many minutes (case `0`: no one case). */
export const followGatheredKey = (followId: string, what: string) => followChangeKey(followId, 0, what);

/** The prefix of every post a digest queues. */
export const digestPostsPrefix = (digestId: string) => `digest:${digestId}:`;

/** The digest a post's key belongs to; undefined for anything else. */
export const digestOfPost = (key: string): string | undefined => /^digest:([^:]+):/.exec(key)?.[1];

/** A digest's post for the time it was due (once), or for a Send now press (once per press). */
export const digestPostKey = (digestId: string, when: Date | { pressed: string }) =>
  `${digestPostsPrefix(digestId)}${when instanceof Date ? when.toISOString() : `now-${when.pressed}`}`;

/** A DM to a digest's owner (the service refused its search; it ended): each one its own. */
export const digestOwnerKey = () => `digest-owner:${randomUUID()}`;

/** An aging alert in a workspace's round (its first round's summary, one case, or a batch), told once. */
export const agingPostKey = (teamId: string, round: string, what: string) => `aging:${teamId}:${round}:${what}`;

/** A LIKE pattern for every aging alert of a workspace (turned off: those waiting go). */
export const agingPostsLike = (teamId: string) => `aging:${teamId}:%`;

/** A DM saying that watches ended: each one its own. */
export const watchesEndedKey = () => `ended:${randomUUID()}`;

/** A DM saying that follows ended: each one its own. */
export const followsEndedKey = () => `follow-ended:${randomUUID()}`;

/**
 * The DM telling someone the cards they shared in a channel now shared with another organisation stopped:
 * one per person and set of cards, so the event and a delivery ending them at once on two replicas tell once.
 */
export const sharedChannelCardsKey = (channelId: string, sharedBy: string, cardIds: string[]) =>
  `cards-ended:${createHash('sha256')
    .update([channelId, sharedBy, ...[...cardIds].sort()].join('\u0000'))
    .digest('hex')}`;

/** The prefix of everything a live card queues (its updates, its thread replies, its ending). */
const liveCardPrefix = (cardId: string) => `card:${cardId}:`;

/** A live card's change, once per version: the card updated in place, its thread told, its channel's topic set. */
export const liveCardKey = (
  cardId: string,
  version: number,
  what: 'update' | 'reply' | 'topic' | 'archive' | 'canvas',
) => `${liveCardPrefix(cardId)}${version}:${what}`;

/** A shared card of a case, updated once to name the case's new channel. */
export const liveCardChannelKey = (cardId: string, channelId: string) =>
  `${liveCardPrefix(cardId)}channel-${channelId}:update`;

/** A LIKE pattern for a card's updates (a newer one makes a waiting one pointless). */
export const liveCardUpdatesLike = (cardId: string) => `${liveCardPrefix(cardId)}%:update`;

/** A live card's ending, said on it once. */
export const liveCardEndKey = (cardId: string) => `${liveCardPrefix(cardId)}end`;

/** The card a notice's key belongs to; undefined for anything else. */
export const cardOfNotice = (key: string): string | undefined => /^card:([^:]+):/.exec(key)?.[1];

/** What a notice tells, from its key: the `name` of its delivery's log line and metric. */
export function deliveryNameOf(
  key: string,
): 'watch' | 'follow' | 'digest' | 'aging' | 'ended' | 'admin_alert' | 'live_card' | 'welcome' | 'other' {
  if (key.startsWith('watch:')) return 'watch';
  if (key.startsWith('follow:')) return 'follow';
  if (key.startsWith('digest:') || key.startsWith('digest-owner:')) return 'digest';
  if (key.startsWith('aging:')) return 'aging';
  if (key.startsWith('ended:') || key.startsWith('follow-ended:') || key.startsWith('cards-ended:')) return 'ended';
  if (key.startsWith('service-failing:')) return 'admin_alert';
  if (key.startsWith('card:')) return 'live_card';
  if (key.startsWith('welcome:')) return 'welcome';
  return 'other';
}

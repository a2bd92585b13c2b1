import { createHash } from 'node:crypto';

// A live card's notice keys (its case channel's topic, canvas and archive reminder among them): written
// here, found by their prefix here.

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

/**
 * The DM telling someone the cards they put in a channel stopped (it became shared with another
 * organisation, or was archived): one per person, channel and set of cards, so the event and a delivery
 * ending them at once on two replicas tell once.
 */
export const channelCardsEndedKey = (channelId: string, sharedBy: string, cardIds: string[]) =>
  `cards-ended:${createHash('sha256')
    .update([channelId, sharedBy, ...[...cardIds].sort()].join('\u0000'))
    .digest('hex')}`;

/** How a live card's notices read in delivery's log lines and metrics. */
export const LIVE_CARD_KEYS = [
  { prefix: 'card:', name: 'live_card' },
  { prefix: 'cards-ended:', name: 'ended' },
] as const;

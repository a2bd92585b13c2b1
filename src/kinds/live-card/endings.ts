import { type CardEnd, endedCard } from './card-blocks';
import type { Translator } from '../../i18n/translate';
import { type CardEndReason, type EndNotice, MAX_LIVE_CARDS_PER_CHANNEL, MAX_LIVE_CARDS_PER_WORKSPACE } from './store';
import { liveCardEndKey } from './keys';

/** Endings Slack could not show on the card (it is gone, or casebot may not touch it): nothing is queued. */
const UNSAID: ReadonlySet<CardEndReason> = new Set(['deleted', 'left_channel', 'shared_channel']);

/**
 * How a card's ending is said on it, in the channel's language (the workspace's): the card as it was,
 * its live line replaced by why it stopped. `by`: who pressed Stop updating.
 */
export function cardEnding(tr: Translator, by?: string): EndNotice {
  return (card, reason) => {
    if (UNSAID.has(reason)) return undefined;
    return {
      dedupeKey: liveCardEndKey(card.id),
      slackUserId: null,
      channelId: card.channelId,
      action: 'update',
      targetTs: card.messageTs,
      message: endedCard(card.message, tr, endOf(reason, by)),
    };
  };
}

function endOf(reason: CardEndReason, by: string | undefined): CardEnd {
  switch (reason) {
    case 'stopped':
      return { reason, by: by ?? '' };
    case 'cap_channel':
      return { reason, max: MAX_LIVE_CARDS_PER_CHANNEL };
    case 'cap_workspace':
      return { reason, max: MAX_LIVE_CARDS_PER_WORKSPACE };
    case 'deleted':
    case 'left_channel':
    case 'shared_channel':
      // Never said (see UNSAID); typed for completeness.
      return { reason: 'disconnected' };
    default:
      return { reason };
  }
}

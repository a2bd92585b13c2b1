import type { CaseChannel, CaseChannelStore } from './case-channel-store';
import type { EndNotice, LiveCard, LiveCardStore } from './store';
import type { NoticeInput } from '../../spine/outbox';

export type { CaseChannel } from './case-channel-store';
export type { EndNotice, LiveCard } from './store';

/** A card just posted that casebot keeps true: where it is, which case, what it showed. */
export type NewLiveCard = Pick<
  LiveCard,
  'teamId' | 'channelId' | 'messageTs' | 'caseId' | 'caseNumber' | 'sharedBy' | 'kind' | 'seen' | 'message'
>;

interface LiveCardsDeps {
  cards: LiveCardStore;
  caseChannels: CaseChannelStore;
  /** Sends a workspace's waiting notices now (an ending said on a card at once, not at the next poll). */
  deliverSoon: (teamId: string) => void;
}

/**
 * Cards that stay true, as listeners ask for them: start keeping a posted card true, stop (Stop updating,
 * casebot removed from a channel, a channel archived), and a case's own channel (one per case, claimed
 * before it is made). No Slack here: what writes into Slack does it through a port (`case-channel.ts`,
 * `sharing.ts`) or the outbox.
 */
export function createLiveCards(deps: LiveCardsDeps) {
  const { cards, caseChannels } = deps;
  return {
    async start(card: NewLiveCard, ending: EndNotice): Promise<LiveCard> {
      const added = await cards.addLiveCard(card, ending);
      deps.deliverSoon(card.teamId);
      return added;
    },

    /** Stop updating on a card: `stopped`, or `not_live` when casebot no longer keeps it true. */
    async stop(teamId: string, channelId: string, messageTs: string, ending: EndNotice) {
      const card = await cards.cardAt(teamId, channelId, messageTs);
      if (!card) return { kind: 'not_live' as const };
      const ended = await cards.endCards(teamId, { id: card.id }, 'stopped', ending);
      if (ended.length === 0) return { kind: 'not_live' as const };
      deps.deliverSoon(teamId);
      return { kind: 'stopped' as const, card };
    },

    /** casebot is no longer in a channel (removed, or the channel archived): nothing there is kept true. */
    async channelGone(teamId: string, channelId: string) {
      const ended = await cards.endCards(teamId, { channelId }, 'left_channel');
      const forgotten = await caseChannels.forget(teamId, channelId);
      return { ended: ended.length, caseChannel: forgotten };
    },

    /** The cards kept true in a channel (a channel that became shared: whom to tell). */
    cardsIn: (teamId: string, channelId: string) => cards.cardsOf(teamId, { channelId }),

    /** A case's channel, made or being made; claims the making when there is none. */
    claimChannel: (input: Pick<CaseChannel, 'teamId' | 'caseId' | 'caseNumber' | 'channelName' | 'createdBy'>) =>
      caseChannels.claim(input),
    settleChannel: (teamId: string, caseId: number, channelId: string, name: string) =>
      caseChannels.settle(teamId, caseId, channelId, name),
    releaseChannel: (teamId: string, caseId: number) => caseChannels.release(teamId, caseId),
    canvasMade: (teamId: string, caseId: number, canvasId: string) => caseChannels.canvasMade(teamId, caseId, canvasId),
    channelOf: (teamId: string, caseId: number) => caseChannels.channelOf(teamId, caseId),
    channelsOf: (teamId: string, caseIds: number[]) => caseChannels.channelsOf(teamId, caseIds),
    /** The cards of a case kept true anywhere in the workspace. */
    cardsOfCase: (teamId: string, caseId: number) => cards.cardsOf(teamId, { caseId }),

    /** A card's change queued in the outbox (a shared card naming its case's new channel), sent soon. */
    async queue(teamId: string, notice: NoticeInput): Promise<void> {
      await cards.queueNotice(teamId, notice);
      deps.deliverSoon(teamId);
    },
  };
}

export type LiveCards = ReturnType<typeof createLiveCards>;

import type { Kysely } from 'kysely';
import { notice } from '../../blocks/notices';
import type { Database } from '../../workspaces/database';
import { dueInTurns, type Ending, type EndWhy } from '../kind';
import type { KindFrame } from '../module';
import { ownersIn } from '../owners';
import type { CaseChannelStore } from './case-channel-store';
import { cardChecker } from './check';
import { cardEnding } from './endings';
import { cardOfNotice, channelCardsEndedKey, LIVE_CARD_KEYS } from './keys';
import type { CardEndReason, LiveCard, LiveCardStore } from './store';

type CardCheckDeps = Parameters<typeof cardChecker>[0];

/** What a card's check means to the poll: a change (or an ending said on it) queued is told. */
/** Why a card ended, as it is said on it (or not: a channel casebot is out of, or shared, hears nothing). */
const REASON: Record<EndWhy, CardEndReason> = {
  unlinked: 'unlinked',
  left_workspace: 'left_workspace',
  disconnected: 'disconnected',
  uninstalled: 'disconnected',
  shared_channel: 'shared_channel',
  channel_gone: 'left_channel',
  cannot_post: 'left_channel',
  refused: 'refused',
};

/** The DM to each person whose cards in a channel stopped, when nothing can be said on them there. */
const CHANNEL_DM: Partial<Record<EndWhy, string>> = {
  shared_channel: 'live.endedSharedChannel',
  channel_gone: 'live.endedChannelGone',
};

/**
 * Live cards: a card shared into a channel (or a case channel's own card, topic and canvas) kept true,
 * checked as the person who put it there; two calls a check (the case, its row).
 */
export function liveCardKind(
  deps: CardCheckDeps & { db: Kysely<Database>; cards: LiveCardStore; caseChannels: CaseChannelStore },
): KindFrame {
  const { cards, caseChannels } = deps;
  const { checkCard } = cardChecker(deps);
  return {
    keys: LIVE_CARD_KEYS,
    onRefused(teamId, refused, refusal) {
      const cardId = cardOfNotice(refused.key);
      if (!cardId) return undefined;
      // A canvas gone is forgotten (no edit is queued for it again); its card goes on.
      if (refused.action === 'canvas')
        return refusal === 'canvas_gone' ? () => caseChannels.forgetCanvas(teamId, refused.targetTs ?? '') : undefined;
      // Its message is gone: it stops, nothing said.
      if (refusal === 'card_gone') return async () => void (await cards.endCards(teamId, { id: cardId }, 'deleted'));
      // casebot is out of its channel: everything told there ends.
      if (refusal === 'channel_refused' && refused.channelId)
        return { which: { channelId: refused.channelId }, why: 'channel_gone' };
      return undefined;
    },
    postsInChannels: true,
    callsEach: 2,
    caseRows: { table: 'live_cards', person: 'shared_by' },
    async due(round, limit) {
      return dueInTurns(
        await cards.dueCards(round.teamId, limit, round.filter),
        (card) => card.sharedBy,
        checkCard,
        (card) => cards.markRefused(card),
      );
    },
    ownersOf: (teamId, which) =>
      ownersIn(deps.db, 'live_cards', { owner: 'shared_by', id: 'id', channel: true }, teamId, which),
    end: (ending) => endCards(cards, caseChannels, ending),
  };
}

async function endCards(cards: LiveCardStore, caseChannels: CaseChannelStore, ending: Ending): Promise<number> {
  const { teamId, which, why, trOf, channelTr, ref } = ending;
  const filter =
    'person' in which
      ? { sharedBy: which.person }
      : 'channelId' in which
        ? { channelId: which.channelId }
        : 'ids' in which
          ? { ids: which.ids }
          : {};
  // Said on each card, in the channel's language, unless nothing can be said (uninstalled).
  const said = why === 'uninstalled' ? undefined : cardEnding(channelTr);
  const ended = await cards.endCards(teamId, filter, REASON[why], said);
  if ('channelId' in which && why === 'channel_gone') await caseChannels.forget(teamId, which.channelId);
  const dm = CHANNEL_DM[why];
  if (dm && trOf && 'channelId' in which) {
    const bySharer = new Map<string, LiveCard[]>();
    for (const card of ended) bySharer.set(card.sharedBy, [...(bySharer.get(card.sharedBy) ?? []), card]);
    for (const [sharer, theirs] of bySharer) {
      const cases = [...new Set(theirs.map((c) => `#${c.caseNumber}`))].slice(0, 10).join(', ');
      await cards.queueNotice(teamId, {
        dedupeKey: channelCardsEndedKey(
          which.channelId,
          sharer,
          theirs.map((c) => c.id),
        ),
        slackUserId: sharer,
        channelId: null,
        message: notice(trOf(sharer).t(dm as 'live.endedSharedChannel', { cases, channel: `<#${which.channelId}>` })),
        ...(ref ? { ref } : {}),
      });
    }
  }
  return ended.length;
}

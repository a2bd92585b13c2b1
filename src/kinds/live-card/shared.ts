import type { CaseView } from '../../cases/case-service';
import { channelCard } from '../../listeners/cards';
import type { SharedCard, SharedKeeping } from '../surfaces';
import { keptLive, notKeptLive } from './card-blocks';
import { cardEnding } from './endings';
import type { LiveCards } from './use-cases';

/** What a live card shows of its case when it is posted: what its first check compares with. */
export function seenOf(view: CaseView) {
  return {
    status: view.details.status,
    priority: view.facts?.priority ?? '',
    lastUpdated: view.facts?.lastUpdated ?? '',
    noteIds: view.details.notes.map((n) => n.id),
  };
}

/**
 * Share keeping a card true: where the workspace wants shared cards kept up to date and the card goes
 * into a channel (a DM's card is only the two people's), casebot posts it with its live line and Stop
 * updating, and keeps it true from then on, as the person who shared it; undefined elsewhere.
 */
export function keepShared(liveCards: Pick<LiveCards, 'start'>, shared: SharedCard): SharedKeeping | undefined {
  const { view, settings, channelTr, sharedBy, channelId, lines } = shared;
  if (!settings.keepCardsTrue || channelId.startsWith('D')) return undefined;
  const kept = keptLive(channelTr, { version: 0 }, settings.timeZone);
  const card = channelCard(view, settings, channelTr, sharedBy, { kept, lines });
  return {
    card,
    // Where Slack will not take casebot's post: the card says it is not kept up to date, and how to change that.
    notKept: channelCard(view, settings, channelTr, sharedBy, { kept: notKeptLive(channelTr), lines }),
    kept: async (messageTs) => {
      const live = { caseId: view.details.id, caseNumber: view.details.caseNumber, sharedBy, seen: seenOf(view) };
      const at = { teamId: settings.workspaceId, channelId, messageTs };
      await liveCards.start({ ...live, ...at, kind: 'shared', message: card }, cardEnding(channelTr));
    },
  };
}

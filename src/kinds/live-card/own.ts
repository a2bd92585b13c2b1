import type { ModuleParts } from '../surfaces';
import type { CaseChannelStore } from './case-channel-store';
import type { LiveCardStore } from './store';
import { createLiveCards } from './use-cases';

/** What live cards' surfaces reach: the cards kept true and cases' own channels. */
export function liveCardOwn(parts: ModuleParts<{ cards: LiveCardStore; caseChannels: CaseChannelStore }>) {
  const { cards, caseChannels } = parts.stores;
  return { liveCards: createLiveCards({ cards, caseChannels, deliverSoon: parts.deliverSoon }) };
}

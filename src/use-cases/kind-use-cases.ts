import type { ChannelQuietStore } from '../kinds/channel-quiet';
import type { CaseChannelStore } from '../kinds/live-card/case-channel-store';
import type { LiveCardStore } from '../kinds/live-card/store';
import type { ModuleParts } from '../kinds/surfaces';
import { type ChannelNoise, createChannelNoise } from './channel-noise';
import { createLiveCards, type LiveCards } from '../kinds/live-card/use-cases';

/** What people set up of each kind, as the listeners reach it: one use case each, no raw store. */
export interface KindUseCases {
  /** Less noise per channel: news in threads only, follows' posts gathered. */
  noise: ChannelNoise;
  /** Cards that stay true and cases' own channels. */
  liveCards: LiveCards;
}

/** The kinds' use cases, built once over their stores (compose.ts). */
export function createKindUseCases(
  parts: ModuleParts<{
    quiet: ChannelQuietStore;
    cards: LiveCardStore;
    caseChannels: CaseChannelStore;
  }>,
): KindUseCases {
  const { stores, audit, deliverSoon } = parts;
  const { quiet, cards, caseChannels } = stores;
  return {
    noise: createChannelNoise({ quiet, audit }),
    liveCards: createLiveCards({ cards, caseChannels, deliverSoon }),
  };
}

import type { ModuleParts } from '../kinds/surfaces';
import { type AgingSettingsUseCase, createAgingSettings } from './aging-settings';
import { type ChannelNoise, createChannelNoise } from './channel-noise';
import { createLiveCards, type LiveCards } from './live-cards';

/** What people set up of each kind, as the listeners reach it: one use case each, no raw store. */
export interface KindUseCases {
  /** A workspace's aging alerts as an admin sets them on App Home. */
  agingSettings: AgingSettingsUseCase;
  /** Less noise per channel: news in threads only, follows' posts gathered. */
  noise: ChannelNoise;
  /** Cards that stay true and cases' own channels. */
  liveCards: LiveCards;
}

/** The kinds' use cases, built once over their stores (compose.ts). */
export function createKindUseCases(parts: ModuleParts): KindUseCases {
  const { stores, audit, deliverSoon } = parts;
  const { aging, quiet, cards, caseChannels } = stores;
  return {
    agingSettings: createAgingSettings({ aging, audit }),
    noise: createChannelNoise({ quiet, audit }),
    liveCards: createLiveCards({ cards, caseChannels, deliverSoon }),
  };
}

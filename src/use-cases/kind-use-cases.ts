import type { ChannelQuietStore } from '../kinds/channel-quiet';
import type { ModuleParts } from '../kinds/surfaces';
import { type ChannelNoise, createChannelNoise } from './channel-noise';

/** What people set up of each kind, as the listeners reach it: one use case each, no raw store. */
export interface KindUseCases {
  /** Less noise per channel: news in threads only, follows' posts gathered. */
  noise: ChannelNoise;
}

/** The kinds' use cases, built once over their stores (compose.ts). */
export function createKindUseCases(parts: ModuleParts<{ quiet: ChannelQuietStore }>): KindUseCases {
  const { stores, audit } = parts;
  return { noise: createChannelNoise({ quiet: stores.quiet, audit }) };
}

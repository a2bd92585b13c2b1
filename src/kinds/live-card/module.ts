import type { ChannelQuietStore } from '../channel-quiet';
import type { KindModule } from '../module';
import { createCaseChannelStore, type CaseChannelStore } from './case-channel-store';
import { liveCardKind } from './kind';
import { createLiveCardStore, type LiveCardStore } from './store';

/**
 * Cards kept true (a shared card, a case channel's pinned card and canvas) and cases' own channels. Its
 * surfaces (Share's keeping, Open a channel, Stop updating, Archive channel) are not part of the module yet.
 */
export const liveCardModule: KindModule<
  { cards: LiveCardStore; caseChannels: CaseChannelStore },
  { quiet: ChannelQuietStore }
> = {
  name: 'live_card',
  table: 'live_cards',
  stores: (db, { now, caseChannelCaps }) => ({
    cards: createLiveCardStore(db, now ? { now } : {}),
    caseChannels: createCaseChannelStore(db, {
      ...(now ? { now } : {}),
      ...(caseChannelCaps ? { caps: caseChannelCaps } : {}),
    }),
  }),
  kind: liveCardKind,
};

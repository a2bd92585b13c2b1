import type { ChannelQuietStore } from '../channel-quiet';
import type { KindModule } from '../module';
import { registerLiveCardActions } from './actions';
import { createCaseChannelStore, type CaseChannelStore } from './case-channel-store';
import { liveCardKind } from './kind';
import { liveCardOwn } from './own';
import { createLiveCardStore, type LiveCardStore } from './store';

/**
 * Cards kept true (a shared card, a case channel's pinned card and canvas) and cases' own channels: Stop
 * updating on a card and Archive channel in a case's channel. (Share keeping a card true and Open a
 * channel are not part of the module yet.)
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
  surfaces(deps, parts) {
    const { liveCards } = liveCardOwn(parts);
    return { register: (app) => registerLiveCardActions(app, deps, liveCards) };
  },
};

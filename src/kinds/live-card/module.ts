import { LIVE_CARD_MIGRATIONS } from './migrations';
import type { ChannelQuietStore } from '../channel-quiet';
import type { KindModule } from '../module';
import { registerLiveCardActions } from './actions';
import { registerCaseChannelActions } from './channel-actions';
import { CASE_CHANNEL_SCOPES, LiveCardId } from './ids';
import { channelCommand } from './open-channel';
import { keepShared } from './shared';
import { caseChannelLine } from './channel-blocks';
import {
  CASE_CHANNEL_ENVIRONMENT,
  capsFrom,
  createCaseChannelStore,
  type CaseChannelStore,
} from './case-channel-store';
import { liveCardKind } from './kind';
import { liveCardOwn } from './own';
import { createLiveCardStore, type LiveCardStore } from './store';

/**
 * Cards kept true (a shared card, a case channel's pinned card and canvas) and cases' own channels: Open
 * a channel (on a reader's card, in the side panel, `/case 1234 channel`, and its modal), Stop updating on
 * a card and Archive channel in a case's channel, and Share keeping a card true (`keepShared`).
 */
export const liveCardModule: KindModule<
  { cards: LiveCardStore; caseChannels: CaseChannelStore },
  { quiet: ChannelQuietStore }
> = {
  name: 'live_card',
  table: 'live_cards',
  migrations: LIVE_CARD_MIGRATIONS,
  // How many case channels there may be, and how fast they are made (CASEBOT_CASE_CHANNELS_*).
  environment: CASE_CHANNEL_ENVIRONMENT,
  stores: (db, { now, env }) => ({
    cards: createLiveCardStore(db, now ? { now } : {}),
    caseChannels: createCaseChannelStore(db, { ...(now ? { now } : {}), caps: capsFrom(env) }),
  }),
  kind: liveCardKind,
  ids: LiveCardId,
  caseWords: ['channel'],
  // What it can do only where an admin granted more (the manifest's `bot_optional`).
  optionalFeatures: [
    // A case's own channel: made, people invited, its card pinned, its link bookmarked.
    { words: 'scopes.caseChannels', scopes: CASE_CHANNEL_SCOPES },
    // A case channel's canvas.
    { words: 'scopes.canvases', scopes: ['canvases:write'] },
    // Cards kept true in channels casebot is not in, and told once after a crash.
    { words: 'scopes.liveCards', scopes: ['chat:write.public', 'channels:history', 'groups:history'] },
  ],
  usage: 'usage.channel',
  surfaces(deps, parts) {
    const { liveCards } = liveCardOwn(parts);
    return {
      caseCommand: (asked) => channelCommand({ logger: deps.logger, liveCards }, asked),
      // The case's own channel, named on every card, side panel and Home row of the case.
      async caseLines({ teamId, caseIds, tr }) {
        const channels = await liveCards.channelsOf(teamId, [...caseIds]);
        return new Map([...channels].map(([caseId, channel]) => [caseId, [caseChannelLine(tr, channel)]]));
      },
      // Open a channel, on a reader's card and in the side panel, until the case has one (then it is named).
      async caseActions({ teamId, caseId, tr }) {
        if (await liveCards.channelOf(teamId, caseId)) return [];
        return [{ text: tr.t('button.openChannel'), card: LiveCardId.openChannel, panel: LiveCardId.panelChannel }];
      },
      keepShared: (shared) => keepShared(liveCards, shared),
      register(app) {
        registerLiveCardActions(app, deps, liveCards);
        registerCaseChannelActions(app, deps, liveCards);
      },
    };
  },
};

import type { App } from '@slack/bolt';
import { endSharedChannel } from '../../watch/shared-channel';
import type { ListenerDeps } from '../deps';
import { newReference } from '../../spine/errors';
import { installationOf } from '../identity';
import { logOutcome } from '../../spine/serve';

/**
 * `channel_shared`: a channel casebot is in is now shared with another organisation. What casebot
 * posts there unasked (follows, cards kept true) ends at once by the one rule (`endSharedChannel`),
 * unless the workspace allows such channels. `channel_unshared`: asked of Slack again next time.
 */
export function registerChannelSharedEvents(app: App, deps: ListenerDeps): void {
  app.event('channel_shared', async ({ event, body, client }) => {
    const target = installationOf(body);
    const key = target.teamId ?? target.enterpriseId ?? '';
    const who = { teamId: target.teamId, enterpriseId: target.enterpriseId, userId: '' };
    const started = performance.now();
    const ref = newReference();
    deps.channels.forget(key, event.channel);
    const workspace = await deps.workspaceSettings.workspace(key).catch(() => undefined);
    const settings = { workspaceId: key, allowSharedChannels: workspace?.allowSharedChannels ?? false };
    const ended = await endSharedChannel(
      {
        followsIn: (teamId, channelId) => deps.following.list(teamId, channelId),
        cardsIn: (teamId, channelId) => deps.liveCards.cardsIn(teamId, channelId),
        endFollows: (teamId, channelId, tell) =>
          deps.following.endInSharedChannel({ workspaceId: teamId, allowSharedChannels: false }, channelId, tell),
        endCards: (teamId, channelId, tell) => deps.liveCards.endInSharedChannel(teamId, channelId, tell),
        languageOf: (userId) => deps.languageFor(client, key, userId),
      },
      settings,
      event.channel,
      ref,
    );
    logOutcome(
      deps,
      { kind: 'event', name: 'channel_shared', who },
      ref,
      ended.follows.length + ended.cards.length > 0 ? 'shared_channel' : 'ok',
      Math.round(performance.now() - started),
    );
  });

  app.event('channel_unshared', async ({ event, body }) => {
    const target = installationOf(body);
    deps.channels.forget(target.teamId ?? target.enterpriseId ?? '', event.channel);
  });
}

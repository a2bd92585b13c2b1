import type { App } from '@slack/bolt';
import { followsEnded } from '../../blocks/follow';
import { translator } from '../../i18n/translate';
import { followsEndedKey } from '../../watch/notice-keys';
import type { ListenerDeps } from '../deps';
import { newReference } from '../errors';
import { installationOf } from '../identity';
import { logOutcome } from '../serve';

/**
 * `channel_shared`: a channel casebot is in is now shared with another organisation. What casebot
 * posts there unasked (follows) ends, unless the workspace allows such channels, and each person who set
 * one up is told once, in their language. `channel_unshared`: asked of Slack again next time.
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
    const langs = new Map<string, Awaited<ReturnType<ListenerDeps['languageFor']>>>();
    for (const follow of await deps.following.list(key, event.channel)) {
      if (!langs.has(follow.createdBy))
        langs.set(follow.createdBy, await deps.languageFor(client, key, follow.createdBy));
    }
    const ended = await deps.following.endInSharedChannel(settings, event.channel, (creator, theirs) => ({
      dedupeKey: followsEndedKey(),
      slackUserId: creator,
      channelId: null,
      message: followsEnded(translator(langs.get(creator) ?? 'en'), 'shared_channel', theirs),
      ref,
    }));
    logOutcome(
      deps,
      { kind: 'event', name: 'channel_shared', who },
      ref,
      ended.length > 0 ? 'shared_channel' : 'ok',
      Math.round(performance.now() - started),
    );
  });

  app.event('channel_unshared', async ({ event, body }) => {
    const target = installationOf(body);
    deps.channels.forget(target.teamId ?? target.enterpriseId ?? '', event.channel);
  });
}

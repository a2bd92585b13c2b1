import type { App } from '@slack/bolt';
import type { ListenerDeps } from '../deps';
import { installationOf } from '../identity';
import { witness } from '../../spine/serve';

/**
 * `channel_shared`: a channel casebot is in is now shared with another organisation. What casebot
 * posts there unasked (every kind: follows, cards kept true, digests, aging alerts) ends at once by the
 * ending rules (`kinds/rules.ts`, the same a delivery uses), unless the workspace allows such channels. `channel_unshared`:
 * asked of Slack again next time.
 */
export function registerChannelSharedEvents(app: App, deps: ListenerDeps): void {
  app.event('channel_shared', async ({ event, body, client }) => {
    const target = installationOf(body);
    const key = target.teamId ?? target.enterpriseId ?? '';
    const who = { teamId: target.teamId, enterpriseId: target.enterpriseId, userId: '' };
    await witness(deps, { kind: 'event', name: 'channel_shared', who, client }, async (ref) => {
      deps.channels.forget(key, event.channel);
      const workspace = await deps.workspaceSettings.workspace(key).catch(() => undefined);
      const settings = { workspaceId: key, allowSharedChannels: workspace?.allowSharedChannels ?? false };
      const ended = await deps.endings.sharedChannel(client, settings, event.channel, ref);
      return Object.values(ended).some((n) => n > 0) ? 'shared_channel' : 'ok';
    });
  });

  app.event('channel_unshared', async ({ event, body, client }) => {
    const target = installationOf(body);
    const who = { teamId: target.teamId, enterpriseId: target.enterpriseId, userId: '' };
    await witness(deps, { kind: 'event', name: 'channel_unshared', who, client }, async () => {
      deps.channels.forget(target.teamId ?? target.enterpriseId ?? '', event.channel);
      return 'ok';
    });
  });
}

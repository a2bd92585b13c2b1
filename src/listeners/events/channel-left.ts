import type { App, webApi } from '@slack/bolt';
import type { ListenerDeps } from '../deps';
import { installationOf } from '../identity';
import { witness } from '../../spine/serve';

/**
 * casebot is out of a channel: removed from it (`channel_left`, `group_left`, or `member_left_channel`
 * naming casebot itself), or the channel is archived or deleted. Everything casebot told there unasked
 * ends by the ending rules (cards, follows, digests, aging alerts), each person who set one up told once by
 * DM (nothing can be said in the channel: Slack would refuse it), and a case channel is forgotten, so its
 * case may have a new one. Run through the runner: a reference, one outcome line.
 */
export function registerChannelLeftEvents(app: App, deps: ListenerDeps): void {
  const gone = (body: unknown, channel: string, name: string, client: webApi.WebClient) => {
    const target = installationOf(body);
    const who = { teamId: target.teamId, enterpriseId: target.enterpriseId, userId: '' };
    return witness(deps, { kind: 'event', name, who, client }, async (ref) => {
      const ended = await deps.endings.channelGone(client, target.teamId ?? target.enterpriseId ?? '', channel, ref);
      return Object.values(ended).some((n) => n > 0) ? 'cards_ended' : 'ok';
    });
  };
  for (const name of [
    'channel_left',
    'group_left',
    'channel_archive',
    'group_archive',
    'channel_deleted',
    'group_deleted',
  ] as const) {
    app.event(name, async ({ event, body, client }) => gone(body, event.channel, name, client));
  }
  app.event('member_left_channel', async ({ event, body, context, client }) => {
    if (event.user !== context.botUserId) return;
    await gone(body, event.channel, 'member_left_channel', client);
  });
}

import type { App } from '@slack/bolt';
import type { ListenerDeps } from '../deps';
import { newReference } from '../../spine/errors';
import { installationOf } from '../identity';
import { logOutcome } from '../../spine/serve';

/**
 * casebot is out of a channel: removed from it (`channel_left`, `group_left`, or `member_left_channel`
 * naming casebot itself), or the channel is archived or deleted. Nothing there is kept true any more
 * (nothing can be said on the cards: Slack would refuse it), and a case channel is forgotten, so its case
 * may have a new one.
 */
export function registerChannelLeftEvents(app: App, deps: ListenerDeps): void {
  const gone = async (body: unknown, channel: string, name: string) => {
    const target = installationOf(body);
    const key = target.teamId ?? target.enterpriseId ?? '';
    const started = performance.now();
    const ended = await deps.liveCards.channelGone(key, channel);
    const who = { teamId: target.teamId, enterpriseId: target.enterpriseId, userId: '' };
    const outcome = ended.ended > 0 || ended.caseChannel ? 'cards_ended' : 'ok';
    logOutcome(deps, { kind: 'event', name, who }, newReference(), outcome, Math.round(performance.now() - started));
  };
  for (const name of [
    'channel_left',
    'group_left',
    'channel_archive',
    'group_archive',
    'channel_deleted',
    'group_deleted',
  ] as const) {
    app.event(name, async ({ event, body }) => gone(body, event.channel, name));
  }
  app.event('member_left_channel', async ({ event, body, context }) => {
    if (event.user !== context.botUserId) return;
    await gone(body, event.channel, 'member_left_channel');
  });
}

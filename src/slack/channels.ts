import type { webApi } from '@slack/bolt';
import { LruCache } from '../lib/lru';
import { withTimeout } from '../lib/with-timeout';
import { errorForLog } from '../lib/errors';
import type { Logger } from '../logging';

/**
 * Who a conversation reaches: only this organisation, another organisation too (Slack Connect), or
 * `unknown` (Slack did not say, or casebot may not ask).
 */
type Reach = 'internal' | 'external' | 'unknown';

interface ChannelReachOptions {
  /** How long Slack's answer is believed (a channel becoming shared is also told by channel_shared). */
  ttlMs: number;
  timeoutMs: number;
  logger: Logger;
}

/**
 * Whether a conversation is shared with another organisation, from `conversations.info`, cached briefly
 * per workspace and channel. Shared across an Enterprise Grid org only (`is_org_shared`) is internal.
 */
export function createChannelReach(options: ChannelReachOptions) {
  const cache = new LruCache<Reach>(20_000, options.ttlMs);
  const key = (teamId: string, channelId: string) => `${teamId}\u0000${channelId}`;
  return {
    async reach(client: webApi.WebClient, teamId: string, channelId: string): Promise<Reach> {
      const known = cache.get(key(teamId, channelId));
      if (known) return known;
      try {
        const info = await withTimeout(client.conversations.info({ channel: channelId }), options.timeoutMs, 'info');
        const c = info.channel;
        const external =
          c?.is_ext_shared === true ||
          c?.is_pending_ext_shared === true ||
          (c?.is_shared === true && c.is_org_shared !== true);
        const reach: Reach = c ? (external ? 'external' : 'internal') : 'unknown';
        if (reach !== 'unknown') cache.set(key(teamId, channelId), reach);
        return reach;
      } catch (error) {
        options.logger.warn({ team: teamId, channel: channelId, err: errorForLog(error) }, 'conversations.info failed');
        return 'unknown';
      }
    },

    /** Slack said the channel was shared or unshared: ask again next time. */
    forget(teamId: string, channelId: string): void {
      cache.delete(key(teamId, channelId));
    },
  };
}

export type ChannelReach = ReturnType<typeof createChannelReach>;

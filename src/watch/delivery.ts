import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import type { Alerts } from '../workspaces/alerts';
import { inTurns } from '../lib/in-turns';
import { cardOfNotice, deliveryNameOf, followOfPost } from './notice-keys';
import type { Notice, WatchStore } from './watch-store';
import { errorForLog } from '../lib/errors';
import {
  CARD_GONE,
  CHANNEL_REFUSED,
  channelFor,
  findPosted,
  MAX_ATTEMPTS,
  missingScope,
  PERMANENT,
  RATE_LIMITED,
  send,
} from './delivery-slack';
import { slackError } from '../slack/errors';

export { NOTICE_EVENT } from './delivery-slack';

export interface DeliveryOptions {
  /** A claim older than this may be taken over by another poll (a replica that died mid-send). */
  leaseMs: number;
  /** Slack's limit: at most one post a second per channel. */
  channelGapMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Where a scope Slack says casebot lacks is shown to the workspace's admins (App Home). */
  alerts?: Alerts;
  /** Slack refuses a follow's posts for good (casebot is not in the channel, or it is gone). */
  onFollowRefused?: (teamId: string, followId: string, client: webApi.WebClient) => Promise<void>;
  /** Told of each delivery's outcome, for metrics. */
  onDelivered?: (event: DeliveryEvent) => void;
  /** Whether a channel is shared with another organisation (Slack Connect), asked before a post there. */
  reach?: (client: webApi.WebClient, teamId: string, channelId: string) => Promise<'internal' | 'external' | 'unknown'>;
  /** A channel turned out to be shared with another organisation: what posts there ends, its owners told. */
  onChannelShared?: (teamId: string, channelId: string, client: webApi.WebClient) => Promise<void>;
  /**
   * Slack will not take a live card's notices any more: its message is gone (`message`), or casebot is
   * no longer in its channel or the channel is gone (`channel`). The card, or every card there, stops.
   */
  onCardGone?: (teamId: string, where: { cardId: string } | { channelId: string }) => Promise<void>;
}

/** How one notice's delivery ended: posted, given up, or left for a later poll. */
export type DeliveryOutcome = 'sent' | 'dropped' | 'retry';

export interface DeliveryEvent {
  name: ReturnType<typeof deliveryNameOf>;
  outcome: DeliveryOutcome;
}

/** What one process keeps between deliveries: when it last posted to each channel, DM channels opened. */
export interface Delivery {
  leaseMs: number;
  channelGapMs: number;
  lastPost: Map<string, number>;
  dmChannels: Map<string, string>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  alerts: Alerts | undefined;
  onFollowRefused: DeliveryOptions['onFollowRefused'];
  onDelivered: DeliveryOptions['onDelivered'];
  reach: DeliveryOptions['reach'];
  onChannelShared: DeliveryOptions['onChannelShared'];
  onCardGone: DeliveryOptions['onCardGone'];
}

export function createDelivery(options: DeliveryOptions): Delivery {
  return {
    leaseMs: options.leaseMs,
    channelGapMs: options.channelGapMs ?? 1000,
    lastPost: new Map(),
    dmChannels: new Map(),
    now: options.now ?? Date.now,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    alerts: options.alerts,
    onFollowRefused: options.onFollowRefused,
    onDelivered: options.onDelivered,
    reach: options.reach,
    onChannelShared: options.onChannelShared,
    onCardGone: options.onCardGone,
  };
}

/**
 * The one outcome line of a delivery (and its metric): the notice's reference, who or where it went, how
 * it ended, and the calls to the case service made to compose it.
 */
function logDelivery(
  delivery: Delivery,
  logger: Logger,
  notice: Notice,
  outcome: DeliveryOutcome,
  extra: Record<string, unknown> = {},
) {
  const name = deliveryNameOf(notice.key);
  const fields = {
    kind: 'delivery',
    name,
    ref: notice.ref,
    team: notice.teamId,
    ...(notice.channelId ? { channel: notice.channelId } : { user: notice.slackUserId }),
    notice: notice.id,
    outcome,
    attempts: notice.attempts + 1,
    upstreamStatus: notice.upstream.at(-1)?.status,
    upstream: notice.upstream,
    ...extra,
  };
  if (outcome === 'sent') logger.info(fields, `delivery ${name}`);
  else logger.warn(fields, `delivery ${name}`);
  delivery.onDelivered?.({ name, outcome });
}

/**
 * Sends a workspace's waiting notices, each once: a notice is claimed before it is posted and marked
 * sent after; a claim left by a process that died is taken over after the lease, and Slack's history is
 * read first so that a post that landed is not made twice. Stops at the first failure that may pass
 * (the next poll tries again); drops a notice Slack will never take.
 */
export async function deliverNotices(
  delivery: Delivery,
  watches: WatchStore,
  teamId: string,
  client: webApi.WebClient | undefined,
  logger: Logger,
  deadline = Infinity,
  workspace: { allowSharedChannels: boolean } = { allowSharedChannels: false },
): Promise<{ sent: number; dropped: number }> {
  const counts = { sent: 0, dropped: 0 };
  if (!client) return counts;
  const pending = await watches.pendingNotices(teamId);
  for (const notice of inTurns(pending, (n) => n.channelId ?? n.slackUserId ?? '')) {
    // The poll's time is up: the rest goes out with the next poll, in its turn.
    if (delivery.now() > deadline) break;
    // A channel known to have had a post less than its gap ago waits for a later delivery, unclaimed.
    const known = notice.channelId ?? delivery.dmChannels.get(`${teamId}\u0000${notice.slackUserId ?? ''}`);
    const ready = known ? (delivery.lastPost.get(known) ?? 0) + delivery.channelGapMs : 0;
    if (ready > deadline) continue;
    if (!(await watches.claimNotice(notice, delivery.leaseMs))) continue;
    try {
      // Nothing into another organisation's channel unless the workspace allows it; not while Slack cannot say.
      if (notice.channelId && !workspace.allowSharedChannels && delivery.reach) {
        const reach = await delivery.reach(client, teamId, notice.channelId);
        if (reach === 'unknown') {
          await watches.releaseNotice(notice);
          logDelivery(delivery, logger, notice, 'retry', { err: 'channel_reach_unknown' });
          continue;
        }
        if (reach === 'external') {
          await watches.dropNotice(notice.id);
          counts.dropped += 1;
          logDelivery(delivery, logger, notice, 'dropped', { err: 'shared_channel' });
          await delivery
            .onChannelShared?.(teamId, notice.channelId, client)
            .catch((error: unknown) =>
              logger.warn({ team: teamId, channel: notice.channelId, err: errorForLog(error) }, 'follows not ended'),
            );
          continue;
        }
      }
      const channel = await channelFor(delivery.dmChannels, client, teamId, notice);
      if (notice.attempts > 0) {
        const ts = await findPosted(client, channel, notice, logger);
        if (ts) {
          await watches.markSent(notice.id, ts);
          counts.sent += 1;
          logDelivery(delivery, logger, notice, 'sent', { found: 'history' });
          continue;
        }
      }
      const wait = (delivery.lastPost.get(channel) ?? 0) + delivery.channelGapMs - delivery.now();
      if (wait > 0 && delivery.now() + wait > deadline) {
        // Its channel's turn comes after this delivery must end: it goes out next time, untried.
        await watches.releaseNotice(notice);
        continue;
      }
      if (wait > 0) await delivery.sleep(wait);
      delivery.lastPost.set(channel, delivery.now());
      const ts = await send(client, channel, notice);
      await watches.markSent(notice.id, ts);
      counts.sent += 1;
      logDelivery(delivery, logger, notice, 'sent');
    } catch (error) {
      const code = slackError(error);
      const err = errorForLog(error);
      // Slack said it did not post it and when to come back: given back at once, not sent before then;
      // the rest of this workspace's notices wait for a later poll (nothing waits inline).
      const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
      if ((error as { code?: string }).code === 'slack_webapi_rate_limited_error') {
        const seconds = typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : 1;
        await watches.releaseNotice(notice, new Date(delivery.now() + seconds * 1000));
        logDelivery(delivery, logger, notice, 'retry', { err, retryAfterS: seconds });
        break;
      }
      if (code === 'missing_scope') {
        await watches.dropNotice(notice.id);
        counts.dropped += 1;
        await missingScope(delivery.alerts, teamId, notice, error, logger);
        logDelivery(delivery, logger, notice, 'dropped', { err });
        continue;
      }
      if ((code && PERMANENT.has(code)) || notice.attempts + 1 >= MAX_ATTEMPTS) {
        await watches.dropNotice(notice.id);
        counts.dropped += 1;
        logDelivery(delivery, logger, notice, 'dropped', { err });
        const cardId = cardOfNotice(notice.key);
        if (cardId && code && (CARD_GONE.has(code) || CHANNEL_REFUSED.has(code))) {
          const where = CARD_GONE.has(code) ? { cardId } : { channelId: notice.channelId ?? '' };
          await delivery
            .onCardGone?.(teamId, where)
            .catch((error: unknown) =>
              logger.warn({ team: teamId, card: cardId, err: errorForLog(error) }, 'live card not ended'),
            );
        }
        const followId = followOfPost(notice.key);
        if (followId && code && CHANNEL_REFUSED.has(code)) {
          await delivery
            .onFollowRefused?.(teamId, followId, client)
            .catch((error: unknown) =>
              logger.warn({ team: teamId, follow: followId, err: errorForLog(error) }, 'follow not ended'),
            );
        }
        continue;
      }
      logDelivery(delivery, logger, notice, 'retry', { err });
      // Slack asked casebot to slow down, or cannot be reached: the rest waits for the next poll.
      // Anything else is this notice's own trouble: the others go on.
      if (RATE_LIMITED.has((error as { code?: string }).code ?? '') || !code) break;
    }
  }
  return counts;
}

import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import type { Alerts } from '../workspaces/alerts';
import { deliveryNameOf } from './notice-keys';
import type { NoticeOwner } from './notice-owner';
import type { Notice } from './outbox';
import { pause } from '../lib/pause';

// What one process keeps between deliveries, and the one outcome line each delivery writes.

export interface DeliveryOptions {
  /** A claim older than this may be taken over by another poll (a replica that died mid-send). */
  leaseMs: number;
  /** Slack's limit: at most one post a second per channel. */
  channelGapMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Where a scope Slack says casebot lacks is shown to the workspace's admins (App Home). */
  alerts?: Alerts;
  /** Whatever queues notices (each kind of what casebot tells unasked): its keys' names, what Slack's "never" ends. */
  owners?: readonly NoticeOwner[];
  /** Told of each delivery's outcome, for metrics. */
  onDelivered?: (event: DeliveryEvent) => void;
  /** Told of each method Slack rate-limited and casebot now holds, for metrics. */
  onHeld?: (method: string) => void;
  /** Whether a channel is shared with another organisation (Slack Connect), asked before a post there. */
  reach?: (client: webApi.WebClient, teamId: string, channelId: string) => Promise<'internal' | 'external' | 'unknown'>;
  /** A channel turned out to be shared with another organisation: what posts there ends, its owners told. */
  onChannelShared?: (teamId: string, channelId: string, client: webApi.WebClient) => Promise<void>;
}

/** How one notice's delivery ended: posted, given up, or left for a later poll. */
type DeliveryOutcome = 'sent' | 'dropped' | 'retry';

export interface DeliveryEvent {
  name: string;
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
  owners: readonly NoticeOwner[];
  onDelivered: DeliveryOptions['onDelivered'];
  onHeld: DeliveryOptions['onHeld'];
  reach: DeliveryOptions['reach'];
  onChannelShared: DeliveryOptions['onChannelShared'];
}

export function createDelivery(options: DeliveryOptions): Delivery {
  return {
    leaseMs: options.leaseMs,
    channelGapMs: options.channelGapMs ?? 1000,
    lastPost: new Map(),
    dmChannels: new Map(),
    now: options.now ?? Date.now,
    sleep: options.sleep ?? pause,
    alerts: options.alerts,
    owners: options.owners ?? [],
    onDelivered: options.onDelivered,
    onHeld: options.onHeld,
    reach: options.reach,
    onChannelShared: options.onChannelShared,
  };
}

/**
 * The one outcome line of a delivery (and its metric): the notice's reference, who or where it went, how
 * it ended, and the calls to the case service made to compose it.
 */
export function logDelivery(
  delivery: Delivery,
  logger: Logger,
  notice: Notice,
  outcome: DeliveryOutcome,
  extra: Record<string, unknown> = {},
) {
  const name = deliveryNameOf(
    notice.key,
    delivery.owners.flatMap((o) => o.keys),
  );
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

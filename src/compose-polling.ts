import type { webApi } from '@slack/bolt';
import type { Logger } from './logging';
import { adminsToTell } from './slack/admins';
import type { ChannelReach } from './slack/channels';
import { createDelivery, type DeliveryEvent } from './spine/delivery';
import { POST_TIMEOUT_MS } from './slack/clients';
import { createJobQueueScheduler } from './polling/job-queue';
import { createPoller, type PollerDeps } from './polling/poller';
import { DEFAULT_POLL_CALLS_PER_MINUTE, roundOfInterval } from './polling/poll-plan';
import type { PollStateStore } from './polling/poll-state';
import type { ChangeStore } from './polling/change-store';
import { createTimerScheduler } from './polling/scheduler';
import type { Outbox } from './spine/outbox';
import type { Unasked } from './spine/unasked';
import type { Kind } from './kinds/kind';
import type { KindRules } from './kinds/rules';
import type { Alerts } from './workspaces/alerts';
import type { Engine } from './workspaces/database';
import type { HomeData } from './workspaces/home-data';
import type { WorkspaceStore } from './workspaces/store';

export interface PollSettings {
  /** Default interval between two polls of a workspace's watches. */
  intervalMs: number;
  /** Default calls a minute to a workspace's case service. */
  callsPerMinute: number;
  /** pg-boss's schema (PostgreSQL only). */
  jobSchema: string;
  /** Polls run at once per process. */
  concurrency: number;
}

const POLL_DEFAULTS: PollSettings = {
  intervalMs: 300_000,
  callsPerMinute: DEFAULT_POLL_CALLS_PER_MINUTE,
  jobSchema: 'casebot_jobs',
  // Polls at once per process: they mostly wait, paced to each service's cap.
  concurrency: 64,
};

/** The poll settings in effect: casebot's defaults, with what the operator set over them. */
export const pollSettingsOf = (poll: Partial<PollSettings> | undefined): PollSettings => ({
  ...POLL_DEFAULTS,
  ...poll,
});

interface PollingParts {
  /** casebot's Slack client in a workspace (undefined where it has no installation). */
  slackFor: (teamId: string) => Promise<webApi.WebClient | undefined>;
  settings: {
    databaseUrl: string;
    poll?: Partial<PollSettings>;
    /** The Slack client's wait for an unasked post: a claim outlasts it. */
    slackPostTimeoutMs?: number;
  };
  engine: Engine;
  store: WorkspaceStore;
  /** Everything casebot tells unasked, registered, and the rules over them. */
  kinds: readonly Kind[];
  rules: KindRules;
  pollState: PollStateStore;
  changes: ChangeStore;
  outbox: Outbox;
  /** The one way unasked work runs (the same the listeners' Send now uses). */
  unasked: Unasked;
  /** Whether a channel is shared with another organisation (asked of Slack, cached briefly). */
  channels: ChannelReach;
  alerts: Alerts;
  home: HomeData;
  logger: Logger;
  /** Told of each delivery's outcome, and of each method Slack rate-limited, for metrics. */
  onDelivered?: (event: DeliveryEvent) => void;
  onHeld?: (method: string) => void;
  /** Told of each poll: how it ended, how long it took, how many calls it made. */
  onPolled?: PollerDeps['onPolled'];
}

/**
 * What casebot tells unasked, assembled: the poller over the registered kinds (with its delivery and whom
 * to tell when a service fails for an hour) and the scheduler that runs it (in this process on SQLite, a
 * job queue on PostgreSQL).
 */
export function buildPolling(parts: PollingParts) {
  const { slackFor, settings, engine, store, kinds, rules, pollState, alerts, home, logger } = parts;
  const pollSettings = pollSettingsOf(settings.poll);
  const poller = createPoller({
    alerts,
    ...(parts.onPolled ? { onPolled: parts.onPolled } : {}),
    // casebot's own admins and the workspace's (or org's) Slack admins, as access requests reach them.
    adminsOf: (teamId, client) => adminsToTell(home.listAdmins(teamId), client, teamId),
    kinds,
    rules,
    pollState,
    changes: parts.changes,
    outbox: parts.outbox,
    store,
    unasked: parts.unasked,
    slackFor,
    logger,
    defaults: pollSettings,
    // Longer than a send can take (the claim is renewed just before it: the post's own wait, and the write
    // that records it), so a live sender is never taken over.
    delivery: createDelivery({
      leaseMs: Math.min(
        600_000,
        Math.max(5000, pollSettings.intervalMs * 10, (settings.slackPostTimeoutMs ?? POST_TIMEOUT_MS) + 5000),
      ),
      alerts,
      ...(parts.onDelivered ? { onDelivered: parts.onDelivered } : {}),
      ...(parts.onHeld ? { onHeld: parts.onHeld } : {}),
      // Each kind's notices: their names, and what Slack's refusal of one ends.
      owners: rules.owners,
      // Another organisation's channel: what posts there ends, each owner told once.
      reach: (client, teamId, channelId) => parts.channels.reach(client, teamId, channelId),
      onChannelShared: async (teamId, channelId, client) => {
        await rules.sharedChannel(client, { workspaceId: teamId, allowSharedChannels: false }, channelId);
      },
    }),
  });
  const schedulerDeps = {
    poller,
    logger,
    concurrency: pollSettings.concurrency,
    // Often enough that a round starts soon after it is due, whatever a workspace's own interval.
    tickMs: Math.max(200, Math.min(5000, Math.floor(pollSettings.intervalMs / 10))),
    // Two reads whatever the number of workspaces: this runs every few seconds on every replica.
    workspaces: async () => {
      const [teams, intervals] = await Promise.all([
        pollState.workspacesToPoll(rules.tables),
        pollState.pollIntervals(),
      ]);
      return teams.map((teamId) => {
        const own = intervals.get(teamId);
        const intervalMs = own?.intervalMs ?? pollSettings.intervalMs;
        // Where the change detector reads the recent list, a round every half interval (see pollTimes).
        return { teamId, intervalMs: own?.halves ? roundOfInterval(intervalMs, true) : intervalMs };
      });
    },
  };
  const scheduler =
    engine === 'postgres'
      ? createJobQueueScheduler(schedulerDeps, {
          connectionString: settings.databaseUrl,
          schema: pollSettings.jobSchema,
        })
      : createTimerScheduler(schedulerDeps);
  /** A workspace's waiting notices sent now, beside the polls (each notice is claimed: never sent twice). */
  const deliverSoon = (teamId: string) => {
    void poller
      .deliver(teamId)
      .catch((error: unknown) =>
        logger.warn({ team: teamId, err: { name: error instanceof Error ? error.name : 'Error' } }, 'delivery failed'),
      );
  };
  return { poller, scheduler, deliverSoon };
}

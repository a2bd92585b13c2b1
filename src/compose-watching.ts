import type { webApi } from '@slack/bolt';
import type { BindCases } from './cases/case-service';
import type { ChangeStore } from './watch/change-store';
import type { Logger } from './logging';
import { MAX_ADMINS_TOLD, slackAdmins } from './slack/admins';
import type { HomeLookup, LanguageLookup } from './slack/locale';
import type { ChannelReach } from './slack/channels';
import { createDelivery, type DeliveryEvent } from './spine/delivery';
import { endFollows } from './polling/follow-poll';
import { endDigests, sendDigest } from './polling/digest-poll';
import type { Digest } from './watch/digest-store';
import type { SentNow } from './use-cases/digests';
import type { SharedChannelRule } from './watch/shared-channel';
import { POST_TIMEOUT_MS } from './slack/clients';
import type { FollowStore } from './watch/follow-store';
import type { DigestStore } from './watch/digest-store';
import type { ChannelQuietStore } from './watch/channel-quiet';
import type { Preferences } from './workspaces/preferences';
import type { AgingStore } from './watch/aging-store';
import { createJobQueueScheduler } from './polling/job-queue';
import { createPoller, type PollerDeps } from './polling/poller';
import { DEFAULT_POLL_CALLS_PER_MINUTE, roundOfInterval } from './polling/poll-plan';
import { createTimerScheduler } from './polling/scheduler';
import type { WatchStore } from './watch/watch-store';
import type { Outbox } from './spine/outbox';
import type { LiveCardStore } from './watch/live-card-store';
import type { CaseChannelStore } from './watch/case-channel-store';
import type { LiveCards } from './use-cases/live-cards';
import { DEFAULT_CLOSED_STATUSES } from './lib/statuses';
import type { Alerts } from './workspaces/alerts';
import type { Engine } from './workspaces/database';
import type { HomeData } from './workspaces/home-data';
import type { ActingAs } from './spine/acting-as';
import { createUnasked } from './spine/unasked';
export type { CaseChannelCaps } from './watch/case-channel-store';
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

interface WatchingParts {
  /** casebot's Slack client in a workspace (undefined where it has no installation). */
  slackFor: (teamId: string) => Promise<webApi.WebClient | undefined>;
  settings: {
    databaseUrl: string;
    poll?: Partial<PollSettings>;
    closedStatuses?: readonly string[];
    /** The Slack client's wait for an unasked post: a claim outlasts it. */
    slackPostTimeoutMs?: number;
  };
  engine: Engine;
  store: WorkspaceStore;
  watches: WatchStore;
  changes: ChangeStore;
  outbox: Outbox;
  follows: FollowStore;
  digests: DigestStore;
  aging: AgingStore;
  /** Each channel's less noise (news in threads only, follows' posts gathered). */
  quiet: ChannelQuietStore;
  /** Who chose the aging alerts about their own cases by DM too. */
  preferences: Preferences;
  cards: LiveCardStore;
  caseChannels: CaseChannelStore;
  /** The one rule for a channel that became shared with another organisation (built once, in compose.ts). */
  endSharedChannel: SharedChannelRule<webApi.WebClient>;
  /** Cards that stay true, as listeners use them: a card whose message is gone stops. */
  liveCards: Pick<LiveCards, 'cardGone' | 'channelGone' | 'cardsIn' | 'endInSharedChannel'>;
  /** Whether a channel is shared with another organisation (asked of Slack, cached briefly). */
  channels: ChannelReach;
  /** Who is served as whom: the same policy as what people ask. */
  acting: ActingAs<BindCases>;
  languageFor: LanguageLookup;
  homeOf: HomeLookup;
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
 * Watching and following, assembled: the poller (with its delivery and whom to tell when a service fails
 * for an hour) and the scheduler that runs it (in this process on SQLite, a job queue on PostgreSQL).
 */
export function buildWatching(parts: WatchingParts) {
  const { slackFor, settings, engine, store, watches, follows, acting, cards, caseChannels } = parts;
  const { languageFor, homeOf, alerts, home, logger } = parts;
  const pollSettings = pollSettingsOf(settings.poll);
  const unasked = createUnasked({ acting, languageFor, homeOf, logger });
  const followDeps = { follows, unasked };
  const poller = createPoller({
    alerts,
    ...(parts.onPolled ? { onPolled: parts.onPolled } : {}),
    // casebot's own admins and the workspace's (or org's) Slack admins, as access requests reach them.
    adminsOf: async (teamId, client) => {
      const [listed, slack] = await Promise.all([
        home.listAdmins(teamId),
        slackAdmins(client, { org: teamId.startsWith('E') }),
      ]);
      return [...new Set([...listed, ...slack])].slice(0, MAX_ADMINS_TOLD);
    },
    watches,
    changes: parts.changes,
    outbox: parts.outbox,
    follows,
    digests: parts.digests,
    aging: parts.aging,
    quiet: parts.quiet,
    preferences: parts.preferences,
    cards,
    caseChannels,
    closedStatuses: settings.closedStatuses ?? DEFAULT_CLOSED_STATUSES,
    homeOf,
    store,
    unasked,
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
      // Slack refuses a follow's posts for good: the follow ends, and its creator is told why.
      onFollowRefused: (teamId, followId, client) =>
        endFollows(followDeps, client, teamId, 'cannot_post', { id: followId }),
      // And a digest's: it ends, its owner told why.
      onDigestRefused: (teamId, digestId, client) =>
        endDigests({ digests: parts.digests, unasked }, client, teamId, 'cannot_post', { id: digestId }),
      // Another organisation's channel: what posts there ends, each owner told once.
      reach: (client, teamId, channelId) => parts.channels.reach(client, teamId, channelId),
      onChannelShared: async (teamId, channelId, client) => {
        await parts.endSharedChannel(client, { workspaceId: teamId, allowSharedChannels: false }, channelId);
      },
      // A card deleted, or casebot out of its channel: it stops, or every card there does.
      onCardGone: (teamId, where) => parts.liveCards.cardGone(teamId, where),
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
      const [teams, intervals] = await Promise.all([watches.workspacesToPoll(), watches.pollIntervals()]);
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

/**
 * Send now: a digest posted into its channel at once, read as its owner through the same unasked runner
 * as a scheduled one, and delivered now. Built before the poller (the listeners need it); shares nothing
 * with it but the stores.
 */
export function createDigestSender(
  parts: {
    digests: DigestStore;
    aging: AgingStore;
    store: WorkspaceStore;
    acting: ActingAs<BindCases>;
    languageFor: LanguageLookup;
    homeOf: HomeLookup;
    logger: Logger;
  },
  settings: { closedStatuses?: readonly string[] | undefined },
  deliverSoon: (teamId: string) => void,
) {
  const unasked = createUnasked(parts);
  const deps = {
    digests: parts.digests,
    aging: parts.aging,
    unasked,
    closedStatuses: settings.closedStatuses ?? DEFAULT_CLOSED_STATUSES,
  };
  return async (digest: Digest, pressed: string, client: webApi.WebClient): Promise<SentNow> => {
    const workspace = await parts.store.getWorkspace(digest.teamId);
    if (!workspace) return 'unavailable';
    const outcome = await sendDigest(deps, digest, workspace, client, { pressed });
    deliverSoon(digest.teamId);
    if (outcome === 'sent' || outcome === 'quiet') return 'sent';
    if (outcome === 'refused') return 'refused';
    // Stopped meanwhile, or ended because its owner is no longer linked (said in its channel).
    if (outcome === 'taken' || outcome === 'ended') return 'gone';
    return 'unavailable';
  };
}

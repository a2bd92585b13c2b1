import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import type { Alerts } from '../workspaces/alerts';
import type { WorkspaceStore } from '../workspaces/store';
import type { CaseChannelStore } from '../watch/case-channel-store';
import type { LiveCardStore } from '../watch/live-card-store';
import type { HomeLookup } from '../slack/locale';
import type { Delivery } from '../spine/delivery';
import type { FollowStore } from '../watch/follow-store';
import type { DigestStore } from '../watch/digest-store';
import type { ChannelQuietStore } from '../watch/channel-quiet';
import type { Preferences } from '../workspaces/preferences';
import type { AgingStore } from '../watch/aging-store';
import type { PollDefaults } from './poll-plan';
import type { ChangeStore } from '../watch/change-store';
import type { Unasked } from '../spine/unasked';
import type { WatchStore } from '../watch/watch-store';
import type { Outbox } from '../spine/outbox';

/** What one poll of a workspace needs: the stores, the one way unasked work runs, Slack and its clock. */
export interface PollerDeps {
  watches: WatchStore;
  /** What casebot knows of each case's last update, and each workspace's change detector. */
  changes: ChangeStore;
  /** What casebot has to tell, sent once, with Slack's holds beside it. */
  outbox: Outbox;
  follows: FollowStore;
  /** Channels' digests, sent when due. */
  digests: DigestStore;
  /** Each workspace's aging alerts and the breaches told. */
  aging: AgingStore;
  /** Each channel's less noise: news in threads only, follows' posts gathered. */
  quiet: ChannelQuietStore;
  /** Who chose the aging alerts about their own cases by DM too. */
  preferences: Pick<Preferences, 'agingDmOf'>;
  /** Shared cards and case channels kept true. */
  cards: LiveCardStore;
  caseChannels: CaseChannelStore;
  /** Whether a person left the workspace (a live card's sharer). */
  homeOf: HomeLookup;
  /** Statuses that mean a case is closed (CASEBOT_CLOSED_STATUSES). */
  closedStatuses: readonly string[];
  store: WorkspaceStore;
  /** The one way unasked work runs: as whom (the policy), in whose language, with the service bound. */
  unasked: Unasked;
  /** The Slack client that speaks for casebot in a workspace; undefined when casebot has no token there. */
  slackFor: (teamId: string) => Promise<webApi.WebClient | undefined>;
  logger: Logger;
  defaults: PollDefaults;
  delivery: Delivery;
  /** What the admins must fix (a service failing for an hour), shown on their App Home. */
  alerts?: Alerts;
  /** Whom to tell when a workspace's service has failed for an hour (casebot's and Slack's admins). */
  adminsOf?: (teamId: string, client: webApi.WebClient) => Promise<string[]>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told of each poll: how it ended, how long it took, how many calls it made (metrics). */
  onPolled?: (event: { teamId: string; result: PollResult; durationMs: number; calls: number }) => void;
}

/** How a poll ended; `quiet`: a half round whose read of the recent list found nothing new, and stopped there. */
export type PollResult = 'polled' | 'quiet' | 'backoff' | 'busy' | 'failed' | 'ended';

import type { RespondFn, webApi } from '@slack/bolt';
import type { CameUp, FrameReads } from '../kinds/surfaces';
import type { KindRules } from '../kinds/rules';
import type { Listing } from '../kinds/kind';
import type { BoundModule } from '../kinds/surfaces';
import type { KindUseCases } from '../use-cases/kind-use-cases';
import type { NameLookup } from '../slack/locale';
import type { ChannelReach } from '../slack/channels';
import type { Uninstall } from '../workspaces/lifecycle';
import type { RunnerDeps } from '../spine/deps';
import type { HomePage } from '../use-cases/home-page';
import type { Hints } from '../workspaces/hints';
import type { Preferences } from '../workspaces/preferences';
import type { Sharing } from '../use-cases/sharing';
import type { WorkspaceSettings } from '../use-cases/workspace-settings';
import type { RecentOrderSetting } from '../use-cases/recent-order';
import type { DmAnswers } from '../workspaces/dm-answers';
import type { Attended } from '../spine/serve';

/** What every listener needs (the runner's, and the use cases); built once in compose.ts (or a test), handed to register(). */
export interface ListenerDeps extends ModuleDeps {
  /** The kind modules' surfaces (kinds/modules.ts), bound to these deps: `/cases <word>`, DMs, App Home loop over them. */
  modules: readonly BoundModule[];
  /** What an admin lists and stops of each kind that has a listing (App Home), by the kind's name. */
  listings: readonly { name: string; listing: Listing }[];
}

/** Where someone stands and in which language: what a Home is built from. */
export type Present = Pick<Attended, 'standing' | 'key' | 'tr'>;

/**
 * What a kind module's surfaces get (`KindModule.surfaces`): the frame's shared pieces, and no module's,
 * its own included (those come from its `ModuleParts`). App Home and the side panel draw every module's
 * part: a module redraws them through what is bound here (`publishHome`, the runner's `caseActionsOf`).
 */
export interface ModuleDeps extends RunnerDeps, KindUseCases {
  /** Builds and publishes one person's App Home (`notice`: what went wrong, at its top); bound in compose.ts. */
  publishHome(client: webApi.WebClient, userId: string, present: Present, notice?: string): Promise<void>;
  /**
   * A case came up in a conversation (an unfurl, a share, a case's own channel): each module that keeps
   * where cases are discussed is told; bound in compose.ts, and never in the way of what was asked.
   */
  caseCameUp(where: CameUp): Promise<void>;
  /** The name Slack shows for a person (the same cached users.info). */
  nameOf: NameLookup;
  /** Sharing a card in its channel, once (the use case). */
  sharing: Sharing;
  /** Slack said casebot was removed from a workspace (app_uninstalled, tokens_revoked). */
  uninstall: Uninstall;
  /** How casebot is installed, and where an admin grants its optional permissions (OAuth, with a public URL). */
  grants: { oauth: boolean; grantUrl?: string };
  /** The polling a workspace gets where it sets none of its own (App Home says the values). */
  pollDefaults: { intervalMs: number; callsPerMinute: number };
  /** The connection settings and people's links, as admins change them (the use case: no token leaves it). */
  workspaceSettings: WorkspaceSettings;
  /** App Home's keeping (the use case): recent cases, admins, requests, the audit trail, the alerts. */
  homePage: HomePage;
  /** CASE_API_BASE_URL: workspaces without a base URL of their own use it. */
  defaultBaseUrl: string | undefined;
  /** How the case service lists recent cases: set on an admin's Home, and what the change detector saw. */
  recentOrder: RecentOrderSetting;
  /** What casebot tells someone at most once in a while (an unfurl hint a day), on every replica. */
  hints: Pick<Hints, 'claim'>;
  /** What each person chose for themselves (/cases as a list or a table). */
  preferences: Preferences;
  /**
   * The ending rules over every kind casebot tells unasked (the same the poll and delivery use): a channel
   * shared with another organisation, or that casebot is out of.
   */
  endings: Pick<KindRules, 'sharedChannel' | 'channelGone' | 'leftWorkspace'>;
  /** Forgets what is cached of a person (Slack said they changed: left, came back, moved). */
  forgetPerson(teamId: string, userId: string): void;
  /** Statuses that mean a case is closed (CASEBOT_CLOSED_STATUSES): `/cases mine` lists open ones first. */
  closedStatuses: readonly string[];
  /** When an open case is overdue, by priority: the workspace's thresholds, or the defaults. */
  thresholdsOf: FrameReads['thresholdsOf'];
  /** Whether a conversation is shared with another organisation (Slack Connect), asked of Slack, cached. */
  channels: ChannelReach;
  /** How long /case and /cases may hold their ack to answer in it (CASEBOT_ANSWER_IN_ACK_MS; 0: never). */
  answerInAckMs?: number;
  /** Which delivery of a direct message answers it: one, whatever Slack redelivers, on every replica. */
  dmAnswers: DmAnswers;
  /** Answers a pressed message later, from its kept response_url (a Change modal saved): undefined for none. */
  respondTo: (url: string | undefined) => RespondFn | undefined;
  /** A client with a request's bot token for writes that must land once (never repeated on its own). */
  writeOnce: (token: string | undefined) => webApi.WebClient;
}

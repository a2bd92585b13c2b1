// The tables of casebot's database as Kysely sees them (the schema itself is in the migrations).
import type { ColumnType } from 'kysely';
import type {
  AgingSettingsTable,
  AgingToldTable,
  CaseChannelTable,
  CaseDiscussionTable,
  CaseUpdateTable,
  ChannelSettingsTable,
  DetectorStateTable,
  DmAnswerTable,
  DigestTable,
  ReminderTable,
  FollowSeenTable,
  FollowTable,
  LiveCardTable,
} from './tables-live';

export type {
  CaseChannelTable,
  CaseDiscussionTable,
  DigestTable,
  FollowTable,
  LiveCardTable,
  ReminderTable,
} from './tables-live';

export interface WorkspaceTable {
  team_id: string;
  client_name: string;
  api_token_enc: string;
  base_url: string | null;
  time_zone: string;
  page_size: number;
  share_contact_details: number;
  default_user_name: string | null;
  created_at: string;
  updated_at: string;
  /** When Slack said casebot was uninstalled from this workspace; null while installed. */
  uninstalled_at: string | null;
  /** URL of a case in the case service's own UI, with {number} and/or {id}; null: no link. */
  case_url_template: string | null;
  /** The language of what casebot posts into the workspace's channels (`ar`, `en`, `fr`, `de`, `it`, `da`). */
  language: string;
  /** How often its watches are checked; null: CASEBOT_POLL_INTERVAL_MS. */
  poll_interval_ms: number | null;
  /** Most calls a minute polling may make to its case service; null: the default. */
  poll_calls_per_minute: number | null;
  /** 1: a workflow with nobody running it may act as the default user (off unless an admin turns it on). */
  workflows_use_default_user: number;
  /** 1: casebot may post cases into channels shared with other organisations (off unless an admin allows it). */
  allow_shared_channels: number;
  /** 1: shared cards and case channels are kept up to date (on unless an admin turns it off). */
  keep_cards_true: number;
  /** How its service orders the recent list: `updated`, `submitted`; null: not known. */
  recent_order: string | null;
}

interface UserLinkTable {
  team_id: string;
  slack_user_id: string;
  user_name: string;
  created_at: string;
}

/** A Slack installation of casebot (OAuth mode): its bot token, encrypted like the api tokens. */
interface SlackInstallationTable {
  /** Enterprise id for an org-wide install, else team id. */
  install_key: string;
  installation_enc: string;
  updated_at: string;
  /** Token rotation: +1 at every write of a token pair (an install, a renewal), what a renewal writes against. */
  token_version: ColumnType<number, number | undefined, number>;
  /** When its bot token's renewal is due (ISO); null: it does not expire. */
  renew_after: string | null;
  /** A replica renewing it holds it until then (ISO); null or past: nobody. */
  renewing_until: string | null;
}

/** An OAuth `state` handed out by /slack/install: good for one install, for ten minutes, on any replica. */
interface OAuthStateTable {
  /** HMAC of the state with SLACK_STATE_SECRET: the table alone cannot complete an install. */
  state_hash: string;
  install_options: string;
  expires_at: string;
}

/** A case card shared from one private message: the first Share press wins, on any replica. */
interface ShareClaimTable {
  claim_key: string;
  shared_by: string;
  channel_id: string | null;
  created_at: string;
}

/** A case a person opened (for their App Home): no contents beyond its number and subject. */
interface RecentCaseTable {
  team_id: string;
  slack_user_id: string;
  case_id: string;
  case_number: string;
  subject: string;
  viewed_at: string;
}

/** A casebot admin named with the CLI (Slack's own admins and owners are admins without a row). */
interface CasebotAdminTable {
  team_id: string;
  slack_user_id: string;
  created_at: string;
}

/** Someone not linked who pressed Request access; removed when they are linked. */
interface AccessRequestTable {
  team_id: string;
  slack_user_id: string;
  requested_at: string;
}

/** One change an admin made (from Slack or the CLI): who, what, when; never a token. */
interface AuditLogTable {
  id: string;
  team_id: string;
  actor: string;
  action: string;
  detail: string;
  created_at: string;
}

/** Something a workspace's admins have to fix, shown on their App Home until it clears. */
interface WorkspaceAlertTable {
  team_id: string;
  /** `missing_scope`, `service_failing`. */
  kind: string;
  /** What to do, in casebot's words (a scope's name, an error code): never upstream text or a token. */
  detail: string;
  since: string;
}

/** A person watching a case, with what casebot last saw of it. */
export interface WatchTable {
  id: string;
  team_id: string;
  slack_user_id: string;
  case_id: number;
  case_number: number;
  subject: string;
  last_status: string;
  /** JSON array of the note ids seen. */
  last_note_ids: string;
  last_updated: string | null;
  version: number;
  checked_at: string;
  created_at: string;
  /** When the service first refused this case to its watcher; cleared by a good answer. */
  refused_at: string | null;
}

/** Something to tell a person or a channel, written with the change that caused it; sent once. */
interface NoticeTable {
  id: string;
  team_id: string;
  dedupe_key: string;
  slack_user_id: string | null;
  channel_id: string | null;
  /** The message (text and blocks) as JSON, rendered in its reader's language. */
  message: string;
  attempts: number;
  claimed_at: string | null;
  sent_at: string | null;
  slack_ts: string | null;
  created_at: string;
  /** Slack asked casebot to wait (a 429): not sent before then. */
  not_before: string | null;
  /** `post` (null), `update` (chat.update of target_ts) or `topic` (the channel's topic). */
  action: string | null;
  target_ts: string | null;
  /** 1: a thread reply also shown in the channel. */
  broadcast: number;
  /** 1: sent, and Slack's answer never came: it may have landed (asked of Slack before it is sent again). */
  in_doubt: number;
}

/** Slack's Retry-After for one method, in one conversation or ('' ) the whole workspace, for every replica. */
interface SlackHoldTable {
  team_id: string;
  method: string;
  target: string;
  until: string;
}

/** A workspace's polling: failures in a row and when it may poll again. */
interface PollStateTable {
  team_id: string;
  failures: number;
  backoff_until: string | null;
  /** When the last poll that checked all it had due began; null when the last one left some for the next. */
  polled_at: string | null;
  /** Since when every poll has failed; null when the last one worked. */
  failing_since: string | null;
  /** A poll running now holds the workspace until then (on every replica). */
  running_until: string | null;
  /** When a call of the workspace last answered well. */
  last_good_at: string | null;
}

/** Something told someone at most once in a while (an unfurl hint a day), on every replica. */
interface HintTable {
  hint_key: string;
  hinted_at: string;
}

/** Each replica's last write to the database (what /healthz checks). */
interface HealthProbeTable {
  replica: string;
  probed_at: string;
}

/** What a person chose for themselves. */
interface PreferenceTable {
  team_id: string;
  slack_user_id: string;
  /** How /cases answers: `list` or `table`. */
  cases_view: string;
  /** 1: the aging alerts about their own cases by DM too. */
  aging_dm: ColumnType<number, number | undefined, number>;
  updated_at: string;
}

export interface Database {
  workspaces: WorkspaceTable;
  user_links: UserLinkTable;
  slack_installations: SlackInstallationTable;
  oauth_states: OAuthStateTable;
  share_claims: ShareClaimTable;
  recent_cases: RecentCaseTable;
  casebot_admins: CasebotAdminTable;
  access_requests: AccessRequestTable;
  audit_log: AuditLogTable;
  watches: WatchTable;
  notices: NoticeTable;
  poll_state: PollStateTable;
  follows: FollowTable;
  follow_seen: FollowSeenTable;
  workspace_alerts: WorkspaceAlertTable;
  hints: HintTable;
  health_probes: HealthProbeTable;
  live_cards: LiveCardTable;
  case_channels: CaseChannelTable;
  preferences: PreferenceTable;
  slack_holds: SlackHoldTable;
  digests: DigestTable;
  reminders: ReminderTable;
  aging_settings: AgingSettingsTable;
  aging_told: AgingToldTable;
  channel_settings: ChannelSettingsTable;
  case_updates: CaseUpdateTable;
  detector_state: DetectorStateTable;
  dm_answers: DmAnswerTable;
  case_discussions: CaseDiscussionTable;
}

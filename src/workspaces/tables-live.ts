// The tables of what casebot keeps true or tells on its own (shared cards, case channels, digests, aging alerts); the rest are in tables.ts.
import type { ColumnType } from 'kysely';

/** A card casebot posted and keeps true. */
export interface LiveCardTable {
  id: string;
  team_id: string;
  channel_id: string;
  message_ts: string;
  case_id: number;
  case_number: number;
  shared_by: string;
  kind: string;
  /** JSON: what the card last showed (status, priority, last update, note ids). */
  seen: string;
  version: number;
  checked_at: string;
  changed_at: string;
  closed_since: string | null;
  refused_at: string | null;
  message: string;
  created_at: string;
}

/** A case's own channel (one per case per workspace). */
export interface CaseChannelTable {
  team_id: string;
  case_id: number;
  case_number: number;
  /** Empty while the channel is being made. */
  channel_id: string;
  channel_name: string;
  created_by: string;
  created_at: string;
  /** The channel's canvas casebot made (the case's summary and notes), kept true with the card. */
  canvas_id: string | null;
}

/** A conversation a case came up in (kinds/discussion): a message, or the case's own channel. */
export interface CaseDiscussionTable {
  team_id: string;
  case_id: number;
  case_number: number;
  channel_id: string;
  /** Empty for a case's own channel. */
  message_ts: string;
  thread_ts: string;
  source: string;
  linked_by: string;
  linked_at: string;
}

/** A channel's digest of a search, on a schedule. */
export interface DigestTable {
  id: string;
  team_id: string;
  channel_id: string;
  search_text: string;
  /** Who set it up: the search is read as them. */
  created_by: string;
  created_by_name: string | null;
  /** `daily`, `weekdays` or `weekly`. */
  schedule: string;
  /** Minutes after midnight, in the workspace's time zone. */
  minute: number;
  /** The day a weekly digest comes: 0 Sunday … 6 Saturday. */
  weekday: number;
  /** 1: nothing is posted when nothing changed. */
  quiet: number;
  next_due_at: string;
  last_sent_at: string | null;
  snapshot: string | null;
  created_at: string;
}

/** A person's reminder of their own cases. */
export interface ReminderTable {
  id: string;
  team_id: string;
  slack_user_id: string;
  /** `daily`, `weekdays` or `weekly`. */
  schedule: string;
  /** The day a weekly reminder comes: 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after midnight, in `time_zone` (the person's). */
  minute: number;
  time_zone: string;
  /** 1: sent even when they have no open case. */
  even_when_empty: number;
  next_due_at: string;
  last_sent_at: string | null;
  created_at: string;
}

/** A workspace's aging alerts. */
export interface AgingSettingsTable {
  team_id: string;
  channel_id: string;
  /** `critical=4h,high=1d`. */
  thresholds: string;
  /** Told again after this many minutes while a case stays untouched; null: once per breach. */
  repeat_minutes: number | null;
  /** The Slack user the recent list is read as (the channel sees what they see). */
  acts_as: string;
  summarized_at: string | null;
  checked_at: string | null;
  updated_at: string;
  /** Where the next round reads on from in the recent list (0: from the newest). */
  read_offset: number;
}

/** A case's aging breach, told. */
export interface AgingToldTable {
  team_id: string;
  case_id: number;
  /** Its last change when it breached: a later update starts a new breach. */
  since: string;
  told_at: string;
}

/** Less noise in one channel, as someone there or an admin set it. */
export interface ChannelSettingsTable {
  team_id: string;
  channel_id: string;
  /** 1: a live card's or case channel's news only in its thread (a close is not also said in the channel). */
  thread_only: number;
  /** Above 0: a follow posts at most once per this many minutes, listing what came meanwhile. */
  batch_minutes: number;
  updated_by: string;
  updated_at: string;
}

/** A channel following a search. */
export interface FollowTable {
  id: string;
  team_id: string;
  channel_id: string;
  search_text: string;
  created_by: string;
  /** Their Slack name when they set it up (shown on posts without notifying them). */
  created_by_name: string | null;
  checked_at: string;
  created_at: string;
  /** When the service first refused the search to its creator; cleared by a good answer. */
  refused_at: string | null;
  /** When it last posted (a channel that gathers posts hears from it once per so many minutes). */
  posted_at: string | null;
}

/** A case a follow has seen (there when it began, or posted since). */
export interface FollowSeenTable {
  follow_id: string;
  case_id: number;
  /** What the follow last saw of the case (null: seen before these were kept, or not read yet). */
  status: string | null;
  updated: string | null;
  notes: number | null;
  /** What waits to be told of it in a channel that gathers a follow's posts (JSON), or null. */
  pending: string | null;
}

/** What casebot last knew of a case's last update (the change detector's and every list page's rows). */
export interface CaseUpdateTable {
  team_id: string;
  case_id: number;
  last_updated: string;
  noticed_at: string | null;
  placed_at: string | null;
}

/** A workspace's change detector. */
export interface DetectorStateTable {
  team_id: string;
  reader: string | null;
  watermark: string | null;
  stale_before: string | null;
  place_offset: ColumnType<number, number | undefined, number>;
  placed_all_at: string | null;
  learnt: string | null;
  votes: ColumnType<number, number | undefined, number>;
  learn_read_at: string | null;
  /** Since when a list set (or learnt) to be newest update first was read in another order. */
  out_of_order_since: string | null;
  updated_at: string;
}

/** A direct message casebot claimed to answer, and when it did. */
export interface DmAnswerTable {
  team_id: string;
  channel_id: string;
  message_ts: string;
  claimed_at: string;
  answered_at: string | null;
}

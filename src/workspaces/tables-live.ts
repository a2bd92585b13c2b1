// The tables of what casebot keeps true or tells on its own (shared cards, case channels, digests); the rest are in tables.ts.

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
  /** 1: nothing is posted when nothing changed. */
  quiet: number;
  next_due_at: string;
  last_sent_at: string | null;
  snapshot: string | null;
  created_at: string;
}

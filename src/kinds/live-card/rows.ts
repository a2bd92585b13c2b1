import type { LiveCardTable } from '../../workspaces/database';
import { keptNoteIds, parseIds } from '../rows';
import type { NoticeInput } from '../../spine/outbox';

// How a live card's row is written and read, and what its ending is.

/** What a live card last showed of its case: a change of any of it is told. */
export interface CardSeen {
  status: string;
  priority: string;
  /** The service's raw LastUpdatedTime ('' when its row said none or was not found). */
  lastUpdated: string;
  noteIds: number[];
}

export type LiveCardKind = 'shared' | 'case_channel';

/** A card casebot posted and keeps true, as the person who put it there. */
export interface LiveCard {
  id: string;
  teamId: string;
  channelId: string;
  messageTs: string;
  caseId: number;
  caseNumber: number;
  /** Who shared it (or opened the case channel): the case is read as them. */
  sharedBy: string;
  kind: LiveCardKind;
  seen: CardSeen;
  version: number;
  checkedAt: Date;
  /** When the case last changed (or the card was posted). */
  changedAt: Date;
  /** Since when the case has been seen closed; null while it is open. */
  closedSince: Date | null;
  refusedAt: Date | null;
  /** Its case was noticed changing since it was last checked (a poll checks it first). */
  changed?: boolean;
  /** What the card shows now (a Block Kit message, as it was posted). */
  message: StoredMessage;
  createdAt: Date;
}

/** Most shared cards kept true in one channel: the oldest ends when another is shared. */
export const MAX_LIVE_CARDS_PER_CHANNEL = 25;
/** Most shared cards kept true in a workspace (they share its calls with watches and follows). */
export const MAX_LIVE_CARDS_PER_WORKSPACE = 500;

/** Why a live card stops being kept true: said on the card. */
export type CardEndReason =
  | 'stopped'
  | 'unlinked'
  | 'left_workspace'
  | 'closed'
  | 'quiet'
  | 'deleted'
  | 'left_channel'
  | 'turned_off'
  | 'cap_channel'
  | 'cap_workspace'
  | 'superseded'
  | 'refused'
  | 'disconnected'
  | 'shared_channel';

/** A card's ending: the notice that says it on the card (none when Slack could not take it). */
export type EndNotice = (card: LiveCard, reason: CardEndReason) => NoticeInput | undefined;

const parseSeen = (raw: string): CardSeen => {
  try {
    const value = JSON.parse(raw) as Partial<CardSeen>;
    return {
      status: typeof value.status === 'string' ? value.status : '',
      priority: typeof value.priority === 'string' ? value.priority : '',
      lastUpdated: typeof value.lastUpdated === 'string' ? value.lastUpdated : '',
      noteIds: parseIds(JSON.stringify(value.noteIds ?? [])),
    };
  } catch {
    return { status: '', priority: '', lastUpdated: '', noteIds: [] };
  }
};

export const seenJson = (seen: CardSeen) =>
  JSON.stringify({
    status: seen.status.slice(0, 255),
    priority: seen.priority.slice(0, 255),
    lastUpdated: seen.lastUpdated.slice(0, 64),
    noteIds: keptNoteIds(seen.noteIds),
  });

/** A message as the outbox keeps it. */
export interface StoredMessage {
  text: string;
  blocks: unknown[];
}

export const parseMessage = (raw: string): StoredMessage => {
  try {
    const value = JSON.parse(raw) as Partial<StoredMessage>;
    return {
      text: typeof value.text === 'string' ? value.text : '',
      blocks: Array.isArray(value.blocks) ? value.blocks : [],
    };
  } catch {
    return { text: '', blocks: [] };
  }
};

/** A live_cards row as a card. */
export const toCard = (row: LiveCardTable): LiveCard => ({
  id: row.id,
  teamId: row.team_id,
  channelId: row.channel_id,
  messageTs: row.message_ts,
  caseId: row.case_id,
  caseNumber: row.case_number,
  sharedBy: row.shared_by,
  kind: row.kind === 'case_channel' ? 'case_channel' : 'shared',
  seen: parseSeen(row.seen),
  version: row.version,
  checkedAt: new Date(row.checked_at),
  changedAt: new Date(row.changed_at),
  closedSince: row.closed_since ? new Date(row.closed_since) : null,
  refusedAt: row.refused_at ? new Date(row.refused_at) : null,
  message: parseMessage(row.message),
  createdAt: new Date(row.created_at),
});

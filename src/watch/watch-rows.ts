import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../workspaces/database';

// How a watch's row is written and read, the lock that keeps caps whole across replicas, and dropping
// what an ended follow, digest or card left waiting in the outbox.

/** What casebot last saw of a watched case. */
export interface SeenState {
  status: string;
  noteIds: number[];
  /** The service's raw LastUpdatedTime when a list row said it; null otherwise. */
  lastUpdated: string | null;
}

export interface Watch {
  id: string;
  /** The workspace key (team id, or Grid org id) the watch belongs to. */
  teamId: string;
  slackUserId: string;
  caseId: number;
  caseNumber: number;
  subject: string;
  seen: SeenState;
  version: number;
  checkedAt: Date;
  /** When the service first refused this case to its watcher (believed only if it repeats); null otherwise. */
  refusedAt: Date | null;
}

/** Note ids kept per watch (the newest): a case with thousands of notes cannot grow a row without bound. */
export const MAX_NOTE_IDS = 300;

/** The ids kept of what was seen: the highest MAX_NOTE_IDS (notes get higher ids as they are added). */
export function keptNoteIds(ids: number[]): number[] {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return unique.slice(-MAX_NOTE_IDS);
}

/**
 * On PostgreSQL, a transaction-long lock on one name (a person's watches, a workspace's follows): a
 * count-then-insert under it cannot race another replica's. SQLite runs one write transaction at a time.
 */
export async function lockName(trx: Kysely<Database>, name: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
  }
}

export function parseIds(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/**
 * Drops the notices whose keys match `like` (a LIKE pattern) that nobody has taken yet, in the
 * transaction that ends what queued them: a stopped follow, digest or card says nothing more.
 */
export async function dropWaitingNotices(trx: Kysely<Database>, teamId: string, like: string): Promise<void> {
  await trx
    .deleteFrom('notices')
    .where('team_id', '=', teamId)
    .where('dedupe_key', 'like', like)
    .where('sent_at', 'is', null)
    .where('claimed_at', 'is', null)
    .execute();
}

import { type Kysely, PostgresAdapter, sql, type SqlBool } from 'kysely';
import type { Database } from '../workspaces/database';

// What the kinds' rows share: what was last seen of a case, what is due in turns, the lock that
// keeps caps whole across replicas, and dropping what an ended row left waiting in the outbox.

/** What casebot last saw of a case an item is about (a watch's, a card's). */
export interface SeenState {
  status: string;
  noteIds: number[];
  /** The service's raw LastUpdatedTime when a list row said it; null otherwise. */
  lastUpdated: string | null;
}

/** Note ids kept per item (the newest): a case with thousands of notes cannot grow a row without bound. */
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

/**
 * Which watches or cards a poll checks when the workspace's change detector read its changes: those whose
 * case it noticed changing since their check (always, and first), those checked before `staleBefore` (once
 * the old way, after a gap it could not read), those whose case its reader never listed (the old way, on a
 * slower round) and any not checked since `safetyBefore`. "Since" counts the same instant: a check and a
 * notice at one moment are told apart by a second check, never by none.
 */
export interface DueFilter {
  staleBefore: Date | null;
  slowBefore: Date;
  safetyBefore: Date;
}

/** The condition of `DueFilter` on a watch or card `w` beside its case's update `u`. */
export function dueWhere(filter: DueFilter) {
  const stale = filter.staleBefore ? sql`or w.checked_at < ${filter.staleBefore.toISOString()}` : sql``;
  return sql<SqlBool>`(u.noticed_at >= w.checked_at or w.checked_at < ${filter.safetyBefore.toISOString()}
    or (u.placed_at is null and w.checked_at < ${filter.slowBefore.toISOString()}) ${stale})`;
}

/** 0 for a watch or card whose case was noticed changing since its check: checked first. */
/** A kind's table whose rows are each about one case (a `case_id`, `checked_at`, `team_id`). */
type CaseRowTable = keyof Database & string;

const changedFirst = sql<number>`case when u.noticed_at >= w.checked_at then 0 else 1 end`;

/**
 * A workspace's watches or cards due, as rows: those whose case was noticed changing first, then in turns
 * (each person's or channel's longest-unchecked before anyone's second), only what may have changed where
 * the change detector gave a `filter`.
 */
export async function dueRows<Row>(
  db: Kysely<Database>,
  table: CaseRowTable,
  turnsBy: 'slack_user_id' | 'channel_id',
  due: { teamId: string; limit: number; filter: DueFilter | undefined },
): Promise<(Row & { fresh: number })[]> {
  const { rows } = await dueQuery<Row & { fresh: number }>(table, turnsBy, due).execute(db);
  return rows;
}

/** The query of `dueRows` (what `bench/explain.ts` explains on PostgreSQL). */
export function dueQuery<Row>(
  table: CaseRowTable,
  turnsBy: 'slack_user_id' | 'channel_id',
  due: { teamId: string; limit: number; filter: DueFilter | undefined },
) {
  const { teamId, limit, filter } = due;
  const only = filter ? sql`and ${dueWhere(filter)}` : sql``;
  return sql<Row>`select * from (
      select w.*, ${changedFirst} as fresh,
        row_number() over (partition by ${sql.ref(`w.${turnsBy}`)} order by ${changedFirst}, w.checked_at, w.id) as turn
      from ${sql.table(table)} w left join case_updates u on u.team_id = w.team_id and u.case_id = w.case_id
      where w.team_id = ${teamId} ${only}
    ) r order by fresh, turn, checked_at, id limit ${limit}`;
}

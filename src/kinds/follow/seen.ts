import { type Kysely, sql } from 'kysely';
import type { Database } from '../../workspaces/database';
import { type NoticeInput, queueNoticeIn } from '../../spine/outbox';

/** What a follow last saw of a case: its status, its last update and how many notes (null: not yet read). */
export interface SeenState {
  status: string | null;
  updated: string | null;
  notes: number | null;
}

/** What a follow saw of a case, and what waits to be told of it in a channel that gathers (JSON, or null). */
export type SeenCase = SeenState & { pending: string | null };

/** A case seen when a follow begins, with what its row said. */
export interface SeenRow {
  caseId: number;
  status: string;
  updated: string;
}

/** The follow whose cases these are. */
interface FollowKey {
  id: string;
  teamId: string;
}

const NOTHING: SeenState = { status: null, updated: null, notes: null };

/**
 * The cases each follow has seen and what it saw of them. A case is posted at most once per follow: its
 * `follow_seen` row and its post are written together, and only by whoever inserts that row first; a
 * change is told by whoever moves the row from what it was (a compare-and-set), so replicas tell it once.
 */
export function createFollowSeen(db: Kysely<Database>, iso: () => string) {
  return {
    /** What the follow saw of each of these cases, and what waits to be told of it (a case it never saw is absent). */
    async seen(follow: Pick<FollowKey, 'id'>, caseIds: readonly number[]): Promise<Map<number, SeenCase>> {
      const seen = new Map<number, SeenCase>();
      for (let i = 0; i < caseIds.length; i += 500) {
        const rows = await db
          .selectFrom('follow_seen')
          .select(['case_id', 'status', 'updated', 'notes', 'pending'])
          .where('follow_id', '=', follow.id)
          .where('case_id', 'in', caseIds.slice(i, i + 500))
          .execute();
        for (const r of rows)
          seen.set(r.case_id, { status: r.status, updated: r.updated, notes: r.notes, pending: r.pending });
      }
      return seen;
    },

    /** Which of these cases the follow has not seen yet. */
    async unseen(follow: Pick<FollowKey, 'id'>, caseIds: number[]): Promise<number[]> {
      if (caseIds.length === 0) return [];
      const seen = await this.seen(follow, caseIds);
      return caseIds.filter((id) => !seen.has(id));
    },

    /** Records a new case with its post; false when someone else recorded it first (nothing written). */
    async recordNewCase(
      follow: FollowKey,
      caseId: number,
      post: NoticeInput | undefined,
      state: Partial<SeenState> = {},
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await insertSeen(trx, follow.id, caseId, { ...NOTHING, ...state, pending: null }))) return false;
        if (post) await queueNoticeIn(trx, follow.teamId, post, iso());
        return true;
      });
    },

    /**
     * Moves what the follow saw of a case from `before` to `after`, with the post telling it; false (nothing
     * written) when the row is no longer `before`: another replica told it, or the follow ended.
     */
    async recordChange(
      follow: FollowKey,
      caseId: number,
      before: SeenState,
      after: Partial<SeenState>,
      post: NoticeInput | undefined,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await moveSeen(trx, follow.id, caseId, before, after))) return false;
        if (post) await queueNoticeIn(trx, follow.teamId, post, iso());
        return true;
      });
    },

    /**
     * What a follow in a channel that gathers found this poll, kept to be told at its next post: the new
     * cases recorded as seen and the changes moved, each with what waits to be told of it (`pending`;
     * undefined leaves it as it is). A change another replica moved first is not kept twice.
     */
    async recordPending(
      follow: FollowKey,
      fresh: readonly (SeenRow & { pending: string | null })[],
      changed: readonly { caseId: number; before: SeenState; after: Partial<SeenState>; pending?: string | null }[],
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const row of fresh) {
          await insertSeen(trx, follow.id, row.caseId, { ...row, notes: null });
        }
        for (const c of changed) await moveSeen(trx, follow.id, c.caseId, c.before, c.after, c.pending);
      });
    },
  };
}

/**
 * Records a case a follow sees for the first time, with what it saw; only while the follow exists (a poll
 * that read it before someone stopped it records nothing). False when it was recorded already.
 */
async function insertSeen(trx: Kysely<Database>, followId: string, caseId: number, seen: SeenCase): Promise<boolean> {
  const inserted = await trx
    .insertInto('follow_seen')
    .columns(['follow_id', 'case_id', 'status', 'updated', 'notes', 'pending'])
    .expression((eb) =>
      eb
        .selectFrom('follows')
        .select([
          'id',
          sql<number>`cast(${caseId} as integer)`.as('case_id'),
          sql<string | null>`cast(${seen.status} as varchar(100))`.as('status'),
          sql<string | null>`cast(${seen.updated} as varchar(40))`.as('updated'),
          sql<number | null>`cast(${seen.notes} as integer)`.as('notes'),
          sql<string | null>`cast(${seen.pending} as varchar(1000))`.as('pending'),
        ])
        .where('id', '=', followId),
    )
    .onConflict((oc) => oc.columns(['follow_id', 'case_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Moves what a follow saw of a case from `before` to `after`; false when it is no longer `before`. */
async function moveSeen(
  trx: Kysely<Database>,
  followId: string,
  caseId: number,
  before: SeenState,
  after: Partial<SeenState>,
  pending?: string | null,
): Promise<boolean> {
  const next = { ...before, ...after };
  const updated = await trx
    .updateTable('follow_seen')
    .set({
      status: next.status,
      updated: next.updated,
      notes: next.notes,
      ...(pending !== undefined ? { pending } : {}),
    })
    .where('follow_id', '=', followId)
    .where('case_id', '=', caseId)
    .where((eb) =>
      eb.and([
        before.status === null ? eb('status', 'is', null) : eb('status', '=', before.status),
        before.updated === null ? eb('updated', 'is', null) : eb('updated', '=', before.updated),
        before.notes === null ? eb('notes', 'is', null) : eb('notes', '=', before.notes),
      ]),
    )
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '../workspaces/database';
import { type NoticeInput, queueNoticeIn } from '../spine/outbox';

/** What a follow last saw of a case: its status, its last update and how many notes (null: not yet read). */
export interface SeenState {
  status: string | null;
  updated: string | null;
  notes: number | null;
}

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
    /** What the follow saw of each of these cases (a case it never saw is absent). */
    async seen(follow: Pick<FollowKey, 'id'>, caseIds: readonly number[]): Promise<Map<number, SeenState>> {
      const seen = new Map<number, SeenState>();
      for (let i = 0; i < caseIds.length; i += 500) {
        const rows = await db
          .selectFrom('follow_seen')
          .select(['case_id', 'status', 'updated', 'notes'])
          .where('follow_id', '=', follow.id)
          .where('case_id', 'in', caseIds.slice(i, i + 500))
          .execute();
        for (const r of rows) seen.set(r.case_id, { status: r.status, updated: r.updated, notes: r.notes });
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
      const { status, updated, notes } = { ...NOTHING, ...state };
      return db.transaction().execute(async (trx) => {
        // Only while the follow exists: a poll that read it before someone stopped it posts nothing more.
        const inserted = await trx
          .insertInto('follow_seen')
          .columns(['follow_id', 'case_id', 'status', 'updated', 'notes'])
          .expression((eb) =>
            eb
              .selectFrom('follows')
              .select([
                'id',
                sql<number>`cast(${caseId} as integer)`.as('case_id'),
                sql<string | null>`cast(${status} as varchar(100))`.as('status'),
                sql<string | null>`cast(${updated} as varchar(40))`.as('updated'),
                sql<number | null>`cast(${notes} as integer)`.as('notes'),
              ])
              .where('id', '=', follow.id),
          )
          .onConflict((oc) => oc.columns(['follow_id', 'case_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
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
     * A gathered post (a channel that hears from a follow once per so many minutes): the new cases it lists
     * recorded as seen and the changes moved, with its one post and the follow's `posted_at`, in one write.
     * Only what this call wrote is told: nothing, and no post, when another replica got there first.
     */
    async recordGathered(
      follow: FollowKey,
      fresh: readonly SeenRow[],
      changed: readonly { caseId: number; before: SeenState; after: Partial<SeenState> }[],
      post: (told: { fresh: number[]; changed: number[] }) => NoticeInput | undefined,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const told = { fresh: [] as number[], changed: [] as number[] };
        for (const row of fresh) {
          const inserted = await trx
            .insertInto('follow_seen')
            .columns(['follow_id', 'case_id', 'status', 'updated'])
            .expression((eb) =>
              eb
                .selectFrom('follows')
                .select([
                  'id',
                  sql<number>`cast(${row.caseId} as integer)`.as('case_id'),
                  sql<string>`cast(${row.status} as varchar(100))`.as('status'),
                  sql<string>`cast(${row.updated} as varchar(40))`.as('updated'),
                ])
                .where('id', '=', follow.id),
            )
            .onConflict((oc) => oc.columns(['follow_id', 'case_id']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) told.fresh.push(row.caseId);
        }
        for (const change of changed) {
          if (await moveSeen(trx, follow.id, change.caseId, change.before, change.after))
            told.changed.push(change.caseId);
        }
        if (told.fresh.length + told.changed.length === 0) return false;
        const notice = post(told);
        if (notice) await queueNoticeIn(trx, follow.teamId, notice, iso());
        await trx.updateTable('follows').set({ posted_at: iso() }).where('id', '=', follow.id).execute();
        return true;
      });
    },
  };
}

/** Moves what a follow saw of a case from `before` to `after`; false when it is no longer `before`. */
async function moveSeen(
  trx: Kysely<Database>,
  followId: string,
  caseId: number,
  before: SeenState,
  after: Partial<SeenState>,
): Promise<boolean> {
  const next = { ...before, ...after };
  const updated = await trx
    .updateTable('follow_seen')
    .set({ status: next.status, updated: next.updated, notes: next.notes })
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

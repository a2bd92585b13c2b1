import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type NoticeInput, queueNoticeIn } from '../../spine/outbox';
import { type DueFilter, dueRows, keptNoteIds, lockName, parseIds, type SeenState } from '../rows';

export { keptNoteIds, lockName, MAX_NOTE_IDS } from '../rows';
export type { DueFilter, SeenState } from '../rows';

/** A watch's row as it is written and read. */
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
  /** Its case was noticed changing since it was last checked (a poll checks it first). */
  changed?: boolean;
}

import type { Database, WatchTable } from '../../workspaces/database';
import { UnaskedError } from '../../lib/errors';

/** Most watches one person may hold in a workspace. */
export const MAX_WATCHES_PER_PERSON = 100;

/**
 * Watches. A watch's change and its DM are written together (the DM into the outbox, `spine/outbox.ts`).
 * Every write that can race with another replica is conditional: a change is recorded only against the
 * version it was read at.
 */
export function createWatchStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  const iso = () => now().toISOString();
  const toWatch = (row: WatchTable): Watch => ({
    id: row.id,
    teamId: row.team_id,
    slackUserId: row.slack_user_id,
    caseId: row.case_id,
    caseNumber: row.case_number,
    subject: row.subject,
    seen: { status: row.last_status, noteIds: parseIds(row.last_note_ids), lastUpdated: row.last_updated },
    version: row.version,
    checkedAt: new Date(row.checked_at),
    refusedAt: row.refused_at ? new Date(row.refused_at) : null,
  });

  const insertNotice = (trx: Kysely<Database>, teamId: string, notice: NoticeInput) =>
    queueNoticeIn(trx, teamId, notice, iso());

  return {
    /** Starts a watch with what the person just saw; says whether it did, or why not. */
    async addWatch(
      input: Omit<Watch, 'id' | 'version' | 'checkedAt' | 'refusedAt'>,
    ): Promise<'added' | 'already' | 'too_many'> {
      return db.transaction().execute(async (trx) => {
        // The cap holds however many of the person's clicks arrive at once, on however many replicas.
        await lockName(trx, `watches:${input.teamId}:${input.slackUserId}`);
        const held = await trx
          .selectFrom('watches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('team_id', '=', input.teamId)
          .where('slack_user_id', '=', input.slackUserId)
          .executeTakeFirstOrThrow();
        if (Number(held.n) >= MAX_WATCHES_PER_PERSON) return 'too_many';
        const result = await trx
          .insertInto('watches')
          .values({
            id: randomUUID(),
            team_id: input.teamId,
            slack_user_id: input.slackUserId,
            case_id: input.caseId,
            case_number: input.caseNumber,
            subject: input.subject.slice(0, 300),
            last_status: input.seen.status.slice(0, 255),
            last_note_ids: JSON.stringify(keptNoteIds(input.seen.noteIds)),
            last_updated: input.seen.lastUpdated,
            version: 0,
            checked_at: iso(),
            created_at: iso(),
            refused_at: null,
          })
          .onConflict((oc) => oc.columns(['team_id', 'slack_user_id', 'case_id']).doNothing())
          .executeTakeFirst();
        return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'already';
      });
    },

    async removeWatch(teamId: string, slackUserId: string, caseId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('watches')
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .where('case_id', '=', caseId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async listWatches(teamId: string, slackUserId: string): Promise<Watch[]> {
      const rows = await db
        .selectFrom('watches')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .orderBy('case_number')
        .execute();
      return rows.map(toWatch);
    },

    /** The watches checked longest ago (never-checked first), at most `limit`. */
    async dueWatches(teamId: string, limit: number, filter?: DueFilter): Promise<Watch[]> {
      // Those whose case was noticed changing first; then in turns among people: each person's
      // longest-unchecked watch before anyone's second, so whoever started watching first (or watches most)
      // cannot take a whole poll's budget. With a change detector's filter, only what may have changed.
      const rows = await dueRows<WatchTable>(db, 'watches', 'slack_user_id', { teamId, limit, filter });
      return rows.map((row) => ({ ...toWatch(row), changed: Number(row.fresh) === 0 }));
    },

    /**
     * Records what a poll saw. With a notice, the change and its notice are written together, and only
     * when the watch is still at the version the poll read: a second poller of the same change writes
     * nothing. Says whether this call recorded it. `checkedAt`: when the answer was asked for (now by
     * default): a change noticed after it stays due.
     */
    async recordCheck(watch: Watch, seen: SeenState, notice?: NoticeInput, checkedAt?: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('watches')
          .set({
            last_status: seen.status.slice(0, 255),
            last_note_ids: JSON.stringify(keptNoteIds(seen.noteIds)),
            last_updated: seen.lastUpdated,
            checked_at: checkedAt?.toISOString() ?? iso(),
            // A good answer: whatever refusal came before was passing.
            refused_at: null,
            version: notice ? watch.version + 1 : watch.version,
          })
          .where('id', '=', watch.id)
          .where('version', '=', watch.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        if (notice) await insertNotice(trx, watch.teamId, notice);
        return true;
      });
    },

    /** The service refused this watch's case (its turn is over); believed only when it repeats after a good answer. */
    async markRefused(watch: Watch): Promise<void> {
      await db
        .updateTable('watches')
        // The first refusal's time is kept: a confirmation needs a good answer after it.
        .set({ refused_at: watch.refusedAt?.toISOString() ?? iso(), checked_at: iso() })
        .where('id', '=', watch.id)
        .where('version', '=', watch.version)
        .execute();
    },

    /**
     * Ends watches (one person's, or a whole workspace's) and, in the same transaction, queues what to
     * tell each person whose watches ended: `notice(userId, watches)` says it (undefined: say nothing).
     */
    async endWatches(
      teamId: string,
      which: { slackUserId?: string; ids?: readonly string[] },
      notice: ((slackUserId: string, ended: Watch[]) => NoticeInput | undefined) | undefined,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('watches').selectAll().where('team_id', '=', teamId);
        if (which.slackUserId) query = query.where('slack_user_id', '=', which.slackUserId);
        if (which.ids) query = query.where('id', 'in', which.ids.length > 0 ? [...which.ids] : ['']);
        const rows = (await query.execute()).map(toWatch);
        if (rows.length === 0) return 0;
        const deleted = await trx
          .deleteFrom('watches')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== rows.length)
          throw new UnaskedError('ROWS_CHANGED', 'watches changed while ending them');
        const byPerson = new Map<string, Watch[]>();
        for (const row of rows) byPerson.set(row.slackUserId, [...(byPerson.get(row.slackUserId) ?? []), row]);
        for (const [person, ended] of byPerson) {
          const queued = notice?.(person, ended);
          if (queued) await insertNotice(trx, teamId, queued);
        }
        return rows.length;
      });
    },

    /** Rows kept, for the benchmark and operators. */
    async counts(): Promise<{ watches: number; notices: number }> {
      const [w, n] = await Promise.all([
        db
          .selectFrom('watches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('notices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { watches: Number(w.n), notices: Number(n.n) };
    },
  };
}

export type WatchStore = ReturnType<typeof createWatchStore>;

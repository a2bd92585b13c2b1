import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database, FollowTable } from '../workspaces/database';
import { type NoticeInput, queueNoticeIn } from '../spine/outbox';
import { dropWaitingNotices, lockName } from './watch-rows';
import { followPostsPrefix } from '../spine/notice-keys';
import { WatchError } from '../lib/errors';

export interface Follow {
  id: string;
  teamId: string;
  channelId: string;
  searchText: string;
  /** Who set it up: the cases are fetched as them. */
  createdBy: string;
  /** Their Slack name at the time, for posts (a mention would notify them of each one). */
  createdByName: string | null;
  checkedAt: Date;
  /** When the service first refused the search to its creator (a refusal is believed only when it repeats). */
  refusedAt?: Date | null;
}

/** Rows of a followed search read each poll (and when it is set up): the newest, where new cases appear. */
export const FOLLOW_ROWS = 50;

/** Most searches one channel may follow. */
export const MAX_FOLLOWS_PER_CHANNEL = 20;
/** Most follows one person may set up in a workspace. */
export const MAX_FOLLOWS_PER_PERSON = 20;
/** Most follows a workspace may hold (they share its calls to the service with everyone's watches). */
export const MAX_FOLLOWS_PER_WORKSPACE = 100;

/** Which cap a follow would break. */
export type FollowCap = 'channel' | 'person' | 'workspace';

/**
 * Channels following searches. A case is posted at most once per follow: its `follow_seen` row and its
 * post are written together, and only by whoever inserts that row first.
 */
export function createFollowStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  const iso = () => now().toISOString();
  const toFollow = (row: FollowTable): Follow => ({
    id: row.id,
    teamId: row.team_id,
    channelId: row.channel_id,
    searchText: row.search_text,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    checkedAt: new Date(row.checked_at),
    refusedAt: row.refused_at ? new Date(row.refused_at) : null,
  });

  return {
    /** Starts a follow with the cases already there counted as seen (no flood of old cases). */
    async addFollow(
      input: Omit<Follow, 'id' | 'checkedAt'>,
      alreadyThere: number[],
    ): Promise<'added' | 'already' | { tooMany: FollowCap }> {
      return db.transaction().execute(async (trx) => {
        // The caps hold however many requests arrive at once, on however many replicas.
        await lockName(trx, `follows:${input.teamId}`);
        const rows = await trx
          .selectFrom('follows')
          .select(['channel_id', 'created_by', 'search_text'])
          .where('team_id', '=', input.teamId)
          .execute();
        const already = rows.some((r) => r.channel_id === input.channelId && r.search_text === input.searchText);
        if (already) return 'already';
        if (rows.filter((r) => r.channel_id === input.channelId).length >= MAX_FOLLOWS_PER_CHANNEL) {
          return { tooMany: 'channel' };
        }
        if (rows.filter((r) => r.created_by === input.createdBy).length >= MAX_FOLLOWS_PER_PERSON) {
          return { tooMany: 'person' };
        }
        if (rows.length >= MAX_FOLLOWS_PER_WORKSPACE) return { tooMany: 'workspace' };
        const id = randomUUID();
        const inserted = await trx
          .insertInto('follows')
          .values({
            id,
            team_id: input.teamId,
            channel_id: input.channelId,
            search_text: input.searchText,
            created_by: input.createdBy,
            created_by_name: input.createdByName?.slice(0, 100) ?? null,
            checked_at: iso(),
            created_at: iso(),
          })
          .onConflict((oc) => oc.columns(['team_id', 'channel_id', 'search_text']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'already';
        const seen = [...new Set(alreadyThere)];
        for (let i = 0; i < seen.length; i += 200) {
          await trx
            .insertInto('follow_seen')
            .values(seen.slice(i, i + 200).map((caseId) => ({ follow_id: id, case_id: caseId })))
            .execute();
        }
        return 'added';
      });
    },

    async listFollows(teamId: string, channelId?: string): Promise<Follow[]> {
      let query = db.selectFrom('follows').selectAll().where('team_id', '=', teamId);
      if (channelId) query = query.where('channel_id', '=', channelId);
      return (await query.orderBy('checked_at').orderBy('id').execute()).map(toFollow);
    },

    async getFollow(id: string): Promise<Follow | undefined> {
      const row = await db.selectFrom('follows').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toFollow(row);
    },

    /** Which of these cases the follow has not seen yet. */
    async unseen(follow: Follow, caseIds: number[]): Promise<number[]> {
      if (caseIds.length === 0) return [];
      const rows = await db
        .selectFrom('follow_seen')
        .select('case_id')
        .where('follow_id', '=', follow.id)
        .where('case_id', 'in', caseIds)
        .execute();
      const seen = new Set(rows.map((r) => r.case_id));
      return caseIds.filter((id) => !seen.has(id));
    },

    /** Records a new case with its post; false when someone else recorded it first (nothing written). */
    async recordNewCase(follow: Follow, caseId: number, post: NoticeInput | undefined): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Only while the follow exists: a poll that read it before someone stopped it posts nothing more.
        const inserted = await trx
          .insertInto('follow_seen')
          .columns(['follow_id', 'case_id'])
          .expression((eb) =>
            eb
              .selectFrom('follows')
              .select(['id', sql<number>`cast(${caseId} as integer)`.as('case_id')])
              .where('id', '=', follow.id),
          )
          .onConflict((oc) => oc.columns(['follow_id', 'case_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        if (post) await queueNoticeIn(trx, follow.teamId, post, iso());
        return true;
      });
    },

    /** Checked, with a good answer (an earlier refusal is forgotten). */
    async touch(follow: Follow): Promise<void> {
      await db
        .updateTable('follows')
        .set({ checked_at: iso(), refused_at: null })
        .where('id', '=', follow.id)
        .execute();
    },

    /** The service refused its search once: kept until it repeats after some good answer (or passes). */
    async markRefused(follow: Follow): Promise<void> {
      await db
        .updateTable('follows')
        // The first refusal's time is kept: a confirmation needs a good answer after it.
        .set({ refused_at: follow.refusedAt?.toISOString() ?? iso(), checked_at: iso() })
        .where('id', '=', follow.id)
        .execute();
    },

    /** Ends follows (by id, or all of a workspace or of one creator there) with the notices `tell` returns. */
    async endFollows(
      teamId: string,
      which: { id?: string; createdBy?: string; channelId?: string },
      tell?: (createdBy: string, ended: Follow[]) => NoticeInput | undefined,
    ): Promise<Follow[]> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('follows').selectAll().where('team_id', '=', teamId);
        if (which.id) query = query.where('id', '=', which.id);
        if (which.createdBy) query = query.where('created_by', '=', which.createdBy);
        if (which.channelId) query = query.where('channel_id', '=', which.channelId);
        const ended = (await query.execute()).map(toFollow);
        if (ended.length === 0) return [];
        const ids = ended.map((f) => f.id);
        await trx.deleteFrom('follow_seen').where('follow_id', 'in', ids).execute();
        // Posts a running poll queued and nobody took yet: a stopped follow posts nothing more.
        for (const id of ids) {
          await dropWaitingNotices(trx, teamId, `${followPostsPrefix(id)}%`);
        }
        const deleted = await trx.deleteFrom('follows').where('id', 'in', ids).executeTakeFirst();
        if (Number(deleted.numDeletedRows) !== ended.length)
          throw new WatchError('FOLLOWS_CHANGED', 'follows changed while ending them');
        const byCreator = new Map<string, Follow[]>();
        for (const f of ended) byCreator.set(f.createdBy, [...(byCreator.get(f.createdBy) ?? []), f]);
        for (const [creator, theirs] of byCreator) {
          const notice = tell?.(creator, theirs);
          if (notice) await queueNoticeIn(trx, teamId, notice, iso());
        }
        return ended;
      });
    },
  };
}

export type FollowStore = ReturnType<typeof createFollowStore>;

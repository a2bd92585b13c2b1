import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, FollowTable } from '../../workspaces/database';
import { type NoticeInput, queueNoticeIn } from '../../spine/outbox';
import { dropWaitingNotices, lockName } from '../rows';
import { followPostsPrefix } from './keys';
import { sameSearch } from '../../cases/search-filters';
import { UnaskedError } from '../../lib/errors';
import { createFollowSeen, type SeenRow } from './seen';
import { createFollowPending } from './pending';

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
  /** When it last posted what it gathered (a channel that gathers hears from it once per so many minutes). */
  postedAt?: Date | null;
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

/** Channels following searches, and what each has seen (`follow-seen.ts`). */
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
    postedAt: row.posted_at ? new Date(row.posted_at) : null,
  });

  const seenCases = createFollowSeen(db, iso);
  const pending = createFollowPending(db, iso);

  return {
    /** Starts a follow with the cases already there counted as seen (no flood of old cases). */
    async addFollow(
      input: Omit<Follow, 'id' | 'checkedAt'>,
      alreadyThere: readonly (number | SeenRow)[],
    ): Promise<'added' | 'already' | { tooMany: FollowCap }> {
      return db.transaction().execute(async (trx) => {
        // The caps hold however many requests arrive at once, on however many replicas.
        await lockName(trx, `follows:${input.teamId}`);
        const rows = await trx
          .selectFrom('follows')
          .select(['channel_id', 'created_by', 'search_text'])
          .where('team_id', '=', input.teamId)
          .execute();
        const already = rows.some(
          (r) => r.channel_id === input.channelId && sameSearch(r.search_text, input.searchText),
        );
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
        // What each case's row said: a later change of it is told when the follow's events ask for it.
        const seen = new Map<number, { follow_id: string; case_id: number; status?: string; updated?: string }>();
        for (const row of alreadyThere) {
          const r: Partial<SeenRow> & { caseId: number } = typeof row === 'number' ? { caseId: row } : row;
          seen.set(r.caseId, { follow_id: id, case_id: r.caseId, status: r.status, updated: r.updated });
        }
        const values = [...seen.values()];
        for (let i = 0; i < values.length; i += 200) {
          await trx
            .insertInto('follow_seen')
            .values(values.slice(i, i + 200))
            .execute();
        }
        return 'added';
      });
    },

    /**
     * A follow's search changed (its filters, its events): what the new search lists now counts as seen,
     * so only what comes after is told. `already` when its channel follows that text; `gone` when it ended.
     */
    async changeFollow(
      follow: Pick<Follow, 'id' | 'teamId' | 'channelId'>,
      searchText: string,
      alreadyThere: readonly SeenRow[],
    ): Promise<'changed' | 'already' | 'gone'> {
      return db.transaction().execute(async (trx) => {
        await lockName(trx, `follows:${follow.teamId}`);
        const rows = await trx
          .selectFrom('follows')
          .select(['id', 'search_text'])
          .where('team_id', '=', follow.teamId)
          .where('channel_id', '=', follow.channelId)
          .execute();
        if (!rows.some((r) => r.id === follow.id)) return 'gone';
        if (rows.some((r) => r.id !== follow.id && sameSearch(r.search_text, searchText))) return 'already';
        await trx.updateTable('follows').set({ search_text: searchText }).where('id', '=', follow.id).execute();
        // What it kept of its cases was kept for the old events: forgotten, so that no old change is told
        // as new; what the new search lists now is kept as it is now.
        await trx
          .updateTable('follow_seen')
          .set({ status: null, updated: null, notes: null })
          .where('follow_id', '=', follow.id)
          .execute();
        const values = alreadyThere.map((r) => ({
          follow_id: follow.id,
          case_id: r.caseId,
          status: r.status,
          updated: r.updated,
        }));
        for (let i = 0; i < values.length; i += 200) {
          await trx
            .insertInto('follow_seen')
            .values(values.slice(i, i + 200))
            .onConflict((oc) =>
              oc.columns(['follow_id', 'case_id']).doUpdateSet((eb) => ({
                status: eb.ref('excluded.status'),
                updated: eb.ref('excluded.updated'),
              })),
            )
            .execute();
        }
        return 'changed';
      });
    },

    async listFollows(teamId: string, channelId?: string, order: 'made' | 'checked' = 'made'): Promise<Follow[]> {
      let query = db.selectFrom('follows').selectAll().where('team_id', '=', teamId);
      if (channelId) query = query.where('channel_id', '=', channelId);
      // Listed for people in the order they were set up; for the poller, least recently checked first.
      const first = order === 'made' ? 'created_at' : 'checked_at';
      return (await query.orderBy(first).orderBy('id').execute()).map(toFollow);
    },

    async getFollow(id: string): Promise<Follow | undefined> {
      const row = await db.selectFrom('follows').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toFollow(row);
    },

    ...seenCases,
    ...pending,

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
      which: { id?: string; ids?: readonly string[]; createdBy?: string; channelId?: string },
      tell?: (createdBy: string, ended: Follow[]) => NoticeInput | NoticeInput[] | undefined,
    ): Promise<Follow[]> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('follows').selectAll().where('team_id', '=', teamId);
        if (which.id) query = query.where('id', '=', which.id);
        if (which.ids) query = query.where('id', 'in', which.ids.length > 0 ? [...which.ids] : ['']);
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
          throw new UnaskedError('ROWS_CHANGED', 'follows changed while ending them');
        const byCreator = new Map<string, Follow[]>();
        for (const f of ended) byCreator.set(f.createdBy, [...(byCreator.get(f.createdBy) ?? []), f]);
        for (const [creator, theirs] of byCreator) {
          const told = tell?.(creator, theirs);
          for (const notice of told === undefined ? [] : [told].flat()) await queueNoticeIn(trx, teamId, notice, iso());
        }
        return ended;
      });
    },
  };
}

export type FollowStore = ReturnType<typeof createFollowStore>;

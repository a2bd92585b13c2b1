import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { CaseDiscussionTable, Database } from '../../workspaces/database';
import type { CameUp } from '../surfaces';

/** How many conversations are kept for one case: its newest; an older one is forgotten when a newer comes. */
export const MAX_DISCUSSIONS_PER_CASE = 50;

/** How casebot saw a case come up. */
export type DiscussionSource = CameUp['source'];

/** A conversation a case came up in, who linked it and when (a channel as a whole: `messageTs` empty). */
export interface Discussion extends Omit<CameUp, 'by'> {
  linkedBy: string;
  linkedAt: Date;
}

const toDiscussion = (row: CaseDiscussionTable): Discussion => ({
  teamId: row.team_id,
  caseId: row.case_id,
  caseNumber: row.case_number,
  channelId: row.channel_id,
  messageTs: row.message_ts,
  threadTs: row.thread_ts,
  source: row.source as DiscussionSource,
  linkedBy: row.linked_by,
  linkedAt: new Date(row.linked_at),
});

/** Newest first, in one order every replica agrees on (rows linked in the same millisecond too). */
const newestFirst = <Q extends SelectQueryBuilder<Database, 'case_discussions', object>>(query: Q): Q =>
  query.orderBy('linked_at', 'desc').orderBy('channel_id', 'desc').orderBy('message_ts', 'desc') as Q;

/**
 * Where each case came up, per workspace: the newest few per case (`MAX_DISCUSSIONS_PER_CASE`), with who
 * linked it and when. The same message linked again is the same row, its time and linker the newest.
 */
export function createDiscussionStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  return {
    /**
     * Remembers where a case came up; the case's oldest beyond the cap are forgotten in the same write.
     * `renewed`: it was remembered already (its time and linker are now the newest).
     */
    async remember(input: Omit<Discussion, 'linkedAt'>): Promise<'added' | 'renewed'> {
      const row: CaseDiscussionTable = {
        team_id: input.teamId,
        case_id: input.caseId,
        case_number: input.caseNumber,
        channel_id: input.channelId,
        message_ts: input.messageTs,
        thread_ts: input.threadTs,
        source: input.source,
        linked_by: input.linkedBy,
        linked_at: now().toISOString(),
      };
      const ofCase = { team_id: row.team_id, case_id: row.case_id };
      return db.transaction().execute(async (trx) => {
        const known = await trx
          .selectFrom('case_discussions')
          .select('linked_at')
          .where((eb) => eb.and({ ...ofCase, channel_id: row.channel_id, message_ts: row.message_ts }))
          .executeTakeFirst();
        await trx
          .insertInto('case_discussions')
          .values(row)
          .onConflict((oc) =>
            oc.columns(['team_id', 'case_id', 'channel_id', 'message_ts']).doUpdateSet({
              linked_by: row.linked_by,
              linked_at: row.linked_at,
              thread_ts: row.thread_ts,
              source: row.source,
            }),
          )
          .execute();
        const beyond = await newestFirst(
          trx
            .selectFrom('case_discussions')
            .select(['channel_id', 'message_ts'])
            .where((eb) => eb.and(ofCase)),
        )
          .offset(MAX_DISCUSSIONS_PER_CASE)
          .limit(1000)
          .execute();
        for (const old of beyond) {
          await trx
            .deleteFrom('case_discussions')
            .where((eb) => eb.and({ ...ofCase, ...old }))
            .execute();
        }
        return known ? 'renewed' : 'added';
      });
    },

    /** Where these cases came up, newest first, by case id. */
    async ofCases(teamId: string, caseIds: readonly number[]): Promise<Map<number, Discussion[]>> {
      const found = new Map<number, Discussion[]>();
      if (caseIds.length === 0) return found;
      const rows = await newestFirst(
        db
          .selectFrom('case_discussions')
          .selectAll()
          .where('team_id', '=', teamId)
          .where('case_id', 'in', [...new Set(caseIds)]),
      ).execute();
      for (const row of rows) {
        const list = found.get(row.case_id) ?? [];
        list.push(toDiscussion(row));
        found.set(row.case_id, list);
      }
      return found;
    },

    /** Forgets one message (deleted, or Slack no longer finds it). */
    async forgetMessage(teamId: string, channelId: string, messageTs: string): Promise<number> {
      const result = await db
        .deleteFrom('case_discussions')
        .where('team_id', '=', teamId)
        .where('channel_id', '=', channelId)
        .where('message_ts', '=', messageTs)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Forgets a channel's (archived, shared with another organisation, casebot out of it), or a workspace's. */
    async forget(teamId: string, where: { channelId: string } | { all: true }): Promise<number> {
      let query = db.deleteFrom('case_discussions').where('team_id', '=', teamId);
      if ('channelId' in where) query = query.where('channel_id', '=', where.channelId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type DiscussionStore = ReturnType<typeof createDiscussionStore>;

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, WatchTable } from '../workspaces/database';

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
}

/** A message waiting to go out (to a person's DM, or a channel), rendered when its change was seen. */
export interface Notice {
  id: string;
  teamId: string;
  slackUserId: string | null;
  channelId: string | null;
  message: { text: string; blocks: unknown[] };
  attempts: number;
  claimedAt: Date | null;
}

export type NoticeInput = Pick<Notice, 'slackUserId' | 'channelId' | 'message'> & { dedupeKey: string };

export interface PollState {
  failures: number;
  backoffUntil: Date | null;
}

/** Most watches one person may hold in a workspace. */
export const MAX_WATCHES_PER_PERSON = 100;

/**
 * Watches and what casebot must tell people about them. Every write that can race with another replica
 * is conditional: a change is recorded only against the version it was read at, and a notice is owned by
 * whoever claimed it last (a claim older than the lease may be taken over).
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
  });

  const insertNotice = (trx: Kysely<Database>, teamId: string, notice: NoticeInput) =>
    queueNoticeIn(trx, teamId, notice, iso());

  return {
    /** Starts a watch with what the person just saw; says whether it did, or why not. */
    async addWatch(input: Omit<Watch, 'id' | 'version' | 'checkedAt'>): Promise<'added' | 'already' | 'too_many'> {
      const held = await db
        .selectFrom('watches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('team_id', '=', input.teamId)
        .where('slack_user_id', '=', input.slackUserId)
        .executeTakeFirstOrThrow();
      if (Number(held.n) >= MAX_WATCHES_PER_PERSON) return 'too_many';
      const result = await db
        .insertInto('watches')
        .values({
          id: randomUUID(),
          team_id: input.teamId,
          slack_user_id: input.slackUserId,
          case_id: input.caseId,
          case_number: input.caseNumber,
          subject: input.subject.slice(0, 300),
          last_status: input.seen.status.slice(0, 255),
          last_note_ids: JSON.stringify(input.seen.noteIds),
          last_updated: input.seen.lastUpdated,
          version: 0,
          checked_at: iso(),
          created_at: iso(),
        })
        .onConflict((oc) => oc.columns(['team_id', 'slack_user_id', 'case_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'already';
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
    async dueWatches(teamId: string, limit: number): Promise<Watch[]> {
      const rows = await db
        .selectFrom('watches')
        .selectAll()
        .where('team_id', '=', teamId)
        .orderBy('checked_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(toWatch);
    },

    /** Each workspace's own poll interval (null: the default), in one read for all of them. */
    async pollIntervals(): Promise<Map<string, number | null>> {
      const rows = await db.selectFrom('workspaces').select(['team_id', 'poll_interval_ms']).execute();
      return new Map(rows.map((r) => [r.team_id, r.poll_interval_ms]));
    },

    /** Workspaces with something to poll: watches or follows. */
    async workspacesToPoll(): Promise<string[]> {
      const rows = await db
        .selectFrom('watches')
        .select('team_id')
        .union(db.selectFrom('follows').select('team_id'))
        .execute();
      return [...new Set(rows.map((r) => r.team_id))];
    },

    /**
     * Records what a poll saw. With a notice, the change and its notice are written together, and only
     * when the watch is still at the version the poll read: a second poller of the same change writes
     * nothing. Says whether this call recorded it.
     */
    async recordCheck(watch: Watch, seen: SeenState, notice?: NoticeInput): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('watches')
          .set({
            last_status: seen.status.slice(0, 255),
            last_note_ids: JSON.stringify(seen.noteIds),
            last_updated: seen.lastUpdated,
            checked_at: iso(),
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

    /**
     * Ends watches (one person's, or a whole workspace's) and, in the same transaction, queues what to
     * tell each person whose watches ended: `notice(userId, watches)` says it (undefined: say nothing).
     */
    async endWatches(
      teamId: string,
      slackUserId: string | undefined,
      notice: ((slackUserId: string, ended: Watch[]) => NoticeInput | undefined) | undefined,
      caseId?: number,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('watches').selectAll().where('team_id', '=', teamId);
        if (slackUserId) query = query.where('slack_user_id', '=', slackUserId);
        if (caseId !== undefined) query = query.where('case_id', '=', caseId);
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
        if (Number(deleted.numDeletedRows) !== rows.length) throw new Error('watches changed while ending them');
        const byPerson = new Map<string, Watch[]>();
        for (const row of rows) byPerson.set(row.slackUserId, [...(byPerson.get(row.slackUserId) ?? []), row]);
        for (const [person, ended] of byPerson) {
          const queued = notice?.(person, ended);
          if (queued) await insertNotice(trx, teamId, queued);
        }
        return rows.length;
      });
    },

    async queueNotice(teamId: string, notice: NoticeInput): Promise<void> {
      await insertNotice(db, teamId, notice);
    },

    /** Notices of a workspace not sent yet, oldest first. */
    async pendingNotices(teamId: string, limit = 200): Promise<Notice[]> {
      const rows = await db
        .selectFrom('notices')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('sent_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        teamId: r.team_id,
        slackUserId: r.slack_user_id,
        channelId: r.channel_id,
        message: parseMessage(r.message),
        attempts: r.attempts,
        claimedAt: r.claimed_at ? new Date(r.claimed_at) : null,
      }));
    },

    /** Takes a notice to send: true when this caller holds it (nobody does, or a claim older than `leaseMs`). */
    async claimNotice(notice: Notice, leaseMs: number): Promise<boolean> {
      const expired = new Date(now().getTime() - leaseMs).toISOString();
      const result = await db
        .updateTable('notices')
        .set({ claimed_at: iso(), attempts: notice.attempts + 1 })
        .where('id', '=', notice.id)
        .where('sent_at', 'is', null)
        .where('attempts', '=', notice.attempts)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', expired)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async markSent(noticeId: string, slackTs: string | null): Promise<void> {
      await db.updateTable('notices').set({ sent_at: iso(), slack_ts: slackTs }).where('id', '=', noticeId).execute();
    },

    /** Gives up on a notice Slack will not take (the person left, the channel is gone): kept as sent, without a ts. */
    dropNotice(noticeId: string): Promise<void> {
      return this.markSent(noticeId, null);
    },

    /** Forgets a workspace's notices sent before `before` (the outbox keeps a week for inquiries). */
    async pruneNotices(teamId: string, before: Date): Promise<number> {
      const result = await db
        .deleteFrom('notices')
        .where('team_id', '=', teamId)
        .where('sent_at', 'is not', null)
        .where('sent_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async pollState(teamId: string): Promise<PollState> {
      const row = await db.selectFrom('poll_state').selectAll().where('team_id', '=', teamId).executeTakeFirst();
      return { failures: row?.failures ?? 0, backoffUntil: row?.backoff_until ? new Date(row.backoff_until) : null };
    },

    async setPollState(teamId: string, state: PollState): Promise<void> {
      const values = {
        failures: state.failures,
        backoff_until: state.backoffUntil?.toISOString() ?? null,
        polled_at: iso(),
      };
      await db
        .insertInto('poll_state')
        .values({ team_id: teamId, ...values })
        .onConflict((oc) => oc.column('team_id').doUpdateSet(values))
        .execute();
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

/** Queues a notice in a transaction (or not); a second one with the same key is not written. */
export async function queueNoticeIn(
  trx: Kysely<Database>,
  teamId: string,
  notice: NoticeInput,
  at: string,
): Promise<boolean> {
  const result = await trx
    .insertInto('notices')
    .values({
      id: randomUUID(),
      team_id: teamId,
      dedupe_key: notice.dedupeKey,
      slack_user_id: notice.slackUserId,
      channel_id: notice.channelId,
      message: JSON.stringify(notice.message),
      attempts: 0,
      created_at: at,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

function parseIds(raw: string): number[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

function parseMessage(raw: string): Notice['message'] {
  try {
    const parsed = JSON.parse(raw) as { text?: unknown; blocks?: unknown };
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      blocks: Array.isArray(parsed.blocks) ? parsed.blocks : [],
    };
  } catch {
    return { text: '', blocks: [] };
  }
}

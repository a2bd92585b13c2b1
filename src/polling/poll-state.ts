import { type Kysely, sql } from 'kysely';
import type { Database } from '../workspaces/database';

export interface PollState {
  failures: number;
  backoffUntil: Date | null;
  /** Since when every poll has failed; null when the last one worked. */
  failingSince: Date | null;
  /** When a call of the workspace last answered well. */
  lastGoodAt: Date | null;
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Each workspace's polling: failures, back-off, and which poll holds it now. */
export function createPollStateStore(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** `finishedAt`: when the poll began, where it checked all it had due (`polled_at`; null: it left some). */
    async setPollState(teamId: string, state: PollState, finishedAt: Date | null = null): Promise<void> {
      const values = {
        failures: state.failures,
        backoff_until: state.backoffUntil?.toISOString() ?? null,
        failing_since: state.failingSince?.toISOString() ?? null,
        last_good_at: state.lastGoodAt?.toISOString() ?? null,
        polled_at: finishedAt?.toISOString() ?? null,
      };
      await db
        .insertInto('poll_state')
        .values({ team_id: teamId, ...values, running_until: null })
        .onConflict((oc) => oc.column('team_id').doUpdateSet(values))
        .execute();
    },

    /**
     * Holds the workspace for one poll until `until`, on whichever replica asks, and reads its state in the
     * same statement: undefined while another poll of it still runs (its round is then skipped, never run
     * beside it).
     */
    async holdPoll(teamId: string, until: Date): Promise<(PollState & { polledAt: Date | null }) | undefined> {
      const at = now().toISOString();
      const row = await db
        .insertInto('poll_state')
        .values({
          team_id: teamId,
          failures: 0,
          backoff_until: null,
          polled_at: null,
          failing_since: null,
          running_until: until.toISOString(),
          last_good_at: null,
        })
        .onConflict((oc) =>
          oc
            .column('team_id')
            .doUpdateSet({ running_until: until.toISOString() })
            .where((eb) =>
              eb.or([eb('poll_state.running_until', 'is', null), eb('poll_state.running_until', '<', at)]),
            ),
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        failures: row.failures,
        backoffUntil: date(row.backoff_until),
        failingSince: date(row.failing_since),
        lastGoodAt: date(row.last_good_at),
        polledAt: date(row.polled_at),
      };
    },

    /** Lets the workspace go, if this poll (holding it `until`) still holds it: never another poll's hold. */
    async releasePoll(teamId: string, until: Date): Promise<void> {
      await db
        .updateTable('poll_state')
        .set({ running_until: null })
        .where('team_id', '=', teamId)
        .where('running_until', '=', until.toISOString())
        .execute();
    },

    /**
     * Each workspace's own poll interval (null: the default), in one read for all of them, and whether its
     * service lists recent cases newest update first (its change detector reads that list twice an interval).
     */
    async pollIntervals(): Promise<Map<string, { intervalMs: number | null; halves: boolean }>> {
      const rows = await db.selectFrom('workspaces').select(['team_id', 'poll_interval_ms', 'recent_order']).execute();
      return new Map(
        rows.map((r) => [r.team_id, { intervalMs: r.poll_interval_ms, halves: r.recent_order === 'updated' }]),
      );
    },

    /**
     * Workspaces with something to poll: a row in any of `tables` (each registered kind's), or something
     * still to tell (an ending's DM), in one read.
     */
    async workspacesToPoll(tables: readonly string[]): Promise<string[]> {
      const reads = [
        ...tables.map((table) => sql`select team_id from ${sql.table(table)}`),
        sql`select team_id from notices where sent_at is null`,
      ];
      const { rows } = await sql<{ team_id: string }>`${sql.join(reads, sql` union `)}`.execute(db);
      return [...new Set(rows.map((r) => r.team_id))];
    },
  };
}

export type PollStateStore = ReturnType<typeof createPollStateStore>;

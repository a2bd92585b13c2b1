import { type Kysely, sql } from 'kysely';
import type { Database } from '../workspaces/database';
import { LruCache } from '../lib/lru';

/** A workspace's change detector, as the last round left it. */
export interface DetectorState {
  /** The Slack user its recent list is read as; a new reader starts over. */
  reader: string | null;
  /** The newest last update it read (ISO); null before its first round. */
  watermark: Date | null;
  /** Watches and cards checked before this are checked once the old way (a first round, a gap it could not read). */
  staleBefore: Date | null;
  /** Where its next placing read starts (rows of the recent list past the first page). */
  placeOffset: number;
  /** When placing last reached the end of the list. */
  placedAllAt: Date | null;
  /** The order the recent list's pages showed, and how many reads in a row agreed. */
  learnt: 'updated' | 'submitted' | null;
  votes: number;
  /** When it last read the list only to learn its order. */
  learnReadAt: Date | null;
  /** Since when the list, taken to be newest update first, was read in another order (null: it was not). */
  outOfOrderSince: Date | null;
}

/** A case's last update as one list row said it. */
export interface CaseUpdate {
  caseId: number;
  lastUpdated: string;
}

const date = (value: string | null | undefined) => (value ? new Date(value) : null);
const EMPTY: DetectorState = {
  reader: null,
  watermark: null,
  staleBefore: null,
  placeOffset: 0,
  placedAllAt: null,
  learnt: null,
  votes: 0,
  learnReadAt: null,
  outOfOrderSince: null,
};

/** Rows written in one statement (a page of the list is at most 100). */
const ROWS_PER_WRITE = 100;

/** A kind's table whose items are each of one case (`case_id`), and the column of the person it is read as. */
export interface CaseRows {
  table: string;
  person: string;
}

/**
 * What casebot knows of each case's last update, from its change detector and from every list page it
 * reads: a watch or card checked before its case's update was noticed is due. A notice is written only
 * when the update differs from what is stored, so the same row read by two replicas notices it once.
 */
export function createChangeStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();

  /** The detector's rows, each placed: new ones noticed when `noticedAt` says, known ones when their update moved. */
  async function write(teamId: string, rows: CaseUpdate[], noticedAt: (caseId: number) => Date | null) {
    const at = now().toISOString();
    const unique = [...new Map(rows.map((r) => [r.caseId, r])).values()];
    for (let i = 0; i < unique.length; i += ROWS_PER_WRITE) {
      const values = unique.slice(i, i + ROWS_PER_WRITE).map((r) => ({
        team_id: teamId,
        case_id: r.caseId,
        last_updated: r.lastUpdated,
        noticed_at: noticedAt(r.caseId)?.toISOString() ?? null,
        placed_at: at,
      }));
      await db
        .insertInto('case_updates')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['team_id', 'case_id']).doUpdateSet({
            noticed_at: sql`case when case_updates.last_updated <> excluded.last_updated then ${at} else case_updates.noticed_at end`,
            last_updated: sql`excluded.last_updated`,
            placed_at: sql`excluded.placed_at`,
          }),
        )
        .execute();
    }
  }

  return {
    async detectorState(teamId: string): Promise<DetectorState> {
      const row = await db.selectFrom('detector_state').selectAll().where('team_id', '=', teamId).executeTakeFirst();
      if (!row) return EMPTY;
      return {
        reader: row.reader,
        watermark: date(row.watermark),
        staleBefore: date(row.stale_before),
        placeOffset: row.place_offset,
        placedAllAt: date(row.placed_all_at),
        learnt: row.learnt === 'updated' || row.learnt === 'submitted' ? row.learnt : null,
        votes: row.votes,
        learnReadAt: date(row.learn_read_at),
        outOfOrderSince: date(row.out_of_order_since),
      };
    },

    async saveDetectorState(teamId: string, state: DetectorState): Promise<void> {
      const values = {
        reader: state.reader,
        watermark: state.watermark?.toISOString() ?? null,
        stale_before: state.staleBefore?.toISOString() ?? null,
        place_offset: state.placeOffset,
        placed_all_at: state.placedAllAt?.toISOString() ?? null,
        learnt: state.learnt,
        votes: state.votes,
        learn_read_at: state.learnReadAt?.toISOString() ?? null,
        out_of_order_since: state.outOfOrderSince?.toISOString() ?? null,
        updated_at: now().toISOString(),
      };
      await db
        .insertInto('detector_state')
        .values({ team_id: teamId, ...values })
        .onConflict((oc) => oc.column('team_id').doUpdateSet(values))
        .execute();
    },

    /** A new reader sees other cases: what the old one placed no longer says anything. */
    async forgetPlaced(teamId: string): Promise<void> {
      await db.updateTable('case_updates').set({ placed_at: null }).where('team_id', '=', teamId).execute();
    },

    /**
     * Cases whose row looks the same but may have changed again: the service's times are to the second, so
     * a second change within the second of the first keeps the row's time. Noticed as changed now.
     */
    async noticeAgain(teamId: string, caseIds: readonly number[], at: Date): Promise<void> {
      if (caseIds.length === 0) return;
      await db
        .updateTable('case_updates')
        .set({ noticed_at: at.toISOString() })
        .where('team_id', '=', teamId)
        .where('case_id', 'in', [...caseIds])
        .execute();
    },

    /** Rows the detector's reader listed: each placed; `noticedAt` says since when an unknown one changed. */
    detected: (teamId: string, rows: CaseUpdate[], noticedAt: (caseId: number) => Date | null) =>
      write(teamId, rows, noticedAt),

    /**
     * Rows any other read listed (a follow's, a digest's, a search's): a known case whose update moved is
     * noticed. Nothing new is written: a case first seen here is the detector's to notice.
     */
    async fed(teamId: string, rows: CaseUpdate[]): Promise<void> {
      if (rows.length === 0) return;
      const known = await db
        .selectFrom('case_updates')
        .select(['case_id', 'last_updated'])
        .where('team_id', '=', teamId)
        .where(
          'case_id',
          'in',
          rows.map((r) => r.caseId),
        )
        .execute();
      const stored = new Map(known.map((k) => [k.case_id, k.last_updated]));
      const at = now().toISOString();
      for (const row of rows) {
        const before = stored.get(row.caseId);
        if (before === undefined || before === row.lastUpdated) continue;
        await db
          .updateTable('case_updates')
          .set({ last_updated: row.lastUpdated, noticed_at: at })
          .where('team_id', '=', teamId)
          .where('case_id', '=', row.caseId)
          .where('last_updated', '=', before)
          .execute();
      }
    },

    /** Whether casebot noticed any case of the workspace change since then (the detector, or any list read). */
    async noticedSince(teamId: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('case_updates')
        .select('case_id')
        .where('team_id', '=', teamId)
        .where('noticed_at', '>=', since.toISOString())
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** How many of the kinds' items are of a case the detector's reader has never listed. */
    async unplacedCount(teamId: string, sources: readonly CaseRows[]): Promise<number> {
      let n = 0;
      for (const { table } of sources) {
        const { rows } = await sql<{ n: number | string }>`
          select count(*) as n from ${sql.table(table)} where team_id = ${teamId} and case_id not in
          (select case_id from case_updates where team_id = ${teamId} and placed_at is not null)`.execute(db);
        n += Number(rows[0]?.n ?? 0);
      }
      return n;
    },

    /** Someone linked in their own name whose item of a case is here, longest first: the detector's reader. */
    async readerOf(teamId: string, sources: readonly CaseRows[]): Promise<string | undefined> {
      let oldest: { who: string; created_at: string } | undefined;
      for (const { table, person } of sources) {
        const { rows } = await sql<{ who: string; created_at: string }>`
          select ${sql.ref(person)} as who, created_at from ${sql.table(table)}
          where team_id = ${teamId} and ${sql.ref(person)} in (select slack_user_id from user_links where team_id = ${teamId})
          order by created_at limit 1`.execute(db);
        const [row] = rows;
        if (row && (!oldest || row.created_at < oldest.created_at)) oldest = row;
      }
      return oldest?.who;
    },

    /** Drops what is known of cases no kind's item is of, once nothing noticed them for `before`. */
    async prune(teamId: string, before: Date, sources: readonly CaseRows[]): Promise<void> {
      let query = db
        .deleteFrom('case_updates')
        .where('team_id', '=', teamId)
        .where((eb) => eb.or([eb('noticed_at', 'is', null), eb('noticed_at', '<', before.toISOString())]))
        .where((eb) => eb.or([eb('placed_at', 'is', null), eb('placed_at', '<', before.toISOString())]));
      for (const { table } of sources) {
        query = query.where(
          sql<boolean>`case_id not in (select case_id from ${sql.table(table)} where team_id = ${teamId})`,
        );
      }
      await query.execute();
    },
  };
}

export type ChangeStore = ReturnType<typeof createChangeStore>;

/** Cases' updates remembered per replica, so a page read again writes nothing. */
const FEED_REMEMBERS = 100_000;

/**
 * Every list page casebot reads, told to the change store: rows whose last update this replica has not
 * seen already are written (a known case whose update moved is noticed), in the background; a failure is
 * logged and loses nothing but the hint.
 */
export function updateFeed(changes: Pick<ChangeStore, 'fed'>, logger: { warn(fields: object, message: string): void }) {
  const known = new LruCache<string>(FEED_REMEMBERS, Number.POSITIVE_INFINITY);
  return (teamId: string, rows: readonly { ComplaintId: number; LastUpdatedTime: string }[]) => {
    const moved = rows.filter((row) => {
      if (!row.LastUpdatedTime || !Number.isInteger(row.ComplaintId)) return false;
      const key = `${teamId}\u0000${row.ComplaintId}`;
      if (known.get(key) === row.LastUpdatedTime) return false;
      known.set(key, row.LastUpdatedTime);
      return true;
    });
    if (moved.length === 0) return;
    const updates = moved.map((row) => ({ caseId: row.ComplaintId, lastUpdated: row.LastUpdatedTime }));
    changes.fed(teamId, updates).catch((error: unknown) => {
      logger.warn({ team: teamId, err: error instanceof Error ? error.name : 'Error' }, 'case updates not recorded');
    });
  };
}

import type { Kysely } from 'kysely';
import { type NoticeInput, queueNoticeIn } from '../spine/outbox';
import type { Database } from '../workspaces/database';
import { dropWaitingNotices } from './rows';
import type { EndOwner, NotServed } from './kind';
import type { webApi } from '@slack/bolt';

// What every scheduled kind keeps alike (each in its own table): rows due at a time, each sent once per time it
// is due on however many replicas (moving it to its next time and queueing its notice are one write, made
// only by whoever finds it still due then), and ended with their waiting notices dropped.

/** The columns every table of things due at a time has. */
interface DueRow {
  id: string;
  team_id: string;
  next_due_at: string;
  last_sent_at: string | null;
}

/** The tables of things due at a time: those with its columns. */
export type DueTable = { [K in keyof Database]: Database[K] extends DueRow ? K : never }[keyof Database];

/** When a scheduled item is sent: at the time it was due (once), or because someone pressed Send now (once a press). */
export type DueWhen = { due: Date } | { pressed: string };

/**
 * How a scheduled item went: sent; nothing to say and not asked to (`quiet`); sent for this time by someone
 * else first (another replica), or gone (`taken`); refused by the service this time (tried again at its
 * next); or left for a later round (`deferred`).
 */
export type DueOutcome = 'sent' | 'quiet' | 'taken' | 'refused' | 'deferred';

/** Which rows an ending is about: a column's value, or (an array) one of its values. */
export type DueWhich = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A sending recorded: its due time (null for Send now, which leaves the schedule), its next, what else it wrote. */
export interface DueSent {
  dueAt: Date | null;
  nextDueAt: Date;
  /** Other columns written with it (what it showed, when it was last sent). */
  set?: Readonly<Record<string, string | number | null>>;
  notice: NoticeInput | undefined;
}

/**
 * One table of things due at a time: what is due, a sending recorded once, an ending with its notices.
 * `table`'s rows come back as the table keeps them (its kind reads them into its own shape).
 */
export function dueAtTable<T extends DueTable>(db: Kysely<Database>, table: T, iso: () => string) {
  type Row = Database[T];
  // Kysely cannot follow a table chosen by a parameter through its column types: the columns every such
  // table has, as one view of it under one name (the SQL names the table itself).
  const view = db as unknown as Kysely<{ due: DueRow }>;
  const from = table as DueTable as unknown as 'due';
  const asDatabase = (trx: Kysely<{ due: DueRow }>) => trx as unknown as Kysely<Database>;
  return {
    /** A workspace's rows due by `at`, the longest waiting first, at most `limit`. */
    async due(teamId: string, at: Date, limit: number): Promise<Row[]> {
      const rows = await view
        .selectFrom(from)
        .selectAll()
        .where('team_id', '=', teamId)
        .where('next_due_at', '<=', at.toISOString())
        .orderBy('next_due_at')
        .limit(limit)
        .execute();
      return rows as unknown as Row[];
    },

    /** How many of a workspace's rows are due by `at`. */
    async countDue(teamId: string, at: Date): Promise<number> {
      const row = await view
        .selectFrom(from)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('team_id', '=', teamId)
        .where('next_due_at', '<=', at.toISOString())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * A row sent (or its time passed): moved to its next time, `set` written and its notice queued, in one
     * write. Only a row still due at `dueAt` is moved (once on every replica); Send now (no `dueAt`) leaves
     * the schedule as it is now, whatever changed it since it was read. False: someone else did, or it is gone.
     */
    async record(item: { id: string; teamId: string }, sent: DueSent): Promise<boolean> {
      return view.transaction().execute(async (trx) => {
        const set = { ...(sent.dueAt ? { next_due_at: sent.nextDueAt.toISOString() } : {}), ...sent.set };
        let written: boolean;
        if (Object.keys(set).length === 0) {
          // Nothing of it changes: only whether it is still there.
          written =
            (await trx.selectFrom(from).select('id').where('id', '=', item.id).executeTakeFirst()) !== undefined;
        } else {
          let update = trx
            .updateTable(from)
            .set(set as Partial<DueRow>)
            .where('id', '=', item.id);
          if (sent.dueAt) update = update.where('next_due_at', '=', sent.dueAt.toISOString());
          written = Number((await update.executeTakeFirst()).numUpdatedRows) > 0;
        }
        if (!written) return false;
        if (sent.notice) await queueNoticeIn(asDatabase(trx), item.teamId, sent.notice, iso());
        return true;
      });
    },

    /**
     * Ends a workspace's rows (`which`: by column; none, all of them) with the notices `tell` says of them,
     * in one write; what each queued and nobody took yet (`waiting`, its notices' key pattern) is dropped.
     */
    async end(
      teamId: string,
      which: DueWhich,
      waiting: (id: string) => string,
      tell?: (ended: Row[]) => readonly (NoticeInput | undefined)[],
    ): Promise<Row[]> {
      return view.transaction().execute(async (trx) => {
        let query = trx.selectFrom(from).selectAll().where('team_id', '=', teamId);
        for (const [column, value] of Object.entries(which)) {
          if (value === undefined) continue;
          const col = column as keyof DueRow & string;
          query =
            typeof value === 'string'
              ? query.where(col, '=', value)
              : query.where(col, 'in', value.length > 0 ? [...value] : ['']);
        }
        const ended = (await query.execute()) as unknown as Row[];
        if (ended.length === 0) return [];
        const ids = ended.map((row) => (row as DueRow).id);
        for (const id of ids) await dropWaitingNotices(asDatabase(trx), teamId, waiting(id));
        await trx.deleteFrom(from).where('id', 'in', ids).execute();
        for (const notice of tell?.(ended) ?? []) {
          if (notice) await queueNoticeIn(asDatabase(trx), teamId, notice, iso());
        }
        return ended;
      });
    },
  };
}

/** What Send now came to: sent, refused to its owner, gone (stopped meanwhile, or ended as its owner is no longer served), or the service not reachable as them. */
export type SentNow = 'sent' | 'refused' | 'gone' | 'unavailable';

/**
 * Send now settled the one way every scheduled kind settles it: an owner no longer served has everything
 * they set up ended, as a poll would (`endOwner`: the ending rules), what it queued is delivered now, and
 * the check's outcome is said as what Send now came to.
 */
export async function settleSendNow(
  outcome: DueOutcome | NotServed,
  owner: { teamId: string; userId: string },
  client: webApi.WebClient,
  deps: { endOwner: EndOwner; deliverSoon: (teamId: string) => void },
): Promise<SentNow> {
  if (outcome === 'user_not_linked' || outcome === 'left_workspace') {
    const why = outcome === 'left_workspace' ? 'left_workspace' : 'unlinked';
    await deps.endOwner(owner.teamId, owner.userId, why, client);
  }
  deps.deliverSoon(owner.teamId);
  if (outcome === 'sent' || outcome === 'quiet') return 'sent';
  if (outcome === 'refused') return 'refused';
  if (outcome === 'taken' || outcome === 'user_not_linked' || outcome === 'left_workspace') return 'gone';
  return 'unavailable';
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DigestTable, Database } from '../../workspaces/database';
import type { DigestSnapshot } from './content';
import { DEFAULT_WEEKDAY, nextTimeOf, type Schedule, type Timing } from '../../cases/schedule';
import type { NoticeInput } from '../../spine/outbox';
import { digestPostsPrefix } from './keys';
import { lockName } from '../rows';
import { dueAtTable } from '../due-at';

export interface Digest extends Timing {
  id: string;
  teamId: string;
  channelId: string;
  searchText: string;
  /** Who set it up: the search is read as them. */
  createdBy: string;
  createdByName: string | null;
  quiet: boolean;
  nextDueAt: Date;
  lastSentAt: Date | null;
  /** What the last digest showed; null before the first. */
  snapshot: DigestSnapshot | null;
}

/** Most digests one channel may have. */
export const MAX_DIGESTS_PER_CHANNEL = 5;
/** Most digests one person may set up in a workspace. */
export const MAX_DIGESTS_PER_PERSON = 10;
/** Most digests a workspace may hold (they share its calls to the service). */
export const MAX_DIGESTS_PER_WORKSPACE = 100;

export type DigestCap = 'channel' | 'person' | 'workspace';

function snapshotOf(raw: string | null): DigestSnapshot | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as DigestSnapshot) : null;
  } catch {
    return null;
  }
}

const toDigest = (row: DigestTable): Digest => ({
  id: row.id,
  teamId: row.team_id,
  channelId: row.channel_id,
  searchText: row.search_text,
  createdBy: row.created_by,
  createdByName: row.created_by_name,
  schedule: row.schedule as Schedule,
  minute: row.minute,
  weekday: row.weekday,
  quiet: row.quiet === 1,
  nextDueAt: new Date(row.next_due_at),
  lastSentAt: row.last_sent_at ? new Date(row.last_sent_at) : null,
  snapshot: snapshotOf(row.snapshot),
});

/**
 * Channels' digests. A digest is sent once per time it is due, on every replica: moving it to its next
 * time and queueing its post are one write, made only by whoever finds it still due at that time.
 */
export function createDigestStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  const iso = () => now().toISOString();
  const dueAt = dueAtTable(db, 'digests', iso);
  return {
    async addDigest(
      input: Omit<Digest, 'id' | 'lastSentAt' | 'snapshot'>,
    ): Promise<{ added: Digest } | 'already' | { tooMany: DigestCap }> {
      return db.transaction().execute(async (trx) => {
        await lockName(trx, `digests:${input.teamId}`);
        const rows = await trx
          .selectFrom('digests')
          .select(['channel_id', 'created_by', 'search_text'])
          .where('team_id', '=', input.teamId)
          .execute();
        if (rows.some((r) => r.channel_id === input.channelId && r.search_text === input.searchText)) return 'already';
        if (rows.filter((r) => r.channel_id === input.channelId).length >= MAX_DIGESTS_PER_CHANNEL)
          return { tooMany: 'channel' };
        if (rows.filter((r) => r.created_by === input.createdBy).length >= MAX_DIGESTS_PER_PERSON)
          return { tooMany: 'person' };
        if (rows.length >= MAX_DIGESTS_PER_WORKSPACE) return { tooMany: 'workspace' };
        const row: DigestTable = {
          id: randomUUID(),
          team_id: input.teamId,
          channel_id: input.channelId,
          search_text: input.searchText,
          created_by: input.createdBy,
          created_by_name: input.createdByName?.slice(0, 100) ?? null,
          schedule: input.schedule,
          minute: input.minute,
          weekday: input.weekday ?? DEFAULT_WEEKDAY,
          quiet: input.quiet ? 1 : 0,
          next_due_at: input.nextDueAt.toISOString(),
          last_sent_at: null,
          snapshot: null,
          created_at: iso(),
        };
        const inserted = await trx
          .insertInto('digests')
          .values(row)
          .onConflict((oc) => oc.columns(['team_id', 'channel_id', 'search_text']).doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 ? 'already' : { added: toDigest(row) };
      });
    },

    async listDigests(teamId: string, which: { channelId?: string; createdBy?: string } = {}): Promise<Digest[]> {
      let query = db.selectFrom('digests').selectAll().where('team_id', '=', teamId);
      if (which.channelId) query = query.where('channel_id', '=', which.channelId);
      if (which.createdBy) query = query.where('created_by', '=', which.createdBy);
      return (await query.orderBy('next_due_at').orderBy('id').execute()).map(toDigest);
    },

    async getDigest(teamId: string, id: string): Promise<Digest | undefined> {
      const row = await db
        .selectFrom('digests')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toDigest(row);
    },

    /** A workspace's digests due by `at`, the longest waiting first. */
    dueDigests: async (teamId: string, at: Date, limit: number): Promise<Digest[]> =>
      (await dueAt.due(teamId, at, limit)).map(toDigest),

    /**
     * A digest sent (or its time passed): moved to its next time, what it showed kept, its post queued, in
     * one write. `dueAt`: the time it was due, and only a digest still due then is moved (a scheduled one,
     * once on every replica); null for Send now, which leaves the schedule as it is. False: someone else did.
     */
    recordDigest: (
      digest: Digest,
      sent: { dueAt: Date | null; nextDueAt: Date; snapshot: DigestSnapshot | null; notice: NoticeInput | undefined },
    ): Promise<boolean> =>
      dueAt.record(digest, {
        ...sent,
        set: sent.snapshot ? { snapshot: JSON.stringify(sent.snapshot), last_sent_at: iso() } : {},
      }),

    /** The workspace's zone changed: each of its digests next comes at its hour in the new zone. */
    async rezone(teamId: string, timeZone: string): Promise<number> {
      const all = await this.listDigests(teamId);
      for (const d of all) {
        await db
          .updateTable('digests')
          .set({ next_due_at: nextTimeOf(d, now(), timeZone).toISOString() })
          .where('id', '=', d.id)
          .execute();
      }
      return all.length;
    },

    /** Changes a digest's search, schedule or quietness (its owner's Change); its next time with it. */
    async changeDigest(
      digest: Digest,
      change: {
        searchText: string;
        schedule: Schedule;
        minute: number;
        weekday?: number;
        quiet: boolean;
        nextDueAt: Date;
      },
    ): Promise<'changed' | 'already' | 'gone'> {
      const clash = await db
        .selectFrom('digests')
        .select('id')
        .where('team_id', '=', digest.teamId)
        .where('channel_id', '=', digest.channelId)
        .where('search_text', '=', change.searchText)
        .where('id', '!=', digest.id)
        .executeTakeFirst();
      if (clash) return 'already';
      const updated = await db
        .updateTable('digests')
        .set({
          search_text: change.searchText,
          schedule: change.schedule,
          minute: change.minute,
          weekday: change.weekday ?? digest.weekday ?? DEFAULT_WEEKDAY,
          quiet: change.quiet ? 1 : 0,
          next_due_at: change.nextDueAt.toISOString(),
          // Another search: what the last digest showed says nothing of it.
          ...(change.searchText !== digest.searchText ? { snapshot: null } : {}),
        })
        .where('id', '=', digest.id)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 0 ? 'gone' : 'changed';
    },

    /** Ends digests (by id, of a channel, of one owner, or all of a workspace) with the notices `tell` returns. */
    endDigests: async (
      teamId: string,
      which: { id?: string; ids?: readonly string[]; createdBy?: string; channelId?: string },
      tell?: (ended: Digest[]) => NoticeInput[],
    ): Promise<Digest[]> =>
      (
        await dueAt.end(
          teamId,
          { id: which.id ?? which.ids, created_by: which.createdBy, channel_id: which.channelId },
          // A digest queued and not taken yet: a stopped digest posts nothing more.
          (id) => `${digestPostsPrefix(id)}%`,
          tell && ((ended) => tell(ended.map(toDigest))),
        )
      ).map(toDigest),
  };
}

export type DigestStore = ReturnType<typeof createDigestStore>;

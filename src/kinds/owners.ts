import { type Kysely, sql } from 'kysely';
import type { Database } from '../workspaces/database';
import type { Which } from './kind';

// Which of a kind's rows an ending is about, as its store and a query read it.

/**
 * The people `which` of a kind's rows belong to (whoever set them up, or the person they are read as), in
 * one read: `owner` names that column, `id` the row's id, `channel` whether rows name a channel at all.
 */
export async function ownersIn(
  db: Kysely<Database>,
  table: string,
  columns: { owner: string; id: string; channel: boolean },
  teamId: string,
  which: Which,
): Promise<string[]> {
  const where = [sql`team_id = ${teamId}`];
  if ('person' in which) where.push(sql`${sql.ref(columns.owner)} = ${which.person}`);
  if ('channelId' in which) {
    if (!columns.channel) return [];
    where.push(sql`channel_id = ${which.channelId}`);
  }
  if ('ids' in which) {
    if (which.ids.length === 0) return [];
    where.push(sql`${sql.ref(columns.id)} in (${sql.join([...which.ids])})`);
  }
  const { rows } = await sql<{ owner: string }>`select distinct ${sql.ref(columns.owner)} as owner
    from ${sql.table(table)} where ${sql.join(where, sql` and `)}`.execute(db);
  return rows.map((r) => r.owner);
}

/** `which` as the stores' own filters read it: a channel, ids, or the person under the store's own name (`owner`). */
export function filterOf<K extends 'createdBy' | 'sharedBy'>(
  which: Which,
  owner: K,
): { channelId?: string; ids?: readonly string[] } & { [P in K]?: string } {
  const filter: { channelId?: string; ids?: readonly string[] } & { [P in K]?: string } = {};
  if ('person' in which) Object.assign(filter, { [owner]: which.person });
  if ('channelId' in which) filter.channelId = which.channelId;
  if ('ids' in which) filter.ids = which.ids;
  return filter;
}

import type { Kysely } from 'kysely';
import type { Database } from '../workspaces/database';
import { prepared } from '../workspaces/prepared';

/** A case's own channel in a workspace. */
export interface CaseChannel {
  teamId: string;
  caseId: number;
  caseNumber: number;
  /** Empty while casebot is making it. */
  channelId: string;
  channelName: string;
  createdBy: string;
  createdAt: Date;
}

/** A claim on a case's channel older than this was left by a replica that died while making it. */
const MAKING_LEASE_MS = 2 * 60 * 1000;

/**
 * Case channels: one per case per workspace. Making one starts with a claim (a row without a channel),
 * so two requests on two replicas make one channel; the claim is settled with the channel made, or
 * given back when making it failed.
 */
export function createCaseChannelStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  const toChannel = (row: Database['case_channels']): CaseChannel => ({
    teamId: row.team_id,
    caseId: row.case_id,
    caseNumber: row.case_number,
    channelId: row.channel_id,
    channelName: row.channel_name,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
  });
  // Asked for every card (each names its case's channel): built once.
  const selectRow = prepared((v: { teamId: string; caseId: number }) =>
    db.selectFrom('case_channels').selectAll().where('team_id', '=', v.teamId).where('case_id', '=', v.caseId),
  );
  const rowOf = async (teamId: string, caseId: number) => (await selectRow(db, { teamId, caseId }))[0];

  return {
    /** Claims the making of a case's channel: `claimed`, or the channel it already has (or is getting). */
    async claim(
      input: Pick<CaseChannel, 'teamId' | 'caseId' | 'caseNumber' | 'channelName' | 'createdBy'>,
    ): Promise<{ kind: 'claimed' } | { kind: 'exists'; channel: CaseChannel }> {
      const at = now();
      // A claim left by a replica that died mid-making is given up first.
      await db
        .deleteFrom('case_channels')
        .where('team_id', '=', input.teamId)
        .where('case_id', '=', input.caseId)
        .where('channel_id', '=', '')
        .where('created_at', '<', new Date(at.getTime() - MAKING_LEASE_MS).toISOString())
        .execute();
      const inserted = await db
        .insertInto('case_channels')
        .values({
          team_id: input.teamId,
          case_id: input.caseId,
          case_number: input.caseNumber,
          channel_id: '',
          channel_name: input.channelName.slice(0, 80),
          created_by: input.createdBy,
          created_at: at.toISOString(),
        })
        .onConflict((oc) => oc.columns(['team_id', 'case_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { kind: 'claimed' };
      const row = await rowOf(input.teamId, input.caseId);
      // Gone between the two statements (given back): the caller may try again.
      if (!row) return this.claim(input);
      return { kind: 'exists', channel: toChannel(row) };
    },

    async settle(teamId: string, caseId: number, channelId: string, channelName: string): Promise<void> {
      await db
        .updateTable('case_channels')
        .set({ channel_id: channelId, channel_name: channelName.slice(0, 80) })
        .where('team_id', '=', teamId)
        .where('case_id', '=', caseId)
        .execute();
    },

    /** Gives a claim back (making the channel failed): the case may get a channel later. */
    async release(teamId: string, caseId: number): Promise<void> {
      await db
        .deleteFrom('case_channels')
        .where('team_id', '=', teamId)
        .where('case_id', '=', caseId)
        .where('channel_id', '=', '')
        .execute();
    },

    /** The case's channel, once made. */
    async channelOf(teamId: string, caseId: number): Promise<CaseChannel | undefined> {
      const row = await rowOf(teamId, caseId);
      return row && row.channel_id !== '' ? toChannel(row) : undefined;
    },

    /** The channels of several cases (App Home's recent cases), by case id. */
    async channelsOf(teamId: string, caseIds: number[]): Promise<Map<number, CaseChannel>> {
      if (caseIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('case_channels')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('case_id', 'in', caseIds)
        .where('channel_id', '!=', '')
        .execute();
      return new Map(rows.map((r) => [r.case_id, toChannel(r)]));
    },

    async byChannel(teamId: string, channelId: string): Promise<CaseChannel | undefined> {
      const row = await db
        .selectFrom('case_channels')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      return row ? toChannel(row) : undefined;
    },

    /** The channel is archived or gone: the case may get a new one. */
    async forget(teamId: string, channelId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('case_channels')
        .where('team_id', '=', teamId)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type CaseChannelStore = ReturnType<typeof createCaseChannelStore>;

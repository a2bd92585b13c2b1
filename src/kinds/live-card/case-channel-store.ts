import type { Kysely } from 'kysely';
import { z } from 'zod';
import { intInRange } from '../../lib/env';
import type { Database } from '../../workspaces/database';
import { prepared } from '../../workspaces/prepared';
import { lockName } from '../rows';

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
  /** Its canvas, where casebot made one. */
  canvasId: string | null;
}

/** A claim on a case's channel older than this was left by a replica that died while making it. */
const MAKING_LEASE_MS = 2 * 60 * 1000;

/** How many case channels there may be, and how fast they may be made (CASEBOT_CASE_CHANNELS_*). */
export interface CaseChannelCaps {
  /** Open case channels one person made. */
  perPerson: number;
  /** Open case channels of a workspace. */
  perWorkspace: number;
  /** Case channels one person may make in a minute. */
  perPersonPerMinute: number;
}

/** The caps from the environment: open ones per person and per workspace, how many one person may open a minute. */
export const CASE_CHANNEL_ENVIRONMENT = {
  CASEBOT_CASE_CHANNELS_PER_PERSON: intInRange(1, 1000, 10),
  CASEBOT_CASE_CHANNELS_PER_WORKSPACE: intInRange(1, 10_000, 200),
  CASEBOT_CASE_CHANNELS_PER_MINUTE: intInRange(1, 60, 3),
};

/** The caps the environment sets (`env`: the variables as set; unset ones take their defaults). */
export function capsFrom(env: Readonly<Record<string, string>> = {}): CaseChannelCaps {
  const read = z.object(CASE_CHANNEL_ENVIRONMENT).parse(env);
  return {
    perPerson: read.CASEBOT_CASE_CHANNELS_PER_PERSON,
    perWorkspace: read.CASEBOT_CASE_CHANNELS_PER_WORKSPACE,
    perPersonPerMinute: read.CASEBOT_CASE_CHANNELS_PER_MINUTE,
  };
}

/** Why a case channel may not be made now. */
type CaseChannelCap = { kind: 'too_many'; cap: 'person' | 'workspace' | 'pace'; max: number };

/**
 * Case channels: one per case per workspace. Making one starts with a claim (a row without a channel),
 * so two requests on two replicas make one channel; the claim is settled with the channel made, or
 * given back when making it failed.
 */
export function createCaseChannelStore(
  db: Kysely<Database>,
  options: { now?: () => Date; caps?: CaseChannelCaps } = {},
) {
  const now = () => (options.now ?? (() => new Date()))();
  const caps = options.caps ?? capsFrom();
  const toChannel = (row: Database['case_channels']): CaseChannel => ({
    teamId: row.team_id,
    caseId: row.case_id,
    caseNumber: row.case_number,
    channelId: row.channel_id,
    channelName: row.channel_name,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    canvasId: row.canvas_id ?? null,
  });
  // Asked for every card (each names its case's channel): built once.
  const selectRow = prepared((v: { teamId: string; caseId: number }) =>
    db.selectFrom('case_channels').selectAll().where('team_id', '=', v.teamId).where('case_id', '=', v.caseId),
  );
  const rowOf = async (teamId: string, caseId: number) => (await selectRow(db, { teamId, caseId }))[0];

  /** The claim itself, in the caller's transaction: `taken` when the case has a channel (or a claim) already. */
  async function claimIn(
    trx: Kysely<Database>,
    input: Pick<CaseChannel, 'teamId' | 'caseId' | 'caseNumber' | 'channelName' | 'createdBy'>,
  ): Promise<{ kind: 'claimed' } | CaseChannelCap | 'taken'> {
    const at = now();
    // A claim left by a replica that died mid-making is given up first.
    await trx
      .deleteFrom('case_channels')
      .where('team_id', '=', input.teamId)
      .where('case_id', '=', input.caseId)
      .where('channel_id', '=', '')
      .where('created_at', '<', new Date(at.getTime() - MAKING_LEASE_MS).toISOString())
      .execute();
    if ((await selectRow(trx, { teamId: input.teamId, caseId: input.caseId })).length > 0) return 'taken';
    const minuteAgo = new Date(at.getTime() - 60_000).toISOString();
    const counts = await trx
      .selectFrom('case_channels')
      .select((eb) => [
        eb.fn.countAll<number>().as('workspace'),
        eb.fn.sum<number>(eb.case().when('created_by', '=', input.createdBy).then(1).else(0).end()).as('person'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('created_by', '=', input.createdBy), eb('created_at', '>', minuteAgo)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('recent'),
      ])
      .where('team_id', '=', input.teamId)
      .executeTakeFirstOrThrow();
    if (Number(counts.person ?? 0) >= caps.perPerson) return { kind: 'too_many', cap: 'person', max: caps.perPerson };
    if (Number(counts.workspace) >= caps.perWorkspace) {
      return { kind: 'too_many', cap: 'workspace', max: caps.perWorkspace };
    }
    if (Number(counts.recent ?? 0) >= caps.perPersonPerMinute) {
      return { kind: 'too_many', cap: 'pace', max: caps.perPersonPerMinute };
    }
    const inserted = await trx
      .insertInto('case_channels')
      .values({
        team_id: input.teamId,
        case_id: input.caseId,
        case_number: input.caseNumber,
        channel_id: '',
        channel_name: input.channelName.slice(0, 80),
        created_by: input.createdBy,
        created_at: at.toISOString(),
        canvas_id: null,
      })
      .onConflict((oc) => oc.columns(['team_id', 'case_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? { kind: 'claimed' } : 'taken';
  }

  return {
    /**
     * Claims the making of a case's channel: `claimed`, the channel it already has (or is getting), or
     * `too_many` past a cap (the person's or the workspace's open channels, the person's pace), counted
     * under a lock per workspace so that requests at once on every replica cannot pass it together.
     */
    async claim(
      input: Pick<CaseChannel, 'teamId' | 'caseId' | 'caseNumber' | 'channelName' | 'createdBy'>,
    ): Promise<{ kind: 'claimed' } | { kind: 'exists'; channel: CaseChannel } | CaseChannelCap> {
      const claimed = await db.transaction().execute(async (trx) => {
        await lockName(trx, `case-channels:${input.teamId}`);
        return claimIn(trx, input);
      });
      if (claimed !== 'taken') return claimed;
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

    /** The canvas casebot made in the case's channel: edited whenever its card is. */
    async canvasMade(teamId: string, caseId: number, canvasId: string): Promise<void> {
      await db
        .updateTable('case_channels')
        .set({ canvas_id: canvasId })
        .where('team_id', '=', teamId)
        .where('case_id', '=', caseId)
        .execute();
    },

    /** A canvas someone deleted: the channel keeps none casebot edits. */
    async forgetCanvas(teamId: string, canvasId: string): Promise<void> {
      await db
        .updateTable('case_channels')
        .set({ canvas_id: null })
        .where('team_id', '=', teamId)
        .where('canvas_id', '=', canvasId)
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

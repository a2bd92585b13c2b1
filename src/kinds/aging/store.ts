import type { Kysely } from 'kysely';
import type { Database } from '../../workspaces/database';
import { type OverdueThresholds, formatThresholds, parseThresholds } from '../../cases/overdue';
import { type NoticeInput, queueNoticeIn } from '../../spine/outbox';
import { agingPostsLike } from './keys';
import { dropWaitingNotices } from '../rows';

/** A workspace's aging alerts, as its admins set them. */
export interface AgingSettings {
  teamId: string;
  channelId: string;
  thresholds: OverdueThresholds;
  /** Told again after this long while a case stays untouched; null: once per breach. */
  repeatMs: number | null;
  /** The Slack user the recent list is read as: the channel sees what they see. */
  actsAs: string;
  /** When the first round told the backlog in one summary; null before. */
  summarizedAt: Date | null;
  checkedAt: Date | null;
  /** When an admin last set them: a new setting's first round is a summary of its own. */
  updatedAt: Date;
  /** Where in the recent list the next round reads on from (0: from the newest). */
  readOffset: number;
}

/** A breach to tell: the case, and since when it has had no update. */
export interface Breach {
  caseId: number;
  since: Date;
  /**
   * Which breach it is, whatever zone the service's dates are read in: its last update as the service
   * wrote it, read as UTC (an admin changing the workspace's zone tells no breach again).
   */
  mark: string;
}

/**
 * Aging alerts: each workspace's settings, and each case's breach told once (again only after the
 * repeat interval), its post queued in the same write, so two replicas tell it once.
 */
export function createAgingStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  return {
    async settings(teamId: string): Promise<AgingSettings | undefined> {
      const row = await db.selectFrom('aging_settings').selectAll().where('team_id', '=', teamId).executeTakeFirst();
      if (!row) return undefined;
      return {
        teamId: row.team_id,
        channelId: row.channel_id,
        thresholds: parseThresholds(row.thresholds) ?? [],
        repeatMs: row.repeat_minutes === null ? null : row.repeat_minutes * 60_000,
        actsAs: row.acts_as,
        summarizedAt: row.summarized_at ? new Date(row.summarized_at) : null,
        checkedAt: row.checked_at ? new Date(row.checked_at) : null,
        updatedAt: new Date(row.updated_at),
        readOffset: row.read_offset,
      };
    },

    /**
     * Turns aging alerts on (or changes them); a new channel, reader or thresholds start with a summary
     * again. Saved again with those unchanged (a new repeat, or nothing), what was told stays told.
     */
    async set(
      input: Omit<AgingSettings, 'summarizedAt' | 'checkedAt' | 'updatedAt' | 'readOffset'>,
    ): Promise<'on' | 'changed' | 'unchanged'> {
      const values = {
        read_offset: 0,
        channel_id: input.channelId,
        thresholds: formatThresholds(input.thresholds),
        repeat_minutes: input.repeatMs === null ? null : Math.round(input.repeatMs / 60_000),
        acts_as: input.actsAs,
        summarized_at: null,
        checked_at: null,
        updated_at: now().toISOString(),
      };
      return db.transaction().execute(async (trx) => {
        const was = await trx
          .selectFrom('aging_settings')
          .select(['channel_id', 'thresholds', 'acts_as', 'repeat_minutes'])
          .where('team_id', '=', input.teamId)
          .executeTakeFirst();
        if (
          was?.channel_id === values.channel_id &&
          was.thresholds === values.thresholds &&
          was.acts_as === input.actsAs
        ) {
          const { repeat_minutes, updated_at } = values;
          await trx
            .updateTable('aging_settings')
            .set({ repeat_minutes, updated_at })
            .where('team_id', '=', input.teamId)
            .execute();
          return was.repeat_minutes === repeat_minutes ? 'unchanged' : 'changed';
        }
        await trx
          .insertInto('aging_settings')
          .values({ team_id: input.teamId, ...values })
          .onConflict((oc) => oc.column('team_id').doUpdateSet(values))
          .execute();
        await trx.deleteFrom('aging_told').where('team_id', '=', input.teamId).execute();
        return was ? 'changed' : 'on';
      });
    },

    /**
     * Off: its breaches forgotten and what it queued and nobody took dropped, in one write; `tell` (the
     * settings that ended) queues what to say of it, once, by whoever turned them off.
     */
    async turnOff(teamId: string, tell?: (ended: AgingSettings) => NoticeInput | undefined): Promise<boolean> {
      const before = tell ? await this.settings(teamId) : undefined;
      return db.transaction().execute(async (trx) => {
        const deleted = await trx.deleteFrom('aging_settings').where('team_id', '=', teamId).executeTakeFirst();
        await trx.deleteFrom('aging_told').where('team_id', '=', teamId).execute();
        await dropWaitingNotices(trx, teamId, agingPostsLike(teamId));
        const ended = Number(deleted.numDeletedRows) > 0;
        const notice = ended && before ? tell?.(before) : undefined;
        if (notice) await queueNoticeIn(trx, teamId, notice, now().toISOString());
        return ended;
      });
    },

    /** A round that told nothing (the service refused, the person is not served): checked, once an interval. */
    async touch(settings: AgingSettings): Promise<void> {
      await db
        .updateTable('aging_settings')
        .set({ checked_at: now().toISOString(), read_offset: 0 })
        .where('team_id', '=', settings.teamId)
        .execute();
    },

    /**
     * Forgets breaches told longer ago than `before` (and than the repeat, where one is set): a case
     * updated since has a new breach if it ages again; one still aging that long is told once more.
     */
    async pruneTold(teamId: string, before: Date): Promise<number> {
      const settings = await db
        .selectFrom('aging_settings')
        .select('repeat_minutes')
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      const repeatMs = (settings?.repeat_minutes ?? 0) * 60_000;
      const cutoff = new Date(Math.min(before.getTime(), now().getTime() - repeatMs));
      const pruned = await db
        .deleteFrom('aging_told')
        .where('team_id', '=', teamId)
        .where('told_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(pruned.numDeletedRows);
    },

    /** Which of these breaches are to be told now: never told, a new breach, or told longer ago than the repeat. */
    async toTell(settings: AgingSettings, breaches: readonly Breach[]): Promise<Breach[]> {
      if (breaches.length === 0) return [];
      const rows = await db
        .selectFrom('aging_told')
        .selectAll()
        .where('team_id', '=', settings.teamId)
        .where(
          'case_id',
          'in',
          breaches.map((b) => b.caseId),
        )
        .execute();
      const told = new Map(rows.map((r) => [r.case_id, r]));
      return breaches.filter((b) => {
        const row = told.get(b.caseId);
        // Told before under its mark, or (told before marks were kept) as read in the workspace's zone.
        if (!row || (row.since !== b.mark && row.since !== b.since.toISOString())) return true;
        return settings.repeatMs !== null && now().getTime() - new Date(row.told_at).getTime() >= settings.repeatMs;
      });
    },

    /**
     * Breaches told, with their posts, in one write; false when another poll told them first (nothing
     * written). `summary`: this was the first round's summary.
     */
    async recordTold(
      settings: AgingSettings,
      told: readonly Breach[],
      posts: NoticeInput[],
      summary: boolean,
      /** Where the next round reads on from: where this one's read stopped, or 0 where it reached the end. */
      readOffset = 0,
    ) {
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        // Only by whoever read the settings as they are now: another poll's round (or a change) since says no.
        let claim = trx
          .updateTable('aging_settings')
          .set({ checked_at: at, read_offset: readOffset, ...(summary ? { summarized_at: at } : {}) })
          .where('team_id', '=', settings.teamId);
        claim = settings.checkedAt
          ? claim.where('checked_at', '=', settings.checkedAt.toISOString())
          : claim.where('checked_at', 'is', null);
        const claimed = await claim.executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 0) return false;
        for (const b of told) {
          const values = { since: b.mark, told_at: at };
          await trx
            .insertInto('aging_told')
            .values({ team_id: settings.teamId, case_id: b.caseId, ...values })
            .onConflict((oc) => oc.columns(['team_id', 'case_id']).doUpdateSet(values))
            .execute();
        }
        for (const post of posts) await queueNoticeIn(trx, settings.teamId, post, at);
        return true;
      });
    },
  };
}

export type AgingStore = ReturnType<typeof createAgingStore>;

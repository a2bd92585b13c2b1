import type { Kysely } from 'kysely';
import type { Database } from '../workspaces/database';

/** Less noise in a channel: news of live cards and case channels in their thread only; follows' posts gathered. */
export interface ChannelQuiet {
  /** A live card's or case channel's news only in its thread (a close or reopen is not said in the channel too). */
  threadOnly: boolean;
  /** Above 0: each follow there posts at most once per this many minutes, listing what came meanwhile. */
  batchMinutes: number;
}

/** How often a channel's follows may post: at once, or gathered every quarter hour, hour or four hours. */
export const BATCH_CHOICES = [0, 15, 60, 240] as const;

/** As casebot always was: every change in the channel at once. */
export const LOUD: ChannelQuiet = { threadOnly: false, batchMinutes: 0 };

const isLoud = (q: ChannelQuiet) => !q.threadOnly && q.batchMinutes === 0;

/** Each channel's less-noise settings; a channel set back to the defaults keeps no row. */
export function createChannelQuiet(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    async get(teamId: string, channelId: string): Promise<ChannelQuiet> {
      const row = await db
        .selectFrom('channel_settings')
        .select(['thread_only', 'batch_minutes'])
        .where('team_id', '=', teamId)
        .where('channel_id', '=', channelId)
        .executeTakeFirst();
      return row ? { threadOnly: row.thread_only === 1, batchMinutes: row.batch_minutes } : LOUD;
    },

    /** The workspace's channels that are set quieter than the defaults, with who set them and when. */
    async list(teamId: string): Promise<(ChannelQuiet & { channelId: string; updatedBy: string; updatedAt: Date })[]> {
      const rows = await db
        .selectFrom('channel_settings')
        .selectAll()
        .where('team_id', '=', teamId)
        .orderBy('channel_id')
        .execute();
      return rows.map((r) => ({
        channelId: r.channel_id,
        threadOnly: r.thread_only === 1,
        batchMinutes: r.batch_minutes,
        updatedBy: r.updated_by,
        updatedAt: new Date(r.updated_at),
      }));
    },

    /** Sets a channel's settings (a minutes value not among BATCH_CHOICES is the next one up). */
    async set(teamId: string, channelId: string, quiet: ChannelQuiet, by: string): Promise<ChannelQuiet> {
      const batchMinutes = BATCH_CHOICES.find((m) => m >= quiet.batchMinutes) ?? BATCH_CHOICES.at(-1) ?? 0;
      const kept = { threadOnly: quiet.threadOnly, batchMinutes };
      const where = db.deleteFrom('channel_settings').where('team_id', '=', teamId).where('channel_id', '=', channelId);
      if (isLoud(kept)) {
        await where.execute();
        return kept;
      }
      const values = {
        thread_only: kept.threadOnly ? 1 : 0,
        batch_minutes: kept.batchMinutes,
        updated_by: by,
        updated_at: now().toISOString(),
      };
      await db
        .insertInto('channel_settings')
        .values({ team_id: teamId, channel_id: channelId, ...values })
        .onConflict((oc) => oc.columns(['team_id', 'channel_id']).doUpdateSet(values))
        .execute();
      return kept;
    },
  };
}

export type ChannelQuietStore = ReturnType<typeof createChannelQuiet>;

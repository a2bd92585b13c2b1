import type { Kysely } from 'kysely';
import type { Database } from '../workspaces/database';

/** A method held in one conversation (a channel's id, or `user:` and a person's id for a DM not yet opened). */
interface SlackHold {
  method: string;
  /** The conversation held; '' when the method is held for the whole workspace. */
  target: string;
  until: Date;
}

/** What one conversation is called in a hold: its channel, or the person a DM goes to. */
export const holdTarget = (where: { channelId: string | null; slackUserId: string | null }) =>
  where.channelId ?? `user:${where.slackUserId ?? ''}`;

/**
 * Slack's Retry-After, kept where every replica reads it: after a 429, the method gets no call from
 * casebot's unasked work before the time Slack gave, in that conversation (chat.postMessage: Slack limits
 * posts per channel) or in the whole workspace (every other method: Slack's tiers are per method and
 * workspace). A later hold never shortens an earlier one.
 */
export function createSlackHolds(db: Kysely<Database>, now: () => Date) {
  return {
    async holdSlack(teamId: string, hold: SlackHold): Promise<void> {
      const until = hold.until.toISOString();
      await db
        .insertInto('slack_holds')
        .values({ team_id: teamId, method: hold.method, target: hold.target, until })
        .onConflict((oc) =>
          oc.columns(['team_id', 'method', 'target']).doUpdateSet({ until }).where('slack_holds.until', '<', until),
        )
        .execute();
    },

    /** The holds of a workspace in force now. */
    async activeHolds(teamId: string): Promise<SlackHold[]> {
      const rows = await db
        .selectFrom('slack_holds')
        .select(['method', 'target', 'until'])
        .where('team_id', '=', teamId)
        .where('until', '>', now().toISOString())
        .execute();
      return rows.map((r) => ({ method: r.method, target: r.target, until: new Date(r.until) }));
    },

    /** Holds in force in every workspace, by method: how many, and the longest wait left (the metrics). */
    async holdStats(): Promise<{ method: string; holds: number; longestSeconds: number }[]> {
      const at = now();
      const rows = await db
        .selectFrom('slack_holds')
        .select((eb) => ['method', eb.fn.countAll<number>().as('n'), eb.fn.max('until').as('last')])
        .where('until', '>', at.toISOString())
        .groupBy('method')
        .execute();
      return rows.map((r) => ({
        method: r.method,
        holds: Number(r.n),
        longestSeconds: Math.max(0, (Date.parse(String(r.last)) - at.getTime()) / 1000),
      }));
    },

    /** Forgets holds that ended before `before`. */
    async pruneHolds(before: Date): Promise<number> {
      const result = await db.deleteFrom('slack_holds').where('until', '<', before.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** Whether a hold in `holds` covers this method in this conversation. */
export function isHeld(holds: readonly SlackHold[], method: string, target: string, at: number): boolean {
  return holds.some((h) => h.method === method && (h.target === '' || h.target === target) && h.until.getTime() > at);
}

import type { Kysely } from 'kysely';
import type { Database } from '../../workspaces/database';

/**
 * Who chose the aging alerts about their own cases by DM too (App Home's Also by DM): kept beside each
 * person's other choices (the `preferences` table), read and written by this module alone.
 */
export function createAgingDmChoices(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** Whether this person chose the DMs. */
    async chosen(teamId: string, slackUserId: string): Promise<boolean> {
      return (await this.chosenOf(teamId, [slackUserId])).has(slackUserId);
    },

    /** Which of these people chose the DMs. */
    async chosenOf(teamId: string, slackUserIds: readonly string[]): Promise<Set<string>> {
      if (slackUserIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('preferences')
        .select('slack_user_id')
        .where('team_id', '=', teamId)
        .where('slack_user_id', 'in', [...slackUserIds])
        .where('aging_dm', '=', 1)
        .execute();
      return new Set(rows.map((r) => r.slack_user_id));
    },

    async choose(teamId: string, slackUserId: string, on: boolean): Promise<void> {
      const at = now().toISOString();
      const aging_dm = on ? 1 : 0;
      await db
        .insertInto('preferences')
        .values({ team_id: teamId, slack_user_id: slackUserId, cases_view: 'list', aging_dm, updated_at: at })
        .onConflict((oc) => oc.columns(['team_id', 'slack_user_id']).doUpdateSet({ aging_dm, updated_at: at }))
        .execute();
    },
  };
}

export type AgingDmChoices = ReturnType<typeof createAgingDmChoices>;

import type { Kysely } from 'kysely';
import type { Database } from './database';

/** How /cases answers a person: a page of rows with buttons, or Slack's sortable table. */
export type CasesView = 'list' | 'table';

/** What each person chose for themselves (remembered on every replica and across restarts). */
export function createPreferences(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    async casesView(teamId: string, slackUserId: string): Promise<CasesView> {
      const row = await db
        .selectFrom('preferences')
        .select('cases_view')
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .executeTakeFirst();
      return row?.cases_view === 'table' ? 'table' : 'list';
    },
    async setCasesView(teamId: string, slackUserId: string, view: CasesView): Promise<void> {
      const at = now().toISOString();
      await db
        .insertInto('preferences')
        .values({ team_id: teamId, slack_user_id: slackUserId, cases_view: view, updated_at: at })
        .onConflict((oc) => oc.columns(['team_id', 'slack_user_id']).doUpdateSet({ cases_view: view, updated_at: at }))
        .execute();
    },

    /** Whether they get the aging alerts about their own cases by DM too (chosen on App Home). */
    async agingDm(teamId: string, slackUserId: string): Promise<boolean> {
      return (await this.agingDmOf(teamId, [slackUserId])).has(slackUserId);
    },

    /** Which of these people chose the aging alerts about their cases by DM too. */
    async agingDmOf(teamId: string, slackUserIds: readonly string[]): Promise<Set<string>> {
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

    async setAgingDm(teamId: string, slackUserId: string, on: boolean): Promise<void> {
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

export type Preferences = ReturnType<typeof createPreferences>;

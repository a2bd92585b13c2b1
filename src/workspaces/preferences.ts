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
  };
}

export type Preferences = ReturnType<typeof createPreferences>;

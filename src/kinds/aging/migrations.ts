import type { Kysely, Migration } from 'kysely';

// Written once, never edited: a change to its tables is a new migration here, its id the next of the one
// ordered list (kinds/registry.ts merges every module's with casebot's own).
/** The aging alerts' tables: a workspace's settings, and each case's breach told. */
export const AGING_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0018_aging_alerts': {
    async up(db: Kysely<unknown>) {
      // A workspace's aging alerts: where they are told, the thresholds, and as whom the list is read.
      await db.schema
        .createTable('aging_settings')
        .addColumn('team_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('thresholds', 'varchar(500)', (c) => c.notNull())
        .addColumn('repeat_minutes', 'integer')
        .addColumn('acts_as', 'varchar(32)', (c) => c.notNull())
        // Null until the first round told the backlog in one summary.
        .addColumn('summarized_at', 'varchar(32)')
        .addColumn('checked_at', 'varchar(32)')
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // Each case's breach told: since when it had no update (a new update starts a new breach), and when told.
      await db.schema
        .createTable('aging_told')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('since', 'varchar(32)', (c) => c.notNull())
        .addColumn('told_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('aging_told_pk', ['team_id', 'case_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('aging_told').execute();
      await db.schema.dropTable('aging_settings').execute();
    },
  },
};

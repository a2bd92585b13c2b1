import type { Kysely, Migration } from 'kysely';

// Written once, never edited: a change to its tables is a new migration here, its id the next of the one
// ordered list (kinds/registry.ts merges every module's with casebot's own).
/** The digests' table. */
export const DIGEST_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0017_digests': {
    async up(db: Kysely<unknown>) {
      // A channel's digest of a search, posted on a schedule in the workspace's time zone.
      await db.schema
        .createTable('digests')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('search_text', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_name', 'varchar(100)')
        .addColumn('schedule', 'varchar(16)', (c) => c.notNull())
        .addColumn('minute', 'integer', (c) => c.notNull())
        .addColumn('quiet', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_due_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_sent_at', 'varchar(32)')
        // JSON: what the last digest showed of each case (its status and last update).
        .addColumn('snapshot', 'text')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('digests_search_uq', ['team_id', 'channel_id', 'search_text'])
        .execute();
      // What each poll asks: the digests of a workspace that are due.
      await db.schema.createIndex('digests_due_idx').on('digests').columns(['team_id', 'next_due_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('digests').execute();
    },
  },
};

import type { Kysely, Migration } from 'kysely';

// Written once, never edited: a change to its tables is a new migration here, its id the next of the one
// ordered list (kinds/registry.ts merges every module's with casebot's own).
/** The follows' tables: follows, and what each saw of each case. */
export const FOLLOW_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0008_follows': {
    async up(db: Kysely<unknown>) {
      // A channel following a search: each new matching case is posted there once.
      await db.schema
        .createTable('follows')
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('search_text', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
        .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('follows_channel_search', ['team_id', 'channel_id', 'search_text'])
        .execute();
      // The cases a follow has seen (those there when it began, and each posted since): one row each.
      await db.schema
        .createTable('follow_seen')
        .addColumn('follow_id', 'varchar(40)', (c) => c.notNull())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('follow_seen_pk', ['follow_id', 'case_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('follow_seen').execute();
      await db.schema.dropTable('follows').execute();
    },
  },
  '0009_follow_creator_name': {
    async up(db: Kysely<unknown>) {
      // Shown on each post instead of a mention, which would notify that person of every new case.
      await db.schema.alterTable('follows').addColumn('created_by_name', 'varchar(100)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('follows').dropColumn('created_by_name').execute();
    },
  },
  '0019_follow_events': {
    async up(db: Kysely<unknown>) {
      // What a follow last saw of each case (null until first seen with it): a change of status, a new
      // update, a new note is told when the follow's events ask for it.
      await db.schema.alterTable('follow_seen').addColumn('status', 'varchar(100)').execute();
      await db.schema.alterTable('follow_seen').addColumn('updated', 'varchar(40)').execute();
      await db.schema.alterTable('follow_seen').addColumn('notes', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('follow_seen').dropColumn('notes').execute();
      await db.schema.alterTable('follow_seen').dropColumn('updated').execute();
      await db.schema.alterTable('follow_seen').dropColumn('status').execute();
    },
  },
};

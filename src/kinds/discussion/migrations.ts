import type { Kysely, Migration } from 'kysely';

// Written once, never edited: a change to its tables is a new migration here, its id the next of the one
// ordered list (kinds/registry.ts merges every module's with casebot's own).
/** Where each case came up in the workspace's conversations. */
export const DISCUSSION_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0027_case_discussions': {
    async up(db: Kysely<unknown>) {
      // One row a message (or a case's own channel, `message_ts` empty) a case came up in.
      await db.schema
        .createTable('case_discussions')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('case_number', 'integer', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('message_ts', 'varchar(32)', (c) => c.notNull())
        // The thread the message is in (its own ts where it starts one); empty for a channel.
        .addColumn('thread_ts', 'varchar(32)', (c) => c.notNull())
        // `unfurl`, `share`, `channel` or `shortcut`: how casebot saw it.
        .addColumn('source', 'varchar(16)', (c) => c.notNull())
        .addColumn('linked_by', 'varchar(32)', (c) => c.notNull())
        .addColumn('linked_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('case_discussions_pk', ['team_id', 'case_id', 'channel_id', 'message_ts'])
        .execute();
      // A case's newest first, and everything of a channel (archived, shared, gone).
      await db.schema
        .createIndex('case_discussions_case_idx')
        .on('case_discussions')
        .columns(['team_id', 'case_id', 'linked_at'])
        .execute();
      await db.schema
        .createIndex('case_discussions_channel_idx')
        .on('case_discussions')
        .columns(['team_id', 'channel_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('case_discussions').execute();
    },
  },
};

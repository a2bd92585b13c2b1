import type { Kysely, Migration } from 'kysely';

// Written once, never edited: a change to its tables is a new migration here, its id the next of the one
// ordered list (kinds/registry.ts merges every module's with casebot's own).
/** What the live card adds to its tables: a case channel's canvas. */
export const LIVE_CARD_MIGRATIONS: Readonly<Record<string, Migration>> = {
  // A case channel's canvas (the case's summary and its notes), made with the channel, edited with its card.
  '0022_case_canvas': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('case_channels').addColumn('canvas_id', 'varchar(64)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('case_channels').dropColumn('canvas_id').execute();
    },
  },
};

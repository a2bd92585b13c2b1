import type { Kysely, Migration } from 'kysely';

// The schema's migrations from 0017 on (written once, never edited: a change is a new migration).
export const migrationsFrom0017: Record<string, Migration> = {
  '0020_less_noise': {
    async up(db: Kysely<unknown>) {
      // Less noise, per channel: live cards' and case channels' news in their thread only, and follows'
      // posts gathered (at most one post a follow per so many minutes, listing what came).
      await db.schema
        .createTable('channel_settings')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('thread_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('batch_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_by', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('channel_settings_pk', ['team_id', 'channel_id'])
        .execute();
      // When a follow last posted: a gathering follow posts again only once its minutes have passed; what it
      // found meanwhile waits on each case (JSON: what to tell of it).
      await db.schema.alterTable('follows').addColumn('posted_at', 'varchar(32)').execute();
      await db.schema.alterTable('follow_seen').addColumn('pending', 'varchar(1000)').execute();
      // 1: someone also gets the aging alerts about their own cases by DM (chosen on App Home).
      await db.schema
        .alterTable('preferences')
        .addColumn('aging_dm', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('preferences').dropColumn('aging_dm').execute();
      await db.schema.alterTable('follow_seen').dropColumn('pending').execute();
      await db.schema.alterTable('follows').dropColumn('posted_at').execute();
      await db.schema.dropTable('channel_settings').execute();
    },
  },
  '0021_change_detector': {
    async up(db: Kysely<unknown>) {
      // How the service orders its recent list: `updated`, `submitted`; null: not known (the old way).
      await db.schema.alterTable('workspaces').addColumn('recent_order', 'varchar(16)').execute();
      // What casebot last knew of each case's last update, from every list page it read: `noticed_at`, when
      // it saw that update change (a watch or card checked before it is due); `placed_at`, when the change
      // detector's own reader listed it (a change of it will be seen).
      await db.schema
        .createTable('case_updates')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('last_updated', 'varchar(40)', (c) => c.notNull())
        .addColumn('noticed_at', 'varchar(32)')
        .addColumn('placed_at', 'varchar(32)')
        .addPrimaryKeyConstraint('case_updates_pk', ['team_id', 'case_id'])
        .execute();
      await db.schema
        .createIndex('case_updates_noticed')
        .on('case_updates')
        .columns(['team_id', 'noticed_at'])
        .execute();
      // Each workspace's change detector: whom it reads as, the newest update it read down to, watches and
      // cards checked before `stale_before` are checked once the old way, and what it learnt of the order.
      await db.schema
        .createTable('detector_state')
        .addColumn('team_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('reader', 'varchar(32)')
        .addColumn('watermark', 'varchar(32)')
        .addColumn('stale_before', 'varchar(32)')
        .addColumn('place_offset', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('placed_all_at', 'varchar(32)')
        .addColumn('learnt', 'varchar(16)')
        .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('learn_read_at', 'varchar(32)')
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // A case's watches and cards, found from its id when it changes.
      await db.schema.createIndex('watches_case').on('watches').columns(['team_id', 'case_id']).execute();
      await db.schema.createIndex('live_cards_case').on('live_cards').columns(['team_id', 'case_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('live_cards_case').execute();
      await db.schema.dropIndex('watches_case').execute();
      await db.schema.dropTable('detector_state').execute();
      await db.schema.dropTable('case_updates').execute();
      await db.schema.alterTable('workspaces').dropColumn('recent_order').execute();
    },
  },
  // Reminders of one's own cases: one a person, at their time in their zone, sent once per time it is due.
  '0023_reminders': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reminders')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('slack_user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('schedule', 'varchar(16)', (c) => c.notNull())
        // 0 Sunday … 6 Saturday: the day a weekly reminder comes.
        .addColumn('weekday', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('minute', 'integer', (c) => c.notNull())
        .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
        .addColumn('even_when_empty', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_due_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_sent_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('reminders_person_uq', ['team_id', 'slack_user_id'])
        .execute();
      await db.schema.createIndex('reminders_due_idx').on('reminders').columns(['team_id', 'next_due_at']).execute();
      // A weekly digest's day (0 Sunday … 6 Saturday): Monday, as every weekly digest was before.
      await db.schema
        .alterTable('digests')
        .addColumn('weekday', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('digests').dropColumn('weekday').execute();
      await db.schema.dropTable('reminders').execute();
    },
  },
  // Long and unruly lists: where aging's next round reads on from (a backlog read over rounds), and since when
  // a list set to newest update first was read in another order (checked the old way until it is again).
  '0024_long_lists': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('aging_settings')
        .addColumn('read_offset', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('detector_state').addColumn('out_of_order_since', 'varchar(32)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('detector_state').dropColumn('out_of_order_since').execute();
      await db.schema.alterTable('aging_settings').dropColumn('read_offset').execute();
    },
  },
  // A direct message answered once: the first delivery of it to claim it answers (a redelivery, the same
  // event twice, another replica find it claimed), unless the claim was left unanswered for a while.
  '0025_dm_answers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dm_answers')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('message_ts', 'varchar(32)', (c) => c.notNull())
        .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('answered_at', 'varchar(32)')
        .addPrimaryKeyConstraint('dm_answers_pk', ['team_id', 'channel_id', 'message_ts'])
        .execute();
      await db.schema.createIndex('dm_answers_claimed').on('dm_answers').column('claimed_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('dm_answers').execute();
    },
  },
  // Slack's token rotation on many replicas: each installation's token pair has a version (a renewal is
  // written only against the version it read), when its renewal is due, and a lease while one replica renews.
  '0026_token_rotation': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('slack_installations')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('slack_installations').addColumn('renew_after', 'varchar(32)').execute();
      await db.schema.alterTable('slack_installations').addColumn('renewing_until', 'varchar(32)').execute();
      await db.schema
        .createIndex('slack_installations_renew')
        .on('slack_installations')
        .column('renew_after')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('slack_installations_renew').execute();
      await db.schema.alterTable('slack_installations').dropColumn('renewing_until').execute();
      await db.schema.alterTable('slack_installations').dropColumn('renew_after').execute();
      await db.schema.alterTable('slack_installations').dropColumn('token_version').execute();
    },
  },
};

import type { Kysely, Migration } from 'kysely';

/** The schema from the spine and trust work (0010–0016). Written once, never edited. */
export const migrationsFrom0010: Record<string, Migration> = {
  '0010_workspace_alerts': {
    async up(db: Kysely<unknown>) {
      // Something an admin has to fix (a Slack scope casebot lacks, a service failing for an hour): one row
      // per workspace and kind, shown on the admins' App Home until it clears.
      await db.schema
        .createTable('workspace_alerts')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('detail', 'varchar(200)', (c) => c.notNull())
        .addColumn('since', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('workspace_alerts_pk', ['team_id', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('workspace_alerts').execute();
    },
  },
  '0011_workflow_default_user': {
    async up(db: Kysely<unknown>) {
      // Whether a workflow with nobody running it (scheduled, event-triggered) may act as the default user.
      await db.schema
        .alterTable('workspaces')
        .addColumn('workflows_use_default_user', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('workspaces').dropColumn('workflows_use_default_user').execute();
    },
  },
  '0012_watch_trust': {
    async up(db: Kysely<unknown>) {
      // A refusal is only believed when it repeats: when a watch's case was first refused.
      await db.schema.alterTable('watches').addColumn('refused_at', 'varchar(32)').execute();
      // Since when every poll of a workspace has failed (null: its last poll worked).
      await db.schema.alterTable('poll_state').addColumn('failing_since', 'varchar(32)').execute();
      // A poll holds its workspace until then: a round is skipped while the previous one still runs.
      await db.schema.alterTable('poll_state').addColumn('running_until', 'varchar(32)').execute();
      // When a call of the workspace last answered well: a refusal repeated after it is believed.
      await db.schema.alterTable('poll_state').addColumn('last_good_at', 'varchar(32)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('poll_state').dropColumn('last_good_at').execute();
      await db.schema.alterTable('poll_state').dropColumn('running_until').execute();
      await db.schema.alterTable('poll_state').dropColumn('failing_since').execute();
      await db.schema.alterTable('watches').dropColumn('refused_at').execute();
    },
  },
  '0013_trust_round_three': {
    async up(db: Kysely<unknown>) {
      // Slack asked casebot to wait (a 429): the notice is given back at once and not sent before then.
      await db.schema.alterTable('notices').addColumn('not_before', 'varchar(32)').execute();
      // A follow's refusal, like a watch's, is believed only when it repeats.
      await db.schema.alterTable('follows').addColumn('refused_at', 'varchar(32)').execute();
      // 1: an admin allowed casebot to post cases into channels shared with other organisations.
      await db.schema
        .alterTable('workspaces')
        .addColumn('allow_shared_channels', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // What casebot told someone at most once in a while (an unfurl hint a day), on every replica.
      await db.schema
        .createTable('hints')
        .addColumn('hint_key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('hinted_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // Each replica's last write, so /healthz knows the database takes writes, not only reads.
      await db.schema
        .createTable('health_probes')
        .addColumn('replica', 'varchar(80)', (c) => c.primaryKey())
        .addColumn('probed_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('health_probes').execute();
      await db.schema.dropTable('hints').execute();
      await db.schema.alterTable('workspaces').dropColumn('allow_shared_channels').execute();
      await db.schema.alterTable('follows').dropColumn('refused_at').execute();
      await db.schema.alterTable('notices').dropColumn('not_before').execute();
    },
  },
  '0014_cards_that_stay_true': {
    async up(db: Kysely<unknown>) {
      // A card casebot posted and keeps true: re-checked as the person who shared it, updated in place,
      // its case's news in its thread.
      await db.schema
        .createTable('live_cards')
        .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('message_ts', 'varchar(32)', (c) => c.notNull())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('case_number', 'integer', (c) => c.notNull())
        .addColumn('shared_by', 'varchar(32)', (c) => c.notNull())
        // `shared`: a card shared into a channel; `case_channel`: the pinned card of a case's own channel.
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('seen', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('closed_since', 'varchar(32)')
        // The first refusal of the case to its sharer (believed only when it repeats, as a watch's).
        .addColumn('refused_at', 'varchar(32)')
        // What the card shows now (JSON): its ending is said on it without asking the service again.
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('live_cards_message', ['team_id', 'channel_id', 'message_ts'])
        .execute();
      await db.schema.createIndex('live_cards_due').on('live_cards').columns(['team_id', 'checked_at']).execute();
      // A case's own channel: one per case per workspace.
      await db.schema
        .createTable('case_channels')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('case_number', 'integer', (c) => c.notNull())
        // Empty while casebot is making the channel (a second request is told it is on its way).
        .addColumn('channel_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel_name', 'varchar(80)', (c) => c.notNull())
        .addColumn('created_by', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('case_channels_pk', ['team_id', 'case_id'])
        .execute();
      await db.schema
        .createIndex('case_channels_channel')
        .on('case_channels')
        .columns(['team_id', 'channel_id'])
        .execute();
      // 1: shared cards and case channels are kept true (on by default; an admin may turn it off).
      await db.schema
        .alterTable('workspaces')
        .addColumn('keep_cards_true', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      // What a notice does: post (a thread reply when target_ts is set, also to the channel when
      // broadcast), update (chat.update of target_ts), or topic (the channel's topic).
      await db.schema.alterTable('notices').addColumn('action', 'varchar(16)').execute();
      await db.schema.alterTable('notices').addColumn('target_ts', 'varchar(32)').execute();
      await db.schema
        .alterTable('notices')
        .addColumn('broadcast', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('notices').dropColumn('broadcast').execute();
      await db.schema.alterTable('notices').dropColumn('target_ts').execute();
      await db.schema.alterTable('notices').dropColumn('action').execute();
      await db.schema.alterTable('workspaces').dropColumn('keep_cards_true').execute();
      await db.schema.dropTable('case_channels').execute();
      await db.schema.dropTable('live_cards').execute();
    },
  },
  '0015_preferences': {
    async up(db: Kysely<unknown>) {
      // What a person chose for themselves: /cases as a list or a table.
      await db.schema
        .createTable('preferences')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('slack_user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('cases_view', 'varchar(8)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('preferences_pk', ['team_id', 'slack_user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('preferences').execute();
    },
  },
  '0016_slack_holds': {
    async up(db: Kysely<unknown>) {
      // 1: a notice's post was sent and Slack's answer never came, so it may have landed: before it is
      // sent again, Slack is asked whether it did.
      await db.schema
        .alterTable('notices')
        .addColumn('in_doubt', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Slack's Retry-After, held for every replica: a method (and, for posts, one conversation; '' for the
      // whole workspace) gets no call from casebot's unasked work before `until`.
      await db.schema
        .createTable('slack_holds')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('method', 'varchar(64)', (c) => c.notNull())
        .addColumn('target', 'varchar(64)', (c) => c.notNull())
        .addColumn('until', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('slack_holds_pk', ['team_id', 'method', 'target'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('slack_holds').execute();
      await db.schema.alterTable('notices').dropColumn('in_doubt').execute();
    },
  },
};

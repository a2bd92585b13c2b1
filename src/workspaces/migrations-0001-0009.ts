import type { Kysely, Migration } from 'kysely';

// Written once, never edited: a change to the schema is a new migration.
/** The schema up to following searches (0001–0009). */
export const migrationsTo0009: Record<string, Migration> = {
  '0001_workspaces_and_user_links': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('workspaces')
        .addColumn('team_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('client_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('api_token_enc', 'text', (c) => c.notNull())
        .addColumn('base_url', 'varchar(2048)')
        .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
        .addColumn('page_size', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('share_contact_details', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('default_user_name', 'varchar(255)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('user_links')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull().references('workspaces.team_id').onDelete('cascade'))
        .addColumn('slack_user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_links_pk', ['team_id', 'slack_user_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_links').execute();
      await db.schema.dropTable('workspaces').execute();
    },
  },
  '0002_slack_installations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('slack_installations')
        .addColumn('install_key', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('installation_enc', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('slack_installations').execute();
    },
  },
  '0003_uninstalls_oauth_states_share_claims': {
    async up(db: Kysely<unknown>) {
      // Set when Slack says casebot was uninstalled (or its bot token revoked); cleared when it is installed again.
      await db.schema.alterTable('workspaces').addColumn('uninstalled_at', 'varchar(32)').execute();
      await db.schema
        .createTable('oauth_states')
        .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('install_options', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('share_claims')
        .addColumn('claim_key', 'varchar(255)', (c) => c.primaryKey())
        .addColumn('shared_by', 'varchar(32)', (c) => c.notNull())
        .addColumn('channel_id', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('share_claims_created_at').on('share_claims').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('share_claims').execute();
      await db.schema.dropTable('oauth_states').execute();
      await db.schema.alterTable('workspaces').dropColumn('uninstalled_at').execute();
    },
  },
  '0005_workspace_language': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('workspaces')
        .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('workspaces').dropColumn('language').execute();
    },
  },
  '0004_case_url_template': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('workspaces').addColumn('case_url_template', 'varchar(1000)').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('workspaces').dropColumn('case_url_template').execute();
    },
  },
  '0006_home_admins_audit': {
    async up(db: Kysely<unknown>) {
      // The cases each person opened last, for their App Home: number and subject only, 20 per person.
      await db.schema
        .createTable('recent_cases')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('slack_user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('case_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('case_number', 'varchar(32)', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('viewed_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('recent_cases_pk', ['team_id', 'slack_user_id', 'case_id'])
        .execute();
      // casebot admins besides Slack's own admins and owners: set with the CLI.
      await db.schema
        .createTable('casebot_admins')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('slack_user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('casebot_admins_pk', ['team_id', 'slack_user_id'])
        .execute();
      // People not linked yet who asked to be: shown to admins until they are linked.
      await db.schema
        .createTable('access_requests')
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('slack_user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('requested_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('access_requests_pk', ['team_id', 'slack_user_id'])
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('actor', 'varchar(64)', (c) => c.notNull())
        .addColumn('action', 'varchar(64)', (c) => c.notNull())
        .addColumn('detail', 'varchar(1000)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // Newest first per workspace: ids sort by time.
      await db.schema.createIndex('audit_log_team_id').on('audit_log').columns(['team_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_log').execute();
      await db.schema.dropTable('access_requests').execute();
      await db.schema.dropTable('casebot_admins').execute();
      await db.schema.dropTable('recent_cases').execute();
    },
  },
  '0007_watches_notices': {
    async up(db: Kysely<unknown>) {
      // How often a workspace's watches are checked and how many calls a minute its service may take;
      // null: CASEBOT_POLL_INTERVAL_MS and 60.
      await db.schema.alterTable('workspaces').addColumn('poll_interval_ms', 'integer').execute();
      await db.schema.alterTable('workspaces').addColumn('poll_calls_per_minute', 'integer').execute();
      // A person watching a case, with what casebot last saw of it. `version` grows with each change
      // told: a change is recorded only by the poll that moved it from the version it read.
      await db.schema
        .createTable('watches')
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('slack_user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('case_id', 'integer', (c) => c.notNull())
        .addColumn('case_number', 'integer', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('last_status', 'varchar(255)', (c) => c.notNull())
        .addColumn('last_note_ids', 'text', (c) => c.notNull())
        .addColumn('last_updated', 'varchar(64)')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('watches_person_case', ['team_id', 'slack_user_id', 'case_id'])
        .execute();
      await db.schema.createIndex('watches_due').on('watches').columns(['team_id', 'checked_at']).execute();
      // What casebot has to tell someone, written with the change that caused it (an outbox): the unique
      // key makes each change one row whichever replica saw it; sent_at says it was delivered.
      await db.schema
        .createTable('notices')
        .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('team_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('dedupe_key', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('slack_user_id', 'varchar(32)')
        .addColumn('channel_id', 'varchar(32)')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_at', 'varchar(32)')
        .addColumn('sent_at', 'varchar(32)')
        .addColumn('slack_ts', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('notices_pending').on('notices').columns(['team_id', 'sent_at']).execute();
      // Per workspace: failures in a row and when polling may resume (errors back off).
      await db.schema
        .createTable('poll_state')
        .addColumn('team_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('backoff_until', 'varchar(32)')
        .addColumn('polled_at', 'varchar(32)')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('poll_state').execute();
      await db.schema.dropTable('notices').execute();
      await db.schema.dropTable('watches').execute();
      await db.schema.alterTable('workspaces').dropColumn('poll_calls_per_minute').execute();
      await db.schema.alterTable('workspaces').dropColumn('poll_interval_ms').execute();
    },
  },
};

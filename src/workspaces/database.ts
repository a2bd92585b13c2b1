import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type SQLiteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type pgModule from 'pg';

// Each engine's driver is loaded only when it is used: a SQLite deployment never pays for pg's memory.
const loadPg = (): typeof pgModule => require('pg');
const loadSqlite = (): typeof SQLiteDatabase => require('better-sqlite3');

export interface WorkspaceTable {
  team_id: string;
  client_name: string;
  api_token_enc: string;
  base_url: string | null;
  time_zone: string;
  page_size: number;
  share_contact_details: number;
  default_user_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserLinkTable {
  team_id: string;
  slack_user_id: string;
  user_name: string;
  created_at: string;
}

/** A Slack installation of casebot (OAuth mode): its bot token, encrypted like the api tokens. */
export interface SlackInstallationTable {
  /** Enterprise id for an org-wide install, else team id. */
  install_key: string;
  installation_enc: string;
  updated_at: string;
}

export interface Database {
  workspaces: WorkspaceTable;
  user_links: UserLinkTable;
  slack_installations: SlackInstallationTable;
}

export type Engine = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** Where it lives, without any password: for logs. */
  description: string;
}

/** Opens `sqlite:<file>` (folder created, WAL) or `postgres://…`. */
export function openDatabase(url: string): OpenDatabase {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // DATE/TIMESTAMP stay text and BIGINT counts come back as numbers where they fit.
    const pg = loadPg();
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    // Bounded waits: a database that does not answer makes /healthz say 503 and a command say so, not hang.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, query_timeout: 10_000 });
    const parsed = new URL(url);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
      description: `postgres://${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    };
  }
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new Error('DATABASE_URL: sqlite: needs a file name, e.g. sqlite:./data/casebot.db');
    const path = file === ':memory:' ? file : resolve(file);
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const SQLite = loadSqlite();
    const database = new SQLite(path);
    database.pragma('journal_mode = WAL');
    // FULL: a write the CLI reported as done is on disk, whatever happens to either process next.
    database.pragma('synchronous = FULL');
    database.pragma('busy_timeout = 5000');
    database.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
      engine: 'sqlite',
      description: `sqlite:${path}`,
    };
  }
  throw new Error('DATABASE_URL: must start with sqlite: or postgres://');
}

import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type SQLiteDatabase from 'better-sqlite3';
import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  Kysely,
  PostgresDialect,
  sql,
  type SqliteDatabase,
  SqliteDialect,
  type TableMetadata,
} from 'kysely';
import type pgModule from 'pg';
import { ConfigError } from '../lib/errors';
import { reconnectingPool } from './reconnecting-pool';
import type { Database } from './tables';

export type * from './tables';

// Each engine's driver is loaded only when it is used: a SQLite deployment never pays for pg's memory.
const loadPg = (): typeof pgModule => require('pg');
const loadSqlite = (): typeof SQLiteDatabase => require('better-sqlite3');

export type Engine = 'sqlite' | 'postgres';

interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** Where it lives, without any password: for logs. */
  description: string;
}

interface OpenDatabaseOptions {
  /**
   * Told when the server drops an idle pooled connection (restart, failover, an idle reaper). The pool
   * discards that client and opens a new one on the next query; without a listener the error would end
   * the process.
   */
  onIdleClientError?: (error: Error) => void;
}

/** Opens `sqlite:<file>` (folder created, WAL) or `postgres://…`. */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): OpenDatabase {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // DATE/TIMESTAMP stay text and BIGINT counts come back as numbers where they fit.
    const pg = loadPg();
    pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
    // Bounded waits: a database that does not answer makes /healthz say 503 and a command say so, not hang.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, query_timeout: 10_000 });
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const parsed = new URL(url);
    return {
      db: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: reconnectingPool(pool) }) }),
      engine: 'postgres',
      description: `postgres://${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    };
  }
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) throw new ConfigError('DATABASE_URL: sqlite: needs a file name, e.g. sqlite:./data/casebot.db');
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
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(database) }) }),
      engine: 'sqlite',
      description: `sqlite:${path}`,
    };
  }
  throw new ConfigError('DATABASE_URL: must start with sqlite: or postgres://');
}

/** Statements kept prepared at most (a query with a list of values is a statement per list length). */
const STATEMENTS_KEPT = 500;

/**
 * The database as Kysely uses it, each SQL text prepared once: Kysely asks for a new statement for every
 * query it runs, and preparing one costs more than running it. Kysely runs one query at a time on its one
 * SQLite connection, so a statement is never in use twice; SQLite prepares one again itself after a
 * migration changes a table it reads.
 */
export function preparedOnce(database: SQLiteDatabase.Database): SqliteDatabase {
  const statements = new Map<string, SQLiteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        // The oldest goes first when full.
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value ?? '');
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * PostgreSQL as Kysely speaks it, but looking only at casebot's own schema when it asks which tables there
 * are (the migrator does, before it migrates). Kysely's own look reads every table of the database with
 * functions that fail when another app or a neighbouring test drops a table or a column meanwhile.
 */
class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    const kyselys = super.createIntrospector(db);
    const getTables = async (options?: DatabaseMetadataOptions): Promise<TableMetadata[]> => {
      const { rows } = await sql<{ name: string; schema: string; type: string }>`
        select table_name as name, table_schema as schema, table_type as type
        from information_schema.tables where table_schema = current_schema()
      `.execute(db);
      return rows
        .filter((r) => options?.withInternalKyselyTables || !r.name.startsWith('kysely_'))
        .map((r) => ({ name: r.name, schema: r.schema, isView: r.type === 'VIEW', columns: [] }));
    };
    return {
      getSchemas: () => kyselys.getSchemas(),
      getTables,
      getMetadata: async (options) => ({ tables: await getTables(options) }),
    };
  }
}

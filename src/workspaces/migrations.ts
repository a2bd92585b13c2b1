import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { migrationsTo0009 } from './migrations-0001-0009';
import { migrationsFrom0010 } from './migrations-0010-on';
import { migrationsFrom0017 } from './migrations-0017-on';
import type { Database } from './database';
import type { CodedError } from '../lib/errors';

// Written once, never edited: a change to the schema is a new migration, in migrations-0017-on.ts.
const migrations: Record<string, Migration> = { ...migrationsTo0009, ...migrationsFrom0010, ...migrationsFrom0017 };

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The schema could not be brought up to date (the database refused a migration, or is away). */
class MigrationError extends Error implements CodedError {
  readonly code = 'MIGRATION_FAILED';
  constructor(cause: unknown) {
    super(`the database schema could not be migrated: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'MigrationError';
  }
}

/** Brings the schema up to date; safe to run from several processes at once. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // On PostgreSQL, the migration tables are looked for in casebot's own schema: without it, Kysely finds
  // them in any schema of the database (another app's, a neighbouring test's) and takes them for ours.
  const schema = await currentSchema(db);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(error);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(db: Kysely<Database>): Promise<string | undefined> {
  try {
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    return rows[0]?.schema ?? undefined;
  } catch {
    // SQLite has no schemas.
    return undefined;
  }
}

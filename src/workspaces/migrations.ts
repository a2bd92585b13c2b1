import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { migrationsTo0009 } from './migrations-0001-0009';
import { migrationsFrom0010 } from './migrations-0010-on';
import { migrationsFrom0017 } from './migrations-0017-on';
import type { Database } from './database';
import type { CodedError } from '../lib/errors';

// Written once, never edited: a change to casebot's own tables is a new migration, in migrations-0017-on.ts;
// a kind module's are its own (its folder's migrations.ts), merged in by kinds/registry.ts.
const OWN: Readonly<Record<string, Migration>> = { ...migrationsTo0009, ...migrationsFrom0010, ...migrationsFrom0017 };

/** casebot's own migrations and `more` (the kind modules'), one list ordered by id; an id both hold is refused. */
export function mergeMigrations(...lists: readonly Readonly<Record<string, Migration>>[]): Record<string, Migration> {
  const merged: Record<string, Migration> = {};
  for (const list of lists) {
    for (const [id, migration] of Object.entries(list)) {
      if (id in merged) throw new Error(`the migration ${id} is defined twice`);
      merged[id] = migration;
    }
  }
  return merged;
}

const providerOf = (migrations: Readonly<Record<string, Migration>>): MigrationProvider => ({
  getMigrations: async () => ({ ...migrations }),
});

/**
 * A migrator over casebot's migrations and `more` (the kind modules': kinds/registry.ts), for stepping back (`migrateDown`: an operator going back a version
 * by hand, and the test that every migration's `down` undoes its `up`); casebot itself only goes forward.
 */
export async function migratorWith(db: Kysely<Database>, more: Readonly<Record<string, Migration>>): Promise<Migrator> {
  const schema = await currentSchema(db);
  const provider = providerOf(mergeMigrations(OWN, more));
  return new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
}

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

/** Tries of the migrator when another schema of the database vanished under its look at every table. */
const TRIES = 3;

/**
 * Brings the schema up to date with casebot's migrations and `more` (the kind modules': kinds/registry.ts
 * `migrateToLatest` hands them in); safe to run from several processes at once. A schema already up to date
 * is read once (the names of the migrations it ran) and left alone: the migrator's own look at every table
 * of the database is only for a schema that needs it.
 */
export async function migrateWith(db: Kysely<Database>, more: Readonly<Record<string, Migration>>): Promise<string[]> {
  const migrations = mergeMigrations(OWN, more);
  // On PostgreSQL, the migration tables are looked for in casebot's own schema: without it, Kysely finds
  // them in any schema of the database (another app's, a neighbouring test's) and takes them for ours.
  const schema = await currentSchema(db);
  if (await upToDate(db, schema, migrations)) return [];
  const provider = providerOf(migrations);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  for (let tried = 1; ; tried++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    // Kysely lists every table of the database; a schema someone else drops meanwhile (another app, a
    // neighbouring test) fails that list with "schema … does not exist" (3F000), not for ours.
    const dropped = (error as { code?: unknown }).code === '3F000' && !String(error).includes(`"${schema}"`);
    if (!dropped || tried >= TRIES) throw new MigrationError(error);
  }
}

/** Whether every migration casebot has already ran here (false where the table is not there yet). */
async function upToDate(
  db: Kysely<Database>,
  schema: string | undefined,
  migrations: Readonly<Record<string, Migration>>,
): Promise<boolean> {
  try {
    const table = schema ? sql`${sql.id(schema)}.kysely_migration` : sql`kysely_migration`;
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    const ran = new Set(rows.map((r) => r.name));
    return Object.keys(migrations).every((name) => ran.has(name));
  } catch {
    return false;
  }
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

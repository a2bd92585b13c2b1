import { sql } from 'kysely';
import { openDatabase } from '../../src/workspaces/database';
import { KIND_MIGRATIONS, migrateToLatest, migratorFor } from '../../src/kinds/registry';
import { mergeMigrations } from '../../src/workspaces/migrations';
import pg from 'pg';
import { ENGINES, POSTGRES_URL, postgresDatabase, type TestDatabase } from '../helpers/databases';

/** casebot's tables as the engine lists them (Kysely's own left out). */
async function tables(db: ReturnType<typeof openDatabase>['db']): Promise<string[]> {
  const listed = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'
  `
    .execute(db)
    .catch(() =>
      sql<{
        name: string;
      }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db),
    );
  return listed.rows
    .map((r) => r.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
}

// Every migration's `down` undoes its `up`: stepped back one at a time to nothing, on both engines, each
// step leaving a schema the one before it can run on, then brought up to date again.
describe.each(ENGINES)('the schema stepped back and forth, on %s', (_engine, create) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  beforeAll(async () => {
    database = await create();
    opened = openDatabase(database.url);
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('steps every migration back, one at a time, to an empty schema, and up to date again', async () => {
    const ran = await migrateToLatest(opened.db);
    expect(ran.length).toBeGreaterThan(20);
    // The kind modules' own migrations (follows', digests', aging alerts', live cards') run among casebot's, by id.
    expect(ran).toEqual(expect.arrayContaining(Object.keys(KIND_MIGRATIONS)));
    expect(Object.keys(KIND_MIGRATIONS)).toEqual(expect.arrayContaining(['0008_follows', '0017_digests']));
    expect(ran).toEqual([...ran].sort());
    const latest = await tables(opened.db);
    expect(latest).toEqual(
      expect.arrayContaining(['workspaces', 'slack_installations', 'reminders', 'dm_answers', 'follows', 'digests']),
    );
    const migrator = await migratorFor(opened.db);
    const undone: string[] = [];
    for (let step = 0; step < ran.length; step += 1) {
      const { error, results } = await migrator.migrateDown();
      expect(error).toBeUndefined();
      undone.push(...(results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName));
    }
    // Each undone once, newest first; nothing of casebot's left.
    expect(undone).toEqual([...ran].reverse());
    expect(await tables(opened.db)).toEqual([]);
    // And forward again: the same schema.
    expect(await migrateToLatest(opened.db)).toEqual(ran);
    expect(await tables(opened.db)).toEqual(latest);
  }, 60_000);
});

describe('the one ordered list of migrations', () => {
  it('refuses an id that casebot and a module, or two modules, both define', () => {
    const step = { up: async () => undefined };
    expect(() => mergeMigrations({ '0100_a': step }, { '0101_b': step }, { '0100_a': step })).toThrow(
      'the migration 0100_a is defined twice',
    );
    expect(Object.keys(mergeMigrations({ '0101_b': step }, { '0100_a': step }))).toEqual(['0101_b', '0100_a']);
  });
});

// Kysely's migrator looks at every table of the database before it migrates; another app (or a
// neighbouring test) dropping tables and columns of its own schema meanwhile must not stop casebot.
describe('migrating while another schema of the database is altered and dropped', () => {
  it('brings a fresh schema up to date whatever vanishes elsewhere meanwhile', async () => {
    const other = await postgresDatabase();
    const churn = new pg.Client({ connectionString: POSTGRES_URL });
    await churn.connect();
    const schema = new URL(other.url).searchParams.get('options')?.split('=')[1] ?? '';
    let stop = false;
    const churning = (async () => {
      for (let i = 0; !stop; i++) {
        await churn.query(`create table ${schema}.t${i % 5} (id serial primary key, status text, note text)`);
        await churn.query(`alter table ${schema}.t${i % 5} drop column status`);
        await churn.query(`drop table ${schema}.t${i % 5}`);
      }
    })();
    const fresh = await Promise.all([postgresDatabase(), postgresDatabase(), postgresDatabase()]);
    try {
      for (const database of fresh) {
        const { db } = openDatabase(database.url);
        try {
          expect((await migrateToLatest(db)).length).toBeGreaterThan(20);
        } finally {
          await db.destroy();
        }
      }
    } finally {
      stop = true;
      await churning;
      await churn.end();
      await Promise.all([...fresh, other].map((d) => d.drop()));
    }
  });
});

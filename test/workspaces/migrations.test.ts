import { sql } from 'kysely';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest, migratorFor } from '../../src/workspaces/migrations';
import { ENGINES, type TestDatabase } from '../helpers/databases';

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
    const latest = await tables(opened.db);
    expect(latest).toEqual(expect.arrayContaining(['workspaces', 'slack_installations', 'reminders', 'dm_answers']));
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

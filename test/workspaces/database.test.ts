import Database from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { preparedOnce } from '../../src/workspaces/database';

// SQLite behind Kysely, each SQL text prepared once (Kysely asks for a new statement for every query).
describe('preparedOnce', () => {
  const open = () => {
    const database = new Database(':memory:');
    let prepares = 0;
    const prepare = database.prepare.bind(database);
    database.prepare = ((text: string) => {
      prepares += 1;
      return prepare(text);
    }) as typeof database.prepare;
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: preparedOnce(database) }),
    });
    return { db, prepares: () => prepares };
  };

  it('prepares a query once and runs it with each call’s own values', async () => {
    const { db, prepares } = open();
    await sql`create table t (id integer primary key, name text)`.execute(db);
    const before = prepares();
    for (const [id, name] of [
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ] as const) {
      await db.insertInto('t').values({ id, name }).execute();
    }
    const names = [];
    for (const id of [3, 1, 2]) {
      names.push((await db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst())?.name);
    }
    expect(names).toEqual(['three', 'one', 'two']);
    // One insert and one select, prepared once each.
    expect(prepares() - before).toBe(2);
    await db.destroy();
  });

  it('still reads a table right after a migration changed it', async () => {
    const { db } = open();
    await sql`create table t (id integer primary key, name text)`.execute(db);
    await db.insertInto('t').values({ id: 1, name: 'one' }).execute();
    const read = () => db.selectFrom('t').selectAll().execute();
    expect(await read()).toEqual([{ id: 1, name: 'one' }]);
    await sql`alter table t add column extra text default 'x'`.execute(db);
    expect(await read()).toEqual([{ id: 1, name: 'one', extra: 'x' }]);
    await db.destroy();
  });

  it('keeps a bounded number of statements: a new text past the bound is prepared, the oldest forgotten', async () => {
    const { db, prepares } = open();
    await sql`create table t (id integer primary key, name text)`.execute(db);
    // A list of values of each length is a statement of its own.
    const lists = Array.from({ length: 600 }, (_, i) => Array.from({ length: i + 1 }, (__, k) => k));
    for (const ids of lists) await db.selectFrom('t').select('id').where('id', 'in', ids).execute();
    const before = prepares();
    await db
      .selectFrom('t')
      .select('id')
      .where('id', 'in', lists[599] ?? [])
      .execute();
    expect(prepares()).toBe(before);
    await db
      .selectFrom('t')
      .select('id')
      .where('id', 'in', lists[0] ?? [])
      .execute();
    expect(prepares()).toBe(before + 1);
    await db.destroy();
  });
});

import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database as Tables } from '../../src/workspaces/database';
import { createHealth } from '../../src/workspaces/health';
import { migrateToLatest } from '../../src/kinds/registry';
import { openDatabase } from '../../src/workspaces/database';
import { sqliteDatabase } from '../helpers/databases';

describe('the health probe', () => {
  it('says a database that answers reads but refuses writes (full, read-only) is not writable, with the reason', async () => {
    const database = sqliteDatabase();
    const file = database.url.slice('sqlite:'.length);
    const migrating = openDatabase(database.url);
    await migrateToLatest(migrating.db);
    await migrating.db.destroy();
    // A connection that answers reads and refuses every write, as a full disk or a read-only mount does.
    const full = new Database(file);
    full.pragma('query_only = 1');
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: full }) });
    try {
      let clock = 0;
      const health = createHealth(db, { replica: 'r1', now: () => clock });
      expect(await health.probe()).toEqual({ ok: false, database: 'not_writable', reason: 'SQLITE_READONLY' });
      // Writable again: the next probe (after the reuse window) says so.
      full.pragma('query_only = 0');
      clock += 2000;
      expect(await health.probe()).toEqual({ ok: true, database: 'writable' });
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});

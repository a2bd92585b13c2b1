import { openDatabase } from '../../src/workspaces/database';
import { createHints } from '../../src/workspaces/hints';
import { migrateToLatest } from '../../src/kinds/registry';
import { ENGINES, type TestDatabase } from '../helpers/databases';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('hints told at most once a day, on %s', (_engine, create) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  let clock = Date.UTC(2026, 10, 25, 9, 0, 0);
  const now = () => new Date(clock);

  beforeEach(async () => {
    database = await create();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
  });
  afterEach(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('lets one of many replicas tell a hint, once in its window, and again after it', async () => {
    // Five replicas (five stores on one database) asked at once: one tells it.
    const replicas = Array.from({ length: 5 }, () => createHints(opened.db, now));
    const claimed = await Promise.all(replicas.map((hints) => hints.claim('unfurl:T1:U1', DAY)));
    expect(claimed.filter(Boolean)).toHaveLength(1);
    // A restart keeps nothing in memory: the database still says it was told.
    clock += DAY - 60_000;
    expect(await createHints(opened.db, now).claim('unfurl:T1:U1', DAY)).toBe(false);
    // Someone else's hint is their own.
    expect(await createHints(opened.db, now).claim('unfurl:T1:U2', DAY)).toBe(true);
    // A day on, it may be told again (once).
    clock += 120_000;
    const again = await Promise.all(replicas.map((hints) => hints.claim('unfurl:T1:U1', DAY)));
    expect(again.filter(Boolean)).toHaveLength(1);
  });
});

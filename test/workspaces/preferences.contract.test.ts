import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { createPreferences } from '../../src/workspaces/preferences';
import { ENGINES, type TestDatabase } from '../helpers/databases';

describe.each(ENGINES)('what a person chose for /cases, on %s', (_engine, create) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;

  beforeEach(async () => {
    database = await create();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
  });
  afterEach(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('is a list until they choose the table, theirs alone, and kept across stores (replicas, restarts)', async () => {
    const one = createPreferences(opened.db);
    expect(await one.casesView('T1', 'U1')).toBe('list');
    await one.setCasesView('T1', 'U1', 'table');
    const other = createPreferences(opened.db);
    expect(await other.casesView('T1', 'U1')).toBe('table');
    expect(await other.casesView('T1', 'U2')).toBe('list');
    expect(await other.casesView('T2', 'U1')).toBe('list');
    await other.setCasesView('T1', 'U1', 'list');
    expect(await one.casesView('T1', 'U1')).toBe('list');
  });
});

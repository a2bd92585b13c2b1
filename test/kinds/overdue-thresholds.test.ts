import { DEFAULT_THRESHOLDS, parseThresholds } from '../../src/cases/overdue';
import { createKindStores, thresholdsOf } from '../../src/kinds/registry';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { ENGINES, type TestDatabase } from '../helpers/databases';

// A workspace's overdue thresholds, as every kind and My cases read them through the frame: the ones the
// aging alerts keep where an admin set them, the defaults where none are (or once the alerts are off),
// and never another workspace's.
describe.each(ENGINES)('the overdue thresholds on %s', (_engine, makeDatabase) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    database = await makeDatabase();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('are the aging alerts’ where set, the defaults elsewhere, and the defaults again once they are off', async () => {
    const stores = createKindStores(opened.db);
    const of = thresholdsOf(stores);
    expect(await of('T0ONE')).toEqual(DEFAULT_THRESHOLDS);
    const set = parseThresholds('critical=1h,low=30d');
    if (!set) throw new Error('the thresholds were not read');
    await stores.aging.set({
      teamId: 'T0ONE',
      channelId: 'C0ALERTS',
      thresholds: set,
      repeatMs: null,
      actsAs: 'U0ANN',
    });
    expect(await of('T0ONE')).toEqual(set);
    expect(await of('T0TWO')).toEqual(DEFAULT_THRESHOLDS);
    await stores.aging.turnOff('T0ONE');
    expect(await of('T0ONE')).toEqual(DEFAULT_THRESHOLDS);
  });
});

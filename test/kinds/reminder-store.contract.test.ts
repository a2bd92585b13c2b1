import { createReminderStore } from '../../src/kinds/reminder/store';
import { reminderKey } from '../../src/kinds/reminder/keys';
import { createOutbox } from '../../src/spine/outbox';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
import { ENGINES, type TestDatabase } from '../helpers/databases';

// The reminder store on both engines: one a person, due ones, each sent once per time it is due however
// many replicas find it due at once, and an ended one's waiting DM gone with it.
describe.each(ENGINES)('the reminder store on %s', (_engine, makeDatabase) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  let reminders: ReturnType<typeof createReminderStore>;
  let outbox: ReturnType<typeof createOutbox>;
  const setting = { schedule: 'weekdays' as const, minute: 540, timeZone: 'Europe/Paris', evenWhenEmpty: false };
  const dm = (key: string) => ({
    dedupeKey: key,
    slackUserId: 'U0ANN',
    channelId: null,
    message: { text: key, blocks: [] },
  });

  beforeAll(async () => {
    database = await makeDatabase();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
    reminders = createReminderStore(opened.db);
    outbox = createOutbox(opened.db, () => new Date());
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('keeps one a person: setting it again changes it', async () => {
    const first = await reminders.set('T0ONE', 'U0ANN', setting, new Date(Date.UTC(2026, 11, 1, 8)));
    const again = await reminders.set(
      'T0ONE',
      'U0ANN',
      { ...setting, schedule: 'weekly', weekday: 5 },
      new Date(Date.UTC(2026, 11, 4, 8)),
    );
    expect(again).toMatchObject({ id: first.id, schedule: 'weekly', weekday: 5 });
    expect(await reminders.list('T0ONE')).toHaveLength(1);
  });

  it('sends a due one once, however many find it due at once', async () => {
    const dueAt = new Date(Date.UTC(2026, 10, 30, 8));
    await reminders.set('T0RACE', 'U0ANN', setting, dueAt);
    const [due] = await reminders.due('T0RACE', new Date(Date.UTC(2026, 10, 30, 9)), 10);
    expect(due?.nextDueAt).toEqual(dueAt);
    const next = new Date(Date.UTC(2026, 11, 1, 8));
    const both = await Promise.all(
      [1, 2, 3].map(() =>
        reminders.record(due as NonNullable<typeof due>, {
          dueAt,
          nextDueAt: next,
          notice: dm(reminderKey(due?.id ?? '', dueAt)),
        }),
      ),
    );
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await outbox.pendingNotices('T0RACE')).toHaveLength(1);
    expect(await reminders.due('T0RACE', new Date(Date.UTC(2026, 10, 30, 9)), 10)).toEqual([]);
  });

  it('ends one with what it says, and drops its DM nobody took yet', async () => {
    const dueAt = new Date(Date.UTC(2026, 10, 30, 8));
    const set = await reminders.set('T0END', 'U0BEN', setting, dueAt);
    await reminders.record(set, { dueAt: null, nextDueAt: dueAt, notice: dm(reminderKey(set.id, { pressed: 'p1' })) });
    expect(await outbox.pendingNotices('T0END')).toHaveLength(1);
    const ended = await reminders.end('T0END', { slackUserId: 'U0BEN' }, () => dm('ended-1'));
    expect(ended.map((r) => r.id)).toEqual([set.id]);
    expect((await outbox.pendingNotices('T0END')).map((n) => n.message.text)).toEqual(['ended-1']);
    expect(await reminders.get('T0END', 'U0BEN')).toBeUndefined();
    // Send now on a reminder that is gone writes nothing.
    expect(await reminders.record(set, { dueAt: null, nextDueAt: dueAt, notice: dm('late') })).toBe(false);
  });
});

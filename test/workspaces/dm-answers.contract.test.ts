import { openDatabase } from '../../src/workspaces/database';
import { createDmAnswers } from '../../src/workspaces/dm-answers';
import { migrateToLatest } from '../../src/kinds/registry';
import { ENGINES, type TestDatabase } from '../helpers/databases';

describe.each(ENGINES)('a direct message answered once, on %s', (_engine, create) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  let clock = Date.UTC(2026, 10, 25, 9, 0, 0);
  const now = () => clock;
  const dm = { teamId: 'T1', channelId: 'D1', ts: '1764061200.000100' };

  beforeEach(async () => {
    database = await create();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
  });
  afterEach(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('lets one delivery of many answer, and a redelivery answer one its first claimed and never answered', async () => {
    // The same event on five replicas at once: one answers.
    const replicas = Array.from({ length: 5 }, () => createDmAnswers(opened.db, now));
    expect((await Promise.all(replicas.map((r) => r.claim(dm)))).filter(Boolean)).toHaveLength(1);
    // Slack's retry a few seconds on, while the first is still answering: quiet.
    clock += 5_000;
    expect(await replicas[1]?.claim(dm)).toBe(false);
    // Another message of the same DM is its own.
    expect(await replicas[1]?.claim({ ...dm, ts: '1764061201.000200' })).toBe(true);
    // The first never answered (its replica died): the retry a minute on answers it, once.
    clock += 60_000;
    expect((await Promise.all(replicas.map((r) => r.claim(dm)))).filter(Boolean)).toHaveLength(1);
    // Answered: a later redelivery is quiet, however late.
    await replicas[0]?.answered(dm);
    clock += 10 * 60_000;
    expect(await replicas[2]?.claim(dm)).toBe(false);
    // A day on the claim is gone (Slack redelivers within minutes).
    clock += 24 * 60 * 60_000;
    expect(await replicas[3]?.claim({ ...dm, ts: '1764061300.000300' })).toBe(true);
    const left = await opened.db.selectFrom('dm_answers').select('message_ts').execute();
    expect(left.map((r) => r.message_ts)).toEqual(['1764061300.000300']);
  });
});

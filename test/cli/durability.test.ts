import { openDatabase } from '../../src/workspaces/database';
import { createWorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { sqliteDatabase, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { finished, runCliProcess, spawnBuilt } from '../helpers/processes';

describe('kill -9 during CLI writes (SQLite)', () => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = sqliteDatabase();
    env = { DATABASE_URL: database.url, CASEBOT_ENCRYPTION_KEY: TEST_KEY };
    const set = await runCliProcess(
      ['workspace', 'set', 'T0ACME', '--client-name', 'acme', '--api-token', 'tok', '--base-url', 'https://x.example'],
      env,
    );
    expect(set.code).toBe(0);
  });
  afterAll(() => database.drop());

  it('loses no link that the CLI reported as done', async () => {
    const writers = Array.from({ length: 12 }, (_, i) =>
      spawnBuilt('src/cli/main.ts', ['user', 'link', 'T0ACME', `U0K${i}`, `user${i}`, '--no-check'], env),
    );
    const results = writers.map((child) => finished(child));
    // Kill every writer still running the moment the first one reports success, whatever it was doing.
    await Promise.race(results.map((r) => r.then((x) => (x.stdout.includes('linked') ? x : new Promise(() => {})))));
    for (const child of writers) if (child.exitCode === null) child.kill('SIGKILL');
    const outcomes = await Promise.all(results);

    const reported = outcomes
      .map((o, i) => ({ o, id: `U0K${i}` }))
      .filter(({ o }) => o.code === 0 && o.stdout.includes('linked'))
      .map(({ id }) => id);
    expect(reported.length).toBeGreaterThan(0);

    const { db } = openDatabase(database.url);
    const store = createWorkspaceStore(db, createTokenCipher(TEST_KEY));
    const stored = (await store.listUsers('T0ACME')).map((u) => u.slackUserId);
    await store.close();
    expect(stored).toEqual(expect.arrayContaining(reported));
  });
});

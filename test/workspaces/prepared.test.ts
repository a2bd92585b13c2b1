import { sql } from 'kysely';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/workspaces/migrations';
import { prepared } from '../../src/workspaces/prepared';
import { ENGINES, type TestDatabase } from '../helpers/databases';

// A query compiled once and run with new values, on both engines.
describe.each(ENGINES)('prepared queries, on %s', (_engine, create) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openDatabase>;
  beforeAll(async () => {
    database = await create();
    opened = openDatabase(database.url);
    await migrateToLatest(opened.db);
  });
  afterAll(async () => {
    await opened.db.destroy();
    await database.drop();
  });

  it('runs with each call’s own values, in the order the SQL wants them, constants kept', async () => {
    const db = opened.db;
    const insert = prepared((v: Record<'team' | 'user' | 'at', string>) =>
      db
        .insertInto('access_requests')
        .values({ team_id: v.team, slack_user_id: v.user, requested_at: v.at })
        .onConflict((oc) => oc.columns(['team_id', 'slack_user_id']).doUpdateSet({ requested_at: v.at })),
    );
    const prune = prepared((v: Record<'team', string>) =>
      db
        .deleteFrom('access_requests')
        .where('team_id', '=', v.team)
        .where('slack_user_id', 'not in', (eb) =>
          eb
            .selectFrom('access_requests')
            .select('slack_user_id')
            .where('team_id', '=', v.team)
            .orderBy('slack_user_id')
            .limit(2),
        ),
    );
    for (const user of ['U0C', 'U0A', 'U0B']) await insert(db, { team: 'T0ONE', user, at: `2026-11-2${user.length}` });
    await insert(db, { team: 'T0TWO', user: 'U0Z', at: '2026-11-01' });
    await insert(db, { team: 'T0ONE', user: 'U0A', at: '2026-12-01' });
    await prune(db, { team: 'T0ONE' });
    const rows = await db
      .selectFrom('access_requests')
      .select(['team_id', 'slack_user_id', 'requested_at'])
      .orderBy('team_id')
      .orderBy('slack_user_id')
      .execute();
    expect(rows).toEqual([
      { team_id: 'T0ONE', slack_user_id: 'U0A', requested_at: '2026-12-01' },
      { team_id: 'T0ONE', slack_user_id: 'U0B', requested_at: '2026-11-23' },
      { team_id: 'T0TWO', slack_user_id: 'U0Z', requested_at: '2026-11-01' },
    ]);
  });

  it('refuses a query that folds a value into its text, where a second call would reuse the first', () => {
    expect(() =>
      prepared((v: Record<'team', string>) =>
        opened.db.deleteFrom('access_requests').where('team_id', '=', sql.lit(v.team)),
      ),
    ).toThrow('a value given is not a parameter');
  });
});

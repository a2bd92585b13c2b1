import { sql } from 'kysely';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
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

  it('gives back the rows a select finds, with each call’s own values, numbers too', async () => {
    const db = opened.db;
    for (const [caseId, name] of [
      [11, 'case-11-printer'],
      [12, 'case-12-refund'],
    ] as const) {
      await db
        .insertInto('case_channels')
        .values({
          team_id: 'T0ROWS',
          case_id: caseId,
          case_number: caseId + 1000,
          channel_id: `C0${caseId}`,
          channel_name: name,
          created_by: 'U0ANN',
          created_at: '2026-11-26T10:00:00.000Z',
        })
        .execute();
    }
    const select = prepared((v: { team: string; caseId: number }) =>
      db
        .selectFrom('case_channels')
        .select(['case_id', 'channel_name'])
        .where('team_id', '=', v.team)
        .where('case_id', '=', v.caseId),
    );
    expect(await select(db, { team: 'T0ROWS', caseId: 12 })).toEqual([{ case_id: 12, channel_name: 'case-12-refund' }]);
    expect(await select(db, { team: 'T0ROWS', caseId: 11 })).toEqual([
      { case_id: 11, channel_name: 'case-11-printer' },
    ]);
    expect(await select(db, { team: 'T0OTHER', caseId: 11 })).toEqual([]);
  });

  it('refuses a query that folds a value into its text, where a second call would reuse the first', () => {
    expect(() =>
      prepared((v: Record<'team', string>) =>
        opened.db.deleteFrom('access_requests').where('team_id', '=', sql.lit(v.team)),
      ),
    ).toThrow('a value given is not a parameter');
  });
});

import pg from 'pg';
import { connectionLost, reconnectingPool } from '../../src/workspaces/reconnecting-pool';
import { POSTGRES_URL } from '../helpers/databases';

// A connection the server drops while casebot holds it (a restart, a failover, an idle reaper), on a real
// PostgreSQL: what could not have done anything is sent again on a fresh connection; a write is not.
describe('a pooled PostgreSQL connection the server dropped', () => {
  const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 3 });
  const dropped: Error[] = [];
  pool.on('error', (error) => dropped.push(error));
  const pooled = reconnectingPool(pool);
  afterAll(() => pool.end());

  /** Takes a connection, has the server end it, and runs `use` on it as though nothing had happened. */
  async function cutWhileHeld<T>(use: (client: pg.PoolClient) => Promise<T>, before?: string): Promise<T> {
    const client = await pooled.connect();
    try {
      if (before) await client.query(before);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
      await admin.end();
      return await use(client);
    } finally {
      client.release();
    }
  }

  it('reads again on a fresh connection, and the process goes on', async () => {
    const result = await cutWhileHeld((client) => client.query<{ one: number }>('select 1 as one'));
    expect(result.rows).toEqual([{ one: 1 }]);
  });

  it('opens a transaction again on a fresh connection, and it commits', async () => {
    const result = await cutWhileHeld(async (client) => {
      await client.query('begin');
      const { rows } = await client.query<{ two: number }>('select 2 as two');
      await client.query('commit');
      return rows;
    });
    expect(result).toEqual([{ two: 2 }]);
  });

  it('does not send a write again: it may have been done', async () => {
    const error = await cutWhileHeld((client) => client.query('create temporary table gone (x int)')).catch(
      (e: unknown) => e,
    );
    expect(connectionLost(error)).toBe(true);
  });

  it('does not send a read inside a transaction again: the transaction is gone with it', async () => {
    const error = await cutWhileHeld((client) => client.query('select 3'), 'begin').catch((e: unknown) => e);
    expect(connectionLost(error)).toBe(true);
  });

  it('does not send again a `with` that may hold a write', async () => {
    const error = await cutWhileHeld((client) => client.query('with made as (select 1 as x) select x from made')).catch(
      (e: unknown) => e,
    );
    expect(connectionLost(error)).toBe(true);
  });

  it('tells a statement’s own error from a lost connection', () => {
    expect(connectionLost(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe(false);
    expect(connectionLost(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(connectionLost('not an error')).toBe(false);
  });
});

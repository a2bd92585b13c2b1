import Database from 'better-sqlite3';
import pg from 'pg';
import { ActionId } from '../../src/blocks/ids';
import { waitUntil } from '../helpers/wait';
import { account, fakeCase } from '../helpers/fake-cases';
import { POSTGRES_URL } from '../helpers/databases';
import { Harness } from '../helpers/harness';

const cases = { acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' })]) };
const lines = (harness: Harness) => harness.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
/** The outcome line is written just after the reply goes out: wait for it. */
async function outcomeLine(harness: Harness, msg: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 200; i++) {
    const line = lines(harness).findLast((l) => l.msg === msg);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no line ${msg}`);
}
const health = async (harness: Harness) =>
  (await fetch(harness.eventsUrl.replace(/\/slack\/events$/, '/healthz'))).status;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('PostgreSQL going away and coming back', () => {
  // A database of its own, so its connections can be cut without touching any other test's.
  const name = `casebot_fault_${process.pid}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const harness = new Harness({ accounts: cases, databaseUrl: url.toString(), settings: { detailsCacheMs: 0 } });
  const terminate = () =>
    admin((c) =>
      c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        name,
      ]),
    );

  // Making and dropping a database copies and removes its files and waits for the server's checkpoint:
  // beside a full suite on two busy cores that alone passed the 20 s a hook gets. Nothing is measured
  // here, so these two wait as long as the server takes (bounded, so a server that hangs still fails).
  const DDL_MS = 180_000;
  beforeAll(async () => {
    await admin(async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
    });
    await harness.start();
  }, DDL_MS);
  afterAll(async () => {
    await harness.close();
    await admin(async (c) => {
      await c.query(`alter database ${name} allow_connections true`);
      await c.query(`drop database if exists ${name} with (force)`);
    });
  }, DDL_MS);

  it('keeps serving when the server drops its idle connections (restart, failover, idle reaper)', async () => {
    await harness.ask('/case', '1234');
    const cut = await terminate();
    expect(cut.rowCount).toBeGreaterThan(0);
    // Asked at once, before casebot may have heard of every connection cut: a read on one that is gone is
    // sent again on a fresh one, and the person gets their card.
    const { reply } = await harness.ask('/case', '1234');
    expect(reply.text).toBe('Case #1234: Printer (Open)');
    // Still here (an unhandled pool error would have ended the process), and it said so.
    await waitUntil('the dropped connection logged', () =>
      lines(harness).some((l) => String(l.msg).startsWith('database dropped an idle connection')),
    );
    expect(await health(harness)).toBe(200);
  });

  it('answers 503 on /healthz and "try again" with a reference while the database is away, and recovers', async () => {
    await admin((c) => c.query(`alter database ${name} allow_connections false`));
    await terminate();
    try {
      // A probe answers from the last one for a second: the next one says it.
      await waitUntil('/healthz to say it', async () => (await health(harness)) === 503);
      harness.logs.length = 0;
      const { reply } = await harness.ask('/case', '1234');
      expect(reply.text).toMatch(/can't reach its own database right now\. Nothing was changed; try again/);
      expect(reply.text).toMatch(/reference `[A-Z0-9]+`/);
      expect(JSON.stringify(reply)).not.toMatch(/postgres|57P0|ECONN|stack/i);
      expect((await outcomeLine(harness, 'command /case')).outcome).toBe('store_unavailable');
      expect(lines(harness).findLast((l) => l.msg === 'failed' && l.name === '/case')).toMatchObject({
        err: { code: 'STORE_UNAVAILABLE', operation: expect.stringMatching(/^workspaces\./) },
      });
    } finally {
      await admin((c) => c.query(`alter database ${name} allow_connections true`));
    }
    await waitUntil('/healthz to recover', async () => (await health(harness)) === 200);
    const { reply } = await harness.ask('/case', '1234');
    expect(reply.text).toBe('Case #1234: Printer (Open)');
  });

  it('answers 503 on /healthz with the reason while the database takes no writes, and a change is told so', async () => {
    await admin((c) => c.query(`alter database ${name} set default_transaction_read_only = on`));
    await terminate();
    try {
      const probe = () => fetch(harness.eventsUrl.replace(/\/slack\/events$/, '/healthz'));
      await waitUntil('/healthz to say it', async () => (await probe()).status === 503);
      expect(await (await probe()).json()).toEqual({ ok: false, database: 'not_writable', reason: '25006' });
      // Reads still work (the card), a change does not: the person hears the store is unavailable.
      const { reply } = await harness.ask('/case', '1234 watch');
      expect(reply.text).toMatch(/can't reach its own database right now\. Nothing was changed; try again/);
      expect((await outcomeLine(harness, 'command /case')).outcome).toBe('store_unavailable');
    } finally {
      await admin((c) => c.query(`alter database ${name} reset default_transaction_read_only`));
      await terminate();
    }
    await waitUntil('/healthz to recover', async () => (await health(harness)) === 200);
  });
});

describe('SQLite busy: another writer holds the database', () => {
  const harness = new Harness({ accounts: cases });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('answers a Share with "try again", posts nothing, and works once the writer is done', async () => {
    const { reply } = await harness.ask('/case', '1234');
    const holder = new Database(harness.databaseUrl.slice('sqlite:'.length));
    holder.exec('begin exclusive');
    let id: string;
    harness.logs.length = 0;
    try {
      // casebot waits out its busy timeout (5 s), then gives up on this press without posting anything.
      // Each write that waits out the lock holds the whole process (SQLite is synchronous): the recent cases'
      // own write may come first, so the answer can take two busy timeouts.
      const clicked = await harness.click(reply, ActionId.share, { timeoutMs: 20_000 });
      id = clicked.id;
      expect(clicked.posts[0]?.response_type).toBe('ephemeral');
      expect(clicked.posts[0]?.text).toMatch(/can't reach its own database right now\. Nothing was changed/);
      expect((await outcomeLine(harness, 'action case_share')).outcome).toBe('store_unavailable');
      expect(lines(harness).findLast((l) => l.msg === 'failed')).toMatchObject({
        err: { code: 'STORE_UNAVAILABLE', operation: 'share_claims.claim', reason: 'SQLITE_BUSY' },
      });
    } finally {
      holder.exec('rollback');
      holder.close();
    }
    expect(harness.slack.postsFor(id).some((p) => p.response_type === 'in_channel')).toBe(false);
    expect(harness.slack.messages.get('C0GENERAL') ?? []).toEqual([]);
    // casebot posts the card itself (to keep it up to date), and the private card says it was shared.
    const { posts } = await harness.click(reply, ActionId.share);
    expect(posts[0]?.replace_original).toBe(true);
    expect(harness.slack.messages.get('C0GENERAL')).toHaveLength(1);
  }, 40_000);
});

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { createOutbox } from '../../src/spine/outbox';
import { openDatabase } from '../../src/workspaces/database';
import { createHomeData } from '../../src/workspaces/home-data';
import { createDigestStore } from '../../src/kinds/digest/store';
import { ENGINES, OTHER_KEY, sqliteDatabase, TEST_KEY, type TestDatabase } from '../helpers/databases';
import { account, fakeCase } from '../helpers/fake-cases';
import { runCliInProcess } from '../helpers/admin-cli';
import { runAdmin } from '../../src/cli/compose';
import { runCliProcess } from '../helpers/processes';

const TOKEN = 'tok-acme-secret-1234';

describe.each(ENGINES)('admin CLI on %s', (_engine, create) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  const cli = (...args: string[]) => runCliInProcess(args, env);

  beforeAll(async () => {
    database = await create();
    env = { DATABASE_URL: database.url, CASEBOT_ENCRYPTION_KEY: TEST_KEY, CASE_API_BASE_URL: 'https://cases.example' };
  });
  afterAll(() => database.drop());

  it('connects a workspace, links users, lists and removes them', async () => {
    const set = await cli(
      'workspace',
      'set',
      'T0ACME',
      '--client-name',
      'acme',
      '--api-token',
      TOKEN,
      '--timezone',
      'Europe/Paris',
    );
    expect(set).toMatchObject({ code: 0, stdout: 'connected workspace T0ACME → client acme\n', stderr: '' });

    // No case service answers here: linked unchecked, and the CLI says so.
    expect((await cli('user', 'link', 'T0ACME', 'U0AAA', 'j.doe', '--no-check')).stdout).toBe(
      'linked U0AAA in T0ACME → j.doe (not checked)\n',
    );
    expect((await cli('user', 'link', 'T0ACME', 'U0BBB', 'a.smith', '--no-check')).code).toBe(0);

    const list = await cli('workspace', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('T0ACME');
    expect(list.stdout).toContain('••••1234');
    expect(list.stdout).toContain('Europe/Paris');
    expect(list.stdout).not.toContain(TOKEN);
    expect(list.stdout).not.toContain('secret');

    expect((await cli('user', 'list', 'T0ACME')).stdout).toMatch(/U0AAA\s+j\.doe\n.*U0BBB\s+a\.smith/s);
    expect((await cli('user', 'unlink', 'T0ACME', 'U0BBB')).code).toBe(0);
    expect((await cli('user', 'list', 'T0ACME')).stdout).not.toContain('U0BBB');

    const update = await cli('workspace', 'set', 'T0ACME', '--page-size', '5', '--share-contact-details');
    expect(update.stdout).toBe('updated workspace T0ACME → client acme\n');
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0ACME.*Europe\/Paris\s+5\s+yes/);

    const linked = await cli('workspace', 'set', 'T0ACME', '--case-url', 'https://cases.acme.example/case/{number}');
    expect(linked.code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toContain('https://cases.acme.example/case/{number}');
    // Other changes keep the template; --no-case-url removes it.
    expect((await cli('workspace', 'set', 'T0ACME', '--page-size', '6')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toContain('https://cases.acme.example/case/{number}');
    expect((await cli('workspace', 'set', 'T0ACME', '--no-case-url')).code).toBe(0);
    expect((await cli('workspace', 'set', 'T0ACME', '--language', 'fr')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0ACME.*\sfr\s/);
    expect((await cli('workspace', 'list')).stdout).not.toContain('cases.acme.example');

    expect((await cli('workspace', 'remove', 'T0ACME')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toContain('no workspaces connected');
  });

  it('turns keeping shared cards up to date off and on, keeping it through other changes', async () => {
    const keeps = async () => {
      const opened = openDatabase(database.url);
      try {
        const row = await opened.db
          .selectFrom('workspaces')
          .select('keep_cards_true')
          .where('team_id', '=', 'T0KEEP')
          .executeTakeFirst();
        return row?.keep_cards_true;
      } finally {
        await opened.db.destroy();
      }
    };
    expect((await cli('workspace', 'set', 'T0KEEP', '--client-name', 'keep', '--api-token', TOKEN)).code).toBe(0);
    expect(await keeps()).toBe(1);
    expect((await cli('workspace', 'set', 'T0KEEP', '--no-keep-cards-up-to-date')).code).toBe(0);
    expect(await keeps()).toBe(0);
    expect((await cli('workspace', 'set', 'T0KEEP', '--page-size', '7')).code).toBe(0);
    expect(await keeps()).toBe(0);
    expect((await cli('workspace', 'set', 'T0KEEP', '--keep-cards-up-to-date')).code).toBe(0);
    expect(await keeps()).toBe(1);
  });

  it('sets the polling of a workspace, keeps it through other changes, and puts it back to the defaults', async () => {
    const connect = ['workspace', 'set', 'T0POLL', '--client-name', 'poll', '--api-token', TOKEN];
    expect((await cli(...connect, '--poll-interval', '60', '--poll-calls', '30')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0POLL.*60s, 30\/min/);
    // Other changes keep the poll settings; --default-polling brings back the defaults.
    expect((await cli('workspace', 'set', 'T0POLL', '--page-size', '7')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0POLL.*60s, 30\/min/);
    expect((await cli('workspace', 'set', 'T0POLL', '--default-polling')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0POLL.*\(default\) 300s, \(default\) 60\/min/);
    expect((await cli('workspace', 'remove', 'T0POLL')).code).toBe(0);
  });

  it('sets how the service lists recent cases, keeps it through other changes, and refuses a word it does not know', async () => {
    const connect = ['workspace', 'set', 'T0ORDER', '--client-name', 'order', '--api-token', TOKEN];
    expect((await cli(...connect)).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0ORDER.*\/min, order unknown/);
    expect((await cli('workspace', 'set', 'T0ORDER', '--recent-order', 'updated')).code).toBe(0);
    expect((await cli('workspace', 'set', 'T0ORDER', '--page-size', '7')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0ORDER.*\/min, updated/);
    const wrong = await cli('workspace', 'set', 'T0ORDER', '--recent-order', 'newest');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--recent-order "newest": must be updated, submitted or unknown');
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0ORDER.*\/min, updated/);
    expect((await cli('workspace', 'set', 'T0ORDER', '--recent-order', 'unknown')).code).toBe(0);
    expect((await cli('workspace', 'list')).stdout).toMatch(/T0ORDER.*\/min, order unknown/);
    expect((await cli('workspace', 'remove', 'T0ORDER')).code).toBe(0);
  });

  it("moves the channels' digests to their hour in a workspace's new time zone", async () => {
    const connect = ['workspace', 'set', 'T0ZONE', '--client-name', 'zone', '--api-token', TOKEN];
    expect((await cli(...connect, '--timezone', 'UTC')).code).toBe(0);
    const { db } = openDatabase(database.url);
    try {
      const digests = createDigestStore(db);
      await digests.addDigest({
        teamId: 'T0ZONE',
        channelId: 'C0SUPPORT',
        searchText: 'printer',
        createdBy: 'U0AAA',
        createdByName: null,
        schedule: 'daily',
        minute: 8 * 60 + 30,
        quiet: false,
        nextDueAt: new Date('2030-01-07T08:30:00Z'),
      });
      const hourIn = async (timeZone: string) => {
        const [digest] = await digests.listDigests('T0ZONE');
        return digest?.nextDueAt.toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });
      };
      // Said "daily at 08:30" in the workspace's zone: 08:30 in Paris once Paris is its zone.
      expect((await cli('workspace', 'set', 'T0ZONE', '--timezone', 'Europe/Paris')).code).toBe(0);
      expect(await hourIn('Europe/Paris')).toBe('08:30');
      // Another setting changed, the zone kept: nothing moves.
      expect((await cli('workspace', 'set', 'T0ZONE', '--page-size', '7')).code).toBe(0);
      expect(await hourIn('Europe/Paris')).toBe('08:30');
      expect((await cli('workspace', 'set', 'T0ZONE', '--timezone', 'Asia/Riyadh')).code).toBe(0);
      expect(await hourIn('Asia/Riyadh')).toBe('08:30');
    } finally {
      await db.destroy();
    }
    expect((await cli('workspace', 'remove', 'T0ZONE')).code).toBe(0);
  });

  it("lists and ends the channels' digests without the encryption key, auditing the end", async () => {
    const keyless = { DATABASE_URL: database.url };
    expect((await runCliInProcess(['digest', 'list', 'T0DIGEST'], keyless)).stdout).toBe('no digests in T0DIGEST\n');
    const { db } = openDatabase(database.url);
    try {
      const added = await createDigestStore(db).addDigest({
        teamId: 'T0DIGEST',
        channelId: 'C0SUPPORT',
        searchText: 'printer',
        createdBy: 'U0AAA',
        createdByName: null,
        schedule: 'weekdays',
        minute: 540,
        quiet: false,
        nextDueAt: new Date('2026-11-30T09:00:00Z'),
      });
      if (typeof added !== 'object' || !('added' in added)) throw new Error('not added');
      const list = await runCliInProcess(['digest', 'list', 'T0DIGEST'], keyless);
      expect(list.stdout).toMatch(
        /C0SUPPORT\s+U0AAA\s+2026-11-30 09:00\s+“printer” · weekdays at 09:00 \(UTC\) · next .* · set up by @U0AAA · #C0SUPPORT/,
      );
      expect(await runCliInProcess(['digest', 'end', 'T0DIGEST', 'nope'], keyless)).toMatchObject({ code: 2 });
      expect((await runCliInProcess(['digest', 'end', 'T0DIGEST', added.added.id], keyless)).stdout).toContain(
        `ended the digest ${added.added.id} in T0DIGEST`,
      );
      expect((await runCliInProcess(['digest', 'list', 'T0DIGEST'], keyless)).stdout).toContain('no digests');
      const trail = await createHomeData(db).recentAudit('T0DIGEST', 10);
      expect(trail.map((e) => [e.actor, e.action])).toEqual([['cli', 'digest.ended']]);
    } finally {
      await db.destroy();
    }
  });

  it('turns aging alerts on, changes and turns them off with workspace set, refusing what it cannot read', async () => {
    expect((await cli('workspace', 'set', 'T0AGING', '--client-name', 'a', '--api-token', TOKEN)).code).toBe(0);
    const noPerson = await cli('workspace', 'set', 'T0AGING', '--aging-channel', 'C0ALERTS');
    expect(noPerson).toMatchObject({ code: 2 });
    expect(noPerson.stderr).toContain('--aging-as is required');
    const turnOn = ['workspace', 'set', 'T0AGING', '--aging-channel', 'C0ALERTS', '--aging-as', 'U0AAA'];
    const bad = await cli(...turnOn, '--aging', 'critical=4x');
    expect(bad.stderr).toContain('--aging "critical=4x": priority=duration pairs');
    const on = await cli(...turnOn, '--aging', 'critical=4h,Sehr hoch=1d', '--aging-repeat', '1d');
    expect(on.stdout).toContain('aging alerts: C0ALERTS, critical=4h,Sehr hoch=1d, again every 1d, read as U0AAA');
    // Kept through a change of something else; only what is given changes.
    const kept = await cli('workspace', 'set', 'T0AGING', '--aging', 'high=2d');
    expect(kept.stdout).toContain('aging alerts: C0ALERTS, high=2d, again every');
    expect((await cli('workspace', 'set', 'T0AGING', '--no-aging')).stdout).toContain('aging alerts: off');
  });

  it('names casebot admins without the encryption key, and audits every change without a token', async () => {
    const keyless = { DATABASE_URL: database.url };
    expect(await runCliInProcess(['admin', 'add', 'T0AUDIT', 'U0ADA'], keyless)).toMatchObject({
      code: 0,
      stdout: 'U0ADA is a casebot admin in T0AUDIT\n',
    });
    expect((await runCliInProcess(['admin', 'list', 'T0AUDIT'], keyless)).stdout).toBe('U0ADA\n');
    expect((await runCliInProcess(['admin', 'remove', 'T0AUDIT', 'U0ADA'], keyless)).code).toBe(0);
    expect((await runCliInProcess(['admin', 'list', 'T0AUDIT'], keyless)).stdout).toContain('no casebot admins');
    expect(await runCliInProcess(['admin', 'remove', 'T0AUDIT', 'U0ADA'], keyless)).toMatchObject({ code: 2 });
    expect((await cli('workspace', 'set', 'T0AUDIT', '--client-name', 'a', '--api-token', TOKEN)).code).toBe(0);
    expect((await cli('user', 'link', 'T0AUDIT', 'U0AAA', 'j.doe', '--no-check')).code).toBe(0);

    const { db } = openDatabase(database.url);
    try {
      const trail = await createHomeData(db).recentAudit('T0AUDIT', 10);
      expect(trail.map((e) => [e.actor, e.action]).reverse()).toEqual([
        ['cli', 'admin.added'],
        ['cli', 'admin.removed'],
        ['cli', 'workspace.connected'],
        ['cli', 'user.linked'],
      ]);
      // Which settings it set, by name (the same words as App Home's), never a value.
      expect(trail.find((e) => e.action === 'workspace.connected')?.detail).toMatch(
        /^client name, api token, base URL/,
      );
      expect(JSON.stringify(trail)).not.toContain(TOKEN);
    } finally {
      await db.destroy();
    }
  });
});

describe('admin CLI: bad input gets one clear line and a non-zero exit', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  const cli = (...args: string[]) => runCliInProcess(args, env);

  beforeAll(async () => {
    database = sqliteDatabase();
    env = { DATABASE_URL: database.url, CASEBOT_ENCRYPTION_KEY: TEST_KEY };
    await cli(
      'workspace',
      'set',
      'T0ACME',
      '--client-name',
      'acme',
      '--api-token',
      TOKEN,
      '--base-url',
      'https://x.example',
    );
  });
  afterAll(() => database.drop());

  it.each([
    [['workspace', 'remove', 'T0NONE'], /workspace T0NONE is not connected/],
    [['user', 'link', 'T0NONE', 'U0AAA', 'x'], /workspace T0NONE is not connected/],
    [['user', 'link', 'T0ACME', 'bob', 'x'], /Slack user id "bob"/],
    [['workspace', 'set', 'acme', '--client-name', 'a', '--api-token', 't'], /team id "acme"/],
    [
      ['workspace', 'set', 'T0ACME', '--timezone', 'Mars/Olympus'],
      /--timezone "Mars\/Olympus": must be an IANA time zone/,
    ],
    [['workspace', 'set', 'T0ACME', '--base-url', 'ftp://x'], /--base-url "ftp:\/\/x"/],
    [
      ['workspace', 'set', 'T0ACME', '--base-url', 'cases.acme.example'],
      /^error: --base-url "cases\.acme\.example": must be an http:\/\/ or https:\/\/ URL\n$/,
    ],
    [['workspace', 'set', 'T0ACME', '--base-url', 'https://'], /^error: --base-url "https:\/\/": /],
    [['workspace', 'set', 'T0ACME', '--base-url', ''], /^error: --base-url "": /],
    [
      ['workspace', 'set', 'T0ACME', '--case-url', 'https://cases.acme.example/case'],
      /^error: --case-url "https:\/\/cases\.acme\.example\/case": must hold \{number\}/,
    ],
    [
      ['workspace', 'set', 'T0ACME', '--case-url', 'javascript:alert({number})'],
      /^error: --case-url "javascript:alert\(\{number\}\)": must be an http:\/\/ or https:\/\/ URL/,
    ],
    [
      ['workspace', 'set', 'T0ACME', '--language', 'pt'],
      /^error: --language "pt": must be one of ar, en, fr, de, it, da/,
    ],
    [['workspace', 'set', 'T0ACME', '--page-size', 'ten'], /^error: --page-size "ten": must be a whole number/],
    [['workspace', 'set', 'T0ACME', '--page-size', '0'], /^error: --page-size "0": must be at least 1/],
    [['workspace', 'set', 'T0ACME', '--client-name', ' '], /^error: --client-name " ": must not be empty/],
    [['workspace', 'set', 'T0ACME', '--page-size', '500'], /--page-size "500": must be at most 20/],
    [['workspace', 'set', 'T0ACME', '--poll-interval', '5'], /--poll-interval "5": must be at least 10 seconds/],
    [['workspace', 'set', 'T0ACME', '--poll-calls', 'lots'], /--poll-calls "lots": must be a whole number/],
    [['workspace', 'set', 'T0NEW', '--client-name', 'n'], /--api-token is required/],
    [['workspace', 'set', 'T0NEW', '--api-token', 't'], /--client-name is required/],
    [['workspace', 'set', 'T0NEW', '--client-name', 'n', '--api-token', 't'], /--base-url is required/],
    [['workspace', 'set', 'T0ACME', '--colour', 'red'], /^error: unknown option --colour \(see --help\)$/m],
    [
      ['workspace', 'set', 'T0ACME', '--client-nam', 'acme'],
      /^error: unknown option --client-nam: did you mean --client-name\? \(see --help\)$/m,
    ],
    [['workspace', 'set', 'T0ACME', '--base-url', 'https://me:pw@x.example'], /must not hold a user name or password/],
    [
      ['workspace', 'set', 'T0ACME', '--api-token', `secret-${'z'.repeat(5000)}`],
      /^error: --api-token: at most 4096 characters\n$/,
    ],
    [['user', 'link', 'T0ACME', 'U0AAA', 'name', 'tok-en-part'], /^error: unexpected argument number 4; quote values/],
    [['user', 'link', 'T0ACME', 'U0AAA'], /userName is required/],
    [['workspace', 'frobnicate'], /unknown command "workspace frobnicate"/],
  ])('%j', async (args, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(message);
  });

  it.each([
    [['--help'], /^casebot admin: connect Slack workspaces[\s\S]*--sandbox\[=FOLDER\] {2}\(anywhere\)/],
    [['workspace', 'set', '--help'], /^Usage: npm run casebot -- workspace set <teamId>/],
    [['workspace', 'list', '--help'], /^Usage: npm run casebot -- workspace list/],
    [['workspace', 'remove', '--help'], /^Usage: npm run casebot -- workspace remove <teamId>/],
    [['workspace', 'check', '--help'], /^Usage: npm run casebot -- workspace check <teamId>/],
    [['user', 'link', '--help'], /^Usage: npm run casebot -- user link <teamId> <slackUserId> <userName>/],
    [['user', 'unlink', '--help'], /^Usage: npm run casebot -- user unlink/],
    [['user', 'list', '--help'], /^Usage: npm run casebot -- user list/],
  ])('prints the help of %j', async (args, expected) => {
    const result = await cli(...args);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(expected);
  });

  it('stops with one line naming the variable when a token is to be stored and the key is missing or malformed', async () => {
    for (const key of [undefined, 'not-hex']) {
      // As a process: the exit code and the one line on standard error are what an admin sees.
      const result = await runCliProcess(
        [
          'workspace',
          'set',
          'T0KEYLESS',
          '--client-name',
          'k',
          '--api-token',
          TOKEN,
          '--base-url',
          'https://cases.example',
        ],
        {
          ...env,
          CASEBOT_ENCRYPTION_KEY: key,
        },
      );
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/^error: CASEBOT_ENCRYPTION_KEY: /);
    }
  });

  it('asks for the api token again with a new base URL, as App Home does (the stored one only goes where it went)', async () => {
    const moved = await cli('workspace', 'set', 'T0ACME', '--base-url', 'https://elsewhere.example');
    expect(moved.code).toBe(2);
    expect(moved.stderr).toMatch(/^error: --api-token is required with a new base URL/);
    expect((await cli('workspace', 'list')).stdout).toContain('https://x.example');
    const checked = await cli('workspace', 'check', 'T0ACME', '--user', 'x', '--base-url', 'https://elsewhere.example');
    expect(checked.code).toBe(2);
    expect(checked.stderr).toMatch(/only sent to the base URL it was set for/);
  });

  it('names the workspace when the key is wrong, and lets the token be set again', async () => {
    const wrong = { ...env, CASEBOT_ENCRYPTION_KEY: OTHER_KEY };
    const checked = await runCliInProcess(['workspace', 'check', 'T0ACME', '--user', 'x'], wrong);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toMatch(/api token of workspace T0ACME cannot be decrypted/);
    expect((await runCliInProcess(['workspace', 'list'], wrong)).stdout).toContain('T0ACME');
    const reset = await runCliInProcess(['workspace', 'set', 'T0ACME', '--api-token', TOKEN], wrong);
    expect(reset.code).toBe(0);
  });
});

describe('admin CLI: workspace check', () => {
  const server = new FakeCaseApi({
    accounts: { acme: account([fakeCase()], { apiToken: TOKEN, users: ['j.doe', 'a.smith'] }) },
  });
  let database: TestDatabase;
  let env: Record<string, string>;
  const cli = (...args: string[]) => runCliInProcess(args, env);

  beforeAll(async () => {
    database = sqliteDatabase();
    env = { DATABASE_URL: database.url, CASEBOT_ENCRYPTION_KEY: TEST_KEY, CASE_API_BASE_URL: await server.start() };
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('proves working credentials with one GetCases call of one row', async () => {
    await cli('workspace', 'set', 'T0ACME', '--client-name', 'acme', '--api-token', TOKEN, '--default-user', 'j.doe');
    const result = await cli('workspace', 'check', 'T0ACME');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('ok:');
    expect(server.requests).toEqual([
      expect.objectContaining({
        operation: 'GetCases',
        apiToken: TOKEN,
        query: expect.objectContaining({ RequestedRowCount: '1', userName: 'j.doe' }),
      }),
    ]);
  });

  it('where CASE_API_BASE_URL is not set, changes one setting alone and says how to check, without a dead end', async () => {
    const { CASE_API_BASE_URL: _unset, ...elsewhere } = env;
    const set = await runCliInProcess(['workspace', 'set', 'T0ACME', '--page-size', '3'], elsewhere);
    expect(set).toMatchObject({ code: 0, stdout: 'updated workspace T0ACME → client acme\n' });
    const checked = await runCliInProcess(['workspace', 'check', 'T0ACME'], elsewhere);
    expect(checked.code).toBe(2);
    expect(checked.stderr).toContain("workspace T0ACME uses casebot's CASE_API_BASE_URL, which is not set here");
    expect(checked.stderr).toContain('workspace set T0ACME --base-url <url> --api-token <token>');
  });

  it('links a userName once the service answers as them; --no-check links it anyway; whoever asked is told', async () => {
    const refused = await cli('user', 'link', 'T0ACME', 'U0AAA', 'no.such');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('the case service refused no.such: errorCode');
    expect(refused.stderr).toContain('Unknown user no.such');
    expect(refused.stderr).toContain('--no-check');
    expect((await cli('user', 'list', 'T0ACME')).stdout).not.toContain('U0AAA');
    server.requests.length = 0;
    expect(await cli('user', 'link', 'T0ACME', 'U0AAA', 'a.smith')).toMatchObject({
      code: 0,
      stdout: 'linked U0AAA in T0ACME → a.smith (checked)\n',
    });
    expect(server.requests.map((r) => r.query.userName)).toEqual(['a.smith']);
    expect((await cli('user', 'link', 'T0ACME', 'U0BBB', 'no.such', '--no-check')).stdout).toContain('(not checked)');
    // A link that replaces another says which.
    expect((await cli('user', 'link', 'T0ACME', 'U0BBB', 'j.doe')).stdout).toBe(
      'linked U0BBB in T0ACME → j.doe (checked; was no.such)\n',
    );
    // Someone who asked for access on casebot's Home: their DM waits in the outbox for the running casebot.
    const { db } = openDatabase(database.url);
    try {
      await createHomeData(db).requestAccess('T0ACME', 'U0CCC');
      const told = await cli('user', 'link', 'T0ACME', 'U0CCC', 'j.doe');
      expect(told.stdout).toContain('U0CCC had asked for access: casebot will tell them by DM');
      const waiting = await createOutbox(db, () => new Date()).pendingNotices('T0ACME');
      expect(waiting.map((n) => [n.slackUserId, n.message.text])).toEqual([
        ['U0CCC', expect.stringContaining('linked to the case service as *j.doe*')],
      ]);
    } finally {
      await db.destroy();
    }
  });

  it("reports the service's errorDescription when it refuses", async () => {
    await cli('workspace', 'set', 'T0ACME', '--api-token', 'wrong-token');
    const result = await cli('workspace', 'check', 'T0ACME');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('errorCode 3: Invalid API token for this client');
    expect(result.stderr).not.toContain('TokenValidationException');
    expect(result.stderr).not.toContain('wrong-token');
  });
});

describe('the admin CLI reads its command line before its configuration', () => {
  // No DATABASE_URL and no key: what a newcomer types first.
  const bare = { DATABASE_URL: undefined, CASEBOT_ENCRYPTION_KEY: undefined };

  it('names an unknown command as such, not the missing key', async () => {
    const result = await runCliProcess(['workspaces', 'lst'], bare);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown command "workspaces lst"');
    expect(result.stderr).not.toContain('CASEBOT_ENCRYPTION_KEY');
  });

  it('shows a group’s help for the group alone', async () => {
    const result = await runCliProcess(['user'], bare);
    expect(result.stdout).toContain('user <link|unlink|list>');
    expect(result.stderr).not.toContain('unknown command');
  });

  it('says a misspelt flag before asking for the key', async () => {
    const database = sqliteDatabase();
    try {
      const result = await runCliProcess(['workspace', 'set', 'T0ACME', '--client-nam', 'acme'], {
        DATABASE_URL: database.url,
        CASEBOT_ENCRYPTION_KEY: undefined,
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/--client-nam/);
      expect(result.stderr).not.toContain('CASEBOT_ENCRYPTION_KEY');
    } finally {
      await database.drop();
    }
  });
});

// `--sandbox=FOLDER`: the database and key of the sandbox that folder names, as its own messages say it.
describe('the admin CLI on a sandbox named by its folder', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const folderWith = (state: Record<string, unknown> | undefined) => {
    const folder = mkdtempSync(join(tmpdir(), 'casebot-sandbox-'));
    folders.push(folder);
    if (state) writeFileSync(join(folder, 'sandbox.json'), JSON.stringify(state));
    return folder;
  };

  it('works on the database and key the sandbox wrote down, wherever the flag is', async () => {
    const database = sqliteDatabase();
    try {
      const folder = folderWith({
        databaseUrl: database.url,
        encryptionKey: TEST_KEY,
        caseApiBaseUrl: 'https://cases.example',
      });
      const set = await runCliInProcess(
        ['workspace', 'set', 'T0SBX', `--sandbox=${folder}`, '--client-name', 'demo', '--api-token', 'tok-demo-1234'],
        { DATABASE_URL: undefined, CASEBOT_ENCRYPTION_KEY: undefined },
      );
      expect(set.code).toBe(0);
      const listed = await runCliInProcess([`--sandbox=${folder}`, 'workspace', 'list'], {});
      expect(listed.stdout).toContain('T0SBX');
      expect(listed.stdout).toContain('demo');
    } finally {
      await database.drop();
    }
  });

  it.each([
    [
      'a folder with no sandbox in it',
      undefined,
      /^error: --sandbox: no sandbox is running in .* \(it stopped, or never started\)$/m,
    ],
    [
      'a sandbox that did not say its database',
      { encryptionKey: TEST_KEY },
      /^error: --sandbox: the sandbox did not say which database it uses$/m,
    ],
  ])('says so in one line for %s', async (_name, state, said) => {
    const result = await runCliInProcess([`--sandbox=${folderWith(state)}`, 'workspace', 'list'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(said);
  });

  it('asks for --sandbox when no database is named and a sandbox runs, creating nothing', async () => {
    const folder = folderWith(undefined);
    let stderr = '';
    const running = { pid: 1, url: 'http://127.0.0.1:3000/', folder, startedAt: '2026-11-29T10:00:00Z' };
    const code = await runAdmin(['workspace', 'list'], {
      env: {},
      cwd: folder,
      out: () => undefined,
      err: (line: string) => (stderr += `${line}\n`),
      sandboxes: () => [running as never],
    });
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL is not set and a casebot sandbox is running: add --sandbox to work on it');
    expect(existsSync(join(folder, 'data'))).toBe(false);
  });

  it('says where the data goes when no database is named and no sandbox runs, and makes it there', async () => {
    const folder = folderWith(undefined);
    let stderr = '';
    const code = await runAdmin(['admin', 'list', 'T0NONE'], {
      env: {},
      cwd: folder,
      out: () => undefined,
      err: (line: string) => (stderr += `${line}\n`),
      // No sandbox running on this machine (whatever else runs here now).
      sandboxes: () => [],
    });
    expect(code).toBe(0);
    expect(stderr).toContain(
      'note: DATABASE_URL is not set: casebot keeps its data in ./data/casebot.db (created now)',
    );
    expect(existsSync(join(folder, 'data', 'casebot.db'))).toBe(true);
  });
});

import { openDatabase } from '../../src/workspaces/database';
import { createHomeData } from '../../src/workspaces/home-data';
import { createWorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { account, fakeCase } from '../helpers/fake-cases';
import { Harness, TEAM, workspace } from '../helpers/harness';
import { closedPort } from '../helpers/ports';

const TOKEN = 'tok-acme-secret-1234';

describe('what a person is told when casebot cannot serve them', () => {
  const harness = new Harness({
    accounts: { acme: account([fakeCase({ caseNumber: 1234 })], { apiToken: TOKEN }) },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
    harness.caseApi.clearFaults();
  });

  it('tells an unconnected workspace how an admin connects it, without calling upstream', async () => {
    for (const command of ['/case', '/cases']) {
      const { reply } = await harness.ask(command, '1234', { teamId: 'T0NEW' });
      expect(reply.text).toContain("This Slack workspace isn't connected to the case service yet");
      expect(reply.text).toContain(
        '`npm run casebot -- workspace set T0NEW --client-name &lt;clientName&gt; --api-token &lt;token&gt;`',
      );
    }
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('tells an unlinked user to press Request access (no shell command), then that the request waits', async () => {
    const { reply } = await harness.ask('/cases', 'x', { userId: 'U0STRANGER' });
    expect(reply.text).toContain('press *Request access*');
    expect(reply.text).not.toContain('npm run casebot');
    // Once they asked (App Home's Request access), they are told it is waiting, not asked to ask again.
    const { db } = openDatabase(harness.databaseUrl);
    try {
      await createHomeData(db).requestAccess(TEAM, 'U0STRANGER');
    } finally {
      await db.destroy();
    }
    const { reply: later } = await harness.ask('/cases', 'x', { userId: 'U0STRANGER' });
    expect(later.text).toContain('You asked for access to the case service; no admin has linked you yet');
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('tells an unlinked admin to link themselves on Home (what their Home offers), in their language', async () => {
    harness.slack.users.set('U0SAM', { admin: true, locale: 'fr-FR' });
    const { reply } = await harness.ask('/case', '1234', { userId: 'U0SAM' });
    expect(reply.text).toContain('appuyez sur *M’associer*');
    expect(reply.text).not.toContain('Request access');
    expect(reply.text).not.toContain('Demander');
  });

  it("shows the service's errorDescription and code, escaped, with a reference; never technicalError", async () => {
    harness.caseApi.fail({
      body: JSON.stringify({
        errorCode: 42,
        errorDescription: 'Quota <!channel> exceeded & more',
        technicalError: 'SqlException at line 3',
      }),
    });
    const { reply } = await harness.ask('/cases', 'x');
    expect(reply.text).toMatch(
      /The case service said: “Quota &lt;!channel&gt; exceeded &amp; more” \(error 42\)\. Reference: `([0-9A-F]{8})`/,
    );
    expect(JSON.stringify(reply)).not.toContain('SqlException');
    // And who can fix it, where.
    expect(reply.text).toContain("an admin can check casebot's connection");
    expect(reply.text).toContain('*Edit connection* → *Check connection*');
    const ref = /Reference: `([0-9A-F]{8})`/.exec(String(reply.text))?.[1];
    const line = harness.logs.find((l) => l.includes(`"ref":"${ref}"`) && l.includes('SqlException'));
    expect(line).toBeDefined();
  });

  it.each([
    ['a timeout', { delayMs: 3000 }, "didn't answer in time"],
    ['a 500', { status: 500, body: 'Internal Server Error' }, "didn't answer properly"],
    [
      'an HTML page',
      { body: '<html>Maintenance</html>', headers: { 'content-type': 'text/html' } },
      "didn't answer properly",
    ],
    ['truncated JSON', { body: '{"errorCode":0,"count":"1","data":[{' }, "didn't answer properly"],
    ['schema drift', { mutate: (j: Record<string, unknown>) => ({ ...j, data: 'oops' }) }, "didn't answer properly"],
  ])('explains %s with a reference and a suggestion', async (_what, fault, expected) => {
    harness.caseApi.fail(fault, fault);
    const { reply } = await harness.ask('/cases', 'x');
    expect(reply.text).toContain(`The case service ${expected}`);
    expect(reply.text).toMatch(
      /Try again in a minute; if it keeps happening, give your admin the reference `[0-9A-F]{8}`/,
    );
  });

  it('explains a case service that cannot be reached', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`;
    await harness.bot.store.putWorkspace(workspace({ teamId: 'T0DOWN', baseUrl, defaultUserName: 'j.doe' }));
    // A member of that workspace (the default user stands in only for its members).
    harness.slack.users.set('U0DOWN', { team: 'T0DOWN' });
    const { reply } = await harness.ask('/case', '1', { teamId: 'T0DOWN', userId: 'U0DOWN' });
    expect(reply.text).toContain("The case service couldn't be reached");
  });

  it('never lets the api token reach Slack or the logs', async () => {
    harness.caseApi.fail({ status: 500 }, { status: 500 });
    await harness.ask('/cases', 'x');
    await harness.ask('/case', '1234');
    expect(JSON.stringify(harness.slack.posts)).not.toContain(TOKEN);
    expect(harness.logs.join('\n')).not.toContain(TOKEN);
    expect(harness.logs.length).toBeGreaterThan(0);
  });

  it.each([
    ['99999', 'not_found'],
    ['help', 'usage'],
    ['-3', 'invalid_number'],
  ])('logs one line for /case %s, with its outcome and latency', async (text, outcome) => {
    harness.logs.length = 0;
    await harness.ask('/case', text);
    // The line is written just after the reply is posted: wait for it.
    let lines: Record<string, unknown>[] = [];
    for (let i = 0; i < 100 && lines.length === 0; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      lines = harness.logs
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'command /case' && l.outcome === outcome);
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', outcome, team: TEAM, kind: 'command' });
    expect(typeof lines[0]?.durationMs).toBe('number');
    if (outcome === 'not_found') {
      // One search, answered 200; the log line carries the upstream status.
      expect(lines[0]).toMatchObject({ upstreamStatus: 200, upstream: [{ operation: 'GetCases', status: 200 }] });
    } else {
      expect(lines[0]?.upstream).toBeUndefined();
    }
  });
});

describe('unreadable credentials', () => {
  const harness = new Harness({ accounts: { acme: account([]) } });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('says an admin must set the token again, when the key cannot read it', async () => {
    // Another key wrote this row: casebot's key cannot read it.
    const { db } = openDatabase(harness.databaseUrl);
    const other = createWorkspaceStore(db, createTokenCipher('c'.repeat(64)));
    await other.putWorkspace(workspace({ apiToken: 'x' }));
    await other.close();
    const { reply } = await harness.ask('/cases', '');
    expect(reply.text).toContain("casebot can't read this workspace's case service credentials");
    expect(reply.text).toContain(`workspace set ${TEAM} --api-token &lt;token&gt;`);
    expect(harness.caseApi.requests).toEqual([]);
  });
});

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { signature } from '../../src/sandbox/slack-requests';
import { assertValidMessage, controlSequences, isOwnSequence } from '../helpers/block-kit';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { Harness, SIGNING_SECRET, TEAM, USER } from '../helpers/harness';

const printer = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3 <!channel>',
  priority: 'High',
  lastUpdated: new Date(Date.UTC(2026, 10, 5, 8, 0)),
  notes: [
    { id: 1, note: 'Toner replaced', createdOn: new Date(Date.UTC(2026, 10, 4, 10, 0)), createdBy: 'j.doe' },
    { id: 2, note: 'Still jams on tray 2', createdOn: new Date(Date.UTC(2026, 10, 5, 8, 0)), createdBy: 'helpdesk' },
  ],
  attachments: [{ fileName: 'jam.jpg', extension: 'jpg' }],
});

type Fetch = typeof fetch;

/** A fetch that signs each request as Slack does (or as a forger would, with `secret`). */
function signingFetch(options: { secret?: string; skewSec?: number; unsigned?: boolean } = {}): Fetch {
  return async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const headers = new Headers(init?.headers);
    if (!options.unsigned) {
      const stamp = Math.floor(Date.now() / 1000) + (options.skewSec ?? 0);
      headers.set('x-slack-request-timestamp', String(stamp));
      headers.set('x-slack-signature', signature(options.secret ?? SIGNING_SECRET, stamp, body));
    }
    return fetch(input, { ...init, headers });
  };
}

describe('the MCP server for Slackbot (POST /mcp)', () => {
  const harness = new Harness({
    accounts: { acme: account([printer, ...caseSeries(12, 'Printer')], { users: ['j.doe'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}' }],
  });
  let client: Client;
  const mcpUrl = () => new URL('/mcp', harness.eventsUrl);
  const connect = async (fetchFn: Fetch) => {
    const c = new Client({ name: 'slackbot-test', version: '1.0.0' });
    await c.connect(new StreamableHTTPClientTransport(mcpUrl(), { fetch: fetchFn }));
    return c;
  };
  const asker = (userId = USER, teamId = TEAM) => ({ slack: { user_id: userId, team_id: teamId } });

  beforeAll(async () => {
    await harness.start();
    client = await connect(signingFetch());
  });
  afterAll(async () => {
    await client?.close();
    await harness.close();
  });
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
  });

  it('initializes and lists two read-only tools', async () => {
    expect(client.getServerVersion()?.name).toBe('casebot');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['get_case', 'search_cases']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
    expect(tools.find((t) => t.name === 'get_case')?.inputSchema.properties).toHaveProperty('case_number');
  });

  it('get_case answers as the asker: text for the model, structured facts, and the compact card', async () => {
    const result = await client.callTool({ name: 'get_case', arguments: { case_number: 1234 }, _meta: asker() });
    expect(result.isError).toBeFalsy();
    const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
    expect(text).toContain('#1234 Printer on floor 3 &lt;!channel&gt;');
    expect(text).toContain('Still jams on tray 2');
    expect(text).toContain('jam.jpg');
    // Newest note first.
    expect(text).toMatch(/Still jams on tray 2[\s\S]*Toner replaced/);
    expect(result.structuredContent).toMatchObject({
      case_number: 1234,
      status: 'Open',
      priority: 'High',
      url: 'https://cases.acme.example/case/1234',
      attachments: ['jam.jpg'],
    });
    const blocks = (result._meta as { slack: { blocks: { type: string }[] } }).slack.blocks;
    expect(blocks[0]?.type).toBe('header');
    // Upstream text in the card is escaped: no channel ping from a case subject.
    expect(controlSequences({ blocks }).filter((s) => !isOwnSequence(s))).toEqual([]);
    assertValidMessage({ text: 'card', blocks });
    const calls = harness.caseApi.requests.map((r) => r.query.userName);
    expect(calls.length).toBeGreaterThan(0);
    expect(new Set(calls)).toEqual(new Set(['j.doe']));
  });

  it('search_cases pages 10 at a time and says there is more', async () => {
    const first = await client.callTool({
      name: 'search_cases',
      arguments: { query: 'Printer' },
      _meta: asker(),
    });
    const page1 = first.structuredContent as { cases: { case_number: number }[]; has_more: boolean };
    expect(page1.cases).toHaveLength(10);
    expect(page1.has_more).toBe(true);
    expect((first.content as { text: string }[])[0]?.text).toContain('page 2');
    const second = await client.callTool({
      name: 'search_cases',
      arguments: { query: 'Printer', page: 2 },
      _meta: asker(),
    });
    const page2 = second.structuredContent as { cases: { case_number: number }[]; has_more: boolean };
    expect(page2.cases).toHaveLength(3);
    expect(page2.has_more).toBe(false);
    const seen = new Set([...page1.cases, ...page2.cases].map((c) => c.case_number));
    expect(seen.size).toBe(13);
  });

  it('search_cases finds the cases that hold every word where none holds the phrase, with one more call', async () => {
    harness.caseApi.requests.length = 0;
    const result = await client.callTool({
      name: 'search_cases',
      arguments: { query: 'floor printer' },
      _meta: asker(),
    });
    const found = result.structuredContent as { cases: { case_number: number }[] };
    expect(found.cases.map((c) => c.case_number)).toEqual([1234]);
    expect(harness.caseApi.requests.map((r) => r.query.Searchtext)).toEqual(['floor printer', 'printer']);
    // A word no subject holds: nothing, and still two calls at most.
    harness.caseApi.requests.length = 0;
    const none = await client.callTool({ name: 'search_cases', arguments: { query: 'floor scanner' }, _meta: asker() });
    expect((none.structuredContent as { cases: unknown[] }).cases).toEqual([]);
    expect(harness.caseApi.requests).toHaveLength(2);
  });

  it('reads a case number as /case does, and searches recent cases when no query is given', async () => {
    const asText = await client.callTool({ name: 'get_case', arguments: { case_number: '#1234' }, _meta: asker() });
    expect(asText.isError).toBeFalsy();
    expect(asText.structuredContent).toMatchObject({ case_number: 1234 });
    const recent = await client.callTool({ name: 'search_cases', arguments: {}, _meta: asker() });
    expect((recent.structuredContent as { cases: unknown[] }).cases).toHaveLength(10);
    // Past the last page is said as such, not as "nothing matches".
    const past = await client.callTool({
      name: 'search_cases',
      arguments: { query: 'Printer', page: 5 },
      _meta: asker(),
    });
    expect((past.content as { text: string }[])[0]?.text).toContain('no more cases after page 5');
    // A question longer than the service takes is cut at a word, not refused.
    const long = await client.callTool({
      name: 'search_cases',
      arguments: { query: `Printer ${'word '.repeat(40)}` },
      _meta: asker(),
    });
    expect(long.isError).toBeFalsy();
    expect(harness.caseApi.requests.at(-1)?.query.Searchtext?.length).toBeLessThanOrEqual(100);
  });

  it('a case that does not exist is an error result in the words /case uses', async () => {
    const result = await client.callTool({ name: 'get_case', arguments: { case_number: 999 }, _meta: asker() });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/999/);
  });

  it('someone not linked gets an error result saying how to get linked, and the service is never called', async () => {
    const result = await client.callTool({
      name: 'get_case',
      arguments: { case_number: 1234 },
      _meta: asker('U0STRANGER'),
    });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/link/i);
    expect(harness.caseApi.requests).toHaveLength(0);
  });

  it('a user of another workspace sees none of this one’s cases', async () => {
    const result = await client.callTool({
      name: 'search_cases',
      arguments: { query: 'Printer' },
      _meta: asker(USER, 'T0OTHER'),
    });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(/isn't connected/);
    expect(result.structuredContent).toBeUndefined();
    expect(harness.caseApi.requests).toHaveLength(0);
  });

  it('a call without Slack’s identity is refused without a lookup', async () => {
    const result = await client.callTool({ name: 'get_case', arguments: { case_number: 1234 } });
    expect(result.isError).toBe(true);
    expect(harness.caseApi.requests).toHaveLength(0);
  });

  it.each([
    ['a forged signature', signingFetch({ secret: 'not-the-secret' })],
    ['a replayed timestamp (six minutes old)', signingFetch({ skewSec: -360 })],
    ['no signature at all', signingFetch({ unsigned: true })],
  ])('%s gets HTTP 401 and never reaches the case service', async (_what, fetchFn) => {
    await expect(connect(fetchFn)).rejects.toThrow(/Unauthorized/);
    const raw = await fetchFn(mcpUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_case', arguments: { case_number: 1234 }, _meta: asker() },
      }),
    });
    expect(raw.status).toBe(401);
    expect(harness.caseApi.requests).toHaveLength(0);
  });

  it('reads no body it has not seen signed, and refuses a body too large for a tool call', async () => {
    const unsigned = await fetch(mcpUrl(), { method: 'POST', body: 'x'.repeat(1_000_000) });
    expect(unsigned.status).toBe(401);
    const stamp = String(Math.floor(Date.now() / 1000));
    const huge = await fetch(mcpUrl(), {
      method: 'POST',
      headers: { 'x-slack-request-timestamp': stamp, 'x-slack-signature': 'v0=whatever' },
      body: 'x'.repeat(1_000_000),
    });
    expect(huge.status).toBe(413);
    expect(harness.caseApi.requests).toHaveLength(0);
  });

  it('verifies every form of the path that reaches the route (case and a trailing slash aside)', async () => {
    const other = new URL('/MCP/', harness.eventsUrl);
    const signed = new Client({ name: 'slackbot-test', version: '1.0.0' });
    await signed.connect(new StreamableHTTPClientTransport(other, { fetch: signingFetch() }));
    const tools = await signed.listTools();
    expect(tools.tools.map((t) => t.name).sort()).toEqual(['get_case', 'search_cases']);
    await signed.close();
    const forged = await signingFetch({ secret: 'not-the-secret' })(new URL('/mcp/', harness.eventsUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(forged.status).toBe(401);
    expect(await forged.text()).toMatch(/Unauthorized/);
  });

  it('GET (a stream) is not offered: there are no sessions', async () => {
    const raw = await signingFetch()(mcpUrl(), { method: 'GET', headers: { accept: 'text/event-stream' } });
    expect(raw.status).toBe(405);
  });

  it('get_case writes dates in the asker’s own zone, where Slack says it', async () => {
    harness.slack.users.set('U0TOKYO', { locale: 'en-US', tz: 'Asia/Tokyo' });
    await harness.bot.store.linkUser({ teamId: TEAM, slackUserId: 'U0TOKYO', userName: 'j.doe' });
    const result = await client.callTool({
      name: 'get_case',
      arguments: { case_number: 1234 },
      _meta: asker('U0TOKYO'),
    });
    const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
    expect(text).toContain('Asia/Tokyo');
    expect(text).not.toMatch(/\d:\d\d [AP]M UTC/);
  });
});

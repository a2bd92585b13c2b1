import type { SearchResult } from '../../src/listeners/functions/case-search';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { decoded } from '../../src/sandbox/slack-api-server';
import { eventBody, functionExecutedEvent, postSigned } from '../../src/sandbox/slack-requests';
import { Harness, SIGNING_SECRET, TEAM, USER } from '../helpers/harness';

const printer = fakeCase({
  caseNumber: 1234,
  subject: 'Printer on floor 3',
  priority: 'High',
  status: 'Open',
  userName: 'j.doe',
  lastUpdated: new Date(Date.UTC(2026, 10, 5, 23, 30)),
  notes: [
    { id: 1, note: 'Toner replaced', createdOn: new Date(Date.UTC(2026, 10, 4, 10, 0)), createdBy: 'j.doe' },
    { id: 2, note: 'Still jams on tray 2', createdOn: new Date(Date.UTC(2026, 10, 5, 8, 0)), createdBy: 'helpdesk' },
  ],
});
const closed = fakeCase({ caseNumber: 1300, subject: 'Printer cable', status: 'Closed', userName: 'm.lee' });
const many = caseSeries(60, 'Printer', 2000);

const searcher = (id = USER) => ({ user_context: { id, secret: 'slack-hash' } });
describe('Enterprise Search: case_search and case_search_filters', () => {
  const harness = new Harness({
    accounts: { acme: account([printer, closed, ...many], { users: ['j.doe', 'm.lee'] }) },
    workspaces: [{ caseUrlTemplate: 'https://cases.acme.example/case/{number}', timeZone: 'Europe/Paris' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.slack.calls.length = 0;
    harness.caseApi.requests.length = 0;
  });

  const search = async (inputs: Record<string, unknown>) => {
    const done = await harness.runFunction('case_search', inputs);
    const results = (done.params.outputs as { search_results?: SearchResult[] } | undefined)?.search_results ?? [];
    return { ...done, results };
  };

  it('answers as the person searching, with the Work Object’s id, a link and the newest notes', async () => {
    const done = await search({ query: '1234', ...searcher() });
    expect(done.method).toBe('functions.completeSuccess');
    // Slack's search wants complete() before the ack.
    expect(done.beforeAck).toBe(true);
    expect(done.results).toHaveLength(1);
    const [result] = done.results;
    expect(result).toEqual({
      external_ref: { id: String(printer.complaintId), type: 'case' },
      title: '#1234 Printer on floor 3',
      // Its last update is said once, by date_updated (Slack shows it), not again in the description.
      description: 'Open · High · Acme Retail Ltd',
      link: 'https://cases.acme.example/case/1234',
      // The day the service's own clock wrote (its dates are local to the workspace's zone).
      date_updated: '2026-11-05',
      content: expect.stringMatching(/helpdesk: Still jams on tray 2\n.*j\.doe: Toner replaced/),
    });
    expect(new Set(harness.caseApi.requests.map((r) => r.query.userName))).toEqual(new Set(['j.doe']));
  });

  it('writes the notes’ dates in the searcher’s own zone, where Slack says it (else the workspace’s, named)', async () => {
    const paris = await search({ query: '1234', ...searcher() });
    expect(paris.results[0]?.content).toContain('Nov 5, 2026 8:00 AM Europe/Paris, helpdesk: Still jams on tray 2');
    harness.slack.users.set('U0NYC', { locale: 'en-US', tz: 'America/New_York' });
    await harness.bot.store.linkUser({ teamId: TEAM, slackUserId: 'U0NYC', userName: 'j.doe' });
    const newYork = await search({ query: '1234', ...searcher('U0NYC') });
    expect(newYork.results[0]?.content).toContain(
      'Nov 5, 2026 2:00 AM America/New_York, helpdesk: Still jams on tray 2',
    );
  });

  it('gives at most 50 results', async () => {
    const done = await search({ query: 'Printer', ...searcher() });
    expect(done.results).toHaveLength(50);
    expect(new Set(done.results.map((r) => r.external_ref.id)).size).toBe(50);
  });

  it('applies the filters the person chose: status, priority and only my cases', async () => {
    const byStatus = await search({ query: 'Printer', filters: { status: ['closed'] }, ...searcher() });
    expect(byStatus.results.map((r) => r.title)).toEqual(['#1300 Printer cable']);
    const mine = await search({ query: 'Printer', filters: { mine: true, priority: ['high'] }, ...searcher() });
    expect(mine.results.map((r) => r.title)).toEqual(['#1234 Printer on floor 3']);
  });

  it('offers at most 5 filters, their choices from the cases the person sees', async () => {
    const done = await harness.runFunction('case_search_filters', searcher());
    expect(done.method).toBe('functions.completeSuccess');
    expect(done.beforeAck).toBe(true);
    const outputs = done.params.outputs as { filter: { name: string; type: string; options?: { value: string }[] }[] };
    expect(outputs.filter.length).toBeLessThanOrEqual(5);
    expect(outputs.filter.map((f) => [f.name, f.type])).toEqual([
      ['status', 'multi_select'],
      ['priority', 'multi_select'],
      ['mine', 'toggle'],
    ]);
    expect(outputs.filter[0]?.options?.map((o) => o.value)).toEqual(['closed', 'open']);
    expect(done.params.outputs).toHaveProperty('filters', outputs.filter);
  });

  it('cuts a long question at a word instead of failing it', async () => {
    const done = await search({ query: `printer on floor 3 ${'please '.repeat(30)}`, ...searcher() });
    expect(done.method).toBe('functions.completeSuccess');
    expect(harness.caseApi.requests[0]?.query.Searchtext?.length).toBeLessThanOrEqual(100);
  });

  it('looks nothing up when Slack names nobody searching', async () => {
    const done = await search({ query: 'Printer' });
    expect(done.method).toBe('functions.completeError');
    expect(done.beforeAck).toBe(true);
    expect(String(done.params.error)).toContain('could not tell who is searching');
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('answers a search the service is too slow for within what Bolt’s receiver waits, and acks it', async () => {
    // The service answers in 6 s; Bolt's receiver answers a function's request itself after 5 s.
    harness.caseApi.fail({ operation: 'GetCases', delayMs: 6000 });
    const done = await search({ query: 'Printer', ...searcher() });
    expect(done.method).toBe('functions.completeError');
    expect(String(done.params.error)).toMatch(/too long|in time/i);
    // casebot's own ack (after the completion) answered it: Bolt's 404 would have failed runFunction.
    expect(done.beforeAck).toBe(true);
    // (An ack after Bolt's own answer would be an unhandled error, which test/helpers/setup.ts fails.)
  });

  it('recognises Slack’s redelivery of a search: one answer, both deliveries acked', async () => {
    const first = await harness.runFunction('case_search', { query: '1234', ...searcher() }, undefined, {
      executionId: 'FxREDELIVERED',
    });
    expect(first.method).toBe('functions.completeSuccess');
    const since = harness.logs.length;
    const event = functionExecutedEvent('case_search', { query: '1234', ...searcher() }, 'FxREDELIVERED');
    const again = await postSigned(harness.eventsUrl, SIGNING_SECRET, eventBody({ teamId: TEAM, event }), {
      contentType: 'application/json',
      retryNum: 1,
    });
    expect(again.status).toBe(200);
    await harness.logLine('a redelivery of a function already being answered: dropped', since);
    const completions = harness.slack.calls.filter(
      (c) => c.method.startsWith('functions.complete') && decoded(c.params).function_execution_id === 'FxREDELIVERED',
    );
    expect(completions).toHaveLength(1);
  });

  it('tells someone not linked how to get linked, without calling the service', async () => {
    harness.slack.users.set('U0GUEST', { team: 'T0ELSEWHERE' });
    const done = await search({ query: 'Printer', ...searcher('U0GUEST') });
    expect(done.method).toBe('functions.completeError');
    expect(done.beforeAck).toBe(true);
    expect(String(done.params.error)).toMatch(/link/i);
    expect(String(done.params.error)).not.toMatch(/[*`]|&lt;/);
    expect(harness.caseApi.requests).toEqual([]);
  });
});

describe('Enterprise Search in a workspace without a case link template', () => {
  const harness = new Harness({
    accounts: { acme: account([printer]) },
    workspaces: [{ defaultUserName: 'j.doe' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());

  it('fails with what the admin must set', async () => {
    const done = await harness.runFunction('case_search', { query: 'Printer', ...searcher() });
    expect(done.method).toBe('functions.completeError');
    expect(String(done.params.error)).toContain('Edit connection → Case link template');
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('offers no “Only my cases” to a member served as the default user (they have no cases of their own)', async () => {
    harness.slack.users.set('U0CAROL', { team: 'T0ACME' });
    const done = await harness.runFunction('case_search_filters', searcher('U0CAROL'));
    expect(done.method).toBe('functions.completeSuccess');
    const names = (done.params.outputs as { filter: { name: string }[] }).filter.map((f) => f.name);
    expect(names).toEqual(['status', 'priority']);
  });

  it('is not answered for another workspace', async () => {
    harness.caseApi.requests.length = 0;
    const done = await harness.runFunction('case_search', { query: 'Printer', ...searcher() }, 'T0OTHER');
    expect(done.method).toBe('functions.completeError');
    expect(String(done.params.error)).toMatch(/isn't connected/);
    expect(harness.caseApi.requests).toEqual([]);
  });
});

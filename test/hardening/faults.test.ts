import type { Fault } from '../../src/sandbox/case-api-server';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { Harness } from '../helpers/harness';

const TIMEOUT_MS = 1500;

describe('faults of the case service: every command still gets a clear reply within the budget', () => {
  const harness = new Harness({
    accounts: {
      acme: account([fakeCase({ caseNumber: 1234, customerEmail: 'private@customer.example' }), ...caseSeries(30)]),
    },
    caseApi: { timeoutMs: TIMEOUT_MS, retries: 2, retryBaseDelayMs: 50 },
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => harness.caseApi.clearFaults());

  const huge = JSON.stringify({ errorCode: 0, count: '1', data: [], padding: 'x'.repeat(9 * 1024 * 1024) });
  const cases: [string, Fault[], RegExp][] = [
    ['a hung service (timeout)', [{ delayMs: 5000 }], /didn't answer in time/],
    ['5xx on every attempt', [{ status: 502 }, { status: 503 }, { status: 500 }], /didn't answer properly/],
    [
      '429 with Retry-After, then success',
      [{ status: 429, headers: { 'retry-after': '1' } }],
      /Cases matching “printer”|Recent cases/,
    ],
    [
      '429 with a Retry-After beyond the budget',
      [
        { status: 429, headers: { 'retry-after': '30' } },
        { status: 429, headers: { 'retry-after': '30' } },
        { status: 429, headers: { 'retry-after': '30' } },
      ],
      /didn't answer/,
    ],
    ['a connection dropped mid-body', [{ dropMidBody: true }], /didn't answer properly/],
    [
      'an HTML error page',
      [{ status: 200, body: '<!doctype html><h1>Bad gateway</h1>', headers: { 'content-type': 'text/html' } }],
      /didn't answer properly/,
    ],
    ['truncated JSON', [{ body: '{"errorCode":0,"count":"3","data":[{"ComplaintId":1' }], /didn't answer properly/],
    [
      'a missing field',
      [
        {
          mutate: (j) => ({ ...j, data: (j.data as Record<string, unknown>[]).map(({ Subject: _, ...rest }) => rest) }),
        },
      ],
      /didn't answer properly/,
    ],
    ['a renamed field', [{ mutate: (j) => ({ ...j, Data: j.data, data: undefined }) }], /didn't answer properly/],
    ['a wrongly typed field', [{ mutate: (j) => ({ ...j, count: 3 }) }], /didn't answer properly/],
    ['a huge body', [{ body: huge }], /didn't answer properly/],
    [
      'a redirect to another host (not followed)',
      [{ status: 302, headers: { location: 'https://collector.evil.example/steal?x=1' } }],
      /didn't answer properly.*reference `[0-9A-F]{8}`/,
    ],
    ['an empty body', [{ body: '' }], /didn't answer properly/],
  ];

  it.each(cases)('%s', async (_name, faults, expected) => {
    harness.caseApi.fail(...faults);
    const { reply, ack } = await harness.ask('/cases', 'printer');
    expect(ack.status).toBe(200);
    // The message names what happened: a slow service ends in its timeout's words, never a hang.
    // (How long each takes: npm run bench, never a test.)
    expect(reply.text).toMatch(expected);
  });

  it('logs where a refused redirect pointed (its host only), never the token', async () => {
    harness.caseApi.fail({ status: 307, headers: { location: 'https://collector.evil.example/steal?x=1' } });
    harness.logs.length = 0;
    await harness.ask('/cases', 'printer');
    const logs = harness.logs.join('\n');
    expect(logs).toContain('"outcome":"upstream_redirect"');
    expect(logs).toContain('"locationHost":"collector.evil.example"');
    expect(logs).not.toContain('steal');
    expect(logs).not.toContain('tok-acme-secret-1234');
  });

  it('keeps serving after all of that', async () => {
    const { reply } = await harness.ask('/case', '1234');
    expect(reply.text).toContain('Case #1234');
  });

  it('keeps tokens and customer contact details out of info-level logs', async () => {
    await harness.ask('/case', '1234');
    const logs = harness.logs.join('\n');
    expect(logs).not.toContain('tok-acme-secret-1234');
    expect(logs).not.toContain('private@customer.example');
    expect(logs).toContain('"outcome":"ok"');
  });
});

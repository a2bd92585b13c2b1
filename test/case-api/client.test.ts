import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CaseApiCaller, type CaseApiOptions, createCaseApi } from '../../src/case-api/client';
import {
  CaseApiBodyError,
  CaseApiError,
  CaseApiHttpError,
  CaseApiNetworkError,
  CaseApiNotJsonError,
  CaseApiResponseError,
  CaseApiSchemaError,
  CaseApiTimeoutError,
} from '../../src/case-api/errors';
import { createHttpFetch } from '../../src/lib/http-fetch';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { closedPort } from '../helpers/ports';
import { waitUntil } from '../helpers/wait';

const TOKEN = 'tok-acme-secret-1234';

// Every case through the built-in fetch and through the lean one casebot runs with.
const leanFetch = createHttpFetch();
const FETCHES = [
  ['the built-in fetch', undefined],
  ['the undici fetch', leanFetch],
] as const;
// Its pool's connections and timers end with the file (nothing left to keep the worker running).
afterAll(() => leanFetch.close());

describe.each(FETCHES)('case API client against the fake service over HTTP, through %s', (_name, fetch) => {
  const server = new FakeCaseApi({
    accounts: {
      acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer prints blank pages' }), ...caseSeries(30)], {
        apiToken: TOKEN,
      }),
    },
  });
  let caller: CaseApiCaller;
  let refused: string;

  beforeAll(async () => {
    const url = await server.start();
    refused = `http://127.0.0.1:${await closedPort()}`;
    caller = { baseUrl: url, apiToken: TOKEN, clientName: 'acme', userName: 'j.doe', languageId: 6 };
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.clearFaults();
    server.firstRow = 1;
  });

  const api = (overrides: Partial<CaseApiOptions> = {}) =>
    createCaseApi({
      timeoutMs: 2000,
      firstRow: 1,
      retries: 2,
      retryBaseDelayMs: 10,
      ...(fetch ? { fetch } : {}),
      ...overrides,
    });

  it('searches with GET, parameters in the query string and the api-token header', async () => {
    const result = await api().getCases(caller, { searchText: ' 1234 ', offset: 0, limit: 5 });
    expect(result.data.map((c) => c.CaseNumber)).toEqual([1234]);
    expect(result.count).toBe(1);
    expect(server.requests).toEqual([
      {
        operation: 'GetCases',
        apiToken: TOKEN,
        query: {
          clientName: 'acme',
          userName: 'j.doe',
          Searchtext: '1234',
          StartingRowNo: '1',
          RequestedRowCount: '5',
          languageId: '6',
        },
      },
    ]);
  });

  it('leaves Searchtext out when listing recent cases', async () => {
    await api().getCases(caller, { offset: 0, limit: 3 });
    expect(server.requests[0]?.query).not.toHaveProperty('Searchtext');
  });

  it('converts 0-based offsets to the configured row base and never asks for more than 100 rows', async () => {
    await api({ firstRow: 1 }).getCases(caller, { offset: 20, limit: 500 });
    server.firstRow = 0;
    await api({ firstRow: 0 }).getCases(caller, { offset: 20, limit: 10 });
    expect(server.requests.map((r) => [r.query.StartingRowNo, r.query.RequestedRowCount])).toEqual([
      ['21', '100'],
      ['20', '10'],
    ]);
  });

  it('pages without skipping or repeating a row under either row base', async () => {
    for (const firstRow of [0, 1] as const) {
      server.firstRow = firstRow;
      const client = api({ firstRow });
      const seen: number[] = [];
      for (let offset = 0; offset < 40; offset += 7) {
        const page = await client.getCases(caller, { searchText: 'Printer problem', offset, limit: 7 });
        seen.push(...page.data.map((c) => c.CaseNumber));
      }
      expect(seen).toHaveLength(30);
      expect(new Set(seen).size).toBe(30);
    }
  });

  it('fetches case details', async () => {
    const list = await api().getCases(caller, { searchText: '1234', offset: 0, limit: 1 });
    const details = await api().getCaseDetails(caller, list.data[0]?.ComplaintId ?? -1);
    expect(details.caseNumber).toBe(1234);
    expect(server.requests[1]?.query).toMatchObject({ caseId: String(list.data[0]?.ComplaintId), languageId: '6' });
  });

  it('turns a non-zero errorCode into a typed error; technicalError stays out of the message', async () => {
    const error = await api()
      .getCases({ ...caller, apiToken: 'wrong' }, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiResponseError);
    const typed = error as CaseApiResponseError;
    expect(typed).toMatchObject({ code: 'CASE_API_ERROR_CODE', operation: 'GetCases', errorCode: 3, status: 200 });
    expect(typed.errorDescription).toBe('Invalid API token for this client');
    expect(typed.technicalError).toBe('TokenValidationException: token mismatch');
    expect(typed.message).not.toContain('TokenValidationException');
  });

  it('carries the case id on a details failure', async () => {
    const error = await api()
      .getCaseDetails(caller, 999)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CASE_API_ERROR_CODE', caseId: 999, errorCode: 4 });
  });

  it('reports a 500 after its retries as an HTTP error', async () => {
    server.fail({ status: 500, body: 'oops' }, { status: 500, body: 'oops' }, { status: 500, body: 'oops' });
    const error = await api()
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiHttpError);
    expect(error).toMatchObject({ status: 500, operation: 'GetCases' });
    expect(server.requests).toHaveLength(3);
  });

  it('prefers the envelope when a failure status carries one', async () => {
    server.fail({ status: 401, body: JSON.stringify({ errorCode: 7, errorDescription: 'Token expired' }) });
    const error = await api()
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'CASE_API_ERROR_CODE',
      status: 401,
      errorCode: 7,
      errorDescription: 'Token expired',
    });
  });

  it('retries a 503 and succeeds', async () => {
    server.fail({ status: 503, body: 'busy' });
    const result = await api().getCases(caller, { searchText: '1234', offset: 0, limit: 1 });
    expect(result.count).toBe(1);
    expect(server.requests).toHaveLength(2);
  });

  it('honours Retry-After on a 429', async () => {
    server.fail({ status: 429, body: '', headers: { 'retry-after': '1' } });
    const started = Date.now();
    await api({ retryBaseDelayMs: 1 }).getCases(caller, { offset: 0, limit: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a 404', async () => {
    server.fail({ status: 404, body: 'no' });
    await expect(api().getCases(caller, { offset: 0, limit: 1 })).rejects.toMatchObject({ status: 404 });
    expect(server.requests).toHaveLength(1);
  });

  it('reports an HTML body as not JSON', async () => {
    server.fail({ body: '<html><body>Maintenance</body></html>', headers: { 'content-type': 'text/html' } });
    const error = await api()
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiNotJsonError);
    expect((error as Error).message).toContain('text/html');
  });

  it('reports truncated JSON as not JSON', async () => {
    server.fail({ body: '{"errorCode":0,"count":"1","data":[{"Compl' });
    await expect(api().getCases(caller, { offset: 0, limit: 1 })).rejects.toBeInstanceOf(CaseApiNotJsonError);
  });

  it('reports a body that breaks the schema with the zod issue paths', async () => {
    server.fail({ mutate: (json) => ({ ...json, count: 'many' }) });
    const error = await api()
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiSchemaError);
    expect((error as CaseApiSchemaError).issues[0]).toMatch(/^count: /);
  });

  it('gives up on a slow server within the time budget', async () => {
    server.fail({ delayMs: 1500 });
    const error = await api({ timeoutMs: 300, retries: 0 })
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    // The answer would have come (after 1.5 s): a timeout error means the budget ended the call first.
    expect(error).toBeInstanceOf(CaseApiTimeoutError);
  });

  it('keeps to the total budget across retries', async () => {
    server.fail({ status: 503, delayMs: 150 }, { status: 503, delayMs: 150 }, { status: 503, delayMs: 150 });
    const error = await api({ timeoutMs: 250, retries: 5, retryBaseDelayMs: 100 })
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    // Retried on its own, the fourth try would answer: a timeout error means the one budget ended them all.
    expect(error).toBeInstanceOf(CaseApiTimeoutError);
  });

  it('ends a call within its budget while it pauses before a retry', async () => {
    server.fail({ status: 503, body: 'busy' });
    // The pause (350 ms, begun once the 503 is in) ends after the 300 ms budget: the error must come from
    // the budget, with no second request. (A longer pause would be a timer left running after the test.)
    const error = await api({ timeoutMs: 300, retries: 1, retryBaseDelayMs: 350 })
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiTimeoutError);
    expect(server.requests).toHaveLength(1);
  }, 2000);

  it('gives up when the connection drops mid-body', async () => {
    server.fail({ dropMidBody: true });
    const error = await api()
      .getCases(caller, { offset: 0, limit: 30 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiBodyError);
    expect(error).toMatchObject({ code: 'CASE_API_BODY', problem: 'cut_off', status: 200 });
  });

  it('refuses a body over 8 MB without reading it all', async () => {
    server.fail({ body: JSON.stringify({ errorCode: 0, count: '0', data: [], pad: 'x'.repeat(9 * 1024 * 1024) }) });
    const error = await api()
      .getCases(caller, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CASE_API_BODY', problem: 'too_large' });
  });

  it('reports a refused connection as a network failure', async () => {
    const error = await api({ retries: 1 })
      .getCases({ ...caller, baseUrl: refused }, { offset: 0, limit: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiNetworkError);
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('never puts the token in an error', async () => {
    const errors: unknown[] = [];
    server.fail({ status: 500 }, { status: 500 }, { status: 500 });
    errors.push(
      await api()
        .getCases(caller, { offset: 0, limit: 1 })
        .catch((e: unknown) => e),
    );
    errors.push(
      await api()
        .getCases({ ...caller, baseUrl: refused }, { offset: 0, limit: 1 })
        .catch((e: unknown) => e),
    );
    server.fail({ body: 'nope' });
    errors.push(
      await api()
        .getCases(caller, { offset: 0, limit: 1 })
        .catch((e: unknown) => e),
    );
    for (const error of errors) {
      expect(error).toBeInstanceOf(CaseApiError);
      const typed = error as CaseApiError;
      expect(`${typed.message} ${typed.stack} ${JSON.stringify(typed.toLog())}`).not.toContain(TOKEN);
    }
  });

  it('tells its observer about every call', async () => {
    const events: { operation: string; status: number | undefined; code: string | undefined }[] = [];
    const client = api({
      onCall: (e) => events.push({ operation: e.operation, status: e.status, code: e.error?.code }),
    });
    await client.getCases(caller, { offset: 0, limit: 1 });
    await client.getCaseDetails(caller, 1).catch(() => undefined);
    expect(events).toEqual([
      { operation: 'GetCases', status: 200, code: undefined },
      { operation: 'GetCaseDetails', status: 200, code: 'CASE_API_ERROR_CODE' },
    ]);
  });
});

describe('case API client: calls in flight to one service', () => {
  // A service that answers only when the test lets it: what it holds at once is what casebot sent at once.
  const held: (() => void)[] = [];
  let open = 0;
  let most = 0;
  let server: Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      // Open from its arrival until answered, or until casebot gave up on it and closed its connection.
      open += 1;
      most = Math.max(most, open);
      let ended = false;
      const end = () => {
        if (!ended) open -= 1;
        ended = true;
      };
      res.once('finish', end);
      req.socket.once('close', end);
      held.push(() => res.writeHead(200, { 'content-type': 'application/json', connection: 'close' }).end(EMPTY));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const EMPTY = JSON.stringify({ errorCode: 0, errorDescription: '', technicalError: '', count: '0', data: [] });
  const caller = () => ({ baseUrl, apiToken: TOKEN, clientName: 'acme', userName: 'j.doe', languageId: 2 });

  it('sends at most maxInFlight at once; the others wait their turn and all are answered', async () => {
    const api = createCaseApi({ timeoutMs: 5000, firstRow: 1, retries: 0, maxInFlight: 2 });
    const calls = Array.from({ length: 6 }, () => api.getCases(caller(), { offset: 0, limit: 1 }));
    let answered = 0;
    while (answered < 6) {
      await waitUntil('a request to answer', () => held.length > 0);
      held.shift()?.();
      answered += 1;
    }
    expect((await Promise.all(calls)).map((r) => r.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(most).toBe(2);
  });

  it('counts the wait for a turn in the call’s time budget: a service that never answers times both out', async () => {
    const api = createCaseApi({ timeoutMs: 300, firstRow: 1, retries: 0, maxInFlight: 1 });
    held.length = 0;
    most = 0;
    const first = api.getCases(caller(), { offset: 0, limit: 1 }).catch((e: unknown) => e);
    await waitUntil('the first request', () => held.length === 1);
    const second = await api.getCases(caller(), { offset: 0, limit: 1 }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(CaseApiTimeoutError);
    expect(await first).toBeInstanceOf(CaseApiTimeoutError);
    expect(most).toBe(1);
  });
});

import type { IncomingMessage } from 'node:http';
import { createCaseApi } from '../../src/case-api/client';
import { createHttpFetch } from '../../src/lib/http-fetch';
import { CaseApiRedirectError } from '../../src/case-api/errors';
import { LoopbackServer } from '../../src/sandbox/loopback-server';

const TOKEN = 'tok-acme-secret-1234';

/** A server that records every request it gets, with its headers and query. */
function recorder(
  answer: (req: IncomingMessage) => { status: number; headers?: Record<string, string>; body?: string },
) {
  const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
  const server = new LoopbackServer(async (req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const { status, headers, body } = answer(req);
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(body ?? '');
  });
  return { server, seen };
}

describe.each([
  ['the built-in fetch', undefined],
  ['the undici fetch', createHttpFetch()],
] as const)('redirects through %s: the api token goes to the configured base URL and nowhere else', (_name, fetch) => {
  const elsewhere = recorder(() => ({
    status: 200,
    body: JSON.stringify({ errorCode: 0, errorDescription: '', technicalError: '', count: '0', data: [] }),
  }));
  let location = '';
  const service = recorder(() => ({ status: 302, headers: { location } }));
  let serviceUrl = '';
  beforeAll(async () => {
    const target = await elsewhere.server.start();
    serviceUrl = await service.server.start();
    location = `${target}/api/GetCases?stolen=1`;
  });
  afterAll(async () => {
    await elsewhere.server.close();
    await service.server.close();
  });
  beforeEach(() => {
    elsewhere.seen.length = 0;
    service.seen.length = 0;
  });

  const caller = () => ({ baseUrl: serviceUrl, apiToken: TOKEN, clientName: 'acme', userName: 'j.doe', languageId: 2 });
  const api = createCaseApi({
    timeoutMs: 2000,
    firstRow: 1,
    retries: 2,
    retryBaseDelayMs: 10,
    ...(fetch ? { fetch } : {}),
  });

  it.each([301, 302, 303, 307, 308])(
    'a %i to another origin is not followed: nothing reaches it, and the error names only its host',
    async (status) => {
      const redirecting = recorder(() => ({ status, headers: { location } }));
      const url = await redirecting.server.start();
      try {
        const error = await api
          .getCases({ ...caller(), baseUrl: url }, { searchText: 'printer', offset: 0, limit: 5 })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CaseApiRedirectError);
        const typed = error as CaseApiRedirectError;
        expect(typed.status).toBe(status);
        expect(typed.locationHost).toBe(new URL(location).host);
        const logged = JSON.stringify(typed.toLog());
        expect(logged).not.toContain(TOKEN);
        expect(logged).not.toContain('stolen');
        // Asked once, not retried, and the other origin never heard of it.
        expect(redirecting.seen).toHaveLength(1);
        expect(elsewhere.seen).toEqual([]);
      } finally {
        await redirecting.server.close();
      }
    },
  );

  it('does not follow a redirect within the same origin either (details too)', async () => {
    location = `${serviceUrl}/api/GetCaseDetails?caseId=9`;
    const error = await api.getCaseDetails(caller(), 7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaseApiRedirectError);
    expect(service.seen).toHaveLength(1);
    expect(service.seen[0]?.headers['api-token']).toBe(TOKEN);
  });
});

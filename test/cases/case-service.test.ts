import { createCaseApi } from '../../src/case-api/client';
import { type Asker, createCaseService } from '../../src/cases/case-service';
import { askedAtOf, newPollRound } from '../../src/cases/round-fetch';
import { estimateBytes, LruCache } from '../../src/lib/lru';
import { serviceWord } from '../../src/sandbox/service-words';
import { FakeCaseApi } from '../../src/sandbox/case-api-server';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';

describe('fewer calls to the case service', () => {
  const server = new FakeCaseApi({
    accounts: {
      acme: account([fakeCase({ caseNumber: 1234, subject: 'Printer' }), ...caseSeries(15, 'Laptop', 3000)]),
    },
  });
  let alice: Asker;
  let bob: Asker;
  let clock = 0;
  const service = () =>
    createCaseService(createCaseApi({ timeoutMs: 2000, firstRow: 1, retries: 0 }), {
      detailsTtlMs: 60_000,
      now: () => clock,
    });

  beforeAll(async () => {
    const baseUrl = await server.start();
    alice = {
      workspaceId: 'T0ACME',
      baseUrl,
      apiToken: 'tok-acme-secret-1234',
      clientName: 'acme',
      userName: 'alice',
      languageId: 2,
    };
    bob = { ...alice, userName: 'bob' };
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.latencyMs = 0;
    clock = 0;
  });

  const calls = () => server.requests.map((r) => `${r.operation}:${r.query.userName}`);

  it('costs two calls for /case N the first time, one for someone else after, none for a repeat within 60 s', async () => {
    const cases = service();
    await cases.findCaseByNumber(alice, 1234);
    expect(calls()).toEqual(['GetCases:alice', 'GetCaseDetails:alice']);
    await cases.findCaseByNumber(bob, 1234);
    expect(calls().slice(2)).toEqual(['GetCaseDetails:bob']);
    await cases.findCaseByNumber(alice, 1234);
    expect(calls()).toHaveLength(3);
    clock = 60_001;
    await cases.findCaseByNumber(alice, 1234);
    expect(calls().slice(3)).toEqual(['GetCaseDetails:alice']);
  });

  it('keeps cached details per person and language: never shared across users', async () => {
    const cases = service();
    const ComplaintId = server.accounts.acme?.cases[0]?.complaintId ?? 0;
    await cases.getCase(alice, ComplaintId);
    await cases.getCase(alice, ComplaintId);
    await cases.getCase({ ...alice, languageId: 6 }, ComplaintId);
    await cases.getCase(bob, ComplaintId);
    expect(calls()).toEqual(['GetCaseDetails:alice', 'GetCaseDetails:alice', 'GetCaseDetails:bob']);
  });

  it('keeps a row’s priority per language: a French reader is not shown the word an English one read', async () => {
    const cases = service();
    server.options.speaksLanguages = true;
    try {
      const first = server.accounts.acme?.cases[0];
      const english = await cases.findCaseByNumber(alice, first?.caseNumber ?? 0);
      const french = await cases.findCaseByNumber({ ...alice, languageId: 6 }, first?.caseNumber ?? 0);
      expect(english?.facts?.priority).toBe(first?.priority);
      expect(french?.facts?.priority).toBe(serviceWord(6, first?.priority ?? ''));
      expect(french?.facts?.priority).not.toBe(first?.priority);
    } finally {
      server.options.speaksLanguages = false;
    }
  });

  it('learns case ids from a page of /cases, so View costs one call and a later /case N too', async () => {
    const cases = service();
    const page = await cases.searchCases(alice, 'laptop', 0, 10);
    expect(page.items).toHaveLength(10);
    expect(page.hasNext).toBe(true);
    const first = page.items[0];
    await cases.findCaseByNumber(bob, first?.CaseNumber ?? 0);
    expect(calls()).toEqual(['GetCases:alice', 'GetCaseDetails:bob']);
  });

  it('makes identical calls in flight at once only once (single flight)', async () => {
    const cases = service();
    server.latencyMs = 100;
    const results = await Promise.all(Array.from({ length: 10 }, () => cases.searchCases(alice, 'laptop', 0, 5)));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(calls()).toEqual(['GetCases:alice']);
    await Promise.all([
      cases.findCaseByNumber(alice, 1234),
      cases.findCaseByNumber(alice, 1234),
      cases.findCaseByNumber(bob, 1234),
    ]);
    expect(calls().slice(1).sort()).toEqual([
      'GetCaseDetails:alice',
      'GetCaseDetails:bob',
      'GetCases:alice',
      'GetCases:bob',
    ]);
  });

  it('keeps a large case for what it weighs: the byte bound evicts before the entry bound', async () => {
    const notes = Array.from({ length: 300 }, (_, k) => ({
      id: k + 1,
      note: `note ${k} `.repeat(30),
      createdOn: new Date(Date.UTC(2026, 0, 1, 0, k)),
      createdBy: 'agent',
    }));
    const heavy = new FakeCaseApi({
      accounts: { acme: account(caseSeries(4, 'Heavy', 7000).map((c) => ({ ...c, notes }))) },
    });
    const baseUrl = await heavy.start();
    try {
      const api = createCaseApi({ timeoutMs: 2000, firstRow: 1, retries: 0 });
      const asker = { ...alice, baseUrl };
      const ids = heavy.accounts.acme?.cases.map((c) => c.complaintId) ?? [];
      // Room for about two of these cases (each is some 100 KB by the estimate).
      const one = await createCaseService(api, { detailsTtlMs: 60_000 }).getCase(asker, ids[0] ?? 0);
      const weight = estimateBytes(one);
      expect(weight).toBeGreaterThan(JSON.stringify(one).length);
      const cases = createCaseService(api, { detailsTtlMs: 60_000, detailsMaxBytes: Math.floor(weight * 2.5) });
      for (const id of ids) await cases.getCase(asker, id);
      heavy.requests.length = 0;
      await cases.getCase(asker, ids[3] ?? 0);
      await cases.getCase(asker, ids[2] ?? 0);
      expect(heavy.requests).toHaveLength(0);
      await cases.getCase(asker, ids[0] ?? 0);
      expect(heavy.requests).toHaveLength(1);
    } finally {
      await heavy.close();
    }
  });

  it('fetches a case once in a poll round per person and language; a call waits its turn, a reuse does not', async () => {
    const cases = service();
    const caseId = server.accounts.acme?.cases[0]?.complaintId ?? 0;
    let turns = 0;
    const round = () =>
      newPollRound(
        async () => void (turns += 1),
        () => clock,
      );
    const first = round();
    const [a, b] = [cases.for(alice), cases.for(alice)];
    clock = 1_000;
    expect((await a.fetchCase(caseId, first)).id).toBe(caseId);
    clock = 5_000;
    const reused = await b.fetchCase(caseId, first);
    expect(reused.id).toBe(caseId);
    // A reuse is as of when the answer was asked for, not now: a change noticed since stays due.
    expect(askedAtOf(first, reused).getTime()).toBe(1_000);
    expect([calls(), turns]).toEqual([['GetCaseDetails:alice'], 1]);
    // Another person, another language, another round: each its own call.
    await cases.for(bob).fetchCase(caseId, first);
    await cases.for({ ...alice, languageId: 3 }).fetchCase(caseId, first);
    await a.fetchCase(caseId, round());
    expect(calls()).toEqual([
      'GetCaseDetails:alice',
      'GetCaseDetails:bob',
      'GetCaseDetails:alice',
      'GetCaseDetails:alice',
    ]);
    expect(turns).toBe(4);
    // Outside a round, always the service's answer now; a failure is not kept for the round.
    await a.fetchCase(caseId);
    server.fail({ status: 500 });
    const third = round();
    await expect(a.fetchCase(caseId, third)).rejects.toThrow();
    await a.fetchCase(caseId, third);
    expect(calls()).toHaveLength(7);
  });

  it('does not remember a failure', async () => {
    const cases = service();
    server.fail({ status: 500 });
    await expect(cases.searchCases(alice, 'laptop', 0, 5)).rejects.toThrow();
    await expect(cases.searchCases(alice, 'laptop', 0, 5)).resolves.toMatchObject({ hasNext: true });
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its size', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('holds its values under a byte bound, least recently used out first, and never one too large', () => {
    const cache = new LruCache<string>(100, Number.POSITIVE_INFINITY, Date.now, {
      maxBytes: 10,
      sizeOf: (v) => v.length,
    });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.byteSize).toBe(8);
    cache.set('a', 'a');
    expect(cache.byteSize).toBe(5);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.byteSize).toBe(5);
  });

  it('forgets entries after their lifetime', () => {
    let now = 0;
    const cache = new LruCache<number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 2000;
    expect(cache.get('a')).toBeUndefined();
  });
});

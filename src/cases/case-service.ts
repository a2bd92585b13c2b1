import type { CaseApi, CaseApiCaller } from '../case-api/client';
import { CaseApiResponseError } from '../case-api/errors';
import type { CaseDetails, CaseListItem } from '../case-api/schemas';
import { LruCache, SingleFlight } from './lru';

/** Who asks, as whom: the caller of the case API plus the workspace it belongs to. */
export interface Asker extends CaseApiCaller {
  workspaceId: string;
}

export interface CaseServiceOptions {
  /** How long fetched case details are reused for the same person (View/Share right after /case). */
  detailsTtlMs: number;
  detailsMaxEntries?: number;
  caseIdMaxEntries?: number;
  now?: () => number;
}

export interface SearchPage {
  items: CaseListItem[];
  hasNext: boolean;
}

/**
 * Rows read looking for the exact CaseNumber: a small first page (the number is usually among the first
 * matches), then larger ones, since subjects that contain the number match too.
 */
const NUMBER_SEARCH_PAGES: readonly { offset: number; limit: number }[] = [
  { offset: 0, limit: 10 },
  { offset: 10, limit: 100 },
  { offset: 110, limit: 100 },
];

/**
 * The use cases, free of Slack: find a case by its number, search, fetch one. They keep the calls to
 * the service few: a case number's ComplaintId is remembered per workspace (it never changes), details
 * are reused for a short while per person and language, and identical calls in flight are made once.
 */
export function createCaseService(api: CaseApi, options: CaseServiceOptions) {
  const caseIds = new LruCache<number>(options.caseIdMaxEntries ?? 50_000, Number.POSITIVE_INFINITY, options.now);
  const details = new LruCache<CaseDetails>(options.detailsMaxEntries ?? 2_000, options.detailsTtlMs, options.now);
  const flights = new SingleFlight();

  // Keys hold the account and the person: one user's cached answer never serves another.
  const account = (a: Asker) => `${a.workspaceId}\u0000${a.baseUrl}\u0000${a.clientName}`;
  const person = (a: Asker) => `${account(a)}\u0000${a.userName}\u0000${a.languageId}`;
  const caseIdKey = (a: Asker, caseNumber: number) => `${account(a)}\u0000${caseNumber}`;

  async function getCase(asker: Asker, caseId: number): Promise<CaseDetails> {
    const key = `${person(asker)}\u0000${caseId}`;
    const cached = details.get(key);
    if (cached) return cached;
    return flights.run(`details\u0000${key}`, async () => {
      const fetched = await api.getCaseDetails(asker, caseId);
      details.set(key, fetched);
      caseIds.set(caseIdKey(asker, fetched.caseNumber), fetched.id);
      return fetched;
    });
  }

  async function searchPage(asker: Asker, searchText: string, offset: number, limit: number) {
    const key = `search\u0000${person(asker)}\u0000${searchText}\u0000${offset}\u0000${limit}`;
    return flights.run(key, () => api.getCases(asker, { searchText, offset, limit }));
  }

  /** The case with exactly this CaseNumber, or undefined when there is none this person can see. */
  async function findCaseByNumber(asker: Asker, caseNumber: number): Promise<CaseDetails | undefined> {
    const idKey = caseIdKey(asker, caseNumber);
    const known = caseIds.get(idKey);
    if (known !== undefined) {
      try {
        return await getCase(asker, known);
      } catch (error) {
        // Someone else's search taught us this id. When the service refuses it to this person, their own
        // search decides: a case they cannot find is "not found", as if nothing were remembered.
        if (!(error instanceof CaseApiResponseError)) throw error;
      }
    }
    // Search text also matches subjects, so look for the exact number among the rows.
    for (const { offset, limit } of NUMBER_SEARCH_PAGES) {
      const result = await searchPage(asker, String(caseNumber), offset, limit);
      const match = result.data.find((row) => row.CaseNumber === caseNumber);
      if (match) {
        caseIds.set(idKey, match.ComplaintId);
        return getCase(asker, match.ComplaintId);
      }
      if (result.data.length < limit) break;
    }
    return undefined;
  }

  /** A page of a search; asks for one row more than it shows, to know whether there is a next page. */
  async function searchCases(asker: Asker, searchText: string, offset: number, pageSize: number): Promise<SearchPage> {
    const result = await searchPage(asker, searchText, offset, pageSize + 1);
    for (const row of result.data) caseIds.set(caseIdKey(asker, row.CaseNumber), row.ComplaintId);
    return { items: result.data.slice(0, pageSize), hasNext: result.data.length > pageSize };
  }

  return { findCaseByNumber, searchCases, getCase };
}

export type CaseService = ReturnType<typeof createCaseService>;

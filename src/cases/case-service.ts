import { type CaseApi, type CaseApiCaller, MAX_ROWS_PER_CALL } from '../case-api/client';
import { CaseApiResponseError } from '../case-api/errors';
import type { CaseDetails, CaseListItem } from '../case-api/schemas';
import { estimateBytes, LruCache, SingleFlight } from '../lib/lru';
import { openable } from './case-rows';
import { fetchInRound, type PollRound } from './round-fetch';

/** Who asks, as whom: the caller of the case API plus the workspace it belongs to. */
export interface Asker extends CaseApiCaller {
  workspaceId: string;
}

interface CaseServiceOptions {
  /** How long fetched case details are reused for the same person (View/Share right after /case). */
  detailsTtlMs: number;
  detailsMaxEntries?: number;
  /** Most bytes (estimated) the cached details may hold together; a case with hundreds of notes is large. */
  detailsMaxBytes?: number;
  caseIdMaxEntries?: number;
  now?: () => number;
  /** Told of list rows left out: a ComplaintId or CaseNumber casebot cannot open, or a repeated ComplaintId. */
  onRowsDropped?: (event: { invalid: number; repeated: number; operation: 'GetCases' }) => void;
  /** Told of every list page read (each row's last update): what casebot knows of cases' changes. */
  onRows?: (workspaceId: string, rows: readonly CaseListItem[]) => void;
}

/** What a list row says of a case that its details do not: kept a while, to show on the card. */
export interface RowFacts {
  priority: string;
  /** The service's raw `LastUpdatedTime` (empty when it has none). */
  lastUpdated: string;
  lastUpdatedBy: string | null;
}

/** A case's details with what its list row said, when casebot read that row lately. */
export interface CaseView {
  details: CaseDetails;
  facts: RowFacts | undefined;
}

/** How long a row's priority and last update are shown on cards after the row was read. */
const FACTS_TTL_MS = 5 * 60 * 1000;

export interface SearchPage {
  items: CaseListItem[];
  hasNext: boolean;
  /** Where the next page starts: the service's rows read for this one, shown or left out. */
  nextOffset: number;
}

/** CASEBOT_DETAILS_CACHE_MB's default. */
const DEFAULT_DETAILS_MAX_BYTES = 32 * 1024 * 1024;

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
  const details = new LruCache<CaseDetails>(options.detailsMaxEntries ?? 2_000, options.detailsTtlMs, options.now, {
    maxBytes: options.detailsMaxBytes ?? DEFAULT_DETAILS_MAX_BYTES,
    sizeOf: estimateBytes,
  });
  const flights = new SingleFlight();
  // Per account and language: the row is the same for everyone who may see the case (details are still
  // fetched as each), but its priority is the service's word in the asker's language.
  const rowFacts = new LruCache<RowFacts>(50_000, FACTS_TTL_MS, options.now);
  const factsKey = (asker: Asker, caseId: number) => `${account(asker)}\u0000${asker.languageId}\u0000${caseId}`;
  const remember = (asker: Asker, row: CaseListItem) => {
    caseIds.set(caseIdKey(asker, row.CaseNumber), row.ComplaintId);
    rowFacts.set(factsKey(asker, row.ComplaintId), {
      priority: row.Priority,
      lastUpdated: row.LastUpdatedTime,
      lastUpdatedBy: row.LastUpdatedBy,
    });
  };
  const factsOf = (asker: Asker, caseId: number) => rowFacts.get(factsKey(asker, caseId));

  /** A case's details (as this person) with its row's facts when known. */
  async function viewCase(asker: Asker, caseId: number): Promise<CaseView> {
    const details = await getCase(asker, caseId);
    return { details, facts: factsOf(asker, details.id) };
  }

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
    return flights.run(key, async () => {
      const result = await api.getCases(asker, { searchText, offset, limit });
      options.onRows?.(asker.workspaceId, result.data);
      return result;
    });
  }

  /** The case with exactly this CaseNumber, or undefined when there is none this person can see. */
  async function findCaseByNumber(asker: Asker, caseNumber: number): Promise<CaseView | undefined> {
    const known = caseIds.get(caseIdKey(asker, caseNumber));
    // Known, with its row in this reader's language (its priority is the service's word in it).
    const seen = known !== undefined && factsOf(asker, known) ? await knownCase(asker, known) : undefined;
    if (seen) return seen;
    // Search text also matches subjects, so look for the exact number among the rows.
    for (const { offset, limit } of NUMBER_SEARCH_PAGES) {
      const result = await searchPage(asker, String(caseNumber), offset, limit);
      const match = result.data.find((row) => row.CaseNumber === caseNumber && openable(row));
      if (match) {
        remember(asker, match);
        return viewCase(asker, match.ComplaintId);
      }
      if (result.data.length < limit) break;
    }
    // Known, but its row not in the search's first pages (a number in many subjects): the case, no facts.
    return known !== undefined && !factsOf(asker, known) ? knownCase(asker, known) : undefined;
  }

  /** A case whose id a search taught; undefined when the service refuses it to this person (their search decides). */
  function knownCase(asker: Asker, caseId: number): Promise<CaseView | undefined> {
    return viewCase(asker, caseId).catch((error: unknown) => {
      if (error instanceof CaseApiResponseError) return undefined;
      throw error;
    });
  }

  /**
   * A page of a search; asks for one row more than it shows, to know whether there is a next page.
   * Rows casebot could not open are left out, and a ComplaintId is shown once; the next page starts
   * after the last row read, so nothing is skipped or shown twice because of them.
   */
  async function searchCases(asker: Asker, searchText: string, offset: number, pageSize: number): Promise<SearchPage> {
    // A table's 100 rows are the service's most in one call: a full answer may have more behind it.
    const limit = Math.min(pageSize + 1, MAX_ROWS_PER_CALL);
    const result = await searchPage(asker, searchText, offset, limit);
    const items: CaseListItem[] = [];
    const seen = new Set<number>();
    let invalid = 0;
    let repeated = 0;
    let read = 0;
    for (const row of result.data) {
      if (items.length === pageSize) break;
      read += 1;
      if (!openable(row)) invalid += 1;
      else if (seen.has(row.ComplaintId)) repeated += 1;
      else {
        seen.add(row.ComplaintId);
        items.push(row);
        remember(asker, row);
      }
    }
    if (invalid + repeated > 0) options.onRowsDropped?.({ invalid, repeated, operation: 'GetCases' });
    // Rows left unread mean more; a full answer read to its end may have more behind it.
    const hasNext = result.data.length > read || (read === limit && items.length > 0);
    return { items, hasNext, nextOffset: offset + read };
  }

  /**
   * A page for Prev/Next: when the cases changed under the pager and the page is now empty, the first
   * page instead of an empty one. Says which offset it shows.
   */
  async function turnPage(asker: Asker, searchText: string, offset: number, pageSize: number) {
    const page = await searchCases(asker, searchText, offset, pageSize);
    if (page.items.length > 0 || offset === 0) return { ...page, offset };
    return { ...(await searchCases(asker, searchText, 0, pageSize)), offset: 0 };
  }

  return {
    findCaseByNumber,
    searchCases,
    getCase,
    viewCase,
    turnPage,
    /** The use cases for one person: whoever holds this never sees the credentials inside. */
    for(asker: Asker): CasesFor {
      return {
        findCaseByNumber: (caseNumber) => findCaseByNumber(asker, caseNumber),
        searchCases: (searchText, offset, pageSize) => searchCases(asker, searchText, offset, pageSize),
        turnPage: (searchText, offset, pageSize) => turnPage(asker, searchText, offset, pageSize),
        getCase: (caseId) => getCase(asker, caseId),
        viewCase: (caseId) => viewCase(asker, caseId),
        // Unasked checks compare with what was seen: the service's answer now, once a round per person.
        fetchCase: (caseId, round) =>
          round
            ? fetchInRound(person(asker), caseId, round, () => api.getCaseDetails(asker, caseId))
            : api.getCaseDetails(asker, caseId),
        fetchRow: async (caseNumber) => {
          // The first page of a search for its number: where the exact number is, when the person may see it.
          const [first] = NUMBER_SEARCH_PAGES;
          const result = await api.getCases(asker, {
            searchText: String(caseNumber),
            offset: 0,
            limit: first?.limit ?? 10,
          });
          options.onRows?.(asker.workspaceId, result.data);
          const match = result.data.find((row) => row.CaseNumber === caseNumber && openable(row));
          if (!match) return undefined;
          remember(asker, match);
          return { priority: match.Priority, lastUpdated: match.LastUpdatedTime, lastUpdatedBy: match.LastUpdatedBy };
        },
      };
    },
  };
}

/** The case service for one person, once their language and the request's trace are known. */
export type BindCases = (options: { languageId: number; trace?: CaseApiCaller['trace'] }) => CasesFor;

/** The use cases bound to the person being served (what listeners get). */
export interface CasesFor {
  findCaseByNumber(caseNumber: number): Promise<CaseView | undefined>;
  searchCases(searchText: string, offset: number, pageSize: number): Promise<SearchPage>;
  turnPage(searchText: string, offset: number, pageSize: number): Promise<SearchPage & { offset: number }>;
  getCase(caseId: number): Promise<CaseDetails>;
  viewCase(caseId: number): Promise<CaseView>;
  /**
   * The case as the service says it now (no cache): what a poll compares with what it saw. In a poll's
   * `round`, fetched once for this person however many checks ask, each call waiting its turn.
   */
  fetchCase(caseId: number, round?: PollRound): Promise<CaseDetails>;
  /** What the case's list row says now (priority, last update; no cache); undefined when no row has its number. */
  fetchRow(caseNumber: number): Promise<RowFacts | undefined>;
}

import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import {
  CaseApiAddressError,
  CaseApiBodyError,
  CaseApiError,
  type CaseApiOperation,
  CaseApiTimeoutError,
} from './errors';
import {
  type CaseDetails,
  type GetCasesResponse,
  getCaseDetailsResponseSchema,
  getCasesResponseSchema,
} from './schemas';
import { BodyTooLarge, parseBody, readBody } from './body';
import { requestFailure } from './failures';
import { Limiter } from '../lib/limiter';
import type { AddressPolicy } from '../lib/address-policy';

export { MAX_BODY_BYTES } from './body';

/** Calls in flight to one case service at most, by default. */
const DEFAULT_MAX_IN_FLIGHT = 32;

/** The most rows the service returns in one call. */
export const MAX_ROWS_PER_CALL = 100;

export interface CaseApiOptions {
  /** Total time budget of one call, retries and reading the body included. */
  timeoutMs: number;
  /** What the service calls its first row: StartingRowNo of offset 0. */
  firstRow: 0 | 1;
  /** Retries after the first attempt, for 408/429/5xx and network failures. */
  retries: number;
  /** Base delay of the exponential backoff between retries. */
  retryBaseDelayMs?: number;
  fetch?: typeof fetch;
  /** Calls in flight to one service at most; the others wait their turn, within their time budget. */
  maxInFlight?: number;
  /** Told of every finished call, for logs and metrics. */
  onCall?: (event: CaseApiCallEvent) => void;
  /** Where calls may go (https, no query, no private address unless allowed): checked before each call. */
  addresses?: Pick<AddressPolicy, 'refusal'>;
}

export interface CaseApiCallEvent {
  operation: CaseApiOperation;
  durationMs: number;
  status: number | undefined;
  error: CaseApiError | undefined;
}

/** Who a call is made as: a workspace's account and the person asking. */
export interface CaseApiCaller {
  baseUrl: string;
  apiToken: string;
  clientName: string;
  userName: string;
  languageId: number;
  /** The request being served: each finished call is noted here, for its one log line. */
  trace?: { operation: string; status: number | undefined; ms: number }[];
}

interface CaseSearch {
  /** Case number or subject text; empty or absent lists recent cases. */
  searchText?: string;
  /** 0-based offset of the first row wanted. */
  offset: number;
  /** Rows wanted; at most MAX_ROWS_PER_CALL are asked for. */
  limit: number;
}

export interface CaseApi {
  getCases(caller: CaseApiCaller, search: CaseSearch): Promise<GetCasesResponse>;
  getCaseDetails(caller: CaseApiCaller, caseId: number): Promise<CaseDetails>;
}

export function createCaseApi(options: CaseApiOptions): CaseApi {
  const instances = new Map<string, KyInstance>();
  const fetchWith = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // Per service: a burst (or a slow service) holds as many answers in memory as there are calls in
  // flight, and one service's slowness does not take another's turns.
  const limiters = new Map<string, Limiter>();
  const limiterFor = (baseUrl: string): Limiter => {
    let limiter = limiters.get(baseUrl);
    if (!limiter) limiters.set(baseUrl, (limiter = new Limiter(options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT)));
    return limiter;
  };
  const baseDelay = options.retryBaseDelayMs ?? 200;

  // One ky instance per base URL: prefix and bounded retry live here. The time limit is the call's own
  // signal (fetchText's budget, for all attempts together): a second timer in ky would only cost.
  const instanceFor = (baseUrl: string): KyInstance => {
    let instance = instances.get(baseUrl);
    if (!instance) {
      instance = ky.create({
        prefixUrl: baseUrl,
        timeout: false,
        throwHttpErrors: true,
        // fetch would follow a redirect to any host with the api-token header still on (it strips only
        // Authorization across origins): a redirect is never followed, and becomes a typed error.
        redirect: 'manual',
        retry: {
          limit: options.retries,
          methods: ['get'],
          statusCodes: [408, 429, 500, 502, 503, 504],
          afterStatusCodes: [429, 503],
          maxRetryAfter: options.timeoutMs,
          backoffLimit: 4 * baseDelay,
          delay: (attempt) => baseDelay * 2 ** (attempt - 1),
        },
      });
      instances.set(baseUrl, instance);
    }
    return instance;
  };

  async function call<S extends z.ZodType>(
    operation: CaseApiOperation,
    caller: CaseApiCaller,
    params: Record<string, string | number>,
    schema: S,
    caseId?: number,
  ): Promise<z.infer<S>> {
    const started = performance.now();
    let status: number | undefined;
    let failure: CaseApiError | undefined;
    try {
      const response = await fetchText(operation, caller, params, caseId);
      status = response.status;
      return parseBody(operation, response, schema, caseId);
    } catch (error) {
      // fetchText and parseBody throw only typed errors; anything else is a defect, reported as it is.
      if (error instanceof CaseApiError) {
        failure = error;
        status = error.status ?? status;
      }
      throw error;
    } finally {
      const durationMs = performance.now() - started;
      caller.trace?.push({ operation, status, ms: Math.round(durationMs) });
      options.onCall?.({ operation, durationMs, status, error: failure });
    }
  }

  async function fetchText(
    operation: CaseApiOperation,
    caller: CaseApiCaller,
    params: Record<string, string | number>,
    caseId: number | undefined,
  ): Promise<{ status: number; contentType: string | null; text: string }> {
    const where = { operation, caseId };
    // Nothing is sent (no token leaves) to an address casebot may not call.
    const refusal = options.addresses?.refusal(caller.baseUrl);
    if (refusal) throw new CaseApiAddressError(where, refusal);
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(), options.timeoutMs);
    try {
      return await limiterFor(caller.baseUrl).run(async () => {
        let response: Response;
        try {
          // The query goes in the path: ky's searchParams option builds the Request twice more.
          const query = new URLSearchParams({ clientName: caller.clientName, userName: caller.userName });
          for (const [name, value] of Object.entries(params)) query.set(name, String(value));
          // The budget goes straight to fetch, and bounds the wait for ky (a retry's pause included); ky is
          // not given it. Given a signal, ky joins it to its own with AbortSignal.any, and Node keeps such a
          // signal, its Requests and all they hold, until a later collection finds the Requests gone: most
          // of a call's memory then outlived the call, and V8 grew the heap to hold it. (That signal could
          // also be collected on Node 20 before it fired, and a silent service then hung the call.)
          const calling = instanceFor(caller.baseUrl).get(`api/${operation}?${query.toString()}`, {
            headers: { 'api-token': caller.apiToken, accept: 'application/json' },
            fetch: (input, init) => fetchWith(input, { ...init, signal: budget.signal }),
          });
          response = await untilAborted(calling, budget.signal);
        } catch (error) {
          throw await requestFailure(error, where, budget.signal, caller.baseUrl, options.timeoutMs);
        }
        // The service has started to answer: a body it does not finish is an improper answer, not a network fault.
        try {
          const text = await readBody(response, budget.signal);
          return { status: response.status, contentType: response.headers.get('content-type'), text };
        } catch (error) {
          if (budget.signal.aborted) throw new CaseApiTimeoutError(where, options.timeoutMs);
          const problem = error instanceof BodyTooLarge ? 'too_large' : 'cut_off';
          throw new CaseApiBodyError({ ...where, status: response.status }, problem);
        }
      }, budget.signal);
    } catch (error) {
      // The budget ran out while the call waited its turn.
      if (!(error instanceof CaseApiError) && budget.signal.aborted)
        throw new CaseApiTimeoutError(where, options.timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async getCases(caller, search) {
      const limit = Math.min(Math.max(1, Math.floor(search.limit)), MAX_ROWS_PER_CALL);
      const offset = Math.max(0, Math.floor(search.offset));
      const params: Record<string, string | number> = {
        StartingRowNo: offset + options.firstRow,
        RequestedRowCount: limit,
        languageId: caller.languageId,
      };
      const searchText = search.searchText?.trim();
      if (searchText) params.Searchtext = searchText;
      return call('GetCases', caller, params, getCasesResponseSchema);
    },
    async getCaseDetails(caller, caseId) {
      const body = await call(
        'GetCaseDetails',
        caller,
        { caseId, languageId: caller.languageId },
        getCaseDetailsResponseSchema,
        caseId,
      );
      return body.data;
    },
  };
}

/**
 * What `work` settles to, or a rejection with the signal's reason as soon as it aborts (work that goes
 * on afterwards is let go: its outcome is taken and dropped).
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

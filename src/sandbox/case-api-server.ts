import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer } from './loopback-server';
import { LanguageId } from '../case-api/language';
import { serviceWord } from './service-words';
import { details, errorEnvelope, type FakeAccount, type FakeCase, listItem, visible } from './case-api-answers';

export { serviceDate } from './case-api-answers';
export type { FakeAccount, FakeCase } from './case-api-answers';

/** A scripted misbehaviour for the next matching request. */
export interface Fault {
  operation?: 'GetCases' | 'GetCaseDetails';
  status?: number;
  headers?: Record<string, string>;
  /** A raw body instead of the normal one. */
  body?: string;
  /** Replace the JSON answer (after it is built) with what this returns. */
  mutate?: (json: Record<string, unknown>) => unknown;
  delayMs?: number;
  /** Send half of the body, then destroy the connection. */
  dropMidBody?: boolean;
}

interface RecordedRequest {
  operation: string;
  query: Record<string, string>;
  apiToken: string | undefined;
}

interface FakeCaseApiOptions {
  accounts: Record<string, FakeAccount>;
  /** What the service calls its first row (0 or 1). */
  firstRow?: 0 | 1;
  /** Latency added to every answer. */
  latencyMs?: number;
  /** Statuses and priorities in the asked `languageId`, as the real service answers (the sandbox). */
  speaksLanguages?: boolean;
  /** How the recent list (no search text) is ordered, newest first: by submit date (the default) or last update. */
  recentOrder?: 'submitted' | 'updated';
}

const ERROR_BAD_TOKEN = 3;
const ERROR_NOT_FOUND = 4;
const ERROR_BAD_REQUEST = 1;
const ERROR_UNKNOWN_USER = 5;

/**
 * A fake of the case service over real HTTP, as the API contract describes it: GetCases (search by
 * number or subject, paging under either row base) and GetCaseDetails, with the token checked per
 * clientName and error envelopes. Tests script faults with `fail()`.
 */
export class FakeCaseApi {
  readonly requests: RecordedRequest[] = [];
  private readonly faults: Fault[] = [];
  private readonly http = new LoopbackServer((req, res) => this.handle(req, res));
  latencyMs: number;
  firstRow: 0 | 1;
  recentOrder: 'submitted' | 'updated';

  constructor(readonly options: FakeCaseApiOptions) {
    this.latencyMs = options.latencyMs ?? 0;
    this.firstRow = options.firstRow ?? 1;
    this.recentOrder = options.recentOrder ?? 'submitted';
  }

  get accounts(): Record<string, FakeAccount> {
    return this.options.accounts;
  }

  /** Queue faults; each is used once, in order, by the next request it matches. */
  fail(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  clearFaults(): void {
    this.faults.length = 0;
  }

  callsTo(operation: string): number {
    return this.requests.filter((r) => r.operation === operation).length;
  }

  start(port = 0): Promise<string> {
    return this.http.start(port);
  }

  get url(): string {
    return this.http.url;
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private held: Promise<void> = Promise.resolve();

  /** Holds every answer until the function returned is called. */
  hold(): () => void {
    let release = () => undefined as void;
    this.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return () => {
      release();
      this.held = Promise.resolve();
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const operation = url.pathname.replace(/^.*\/api\//, '');
    const query = Object.fromEntries(url.searchParams);
    const header = req.headers['api-token'];
    this.requests.push({ operation, query, apiToken: Array.isArray(header) ? header[0] : header });

    // Held: every answer waits until the test lets go (what must happen before the service answers).
    await this.held;
    const index = this.faults.findIndex((f) => !f.operation || f.operation === operation);
    const fault = index >= 0 ? this.faults.splice(index, 1)[0] : undefined;
    const delay = (fault?.delayMs ?? 0) + this.latencyMs;
    // A slow answer holds nothing open: a test that ends before it (its client gave up) exits at once.
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
    if (res.destroyed) return;

    let json: Record<string, unknown> | undefined;
    if (req.method !== 'GET') json = errorEnvelope(ERROR_BAD_REQUEST, 'Only GET is supported');
    else if (operation === 'GetCases') json = this.getCases(query, header);
    else if (operation === 'GetCaseDetails') json = this.getCaseDetails(query, header);

    if (!json && fault?.body === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not Found</body></html>');
      return;
    }
    const answer = fault?.mutate && json ? fault.mutate(json) : json;
    const body = fault?.body ?? JSON.stringify(answer);
    const headers = { 'content-type': 'application/json; charset=utf-8', ...fault?.headers };
    res.writeHead(fault?.status ?? 200, headers);
    if (fault?.dropMidBody) {
      res.write(body.slice(0, Math.floor(body.length / 2)));
      setTimeout(() => res.destroy(), 20);
      return;
    }
    res.end(body);
  }

  private account(
    query: Record<string, string>,
    token: string | string[] | undefined,
  ): { account: FakeAccount } | { error: Record<string, unknown> } {
    const clientName = query.clientName ?? '';
    const userName = query.userName ?? '';
    if (!clientName || !userName)
      return { error: errorEnvelope(ERROR_BAD_REQUEST, 'clientName and userName are required') };
    const account = this.accounts[clientName];
    if (!account || account.apiToken !== token) {
      return {
        error: errorEnvelope(
          ERROR_BAD_TOKEN,
          'Invalid API token for this client',
          'TokenValidationException: token mismatch',
        ),
      };
    }
    if (account.users && !account.users.includes(userName)) {
      return {
        error: errorEnvelope(ERROR_UNKNOWN_USER, `Unknown user ${userName}`, 'UserLookupException: no such user'),
      };
    }
    return { account };
  }

  private getCases(query: Record<string, string>, token: string | string[] | undefined): Record<string, unknown> {
    const who = this.account(query, token);
    if ('error' in who) return who.error;
    const { account } = who;
    const start = Number(query.StartingRowNo);
    const count = Number(query.RequestedRowCount);
    if (!Number.isInteger(start) || start < this.firstRow || !Number.isInteger(count) || count < 1 || count > 100) {
      return errorEnvelope(ERROR_BAD_REQUEST, 'StartingRowNo and RequestedRowCount (1 to 100) are required');
    }
    const text = (query.Searchtext ?? '').trim().toLowerCase();
    // A number is compared as a number (no text made for every case).
    const number = /^(?:0|[1-9]\d*)$/.test(text) ? Number(text) : Number.NaN;
    const matches = account.cases
      .filter((c) => visible(c, query.userName) && (!text || c.caseNumber === number || lowerSubject(c).includes(text)))
      .sort(text || this.recentOrder === 'submitted' ? bySubmitted : byUpdated);
    const offset = start - this.firstRow;
    const page = matches.slice(offset, offset + count).map((c) => listItem(this.said(c, query)));
    return { errorCode: 0, errorDescription: '', technicalError: null, count: String(page.length), data: page };
  }

  private getCaseDetails(query: Record<string, string>, token: string | string[] | undefined): Record<string, unknown> {
    const who = this.account(query, token);
    if ('error' in who) return who.error;
    const { account } = who;
    const caseId = Number(query.caseId);
    const found = account.cases.find((c) => c.complaintId === caseId && visible(c, query.userName));
    if (!found)
      return errorEnvelope(ERROR_NOT_FOUND, 'Case not found', `CaseLookupException: no complaint ${query.caseId}`);
    // A status in another language keeps its own letter case (German nouns, for one).
    const said = this.said(found, query);
    return { errorCode: 0, errorDescription: null, technicalError: '', data: details(said, said === found) };
  }

  /** The case as the service says it to the asker: status and priority in their language where it speaks it. */
  private said(c: FakeCase, query: Record<string, string>): FakeCase {
    const languageId = Number(query.languageId);
    if (!this.options.speaksLanguages || languageId === LanguageId.English) return c;
    return { ...c, status: serviceWord(languageId, c.status), priority: serviceWord(languageId, c.priority) };
  }
}

const bySubmitted = (a: FakeCase, b: FakeCase) =>
  b.submitted.getTime() - a.submitted.getTime() || b.complaintId - a.complaintId;
const updatedOf = (c: FakeCase) => (c.lastUpdated ?? c.submitted).getTime();
const byUpdated = (a: FakeCase, b: FakeCase) => updatedOf(b) - updatedOf(a) || bySubmitted(a, b);

// Each case's subject in lower case, written again only when the subject changes: a search reads every
// case, and the bench's load must not wait on the fake service's own work.
const lowered = new WeakMap<FakeCase, { subject: string; lower: string }>();
function lowerSubject(c: FakeCase): string {
  const known = lowered.get(c);
  if (known && known.subject === c.subject) return known.lower;
  const lower = c.subject.toLowerCase();
  lowered.set(c, { subject: c.subject, lower });
  return lower;
}

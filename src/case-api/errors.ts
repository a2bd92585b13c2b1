import type { AddressRefusal } from '../lib/address-policy';
import type { z } from 'zod';

export type CaseApiOperation = 'GetCases' | 'GetCaseDetails';

type CaseApiErrorCode =
  | 'CASE_API_ERROR_CODE'
  | 'CASE_API_HTTP'
  | 'CASE_API_REDIRECT'
  | 'CASE_API_TIMEOUT'
  | 'CASE_API_NETWORK'
  | 'CASE_API_ADDRESS_REFUSED'
  | 'CASE_API_NOT_JSON'
  | 'CASE_API_BODY'
  | 'CASE_API_SCHEMA';

interface Where {
  operation: CaseApiOperation;
  status?: number;
  caseId?: number;
}

/**
 * Every failure of a call to the case service. It carries the operation, HTTP status and case id;
 * never the api token, and never the upstream's technical detail in its message.
 */
export abstract class CaseApiError extends Error {
  abstract readonly code: CaseApiErrorCode;
  readonly operation: CaseApiOperation;
  readonly status: number | undefined;
  readonly caseId: number | undefined;

  constructor(message: string, where: Where, options?: { cause?: unknown }) {
    super(`${where.operation}${where.caseId === undefined ? '' : ` (case id ${where.caseId})`}: ${message}`, options);
    this.name = new.target.name;
    this.operation = where.operation;
    this.status = where.status;
    this.caseId = where.caseId;
  }

  /** What the log gets: safe fields only. */
  toLog(): Record<string, unknown> {
    return {
      code: this.code,
      operation: this.operation,
      status: this.status,
      caseId: this.caseId,
      message: this.message,
    };
  }
}

/** The service answered with a non-zero errorCode. */
export class CaseApiResponseError extends CaseApiError {
  readonly code = 'CASE_API_ERROR_CODE';
  readonly errorCode: number;
  /** Meant for people; may be shown (escaped). */
  readonly errorDescription: string;
  /** Meant for logs only; never shown to a person. */
  readonly technicalError: string | undefined;

  constructor(
    where: Where,
    body: { errorCode: number; errorDescription?: string | null; technicalError?: string | null },
  ) {
    super(`the service answered errorCode ${body.errorCode}`, where);
    this.errorCode = body.errorCode;
    this.errorDescription = body.errorDescription?.trim() || '';
    this.technicalError = body.technicalError?.trim() || undefined;
  }

  override toLog(): Record<string, unknown> {
    return {
      ...super.toLog(),
      errorCode: this.errorCode,
      errorDescription: this.errorDescription,
      technicalError: this.technicalError,
    };
  }
}

export class CaseApiHttpError extends CaseApiError {
  readonly code = 'CASE_API_HTTP';
  constructor(where: Where & { status: number }) {
    super(`HTTP ${where.status}`, where);
  }
}

/**
 * The service answered with a redirect. casebot never follows one: the api token, clientName and
 * userName go to the configured base URL and nowhere else. The log gets the target's host only.
 */
export class CaseApiRedirectError extends CaseApiError {
  readonly code = 'CASE_API_REDIRECT';
  /** Host (and port) the redirect pointed at, or `none`/`unreadable`; never its path or query. */
  readonly locationHost: string;
  constructor(where: Where & { status: number }, location: string | null, base: string) {
    const locationHost = hostOf(location, base);
    super(`HTTP ${where.status} redirect to ${locationHost}, not taken`, where);
    this.locationHost = locationHost;
  }

  override toLog(): Record<string, unknown> {
    return { ...super.toLog(), locationHost: this.locationHost };
  }
}

function hostOf(location: string | null, base: string): string {
  if (!location) return 'none';
  try {
    return new URL(location, base).host || 'none';
  } catch {
    return 'unreadable';
  }
}

export class CaseApiTimeoutError extends CaseApiError {
  readonly code = 'CASE_API_TIMEOUT';
  constructor(where: Where, budgetMs: number) {
    super(`no complete answer within ${budgetMs} ms`, where);
  }
}

export class CaseApiNetworkError extends CaseApiError {
  readonly code = 'CASE_API_NETWORK';
  constructor(where: Where, cause: unknown) {
    super(`network failure (${networkReason(cause)})`, where);
  }
}

/**
 * The workspace's base URL may not be called as it is (plain http, a query, or an address in a private
 * network that the operator did not allow): nothing was sent, no token left casebot.
 */
export class CaseApiAddressError extends CaseApiError {
  readonly code = 'CASE_API_ADDRESS_REFUSED';
  constructor(
    where: Where,
    readonly refusal: AddressRefusal,
  ) {
    super(`the base URL may not be called (${refusal})`, where);
  }
}

export class CaseApiNotJsonError extends CaseApiError {
  readonly code = 'CASE_API_NOT_JSON';
  constructor(where: Where, contentType: string | null) {
    super(`the body is not JSON (content-type ${contentType ?? 'none'})`, where);
  }
}

/** The service began an answer it did not finish (connection dropped), or one far too large to read. */
export class CaseApiBodyError extends CaseApiError {
  readonly code = 'CASE_API_BODY';
  constructor(
    where: Where,
    readonly problem: 'cut_off' | 'too_large',
  ) {
    super(problem === 'cut_off' ? 'the body was cut off before its end' : 'the body is larger than 8 MB', where);
  }
}

export class CaseApiSchemaError extends CaseApiError {
  readonly code = 'CASE_API_SCHEMA';
  /** Where the body broke the schema, e.g. `data.0.CaseNumber: expected number`. */
  readonly issues: string[];
  constructor(where: Where, error: z.ZodError) {
    const issues = error.issues.slice(0, 10).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    super(`the body does not match the contract: ${issues.join('; ')}`, where);
    this.issues = issues;
  }

  override toLog(): Record<string, unknown> {
    return { ...super.toLog(), issues: this.issues };
  }
}

function networkReason(cause: unknown): string {
  // undici wraps the system error: TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }).
  // Errors may come from another realm (fetch's own), so read their fields rather than test instanceof.
  const read = (value: unknown, key: string): unknown =>
    value && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;
  const code = read(read(cause, 'cause'), 'code') ?? read(cause, 'code');
  if (typeof code === 'string') return code;
  const name = read(cause, 'name');
  return typeof name === 'string' ? name : 'unknown';
}

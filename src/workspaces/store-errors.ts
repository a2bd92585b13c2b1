import type { CodedError } from '../lib/errors';

/**
 * casebot's own database did not answer, dropped the connection, or refused a statement (busy, read-only,
 * failing over). A passing fault: the person is asked to try again, with a reference; casebot keeps serving.
 */
class StoreUnavailableError extends Error implements CodedError {
  readonly code = 'STORE_UNAVAILABLE';
  /** The driver's own code (`SQLITE_BUSY`, `57P01`, `ECONNREFUSED`…) or error name: for the log. */
  readonly reason: string;
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    const reason = reasonOf(cause);
    super(`database ${operation} failed (${reason})`, { cause });
    this.name = 'StoreUnavailableError';
    this.reason = reason;
  }

  toLog(): Record<string, unknown> {
    return { name: this.name, code: this.code, operation: this.operation, reason: this.reason };
  }
}

/**
 * Whether a failure is the database's: casebot's own store error, or a driver's (SQLite's codes; a
 * PostgreSQL connection, resource, or read-only refusal) from a store that does not wrap its errors.
 * The person is then told the store is unavailable, never that something went wrong.
 */
export function isStoreFailure(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  if (!error || typeof error !== 'object') return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (name === 'SqliteError') return true;
  // PostgreSQL's classes: 08 connection, 25006 read-only transaction, 53 resources (disk full), 57 operator
  // intervention (shutdown), 58 system; and a server that is not there.
  return (
    typeof code === 'string' && (/^(08|53|57|58)[0-9A-Z]{3}$/.test(code) || code === '25006' || code === 'ECONNREFUSED')
  );
}

/** A link to a workspace that is not connected. */
export class WorkspaceNotConnectedError extends Error implements CodedError {
  readonly code = 'WORKSPACE_NOT_CONNECTED';
  constructor(readonly teamId: string) {
    super(`workspace ${teamId} is not connected`);
    this.name = 'WorkspaceNotConnectedError';
  }
}

/**
 * Wraps every method of a store: a driver's failure becomes a StoreUnavailableError naming the method;
 * the store's own coded errors (`passThrough`) go through unchanged.
 */
export function guardStore<T extends object>(name: string, store: T, passThrough: (error: unknown) => boolean): T {
  const guarded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(store)) {
    if (typeof value !== 'function') {
      guarded[key] = value;
      continue;
    }
    const method = value as (...args: unknown[]) => unknown;
    guarded[key] = async (...args: unknown[]) => {
      try {
        return await method.apply(store, args);
      } catch (error) {
        if (error instanceof StoreUnavailableError || passThrough(error)) throw error;
        throw new StoreUnavailableError(`${name}.${key}`, error);
      }
    };
  }
  // Same keys, each an async function of the same signature.
  return guarded as T;
}

function reasonOf(cause: unknown): string {
  if (!cause || typeof cause !== 'object') return 'unknown';
  const { code, name } = cause as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && code) return code;
  return typeof name === 'string' && name ? name : 'unknown';
}

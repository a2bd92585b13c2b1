/**
 * casebot's own errors carry a `code`: callers branch on the class, logs and metrics show the code, and
 * the message is one line a person can act on (never a token).
 */
export interface CodedError extends Error {
  readonly code: string;
}

/** The environment or a setting is wrong; its message is one line that names the variable. */
export class ConfigError extends Error implements CodedError {
  readonly code = 'CONFIG_INVALID';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Something casebot waited for took longer than its budget. */
export class TimeoutError extends Error implements CodedError {
  readonly code = 'TIMEOUT';
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} took over ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Something in what casebot tells unasked went wrong that is not the case service's or Slack's: the poll stops and backs off. */
export class UnaskedError extends Error implements CodedError {
  constructor(
    readonly code: 'ROWS_CHANGED' | 'NO_DM_CHANNEL' | 'NO_TARGET' | 'TOKEN_UNREADABLE' | 'NO_BASE_URL',
    message: string,
  ) {
    super(message);
    this.name = 'UnaskedError';
  }
}

/**
 * The message of anything thrown: an error's own (whichever realm made it: Node's argument parser throws
 * errors of its own realm's Error, not always of this one's), or the value as text.
 */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

/**
 * Every log line's `err`, in one shape: `name`, `code` where there is one, `message`; the case service's
 * operation and HTTP status (an error's own `toLog()` says what it safely can, never a token); Slack's
 * error code for a Web API failure; the stack only for what casebot did not expect.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { name: 'Error', message: String(error) };
  const own = (error as { toLog?: unknown }).toLog;
  if (typeof own === 'function') return (own as () => Record<string, unknown>).call(error);
  const { name, message, stack } = error as Partial<Error>;
  const code = (error as { code?: unknown }).code;
  const slack = (error as { data?: { error?: unknown } }).data?.error;
  const known = typeof code === 'string';
  return {
    name: name ?? 'Error',
    ...(known ? { code } : {}),
    ...(typeof slack === 'string' ? { slackError: slack } : {}),
    message: message ?? '',
    // A coded error is expected (its code says it all); anything else is a bug, and its stack helps.
    ...(known ? {} : { stack }),
  };
}

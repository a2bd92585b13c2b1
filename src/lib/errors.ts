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

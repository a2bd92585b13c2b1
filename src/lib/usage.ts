import type { z } from 'zod';

/** A problem with what an admin typed (a command line's option): one line, exit code 2. */
export class UsageError extends Error {
  readonly code = 'USAGE';
}

/** A value checked against its schema; a bad one is a UsageError naming `what` (a secret is never echoed). */
export function check<T extends z.ZodType>(schema: T, value: unknown, what: string, secret = false): z.output<T> {
  if (value === undefined) throw new UsageError(`${what} is required`);
  const result = schema.safeParse(value);
  if (!result.success) {
    // A secret is never echoed, not even when it is wrong.
    const shown = secret ? '' : ` "${String(value)}"`;
    throw new UsageError(`${what}${shown}: ${result.error.issues[0]?.message}`);
  }
  return result.data;
}

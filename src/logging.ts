import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Field names whose values never reach a log line, at any depth casebot logs them. */
const REDACT = [
  'apiToken',
  'api_token',
  'token',
  'headers["api-token"]',
  '*.apiToken',
  '*.token',
  '*.customerEmail',
  '*.customerMobile',
  'customerEmail',
  'customerMobile',
];

/**
 * Bytes of log lines gathered before one write to stdout (some 40 outcome lines; each write costs a fixed
 * share of a command's CPU whatever its size, and sonic-boom writes at most 16 KB at once);
 * `LOG_FLUSH_MS` the longest a line waits.
 */
const LOG_BATCH_BYTES = 16_000;
const LOG_FLUSH_MS = 200;

/**
 * Standard output, written in batches: a write per line cost a command a twentieth of its CPU. A line
 * waits at most LOG_FLUSH_MS, and what is gathered is written when the process exits. Each batch is
 * written synchronously: an asynchronous one still in flight when the process exited landed after the
 * lines the exit wrote, out of order, on a busy machine.
 */
function batchedStdout(): DestinationStream {
  const out = pino.destination({ dest: 1, sync: true, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
  gathered.add(out);
  return out;
}

/** Every batched stdout of the process, written out when it exits (a synchronous one does not by itself). */
const gathered = new Set<{ flushSync: () => void }>();
process.once('exit', () => {
  for (const out of gathered) out.flushSync();
});

/** JSON lines on stdout (or `destination`), with secrets and customer contact details redacted. */
export function createLogger(level: string, destination: DestinationStream = batchedStdout()): Logger {
  return pino(
    {
      level,
      base: { service: 'casebot' },
      redact: { paths: REDACT, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

const unredacted = new WeakMap<Logger, Logger>();

/**
 * The same logger without redaction, for a line whose every field casebot writes itself from ids,
 * outcomes and timings (the outcome line each request ends with): redaction clones each line it looks
 * at, which was two thirds of that line's cost. Nothing from a payload's text or the case service's
 * answers may be logged through it.
 */
export function idsOnly(logger: Logger): Logger {
  let plain = unredacted.get(logger);
  if (!plain) unredacted.set(logger, (plain = logger.child({}, { redact: { paths: [] } })));
  return plain;
}

const toBolt: Record<string, LogLevel> = {
  trace: LogLevel.DEBUG,
  debug: LogLevel.DEBUG,
  info: LogLevel.INFO,
  warn: LogLevel.WARN,
  error: LogLevel.ERROR,
  fatal: LogLevel.ERROR,
  silent: LogLevel.ERROR,
};

/** An OAuth state casebot did not issue, already took, or issued too long ago (Bolt's codes, and casebot's). */
export const REFUSED_STATE_CODES: ReadonlySet<string> = new Set([
  'OAUTH_STATE_INVALID',
  'slack_oauth_invalid_state',
  'slack_oauth_missing_state',
]);

const refusedState = (msg: unknown[]) =>
  msg.some((m) => {
    const code = (m as { code?: unknown } | null)?.code;
    return typeof code === 'string' && REFUSED_STATE_CODES.has(code);
  });

/**
 * Bolt's Logger interface over pino, so Bolt's own messages are JSON lines too. Bolt and its clients
 * log whole payloads at debug level (response_urls, users.info results) as plain strings that field
 * redaction cannot reach, so their debug messages are dropped whatever LOG_LEVEL says. An install link
 * refused for its state is a stranger's (or a link used twice), not casebot's failure: `info`, not `error`.
 */
export function boltLogger(logger: Logger): BoltLogger {
  const child = logger.child({ component: 'bolt' });
  let name = 'bolt';
  const text = (msg: unknown[]) => msg.map((m) => (m instanceof Error ? m.message : String(m))).join(' ');
  return {
    debug: () => undefined,
    info: (...msg) => child.info({ logger: name }, text(msg)),
    warn: (...msg) => child.warn({ logger: name }, text(msg)),
    error: (...msg) =>
      refusedState(msg)
        ? child.info({ logger: name }, `install link refused: ${text(msg)}`)
        : child.error({ logger: name }, text(msg)),
    setLevel: () => undefined,
    getLevel: () => {
      const level = toBolt[logger.level] ?? LogLevel.INFO;
      return level === LogLevel.DEBUG ? LogLevel.INFO : level;
    },
    setName: (value) => {
      name = value;
    },
  };
}

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

/** JSON lines on stdout (or `destination`), with secrets and customer contact details redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
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

const toBolt: Record<string, LogLevel> = {
  trace: LogLevel.DEBUG,
  debug: LogLevel.DEBUG,
  info: LogLevel.INFO,
  warn: LogLevel.WARN,
  error: LogLevel.ERROR,
  fatal: LogLevel.ERROR,
  silent: LogLevel.ERROR,
};

/**
 * Bolt's Logger interface over pino, so Bolt's own messages are JSON lines too. Bolt and its clients
 * log whole payloads at debug level (response_urls, users.info results) as plain strings that field
 * redaction cannot reach, so their debug messages are dropped whatever LOG_LEVEL says.
 */
export function boltLogger(logger: Logger): BoltLogger {
  const child = logger.child({ component: 'bolt' });
  let name = 'bolt';
  const text = (msg: unknown[]) => msg.map((m) => (m instanceof Error ? m.message : String(m))).join(' ');
  return {
    debug: () => undefined,
    info: (...msg) => child.info({ logger: name }, text(msg)),
    warn: (...msg) => child.warn({ logger: name }, text(msg)),
    error: (...msg) => child.error({ logger: name }, text(msg)),
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

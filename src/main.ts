import { buildCasebot, KIND_ENVIRONMENT } from './compose';
import { ConfigError, loadConfig, requireEncryptionKey, slackMode } from './config';
import { applyHeapGrowth } from './lib/heap-growth';
import { createLogger } from './logging';
import type * as SandboxStart from './sandbox/start';

// The composition root: the only module of casebot that reads the environment.
async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env, KIND_ENVIRONMENT);
  const heapGrowth = applyHeapGrowth(config.CASEBOT_HEAP_GROWTH_PERCENT);
  const logger = createLogger(config.LOG_LEVEL);
  const mode = slackMode(config);
  if (mode.kind === 'sandbox') {
    // Loaded only here: a production start never reads the fake Slack, the fake service or the page.
    const { startSandbox } = require('./sandbox/start') as typeof SandboxStart;
    const sandbox = await startSandbox({
      port: config.PORT,
      logger,
      firstRow: config.CASE_API_FIRST_ROW,
      announce: true,
    });
    logger.info({ startupMs: Math.round(performance.now() - started) }, 'sandbox ready');
    onShutdown(() => sandbox.close(), config.SHUTDOWN_GRACE_MS, logger);
    return;
  }
  const bot = await buildCasebot({
    slack: mode,
    port: config.PORT,
    ...(config.SLACK_API_URL ? { slackApiUrl: config.SLACK_API_URL } : {}),
    bodyLimits: { maxBytes: config.CASEBOT_SLACK_BODY_LIMIT_KB * 1024 },
    databaseUrl: config.DATABASE_URL,
    encryptionKey: requireEncryptionKey(config),
    caseApi: {
      defaultBaseUrl: config.CASE_API_BASE_URL,
      timeoutMs: config.CASE_API_TIMEOUT_MS,
      firstRow: config.CASE_API_FIRST_ROW,
      retries: config.CASE_API_RETRIES,
      allowHttp: config.CASE_API_ALLOW_HTTP,
      allowedHosts: config.CASE_API_ALLOWED_HOSTS,
    },
    workspaceCacheMs: config.CASEBOT_WORKSPACE_CACHE_MS,
    detailsCacheMs: config.CASEBOT_DETAILS_CACHE_MS,
    detailsCacheMaxBytes: config.CASEBOT_DETAILS_CACHE_MB * 1024 * 1024,
    logger,
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
    answerInAckMs: config.CASEBOT_ANSWER_IN_ACK_MS,
    slackPostTimeoutMs: config.CASEBOT_SLACK_POST_TIMEOUT_MS,
    tokenSweepMs: config.CASEBOT_TOKEN_SWEEP_MS,
    closedStatuses: config.CASEBOT_CLOSED_STATUSES,
    ...(config.CASEBOT_PUBLIC_URL ? { publicUrl: config.CASEBOT_PUBLIC_URL } : {}),
    kindEnv: config.kindEnv,
    poll: {
      intervalMs: config.CASEBOT_POLL_INTERVAL_MS,
      ...(config.CASEBOT_JOB_SCHEMA ? { jobSchema: config.CASEBOT_JOB_SCHEMA } : {}),
    },
  });
  const { eventsUrl } = await bot.start();
  const startupMs = Math.round(performance.now() - started);
  // Run from the production build: whether V8 took the code cache made with it (scripts/code-cache.cjs).
  const codeCache: unknown = Reflect.get(globalThis, Symbol.for('casebot.codeCache'));
  const built = {
    ...(typeof codeCache === 'string' ? { codeCache } : {}),
    // The heap's growth in effect (0: V8's own), and the limit that decided it.
    ...heapGrowth,
  };
  if (mode.kind === 'http' || mode.kind === 'oauth') {
    const port = Number(eventsUrl ? new URL(eventsUrl).port : config.PORT);
    const install =
      mode.kind === 'oauth' ? `; workspaces install casebot at GET http://0.0.0.0:${port}/slack/install` : '';
    logger.info(
      { mode: 'http', oauth: mode.kind === 'oauth', port, startupMs, ...built },
      `casebot listening in HTTP mode: Slack requests at POST http://0.0.0.0:${port}/slack/events${install}`,
    );
  } else {
    logger.info({ mode: 'socket', startupMs, ...built }, 'casebot connected to Slack in Socket Mode');
  }
  // Log lines are written in batches; the line saying casebot is up is not kept waiting in one.
  logger.flush();
  onShutdown(async () => bot.close(), config.SHUTDOWN_GRACE_MS, logger);
}

function onShutdown(close: () => Promise<void>, graceMs: number, logger: ReturnType<typeof createLogger>): void {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal, graceMs }, 'shutting down: no new requests; finishing replies in flight');
    const bound = setTimeout(() => {
      logger.warn('shutdown grace period over; exiting');
      process.exit(1);
    }, graceMs + 5000);
    bound.unref();
    close().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: String(error) }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Last lines of defence: a library's stray rejection is logged without its request config (which may
// carry a token) and casebot keeps serving; an uncaught exception is logged the same way, then exits.
const safe = (error: unknown) =>
  error instanceof Error
    ? { name: error.name, message: error.message, code: (error as { code?: unknown }).code }
    : { message: String(error) };
process.on('unhandledRejection', (reason) => {
  console.error(
    JSON.stringify({ level: 'error', service: 'casebot', err: safe(reason), msg: 'unhandled promise rejection' }),
  );
});
process.on('uncaughtException', (error) => {
  console.error(JSON.stringify({ level: 'fatal', service: 'casebot', err: safe(error), msg: 'uncaught exception' }));
  process.exit(1);
});

main().catch((error: unknown) => {
  // One line, naming what is wrong; never a stack trace for a configuration problem.
  const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
  // The port taken (another casebot, a sandbox): say which setting moves it.
  const taken = (error as { code?: unknown }).code === 'EADDRINUSE';
  console.error(
    `casebot: ${taken ? `port ${process.env.PORT ?? 3000} is in use; set PORT to another one (${message})` : message}`,
  );
  process.exit(1);
});

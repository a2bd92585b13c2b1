import { readFileSync } from 'node:fs';
import { z } from 'zod';

import { ConfigError } from './lib/errors';
import { DEFAULT_CLOSED_STATUSES } from './lib/statuses';
import { DEFAULT_HEAP_GROWTH_PERCENT } from './lib/heap-growth';
import { type EnvironmentShape, intInRange, optionalText, setIn } from './lib/env';

export { ConfigError };

const envSchema = z.object({
  NODE_ENV: optionalText,
  // The sandbox by name (with NODE_ENV=production it never starts otherwise).
  CASEBOT_SANDBOX: z
    .enum(['0', '1'], { message: 'must be 0 or 1' })
    .optional()
    .transform((v) => v === '1'),
  PORT: intInRange(0, 65535, 3000),
  SLACK_SIGNING_SECRET: optionalText,
  SLACK_BOT_TOKEN: optionalText,
  SLACK_APP_TOKEN: optionalText,
  SLACK_CLIENT_ID: optionalText,
  SLACK_CLIENT_SECRET: optionalText,
  SLACK_STATE_SECRET: optionalText,
  SLACK_API_URL: optionalText.pipe(z.url().optional()),
  // The largest body a request on Slack's paths may have; a larger one is refused unread.
  CASEBOT_SLACK_BODY_LIMIT_KB: intInRange(16, 4096, 1024),
  CASE_API_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  // Plain http for workspaces' own base URLs (CASE_API_BASE_URL's own scheme is always allowed).
  CASE_API_ALLOW_HTTP: z
    .enum(['0', '1'], { message: 'must be 0 or 1' })
    .optional()
    .transform((v) => v === '1'),
  // Hosts, addresses or CIDR ranges a workspace's base URL may point to though they are private.
  CASE_API_ALLOWED_HOSTS: optionalText.transform((v) =>
    (v ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  ),
  CASE_API_FIRST_ROW: z
    .enum(['0', '1'], { message: 'must be 0 or 1' })
    .optional()
    .transform((v) => (v === '0' ? 0 : 1)),
  CASE_API_TIMEOUT_MS: intInRange(100, 120_000, 8000),
  CASE_API_RETRIES: intInRange(0, 5, 2),
  DATABASE_URL: optionalText.transform((v) => v ?? 'sqlite:./data/casebot.db'),
  CASEBOT_ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),
  CASEBOT_WORKSPACE_CACHE_MS: intInRange(0, 600_000, 5000),
  CASEBOT_DETAILS_CACHE_MS: intInRange(0, 3_600_000, 60_000),
  CASEBOT_DETAILS_CACHE_MB: intInRange(0, 65_536, 32),
  // How far the heap may grow past what is live before V8 collects it all (0: as V8 decides).
  CASEBOT_HEAP_GROWTH_PERCENT: intInRange(0, 300, DEFAULT_HEAP_GROWTH_PERCENT),
  LOG_LEVEL: z
    .enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'])
    .optional()
    .transform((v) => v ?? 'info'),
  SHUTDOWN_GRACE_MS: intInRange(0, 120_000, 10_000),
  // How long /case and /cases may hold their ack to answer in it; Slack waits 3 s in all (0: ack at once).
  CASEBOT_ANSWER_IN_ACK_MS: intInRange(0, 2000, 1500),
  // How long a post casebot makes unasked waits for Slack's answer before it is taken as unknown (and
  // another replica may take the notice over some seconds after).
  CASEBOT_SLACK_POST_TIMEOUT_MS: intInRange(1000, 120_000, 35_000),
  // OAuth mode with Slack's token rotation: how often each replica looks for bot tokens due for renewal.
  CASEBOT_TOKEN_SWEEP_MS: intInRange(100, 600_000, 60_000),
  // Watching cases: how often a workspace's watches are checked unless it sets its own interval.
  CASEBOT_POLL_INTERVAL_MS: intInRange(1000, 86_400_000, 300_000),
  // Which of the service's statuses mean closed (its contract does not list them): comma-separated.
  CASEBOT_CLOSED_STATUSES: optionalText.transform((v) =>
    v === undefined
      ? [...DEFAULT_CLOSED_STATUSES]
      : v
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
          .slice(0, 50),
  ),
  // casebot's public https address (OAuth installs): App Home's "Grant permissions" links to its install page.
  CASEBOT_PUBLIC_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an https:// address with no query')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
  ),
  // PostgreSQL: the schema of the job queue the replicas share.
  CASEBOT_JOB_SCHEMA: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL name (letters, digits, _)')
      .optional(),
  ),
});

/**
 * casebot's settings, and the kind modules' variables as they were set (`kindEnv`): each module reads its own
 * (kinds/module.ts `environment`), and a bad value of one stops the start here like casebot's own.
 */
export type Config = z.infer<typeof envSchema> & { kindEnv: Readonly<Record<string, string>> };

export type SlackMode =
  | { kind: 'http'; signingSecret: string; botToken: string }
  | { kind: 'socket'; appToken: string; botToken: string; signingSecret?: string }
  | { kind: 'oauth'; signingSecret: string; clientId: string; clientSecret: string; stateSecret: string }
  | { kind: 'sandbox' };

/**
 * Reads and validates the environment once. A bad value throws a ConfigError naming the variable.
 * `kindEnvironment`: the kind modules' variables (kinds/registry.ts `KIND_ENVIRONMENT`, which casebot's and
 * the CLI's entry points hand in), checked the same way and kept as set for their modules (`kindEnv`).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, kindEnvironment: EnvironmentShape = {}): Config {
  const resolved = withFileSecrets(env);
  const parsed = envSchema.safeParse(resolved);
  // The kind modules' variables, each read by its module: a bad one stops the start the same way.
  const kinds = z.object(kindEnvironment).safeParse(resolved);
  const failed = !parsed.success ? parsed.error : !kinds.success ? kinds.error : undefined;
  if (failed || !parsed.success) {
    const issue = failed?.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    // Never echo the offending value: it may be a secret.
    throw new ConfigError(`${name}: ${issue?.message ?? 'invalid value'}`);
  }
  return { ...parsed.data, kindEnv: setIn(kindEnvironment, resolved) };
}

/** The settings that may come from a file (`NAME_FILE`: Docker and compose secrets, Kubernetes mounts). */
const FILE_SECRETS = [
  'SLACK_SIGNING_SECRET',
  'SLACK_BOT_TOKEN',
  'SLACK_APP_TOKEN',
  'SLACK_CLIENT_SECRET',
  'SLACK_STATE_SECRET',
  'CASEBOT_ENCRYPTION_KEY',
  'DATABASE_URL',
] as const;

/**
 * The environment with each `NAME_FILE` read into `NAME` (the file's content, its trailing newline
 * dropped). Both set, or a file that cannot be read, stops the start with one line naming the variable.
 */
function withFileSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved = { ...env };
  for (const name of FILE_SECRETS) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]?.trim()) throw new ConfigError(`${name}_FILE: set ${name} or ${name}_FILE, not both`);
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw new ConfigError(`${name}_FILE: cannot read ${file} (${typeof code === 'string' ? code : 'error'})`);
    }
  }
  return resolved;
}

/** Which way casebot talks to Slack, decided by which credentials are present. */
export function slackMode(config: Config): SlackMode {
  const { SLACK_APP_TOKEN, SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET } = config;
  const oauth = {
    SLACK_CLIENT_ID: config.SLACK_CLIENT_ID,
    SLACK_CLIENT_SECRET: config.SLACK_CLIENT_SECRET,
    SLACK_STATE_SECRET: config.SLACK_STATE_SECRET,
  };
  if (Object.values(oauth).some(Boolean)) {
    // Many workspaces: each installs casebot through Slack's OAuth flow and gets a bot token of its own.
    for (const [name, value] of Object.entries(oauth)) {
      if (!value) throw new ConfigError(`${name}: required with the other SLACK_CLIENT_* settings (OAuth mode)`);
    }
    if (!SLACK_SIGNING_SECRET) throw new ConfigError('SLACK_SIGNING_SECRET: required in OAuth mode');
    if (SLACK_BOT_TOKEN || SLACK_APP_TOKEN) {
      throw new ConfigError('SLACK_BOT_TOKEN: leave it unset in OAuth mode (each workspace gets its own bot token)');
    }
    return {
      kind: 'oauth',
      signingSecret: SLACK_SIGNING_SECRET,
      clientId: oauth.SLACK_CLIENT_ID ?? '',
      clientSecret: oauth.SLACK_CLIENT_SECRET ?? '',
      stateSecret: oauth.SLACK_STATE_SECRET ?? '',
    };
  }
  if (SLACK_APP_TOKEN) {
    if (!SLACK_BOT_TOKEN) throw new ConfigError('SLACK_BOT_TOKEN: required with SLACK_APP_TOKEN (Socket Mode)');
    return {
      kind: 'socket',
      appToken: SLACK_APP_TOKEN,
      botToken: SLACK_BOT_TOKEN,
      signingSecret: SLACK_SIGNING_SECRET,
    };
  }
  if (SLACK_SIGNING_SECRET || SLACK_BOT_TOKEN) {
    if (!SLACK_SIGNING_SECRET) throw new ConfigError('SLACK_SIGNING_SECRET: required with SLACK_BOT_TOKEN (HTTP mode)');
    if (!SLACK_BOT_TOKEN) throw new ConfigError('SLACK_BOT_TOKEN: required with SLACK_SIGNING_SECRET (HTTP mode)');
    return { kind: 'http', signingSecret: SLACK_SIGNING_SECRET, botToken: SLACK_BOT_TOKEN };
  }
  // Production never answers with the demo: a start without credentials there is a mistake, said as one.
  if (config.NODE_ENV === 'production' && !config.CASEBOT_SANDBOX) {
    throw new ConfigError(
      'SLACK_SIGNING_SECRET and SLACK_BOT_TOKEN: not set (or SLACK_APP_TOKEN with SLACK_BOT_TOKEN for Socket Mode, or SLACK_CLIENT_ID, SLACK_CLIENT_SECRET, SLACK_STATE_SECRET and SLACK_SIGNING_SECRET for OAuth); with NODE_ENV=production casebot never starts the sandbox (CASEBOT_SANDBOX=1 asks for it)',
    );
  }
  return { kind: 'sandbox' };
}

/** The encryption key, required wherever tokens are read or written. */
export function requireEncryptionKey(config: Config): string {
  if (!config.CASEBOT_ENCRYPTION_KEY) {
    throw new ConfigError(
      "CASEBOT_ENCRYPTION_KEY: not set; generate one with: node -e \"console.log(require('crypto').randomBytes(32).toString('hex'))\"",
    );
  }
  return config.CASEBOT_ENCRYPTION_KEY;
}

/** The file in a sandbox's folder that says which database and encryption key it uses. */
export const SANDBOX_STATE = 'sandbox.json';

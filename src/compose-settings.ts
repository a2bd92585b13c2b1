import type { CustomRoute } from '@slack/bolt';
import { MORE_SCOPES_PATH } from './slack/scopes';
import type { CaseApiCallEvent } from './case-api/client';
import type { PollSettings } from './compose-polling';
import type { SlackMode } from './config';
import type { Logger } from './logging';
import type { OutcomeEvent } from './outcomes';
import type { BodyLimits } from './slack/request-guard';

/** Everything casebot is built from, already read and validated (main.ts reads it from the environment). */
export interface CasebotSettings {
  slack: Exclude<SlackMode, { kind: 'sandbox' }>;
  port: number;
  /** Listen on this address only; all interfaces when absent. */
  host?: string;
  slackApiUrl?: string;
  /** What a request may make casebot hold before its signature is checked (CASEBOT_SLACK_BODY_LIMIT_KB). */
  bodyLimits?: Partial<BodyLimits>;
  databaseUrl: string;
  encryptionKey: string;
  caseApi: {
    defaultBaseUrl: string | undefined;
    timeoutMs: number;
    firstRow: 0 | 1;
    retries: number;
    retryBaseDelayMs?: number;
    /** Plain http for every workspace's base URL (CASE_API_ALLOW_HTTP); the default base URL's always. */
    allowHttp?: boolean;
    /** Hosts, addresses or ranges that may be in a private network (CASE_API_ALLOWED_HOSTS). */
    allowedHosts?: string[];
  };
  workspaceCacheMs: number;
  /** Longest wait for one Web API call of unasked work (10 s): a Slack that hangs holds no poll for long. */
  slackTimeoutMs?: number;
  /** Longest wait for an unasked post (35 s): longer than Slack takes, so a slow Slack's post is not made twice. */
  slackPostTimeoutMs?: number;
  /** How often each replica looks for rotating bot tokens due for renewal (CASEBOT_TOKEN_SWEEP_MS; 60 s). */
  tokenSweepMs?: number;
  /** How long a person's language and standing (users.info) are remembered (an hour). */
  peopleCacheMs?: number;
  /** How long Slack's word on whether a channel is shared with another organisation is believed (60 s). */
  channelsCacheMs?: number;
  detailsCacheMs: number;
  /** Most bytes (estimated) the details cache holds; the default when absent. */
  detailsCacheMaxBytes?: number;
  logger: Logger;
  /** Extra routes on the HTTP server besides /slack/events, /healthz and /metrics. */
  customRoutes?: CustomRoute[];
  onOutcome?: (event: OutcomeEvent) => void;
  onCaseApiCall?: (event: CaseApiCallEvent) => void;
  respondRetryMs?: number;
  /** How long /case and /cases may hold their ack to answer in it (0: ack at once). */
  answerInAckMs?: number;
  /** How an admin runs the CLI for this casebot, as messages show it (the sandbox names its database). */
  adminCommand?: string;
  /** How long a shutdown waits for replies in flight. */
  shutdownGraceMs?: number;
  /** Statuses that mean a case is closed (CASEBOT_CLOSED_STATUSES); casebot's readings when absent. */
  closedStatuses?: readonly string[];
  /** casebot's public https address (CASEBOT_PUBLIC_URL): where an admin grants optional permissions (OAuth). */
  publicUrl?: string;
  /** The kind modules' variables as set (each module reads its own: its `environment`). */
  kindEnv?: Readonly<Record<string, string>>;
  /** Watching cases: how often (CASEBOT_POLL_INTERVAL_MS) and where the job queue lives (PostgreSQL). */
  poll?: Partial<PollSettings>;
}

/** What casebot's own Slack clients (unasked work, Slackbot's tools) are built with, from its settings. */
export const slackClientSettings = (settings: CasebotSettings, fetch: typeof globalThis.fetch) => ({
  ...(settings.slackApiUrl ? { slackApiUrl: settings.slackApiUrl } : {}),
  fetch,
  logger: settings.logger,
  ...(settings.slackTimeoutMs !== undefined ? { timeoutMs: settings.slackTimeoutMs } : {}),
  ...(settings.slackPostTimeoutMs !== undefined ? { postTimeoutMs: settings.slackPostTimeoutMs } : {}),
  botToken: settings.slack.kind === 'oauth' ? undefined : settings.slack.botToken,
});

/** How casebot is installed, and where an admin grants its optional permissions (OAuth with a public URL). */
export function grantsOf(settings: Pick<CasebotSettings, 'slack' | 'publicUrl'>): {
  oauth: boolean;
  grantUrl?: string;
} {
  const oauth = settings.slack.kind === 'oauth';
  return { oauth, ...(oauth && settings.publicUrl ? { grantUrl: `${settings.publicUrl}${MORE_SCOPES_PATH}` } : {}) };
}

import { webApi } from '@slack/bolt';
import { boltLogger, type Logger } from '../logging';

/** What every Web API client casebot makes is built with. */
export interface SlackClientSettings {
  /** Base URL of the Web API (tests, the sandbox, proxies). */
  slackApiUrl?: string;
  /** How it posts (the lean keep-alive transport); the built-in fetch when absent. */
  fetch?: typeof fetch;
  logger: Logger;
  /** Longest wait for one call of unasked work (10 s). */
  timeoutMs?: number;
  /** Longest wait for a call of unasked work that must not be made twice (35 s): longer than Slack takes. */
  postTimeoutMs?: number;
}

/**
 * Web API methods that, called twice, do their thing twice (a second message, a second bookmark, a
 * second "set the topic" line, a channel name taken by casebot itself). Unasked work never lets the
 * client repeat them on its own: a call whose answer did not come is left to the outbox, which asks Slack
 * whether it landed before it tries again.
 */
const NOT_REPEATABLE = new Set([
  'chat.postMessage',
  'conversations.create',
  'conversations.setTopic',
  'conversations.setPurpose',
  'bookmarks.add',
  'pins.add',
]);

/** Longer than Slack takes to answer a post it is slow to record (a red team saw 25 s). */
export const POST_TIMEOUT_MS = 35_000;

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

function common(settings: SlackClientSettings) {
  return {
    ...(settings.slackApiUrl ? { slackApiUrl: withSlash(settings.slackApiUrl) } : {}),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    // Into casebot's own log (JSON, redacted), never the library's console logger.
    logger: boltLogger(settings.logger),
  };
}

/**
 * For what people ask (Bolt's clients: the app's and each installation's): a slow Web API must not hold a
 * reply back for long (locale lookups fall back to English), one quick retry; a rate limit is waited out
 * once (App Home's views.publish goes through after its Retry-After).
 */
export function requestClientOptions(settings: SlackClientSettings) {
  return {
    ...common(settings),
    retryConfig: { retries: 1, factor: 1, minTimeout: 200, maxTimeout: 500 },
    timeout: 5000,
  };
}

/**
 * For a bot token's renewal (`oauth.v2.access` with a refresh token, which Slack takes once): sent once,
 * never retried (a retry would spend the same refresh token twice, and Slack refuses the second), and
 * waited for as long as Slack may take to answer (`POST_TIMEOUT_MS`), not the 5 s of what people ask.
 */
export function renewalClientOptions(settings: SlackClientSettings) {
  return {
    ...common(settings),
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
    timeout: POST_TIMEOUT_MS,
  };
}

/**
 * For what casebot tells unasked (polls, deliveries): never waits inline for a rate limit (the caller
 * gives the message back to the outbox with Slack's Retry-After, and the poll goes on), a timeout on every
 * call (a Slack that hangs does not hold a workspace's polling), one quick retry of what failed on the way.
 */
function backgroundClientOptions(settings: SlackClientSettings) {
  return {
    ...common(settings),
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 1, factor: 1, minTimeout: 200, maxTimeout: 500 },
    timeout: settings.timeoutMs ?? 10_000,
  };
}

/**
 * A client for what casebot tells unasked in one workspace, with its bot token. Its calls of the methods
 * that must not be made twice go through a second client of its own that never retries and waits longer
 * than Slack takes (`POST_TIMEOUT_MS`); everything else as `backgroundClientOptions` says.
 */
export function backgroundClient(token: string, settings: SlackClientSettings): webApi.WebClient {
  const unrepeated = new webApi.WebClient(token, {
    ...backgroundClientOptions(settings),
    retryConfig: { retries: 0 },
    timeout: settings.postTimeoutMs ?? POST_TIMEOUT_MS,
  });
  return new BackgroundClient(token, backgroundClientOptions(settings), unrepeated);
}

/** Write-once clients kept at most (one a bot token: a workspace's installation). */
const WRITE_ONCE_KEPT = 200;

/**
 * For the writes of a person's answer that must land once (a DM's stream and the post that may end it): a
 * client with the request's bot token that never repeats a call on its own and waits up to the post
 * timeout, as unasked posts do; one a token, kept while it is in use.
 */
export function writeOnceClients(settings: SlackClientSettings): (token: string | undefined) => webApi.WebClient {
  const made = new Map<string | undefined, webApi.WebClient>();
  return (token) => {
    const kept = made.get(token);
    if (kept) {
      // The most recently used last, so the oldest goes first.
      made.delete(token);
      made.set(token, kept);
      return kept;
    }
    const client = new webApi.WebClient(token, {
      ...common(settings),
      retryConfig: { retries: 0 },
      timeout: settings.postTimeoutMs ?? POST_TIMEOUT_MS,
    });
    made.set(token, client);
    if (made.size > WRITE_ONCE_KEPT) made.delete(made.keys().next().value);
    return client;
  };
}

class BackgroundClient extends webApi.WebClient {
  constructor(
    token: string,
    options: webApi.WebClientOptions,
    private readonly unrepeated: webApi.WebClient,
  ) {
    super(token, options);
  }

  // Every method of the client (`chat.postMessage(…)`) comes here by name.
  override apiCall(method: string, options?: Record<string, unknown>): Promise<webApi.WebAPICallResult> {
    return NOT_REPEATABLE.has(method) ? this.unrepeated.apiCall(method, options) : super.apiCall(method, options);
  }
}

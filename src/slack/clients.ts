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
}

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
 * For what casebot tells unasked (polls, deliveries): never waits inline for a rate limit (the caller
 * gives the message back to the outbox with Slack's Retry-After, and the poll goes on), a timeout on every
 * call (a Slack that hangs does not hold a workspace's polling), one quick retry of what failed on the way.
 */
export function backgroundClientOptions(settings: SlackClientSettings) {
  return {
    ...common(settings),
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 1, factor: 1, minTimeout: 200, maxTimeout: 500 },
    timeout: settings.timeoutMs ?? 10_000,
  };
}

/** A client for what casebot tells unasked in one workspace, with its bot token. */
export function backgroundClient(token: string, settings: SlackClientSettings): webApi.WebClient {
  return new webApi.WebClient(token, backgroundClientOptions(settings));
}

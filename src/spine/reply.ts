import { type RespondArguments, RespondError, type RespondFn, type webApi } from '@slack/bolt';
import type { KnownBlock } from '@slack/types';
import type { Message } from '../blocks/message';
import type { Refusal } from '../lib/conversation-port';
import { withTimeout } from '../lib/with-timeout';
import { conversationWrites } from '../slack/conversations';
import type { Logger } from '../logging';
import { errorForLog } from './errors';
import { pause } from '../lib/pause';

/** Sends a reply through the response_url; one retry when the post certainly did not land. */
export type Reply = (message: RespondArguments) => Promise<void>;

/** Replies ephemerally, as a new message. */
export const ephemeral = (message: Message): RespondArguments => ({
  response_type: 'ephemeral',
  replace_original: false,
  ...message,
});

/**
 * A RespondFn that writes to the person's direct messages with casebot instead (where there is no
 * response_url: a modal submitted without a conversation, a button on App Home), through the one road.
 */
export function directMessage(logger: Logger, client: webApi.WebClient, userId: string): RespondFn {
  return async (message) => {
    const args = typeof message === 'string' ? { text: message } : message;
    const blocks = (args as { blocks?: KnownBlock[] }).blocks ?? [];
    const posted = await conversationWrites(client, { logger }).postToPerson(userId, { text: args.text ?? '', blocks });
    if (!posted.ok) throw posted.error;
    return new Response(null, { status: 200 });
  };
}

/**
 * Posts into a channel as casebot (an announcement of what it will tell there); says what Slack's refusal means when it
 * would not take it (`channel_refused`: not in the channel…), nothing when it posted.
 */
export function channelPoster(logger: Logger, client: webApi.WebClient, channel: string) {
  return async (message: Message): Promise<Refusal | undefined> => {
    const posted = await conversationWrites(client, { logger }).post(channel, message);
    return posted.ok ? undefined : posted.refusal;
  };
}

/**
 * A RespondFn over a response_url kept from an earlier click (a Change button's, carried through its modal
 * in `private_metadata`, which only casebot writes and Slack signs back): the pressed message is
 * answered in place, as Bolt's respond() would have. Undefined for anything but an http(s) URL.
 */
export function respondTo(fetchFn: typeof fetch, url: string | undefined): RespondFn | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  return async (message) => {
    const args = typeof message === 'string' ? { text: message } : message;
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new RespondError(`response_url answered ${response.status}`, response.status);
    return response;
  };
}

/** Longest wait for one response_url post: Bolt's respond() sets no timeout of its own. */
const RESPOND_TIMEOUT_MS = 10_000;

/**
 * A Reply over Bolt's respond(). A post that certainly did not land (refused, 429 or 5xx) is retried
 * once after `retryMs`; one that timed out is not, since it may have landed and a second try would post
 * the same card into a channel twice. Either way a failure is logged with the request's reference.
 */
export function replier(
  respond: RespondFn,
  log: { logger: Logger; ref: string; name: string; retryMs: number | undefined },
): Reply {
  const post = (message: RespondArguments) => withTimeout(respond(message), RESPOND_TIMEOUT_MS, 'response_url post');
  const { logger, ref, name } = log;
  return async (message) => {
    try {
      await post(message);
    } catch (first) {
      if (!certainlyNotDelivered(first)) {
        logger.error({ ref, name, err: errorForLog(first) }, 'response_url post failed');
        throw first;
      }
      await pause(log.retryMs ?? 500);
      try {
        await post(message);
      } catch (second) {
        logger.error(
          { ref, name, err: errorForLog(second), firstErr: errorForLog(first) },
          'response_url post failed twice',
        );
        throw second;
      }
    }
  };
}

/** Slack refused the post (a 5xx or 429), or the connection was refused: nothing was posted. */
function certainlyNotDelivered(error: unknown): boolean {
  if (error instanceof RespondError) return error.statusCode >= 500 || error.statusCode === 429;
  // fetch() fails with a TypeError whose cause is the socket's error.
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return cause?.code === 'ECONNREFUSED';
}

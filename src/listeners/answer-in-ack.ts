import type {
  AckFn,
  AllMiddlewareArgs,
  RespondArguments,
  RespondFn,
  SlackCommandMiddlewareArgs,
  SlashCommand,
  webApi,
} from '@slack/bolt';
import type { ListenerDeps } from './deps';

/** What a response_url answers a post it took: the same, bodiless, for every answer in an ack. */
const ANSWERED = new Response(null, { status: 200 });

/** Where a command's first answer went: in the HTTP response to the command itself, or its response_url. */
type AnsweredIn = 'ack' | 'response_url';

interface AckAnswer {
  /** Replies: the first in the ack while the window is open, the rest (or all, once it closed) by response_url. */
  respond: RespondFn;
  /** Closes the window: an ack not yet sent goes out empty (call it once the work is over). */
  done(): Promise<void>;
  answeredIn(): AnsweredIn;
}

/**
 * A slash command's answer in the ack when it is ready within `windowMs` (Slack takes the answer in the
 * HTTP response to the command, or in Socket Mode in the ack's payload): one HTTPS request fewer to
 * Slack, and the card shows as soon as it exists. When the window closes first, the ack goes out empty
 * and the answer comes through the response_url, as it did before. `windowMs` 0 acks at once.
 */
async function answerInAck(
  ack: AckFn<string | RespondArguments>,
  respond: RespondFn,
  windowMs: number,
): Promise<AckAnswer> {
  let acked = false;
  let answeredIn: AnsweredIn = 'response_url';
  const ackEmpty = async () => {
    if (acked) return;
    acked = true;
    await ack();
  };
  if (windowMs <= 0) {
    await ackEmpty();
    return { respond, done: async () => undefined, answeredIn: () => answeredIn };
  }
  const timer = setTimeout(() => void ackEmpty().catch(() => undefined), windowMs);
  return {
    respond: async (message) => {
      if (acked) return respond(message);
      acked = true;
      clearTimeout(timer);
      answeredIn = 'ack';
      // What a response_url would take, as the command's answer (replace and delete mean nothing there).
      const args: RespondArguments = typeof message === 'string' ? { text: message } : message;
      const {
        replace_original: _replace,
        delete_original: _delete,
        ...answer
      } = args as RespondArguments & {
        replace_original?: boolean;
        delete_original?: boolean;
      };
      await ack(answer as RespondArguments);
      // As a response_url's answer would say (the replier reads its status).
      return ANSWERED;
    },
    done: async () => {
      clearTimeout(timer);
      await ackEmpty();
    },
    answeredIn: () => answeredIn,
  };
}

/** What a command handler answering in its ack gets: the command, how to answer, and where it went. */
export interface AnsweringCommand {
  command: SlashCommand;
  respond: RespondFn;
  client: webApi.WebClient;
  answeredIn: () => AnsweredIn;
}

/** A command listener whose answer goes in the ack when ready within deps.answerInAckMs (see answerInAck). */
export function answeringInAck(
  deps: ListenerDeps,
  work: (deps: ListenerDeps, command: AnsweringCommand) => Promise<void>,
) {
  return async ({ command, ack, respond, client }: SlackCommandMiddlewareArgs & AllMiddlewareArgs) => {
    const answer = await answerInAck(ack, respond, deps.answerInAckMs ?? 0);
    try {
      await work(deps, { command, respond: answer.respond, client, answeredIn: answer.answeredIn });
    } finally {
      await answer.done();
    }
  };
}

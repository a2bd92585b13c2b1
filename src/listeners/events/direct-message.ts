import type { App } from '@slack/bolt';
import type { Message } from '../../blocks/message';
import { parseAsk } from '../../cases/ask';
import { conversationWrites, streamWrites } from '../../slack/conversations';
import { type Responder, serve } from '../../spine/serve';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { answerAsk, streams } from '../agent';

/** What casebot reads of a message event; a bot's, an edit, a join or anything with a subtype is not asked. */
interface DirectMessage {
  channel: string;
  channel_type?: string;
  user?: string;
  text?: string;
  ts: string;
  thread_ts?: string;
  subtype?: string;
  bot_id?: string;
}

/**
 * casebot in its Messages tab: a direct message is answered as the person who wrote it, in their language,
 * in the thread Slack gives it. An ask that takes a moment (a search, their cases, the aging ones) streams
 * a first line at once and finishes with the answer; a case's card is posted. casebot never answers a
 * bot (itself included), an edit, or anything outside a DM.
 */
export function registerDirectMessages(app: App, deps: ListenerDeps): void {
  app.event('message', async ({ event, body, client, context }) => {
    const message = event as unknown as DirectMessage;
    if (message.channel_type !== 'im' || message.subtype || message.bot_id) return;
    if (!message.user || message.user === context.botUserId) return;
    const who = identify(body);
    const ask = parseAsk(message.text ?? '');
    const channel = message.channel;
    const threadTs = message.thread_ts ?? message.ts;
    const log = { logger: deps.logger };
    let streamTs: string | undefined;
    /** The answer: where a stream was started, it ends with the answer's blocks; else a post in the thread. */
    const answer = async (said: Message) => {
      if (streamTs) {
        const stopped = await streamWrites(client, log).stop(channel, streamTs, said);
        if (stopped.ok) return;
      }
      const posted = await conversationWrites(client, log).post(channel, said, { threadTs });
      if (!posted.ok) throw posted.error;
    };
    const responder: Responder = {
      reply: async (reply) => {
        const blocks = (reply as { blocks?: Message['blocks'] }).blocks ?? [];
        await answer({ text: reply.text ?? '', blocks });
      },
    };
    await serve(deps, { kind: 'event', name: 'message.im', who, responder, client }, async (served) => {
      if (streams(ask)) {
        const started = await streamWrites(client, log).start(channel, threadTs, served.tr.t('agent.looking'));
        if (started.ok) streamTs = started.value.ts;
      }
      return answerAsk(deps, served, ask, who.userId);
    });
  });
}

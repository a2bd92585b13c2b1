import type { App } from '@slack/bolt';
import type { Message } from '../../blocks/message';
import { parseAsk } from '../../cases/ask';
import { conversationWrites, streamWrites } from '../../slack/conversations';
import { type Responder, serve } from '../../spine/serve';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { answerAsk, asPrompt, leadOf } from '../agent';

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
 * its first line at once (as whom it is read) and finishes with the answer; a case's card is posted.
 * casebot never answers a bot (itself included), an edit, or anything outside a DM.
 */
export function registerDirectMessages(app: App, deps: ListenerDeps): void {
  app.event('message', async ({ event, body, client, context }) => {
    const message = event as unknown as DirectMessage;
    if (message.channel_type !== 'im' || message.subtype || message.bot_id) return;
    if (!message.user || message.user === context.botUserId) return;
    // Slack sends an event again when its ack did not arrive: the first was answered (acks go first).
    if (context.retryNum) return;
    const who = identify(body);
    const channel = message.channel;
    const threadTs = message.thread_ts ?? message.ts;
    const log = { logger: deps.logger };
    const stream = streamWrites(client, log);
    let streamTs: string | undefined;
    /**
     * The answer: where a stream was started, it ends with the answer's blocks; else, or when Slack would not
     * end it so, a post in the thread (and the stream then closed with nothing more).
     */
    const answer = async (said: Message) => {
      const streamed = streamTs;
      // One try at ending the stream: a failure said after this one is posted, not streamed again.
      streamTs = undefined;
      if (streamed) {
        const stopped = await stream.stop(channel, streamed, said);
        if (stopped.ok) return;
      }
      const posted = await conversationWrites(client, log).post(channel, said, { threadTs });
      if (streamed) await stream.stop(channel, streamed, { text: '', blocks: [] });
      if (!posted.ok) throw posted.error;
    };
    const responder: Responder = {
      reply: async (reply) => {
        const blocks = (reply as { blocks?: Message['blocks'] }).blocks ?? [];
        await answer({ text: reply.text ?? '', blocks });
      },
    };
    await serve(deps, { kind: 'event', name: 'message.im', who, responder, client }, async (served) => {
      // Read with the workspace's case links known: a pasted link to a case is that case.
      const ask = parseAsk(asPrompt(served.tr, message.text ?? ''), served.settings.caseUrlTemplate);
      const lead = leadOf(served.tr, ask);
      if (lead) {
        const started = await stream.start(channel, threadTs, lead);
        if (started.ok) streamTs = started.value.ts;
      }
      return answerAsk(deps, served, ask, who.userId);
    });
  });
}

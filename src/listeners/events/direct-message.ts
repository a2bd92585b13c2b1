import type { App } from '@slack/bolt';
import type { Message } from '../../blocks/message';
import { parseAsk } from '../../cases/ask';
import { conversationWrites, streamWrites } from '../../slack/conversations';
import { mayHaveLanded } from '../../slack/refusals';
import { type Responder, serve } from '../../spine/serve';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { answerAsk, asPrompt, leadOf } from '../agent';
import { typed } from '../../lib/bidi-controls';

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

/** How long the answer waits for Slack to start its stream before it is posted without one. */
const LEAD_WAIT_MS = 2000;

const leadWait = () => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), LEAD_WAIT_MS).unref());

/**
 * casebot in its Messages tab: a direct message is answered as the person who wrote it, in their language,
 * in the thread Slack gives it. An ask that takes a moment (a search, their cases, a module's list) streams
 * its first line at once (as whom it is read) and finishes with the answer; a case's card is posted.
 * casebot never answers a bot (itself included), an edit, or anything outside a DM. Each DM is answered
 * once: the first delivery of it to claim it answers (Slack's redelivery, the same event twice, another
 * replica are quiet, unless the first was never answered), and its writes are never repeated on their own
 * (one that may have landed is not written again).
 */
export function registerDirectMessages(app: App, deps: ListenerDeps): void {
  app.event('message', async ({ event, body, client, context }) => {
    const message = event as unknown as DirectMessage;
    if (message.channel_type !== 'im' || message.subtype || message.bot_id) return;
    if (!message.user || message.user === context.botUserId) return;
    const who = identify(body);
    const channel = message.channel;
    const dm = { teamId: who.teamId ?? who.enterpriseId ?? '', channelId: channel, ts: message.ts };
    // A database that does not answer cannot say: answered (the answer says what failed), rather than never.
    if (!(await deps.dmAnswers.claim(dm).catch(() => true))) {
      deps.logger.debug({ team: dm.teamId, retry: context.retryNum ?? 0 }, 'direct message answered already');
      return;
    }
    const threadTs = message.thread_ts ?? message.ts;
    // Every write of the answer carries the reference of its one outcome line (set once it is served).
    const log: { logger: typeof deps.logger; ref?: string } = { logger: deps.logger };
    const once = deps.writeOnce(context.botToken ?? client.token);
    const stream = streamWrites(once, log);
    let streamTs: string | undefined;
    // A stream Slack has not started yet when the answer is ready: the answer is posted, and the stream,
    // should it start after all, is closed with nothing more.
    let lateStart: ReturnType<typeof stream.start> | undefined;
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
        // Ended with the answer, or perhaps (no word came): not written a second time.
        if (stopped.ok || mayHaveLanded(stopped.code)) return;
      }
      const posted = await conversationWrites(once, log).post(channel, said, { threadTs });
      if (streamed) await stream.stop(channel, streamed, { text: '', blocks: [] });
      const late = lateStart;
      lateStart = undefined;
      if (late) {
        void late.then(async (started) => {
          if (started.ok) await stream.stop(channel, started.value.ts, { text: '', blocks: [] });
        });
      }
      if (!posted.ok && !mayHaveLanded(posted.code)) throw posted.error;
    };
    const responder: Responder = {
      reply: async (reply) => {
        const blocks = (reply as { blocks?: Message['blocks'] }).blocks ?? [];
        await answer({ text: reply.text ?? '', blocks });
      },
    };
    await serve(deps, { kind: 'event', name: 'message.im', who, responder, client }, async (served) => {
      log.ref = served.ref;
      // Read with the workspace's case links known: a pasted link to a case is that case.
      const said = asPrompt(served.tr, typed(message.text), deps.modules);
      const ask = parseAsk(said, served.settings.caseUrlTemplate, deps.modules);
      const lead = leadOf(served.tr, ask, deps.modules);
      if (lead) {
        // The first line is a nicety: a Slack slow to start the stream does not hold the answer back (it
        // waits its answer up to 35 s; the person, and Slack, less).
        const starting = stream.start(channel, threadTs, lead);
        const started = await Promise.race([starting, leadWait()]);
        if (started === undefined) lateStart = starting;
        else if (started.ok) streamTs = started.value.ts;
      }
      return answerAsk(deps, served, ask, who.userId);
    });
    await deps.dmAnswers.answered(dm).catch(() => undefined);
  });
}

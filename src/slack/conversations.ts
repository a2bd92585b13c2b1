import type { webApi } from '@slack/bolt';
import type { KnownBlock } from '@slack/types';
import type { Logger } from '../logging';
import type { ConversationWrites, MessageToWrite, Written } from '../lib/conversation-port';
import { refusalOf } from './refusals';

interface WriteLog {
  logger: Logger;
  /** The reference of the work the writes are part of (a person's request, a delivery). */
  ref?: string;
}

/**
 * One write to Slack, timed and logged, its refusal read (never thrown): `call` is the Web API call as it
 * is made (its answer to come), or the steps that make it.
 */
function writer(log: WriteLog) {
  return async function write<T>(
    method: string,
    channel: string,
    call: Promise<T> | (() => Promise<T>),
  ): Promise<Written<T>> {
    const started = performance.now();
    const fields = { ref: log.ref, method, channel };
    try {
      const value = await (typeof call === 'function' ? call() : call);
      log.logger.debug({ ...fields, ms: Math.round(performance.now() - started) }, 'slack write');
      return { ok: true, value };
    } catch (error) {
      const { code, refusal } = refusalOf(error);
      const retryAfter = (error as { retryAfter?: unknown } | undefined)?.retryAfter;
      log.logger.info(
        { ...fields, ms: Math.round(performance.now() - started), err: code, refusal },
        'slack refused a write',
      );
      return {
        ok: false,
        code,
        refusal,
        ...(typeof retryAfter === 'number' && retryAfter > 0 ? { retryAfterS: retryAfter } : {}),
        error,
      };
    }
  };
}

/** casebot's writes to conversations through one Web API client (the request's, or a background one). */
export function conversationWrites(client: webApi.WebClient, log: WriteLog): ConversationWrites {
  const write = writer(log);
  const blocksOf = (message: MessageToWrite) => (message.blocks ?? []) as KnownBlock[];
  const post: ConversationWrites['post'] = (channel, message, options = {}) =>
    write('chat.postMessage', channel, async () => {
      const base = {
        channel,
        text: message.text,
        blocks: blocksOf(message),
        ...(options.metadata ? { metadata: options.metadata } : {}),
        ...(options.unfurl !== undefined ? { unfurl_links: options.unfurl, unfurl_media: options.unfurl } : {}),
      };
      const posted = options.threadTs
        ? await client.chat.postMessage({
            ...base,
            thread_ts: options.threadTs,
            reply_broadcast: options.broadcast ?? false,
          })
        : await client.chat.postMessage(base);
      return { ts: posted.ts ?? null };
    });
  const done = () => null;
  return {
    post,
    update: (channel, ts, message, metadata) =>
      write(
        'chat.update',
        channel,
        client.chat
          .update({ channel, ts, text: message.text, blocks: blocksOf(message), ...(metadata ? { metadata } : {}) })
          .then((updated) => ({ ts: updated.ts ?? ts })),
      ),
    remove: (channel, ts) => write('chat.delete', channel, client.chat.delete({ channel, ts }).then(done)),
    pin: (channel, ts) => write('pins.add', channel, client.pins.add({ channel, timestamp: ts }).then(done)),
    bookmark: (channel, title, link) =>
      write(
        'bookmarks.add',
        channel,
        client.bookmarks.add({ channel_id: channel, title, type: 'link', link }).then(done),
      ),
    setTopic: (channel, topic) =>
      write('conversations.setTopic', channel, client.conversations.setTopic({ channel, topic }).then(done)),
    archive: (channel) => write('conversations.archive', channel, client.conversations.archive({ channel }).then(done)),
    invite: (channel, users) =>
      write(
        'conversations.invite',
        channel,
        client.conversations.invite({ channel, users: users.join(',') }).then(done),
      ),
    createChannel: (name, isPrivate) =>
      write('conversations.create', '', async () => {
        const created = await client.conversations.create({ name, is_private: isPrivate });
        const id = created.channel?.id;
        if (!id) throw new Error('conversations.create gave no channel');
        return { id, name: created.channel?.name ?? name };
      }),
    // chat.postMessage takes a person's id as the channel: their DM with casebot.
    postToPerson: (userId, message) => post(userId, message),
    createCanvas: (channel, title, markdown) =>
      write('conversations.canvases.create', channel, async () => {
        const made = await client.conversations.canvases.create({
          channel_id: channel,
          title,
          document_content: { type: 'markdown', markdown },
        });
        if (!made.canvas_id) throw new Error('conversations.canvases.create gave no canvas');
        return { id: made.canvas_id };
      }),
    editCanvas: (canvasId, markdown) =>
      write(
        'canvases.edit',
        canvasId,
        client.canvases
          .edit({
            canvas_id: canvasId,
            changes: [{ operation: 'replace', document_content: { type: 'markdown', markdown } }],
          })
          .then(done),
      ),
  };
}

/**
 * An answer streamed into a person's DM thread with casebot (its Messages tab): a first line at once
 * (`chat.startStream`), then the answer itself as blocks when it is ready (`chat.stopStream`). Through
 * the same logged, refusal-reading writes as every other.
 */
export function streamWrites(client: webApi.WebClient, log: WriteLog) {
  const write = writer(log);
  return {
    start: (channel: string, threadTs: string, markdown: string) =>
      write('chat.startStream', channel, async () => {
        const started = await client.chat.startStream({ channel, thread_ts: threadTs, markdown_text: markdown });
        if (!started.ts) throw new Error('chat.startStream gave no ts');
        return { ts: started.ts };
      }),
    stop: (channel: string, ts: string, message: MessageToWrite) =>
      write(
        'chat.stopStream',
        channel,
        client.chat.stopStream({ channel, ts, blocks: (message.blocks ?? []) as KnownBlock[] }).then(() => null),
      ),
    /** The Messages tab's suggested prompts (for the whole conversation: no thread). */
    prompts: (channel: string, prompts: { title: string; prompts: { title: string; message: string }[] }) =>
      write(
        'assistant.threads.setSuggestedPrompts',
        channel,
        client.assistant.threads.setSuggestedPrompts({ channel_id: channel, ...prompts } as never).then(() => null),
      ),
  };
}

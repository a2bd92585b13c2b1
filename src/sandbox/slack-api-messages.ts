import type { SlackState } from './slack-api-state';
import { decoded, type PostedMessage } from './slack-api-data';

/** What history and replies give of a message (metadata only when asked for). */
function listed(m: PostedMessage, withMetadata: boolean) {
  const { ts, text, metadata, thread_ts } = m;
  return {
    type: 'message',
    ts,
    text,
    ...(thread_ts ? { thread_ts } : {}),
    ...(withMetadata && metadata ? { metadata } : {}),
  };
}

/** chat.* and the conversations.* methods casebot uses to post and read, as Slack answers them. */
export async function answerMessages(
  slack: SlackState,
  method: string,
  params: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const channelOf = () => String(params.channel ?? '');
  const inChannel = () => slack.messages.get(channelOf()) ?? [];
  const withMetadata = String(params.include_all_metadata) === 'true';
  switch (method) {
    case 'chat.postEphemeral':
      slack.emit('ephemeral', { params: decoded(params) });
      return { ok: true, message_ts: `${Date.now() / 1000}` };
    case 'chat.postMessage': {
      const args = decoded(params);
      const channel = String(args.channel ?? '');
      if (slack.channelsWithoutBot.has(channel)) return { ok: false, error: 'not_in_channel' };
      if (slack.channels.get(channel)?.archived) return { ok: false, error: 'is_archived' };
      const threadTs = typeof args.thread_ts === 'string' && args.thread_ts ? args.thread_ts : undefined;
      if (threadTs && !inChannel().some((m) => m.ts === threadTs)) return { ok: false, error: 'thread_not_found' };
      const ts = slack.nextTs();
      const message: PostedMessage = {
        ts,
        channel,
        text: String(args.text ?? ''),
        blocks: Array.isArray(args.blocks) ? args.blocks : [],
        ...(args.metadata && typeof args.metadata === 'object'
          ? { metadata: args.metadata as PostedMessage['metadata'] }
          : {}),
        ...(threadTs ? { thread_ts: threadTs, reply_broadcast: String(args.reply_broadcast) === 'true' } : {}),
      };
      slack.messages.set(channel, [...(slack.messages.get(channel) ?? []), message]);
      slack.emit('message', { params: args, ts });
      return { ok: true, channel, ts };
    }
    case 'chat.update': {
      const args = decoded(params);
      const message = inChannel().find((m) => m.ts === String(args.ts ?? ''));
      if (!message) return { ok: false, error: 'message_not_found' };
      message.text = String(args.text ?? message.text);
      if (Array.isArray(args.blocks)) message.blocks = args.blocks;
      if (args.metadata && typeof args.metadata === 'object') {
        message.metadata = args.metadata as PostedMessage['metadata'];
      }
      message.edits = (message.edits ?? 0) + 1;
      slack.emit('message', { params: { ...args, channel: channelOf() }, ts: message.ts, updated: true });
      return { ok: true, channel: channelOf(), ts: message.ts };
    }
    // A streamed answer: its first text at once, more appended, then the blocks it ends with (in a thread).
    case 'chat.startStream': {
      const args = decoded(params);
      const threadTs = String(args.thread_ts ?? '');
      if (!inChannel().some((m) => m.ts === threadTs)) return { ok: false, error: 'thread_not_found' };
      const ts = slack.nextTs();
      const text = String(args.markdown_text ?? '');
      const message: PostedMessage = {
        ts,
        channel: channelOf(),
        text,
        blocks: [],
        thread_ts: threadTs,
        streaming: true,
      };
      slack.messages.set(channelOf(), [...inChannel(), message]);
      slack.emit('message', { params: { channel: channelOf(), text, thread_ts: threadTs, blocks: [] }, ts });
      return { ok: true, channel: channelOf(), ts };
    }
    case 'chat.appendStream':
    case 'chat.stopStream': {
      const args = decoded(params);
      const message = inChannel().find((m) => m.ts === String(args.ts ?? ''));
      if (!message) return { ok: false, error: 'message_not_found' };
      if (!message.streaming) return { ok: false, error: 'message_not_in_streaming_state' };
      message.text += String(args.markdown_text ?? '');
      if (Array.isArray(args.blocks)) message.blocks = args.blocks;
      message.streaming = method === 'chat.appendStream';
      // What the reader sees: the streamed text, and the blocks the stream ended with below it.
      const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: message.text } }, ...message.blocks];
      const shown = { channel: channelOf(), text: message.text, thread_ts: message.thread_ts, blocks };
      slack.emit('message', { params: shown, ts: message.ts, updated: true });
      return { ok: true, channel: channelOf(), ts: message.ts };
    }
    case 'chat.delete': {
      const ts = String(params.ts ?? '');
      slack.messages.set(
        channelOf(),
        inChannel().filter((m) => m.ts !== ts && m.thread_ts !== ts),
      );
      return { ok: true };
    }
    case 'conversations.open': {
      const users = String(params.users ?? '');
      if (!users || users.includes(',')) return { ok: false, error: 'invalid_arguments' };
      if (!slack.users.has(users)) return { ok: false, error: 'user_not_found' };
      return { ok: true, channel: { id: `D${users}` } };
    }
    case 'conversations.history': {
      const oldest = Number(params.oldest ?? 0);
      const latest = params.latest === undefined ? Infinity : Number(params.latest);
      // The channel's own messages, and thread replies also sent to it.
      const all = inChannel().filter(
        (m) => Number(m.ts) >= oldest && Number(m.ts) <= latest && (!m.thread_ts || m.reply_broadcast),
      );
      return { ok: true, messages: [...all].reverse().map((m) => listed(m, withMetadata)), has_more: false };
    }
    case 'conversations.replies': {
      const ts = String(params.ts ?? '');
      const oldest = Number(params.oldest ?? 0);
      const parent = inChannel().find((m) => m.ts === ts);
      if (!parent) return { ok: false, error: 'thread_not_found' };
      const replies = inChannel().filter((m) => m.thread_ts === ts && Number(m.ts) >= oldest);
      return { ok: true, messages: [parent, ...replies].map((m) => listed(m, withMetadata)), has_more: false };
    }
    case 'chat.getPermalink': {
      const channel = channelOf();
      const ts = String(decoded(params).message_ts ?? '');
      if (slack.deletedMessages.has(`${channel}/${ts}`) || slack.channels.get(channel)?.archived) {
        return { ok: false, error: 'message_not_found' };
      }
      return {
        ok: true,
        channel,
        permalink: `https://sandbox.slack.example/archives/${channel}/p${ts.replace('.', '')}`,
      };
    }
    case 'conversations.info': {
      const id = channelOf();
      const shared = slack.sharedChannels.has(id);
      const made = slack.channels.get(id);
      return {
        ok: true,
        channel: {
          id,
          // A channel the fake does not keep is a public one, named as the sandbox names it or after its id.
          ...(made
            ? { name: made.name, is_private: made.isPrivate, is_archived: made.archived }
            : id.startsWith('C')
              ? { name: slack.channelNames.get(id) ?? id.replace(/^C0/, '').toLowerCase(), is_private: false }
              : {}),
          is_channel: id.startsWith('C'),
          is_im: id.startsWith('D'),
          is_shared: shared,
          is_ext_shared: shared,
          is_org_shared: false,
          is_member: !slack.channelsWithoutBot.has(id),
          topic: { value: made?.topic ?? '' },
        },
      };
    }
    default:
      return { ok: false, error: 'unknown_method' };
  }
}

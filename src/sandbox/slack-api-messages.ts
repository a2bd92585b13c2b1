import type { SlackState } from './slack-api-state';
import { decoded, type PostedMessage } from './slack-api-data';

/** chat.* and the conversations.* methods casebot uses, as Slack answers them. */
export async function answerMessages(
  slack: SlackState,
  method: string,
  params: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  switch (method) {
    case 'chat.postEphemeral':
      slack.emit('ephemeral', { params: decoded(params) });
      return { ok: true, message_ts: `${Date.now() / 1000}` };
    case 'chat.postMessage': {
      const args = decoded(params);
      const channel = String(args.channel ?? '');
      if (slack.channelsWithoutBot.has(channel)) return { ok: false, error: 'not_in_channel' };
      const ts = slack.nextTs();
      const message: PostedMessage = {
        ts,
        channel,
        text: String(args.text ?? ''),
        blocks: Array.isArray(args.blocks) ? args.blocks : [],
        ...(args.metadata && typeof args.metadata === 'object'
          ? { metadata: args.metadata as PostedMessage['metadata'] }
          : {}),
      };
      slack.messages.set(channel, [...(slack.messages.get(channel) ?? []), message]);
      slack.emit('message', { params: args });
      return { ok: true, channel, ts };
    }
    case 'conversations.open': {
      const users = String(params.users ?? '');
      if (!users || users.includes(',')) return { ok: false, error: 'invalid_arguments' };
      if (!slack.users.has(users)) return { ok: false, error: 'user_not_found' };
      return { ok: true, channel: { id: `D${users}` } };
    }
    case 'conversations.history': {
      const oldest = Number(params.oldest ?? 0);
      const all = (slack.messages.get(String(params.channel ?? '')) ?? []).filter((m) => Number(m.ts) >= oldest);
      const withMetadata = String(params.include_all_metadata) === 'true';
      return {
        ok: true,
        messages: [...all].reverse().map(({ ts, text, metadata }) => ({
          type: 'message',
          ts,
          text,
          ...(withMetadata && metadata ? { metadata } : {}),
        })),
        has_more: false,
      };
    }
    case 'chat.update':
      return { ok: true, channel: params.channel, ts: `${Date.now() / 1000}` };
    case 'conversations.info': {
      const id = String(params.channel ?? '');
      const shared = slack.sharedChannels.has(id);
      return {
        ok: true,
        channel: {
          id,
          is_channel: id.startsWith('C'),
          is_im: id.startsWith('D'),
          is_shared: shared,
          is_ext_shared: shared,
          is_org_shared: false,
          is_member: !slack.channelsWithoutBot.has(id),
        },
      };
    }
    default:
      return { ok: false, error: 'unknown_method' };
  }
}

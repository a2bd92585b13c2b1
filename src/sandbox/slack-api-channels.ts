import type { SlackState } from './slack-api-state';
import { decoded, type FakeChannel } from './slack-api-data';

export type { FakeChannel } from './slack-api-data';

const NAME = /^[\p{Ll}\p{Lo}\p{Nd}_-]{1,80}$/u;

/** The conversations.* methods that make and keep channels, pins.add and bookmarks.add, as Slack answers them. */
export function answerChannels(
  slack: SlackState,
  method: string,
  params: Record<string, unknown>,
): Record<string, unknown> {
  const args = decoded(params);
  const channelId = String(args.channel ?? args.channel_id ?? '');
  const channel = slack.channels.get(channelId);
  switch (method) {
    case 'conversations.create': {
      const name = String(args.name ?? '');
      if (!NAME.test(name)) return { ok: false, error: 'invalid_name_specials' };
      if ([...slack.channels.values()].some((c) => c.name === name) || slack.takenNames.has(name)) {
        return { ok: false, error: 'name_taken' };
      }
      const id = `C0NEW${String(slack.channels.size + 1).padStart(4, '0')}`;
      const made: FakeChannel = {
        id,
        name,
        isPrivate: String(args.is_private) === 'true',
        topic: '',
        members: new Set(['U0CASEBOT']),
        pins: [],
        bookmarks: [],
        archived: false,
      };
      slack.channels.set(id, made);
      slack.emit('channel', { channel: made });
      return { ok: true, channel: { id, name, is_private: made.isPrivate } };
    }
    case 'conversations.invite': {
      if (!channel) return { ok: false, error: 'channel_not_found' };
      const users = String(args.users ?? '')
        .split(',')
        .filter(Boolean);
      const unknown = users.filter((u) => !slack.users.has(u));
      if (unknown.length > 0) return { ok: false, error: 'user_not_found' };
      for (const user of users) channel.members.add(user);
      return { ok: true, channel: { id: channel.id } };
    }
    case 'conversations.setTopic':
      if (!channel) return { ok: false, error: 'channel_not_found' };
      channel.topic = String(args.topic ?? '');
      slack.emit('channel', { channel });
      return { ok: true, channel: { id: channel.id, topic: { value: channel.topic } } };
    case 'conversations.archive':
      if (!channel) return { ok: false, error: 'channel_not_found' };
      channel.archived = true;
      slack.emit('channel', { channel });
      return { ok: true };
    case 'conversations.members': {
      const members = channel ? [...channel.members] : ['U0CASEBOT', ...slack.users.keys()];
      return { ok: true, members, response_metadata: { next_cursor: '' } };
    }
    case 'pins.add': {
      if (!channel) return { ok: false, error: 'channel_not_found' };
      channel.pins.push(String(args.timestamp ?? ''));
      slack.emit('channel', { channel });
      return { ok: true };
    }
    case 'bookmarks.add': {
      if (!channel) return { ok: false, error: 'channel_not_found' };
      channel.bookmarks.push({ title: String(args.title ?? ''), link: String(args.link ?? '') });
      return { ok: true, bookmark: { id: `Bk${channel.bookmarks.length}` } };
    }
    // A channel's canvas: one per channel, made with markdown, rewritten whole by canvases.edit (replace).
    case 'conversations.canvases.create': {
      if (!channel) return { ok: false, error: 'channel_not_found' };
      if (channel.canvas) return { ok: false, error: 'channel_canvas_already_exists' };
      const content = args.document_content as { markdown?: unknown } | undefined;
      const id = `F0CANVAS${channel.id}`;
      channel.canvas = { id, title: String(args.title ?? ''), markdown: String(content?.markdown ?? ''), edits: 0 };
      slack.emit('channel', { channel });
      return { ok: true, canvas_id: id };
    }
    case 'canvases.edit': {
      const owner = [...slack.channels.values()].find((c) => c.canvas?.id === String(args.canvas_id ?? ''));
      if (!owner?.canvas) return { ok: false, error: 'canvas_not_found' };
      const [change] = Array.isArray(args.changes) ? (args.changes as Record<string, unknown>[]) : [];
      const content = change?.document_content as { markdown?: unknown } | undefined;
      if (change?.operation !== 'replace' || change.section_id) return { ok: false, error: 'invalid_arguments' };
      owner.canvas.markdown = String(content?.markdown ?? '');
      owner.canvas.edits += 1;
      slack.emit('channel', { channel: owner });
      return { ok: true };
    }
    default:
      return { ok: false, error: 'unknown_method' };
  }
}

import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import { UnaskedError } from '../lib/errors';
import type { Alerts } from '../workspaces/alerts';
import type { Notice } from './outbox';
import { slackError } from '../slack/errors';
import type { ConversationWrites } from '../lib/conversation-port';

// What delivery asks of Slack: the post itself (through the one road), the DM channel, and whether an
// earlier attempt landed. What Slack's refusals mean is read in slack/refusals.ts.

/** Tries before a notice is given up (a missing scope, a person Slack keeps refusing): logged, dropped. */
export const MAX_ATTEMPTS = 10;
/** The metadata event type on every message casebot posts from the outbox: it names the notice. */
export const NOTICE_EVENT = 'casebot_notice';

/** The scope Slack names in a `missing_scope` answer (`needed`), checked before it goes anywhere. */
const neededScope = (error: unknown): string => {
  const needed = (error as { data?: { needed?: unknown } } | undefined)?.data?.needed;
  return typeof needed === 'string' && /^[a-z.:_,]{1,100}$/.test(needed) ? needed : 'unknown';
};

/**
 * Slack says the installation lacks a scope: no notice of this workspace can go out until it is
 * reinstalled, so retrying is pointless. The notice is dropped, the admins see which scope to grant on
 * their App Home, and the log says it once (when the alert is new), not once per notice.
 */
export async function missingScope(
  alerts: Alerts | undefined,
  teamId: string,
  notice: Notice,
  error: unknown,
  logger: Logger,
) {
  const scope = neededScope(error);
  const fresh = await alerts?.raise(teamId, 'missing_scope', scope).catch(() => true);
  const fields = { team: teamId, notice: notice.id, err: 'missing_scope', needed: scope };
  if (fresh ?? true) logger.error(fields, `Slack refused a notice: casebot lacks the ${scope} scope; reinstall it`);
  else logger.debug(fields, 'notice dropped: missing scope (already told)');
}

/**
 * Does what a notice says, through casebot's one road to a conversation: a post (a thread reply, also in
 * the channel when broadcast), an update, a topic. Slack's refusal is thrown as it came, for delivery to
 * read.
 */
export async function send(writes: ConversationWrites, channel: string, notice: Notice): Promise<string | null> {
  const metadata = { event_type: NOTICE_EVENT, event_payload: { notice: notice.id } };
  const { message } = notice;
  const written =
    notice.action === 'topic'
      ? await writes.setTopic(channel, message.text)
      : notice.action === 'canvas'
        ? await writes.editCanvas(targetOf(notice), message.text)
        : notice.action === 'update'
          ? await writes.update(channel, targetOf(notice), message, metadata)
          : await writes.post(channel, message, {
              metadata,
              unfurl: false,
              ...(notice.targetTs ? { threadTs: notice.targetTs, broadcast: notice.broadcast } : {}),
            });
  if (!written.ok) throw written.error;
  return written.value?.ts ?? null;
}

const targetOf = (notice: Notice) => {
  if (!notice.targetTs) throw new UnaskedError('NO_TARGET', 'an update names no message');
  return notice.targetTs;
};

export async function channelFor(
  dmChannels: Map<string, string>,
  client: webApi.WebClient,
  teamId: string,
  notice: Notice,
) {
  if (notice.channelId) return notice.channelId;
  const person = notice.slackUserId ?? '';
  const key = `${teamId}\u0000${person}`;
  const known = dmChannels.get(key);
  if (known) return known;
  const opened = await client.conversations.open({ users: person });
  const id = opened.channel?.id;
  if (!id) throw new UnaskedError('NO_DM_CHANNEL', 'conversations.open gave no channel');
  dmChannels.set(key, id);
  return id;
}

type Metadata = { event_type?: string; event_payload?: unknown } | undefined;
const carries = (notice: Notice) => (m: { metadata?: Metadata }) =>
  m.metadata?.event_type === NOTICE_EVENT &&
  (m.metadata.event_payload as { notice?: unknown } | undefined)?.notice === notice.id;

/** What Slack says of a notice sent before whose answer never came. */
export type Found =
  | { kind: 'found'; ts: string | null }
  | { kind: 'absent' }
  /** Slack will not let casebot read there (a scope it lacks, or it is not in the channel): never known. */
  | { kind: 'unknowable'; err: string }
  /** Slack could not be read just now (a rate limit, no answer): asked again later. */
  | { kind: 'later'; err: string };

/** Slack's answers to a read of a conversation that mean casebot will never be able to read it. */
const UNREADABLE = new Set([
  'missing_scope',
  'not_in_channel',
  'channel_not_found',
  'not_allowed_token_type',
  'method_not_supported_for_channel_type',
]);

/**
 * A notice in doubt was sent and Slack's answer never came (or the process died): Slack is asked whether
 * it landed (each post carries the notice's id as metadata; a topic is read back). A post is looked for
 * in the channel's history since its claim (`im:history` for a DM, `channels:history` / `groups:history`
 * for a channel casebot is in), a thread reply in its thread.
 */
export async function findPosted(client: webApi.WebClient, channel: string, notice: Notice): Promise<Found> {
  try {
    const since = String(Math.max(0, (notice.claimedAt?.getTime() ?? 0) / 1000 - 60));
    if (notice.action === 'topic') {
      const info = await client.conversations.info({ channel });
      return info.channel?.topic?.value === notice.message.text ? { kind: 'found', ts: null } : { kind: 'absent' };
    }
    const read = { channel, oldest: since, limit: 200, include_all_metadata: true };
    const { messages } = notice.targetTs
      ? await client.conversations.replies({ ...read, ts: notice.targetTs })
      : await client.conversations.history(read);
    const ts = (messages ?? []).find(carries(notice))?.ts;
    return ts ? { kind: 'found', ts } : { kind: 'absent' };
  } catch (error) {
    const code = slackError(error);
    if (code && UNREADABLE.has(code)) return { kind: 'unknowable', err: code };
    return { kind: 'later', err: code ?? String((error as { code?: unknown }).code ?? 'error') };
  }
}

/** The Web API method a notice's delivery calls. */
export function methodOf(notice: Notice): string {
  if (notice.action === 'topic') return 'conversations.setTopic';
  if (notice.action === 'canvas') return 'canvases.edit';
  return notice.action === 'update' ? 'chat.update' : 'chat.postMessage';
}

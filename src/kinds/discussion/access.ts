import type { webApi } from '@slack/bolt';
import { errorForLog } from '../../lib/errors';
import { LruCache, SingleFlight } from '../../lib/lru';
import type { Logger } from '../../logging';
import { slackError } from '../../slack/errors';

/** What a conversation is to its readers: anyone in the workspace may open it, or only its members. */
export interface Conversation {
  /** `public`: a public channel; `members`: a private channel, a group DM or a DM; `gone`: no longer there. */
  open: 'public' | 'members' | 'gone';
  /** Its name as a reader sees it (`#support`), or empty for a DM or group DM. */
  name: string;
  kind: 'channel' | 'group_dm' | 'dm';
  /** Shared with another organisation (Slack Connect). */
  external: boolean;
}

/** One question to Slack about a conversation: its answer, or undefined when Slack could not say. */
type AskSlack<V> = (client: webApi.WebClient, teamId: string, channelId: string) => Promise<V | undefined>;

/** How long Slack's word on a conversation and its members is believed. */
export const ACCESS_TTL_MS = 60_000;
/** Most members read of one conversation (pages of 200): a bigger private one is told to nobody beyond. */
const MAX_MEMBER_PAGES = 10;

/**
 * Who may open a conversation, as Slack says it (`conversations.info`, `conversations.members`), cached
 * briefly per workspace: a public channel of the workspace is anyone's; a private channel, a group DM or a
 * DM only its members'. What Slack cannot say is nobody's (a conversation is shown to no one it is unsure of).
 */
export function createConversationAccess(options: { logger: Logger; ttlMs?: number; now?: () => number }) {
  const ttl = options.ttlMs ?? ACCESS_TTL_MS;
  const infos = new LruCache<Conversation>(20_000, ttl, options.now);
  const members = new LruCache<ReadonlySet<string>>(5_000, ttl, options.now);
  const key = (teamId: string, channelId: string) => `${teamId}\u0000${channelId}`;
  // A card's line and its All conversations button ask at once: one question to Slack for both.
  const asking = new SingleFlight();
  /** What is kept of a conversation, else asked of Slack once for everyone asking at the same time. */
  const keptOrAsked =
    <V>(kept: LruCache<V>, what: string, ask: AskSlack<V>): AskSlack<V> =>
    async (client, teamId, channelId) =>
      kept.get(key(teamId, channelId)) ??
      asking.run(`${what}\u0000${key(teamId, channelId)}`, () => ask(client, teamId, channelId));

  async function askInfo(
    client: webApi.WebClient,
    teamId: string,
    channelId: string,
  ): Promise<Conversation | undefined> {
    try {
      const { channel: c } = await client.conversations.info({ channel: channelId });
      if (!c) return undefined;
      const kind = c.is_im ? 'dm' : c.is_mpim ? 'group_dm' : 'channel';
      const said: Conversation = {
        open: c.is_archived ? 'gone' : kind === 'channel' && c.is_private !== true ? 'public' : 'members',
        name: kind === 'channel' && c.name ? `#${c.name}` : '',
        kind,
        external:
          c.is_ext_shared === true ||
          c.is_pending_ext_shared === true ||
          (c.is_shared === true && c.is_org_shared !== true),
      };
      infos.set(key(teamId, channelId), said);
      return said;
    } catch (error) {
      const code = slackError(error);
      if (code === 'channel_not_found') return { open: 'gone', name: '', kind: 'channel', external: false };
      options.logger.warn({ team: teamId, channel: channelId, err: errorForLog(error) }, 'conversations.info failed');
      return undefined;
    }
  }

  async function askMembers(
    client: webApi.WebClient,
    teamId: string,
    channelId: string,
  ): Promise<ReadonlySet<string> | undefined> {
    const found = new Set<string>();
    let cursor: string | undefined;
    try {
      for (let page = 0; page < MAX_MEMBER_PAGES; page++) {
        const result = await client.conversations.members({
          channel: channelId,
          limit: 200,
          ...(cursor ? { cursor } : {}),
        });
        for (const member of result.members ?? []) found.add(member);
        cursor = result.response_metadata?.next_cursor || undefined;
        if (!cursor) break;
      }
    } catch (error) {
      options.logger.warn(
        { team: teamId, channel: channelId, err: errorForLog(error) },
        'conversations.members failed',
      );
      return undefined;
    }
    members.set(key(teamId, channelId), found);
    return found;
  }

  const conversation = keptOrAsked(infos, 'info', askInfo);
  const membersOf = keptOrAsked(members, 'members', askMembers);

  return {
    conversation,
    /**
     * Whether `reader` may open the conversation (absent: a channel's card, which anyone there reads: only
     * a public channel), with what it is; undefined when they may not or Slack cannot say.
     */
    async openTo(
      client: webApi.WebClient,
      teamId: string,
      channelId: string,
      reader: string | undefined,
    ): Promise<Conversation | undefined> {
      const said = await conversation(client, teamId, channelId);
      if (!said || said.open === 'gone') return undefined;
      if (said.open === 'public') return said;
      if (!reader) return undefined;
      return (await membersOf(client, teamId, channelId))?.has(reader) ? said : undefined;
    },
    /** Slack said the conversation changed (archived, shared, someone joined or left): ask again next time. */
    forget(teamId: string, channelId: string): void {
      infos.delete(key(teamId, channelId));
      members.delete(key(teamId, channelId));
    },
  };
}

export type ConversationAccess = ReturnType<typeof createConversationAccess>;

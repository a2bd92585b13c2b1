import type { webApi } from '@slack/bolt';
import { errorForLog } from '../../lib/errors';
import { LruCache, SingleFlight } from '../../lib/lru';
import type { Logger } from '../../logging';
import { slackError } from '../../slack/errors';
import type { CameUp } from '../surfaces';
import { ACCESS_TTL_MS, type ConversationAccess } from './access';
import type { Shown } from './blocks';
import type { Discussion, DiscussionStore } from './store';

/**
 * How long a message's link is kept once Slack gave it: a deleted message is found out (and forgotten) the
 * first time it is shown after this.
 */
const PERMALINK_TTL_MS = ACCESS_TTL_MS;
/** Conversations Slack is asked about for one look at most; what is in others is not shown this time. */
const MAX_CONVERSATIONS = 20;

/** When a message was written (its ts is its time), or when a channel was linked. */
const whenSaid = (d: Discussion): Date =>
  d.messageTs && Number.isFinite(Number(d.messageTs)) ? new Date(Number(d.messageTs) * 1000) : d.linkedAt;

/**
 * Where cases were discussed, for one workspace at a time: remembered as casebot sees a case come up, and
 * shown to a reader only where they may open the conversation (Slack says, cached briefly). A message
 * Slack no longer finds, and a channel archived or gone, is forgotten when it is found out.
 */
export function createDiscussions(deps: {
  discussions: DiscussionStore;
  access: ConversationAccess;
  logger: Logger;
  /** Whether the workspace allows channels shared with another organisation (then they are shown). */
  allowsShared(teamId: string): Promise<boolean>;
}) {
  const { discussions, access, logger } = deps;
  const permalinks = new LruCache<string>(20_000, PERMALINK_TTL_MS);
  const asking = new SingleFlight();

  /** A message's link, or undefined when Slack no longer finds it (then it is forgotten). */
  async function permalinkOf(client: webApi.WebClient, d: Discussion): Promise<string | 'gone' | undefined> {
    const key = `${d.teamId}\u0000${d.channelId}\u0000${d.messageTs}`;
    const known = permalinks.get(key);
    if (known) return known;
    return asking.run(key, () => askPermalink(client, d, key));
  }

  async function askPermalink(
    client: webApi.WebClient,
    d: Discussion,
    key: string,
  ): Promise<string | 'gone' | undefined> {
    try {
      const { permalink } = await client.chat.getPermalink({ channel: d.channelId, message_ts: d.messageTs });
      if (!permalink) return undefined;
      permalinks.set(key, permalink);
      return permalink;
    } catch (error) {
      const code = slackError(error);
      if (code === 'message_not_found' || code === 'channel_not_found') return 'gone';
      logger.warn({ team: d.teamId, channel: d.channelId, err: errorForLog(error) }, 'chat.getPermalink failed');
      return undefined;
    }
  }

  return {
    /** A case came up in a conversation casebot saw (an unfurl, a share, a case's own channel, the shortcut). */
    async cameUp(where: CameUp): Promise<'added' | 'renewed'> {
      return discussions.remember({
        teamId: where.teamId,
        caseId: where.caseId,
        caseNumber: where.caseNumber,
        channelId: where.channelId,
        messageTs: where.messageTs,
        threadTs: where.threadTs,
        source: where.source,
        linkedBy: where.by,
      });
    },

    /**
     * Where these cases came up that `reader` may open (absent: a channel's card, public channels only),
     * newest first: the first `links` with their links, and how many more there are; `skipChannels`: leave
     * out a case's own channel (named already). Slack is asked about at most `MAX_CONVERSATIONS`
     * conversations a look.
     */
    async shownTo(
      client: webApi.WebClient,
      teamId: string,
      caseIds: readonly number[],
      reader: string | undefined,
      options: { links: number; skipChannels?: boolean },
    ): Promise<Map<number, { shown: Shown[]; more: number }>> {
      const found = await discussions.ofCases(teamId, caseIds);
      const result = new Map<number, { shown: Shown[]; more: number }>();
      const allowsShared = found.size > 0 ? await deps.allowsShared(teamId) : false;
      const asked = new Set<string>();
      for (const [caseId, list] of found) {
        const shown: Shown[] = [];
        let more = 0;
        for (const d of list) {
          if (options.skipChannels && d.source === 'channel') continue;
          if (!asked.has(d.channelId) && asked.size >= MAX_CONVERSATIONS) continue;
          asked.add(d.channelId);
          const said = await access.conversation(client, teamId, d.channelId);
          if (said?.open === 'gone' || (said?.external && !allowsShared)) {
            await discussions.forget(teamId, { channelId: d.channelId });
            continue;
          }
          const open = said && (await access.openTo(client, teamId, d.channelId, reader));
          if (!open) continue;
          if (shown.length >= options.links) {
            more++;
            continue;
          }
          const permalink = d.messageTs ? await permalinkOf(client, d) : undefined;
          if (permalink === 'gone') {
            await discussions.forgetMessage(teamId, d.channelId, d.messageTs);
            continue;
          }
          // A message whose link Slack could not give this time is left out, not shown as the channel.
          if (d.messageTs && !permalink) continue;
          shown.push({ channelId: d.channelId, conversation: open, permalink, at: whenSaid(d), by: d.linkedBy });
        }
        if (shown.length > 0) result.set(caseId, { shown, more });
      }
      return result;
    },
  };
}

export type Discussions = ReturnType<typeof createDiscussions>;

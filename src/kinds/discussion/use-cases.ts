import type { webApi } from '@slack/bolt';
import { errorForLog } from '../../lib/errors';
import { LruCache } from '../../lib/lru';
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
/** Slack's answers a reader's look may wait for at most, past which the rest is not shown this time. */
const MAX_LOOKUPS = 20;

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

  /** A message's link, or undefined when Slack no longer finds it (then it is forgotten). */
  async function permalinkOf(client: webApi.WebClient, d: Discussion): Promise<string | 'gone' | undefined> {
    const key = `${d.teamId}\u0000${d.channelId}\u0000${d.messageTs}`;
    const known = permalinks.get(key);
    if (known) return known;
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
    async cameUp(where: CameUp): Promise<void> {
      await discussions.remember({
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
     * newest first, at most `limit` each; `skipChannels`: leave out a case's own channel (named already).
     */
    async shownTo(
      client: webApi.WebClient,
      teamId: string,
      caseIds: readonly number[],
      reader: string | undefined,
      options: { limit: number; skipChannels?: boolean },
    ): Promise<Map<number, Shown[]>> {
      const found = await discussions.ofCases(teamId, caseIds);
      const shown = new Map<number, Shown[]>();
      const allowsShared = found.size > 0 ? await deps.allowsShared(teamId) : false;
      let lookups = 0;
      for (const [caseId, list] of found) {
        const mine: Shown[] = [];
        for (const d of list) {
          if (mine.length >= options.limit || lookups >= MAX_LOOKUPS) break;
          if (options.skipChannels && d.source === 'channel') continue;
          lookups++;
          const said = await access.conversation(client, teamId, d.channelId);
          if (said?.open === 'gone' || (said?.external && !allowsShared)) {
            await discussions.forget(teamId, { channelId: d.channelId });
            continue;
          }
          const open = said && (await access.openTo(client, teamId, d.channelId, reader));
          if (!open) continue;
          const permalink = d.messageTs ? await permalinkOf(client, d) : undefined;
          if (permalink === 'gone') {
            await discussions.forgetMessage(teamId, d.channelId, d.messageTs);
            continue;
          }
          // A message whose link Slack could not give this time is left out, not shown as the channel.
          if (d.messageTs && !permalink) continue;
          mine.push({ channelId: d.channelId, conversation: open, permalink, at: d.linkedAt, by: d.linkedBy });
        }
        if (mine.length > 0) shown.set(caseId, mine);
      }
      return shown;
    },
  };
}

export type Discussions = ReturnType<typeof createDiscussions>;

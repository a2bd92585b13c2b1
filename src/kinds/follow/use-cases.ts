import type { CasesFor } from '../../cases/case-service';
import { type FilterSlip, filterSlip, parseFilteredSearch, rowState, sameSearch } from '../../cases/search-filters';
import type { ChannelReach, Refusal } from '../../lib/conversation-port';
import type { NoticeInput } from '../../spine/outbox';
import {
  type Follow,
  type FollowCap,
  FOLLOW_ROWS,
  type FollowStore,
  MAX_FOLLOWS_PER_CHANNEL,
  MAX_FOLLOWS_PER_PERSON,
  MAX_FOLLOWS_PER_WORKSPACE,
} from './store';

/** The longest search a channel may follow (as `/cases` refuses longer). */
export const MAX_FOLLOW_TEXT = 100;

const CAPS: Record<FollowCap, number> = {
  channel: MAX_FOLLOWS_PER_CHANNEL,
  person: MAX_FOLLOWS_PER_PERSON,
  workspace: MAX_FOLLOWS_PER_WORKSPACE,
};

export type FollowResult =
  | { kind: 'following'; follow: Follow }
  /** The channel is shared with another organisation, and the workspace does not allow such channels. */
  | { kind: 'shared_channel' }
  /** Slack could not say whether it is: nothing is followed until it can. */
  | { kind: 'reach_unknown' }
  | { kind: 'already'; searchText: string }
  | { kind: 'needs_text' }
  | { kind: 'too_long' }
  /** Something meant as a filter that would be searched as words (`prio:high`, `events:closd`). */
  | { kind: 'filter_slip'; slip: FilterSlip }
  | { kind: 'too_many'; cap: FollowCap; max: number }
  | { kind: 'cannot_post' };

export type ChangeResult =
  | { kind: 'changed'; follow: Follow }
  | { kind: 'gone' }
  | { kind: 'owner_only'; ownerId: string }
  | { kind: 'already'; searchText: string }
  | { kind: 'needs_text' }
  | { kind: 'too_long' }
  | { kind: 'filter_slip'; slip: FilterSlip };

export type UnfollowResult =
  | { kind: 'stopped'; searchText: string; channelId: string }
  | { kind: 'not_following'; searchText: string }
  /** A Stop pressed on a follow that has already ended. */
  | { kind: 'gone' };

/**
 * Following searches in channels: no Slack here, only what happened. `announce` posts the news of a new
 * follow into its channel and says what Slack's refusal meant when it could not: that post is also the proof
 * that casebot can post there, else the follow is taken back.
 */
/** The DM telling a follow's owner who stopped it (resolved before it ends: their language is asked of Slack). */
export type TellOwner = (follow: Follow) => Promise<NoticeInput | undefined>;

export function createFollowing(
  follows: Pick<FollowStore, 'addFollow' | 'listFollows' | 'endFollows' | 'getFollow' | 'changeFollow'>,
) {
  return {
    /** A follow as its Change button finds it: only the person who set it up may change it (it reads as them). */
    async toChange(
      workspaceId: string,
      followId: string,
      userId: string,
    ): Promise<{ kind: 'found'; follow: Follow } | { kind: 'gone' } | { kind: 'owner_only'; ownerId: string }> {
      const found = await follows.getFollow(followId);
      if (!found || found.teamId !== workspaceId) return { kind: 'gone' };
      if (found.createdBy !== userId) return { kind: 'owner_only', ownerId: found.createdBy };
      return { kind: 'found', follow: found };
    },

    /**
     * The Change modal saved: the follow's search becomes `searchText` (its words, filters and events),
     * read as its owner so that what the new search lists now is not told as new.
     */
    async change(
      workspaceId: string,
      followId: string,
      userId: string,
      searchText: string,
      cases: Pick<CasesFor, 'searchCases'>,
    ): Promise<ChangeResult> {
      if (!searchText) return { kind: 'needs_text' };
      if (searchText.length > MAX_FOLLOW_TEXT) return { kind: 'too_long' };
      const slip = filterSlip(searchText);
      if (slip) return { kind: 'filter_slip', slip };
      const found = await this.toChange(workspaceId, followId, userId);
      if (found.kind !== 'found') return found;
      const page = await cases.searchCases(parseFilteredSearch(searchText).text, 0, FOLLOW_ROWS);
      const rows = page.items.map((row) => ({ caseId: row.ComplaintId, ...rowState(row) }));
      const changed = await follows.changeFollow(found.follow, searchText, rows);
      if (changed === 'already') return { kind: 'already', searchText };
      if (changed === 'gone') return { kind: 'gone' };
      return { kind: 'changed', follow: { ...found.follow, searchText } };
    },

    async follow(
      input: {
        workspaceId: string;
        channelId: string;
        searchText: string;
        userId: string;
        userName: string | null;
        /** Cases may go into channels shared with other organisations (the workspace's setting). */
        allowSharedChannels: boolean;
      },
      cases: Pick<CasesFor, 'searchCases'>,
      announce: (follow: Follow) => Promise<Refusal | undefined>,
      reach: () => Promise<ChannelReach>,
    ): Promise<FollowResult> {
      const { workspaceId, channelId, searchText } = input;
      if (!searchText) return { kind: 'needs_text' };
      if (searchText.length > MAX_FOLLOW_TEXT) return { kind: 'too_long' };
      const slip = filterSlip(searchText);
      if (slip) return { kind: 'filter_slip', slip };
      // Nothing goes into another organisation's channel unless an admin allowed it.
      if (!input.allowSharedChannels) {
        const reached = await reach();
        if (reached === 'external') return { kind: 'shared_channel' };
        if (reached === 'unknown') return { kind: 'reach_unknown' };
      }
      // Read as the person setting it up: the service refuses them here, not later, if it will.
      const page = await cases.searchCases(parseFilteredSearch(searchText).text, 0, FOLLOW_ROWS);
      const added = await follows.addFollow(
        { teamId: workspaceId, channelId, searchText, createdBy: input.userId, createdByName: input.userName },
        page.items.map((row) => ({ caseId: row.ComplaintId, ...rowState(row) })),
      );
      if (typeof added === 'object') return { kind: 'too_many', cap: added.tooMany, max: CAPS[added.tooMany] };
      const made = (await follows.listFollows(workspaceId, channelId)).find((f) =>
        sameSearch(f.searchText, searchText),
      );
      if (added === 'already' || !made) return { kind: 'already', searchText: made?.searchText ?? searchText };
      const refused = await announce(made);
      // casebot cannot post there until someone invites it (or the channel is gone).
      if (refused === 'channel_refused') {
        await follows.endFollows(workspaceId, { id: made.id });
        return { kind: 'cannot_post' };
      }
      return { kind: 'following', follow: made };
    },

    /**
     * `/cases unfollow printer`: anyone in the channel may stop it; whoever set it up hears who did (`tellOwner`,
     * in their language), unless they did it themselves.
     */
    async unfollowText(
      workspaceId: string,
      channelId: string,
      searchText: string,
      by?: { userId: string; tellOwner: TellOwner },
    ): Promise<UnfollowResult> {
      const found = (await follows.listFollows(workspaceId, channelId)).find((f) =>
        sameSearch(f.searchText, searchText),
      );
      if (!found) return { kind: 'not_following', searchText };
      const told = by && found.createdBy !== by.userId ? await by.tellOwner(found) : undefined;
      await follows.endFollows(workspaceId, { id: found.id }, told ? () => told : undefined);
      return { kind: 'stopped', searchText: found.searchText, channelId: found.channelId };
    },

    /**
     * Stop following on a post or a list: the follow by its id, pressed in its own channel (anyone who can
     * use casebot there), or by the person who set it up (their list of follows elsewhere); from any other
     * channel, by anyone else, nothing ends.
     */
    async unfollow(
      workspaceId: string,
      followId: string,
      by: { channelId: string | undefined; userId: string; tellOwner?: TellOwner },
    ): Promise<UnfollowResult> {
      // Its owner hears who stopped it (nothing when they stopped it themselves).
      const target = by.channelId && by.tellOwner ? await follows.getFollow(followId) : undefined;
      const told =
        target && by.tellOwner && target.createdBy !== by.userId && target.teamId === workspaceId
          ? await by.tellOwner(target)
          : undefined;
      const here = by.channelId
        ? await follows.endFollows(
            workspaceId,
            { id: followId, channelId: by.channelId },
            told ? () => told : undefined,
          )
        : [];
      const [ended] =
        here.length > 0 ? here : await follows.endFollows(workspaceId, { id: followId, createdBy: by.userId });
      return ended ? { kind: 'stopped', searchText: ended.searchText, channelId: ended.channelId } : { kind: 'gone' };
    },

    /** The follows of a channel. */
    list(workspaceId: string, channelId: string): Promise<Follow[]> {
      return follows.listFollows(workspaceId, channelId);
    },

    /** The follows someone set up in other channels than this one. */
    async theirsElsewhere(workspaceId: string, userId: string, channelId: string): Promise<Follow[]> {
      return (await follows.listFollows(workspaceId)).filter(
        (f) => f.createdBy === userId && f.channelId !== channelId,
      );
    },
  };
}

export type Following = ReturnType<typeof createFollowing>;

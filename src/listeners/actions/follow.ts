import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { decodeButton, followRefSchema, MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { searchTooLong } from '../../blocks/notices';
import {
  followAlready,
  followAnnounced,
  followInviteFirst,
  followNeedsText,
  followStarted,
  followStopped,
  followTooMany,
  followingList,
  notFollowing,
} from '../../blocks/follow';
import { ActionId, UNFOLLOW_ACTION } from '../../blocks/ids';
import { FOLLOW_ROWS } from '../../watch/follow-poll';
import type { Message } from '../../blocks/message';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { ephemeral, serve, type Work } from '../serve';
import { MAX_FOLLOWS_PER_CHANNEL, MAX_FOLLOWS_PER_PERSON, MAX_FOLLOWS_PER_WORKSPACE } from '../../watch/follow-store';

/** What `/cases` asks of follows: `follow <text>`, `following`, `unfollow <text>`; undefined otherwise. */
export type FollowText = { kind: 'list' } | { kind: 'follow' | 'unfollow'; searchText: string };

export function parseFollowText(text: string): FollowText | undefined {
  if (/^following$/i.test(text)) return { kind: 'list' };
  const match = /^(un)?follow(?:\s+(.*))?$/i.exec(text);
  if (!match) return undefined;
  return { kind: match[1] ? 'unfollow' : 'follow', searchText: (match[2] ?? '').trim() };
}

const FOLLOW_CAPS = {
  channel: MAX_FOLLOWS_PER_CHANNEL,
  person: MAX_FOLLOWS_PER_PERSON,
  workspace: MAX_FOLLOWS_PER_WORKSPACE,
};

/** Posts into the channel as casebot; gives Slack's error code when it would not take the post. */
export type Announce = (message: Message) => Promise<string | undefined>;

/** Slack will not take casebot's posts in this channel until someone invites it (or the channel is gone). */
const CANNOT_POST = new Set(['not_in_channel', 'channel_not_found', 'is_archived']);

/**
 * `/cases follow printer`: the channel follows the search; what is there now counts as seen. The channel
 * is told, by a post from casebot: that post is also the proof that casebot can post there (else the
 * follow is taken back, and the person is told to invite casebot first).
 */
export function follow(
  deps: ListenerDeps,
  who: { userId: string; userName: string | undefined },
  channelId: string,
  searchText: string,
  announce: Announce,
): Work {
  const { userId } = who;
  return async ({ cases, settings, tr, channelTr, reply }) => {
    if (!searchText) {
      await reply(ephemeral(followNeedsText(tr)));
      return 'usage';
    }
    if (searchText.length > MAX_SEARCH_TEXT) {
      await reply(ephemeral(searchTooLong(tr)));
      return 'search_too_long';
    }
    // Read as the person setting it up: the service refuses them here, not later, if it will.
    const page = await cases.searchCases(searchText, 0, FOLLOW_ROWS);
    const teamId = settings.workspaceId;
    const added = await deps.follows.addFollow(
      { teamId, channelId, searchText, createdBy: userId, createdByName: who.userName ?? null },
      page.items.map((row) => row.ComplaintId),
    );
    if (typeof added === 'object') {
      await reply(ephemeral(followTooMany(tr, added.tooMany, FOLLOW_CAPS[added.tooMany])));
      return 'watch_limit';
    }
    if (added === 'already') {
      await reply(ephemeral(followAlready(tr, searchText)));
      return 'ok';
    }
    const made = (await deps.follows.listFollows(teamId, channelId)).find((f) => f.searchText === searchText);
    if (!made) {
      await reply(ephemeral(followAlready(tr, searchText)));
      return 'ok';
    }
    const refused = await announce(followAnnounced(channelTr, made));
    if (refused && CANNOT_POST.has(refused)) {
      await deps.follows.endFollows(teamId, { id: made.id });
      await reply(ephemeral(followInviteFirst(tr)));
      return 'cannot_post';
    }
    await reply(ephemeral(followStarted(tr, made)));
    return 'followed';
  };
}

/** `/cases unfollow printer`: anyone in the channel may stop it. */
export function unfollow(deps: ListenerDeps, channelId: string, searchText: string): Work {
  return async ({ settings, tr, reply }) => {
    const found = (await deps.follows.listFollows(settings.workspaceId, channelId)).find(
      (f) => f.searchText.toLowerCase() === searchText.toLowerCase(),
    );
    if (!found) {
      await reply(ephemeral(notFollowing(tr, searchText)));
      return 'ok';
    }
    await deps.follows.endFollows(settings.workspaceId, { id: found.id });
    await reply(ephemeral(followStopped(tr, found.searchText)));
    return 'unfollowed';
  };
}

/** `/cases following`: this channel's follows. */
export function listFollowing(deps: ListenerDeps, channelId: string): Work {
  return async ({ settings, tr, reply }) => {
    await reply(ephemeral(followingList(tr, await deps.follows.listFollows(settings.workspaceId, channelId))));
    return 'ok';
  };
}

/** Stop following, on a posted case or in `/cases following`: anyone who can use casebot here. */
export function registerFollowActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(UNFOLLOW_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.unfollow, who, respond, client }, async (served) => {
      const ref = decodeButton(followRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const ended = await deps.follows.endFollows(served.settings.workspaceId, { id: ref.f });
      const shown = ended[0]?.searchText;
      await served.reply(
        ephemeral(shown !== undefined ? followStopped(served.tr, shown) : notFollowing(served.tr, '…')),
      );
      return ended.length > 0 ? 'unfollowed' : 'ok';
    });
  });
}

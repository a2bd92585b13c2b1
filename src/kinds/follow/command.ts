import type { Refusal } from '../../lib/conversation-port';
import { type FilteredSearch, parseFilteredSearch } from '../../cases/search-filters';
import {
  followAlready,
  followAnnounced,
  followNeedsText,
  followStarted,
  followStopped,
  followTooMany,
  followingList,
  followsEnded,
  notFollowing,
} from './blocks';
import { filterSlipNotice } from '../../blocks/search-words';
import type { Follow } from './store';
import { followsEndedKey } from './keys';
import type { NoticeInput } from '../../spine/outbox';
import { wordsOf } from '../../spine/interaction';
import type { webApi } from '@slack/bolt';
import type { Message } from '../../blocks/message';
import { notice } from '../../blocks/notices';
import { searchTooLong } from '../../blocks/notices';
import type { Outcome } from '../../outcomes';
import type { Translator } from '../../i18n/translate';
import type { FollowResult, UnfollowResult } from './use-cases';
import type { ModuleDeps } from '../../listeners/deps';
import type { FollowOwn } from './own';
import { ephemeral, type Served, type Work } from '../../spine/serve';
import { toldChannelRefused } from '../../listeners/channel-refused';

// Following as `/cases` and its buttons say it: the use case decides, these words tell the person.

/** What `/cases` asks of follows: `follow <text>`, `following`, `unfollow <text>`; undefined otherwise. */
type FollowText = { kind: 'list' } | { kind: 'follow' | 'unfollow'; searchText: string };

export function parseFollowText(text: string): FollowText | undefined {
  if (/^following$/i.test(text)) return { kind: 'list' };
  const match = /^(un)?follow(?:\s+(.*))?$/i.exec(text);
  if (!match) return undefined;
  return { kind: match[1] ? 'unfollow' : 'follow', searchText: (match[2] ?? '').trim() };
}

/** Posts into the channel as casebot; says what Slack's refusal means when it would not take the post. */
type Announce = (message: Message) => Promise<Refusal | undefined>;

/**
 * `/cases follow printer`: the channel follows the search; what is there now counts as seen. The channel
 * is told by a post from casebot (in the workspace's language), which also shows casebot may post there.
 */
export function follow(
  deps: ModuleDeps,
  own: FollowOwn,
  who: { userId: string; userName: string | undefined },
  channelId: string,
  searchText: string,
  announce: Announce,
  client: webApi.WebClient,
): Work {
  // What is there now is read as the follow's polls will read it: in the channel's language, so that a
  // status is not taken for a change only because it is written in another language.
  return async ({ channelCases: cases, settings, tr, channelTr, reply }) => {
    const input = {
      workspaceId: settings.workspaceId,
      channelId,
      searchText,
      userId: who.userId,
      allowSharedChannels: settings.allowSharedChannels,
    };
    // Read once: the confirmation and the channel's announcement both say the filters.
    const { filters, events } = parseFilteredSearch(searchText);
    const result = await own.following.follow(
      { ...input, userName: who.userName ?? null },
      cases,
      (made) => announce(followAnnounced(channelTr, { ...made, filters, events })),
      () => deps.channels.reach(client, settings.workspaceId, channelId),
    );
    const [message, outcome] = toldFollow(result, tr, searchText, { filters, events });
    await reply(ephemeral(message));
    return outcome;
  };
}

/** What a person is told of a follow they asked for, and the outcome. */
function toldFollow(
  result: FollowResult,
  tr: Translator,
  searchText: string,
  read: Pick<FilteredSearch, 'filters' | 'events'>,
): [Message, Outcome] {
  switch (result.kind) {
    case 'needs_text':
      return [followNeedsText(tr), 'usage'];
    case 'too_long':
      return [searchTooLong(tr), 'search_too_long'];
    case 'filter_slip':
      return [filterSlipNotice(tr, result.slip), 'invalid_input'];
    case 'too_many':
      return [followTooMany(tr, result.cap, result.max), 'too_many'];
    case 'already':
      return [followAlready(tr, result.searchText), 'ok'];
    case 'cannot_post':
    case 'shared_channel':
    case 'reach_unknown':
      return toldChannelRefused(result.kind, tr);
    case 'following':
      return [followStarted(tr, { ...result.follow, ...read }), 'set_up'];
  }
}

/** Says a follow stopped, or that there was none. */
export async function toldUnfollowed(
  result: UnfollowResult,
  served: Served,
  here?: string,
  /** Pressed on `/cases following`: the list as it is now, drawn in its place with what stopped under it. */
  listAgain?: () => Promise<Message>,
): Promise<Outcome> {
  if (result.kind === 'gone') {
    await served.reply(ephemeral(notice(served.tr.t('follow.alreadyStopped'))));
    return 'stale_button';
  }
  if (result.kind !== 'stopped') {
    await served.reply(ephemeral(notFollowing(served.tr, result.searchText)));
    return 'ok';
  }
  // Stopped from another channel (the asker's list of their own): the message names the channel.
  const elsewhere = here !== undefined && result.channelId !== here ? result.channelId : undefined;
  const said = followStopped(served.tr, result.searchText, elsewhere);
  if (listAgain) {
    const list = await listAgain();
    await served.reply({ replace_original: true, text: list.text, blocks: [...list.blocks, ...said.blocks] });
    return 'stopped';
  }
  await served.reply(ephemeral(said));
  return 'stopped';
}

/** `/cases unfollow printer`: anyone in the channel may stop it; whoever set it up hears who did. */
export function unfollow(
  deps: ModuleDeps,
  own: FollowOwn,
  channelId: string,
  searchText: string,
  by: { userId: string; client: webApi.WebClient },
): Work {
  return async (served) => {
    const key = served.settings.workspaceId;
    const tellOwner = followOwnerTold(deps, by.client, key, by.userId);
    return toldUnfollowed(
      await own.following.unfollowText(key, channelId, searchText, { userId: by.userId, tellOwner }),
      served,
    );
  };
}

/** The DM to a follow's owner saying who stopped it, in the owner's language. */
export function followOwnerTold(
  deps: ModuleDeps,
  client: webApi.WebClient,
  key: string,
  by: string,
): (follow: Follow) => Promise<NoticeInput> {
  return async (follow) => ({
    dedupeKey: followsEndedKey(),
    slackUserId: follow.createdBy,
    channelId: null,
    message: followsEnded(await wordsOf(deps, client, key, follow.createdBy), { by }, [follow]),
  });
}

/** `/cases following`: this channel's follows. */
export function listFollowing(own: FollowOwn, channelId: string, userId: string): Work {
  return async ({ settings, tr, reply }) => {
    const [here, elsewhere] = await Promise.all([
      own.following.list(settings.workspaceId, channelId),
      own.following.theirsElsewhere(settings.workspaceId, userId, channelId),
    ]);
    await reply(ephemeral(followingList(tr, here, elsewhere, { teamId: settings.workspaceId, channelId }, userId)));
    return 'ok';
  };
}

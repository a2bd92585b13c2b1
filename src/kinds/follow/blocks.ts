import { FollowId, followValue } from './ids';
import type { Translator } from '../../i18n/translate';
import { parseFilteredSearch } from '../../cases/search-filters';
import { LIMITS, truncate } from '../../blocks/limits';
import type { Message } from '../../blocks/message';
import { buttonRows, notice } from '../../blocks/notices';
import { button, mrkdwn, plain, safe } from '../../blocks/text';
import { forReader } from '../../blocks/bidi';
import { changeNotice } from '../../blocks/change-notice';
import { type FilterShown, filtersInWords, searchOf } from '../../blocks/search-words';
import { changeFollowButton } from './modal';
import { lessNoiseButton } from '../../blocks/channel-quiet';
import type { KnownBlock } from '@slack/types';

/** A follow as the renderers need it. */
export interface FollowShown {
  id: string;
  teamId: string;
  searchText: string;
  createdBy: string;
  createdByName?: string | null;
  /** The filters read from its text, said after it (what a post must hold). */
  filters?: readonly FilterShown[];
  /** Its channel (Less noise… there). */
  channelId?: string;
  /** What it tells, from its text (`new` alone: said by nothing more). */
  events?: readonly ('new' | 'closed' | 'status' | 'notes')[];
}

/**
 * `Posted only when: Priority: high / critical; Status: not closed.` and `Tells: new cases, closings.`
 * (nothing when there are no filters and it tells new cases alone, as a follow always did).
 */
function filtersOf(tr: Translator, f: Pick<FollowShown, 'filters' | 'events'>): string {
  return whenOf(tr, f.filters) + eventsOf(tr, f.events);
}

function eventsOf(tr: Translator, events: FollowShown['events']): string {
  if (!events || (events.length === 1 && events[0] === 'new')) return '';
  const name = {
    new: 'follow.eventNew',
    closed: 'follow.eventClosed',
    status: 'follow.eventStatus',
    notes: 'follow.eventNotes',
  } as const;
  return `\n${tr.t('follow.events', {
    events: listOf(
      tr,
      events.map((e) => tr.t(name[e])),
    ),
  })}`;
}

/** Items of a list as the reader's language punctuates them (Arabic: `،`). */
const listOf = (tr: Translator, items: readonly string[]) => items.join(tr.lang === 'ar' ? '\u060c ' : ', ');

function whenOf(tr: Translator, filters: readonly FilterShown[] | undefined): string {
  if (!filters || filters.length === 0) return '';
  return `\n${tr.t('follow.filters', { filters: filtersInWords(tr, filters) })}`;
}

/** Rows `/cases following` lists (a channel holds at most 20). */
const LISTED = 20;

/** A search's words in a message that says its filters itself (or takes what was typed, to stop a follow). */
const search = (text: string) => safe(parseFilteredSearch(text).text || text, 100);
/** A search's words and, where it has some, its filters in words: for a line that says nothing more of it. */
const searchWithFilters = (tr: Translator, text: string) => {
  const { words, filters } = searchOf(tr, text);
  return { search: words, filters };
};
const mention = (userId: string) => `<@${userId}>`;
const unfollowButton = (tr: Translator, f: FollowShown, actionId: string = FollowId.unfollow) =>
  button(actionId, tr.t('button.unfollow'), followValue(f));

/** Stop following someone else's follow: Slack asks first whose it is, and that they will be told. */
const othersUnfollowButton = (tr: Translator, f: FollowShown, actionId: string) => ({
  ...unfollowButton(tr, f, actionId),
  confirm: {
    title: plain(tr.t('follow.confirmStopTitle'), 100),
    text: plain(
      tr.t('follow.confirmStopText', { search: `“${parseFilteredSearch(f.searchText).text || f.searchText}”` }),
      300,
    ),
    confirm: plain(tr.t('common.stop'), 30),
    deny: plain(tr.t('admin.cancel'), 30),
    style: 'danger' as const,
  },
});

export const followStarted = (tr: Translator, f: FollowShown): Message => {
  // New cases alone (as a follow always was), or what its events say below.
  const key = !f.events || (f.events.length === 1 && f.events[0] === 'new') ? 'follow.started' : 'follow.startedEvents';
  const text = tr.t(key, { search: search(f.searchText), user: mention(f.createdBy) }) + filtersOf(tr, f);
  return {
    text,
    blocks: [
      { type: 'section', text: mrkdwn(text), accessory: unfollowButton(tr, f) },
      {
        type: 'actions',
        elements: [changeFollowButton(tr, f), ...(f.channelId ? [lessNoiseButton(tr, f.teamId, f.channelId)] : [])],
      },
    ],
  };
};
/** Posted into the channel when a follow begins: the channel sees what it now follows, and casebot can post there. */
export const followAnnounced = (tr: Translator, f: FollowShown): Message =>
  notice(tr.t('follow.announced', { search: search(f.searchText), user: mention(f.createdBy) }) + filtersOf(tr, f));
/** A follow's Change saved, with its filters and events as they now are. */
export const followChangeSaved = (tr: Translator, f: FollowShown): Message =>
  notice(tr.t('follow.changeSaved', { search: search(f.searchText) }) + filtersOf(tr, f));
/** Why a follow's Change did nothing: someone else's follow, or one that stopped. */
export const followNotChanged = (tr: Translator, why: { ownerId: string } | 'gone'): Message =>
  notice(why === 'gone' ? tr.t('follow.gone') : tr.t('follow.ownerOnly', { user: mention(why.ownerId) }));
export const followAlready = (tr: Translator, text: string): Message =>
  notice(tr.t('follow.already', { search: search(text) }));
/** A cap a new follow would break: the channel's, the person's, or the workspace's. */
export const followTooMany = (tr: Translator, cap: 'channel' | 'person' | 'workspace', max: number): Message =>
  notice(
    tr.t(cap === 'channel' ? 'follow.tooMany' : cap === 'person' ? 'follow.tooManyPerson' : 'follow.tooManyWorkspace', {
      max,
    }),
  );
/** A follow stopped: this channel's, or `channelId`'s when stopped from elsewhere. */
export const followStopped = (tr: Translator, text: string, channelId?: string): Message =>
  notice(
    channelId
      ? tr.t('follow.stoppedElsewhere', { search: search(text), channel: `<#${channelId}>` })
      : tr.t('follow.stopped', { search: search(text) }),
  );
export const notFollowing = (tr: Translator, text: string): Message =>
  notice(tr.t('follow.notFollowing', { search: search(text) }));
export const followNeedsText = (tr: Translator): Message => notice(tr.t('follow.needsText'));

/**
 * `/cases following`: this channel's follows, then the asker's own in other channels (so that they can
 * stop those from here too), each with Stop following.
 */
export function followingList(
  tr: Translator,
  follows: FollowShown[],
  theirsElsewhere: (FollowShown & { channelId: string })[] = [],
  here?: { teamId: string; channelId: string },
  /** Who reads it: Stop on someone else's follow asks first. */
  viewer?: string,
): Message {
  const listed = followingListOnly(tr, follows, theirsElsewhere, viewer);
  if (!here) return listed;
  // The channel's own less noise, beside what it follows.
  const noise: KnownBlock = { type: 'actions', elements: [lessNoiseButton(tr, here.teamId, here.channelId)] };
  return { ...listed, blocks: [...listed.blocks, noise] };
}

function followingListOnly(
  tr: Translator,
  follows: FollowShown[],
  theirsElsewhere: (FollowShown & { channelId: string })[],
  viewer: string | undefined,
): Message {
  const here =
    follows.length === 0
      ? notice(tr.t('follow.none'))
      : buttonRows(
          tr.t('follow.list', { count: follows.length }),
          follows.slice(0, LISTED).map((f, i) => ({
            text: rowOf(tr, 'follow.row', f, { user: mention(f.createdBy) }),
            button:
              viewer && f.createdBy !== viewer
                ? othersUnfollowButton(tr, f, `${FollowId.unfollow}_${i}`)
                : unfollowButton(tr, f, `${FollowId.unfollow}_${i}`),
          })),
        );
  if (theirsElsewhere.length === 0) return here;
  const elsewhere = buttonRows(
    tr.t('follow.yoursElsewhere'),
    theirsElsewhere.slice(0, LISTED).map((f, i) => ({
      text: rowOf(tr, 'follow.rowElsewhere', f, { channel: `<#${f.channelId}>` }),
      button: unfollowButton(tr, f, `${FollowId.unfollow}_${LISTED + i}`),
    })),
  );
  return { text: here.text, blocks: [...here.blocks, { type: 'divider' }, ...elsewhere.blocks] };
}

/** A follow's line in a list: its words, then its filters in words. */
function rowOf(
  tr: Translator,
  key: 'follow.row' | 'follow.rowElsewhere',
  f: FollowShown,
  values: { user: string } | { channel: string },
): string {
  const { search: words, filters } = searchWithFilters(tr, f.searchText);
  return key === 'follow.row'
    ? tr.t(key, { search: words, ...(values as { user: string }) }) + filters
    : tr.t(key, { search: words, ...(values as { channel: string }) }) + filters;
}

/** A new case posted for a follow: the compact card, said to be for this search, with Stop following. */
export function followPost(tr: Translator, f: FollowShown, card: Message): Message {
  return forReader(tr.lang, followPostUnread(tr, f, card));
}

/** Whose follow a post is for: a name, not a mention (a mention would notify them of every post). */
const aboutOf = (tr: Translator, f: FollowShown, key: 'follow.posted' | 'follow.changed') => {
  const { search: words, filters } = searchWithFilters(tr, f.searchText);
  return (
    tr.t(key, {
      search: words,
      user: f.createdByName ? `*${safe(f.createdByName, 100)}*` : mention(f.createdBy),
    }) + filters
  );
};

/** A case of a followed search that closed, changed status or got notes (its events ask for it), with Stop following. */
export function followChangePost(
  tr: Translator,
  f: FollowShown,
  change: Omit<Parameters<typeof changeNotice>[0], 'tr' | 'about' | 'stop'>,
): Message {
  const about = aboutOf(tr, f, 'follow.changed');
  const posted = changeNotice({ ...change, tr, about, stop: unfollowButton(tr, f) });
  return { ...posted, text: truncate(`${about}: ${posted.text}`, LIMITS.fallbackText) };
}

function followPostUnread(tr: Translator, f: FollowShown, card: Message): Message {
  const about = aboutOf(tr, f, 'follow.posted');
  return {
    text: truncate(`${about}: ${card.text}`, LIMITS.fallbackText),
    blocks: [
      { type: 'context', elements: [mrkdwn(about)] },
      ...card.blocks,
      { type: 'actions', elements: [unfollowButton(tr, f), changeFollowButton(tr, f)] },
    ],
  };
}

/** Said in a channel: the follows there ended because whoever set them up left the workspace. */
export function followsEndedHere(tr: Translator, creator: string, follows: { searchText: string }[]): Message {
  const searches = follows
    .slice(0, 10)
    .map((f) => `“${search(f.searchText)}”`)
    .join(', ');
  return forReader(tr.lang, notice(tr.t('follow.endedLeft', { searches, user: `<@${creator}>` })));
}

/** One DM to whoever set up follows that ended without them asking. */
export function followsEnded(
  tr: Translator,
  reason:
    'unlinked' | 'disconnected' | 'refused' | 'cannot_post' | 'shared_channel' | { admin: string } | { by: string },
  follows: { searchText: string; channelId: string }[],
): Message {
  const searches = follows
    .slice(0, 10)
    .map((f) => tr.t('follow.endedSearch', { search: search(f.searchText), channel: `<#${f.channelId}>` }))
    .join(', ');
  if (typeof reason === 'object')
    return 'by' in reason
      ? notice(
          tr.t('follow.endedBy', {
            user: `<@${reason.by}>`,
            searches,
            // The command to follow it again, whole (its filters too).
            search: safe((follows[0]?.searchText ?? '').replace(/`/g, "'"), 100),
          }),
        )
      : notice(tr.t('follow.endedByAdmin', { admin: `<@${reason.admin}>`, searches }));
  const key = {
    unlinked: 'follow.endedUnlinked',
    disconnected: 'follow.endedDisconnected',
    refused: 'follow.endedRefused',
    cannot_post: 'follow.endedCannotPost',
    shared_channel: 'follow.endedSharedChannel',
  } as const;
  return notice(tr.t(key[reason], { searches }));
}

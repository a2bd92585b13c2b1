import type { Translator } from '../i18n/translate';
import { type FilterSlip, parseFollowSearch } from '../cases/follow-filters';
import { encodeValue } from './button-values';
import { ActionId } from './ids';
import { LIMITS, truncate } from './limits';
import type { Message } from './message';
import { buttonRows, notice } from './notices';
import { button, mrkdwn, safe } from './text';
import { forReader, ownOrder } from './bidi';
import { changeNotice } from './watch';
import { changeFollowButton } from './follow-modal';
import { lessNoiseButton } from './channel-quiet';
import type { KnownBlock } from '@slack/types';

/** A follow's filter as it is shown (its values as they were typed, else as the filter compares them). */
interface FilterShown {
  field: 'status' | 'priority' | 'customer';
  values: readonly string[];
  said?: readonly string[];
  exclude: boolean;
}

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

/**
 * A follow's filters as a person would say them, in the reader's language and punctuation: `Priority:
 * high / critical; Status: not closed` (each value in its own order in Arabic).
 */
export function filtersInWords(tr: Translator, filters: readonly FilterShown[]): string {
  const label = { status: 'card.status', priority: 'card.priority', customer: 'card.customer' } as const;
  const said = filters.map((f) => {
    const values = (f.said ?? f.values).map((v) => ownOrder(tr.lang, safe(v, 100))).join(' / ');
    const shown = f.exclude ? tr.t('follow.filterNot', { values }) : values;
    return tr.t('follow.filterField', { field: tr.t(label[f.field]), values: shown });
  });
  return said.join(tr.lang === 'ar' ? '\u061b ' : '; ');
}

/**
 * What a follow's search says in a line about it (a row, a post): its words, never its filters' syntax;
 * where it has filters, they follow in words (`printer” · Priority: high`), else nothing more.
 */
export function searchOf(tr: Translator, searchText: string): { words: string; filters: string } {
  const read = parseFollowSearch(searchText);
  const words = safe(read.text, 100) || tr.t('follow.everyCase');
  const filters =
    read.filters.length > 0 ? tr.t('follow.filtersInline', { filters: filtersInWords(tr, read.filters) }) : '';
  return { words, filters: filters ? ` · ${filters}` : '' };
}

/** Rows `/cases following` lists (a channel holds at most 20). */
const LISTED = 20;

/** A search's words in a message that says its filters itself (or takes what was typed, to stop a follow). */
const search = (text: string) => safe(parseFollowSearch(text).text || text, 100);
/** A search's words and, where it has some, its filters in words: for a line that says nothing more of it. */
const searchWithFilters = (tr: Translator, text: string) => {
  const { words, filters } = searchOf(tr, text);
  return { search: words, filters };
};
const mention = (userId: string) => `<@${userId}>`;
const unfollowButton = (tr: Translator, f: FollowShown, actionId: string = ActionId.unfollow) =>
  button(actionId, tr.t('button.unfollow'), encodeValue({ t: f.teamId, f: f.id }));

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
/** A filter's name as the reader's language writes it (each language's names are read too). */
const FILTER_NAMES = {
  status: 'follow.filterName.status',
  priority: 'follow.filterName.priority',
  customer: 'follow.filterName.customer',
  events: 'follow.filterName.events',
} as const;
/** Something meant as a filter that would be searched as words: what casebot reads instead. */
export function followSlip(tr: Translator, slip: FilterSlip): Message {
  const typed = safe(slip.typed, 100);
  if (slip.kind === 'events') return notice(tr.t('follow.slipEvents', { typed }));
  if (slip.kind === 'empty') return notice(tr.t('follow.slipEmpty', { typed }));
  const name = FILTER_NAMES[slip.field as keyof typeof FILTER_NAMES];
  return notice(tr.t('follow.slipUnknown', { typed, field: `${name ? tr.t(name) : slip.field}:` }));
}
export const followInviteFirst = (tr: Translator): Message => notice(tr.t('follow.inviteFirst'));
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
): Message {
  const listed = followingListOnly(tr, follows, theirsElsewhere);
  if (!here) return listed;
  // The channel's own less noise, beside what it follows.
  const noise: KnownBlock = { type: 'actions', elements: [lessNoiseButton(tr, here.teamId, here.channelId)] };
  return { ...listed, blocks: [...listed.blocks, noise] };
}

function followingListOnly(
  tr: Translator,
  follows: FollowShown[],
  theirsElsewhere: (FollowShown & { channelId: string })[],
): Message {
  const here =
    follows.length === 0
      ? notice(tr.t('follow.none'))
      : buttonRows(
          tr.t('follow.list', { count: follows.length }),
          follows.slice(0, LISTED).map((f, i) => ({
            text: rowOf(tr, 'follow.row', f, { user: mention(f.createdBy) }),
            button: unfollowButton(tr, f, `${ActionId.unfollow}_${i}`),
          })),
        );
  if (theirsElsewhere.length === 0) return here;
  const elsewhere = buttonRows(
    tr.t('follow.yoursElsewhere'),
    theirsElsewhere.slice(0, LISTED).map((f, i) => ({
      text: rowOf(tr, 'follow.rowElsewhere', f, { channel: `<#${f.channelId}>` }),
      button: unfollowButton(tr, f, `${ActionId.unfollow}_${LISTED + i}`),
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

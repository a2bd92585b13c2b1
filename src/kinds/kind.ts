import type { webApi } from '@slack/bolt';
import type { PollRound } from '../cases/round-fetch';
import type { MessageKey, Translator } from '../i18n/translate';
import type { Refusal } from '../lib/conversation-port';
import type { KeyName } from '../spine/notice-keys';
import type { Notice } from '../spine/outbox';
import type { Workspace } from '../workspaces/store';
import type { DueFilter } from './rows';

// What every kind of thing casebot tells unasked is to the frame that runs them: the poller plans and
// checks them, delivery hears Slack's refusals for them, the ending rules end them, App Home and the CLI
// list them. None of those names a kind; each loops over the registered ones (registry.ts).

/**
 * What one check of an item about one case (a watch, a card kept true) came to. `refused`: the service
 * said its person may not see this case (believed only when it repeats, see the poller); `unreadable`: an
 * answer casebot cannot use (garbage, another case's); the resolution's reasons when the person or
 * workspace can no longer be served.
 */
export type CaseCheckOutcome =
  | 'unchanged'
  | 'changed'
  | 'raced'
  | 'capped'
  | 'refused'
  | 'unreadable'
  /** Slack could not say whether its person (served through the default user) is a member: next round. */
  | 'deferred'
  | NotServed;

/** Why an item's person or workspace can no longer be served (what the one policy said). */
export type NotServed =
  /** Its person is not linked: everything they set up ends (`end`, `unlinked`). */
  | 'user_not_linked'
  /** Its person left the workspace: everything they set up ends (`end`, `left_workspace`), said where it posted. */
  | 'left_workspace'
  /** The workspace is gone: everything of it ends. */
  | 'workspace_not_connected'
  | 'workspace_uninstalled'
  /** The workspace's settings cannot be used: the poll stops and backs off. */
  | 'token_unreadable'
  | 'no_base_url';

/** How one check went, as the poll counts it. */
export type KindOutcome =
  /** The service answered well; nothing new to tell. */
  | 'answered'
  /** The service answered well, and something was queued to tell (delivered while the next call waits). */
  | 'told'
  /** The service refused this to its person: believed only when it repeats (`endRefused`). */
  | 'refused'
  /** An answer casebot cannot use (garbage, another case's): this item waits for its next turn. */
  | 'unreadable'
  /** Slack could not say whether its person is a member: tried next round, no call made. */
  | 'deferred'
  | NotServed;

/** What planning a round knows: the workspace, its clock and budget, and what the change detector noticed. */
export interface PlanRound {
  teamId: string;
  now: number;
  intervalMs: number;
  /** The round: the interval, or half of it where the detector reads the recent list every round. */
  roundMs: number;
  /** Most calls the round makes. */
  budget: number;
  /** What may have changed (the detector's read); undefined: check in turn, the old way. */
  filter: DueFilter | undefined;
}

/** What a check gets from its round. */
export interface CheckRound {
  client: webApi.WebClient | undefined;
  workspace: Workspace | undefined;
  /** Every call to the service waits its turn here and is counted (`beforeCall`); answers are shared in it. */
  fetches: PollRound;
  /** Calls the round has left of its budget (a check that reads on, page by page, stops there). */
  callsLeft(): number;
}

/** One thing due in a round: when it is due (sorted on), as whom it runs, and its check. */
export interface DueItem {
  at: number;
  /** The person it runs as: someone the service no longer serves ends everything they set up. */
  actsAs: string;
  check(round: CheckRound): Promise<KindOutcome>;
  /** Where its refusals are believed only when they repeat: since when this one was refused, and a mark. */
  refusal?: { id: string; since: Date | null; mark(): Promise<void> };
}

/** Why what casebot tells ends. */
export type EndWhy =
  /** Its person is no longer linked (or served through the default user, and not a member). */
  | 'unlinked'
  /** Its person left the workspace. */
  | 'left_workspace'
  /** The workspace was disconnected from the service. */
  | 'disconnected'
  /** casebot was uninstalled: nothing can be said. */
  | 'uninstalled'
  /** Its channel became shared with another organisation. */
  | 'shared_channel'
  /** casebot is out of its channel: removed, or the channel archived or deleted. */
  | 'channel_gone'
  /** Slack refuses its posts for good. */
  | 'cannot_post'
  /** The service refused it to its person, again. */
  | 'refused';

/** Which of a kind's items an ending is about. */
export type Which = { all: true } | { person: string } | { channelId: string } | { ids: readonly string[] };

/** One ending, as every kind hears it. */
export interface Ending {
  teamId: string;
  which: Which;
  why: EndWhy;
  /**
   * The language of each person told, looked up once for every kind before anything ends; undefined where
   * nothing can be said (uninstalled).
   */
  trOf: ((person: string) => Translator) | undefined;
  /** What the workspace's channels read (an ending said on a card, in a channel). */
  channelTr: Translator;
  /** The reference of whatever ended it (an event's), carried by what it queues. */
  ref?: string;
}

/** One row of an admin's listing (App Home, the CLI). */
export interface Listed {
  id: string;
  /** Where it is told (a channel), or null for a DM. */
  channelId: string | null;
  /** Whoever set it up (or the person it is read as). */
  owner: string;
  /** What it is, in a few words of the admin's: its search, its schedule. */
  what: string;
  next?: Date;
}

/**
 * A listed kind's `<kind> list|end` in the CLI, in the admin's shell's English: each command's line in
 * `--help`, and its own help.
 */
export interface ListingCli {
  list: { line: string; help: string };
  /** `id`: what its ids are called (`<reminderId>`). */
  end: { line: string; help: string; id: string };
}

/** A kind as an admin lists it (App Home, the CLI) and stops one of it. */
export interface Listing {
  /** Its heading on an admin's Home, and what it says when there is none. */
  title: MessageKey;
  none: MessageKey;
  /** The audit trail's words for one of it an admin ended (`<kind>.ended`). */
  ended: MessageKey;
  /** Its rows, each said in the reader's words (`tr`). */
  list(teamId: string, tr: Translator): Promise<Listed[]>;
  /**
   * Stops one as an admin `by`, its person told in their language where `trOf` says it: what the audit
   * trail records of it (`<kind>.ended`), or undefined when there is no such one.
   */
  stop(teamId: string, id: string, by: string, trOf?: (person: string) => Translator): Promise<string | undefined>;
}

/** Everything casebot tells unasked of one kind. */
export interface Kind {
  /** Its name: log lines, the CLI's nouns, the registry. */
  readonly name: string;
  /** The table whose rows keep a workspace polled. */
  readonly table: string;
  /** The prefixes of its notices' keys, and what their deliveries are called in log lines and metrics. */
  readonly keys: readonly KeyName[];
  /**
   * What Slack refusing one of its notices for good ends (`refusal`, read by the road's one list): some of
   * its items, ended by the ending rules (their people told), or something of its own to forget; nothing
   * when undefined.
   */
  onRefused?(
    teamId: string,
    notice: Notice,
    refusal: Refusal,
  ): { which: Which; why: EndWhy } | (() => Promise<void>) | undefined;
  /**
   * Its items are each of one case (a `case_id` column), read as the person in `person`: the change detector
   * keeps those cases placed, and reads the recent list as the linked person who has had one longest.
   */
  caseRows?: { table: string; person: string };
  /** Forgets what it keeps that nothing needs any more (once an hour a workspace, with the outbox's prune). */
  prune?(teamId: string, now: Date): Promise<void>;
  /** It posts into channels: a channel shared with another organisation, or gone, ends it there. */
  readonly postsInChannels: boolean;
  /**
   * Its items counted in words ("2 watches"), for a kind that tells only its owner: when its owner leaves the
   * workspace, nobody else hears it ended but an admin, who is told this.
   */
  counted?(tr: Translator, count: number): string;
  /** Calls one item's check makes at most. */
  readonly callsEach: number;
  /** Goes first in a round, outside the fair shares (one cheap look a workspace). */
  readonly ahead?: boolean;
  /** What is due in this round, at most `limit` items. */
  due(round: PlanRound, limit: number): Promise<DueItem[]>;
  /** Whom ending these would tell. */
  ownersOf(teamId: string, which: Which): Promise<string[]>;
  /** Whom it reads the recent list as for the whole workspace (the change detector reads as them too). */
  readsRecentAs?(teamId: string): Promise<string | undefined>;
  /** Ends these, telling each owner once (unless `trOf` is undefined); how many ended. */
  end(ending: Ending): Promise<number>;
  /** What an admin sees of it (App Home, the CLI), and stops from there: kinds that are set up per channel or person. */
  listing?: Listing;
}

/** Send now posts a kind's message once in this long, however many press it (a press Slack sends twice, twenty people). */
export const SEND_NOW_WINDOW_MS = 60_000;

/** The press window a Send now at `at` falls in: the one post of it is named by it. */
export const pressWindow = (at: number) => `w${Math.floor(at / SEND_NOW_WINDOW_MS)}`;

/**
 * How Send now ends everything of an owner it finds no longer served (not linked, or left the workspace),
 * as a poll would: through the ending rules.
 */
export type EndOwner = (
  teamId: string,
  person: string,
  why: 'unlinked' | 'left_workspace',
  client: webApi.WebClient,
) => Promise<unknown>;

/**
 * What Slack's refusal of a channel post ends, for a kind whose posts each belong to one item (`itemOf`:
 * its id from the notice, or undefined when the notice is not one of its posts): everything told in the
 * channel when casebot is out of it, the item when Slack restricts posting there; nothing otherwise.
 */
export function channelPostRefused(
  itemOf: (teamId: string, notice: Notice) => string | undefined,
): NonNullable<Kind['onRefused']> {
  return (teamId, notice, refusal) => {
    const id = itemOf(teamId, notice);
    if (!id || !notice.channelId) return undefined;
    if (refusal === 'channel_refused') return { which: { channelId: notice.channelId }, why: 'channel_gone' };
    return refusal === 'restricted' ? { which: { ids: [id] }, why: 'cannot_post' } : undefined;
  };
}

/** A row due in turns among others of its kind (a watch, a card kept true). */
interface TurnRow {
  id: string;
  checkedAt: Date;
  refusedAt: Date | null;
  /** The change detector or a list read noticed its case changing. */
  changed?: boolean;
}

/**
 * Rows due in turns, as the poll runs them: what the detector or a list read noticed changing first, then
 * the longest unchecked; each checked as its person, a refusal believed when it repeats (`markRefused`).
 */
export function dueInTurns<R extends TurnRow>(
  rows: readonly R[],
  actsAs: (row: R) => string,
  check: (row: R, round: CheckRound) => Promise<KindOutcome>,
  markRefused: (row: R) => Promise<void>,
): DueItem[] {
  return rows.map((row) => ({
    at: row.changed ? 1 : row.checkedAt.getTime(),
    actsAs: actsAs(row),
    check: (round) => check(row, round),
    refusal: { id: row.id, since: row.refusedAt, mark: () => markRefused(row) },
  }));
}

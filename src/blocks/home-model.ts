import type { Button, KnownBlock } from '@slack/types';
import type { MessageKey, Translator } from '../i18n/translate';
import type { Alert } from '../workspaces/alerts';
import type { AccessRequest, AuditEntry, RecentCase } from '../workspaces/home-data';
import type { RecentOrder, UserLink, Workspace } from '../workspaces/store';
import { formatForSlack } from './dates';
import { LIMITS } from './limits';
import { mrkdwn, plain } from './text';
import type { CaseListItem } from '../case-api/schemas';

// What App Home is drawn from, and the small blocks both of its parts (everyone's and the admins') use.

/** Slack's limit on the blocks of a view (App Home, modals). */
export const VIEW_BLOCKS = 100;
/** Linked people listed on an admin's Home (the CLI lists everyone). */
export const HOME_USERS = 20;
/** Access requests listed on an admin's Home. */
export const HOME_REQUESTS = 10;
/** Changes listed on an admin's Home. */
export const HOME_AUDIT = 5;

/** Where the person stands with casebot. */
export type HomeStatus =
  | { kind: 'linked'; userName: string }
  | { kind: 'default_user'; userName: string }
  | { kind: 'not_linked'; requestedAt: Date | undefined; adminsKnown: boolean }
  | { kind: 'not_connected' }
  | { kind: 'uninstalled' };

/** What an admin sees below their own part. */
export interface AdminHome {
  workspace: Workspace | undefined;
  users: UserLink[];
  /** The name Slack shows for each listed person, where Slack said. */
  names: Map<string, string>;
  requests: AccessRequest[];
  audit: (AuditEntry & { at: Date })[];
  /**
   * What the admins have to fix (a missing Slack scope, a failing service), oldest first; `said`: a kind
   * module's alert in the admin's words (its `alerts`).
   */
  alerts: (Alert & { said?: string })[];
  /** How an admin runs the CLI here (`npm run casebot --`): the shell way to link someone who asked. */
  cli: string;
  /** The polling a workspace gets where it sets none of its own. */
  pollDefaults: { intervalMs: number; callsPerMinute: number };
  /** What each kind with a listing has (digests, reminders…), soonest first, each row in the admin's words. */
  listings?: {
    name: string;
    title: MessageKey;
    none: MessageKey;
    ended: MessageKey;
    rows: { id: string; what: string }[];
  }[];
  /** The channels set quieter than the defaults (less noise), with who set them. */
  quiet?: { channelId: string; threadOnly: boolean; batchMinutes: number; updatedBy: string }[];
  /** Each kind module's part of an admin's Home (its settings), drawn by the module. */
  kinds?: KnownBlock[];
  /** The kind modules' lines of the audit trail, by action. */
  auditWords?: Readonly<Record<string, AuditWords>>;
  /** How the case service lists recent cases: the setting, and what casebot saw. */
  recentOrder?: RecentOrderShown;
  /** casebot's optional permissions: which features have theirs, and how to grant the rest. */
  scopes?: ScopesShown;
}

/** How one action of the audit trail reads: its key; `channel`, the detail starts with a channel casebot wrote. */
export interface AuditWords {
  key: MessageKey;
  channel?: boolean;
}

/**
 * An optional feature a kind module brings, with the scopes it needs (the manifest's `bot_optional`, by
 * feature) and the words that name it on an admin's Home.
 */
export interface OptionalFeature {
  words: MessageKey;
  scopes: readonly string[];
}

/** What an admin's Home says of casebot's optional permissions. */
export interface ScopesShown {
  features: readonly OptionalFeature[];
  /** The scopes the bot token has, as Slack said; null when it did not. */
  granted: string[] | null;
  /** Where an admin grants the rest (OAuth installs: casebot's own install page asking for all of them). */
  grantUrl?: string | undefined;
  /** Installed with OAuth (each workspace installs casebot itself), else with one bot token. */
  oauth: boolean;
}

/** What an admin's Home says of how the service lists recent cases. */
export interface RecentOrderShown {
  setting: RecentOrder | null;
  /** The order the list's reads showed, once enough of them agreed in a row; null before. */
  seen: { order: RecentOrder; votes: number } | null;
  /** Since when a list taken to be newest update first was read in another order (null: it was not). */
  outOfOrderSince: Date | null;
}

/** The person's own cases as App Home shows them: read as them a while ago, kept for a few minutes. */
export interface HomeMine {
  userName: string;
  /** Their cases among the recent ones looked at, open ones first. */
  items: CaseListItem[];
  looked: { from: number; to: number };
  /** Their open cases by status (the chart). */
  openByStatus: { status: string; count: number }[];
  /** Their cases past the aging threshold for their priority. */
  overdue: number[];
  /** When casebot read them. */
  at: Date;
}

export interface HomeModel {
  /** The workspace key buttons are bound to. */
  teamId: string;
  /** Zone of the readable fallback inside date tokens (each reader's client shows their own). */
  timeZone: string;
  status: HomeStatus;
  /** With what the kind modules say of each (its own channel), as mrkdwn. */
  recent: (RecentCase & { lines?: readonly string[] })[];
  admin?: AdminHome;
  /** Their own cases (linked people only): `null` not read yet, undefined for anyone else. */
  mine?: HomeMine | null;
  /** Each kind module's part of a linked person's Home (their reminder…), drawn by the module. */
  kinds?: KnownBlock[];
  /** What went wrong with what the person just did here (already in their words): shown at the top. */
  notice?: string;
}

export const section = (text: string, accessory?: Button): KnownBlock => ({
  type: 'section',
  text: mrkdwn(text),
  ...(accessory ? { accessory } : {}),
});
export const header = (text: string): KnownBlock => ({ type: 'header', text: plain(text, LIMITS.headerText) });
export const context = (text: string): KnownBlock => ({ type: 'context', elements: [mrkdwn(text)] });
export const when = (date: Date, zone: string, tr: Translator) =>
  formatForSlack({ kind: 'parsed', date, raw: '' }, zone, tr);

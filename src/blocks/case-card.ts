import type { Button, KnownBlock, Overflow, SectionBlock } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import type { CaseDetails } from '../case-api/schemas';
import { encodeValue } from './button-values';
import { formatForSlack } from './dates';
import { ActionId, BlockId } from './ids';
import { LATEST_NOTE_MAX, LIMITS, truncate } from './limits';
import { fileBlocks } from './files';
import { priorityMarker, statusMarker } from './markers';
import type { Message } from './message';
import { noteHead, notesNewestFirst, quote } from './notes';
import { sharedNotice } from './notices';
import { button, displayValue, mrkdwn, oneLine, plain, safe } from './text';
import type { Translator } from '../i18n/translate';
import { forReader, ownOrder } from './bidi';

/** What a case's list row said that its details do not (the use cases keep it a while). */
export interface CaseFacts {
  priority: string;
  /** The service's raw `LastUpdatedTime`; empty when it has none. */
  lastUpdated: string;
  lastUpdatedBy: string | null;
}

/**
 * A line a kind module says of a case wherever casebot shows it (the case's own channel): mrkdwn on a card
 * and in App Home's list, a plain field in the side panel.
 */
export interface CaseLine {
  text: string;
  field: { key: string; label: string; value: string };
}

/**
 * What a kind module adds to a shared card it keeps (or could not keep) true: lines above its buttons, a
 * menu beside them, and a version that makes the buttons' block new (Slack's clients keep no state of the
 * version before).
 */
export interface CardKept {
  lines: readonly KnownBlock[];
  menu?: Overflow;
  version?: number;
}

/**
 * A button a kind module adds to a case one reader looks at (Watch or Stop watching): on their private
 * card (`card`, its action id there) and in the side panel (`panel`); its value names the case.
 */
export interface CaseAction {
  text: string;
  card: string;
  panel: string;
  /** The panel's primary action (the card keeps Share as its one primary). */
  primary?: boolean;
}

interface CaseCardOptions {
  /** The reader's language (a private card), or the workspace's (a card for a channel). */
  tr: Translator;
  /** Workspace the card is made for: bound into its buttons. */
  teamId: string;
  /** IANA zone the service writes its dates in. */
  timeZone: string;
  /**
   * private: the full card, only for the asker (Share, All notes, Dismiss); shared: the compact card
   * posted for a channel, with View details.
   */
  audience: 'private' | 'shared';
  /** Show the customer's email and mobile. */
  showContactDetails: boolean;
  /** What the case's list row said (priority, last update), when casebot read it lately. */
  facts?: CaseFacts | undefined;
  /** The case's page in the case service (from the workspace's template); no link button without it. */
  caseUrl?: string | undefined;
  /** Slack user id of whoever shared it (shared cards). */
  sharedBy?: string;
  /** Private cards: what the kind modules add for this reader (Watch or Stop watching as they stand). */
  actions?: readonly CaseAction[];
  /** Private cards: this card was shared into a channel, by whom and when; the Share button is then gone. */
  shared?: { by: string; channelId: string | null; at: Date };
  /** Shared cards: what the kind module that keeps it true adds (live cards: their line and Stop updating). */
  kept?: CardKept;
  /** What the kind modules say of the case (its own channel), each a line under its fields. */
  lines?: readonly CaseLine[];
}

/** The newest notes the private card shows; All notes shows every one. */
const NOTES_ON_CARD = 5;
/** Characters of note text the card may hold in all, keeping the message comfortably small. */
const NOTES_BUDGET = 6_000;
const NOTE_MAX = 1500;

/** The case card, private or shared: valid Block Kit for any data. */
export function renderCaseCard(details: CaseDetails, options: CaseCardOptions): Message {
  return forReader(options.tr.lang, renderCaseCardUnread(details, options));
}

function renderCaseCardUnread(details: CaseDetails, options: CaseCardOptions): Message {
  const { tr } = options;
  const { t } = tr;
  const when = (raw: string) => formatForSlack(parseServiceDate(raw, options.timeZone), options.timeZone, tr);
  const subject = oneLine(details.subject) || t('card.noSubject');
  const shared = options.audience === 'shared';
  const blocks: KnownBlock[] = [];

  if (shared && options.sharedBy) {
    blocks.push({ type: 'context', elements: [mrkdwn(t('card.sharedBy', { user: `<@${options.sharedBy}>` }))] });
  }
  blocks.push({
    type: 'header',
    text: plain(t('card.title', { caseNumber: String(details.caseNumber), subject }), LIMITS.headerText),
  });
  blocks.push({ type: 'section', fields: fieldsOf(details, options, when) });

  const notesTotal = Math.max(details.notesCount, details.notes.length);
  const filesTotal = Math.max(details.attachmentsCount, details.attachments.attachments.length);
  // The card shows the newest few (the shared card one).
  const newest = notesNewestFirst(details.notes, options.timeZone, NOTES_ON_CARD);
  const buttons: Button[] = [];
  const ref = encodeValue({ t: options.teamId, c: details.id, n: details.caseNumber });

  // A context holds ten elements at most.
  const lines = (options.lines ?? []).slice(0, 10);
  if (lines.length > 0) {
    blocks.push({ type: 'context', elements: lines.map((line) => mrkdwn(truncate(line.text, LIMITS.sectionText))) });
  }
  if (shared) {
    blocks.push(...latestNote(tr, newest, notesTotal, when));
    buttons.push(button(ActionId.details, t('button.details'), ref, 'primary'));
  } else {
    blocks.push(
      { type: 'context', elements: [mrkdwn(t('card.counts', { notes: notesTotal, files: filesTotal }))] },
      { type: 'divider' },
    );
    const notes = noteBlocks(tr, newest, notesTotal, when);
    blocks.push(...notes.blocks, ...fileBlocks(tr, details, filesTotal));
    if (options.shared) {
      const { by, channelId, at } = options.shared;
      const date = formatForSlack({ kind: 'parsed', date: at, raw: '' }, options.timeZone, tr);
      blocks.push({ type: 'context', elements: [mrkdwn(sharedNotice(tr, by, channelId, date))] });
    } else {
      buttons.push(button(ActionId.share, t('button.share'), ref, 'primary'));
    }
    if (notes.hidden > 0) buttons.push(button(ActionId.allNotes, t('button.allNotes'), ref));
  }
  if (options.caseUrl) {
    buttons.push({
      type: 'button',
      action_id: ActionId.openInService,
      text: plain(t('button.openInService'), LIMITS.buttonText),
      url: options.caseUrl,
    });
  }
  if (!shared) {
    for (const action of options.actions ?? []) buttons.push(button(action.card, action.text, ref));
    buttons.push(button(ActionId.dismiss, t('button.dismiss'), 'dismiss'));
  }
  const kept = shared ? options.kept : undefined;
  if (kept) blocks.push(...kept.lines);
  const elements: (Button | Overflow)[] = [...buttons];
  if (kept?.menu) elements.push(kept.menu);
  // A fresh block_id per update: Slack's clients keep no state of the version before.
  const actionsId = kept?.version !== undefined ? `${BlockId.caseActions}.v${kept.version}` : BlockId.caseActions;
  blocks.push({ type: 'actions', block_id: actionsId, elements });

  const text = truncate(
    t('card.fallback', {
      caseNumber: String(details.caseNumber),
      subject: safe(subject, 500),
      status: safe(displayValue(details.status), 100),
    }),
    LIMITS.fallbackText,
  );
  return { text, blocks };
}

function fieldsOf(details: CaseDetails, options: CaseCardOptions, when: (raw: string) => string) {
  const { t } = options.tr;
  const field = (label: string, shown: string) => mrkdwn(truncate(`*${label}*\n${shown || '—'}`, LIMITS.fieldText));
  // An upstream value keeps its own order and punctuation under an Arabic label.
  const own = (text: string) => ownOrder(options.tr.lang, text);
  const status = displayValue(details.status);
  const fields = [field(t('card.status'), `${statusMarker(status)}${own(safe(status, 1900))}`)];
  // Never a blank field: what casebot does not know is left out.
  const priority = options.facts ? displayValue(options.facts.priority) : '';
  if (priority) fields.push(field(t('card.priority'), `${priorityMarker(priority)}${own(safe(priority, 1900))}`));
  fields.push(
    field(t('card.customer'), own(safe(details.customerName, 1900))),
    field(t('card.created'), when(details.createdOn)),
  );
  if (options.facts?.lastUpdated.trim()) {
    const date = when(options.facts.lastUpdated);
    const by = options.facts.lastUpdatedBy ? safe(oneLine(options.facts.lastUpdatedBy), 100) : '';
    fields.push(field(t('card.lastUpdated'), by ? t('card.lastUpdatedBy', { date, name: by }) : date));
  }
  if (options.audience === 'private') fields.push(field(t('card.createdBy'), safe(details.createdBy, 1900)));
  if (options.showContactDetails) {
    // A phone number or an address reads left to right, in an Arabic card too (isolated, or its digits swap).
    const ltr = (text: string) => (options.tr.lang === 'ar' ? `\u2066${text}\u2069` : text);
    if (details.customerEmail) fields.push(field(t('card.email'), ltr(safe(details.customerEmail, 1900))));
    if (details.customerMobile) fields.push(field(t('card.mobile'), ltr(safe(details.customerMobile, 1900))));
  }
  return fields.slice(0, LIMITS.fields);
}

function noteBlocks(tr: Translator, newest: CaseDetailsNote[], total: number, when: (raw: string) => string) {
  const { t } = tr;
  if (total === 0) return { blocks: [section(`*${t('card.notes')}*\n_${t('card.noNotes')}_`)], hidden: 0 };
  const heading = total > NOTES_ON_CARD ? `*${t('card.latestNotes')}*` : `*${t('card.notes')}* (${total})`;
  const blocks: KnownBlock[] = [section(heading)];
  let budget = NOTES_BUDGET;
  let shown = 0;
  for (const note of newest) {
    if (shown >= NOTES_ON_CARD || budget <= 0) break;
    const body = safe(note.note, Math.min(NOTE_MAX, budget)) || `_${t('card.emptyNote')}_`;
    blocks.push(section(`${noteHead(tr, note, when)}\n${quote(body)}`));
    budget -= body.length;
    shown += 1;
  }
  const hidden = total - shown;
  if (hidden > 0) {
    blocks.push({
      type: 'context',
      elements: [mrkdwn(t('card.earlierNotes', { count: hidden }))],
    });
  }
  return { blocks, hidden };
}

function latestNote(
  tr: Translator,
  newest: CaseDetailsNote[],
  total: number,
  when: (raw: string) => string,
): KnownBlock[] {
  const { t } = tr;
  const [latest] = newest;
  if (!latest) return [];
  const body = safe(latest.note, LATEST_NOTE_MAX) || `_${t('card.emptyNote')}_`;
  const label = `*${t('card.latestNote')}*${total > 1 ? ` (${t('card.ofTotal', { count: total })})` : ''}`;
  return [section(`${label} · ${noteHead(tr, latest, when)}\n${quote(body)}`)];
}

type CaseDetailsNote = CaseDetails['notes'][number];

function section(text: string): SectionBlock {
  return { type: 'section', text: mrkdwn(truncate(text, LIMITS.sectionText)) };
}

/** The case's page in the case service: `{number}` is the CaseNumber, `{id}` the ComplaintId. */
export function caseUrlOf(template: string | null | undefined, details: { caseNumber: number; id: number }) {
  if (!template) return undefined;
  const url = template
    .replace(/\{number\}/g, encodeURIComponent(String(details.caseNumber)))
    .replace(/\{id\}/g, encodeURIComponent(String(details.id)));
  return url.length <= 3000 ? url : undefined;
}

import type { Button, KnownBlock, SectionBlock } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import type { CaseDetails } from '../case-api/schemas';
import { encodeValue } from './button-values';
import { formatForSlack } from './dates';
import { ActionId, BlockId } from './ids';
import { LIMITS, truncate } from './limits';
import { priorityMarker, statusMarker } from './markers';
import type { Message } from './message';
import { noteHead, notesNewestFirst, quote } from './notes';
import { sharedNotice } from './notices';
import { displayValue, mrkdwn, oneLine, plain, safe } from './text';

/** What a case's list row said that its details do not (the use cases keep it a while). */
export interface CaseFacts {
  priority: string;
  /** The service's raw `LastUpdatedTime`; empty when it has none. */
  lastUpdated: string;
  lastUpdatedBy: string | null;
}

export interface CaseCardOptions {
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
  /** Private cards: this card was shared into a channel, by whom and when; the Share button is then gone. */
  shared?: { by: string; channelId: string | null; at: Date };
}

/** The newest notes the private card shows; All notes shows every one. */
export const NOTES_ON_CARD = 5;
/** Characters of note text the card may hold in all, keeping the message comfortably small. */
const NOTES_BUDGET = 6_000;
const NOTE_MAX = 1500;
/** The shared card's latest note is cut to this. */
const LATEST_NOTE_MAX = 300;
const MAX_FILES_SHOWN = 25;

/** The case card, private or shared: valid Block Kit for any data. */
export function renderCaseCard(details: CaseDetails, options: CaseCardOptions): Message {
  const when = (raw: string) => formatForSlack(parseServiceDate(raw, options.timeZone), options.timeZone);
  const subject = oneLine(details.subject) || '(no subject)';
  const shared = options.audience === 'shared';
  const blocks: KnownBlock[] = [];

  if (shared && options.sharedBy) {
    blocks.push({ type: 'context', elements: [mrkdwn(`<@${options.sharedBy}> shared a case`)] });
  }
  blocks.push({ type: 'header', text: plain(`Case #${details.caseNumber} · ${subject}`, LIMITS.headerText) });
  blocks.push({ type: 'section', fields: fieldsOf(details, options, when) });

  const notesTotal = Math.max(details.notesCount, details.notes.length);
  const filesTotal = Math.max(details.attachmentsCount, details.attachments.attachments.length);
  const newest = notesNewestFirst(details.notes, options.timeZone);
  const buttons: Button[] = [];
  const ref = encodeValue({ t: options.teamId, c: details.id, n: details.caseNumber });

  if (shared) {
    blocks.push(...latestNote(newest, notesTotal, when));
    buttons.push(button(ActionId.details, 'View details', ref, 'primary'));
  } else {
    blocks.push(
      { type: 'context', elements: [mrkdwn(`${plural(notesTotal, 'note')} · ${plural(filesTotal, 'attachment')}`)] },
      { type: 'divider' },
    );
    const notes = noteBlocks(newest, notesTotal, when);
    blocks.push(...notes.blocks, ...fileBlocks(details, filesTotal));
    if (options.shared) {
      const { by, channelId, at } = options.shared;
      const date = formatForSlack({ kind: 'parsed', date: at, raw: '' }, options.timeZone);
      blocks.push({ type: 'context', elements: [mrkdwn(sharedNotice(by, channelId, date))] });
    } else {
      buttons.push(button(ActionId.share, 'Share in channel', ref, 'primary'));
    }
    if (notes.hidden > 0) buttons.push(button(ActionId.allNotes, 'All notes', ref));
  }
  if (options.caseUrl) {
    buttons.push({
      type: 'button',
      action_id: ActionId.openInService,
      text: plain('Open in case service', LIMITS.buttonText),
      url: options.caseUrl,
    });
  }
  if (!shared) buttons.push(button(ActionId.dismiss, 'Dismiss', 'dismiss'));
  blocks.push({ type: 'actions', block_id: BlockId.caseActions, elements: buttons });

  const text = truncate(
    `Case #${details.caseNumber}: ${safe(subject, 500)} (${safe(displayValue(details.status), 100)})`,
    LIMITS.fallbackText,
  );
  return { text, blocks };
}

function fieldsOf(details: CaseDetails, options: CaseCardOptions, when: (raw: string) => string) {
  const field = (label: string, shown: string) => mrkdwn(truncate(`*${label}*\n${shown || '—'}`, LIMITS.fieldText));
  const status = displayValue(details.status);
  const fields = [field('Status', `${statusMarker(status)}${safe(status, 1900)}`)];
  // Never a blank field: what casebot does not know is left out.
  const priority = options.facts ? displayValue(options.facts.priority) : '';
  if (priority) fields.push(field('Priority', `${priorityMarker(priority)}${safe(priority, 1900)}`));
  fields.push(field('Customer', safe(details.customerName, 1900)), field('Created', when(details.createdOn)));
  if (options.facts?.lastUpdated.trim()) {
    const by = options.facts.lastUpdatedBy ? ` by ${safe(oneLine(options.facts.lastUpdatedBy), 100)}` : '';
    fields.push(field('Last updated', `${when(options.facts.lastUpdated)}${by}`));
  }
  if (options.audience === 'private') fields.push(field('Created by', safe(details.createdBy, 1900)));
  if (options.showContactDetails) {
    if (details.customerEmail) fields.push(field('Email', safe(details.customerEmail, 1900)));
    if (details.customerMobile) fields.push(field('Mobile', safe(details.customerMobile, 1900)));
  }
  return fields.slice(0, LIMITS.fields);
}

function noteBlocks(newest: CaseDetailsNote[], total: number, when: (raw: string) => string) {
  if (total === 0) return { blocks: [section('*Notes*\n_No notes yet._')], hidden: 0 };
  const blocks: KnownBlock[] = [section(total > NOTES_ON_CARD ? '*Latest notes*' : `*Notes* (${total})`)];
  let budget = NOTES_BUDGET;
  let shown = 0;
  for (const note of newest) {
    if (shown >= NOTES_ON_CARD || budget <= 0) break;
    const body = safe(note.note, Math.min(NOTE_MAX, budget)) || '_(empty note)_';
    blocks.push(section(`${noteHead(note, when)}\n${quote(body)}`));
    budget -= body.length;
    shown += 1;
  }
  const hidden = total - shown;
  if (hidden > 0) {
    blocks.push({
      type: 'context',
      elements: [
        mrkdwn(
          `${plural(hidden, hidden === 1 ? 'earlier note' : 'earlier notes', false)} · *All notes* shows every one`,
        ),
      ],
    });
  }
  return { blocks, hidden };
}

function latestNote(newest: CaseDetailsNote[], total: number, when: (raw: string) => string): KnownBlock[] {
  const [latest] = newest;
  if (!latest) return [];
  const body = safe(latest.note, LATEST_NOTE_MAX) || '_(empty note)_';
  const label = total > 1 ? `*Latest note* (of ${total})` : '*Latest note*';
  return [section(`${label} · ${noteHead(latest, when)}\n${quote(body)}`)];
}

function fileBlocks(details: CaseDetails, total: number): KnownBlock[] {
  const files = details.attachments.attachments;
  if (total === 0) return [];
  const lines: string[] = [];
  let length = 0;
  for (const file of files.slice(0, MAX_FILES_SHOWN)) {
    const line = `• ${safe(oneLine(file.fileName), 200) || '(unnamed file)'}`;
    if (length + line.length > LIMITS.sectionText - 200) break;
    lines.push(line);
    length += line.length + 1;
  }
  const more = total - lines.length;
  const tail = more > 0 ? `\n…and ${plural(more, 'more file')}` : '';
  return [
    { type: 'divider' },
    section(`*Attachments* (${total})\n${lines.join('\n')}${tail}`),
    { type: 'context', elements: [mrkdwn('Attachments are listed by name; open them in the case service.')] },
  ];
}

type CaseDetailsNote = CaseDetails['notes'][number];

function button(actionId: string, label: string, value: string, style?: 'primary'): Button {
  return {
    type: 'button',
    action_id: actionId,
    text: plain(label, LIMITS.buttonText),
    value,
    ...(style ? { style } : {}),
  };
}

function section(text: string): SectionBlock {
  return { type: 'section', text: mrkdwn(truncate(text, LIMITS.sectionText)) };
}

function plural(n: number, word: string, addS = true): string {
  return `${n} ${word}${addS && n !== 1 ? 's' : ''}`;
}

/** The case's page in the case service: `{number}` is the CaseNumber, `{id}` the ComplaintId. */
export function caseUrlOf(template: string | null | undefined, details: { caseNumber: number; id: number }) {
  if (!template) return undefined;
  const url = template
    .replace(/\{number\}/g, encodeURIComponent(String(details.caseNumber)))
    .replace(/\{id\}/g, encodeURIComponent(String(details.id)));
  return url.length <= 3000 ? url : undefined;
}

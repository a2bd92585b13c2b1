import type { Button, KnownBlock, SectionBlock } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import { formatForSlack } from './dates';
import type { CaseDetails } from '../case-api/schemas';
import { encodeValue } from './button-values';
import { ActionId, BlockId } from './ids';
import { LIMITS, truncate } from './limits';
import type { Message } from './message';
import { sharedNotice } from './notices';
import { displayValue, mrkdwn, oneLine, plain, safe } from './text';

export interface CaseCardOptions {
  /** Workspace the card is made for: bound into its buttons. */
  teamId: string;
  /** IANA zone the service writes its dates in. */
  timeZone: string;
  /** private: only the asker sees it (with a Share button); shared: posted for the channel. */
  audience: 'private' | 'shared';
  /** Show the customer's email and mobile. */
  showContactDetails: boolean;
  /** Slack user id of whoever shared it (shared cards). */
  sharedBy?: string;
  /** Private cards: this card was shared into a channel, by whom and when; the Share button is then gone. */
  shared?: { by: string; channelId: string | null; at: Date };
}

/** At most this many notes are shown; the rest are counted. */
const MAX_NOTES_SHOWN = 20;
/** Characters of note text the card may hold in all, keeping the whole message comfortably small. */
const NOTES_BUDGET = 12_000;
const NOTE_MAX = 1500;
const MAX_FILES_SHOWN = 25;

/** The case card: header, fields, notes, attachments and buttons, valid Block Kit for any data. */
export function renderCaseCard(details: CaseDetails, options: CaseCardOptions): Message {
  const when = (raw: string) => formatForSlack(parseServiceDate(raw, options.timeZone), options.timeZone);
  const subject = oneLine(details.subject) || '(no subject)';
  const blocks: KnownBlock[] = [];

  if (options.audience === 'shared' && options.sharedBy) {
    blocks.push({ type: 'context', elements: [mrkdwn(`<@${options.sharedBy}> shared a case`)] });
  }
  blocks.push({ type: 'header', text: plain(`Case #${details.caseNumber} · ${subject}`, LIMITS.headerText) });

  const field = (label: string, shown: string) => mrkdwn(truncate(`*${label}*\n${shown || '—'}`, LIMITS.fieldText));
  const fields = [
    field('Status', safe(displayValue(details.status), 1900)),
    field('Customer', safe(details.customerName, 1900)),
    field('Created', when(details.createdOn)),
    field('Created by', safe(details.createdBy, 1900)),
  ];
  if (options.showContactDetails) {
    if (details.customerEmail) fields.push(mrkdwn(`*Email*\n${safe(details.customerEmail, 1900)}`));
    if (details.customerMobile) fields.push(mrkdwn(`*Mobile*\n${safe(details.customerMobile, 1900)}`));
  }
  blocks.push({ type: 'section', fields });

  const notesTotal = Math.max(details.notesCount, details.notes.length);
  const filesTotal = Math.max(details.attachmentsCount, details.attachments.attachments.length);
  blocks.push({
    type: 'context',
    elements: [mrkdwn(`${plural(notesTotal, 'note')} · ${plural(filesTotal, 'attachment')}`)],
  });

  blocks.push({ type: 'divider' }, ...noteBlocks(details, notesTotal, when), ...fileBlocks(details, filesTotal));

  if (options.shared) {
    const { by, channelId, at } = options.shared;
    const date = formatForSlack({ kind: 'parsed', date: at, raw: '' }, options.timeZone);
    blocks.push({ type: 'context', elements: [mrkdwn(sharedNotice(by, channelId, date))] });
  } else if (options.audience === 'private') {
    const share: Button = {
      type: 'button',
      action_id: ActionId.share,
      text: plain('Share in channel', LIMITS.buttonText),
      value: encodeValue({ t: options.teamId, c: details.id, n: details.caseNumber }),
    };
    blocks.push({ type: 'actions', block_id: BlockId.caseActions, elements: [share] });
  }

  const text = truncate(
    `Case #${details.caseNumber}: ${safe(subject, 500)} (${safe(displayValue(details.status), 100)})`,
    LIMITS.fallbackText,
  );
  return { text, blocks };
}

function noteBlocks(details: CaseDetails, total: number, when: (raw: string) => string): KnownBlock[] {
  if (total === 0) return [section('*Notes*\n_No notes yet._')];
  const blocks: KnownBlock[] = [section(`*Notes* (${total})`)];
  let budget = NOTES_BUDGET;
  let shown = 0;
  for (const note of details.notes) {
    if (shown >= MAX_NOTES_SHOWN || budget <= 0) break;
    const body = safe(note.note, Math.min(NOTE_MAX, budget)) || '_(empty note)_';
    const head = `*${safe(oneLine(note.createdBy), 100) || 'unknown'}* · ${when(note.createdOn)}`;
    blocks.push(section(truncate(`${head}\n${quote(body)}`, LIMITS.sectionText)));
    budget -= body.length;
    shown += 1;
  }
  if (total > shown) blocks.push({ type: 'context', elements: [mrkdwn(`…and ${plural(total - shown, 'more note')}`)] });
  return blocks;
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

/** Block-quotes every line, so a note's own layout is kept and reads as quoted text. */
function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `>${line}`)
    .join('\n');
}

function section(text: string): SectionBlock {
  return { type: 'section', text: mrkdwn(truncate(text, LIMITS.sectionText)) };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

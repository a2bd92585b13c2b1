import { parseServiceDate } from '../case-api/dates';
import type { CaseDetails } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import type { CaseFacts } from './case-card';
import { fallbackText } from './dates';
import { clean, truncate } from './limits';
import { notesNewestFirst } from './notes';
import { displayValue, oneLine } from './text';
import { escapeMarkdown } from './escape';
import { caseNumberFor, ownOrder } from './bidi';

/** Slack's most a canvas's markdown holds (1 MiB); casebot stays well inside it. */
const CANVAS_CHARS = 900_000;
/** A note's text as the canvas keeps it. */
const NOTE_CHARS = 20_000;

const line = (text: string, max: number) => escapeMarkdown(truncate(oneLine(text), max));

/**
 * A case channel's canvas: the case's summary (number, subject, status, priority, customer, created, last
 * update, its link), its notes oldest to newest and its attachments' names, in the channel's language and
 * the workspace's time zone. Rewritten whole when the case changes: the summary replaced, new notes at its
 * end.
 */
export function caseCanvas(
  details: CaseDetails,
  options: { tr: Translator; timeZone: string; facts?: CaseFacts | undefined; caseUrl: string | undefined },
): { title: string; markdown: string } {
  const { tr, timeZone } = options;
  const { t } = tr;
  const when = (raw: string) => {
    const at = parseServiceDate(raw, timeZone);
    return at.kind === 'parsed' ? fallbackText(at.date, timeZone, tr.lang) : line(raw, 40) || t('card.unknownDate');
  };
  const subject = line(details.subject, 200) || t('card.noSubject');
  const title = truncate(`#${details.caseNumber} · ${oneLine(details.subject) || t('card.noSubject')}`, 120);
  const priority = options.facts ? displayValue(options.facts.priority) : '';
  const updated = options.facts?.lastUpdated.trim();
  const facts = [
    `**${t('card.status')}:** ${line(displayValue(details.status), 100)}`,
    ...(priority ? [`**${t('card.priority')}:** ${line(priority, 100)}`] : []),
    `**${t('card.customer')}:** ${line(details.customerName, 200)}`,
    `**${t('card.created')}:** ${when(details.createdOn)}`,
    ...(updated ? [`**${t('card.lastUpdated')}:** ${when(updated)}`] : []),
  ];
  // In Arabic the number keeps its `#` in front and the subject its own order (`#1320`, not `1320#`).
  const heading = `${t('card.caseType')} ${caseNumberFor(tr.lang, details.caseNumber)} · ${ownOrder(tr.lang, subject)}`;
  const parts = [`# ${heading}`, facts.map((f) => `- ${f}`).join('\n')];
  if (options.caseUrl)
    parts.push(
      `[${escapeMarkdown(t('button.openInService'))}](${options.caseUrl.replace(/[()]/g, encodeURIComponent)})`,
    );
  const notes = notesNewestFirst(details.notes, timeZone).reverse();
  parts.push(`## ${t('card.notes')} (${notes.length})`);
  for (const note of notes) {
    const author = line(note.createdBy, 100) || t('card.unknownAuthor');
    const text = escapeMarkdown(truncate(clean(note.note).trim(), NOTE_CHARS)) || `_${t('card.emptyNote')}_`;
    parts.push(`### ${author} · ${when(note.createdOn)}\n${text}`);
  }
  const files = details.attachments.attachments;
  if (files.length > 0) {
    parts.push(`## ${t('card.attachments')} (${files.length})`);
    parts.push(files.map((f) => `- ${line(f.fileName, 200)}`).join('\n'));
  }
  return { title, markdown: truncate(parts.join('\n\n'), CANVAS_CHARS) };
}

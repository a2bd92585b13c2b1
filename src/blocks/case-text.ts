import { parseServiceDate } from '../case-api/dates';
import type { CaseDetails, CaseListItem } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import type { CaseFacts } from './case-card';
import { fallbackText } from './dates';
import { isKnownTimeZone } from '../lib/time-zones';
import { clean, truncate } from './limits';
import { notesNewestFirst } from './notes';
import { displayValue, oneLine } from './text';

// Cases as plain text, for readers that are not Block Kit: Slack's search results and Slackbot's model.
// Upstream text is cleaned and cut, never marked up; dates are in the reader's language and the zone
// the workspace's service writes in.

interface TextOptions {
  tr: Translator;
  /** The zone the service writes its dates in. */
  timeZone: string;
  /** The reader's own zone, when casebot knows the reader; else dates are shown in the service's, named. */
  shownIn?: string | undefined;
}

/** A service date as words (`Nov 4, 2026 9:15 AM UTC`), or its own text on one line when unreadable. */
export function dateText(raw: string, { tr, timeZone, shownIn }: TextOptions): string {
  const parsed = parseServiceDate(raw, timeZone);
  return parsed.kind === 'parsed'
    ? fallbackText(parsed.date, shownIn ?? timeZone, tr.lang)
    : truncate(oneLine(raw), 40);
}

/** A service date as `YYYY-MM-DD` in the service's zone; undefined when unreadable. */
export function isoDay(raw: string, timeZone: string): string | undefined {
  const parsed = parseServiceDate(raw, timeZone);
  if (parsed.kind !== 'parsed') return undefined;
  // en-CA formats a date as YYYY-MM-DD.
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    dayFormats.set(zone, format);
  }
  return format.format(parsed.date);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** `#1234 Subject` (one line, cut to `max`). */
export function caseTitle(caseNumber: number, subject: string, tr: Translator, max = 200): string {
  return truncate(`#${caseNumber} ${oneLine(subject) || tr.t('card.noSubject')}`, max);
}

/**
 * A list row's facts on one line: status · priority · customer · last update (left out where the reader
 * is told it already: a search result's own date).
 */
export function rowSummary(row: CaseListItem, options: TextOptions & { lastUpdate?: boolean }): string {
  const { t } = options.tr;
  const parts = [displayValue(row.ComplaintStatus), displayValue(row.Priority), oneLine(row.CustomerName)];
  if (options.lastUpdate !== false && row.LastUpdatedTime.trim())
    parts.push(`${t('card.lastUpdated')}: ${dateText(row.LastUpdatedTime, options)}`);
  return truncate(parts.filter(Boolean).join(' · '), 500);
}

/** The newest notes, each `date, author: text`, cut to `max` characters in all. */
export function notesText(details: CaseDetails, options: TextOptions & { count: number; max: number }): string {
  const lines = notesNewestFirst(details.notes, options.timeZone)
    .slice(0, options.count)
    .map((note) => {
      const who = oneLine(note.createdBy) || options.tr.t('card.unknownAuthor');
      return `${dateText(note.createdOn, options)}, ${who}: ${oneLine(clean(note.note))}`;
    });
  return truncate(lines.join('\n'), options.max);
}

/** What the case says, as labelled lines: for a model to read and answer from. */
export function caseText(
  details: CaseDetails,
  facts: CaseFacts | undefined,
  options: TextOptions & { url?: string | undefined },
): string {
  const { t } = options.tr;
  const lines = [
    caseTitle(details.caseNumber, details.subject, options.tr, 500),
    `${t('card.status')}: ${displayValue(details.status)}`,
  ];
  if (facts?.priority.trim()) lines.push(`${t('card.priority')}: ${displayValue(facts.priority)}`);
  lines.push(`${t('card.customer')}: ${oneLine(details.customerName) || '—'}`);
  lines.push(`${t('card.created')}: ${dateText(details.createdOn, options)}`);
  if (facts?.lastUpdated.trim()) lines.push(`${t('card.lastUpdated')}: ${dateText(facts.lastUpdated, options)}`);
  if (options.url) lines.push(options.url);
  const total = Math.max(details.notesCount, details.notes.length);
  lines.push('', `${t('card.notes')} (${total}):`);
  lines.push(total === 0 ? t('card.noNotes') : notesText(details, { ...options, count: 5, max: 4000 }));
  const files = details.attachments.attachments.map((file) => oneLine(file.fileName)).filter(Boolean);
  if (files.length > 0) lines.push('', `${t('card.attachments')}: ${truncate(files.join(', '), 1000)}`);
  return lines.join('\n');
}

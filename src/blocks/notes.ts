import type { SectionBlock } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import type { Note } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { escapeMrkdwn } from './escape';
import { clean, LIMITS, truncate } from './limits';
import { mrkdwn, oneLine } from './text';

/**
 * A case's notes, newest first (the first `limit` of them). When every note's `createdOn` can be read,
 * the dates decide (a tie keeps the later one in the service's list first). Otherwise the service's list
 * is taken to be oldest first, as its contract's sample is, and read backwards.
 */
export function notesNewestFirst(notes: readonly Note[], timeZone: string, limit = notes.length): Note[] {
  // The service lists them oldest first: then (the usual case) the list read backwards is the answer, with
  // no note wrapped or sorted. A tie keeps the later one first that way too.
  let ordered = true;
  let previous = Number.NEGATIVE_INFINITY;
  for (const note of notes) {
    const at = parseServiceDate(note.createdOn, timeZone);
    if (at.kind !== 'parsed') return notes.slice(Math.max(0, notes.length - limit)).reverse();
    const time = at.date.getTime();
    if (time < previous) ordered = false;
    previous = time;
  }
  if (ordered) return notes.slice(Math.max(0, notes.length - limit)).reverse();
  const dated = notes.map((note, index) => ({ note, index, at: parseServiceDate(note.createdOn, timeZone) }));
  const time = (d: (typeof dated)[number]) => (d.at.kind === 'parsed' ? d.at.date.getTime() : 0);
  return dated
    .sort((a, b) => time(b) - time(a) || b.index - a.index)
    .slice(0, limit)
    .map((d) => d.note);
}

/**
 * `*author* · date`, the line above a note. For an Arabic reader a right-to-left mark after the name
 * keeps a Latin name's run from taking the date's first digits into it (the day stays with its month).
 */
export function noteHead({ t, lang }: Translator, note: Note, when: (raw: string) => string): string {
  const author = escapeMrkdwn(truncate(oneLine(note.createdBy), 100)) || t('card.unknownAuthor');
  return `*${author}* ${lang === 'ar' ? '\u200F' : ''}· ${when(note.createdOn)}`;
}

/** Block-quotes every line, so a note's own layout is kept and reads as quoted text. */
export function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => `>${line}`)
    .join('\n');
}

/**
 * A whole note as sections of at most Slack's 3,000 characters each: the head and the quoted text,
 * split where a line or word ends (never inside an escape), so nothing of a long note is lost.
 */
export function wholeNoteSections(tr: Translator, note: Note, when: (raw: string) => string): SectionBlock[] {
  const head = noteHead(tr, note, when);
  const body = quote(escapeMrkdwn(clean(note.note)) || `_${tr.t('card.emptyNote')}_`);
  const room = LIMITS.sectionText - 10;
  const chunks: string[] = [];
  let rest = `${head}\n${body}`;
  while (rest.length > room) {
    let cut = rest.lastIndexOf('\n', room);
    if (cut < room / 2) cut = rest.lastIndexOf(' ', room);
    if (cut < room / 2) cut = room;
    // Never split `&amp;` and the like.
    const amp = rest.lastIndexOf('&', cut);
    if (amp > cut - 6 && !rest.slice(amp, cut).includes(';')) cut = amp;
    chunks.push(rest.slice(0, cut));
    const next = rest.slice(cut).replace(/^\n/, '');
    // A continued quote stays a quote.
    rest = next.startsWith('>') ? next : `>${next}`;
  }
  chunks.push(rest);
  return chunks.map((text) => ({ type: 'section', text: mrkdwn(text) }));
}

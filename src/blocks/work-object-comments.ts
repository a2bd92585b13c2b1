import { parseServiceDate } from '../case-api/dates';
import type { Note } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { clean, truncate } from './limits';
import { notesNewestFirst } from './notes';
import { oneLine } from './text';
import { defang } from './escape';

/** Slack's most comments in one `entity.presentComments` answer. */
export const MOST_COMMENTS = 100;
/** What one comment's text may hold: a note is long, Slack's tab is not a document. */
const COMMENT_CHARS = 4000;

/** One note as a Work Object comment: read-only, its author as a name, its text as plain text. */
export interface CaseComment {
  id: string;
  sender: { text: string };
  timestamp: number;
  comment: { value: string };
  can_edit: false;
  can_delete: false;
  can_reply: false;
}

/** A note's time as Unix seconds, or undefined where the service's date cannot be read. */
export function noteTime(note: Note, timeZone: string): number | undefined {
  const at = parseServiceDate(note.createdOn, timeZone);
  return at.kind === 'parsed' ? Math.floor(at.date.getTime() / 1000) : undefined;
}

/**
 * What the entry point to the comments tab says (`entity_comments`): how many notes, and the newest one's
 * time where it can be read.
 */
export function commentsSummary(notes: readonly Note[], timeZone: string) {
  const newest = notesNewestFirst(notes, timeZone, 1)[0];
  const latest = newest ? noteTime(newest, timeZone) : undefined;
  return { count: notes.length, ...(latest !== undefined ? { latest_timestamp: latest } : {}) };
}

/** Where a page of comments starts: Slack hands back the cursor casebot gave it (a note's place, newest first). */
export function commentsFrom(cursor: unknown): number {
  return typeof cursor === 'string' && /^\d{1,6}$/.test(cursor) ? Number(cursor) : 0;
}

/**
 * One page of a case's notes as comments, newest first, `from` the place a cursor names, at most
 * `limit` (Slack's, within its 100); the cursor of the next page when there is one. A note whose date
 * cannot be read keeps its place, timed as the one before it (Slack needs a time for every comment).
 */
export function caseComments(
  notes: readonly Note[],
  options: { tr: Translator; timeZone: string; from: number; limit: unknown },
): { comments: CaseComment[]; cursor?: string } {
  // A whole number of at least one (0.5 would make an empty page whose cursor never moves on).
  const asked = typeof options.limit === 'number' && options.limit >= 1 ? Math.floor(options.limit) : MOST_COMMENTS;
  const size = Math.min(asked, MOST_COMMENTS);
  const ordered = notesNewestFirst(notes, options.timeZone);
  const page = ordered.slice(options.from, options.from + size);
  let previous = 0;
  const comments = page.map((note): CaseComment => {
    const at = noteTime(note, options.timeZone) ?? previous;
    previous = at;
    // Shown as plain text, which Slack may still read mentions in: nothing in a note pings anyone.
    const author = defang(truncate(oneLine(note.createdBy), 100)) || options.tr.t('card.unknownAuthor');
    const text = defang(truncate(clean(note.note).trim(), COMMENT_CHARS)) || options.tr.t('card.emptyNote');
    return {
      id: `note-${note.id}`,
      sender: { text: author },
      timestamp: at,
      comment: { value: text },
      can_edit: false,
      can_delete: false,
      can_reply: false,
    };
  });
  const next = options.from + page.length;
  return { comments, ...(next < ordered.length ? { cursor: String(next) } : {}) };
}

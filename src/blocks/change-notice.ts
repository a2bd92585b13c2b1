import type { Button, KnownBlock } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import type { Note } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { formatForSlack } from './dates';
import { escapeMrkdwn } from './escape';
import { ActionId } from './ids';
import { clean, LIMITS, truncate } from './limits';
import { statusMarker } from './markers';
import type { Message } from './message';
import { noteHead, notesNewestFirst, quote } from './notes';
import { button, displayValue, mrkdwn, oneLine, plain, safe } from './text';
import { forReader } from './bidi';

/** The case a change notice is about (a watch's, a follow's). */
export interface ChangedCase {
  teamId: string;
  caseId: number;
  caseNumber: number;
  subject: string;
}

/** New notes a change DM shows in full (cut short); the rest are counted. */
const NOTES_IN_CHANGE = 3;
const NOTE_MAX = 500;
/** A case's button value: the case in its workspace. */
export const caseRef = (c: ChangedCase) => encodeValue({ t: c.teamId, c: c.caseId, n: c.caseNumber });

interface ChangeInput {
  tr: Translator;
  case: ChangedCase;
  timeZone: string;
  /** Status before and after; equal when only notes came. */
  oldStatus: string;
  newStatus: string;
  /** Notes not seen before. */
  newNotes: Note[];
  /** Said above it (whose follow a channel's post is); nothing for a watcher's DM. */
  about?: string;
  /** The button beside View that stops what told it (Stop watching in a watcher's DM, Stop following in a channel). */
  stop: Button;
}

/** What tells someone a case changed: status old → new, the new notes cut short, View and the stop button. */
export function changeNotice(input: ChangeInput): Message {
  return forReader(input.tr.lang, changeNoticeUnread(input));
}

function changeNoticeUnread(input: ChangeInput): Message {
  const { tr, timeZone } = input;
  const c = input.case;
  const subject = oneLine(c.subject) || tr.t('card.noSubject');
  const when = (raw: string) => formatForSlack(parseServiceDate(raw, timeZone), timeZone, tr);
  const blocks: KnownBlock[] = [
    ...(input.about ? [{ type: 'context' as const, elements: [mrkdwn(input.about)] }] : []),
    {
      type: 'header',
      text: plain(tr.t('change.title', { caseNumber: String(c.caseNumber), subject }), LIMITS.headerText),
    },
  ];
  if (input.oldStatus !== input.newStatus) {
    const shown = (s: string) => `${statusMarker(s)}${safe(displayValue(s), 200) || '—'}`;
    blocks.push({
      type: 'section',
      text: mrkdwn(tr.t('change.status', { old: shown(input.oldStatus), new: shown(input.newStatus) })),
    });
  }
  const notes = notesNewestFirst(input.newNotes, timeZone);
  if (notes.length > 0) {
    blocks.push({ type: 'context', elements: [mrkdwn(tr.t('change.newNotes', { count: notes.length }))] });
    for (const note of notes.slice(0, NOTES_IN_CHANGE)) {
      const body = quote(truncate(escapeMrkdwn(clean(note.note)), NOTE_MAX) || `_${tr.t('card.emptyNote')}_`);
      blocks.push({ type: 'section', text: mrkdwn(truncate(`${noteHead(tr, note, when)}\n${body}`, 2900)) });
    }
    if (notes.length > NOTES_IN_CHANGE) {
      blocks.push({
        type: 'context',
        elements: [mrkdwn(tr.t('change.moreNotes', { count: notes.length - NOTES_IN_CHANGE }))],
      });
    }
  }
  blocks.push({
    type: 'actions',
    elements: [button(`${ActionId.viewPrefix}0`, tr.t('button.view'), caseRef(c), 'primary'), input.stop],
  });
  const text = truncate(
    tr.t('change.fallback', { caseNumber: String(c.caseNumber), subject: safe(subject, 500) }),
    LIMITS.fallbackText,
  );
  return { text, blocks };
}

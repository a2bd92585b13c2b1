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
import { buttonRows, notice } from './notices';
import { button, displayValue, mrkdwn, oneLine, plain, safe } from './text';
import { forReader } from './bidi';

/** A watched case as the renderers need it. */
export interface WatchedCase {
  teamId: string;
  caseId: number;
  caseNumber: number;
  subject: string;
}

/** New notes a change DM shows in full (cut short); the rest are counted. */
const NOTES_IN_CHANGE = 3;
const NOTE_MAX = 500;
/** Cases `/case watching` lists (a person holds at most 100; Block Kit takes 50 blocks). */
const LISTED = 40;

const ref = (c: WatchedCase) => encodeValue({ t: c.teamId, c: c.caseId, n: c.caseNumber });
const unwatchButton = (tr: Translator, c: WatchedCase, actionId: string = ActionId.unwatch): Button =>
  button(actionId, tr.t('button.unwatch'), ref(c));

/** The answer to Watch: what casebot will do, and how to stop. */
export function watchStarted(tr: Translator, c: WatchedCase): Message {
  const text = tr.t('watch.started', { caseNumber: String(c.caseNumber) });
  return { text, blocks: [{ type: 'section', text: mrkdwn(text), accessory: unwatchButton(tr, c) }] };
}

export const watchAlready = (tr: Translator, caseNumber: number): Message =>
  notice(tr.t('watch.already', { caseNumber: String(caseNumber) }));
export const watchTooMany = (tr: Translator, max: number): Message => notice(tr.t('watch.tooMany', { max }));
export const watchStopped = (tr: Translator, caseNumber: number): Message =>
  notice(tr.t('watch.stopped', { caseNumber: String(caseNumber) }));
export const notWatching = (tr: Translator, caseNumber: number): Message =>
  notice(tr.t('watch.notWatching', { caseNumber: String(caseNumber) }));

/** `/case watching`: each watched case with its own Stop watching. */
export function watchingList(tr: Translator, cases: WatchedCase[]): Message {
  return forReader(tr.lang, watchingListUnread(tr, cases));
}

function watchingListUnread(tr: Translator, cases: WatchedCase[]): Message {
  if (cases.length === 0) return notice(tr.t('watch.none'));
  return buttonRows(
    tr.t('watch.list', { count: cases.length }),
    cases.slice(0, LISTED).map((c, i) => ({
      text: `*#${c.caseNumber}* · ${safe(oneLine(c.subject), 200) || tr.t('card.noSubject')}`,
      button: unwatchButton(tr, c, `${ActionId.unwatch}_${i}`),
    })),
  );
}

interface ChangeInput {
  tr: Translator;
  case: WatchedCase;
  timeZone: string;
  /** Status before and after; equal when only notes came. */
  oldStatus: string;
  newStatus: string;
  /** Notes not seen before. */
  newNotes: Note[];
  /** Said above it (whose follow a channel's post is); nothing for a watcher's DM. */
  about?: string;
  /** The button beside View: Stop watching (a watcher's DM) unless given (Stop following in a channel). */
  stop?: Button;
}

/** The DM that tells a watcher what changed: status old → new, the new notes cut short, View and Stop watching. */
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
      text: plain(tr.t('watch.changed', { caseNumber: String(c.caseNumber), subject }), LIMITS.headerText),
    },
  ];
  if (input.oldStatus !== input.newStatus) {
    const shown = (s: string) => `${statusMarker(s)}${safe(displayValue(s), 200) || '—'}`;
    blocks.push({
      type: 'section',
      text: mrkdwn(tr.t('watch.status', { old: shown(input.oldStatus), new: shown(input.newStatus) })),
    });
  }
  const notes = notesNewestFirst(input.newNotes, timeZone);
  if (notes.length > 0) {
    blocks.push({ type: 'context', elements: [mrkdwn(tr.t('watch.newNotes', { count: notes.length }))] });
    for (const note of notes.slice(0, NOTES_IN_CHANGE)) {
      const body = quote(truncate(escapeMrkdwn(clean(note.note)), NOTE_MAX) || `_${tr.t('card.emptyNote')}_`);
      blocks.push({ type: 'section', text: mrkdwn(truncate(`${noteHead(tr, note, when)}\n${body}`, 2900)) });
    }
    if (notes.length > NOTES_IN_CHANGE) {
      blocks.push({
        type: 'context',
        elements: [mrkdwn(tr.t('watch.moreNotes', { count: notes.length - NOTES_IN_CHANGE }))],
      });
    }
  }
  blocks.push({
    type: 'actions',
    elements: [
      button(`${ActionId.viewPrefix}0`, tr.t('button.view'), ref(c), 'primary'),
      input.stop ?? unwatchButton(tr, c),
    ],
  });
  const text = truncate(
    tr.t('watch.fallback', { caseNumber: String(c.caseNumber), subject: safe(subject, 500) }),
    LIMITS.fallbackText,
  );
  return { text, blocks };
}

export type EndReason = 'unlinked' | 'disconnected' | 'refused';

/** One DM when watches end without the person asking: why, and which cases. */
export function watchesEnded(tr: Translator, reason: EndReason, caseNumbers: number[]): Message {
  if (reason === 'refused' && caseNumbers.length === 1) {
    return notice(tr.t('watch.endedRefused', { caseNumber: String(caseNumbers[0] ?? '') }));
  }
  const shown = caseNumbers.slice(0, 20).map((n) => `#${n}`);
  const cases = caseNumbers.length > 20 ? `${shown.join(', ')}, …` : shown.join(', ');
  if (reason === 'refused') return notice(tr.t('watch.endedRefusedMany', { cases }));
  return notice(tr.t(reason === 'unlinked' ? 'watch.endedUnlinked' : 'watch.endedDisconnected', { cases }));
}

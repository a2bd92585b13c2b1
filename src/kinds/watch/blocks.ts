import type { Button } from '@slack/types';
import { buttonRows, notice } from '../../blocks/notices';
import { type ChangedCase, caseRef } from '../../blocks/change-notice';
import { forReader } from '../../blocks/bidi';
import type { Message } from '../../blocks/message';
import { button, mrkdwn, oneLine, safe } from '../../blocks/text';
import type { Translator } from '../../i18n/translate';
import { WatchId } from './ids';

/** Cases `/case watching` lists (a person holds at most 100; Block Kit takes 50 blocks). */
const LISTED = 40;

/** Stop watching a case (a change DM's, the answer to Watch's, a `/case watching` row's with its index). */
export const unwatchButton = (tr: Translator, c: ChangedCase, actionId: string = WatchId.unwatch): Button =>
  button(actionId, tr.t('button.unwatch'), caseRef(c));

/** The answer to Watch: what casebot will do, and how to stop. */
export function watchStarted(tr: Translator, c: ChangedCase): Message {
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
export function watchingList(tr: Translator, cases: ChangedCase[]): Message {
  return forReader(tr.lang, watchingListUnread(tr, cases));
}

function watchingListUnread(tr: Translator, cases: ChangedCase[]): Message {
  if (cases.length === 0) return notice(tr.t('watch.none'));
  return buttonRows(
    tr.t('watch.list', { count: cases.length }),
    cases.slice(0, LISTED).map((c, i) => ({
      text: `*#${c.caseNumber}* · ${safe(oneLine(c.subject), 200) || tr.t('card.noSubject')}`,
      button: unwatchButton(tr, c, `${WatchId.unwatch}_${i}`),
    })),
  );
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

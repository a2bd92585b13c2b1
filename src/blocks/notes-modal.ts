import type { Button, KnownBlock, ModalView } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import type { CaseDetails } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { formatForSlack } from './dates';
import { ActionId, BlockId, CallbackId } from './ids';
import { LIMITS, truncate } from './limits';
import type { Message } from './message';
import { notesNewestFirst, wholeNoteSections } from './notes';
import { mrkdwn, oneLine, plain } from './text';
import { forReader } from './bidi';

/** Notes per page of the modal. */
export const NOTES_PER_PAGE = 10;
/** A note longer than this many sections is cut (about 8,900 characters); the page stays far under 100 blocks. */
const MAX_SECTIONS_PER_NOTE = 3;
/** Slack's limits on a modal. */
const MODAL_LIMITS = { blocks: 100, title: 24, close: 24, privateMetadata: 3000 } as const;

/** A modal's frame around its blocks: title, buttons and callback id, the texts cut to Slack's limits. */
export function modal(frame: {
  callbackId: string;
  title: string;
  close: string;
  submit?: string;
  privateMetadata?: string;
  blocks: KnownBlock[];
}): ModalView {
  return {
    type: 'modal',
    callback_id: frame.callbackId,
    title: plain(frame.title, MODAL_LIMITS.title),
    ...(frame.submit !== undefined ? { submit: plain(frame.submit, MODAL_LIMITS.close) } : {}),
    close: plain(frame.close, MODAL_LIMITS.close),
    ...(frame.privateMetadata !== undefined ? { private_metadata: frame.privateMetadata } : {}),
    blocks: frame.blocks,
  };
}

/** Shown at once when All notes is pressed (a trigger_id lasts 3 s), then replaced by the notes. */
export function loadingModal({ t }: Translator, caseNumber: number): ModalView {
  return modal({
    callbackId: CallbackId.notesModal,
    title: t('modal.title'),
    close: t('modal.close'),
    blocks: [{ type: 'section', text: mrkdwn(t('modal.loading', { caseNumber: String(caseNumber) })) }],
  });
}

/** A message (an error, "not linked"…) shown in the modal instead of the notes. */
export function noticeModal({ t }: Translator, message: Partial<Message>): ModalView {
  const blocks: KnownBlock[] = message.blocks?.length
    ? message.blocks
    : [{ type: 'section', text: mrkdwn(truncate(message.text ?? '', LIMITS.sectionText) || ' ') }];
  return modal({ callbackId: CallbackId.notesModal, title: t('modal.title'), close: t('modal.close'), blocks });
}

/** One page of a case's notes, newest first, every note whole (or nearly), with Prev/Next. */
export function renderNotesModal(
  details: CaseDetails,
  options: { tr: Translator; teamId: string; timeZone: string; page: number },
): ModalView {
  return forReader(options.tr.lang, notesModalUnread(details, options));
}

function notesModalUnread(
  details: CaseDetails,
  options: { tr: Translator; teamId: string; timeZone: string; page: number },
): ModalView {
  const { tr } = options;
  const { t } = tr;
  const when = (raw: string) => formatForSlack(parseServiceDate(raw, options.timeZone), options.timeZone, tr);
  const notes = notesNewestFirst(details.notes, options.timeZone);
  const pages = Math.max(1, Math.ceil(notes.length / NOTES_PER_PAGE));
  const page = Math.min(Math.max(0, options.page), pages - 1);
  const first = page * NOTES_PER_PAGE;
  const shown = notes.slice(first, first + NOTES_PER_PAGE);
  const subject = oneLine(details.subject) || t('card.noSubject');

  const blocks: KnownBlock[] = [
    {
      type: 'header',
      text: plain(t('card.title', { caseNumber: String(details.caseNumber), subject }), LIMITS.headerText),
    },
    {
      type: 'context',
      elements: [
        mrkdwn(
          notes.length === 0
            ? t('modal.noNotes')
            : t('modal.range', { first: first + 1, last: first + shown.length, total: notes.length }),
        ),
      ],
    },
  ];
  for (const note of shown) {
    const sections = wholeNoteSections(tr, note, when);
    blocks.push({ type: 'divider' }, ...sections.slice(0, MAX_SECTIONS_PER_NOTE));
    if (sections.length > MAX_SECTIONS_PER_NOTE) {
      blocks.push({ type: 'context', elements: [mrkdwn(t('modal.noteGoesOn'))] });
    }
  }
  const pager: Button[] = [];
  const state = (p: number) => encodeValue({ t: options.teamId, c: details.id, n: details.caseNumber, p });
  if (page > 0) {
    pager.push({
      type: 'button',
      action_id: ActionId.notesPrev,
      text: plain(t('modal.newer'), 24),
      value: state(page - 1),
    });
  }
  if (page < pages - 1) {
    pager.push({
      type: 'button',
      action_id: ActionId.notesNext,
      text: plain(t('modal.older'), 24),
      value: state(page + 1),
    });
  }
  if (pager.length > 0) blocks.push({ type: 'actions', block_id: BlockId.notesPager, elements: pager });
  return modal({
    callbackId: CallbackId.notesModal,
    title: t('modal.titleCase', { caseNumber: String(details.caseNumber) }),
    close: t('modal.close'),
    privateMetadata: state(page),
    blocks,
  });
}

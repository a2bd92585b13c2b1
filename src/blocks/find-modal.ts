import type { ModalView, PlainTextOption } from '@slack/types';
import type { CaseListItem } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { ActionId, BlockId, CallbackId } from './ids';
import { modal } from './notes-modal';
import { button, mrkdwn, oneLine, plain } from './text';
import { LIMITS, truncate } from './limits';

/** Slack shows at most 100 options; each option's text is at most 75 characters, its value 150. */
export const MAX_OPTIONS = 100;

/** The Find a case modal: a type-ahead of cases, and where to show the chosen one. */
export function findModal({ t }: Translator): ModalView {
  return modal({
    callbackId: CallbackId.findModal,
    title: t('find.title'),
    submit: t('find.submit'),
    close: t('modal.close'),
    blocks: [
      {
        type: 'input',
        block_id: BlockId.findCase,
        label: plain(t('find.case'), 2000),
        element: {
          type: 'external_select',
          action_id: ActionId.pickCase,
          placeholder: plain(t('find.placeholder'), 150),
          min_query_length: 1,
        },
      },
      {
        type: 'input',
        block_id: BlockId.findWhere,
        label: plain(t('find.where'), 2000),
        element: {
          type: 'conversations_select',
          action_id: ActionId.pickWhere,
          default_to_current_conversation: true,
          // The submission then carries a response_url for that conversation: the card goes there, privately.
          response_url_enabled: true,
        },
      },
    ],
  });
}

/** Slack's limit on an option's text. */
const OPTION_TEXT = 75;

/**
 * Type-ahead options that tell look-alike cases apart: `#1313 Printer jams… · Open · Contoso GmbH` (the
 * subject cut first, so the status and customer stay), the value bound to the workspace like a button's.
 */
export function caseOptions(teamId: string, rows: CaseListItem[]): PlainTextOption[] {
  return rows.slice(0, MAX_OPTIONS).map((row) => {
    const tail = [row.ComplaintStatus, row.CustomerName]
      .map((part) => truncate(oneLine(part ?? ''), 20))
      .filter(Boolean)
      .map((part) => ` · ${part}`)
      .join('');
    const head = `#${row.CaseNumber} `;
    const subject = truncate(oneLine(row.Subject), Math.max(10, OPTION_TEXT - head.length - tail.length));
    return {
      text: plain(`${head}${subject}${tail}`, OPTION_TEXT),
      value: encodeValue({ t: teamId, c: row.ComplaintId, n: row.CaseNumber }),
    };
  });
}

/**
 * What Find a case opens for someone casebot cannot serve (not linked, a workspace not connected): why,
 * in their words, and Request access where asking is what helps.
 */
export function findRefusedModal({ t }: Translator, text: string, canRequest: boolean): ModalView {
  return modal({
    callbackId: CallbackId.findRefused,
    title: t('find.title'),
    close: t('modal.close'),
    blocks: [
      { type: 'section', text: mrkdwn(truncate(text, LIMITS.sectionText)) },
      ...(canRequest
        ? [
            {
              type: 'actions' as const,
              elements: [button(ActionId.requestAccess, t('home.requestAccess'), 'request', 'primary')],
            },
          ]
        : []),
    ],
  });
}

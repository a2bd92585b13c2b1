import type { ModalView, PlainTextOption } from '@slack/types';
import type { CaseListItem } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { ActionId, BlockId, CallbackId } from './ids';
import { modal } from './notes-modal';
import { oneLine, plain } from './text';

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

/** Type-ahead options: `#1234 Subject`, the value bound to the workspace like a button's. */
export function caseOptions(teamId: string, rows: CaseListItem[]): PlainTextOption[] {
  return rows.slice(0, MAX_OPTIONS).map((row) => ({
    text: plain(`#${row.CaseNumber} ${oneLine(row.Subject)}`, 75),
    value: encodeValue({ t: teamId, c: row.ComplaintId, n: row.CaseNumber }),
  }));
}

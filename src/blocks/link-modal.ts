import type { ModalView } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { ActionId, CallbackId } from './ids';
import { modal } from './notes-modal';
import { plain } from './text';

/** The checkbox value that saves a link without asking the case service about it. */
export const LINK_UNCHECKED_VALUE = 'unchecked';

/** Link a person: a Slack user (picked, or the one who asked for access) and their case service userName. */
export function linkModal(tr: Translator, initialUser?: string): ModalView {
  const { t } = tr;
  return modal({
    callbackId: CallbackId.linkModal,
    title: t('link.title'),
    submit: t('link.save'),
    close: t('admin.cancel'),
    blocks: [
      {
        type: 'input',
        block_id: ActionId.linkSlackUser,
        label: plain(t('link.user'), 2000),
        element: {
          type: 'users_select',
          action_id: ActionId.linkSlackUser,
          ...(initialUser ? { initial_user: initialUser } : {}),
        },
      },
      {
        type: 'input',
        block_id: ActionId.linkUserName,
        label: plain(t('link.userName'), 2000),
        hint: plain(t('link.userNameHint'), 2000),
        element: { type: 'plain_text_input', action_id: ActionId.linkUserName, max_length: 255 },
      },
      {
        // Checked with the case service first; an admin may save a link it does not know (yet).
        type: 'input',
        block_id: ActionId.linkUnchecked,
        label: plain(t('link.check'), 2000),
        hint: plain(t('link.uncheckedHint'), 2000),
        optional: true,
        element: {
          type: 'checkboxes',
          action_id: ActionId.linkUnchecked,
          options: [{ text: plain(t('link.uncheckedOption'), 75), value: LINK_UNCHECKED_VALUE }],
        },
      },
    ],
  });
}

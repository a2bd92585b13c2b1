import type { ModalView } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { checkbox } from './admin-modals';
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
      // Checked with the case service first; an admin may save a link it does not know (yet).
      checkbox(ActionId.linkUnchecked, t('link.check'), t('link.uncheckedOption'), LINK_UNCHECKED_VALUE, {
        checked: false,
        hint: t('link.uncheckedHint'),
      }),
    ],
  });
}

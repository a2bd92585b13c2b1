import type { KnownBlock, ModalView } from '@slack/types';
import { type OverdueThresholds, DEFAULT_THRESHOLDS, durationText, formatThresholds } from '../../cases/overdue';
import type { Translator } from '../../i18n/translate';
import { checkbox } from '../../blocks/admin-modals';
import { AgingId } from './ids';
import { modal } from '../../blocks/notes-modal';
import { plain } from '../../blocks/text';

/** The checkbox value that keeps aging alerts on. */
export const AGING_ON_VALUE = 'on';

/** Which input each of the use case's refusals is said on. */
export const AGING_FIELDS = {
  channel: AgingId.channel,
  actsAs: AgingId.actsAs,
  thresholds: AgingId.thresholds,
  repeat: AgingId.repeat,
} as const;

const input = (id: string, label: string, element: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  ({
    type: 'input',
    block_id: id,
    label: plain(label, 2000),
    element: { ...element, action_id: id },
    ...extra,
  }) as KnownBlock;

/**
 * Aging alerts… on an admin's App Home: on or off, the channel, whom the list is read as, the thresholds
 * and the repeat, as `workspace set --aging…` takes them (the workspace's settings when on, else the defaults).
 */
export function agingModal(
  tr: Translator,
  now: { channelId: string; actsAs: string; thresholds: OverdueThresholds; repeatMs: number | null } | undefined,
): ModalView {
  const { t } = tr;
  return modal({
    callbackId: AgingId.modal,
    title: t('aging.modalTitle'),
    submit: t('common.save'),
    close: t('admin.cancel'),
    blocks: [
      checkbox(AgingId.on, t('aging.onLabel'), t('aging.onOption'), AGING_ON_VALUE, {
        checked: now !== undefined,
      }),
      input(
        AgingId.channel,
        t('aging.channelLabel'),
        { type: 'conversations_select', ...(now ? { initial_conversation: now.channelId } : {}) },
        { optional: true },
      ),
      input(
        AgingId.actsAs,
        t('aging.asLabel'),
        { type: 'users_select', ...(now ? { initial_user: now.actsAs } : {}) },
        { optional: true, hint: plain(t('aging.asHint'), 2000) },
      ),
      input(
        AgingId.thresholds,
        t('aging.thresholdsLabel'),
        {
          type: 'plain_text_input',
          max_length: 500,
          initial_value: formatThresholds(now?.thresholds ?? DEFAULT_THRESHOLDS),
        },
        { hint: plain(t('aging.thresholdsHint'), 2000) },
      ),
      input(
        AgingId.repeat,
        t('aging.repeatLabel'),
        {
          type: 'plain_text_input',
          max_length: 10,
          ...(now?.repeatMs ? { initial_value: durationText(now.repeatMs) } : {}),
        },
        { optional: true, hint: plain(t('aging.repeatHint'), 2000) },
      ),
    ],
  });
}

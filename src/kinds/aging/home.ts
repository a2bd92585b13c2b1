import type { KnownBlock } from '@slack/types';
import { thresholdWords } from './blocks';
import { header, section } from '../../blocks/home-model';
import { button } from '../../blocks/text';
import type { OverdueThresholds } from '../../cases/overdue';
import type { Translator } from '../../i18n/translate';
import { AgingId } from './ids';

// Aging alerts on App Home: an admin's part (on or off, where, as whom, and Edit) and a linked person's
// (where the alerts about their own cases go, and Also by DM / Stop the DMs).

/** An admin's Home: whether aging alerts are on (where, how, as whom) under their own heading, and Edit. */
export function agingAdminBlocks(
  tr: Translator,
  aging: { channelId: string; thresholds: OverdueThresholds; actsAs: string } | null | undefined,
): KnownBlock[] {
  const { t } = tr;
  return [
    header(t('aging.adminTitle')),
    section(
      aging
        ? t('admin.agingOn', {
            channel: `<#${aging.channelId}>`,
            thresholds: thresholdWords(tr, aging.thresholds),
            user: `<@${aging.actsAs}>`,
          })
        : t('admin.agingOff'),
      // Set here as in the CLI.
      button(AgingId.edit, t('button.agingEdit'), 'edit'),
    ),
  ];
}

/** Aging alerts about their own cases: where they go, and Also by DM / Stop the DMs. */
export function agingDmBlock(tr: Translator, aging: { channelId: string; on: boolean }): KnownBlock {
  const { t } = tr;
  const channel = `<#${aging.channelId}>`;
  return {
    type: 'section',
    text: { type: 'mrkdwn', text: t(aging.on ? 'home.agingDmOn' : 'home.agingDmOff', { channel }), verbatim: true },
    accessory: button(AgingId.dm, t(aging.on ? 'home.agingDmStop' : 'home.agingDmStart'), aging.on ? 'off' : 'on'),
  };
}

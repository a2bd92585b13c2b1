import type { KnownBlock, PlainTextOption } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { context, type RecentOrderShown } from './home-model';
import { ActionId } from './ids';
import { mrkdwn, plain } from './text';

/** The choices an admin has: as the CLI's `--recent-order` names them. */
export const RECENT_ORDER_CHOICES = ['updated', 'submitted', 'unknown'] as const;
export type RecentOrderChoice = (typeof RECENT_ORDER_CHOICES)[number];

/** The words of an order, as the setting and the audit name it. */
export const orderWords = (tr: Translator, order: RecentOrderChoice | null) =>
  tr.t(order === 'updated' ? 'order.updated' : order === 'submitted' ? 'order.submitted' : 'order.unknown');

/**
 * How the case service lists its recent cases, on an admin's Home: a select that sets it (newest update
 * first lets the change detector tell a change within one poll), and what casebot saw of it; the setting wins.
 */
export function recentOrderBlocks(tr: Translator, shown: RecentOrderShown): KnownBlock[] {
  const { t } = tr;
  const option = (choice: RecentOrderChoice): PlainTextOption => ({
    text: plain(orderWords(tr, choice), 75),
    value: choice,
  });
  return [
    {
      type: 'section',
      text: mrkdwn(`*${t('order.label')}*\n${t('order.explain')}`),
      accessory: {
        type: 'static_select',
        action_id: ActionId.recentOrder,
        options: RECENT_ORDER_CHOICES.map(option),
        initial_option: option(shown.setting ?? 'unknown'),
      },
    },
    context(seenLine(tr, shown)),
  ];
}

/** What casebot saw of the order, beside what is set: learning, not read yet, the same, or not the same. */
function seenLine(tr: Translator, { setting, seen }: RecentOrderShown): string {
  const { t } = tr;
  // Set to newest update first: checked at the next poll; newest case first: taken as set, never read.
  if (!seen) return t(setting === 'updated' ? 'order.notRead' : setting ? 'order.notReadSubmitted' : 'order.learning');
  if (setting && seen.order !== setting) {
    return t('order.differs', { seen: orderWords(tr, seen.order), set: orderWords(tr, setting) });
  }
  return t('order.learnt', { order: orderWords(tr, seen.order), votes: seen.votes });
}

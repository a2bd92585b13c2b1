import type { KnownBlock } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { cellText } from './case-table';
import { truncate } from './limits';

/** Slack's data_visualization: a title of at most 50 characters, a pie of 1 to 6 segments. */
const CHART_TITLE_MAX = 50;
const PIE_SEGMENTS = 6;

/** Open cases by status as a pie (the five largest, then the rest together); undefined when none is open. */
export function statusChart(
  tr: Translator,
  statuses: readonly { status: string; count: number }[],
  title: string,
): KnownBlock | undefined {
  if (statuses.length === 0) return undefined;
  const top = statuses.length <= PIE_SEGMENTS ? statuses : statuses.slice(0, PIE_SEGMENTS - 1);
  const rest = statuses.slice(top.length).reduce((n, s) => n + s.count, 0);
  const segments = [
    ...top.map((s) => ({ label: cellText(s.status, 40), value: s.count })),
    ...(rest > 0 ? [{ label: tr.t('chart.otherStatuses'), value: rest }] : []),
  ];
  return {
    type: 'data_visualization',
    title: truncate(title, CHART_TITLE_MAX),
    chart: { type: 'pie', segments },
  } as unknown as KnownBlock;
}

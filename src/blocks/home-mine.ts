import type { KnownBlock } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { caseRow } from './case-list';
import { statusChart } from './status-chart';
import { ActionId } from './ids';
import { button, safe } from './text';
import { context, header, type HomeMine, when } from './home-model';

/** Open cases App Home lists under the chart (`/cases mine` lists them all). */
const ROWS_ON_HOME = 5;

/**
 * "My cases" on App Home: how many, a pie of the open ones by status, the first few open ones (aging ones
 * marked) with View, when they were read, Refresh, and `/cases mine` for the rest. `undefined`: not read
 * yet (casebot reads them when the Home opens); Show them reads them now.
 */
export function myCasesBlocks(
  tr: Translator,
  mine: HomeMine | undefined,
  where: { teamId: string; timeZone: string },
): KnownBlock[] {
  const { t } = tr;
  const blocks: KnownBlock[] = [{ type: 'divider' }, header(t('home.mine'))];
  if (!mine) {
    blocks.push(context(t('home.mineNotRead')), {
      type: 'actions',
      elements: [button(ActionId.homeMine, t('home.mineShow'))],
    });
    return blocks;
  }
  const open = mine.openByStatus.reduce((n, s) => n + s.count, 0);
  const looked = { first: mine.looked.from + 1, last: mine.looked.to, user: safe(mine.userName, 100) };
  blocks.push(
    context(
      t('home.mineSummary', {
        ...looked,
        open,
        closed: mine.items.length - open,
        overdue: mine.overdue.length,
        date: when(mine.at, where.timeZone, tr),
      }),
    ),
  );
  const chart = statusChart(tr, mine.openByStatus, t('home.mineChart'));
  if (chart) blocks.push(chart);
  const overdue = new Set(mine.overdue);
  const mark = `:hourglass_flowing_sand: ${t('common.overdue')}`;
  const shown = { tr, ...where };
  mine.items.slice(0, Math.min(open, ROWS_ON_HOME)).forEach((item, index) => {
    const row = caseRow(item, index, shown, overdue.has(item.ComplaintId) ? mark : undefined);
    // Home's View buttons (the recent cases' come first): each opens the case as a DM.
    blocks.push(withAction(row, `${ActionId.homeViewPrefix}${HOME_MINE_VIEW_FROM + index}`));
  });
  blocks.push(context(t('home.mineMore')), {
    type: 'actions',
    elements: [button(ActionId.homeMine, t('home.mineRefresh'))],
  });
  return blocks;
}

/** Where the View buttons of "My cases" are numbered from (after the recent cases'). */
const HOME_MINE_VIEW_FROM = 50;

function withAction(row: KnownBlock, actionId: string): KnownBlock {
  if (row.type !== 'section' || row.accessory?.type !== 'button') return row;
  return { ...row, accessory: { ...row.accessory, action_id: actionId } };
}

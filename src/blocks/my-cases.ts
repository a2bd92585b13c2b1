import type { Button, KnownBlock } from '@slack/types';
import type { CaseListItem } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { forReader } from './bidi';
import { encodeValue, MAX_OFFSET } from './button-values';
import { caseRow } from './case-list';
import { ActionId } from './ids';
import { LIMITS } from './limits';
import type { Message } from './message';
import { mrkdwn, plain, safe } from './text';

/** Rows one answer shows (Slack's 50 blocks a message, with room for the header and the footer). */
const MINE_ROWS_SHOWN = 40;

interface MyCasesPage {
  tr: Translator;
  teamId: string;
  timeZone: string;
  /** The service's user the person is linked to. */
  userName: string;
  items: CaseListItem[];
  /** The recent cases looked at (0-based, `to` not included). */
  looked: { from: number; to: number };
  more: boolean;
  /** The person's cases of this look already shown before (Next and Prev within the look). */
  skip: number;
  /** Their open cases past the workspace's aging threshold for their priority: marked. */
  overdue?: ReadonlySet<number>;
}

/**
 * `/cases mine`: the person's cases among the recent ones looked at, open ones first, forty at a time
 * (Next and Prev within the look), each with View; how far back casebot looked, and Look further while
 * the recent list goes on.
 */
export function renderMyCases(page: MyCasesPage): Message {
  const { tr } = page;
  const { t } = tr;
  // Where the look's cases changed under the buttons, the last page of forty there is.
  const lastPage = Math.floor(Math.max(0, page.items.length - 1) / MINE_ROWS_SHOWN) * MINE_ROWS_SHOWN;
  const skip = Math.min(Math.floor(page.skip / MINE_ROWS_SHOWN) * MINE_ROWS_SHOWN, lastPage);
  const shown = page.items.slice(skip, skip + MINE_ROWS_SHOWN);
  const looked = { first: page.looked.from + 1, last: page.looked.to, user: safe(page.userName, 100) };
  const title =
    page.items.length === 0 ? t('mine.none', looked) : t('mine.found', { ...looked, count: page.items.length });
  const blocks: KnownBlock[] = [{ type: 'section', text: mrkdwn(title) }];
  if (shown.length > 0) blocks.push({ type: 'divider' });
  const overdue = `:hourglass_flowing_sand: ${t('common.overdue')}`;
  shown.forEach((item, index) =>
    blocks.push(caseRow(item, index, page, page.overdue?.has(item.ComplaintId) ? overdue : undefined)),
  );
  const further = page.more && page.looked.to <= MAX_OFFSET;
  const notes = [t(further ? 'mine.looked' : 'mine.lookedAll')];
  if (page.items.length > shown.length) {
    const [first, last] = [skip + 1, skip + shown.length];
    notes.push(t('mine.shown', { first, last, count: page.items.length, single: first === last ? 'yes' : 'no' }));
  }
  blocks.push({ type: 'context', elements: [mrkdwn(notes.join(' '))] });
  const button = (actionId: string, label: string, o: number, k: number): Button => ({
    type: 'button',
    action_id: actionId,
    text: plain(label, LIMITS.buttonText),
    value: encodeValue({ t: page.teamId, o, k }),
  });
  const buttons: Button[] = [];
  if (skip > 0)
    buttons.push(button(ActionId.minePrev, t('list.prev'), page.looked.from, Math.max(0, skip - MINE_ROWS_SHOWN)));
  if (skip + shown.length < page.items.length)
    buttons.push(button(ActionId.mineNext, t('list.next'), page.looked.from, skip + MINE_ROWS_SHOWN));
  if (further) buttons.push(button(ActionId.mineFurther, t('mine.further'), page.looked.to, 0));
  if (buttons.length > 0) blocks.push({ type: 'actions', elements: buttons });
  return forReader(tr.lang, { text: title.replace(/\*/g, ''), blocks });
}

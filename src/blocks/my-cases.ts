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
}

/**
 * `/cases mine`: the person's cases among the recent ones looked at, open ones first, each with View;
 * how far back casebot looked, and Look further while the recent list goes on.
 */
export function renderMyCases(page: MyCasesPage): Message {
  const { tr } = page;
  const { t } = tr;
  const shown = page.items.slice(0, MINE_ROWS_SHOWN);
  const looked = { first: page.looked.from + 1, last: page.looked.to, user: safe(page.userName, 100) };
  const title =
    page.items.length === 0 ? t('mine.none', looked) : t('mine.found', { ...looked, count: page.items.length });
  const blocks: KnownBlock[] = [{ type: 'section', text: mrkdwn(title) }];
  if (shown.length > 0) blocks.push({ type: 'divider' });
  shown.forEach((item, index) => blocks.push(caseRow(item, index, page)));
  const notes = [t('mine.looked', looked)];
  if (page.items.length > shown.length) notes.push(t('mine.moreThanShown', { shown: shown.length }));
  blocks.push({ type: 'context', elements: [mrkdwn(notes.join(' '))] });
  if (page.more && page.looked.to <= MAX_OFFSET) {
    const further: Button = {
      type: 'button',
      action_id: ActionId.mineFurther,
      text: plain(t('mine.further'), LIMITS.buttonText),
      value: encodeValue({ t: page.teamId, o: page.looked.to }),
    };
    blocks.push({ type: 'actions', elements: [further] });
  }
  return forReader(tr.lang, { text: title.replace(/\*/g, ''), blocks });
}

import type { Button, KnownBlock } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import { formatForSlack } from './dates';
import type { CaseListItem } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { encodeValue, MAX_OFFSET } from './button-values';
import { ActionId, BlockId } from './ids';
import { LIMITS, truncate } from './limits';
import type { Message } from './message';
import { displayValue, mrkdwn, oneLine, plain, safe } from './text';
import { forReader, ownOrder } from './bidi';

export interface CaseListPage {
  /** The reader's language. */
  tr: Translator;
  teamId: string;
  /** What was searched; empty for the most recent cases. */
  searchText: string;
  /** 0-based offset of the first row shown. */
  offset: number;
  pageSize: number;
  items: CaseListItem[];
  hasNext: boolean;
  /** Where Next starts: past every service row this page read, shown or left out. */
  nextOffset: number;
  timeZone: string;
  /**
   * Said under the heading where the search as written found nothing and these are the cases holding
   * every word of it (paged as any search, within one look among the newest).
   */
  everyWord?: string;
}

/** One page of /cases: a row per case with a View button, and Prev/Next that update it in place. */
export function renderCaseList(page: CaseListPage): Message {
  return forReader(page.tr.lang, renderCaseListUnread(page));
}

function renderCaseListUnread(page: CaseListPage): Message {
  const { tr } = page;
  const { t } = tr;
  const what = page.searchText
    ? t(page.everyWord ? 'list.everyWordTitle' : 'list.matching', { text: safe(page.searchText, 100) })
    : t('list.recent');
  if (page.items.length === 0) return renderNoResults(tr, page.searchText);

  const first = page.offset + 1;
  const last = page.offset + page.items.length;
  // The service gives no total (its count is the page's size): say there is more, not how many.
  const range = t(page.hasNext ? 'list.rangeMore' : 'list.range', { first, last });
  const blocks: KnownBlock[] = [{ type: 'section', text: mrkdwn(`*${what}* · ${range}`) }];
  if (page.everyWord) blocks.push({ type: 'context', elements: [mrkdwn(page.everyWord)] });
  blocks.push({ type: 'divider' });
  page.items.forEach((item, index) => blocks.push(caseRow(item, index, page)));

  const pager: Button[] = [];
  const state = (offset: number) => encodeValue({ t: page.teamId, q: page.searchText, o: offset, s: page.pageSize });
  if (page.offset > 0) {
    pager.push({
      type: 'button',
      action_id: ActionId.prev,
      text: plain(t('list.prev'), LIMITS.buttonText),
      value: state(Math.max(0, page.offset - page.pageSize)),
    });
  }
  // A Next whose offset a button may not carry would only be refused when clicked.
  if (page.hasNext && page.nextOffset <= MAX_OFFSET) {
    pager.push({
      type: 'button',
      action_id: ActionId.next,
      text: plain(t('list.next'), LIMITS.buttonText),
      value: state(page.nextOffset),
    });
  }
  // The same search as a sortable table, opened at the table page of 100 that holds this row (not for
  // every word's look: the table reads the search as written).
  if (!page.everyWord) {
    pager.push({
      type: 'button',
      action_id: ActionId.table,
      text: plain(t('table.show'), LIMITS.buttonText),
      value: state(page.offset),
    });
  }
  blocks.push({ type: 'divider' });
  if (pager.length > 0) blocks.push({ type: 'actions', block_id: BlockId.pager, elements: pager });
  blocks.push({
    type: 'context',
    elements: [
      mrkdwn(
        t('list.footer', {
          page: Math.floor(page.offset / page.pageSize) + 1,
          size: page.pageSize,
          placeholder: `&lt;${t('placeholder.number')}&gt;`,
        }),
      ),
    ],
  });
  return { text: `${what}: ${t('list.range', { first, last })}`, blocks };
}

/** One case as a list row: number, subject, status, priority, its last update (or submission), customer, View. */
export function caseRow(
  item: CaseListItem,
  index: number,
  where: { tr: Translator; teamId: string; timeZone: string },
  /** Said after the subject (an aging case's mark), already in the reader's words. */
  flag?: string,
): KnownBlock {
  const { tr } = where;
  const { t } = tr;
  // The last update where the service gives one (as the table does), else when it was submitted; labelled.
  const updated = item.LastUpdatedTime.trim();
  const when = formatForSlack(parseServiceDate(updated || item.SubmitDate, where.timeZone), where.timeZone, tr);
  const dated = t(updated ? 'list.updated' : 'list.submitted', { date: when });
  // Each upstream value keeps its own order and punctuation in an Arabic row.
  const own = (text: string) => ownOrder(tr.lang, text);
  const facts = [item.ComplaintStatus, item.Priority].map((v) => own(safe(displayValue(v), 100)) || '—').join(' · ');
  const customer = own(safe(oneLine(item.CustomerName), 200)) || '—';
  const subject = own(safe(oneLine(item.Subject), 500)) || t('card.noSubject');
  const line = `*#${item.CaseNumber}* ${subject}${flag ? ` · ${flag}` : ''}\n${facts} · ${dated} · ${customer}`;
  const view: Button = {
    type: 'button',
    action_id: `${ActionId.viewPrefix}${index}`,
    text: plain(t('button.view'), LIMITS.buttonText),
    value: encodeValue({ t: where.teamId, c: item.ComplaintId, n: item.CaseNumber }),
  };
  return { type: 'section', text: mrkdwn(truncate(line, LIMITS.sectionText)), accessory: view };
}

function renderNoResults({ t }: Translator, searchText: string): Message {
  const text = searchText ? t('list.noMatch', { text: safe(searchText, 100) }) : t('list.empty');
  return { text, blocks: [{ type: 'section', text: mrkdwn(`:mag: ${text}`) }] };
}

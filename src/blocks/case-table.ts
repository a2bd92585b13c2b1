import { TZDate } from '@date-fns/tz';
import type { Button, KnownBlock, RawNumberElement, RawTextElement, RichTextBlock } from '@slack/types';
import { format } from 'date-fns';
import { parseServiceDate } from '../case-api/dates';
import type { CaseListItem } from '../case-api/schemas';
import { isKnownTimeZone } from '../lib/time-zones';
import { encodeValue, MAX_OFFSET } from './button-values';
import { caseUrlOf } from './case-card';
import type { CaseListPage } from './case-list';
import { ActionId, BlockId } from './ids';
import { LIMITS, truncate } from './limits';
import { priorityRank } from './markers';
import type { Message } from './message';
import { button, cutAtWord, displayValue, mrkdwn, oneLine, safe } from './text';

/** Slack's data_table: at most 100 rows besides the header, and 10,000 characters in all its cells. */
export const TABLE_ROWS = 100;
export const TABLE_CHARS = 10_000;
/** Rows a page of the table shows (Slack pages it; sorting covers every row). */
const TABLE_PAGE_SIZE = 10;
/** Longest text of a cell, by column: long subjects and names are cut at a word. */
const CELL_MAX = { subject: 80, status: 30, priority: 20, customer: 50 } as const;

export type Cell = RawTextElement | RawNumberElement | RichTextBlock;

/** A list page's data (the table's offset a multiple of 100 from its own paging), and the case URL template. */
interface CaseTablePage extends CaseListPage {
  caseUrlTemplate?: string | null;
}

/** Upstream text for a cell: one line, cut at a word with an ellipsis; raw text, never parsed as mrkdwn. */
export function cellText(text: string, max: number): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  return truncate(`${cutAtWord(line, max - 1)}…`, max);
}

export const raw = (text: string): RawTextElement => ({ type: 'raw_text', text: text || '—' });

/** A date that sorts as text in time order (`2026-11-04 09:15`), in the workspace's zone. */
export function sortableDate(rawDate: string, timeZone: string): string {
  const parsed = parseServiceDate(rawDate, timeZone);
  if (parsed.kind !== 'parsed') return cellText(rawDate, 40);
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  return format(new TZDate(parsed.date.getTime(), zone), 'yyyy-MM-dd HH:mm');
}

/** A row's cells and the characters they hold (what the 10,000 of the whole table count). */
export function rowOf(
  item: CaseListItem,
  page: Pick<CaseTablePage, 'tr' | 'timeZone' | 'caseUrlTemplate'>,
): { cells: Cell[]; length: number } {
  const texts = [
    `#${item.CaseNumber}`,
    cellText(item.Subject, CELL_MAX.subject) || page.tr.t('card.noSubject'),
    cellText(displayValue(item.ComplaintStatus), CELL_MAX.status),
    cellText(displayValue(item.Priority), CELL_MAX.priority),
    cellText(item.CustomerName, CELL_MAX.customer),
    // A case the service never updated was last changed when it was submitted.
    sortableDate(item.LastUpdatedTime.trim() || item.SubmitDate, page.timeZone),
  ].map((text) => text || '—');
  const [number = '', subject = '', status = '', priority = '', ...rest] = texts;
  const url = caseUrlOf(page.caseUrlTemplate, { caseNumber: item.CaseNumber, id: item.ComplaintId });
  const cells: Cell[] = [
    { type: 'raw_number', value: item.CaseNumber, text: number },
    url
      ? {
          type: 'rich_text',
          elements: [{ type: 'rich_text_section', elements: [{ type: 'link', url, text: subject }] }],
        }
      : raw(subject),
    raw(status),
    // Its rank, so the column sorts low → critical; the service's own word is what shows.
    { type: 'raw_number', value: priorityRank(item.Priority), text: priority },
    ...rest.map(raw),
  ];
  return { cells, length: texts.reduce((n, text) => n + text.length, 0) };
}

/** The table's header row: number, subject, status, priority, customer, last update (in the zone). */
export function tableHeader(tr: Pick<CaseTablePage['tr'], 't'>, timeZone: string): Cell[] {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const { t } = tr;
  return [
    t('table.number'),
    t('table.subject'),
    t('card.status'),
    t('card.priority'),
    t('card.customer'),
    t('table.updated', { zone }),
  ].map(raw);
}

/**
 * Up to 100 cases as Slack's sortable data_table: number (a number, so it sorts as one), subject (a link
 * to the case where the workspace has a URL template), status, priority, customer, last update. Rows
 * that would pass 10,000 characters are left out from the end, and the caption says how many.
 */
export function renderCaseTable(page: CaseTablePage): Message {
  const { t } = page.tr;
  const header = tableHeader(page.tr, page.timeZone);
  const rows: Cell[][] = [header];
  let used = header.reduce((n, c) => n + (c.type === 'raw_text' ? c.text.length : 0), 0);
  const items = page.items.slice(0, TABLE_ROWS);
  for (const item of items) {
    const { cells, length } = rowOf(item, page);
    if (used + length > TABLE_CHARS) break;
    rows.push(cells);
    used += length;
  }
  const shown = rows.length - 1;
  const dropped = items.length - shown;
  const what = page.searchText ? t('list.matching', { text: cellText(page.searchText, 100) }) : t('list.recent');
  const counted = t('list.range', { first: shown > 0 ? page.offset + 1 : 0, last: page.offset + shown });
  // In an Arabic caption, 1–100 would read 100–1: kept left to right.
  const range = page.tr.lang === 'ar' ? `\u2066${counted}\u2069` : counted;
  const caption = [`${what} · ${range}`, dropped > 0 ? t('table.dropped', { count: dropped }) : '']
    .filter(Boolean)
    .join(' · ');
  const state = (offset: number) => encodeValue({ t: page.teamId, q: page.searchText, o: offset, s: page.pageSize });
  const controls: Button[] = [button(ActionId.list, t('table.list'), state(page.offset))];
  if (page.offset > 0)
    controls.push(button(ActionId.tablePrev, t('table.prev'), state(Math.max(0, page.offset - TABLE_ROWS))));
  if (page.hasNext && page.nextOffset <= MAX_OFFSET) {
    controls.push(button(ActionId.tableNext, t('table.next'), state(page.nextOffset)));
  }
  const blocks: KnownBlock[] = [
    { type: 'data_table', caption: truncate(caption, LIMITS.sectionText), page_size: TABLE_PAGE_SIZE, rows },
    { type: 'actions', block_id: BlockId.tablePager, elements: controls },
    {
      type: 'context',
      elements: [mrkdwn(t('table.footer', { placeholder: `&lt;${t('placeholder.number')}&gt;` }))],
    },
  ];
  // For notifications and clients that cannot draw the table: what it holds, and its first cases.
  const firsts = items
    .slice(0, Math.min(shown, 5))
    .map((item) => `#${item.CaseNumber} ${safe(oneLine(item.Subject), 80)}`)
    .join(' · ');
  const said = page.searchText ? t('list.matching', { text: safe(page.searchText, 100) }) : what;
  return { text: truncate(`${said}: ${range}${firsts ? ` · ${firsts}` : ''}`, LIMITS.fallbackText), blocks };
}

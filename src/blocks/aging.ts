import type { KnownBlock } from '@slack/types';
import type { CaseListItem } from '../case-api/schemas';
import { type AgingThresholds, formatAging } from '../cases/aging';
import type { Translator } from '../i18n/translate';
import { forReader } from './bidi';
import { type Cell, raw, rowOf, TABLE_CHARS, tableHeader } from './case-table';
import { slackDate } from './digest';
import { LIMITS, truncate } from './limits';
import type { Message } from './message';
import { button, displayValue, mrkdwn, oneLine, safe } from './text';
import { encodeValue } from './button-values';
import { ActionId } from './ids';

/** A case past its priority's threshold: its row, how long over (ms), since when untouched, its owner in Slack. */
export interface AgingRow {
  item: CaseListItem;
  overdueMs: number;
  since: Date;
  /** The Slack person linked to its UserName, where there is one. */
  owner?: string;
}

interface AgingInput {
  tr: Translator;
  timeZone: string;
  caseUrlTemplate?: string | null;
  /** Who the list was read as (the channel sees what they see). */
  actsAs: string;
  /** The reader asked it themselves (a DM): who it was read as goes unsaid. */
  asked?: boolean;
  thresholds: AgingThresholds;
}

const HOUR = 3_600_000;

/** The rows as a data_table, most overdue first, a first column of hours over. */
function agingTable(input: AgingInput, rows: readonly AgingRow[], caption: string): KnownBlock | undefined {
  if (rows.length === 0) return undefined;
  const { tr, timeZone } = input;
  const page = { tr, timeZone, caseUrlTemplate: input.caseUrlTemplate ?? null };
  const header: Cell[] = [raw(tr.t('aging.overdue')), ...tableHeader(tr, timeZone)];
  const table: Cell[][] = [header];
  let used = header.reduce((n, c) => n + (c.type === 'raw_text' ? c.text.length : 0), 0);
  for (const row of rows.slice(0, 100)) {
    const hours = Math.floor(row.overdueMs / HOUR);
    const over = tr.t('aging.hoursOver', { hours });
    const { cells, length } = rowOf(row.item, page);
    if (used + length + over.length > TABLE_CHARS) break;
    table.push([{ type: 'raw_number', value: hours, text: over }, ...cells]);
    used += length + over.length;
  }
  return {
    type: 'data_table',
    caption: truncate(caption, LIMITS.sectionText),
    page_size: 10,
    rows: table,
  } as unknown as KnownBlock;
}

const readAs = (input: AgingInput) =>
  input.tr.t('aging.readAs', { user: `<@${input.actsAs}>`, thresholds: safe(formatAging(input.thresholds), 200) });

/**
 * The first round over a backlog: one post, how many by priority, and every case past its threshold in a
 * table, the most overdue first (up to 100), then how many more.
 */
export function agingSummary(input: AgingInput, rows: readonly AgingRow[]): Message {
  const { tr } = input;
  const byPriority = new Map<string, number>();
  for (const r of rows) {
    const p = displayValue(r.item.Priority) || '—';
    byPriority.set(p, (byPriority.get(p) ?? 0) + 1);
  }
  // French sets a space before its colon.
  const colon = tr.lang === 'fr' ? '\u00a0: ' : ': ';
  const counts = [...byPriority].map(([p, n]) => `${safe(oneLine(p), 30)}${colon}${n}`).join(' · ');
  const title = tr.t('aging.summary', { count: rows.length, byPriority: counts });
  const more = rows.length > 100 ? tr.t('aging.more', { count: rows.length - 100 }) : '';
  const blocks: KnownBlock[] = [
    {
      type: 'section',
      text: mrkdwn(
        truncate([title, input.asked ? '' : readAs(input), more].filter(Boolean).join('\n'), LIMITS.sectionText),
      ),
    },
  ];
  const table = agingTable(input, rows, tr.t('aging.tableCaption'));
  if (table) blocks.push(table);
  return forReader(tr.lang, { text: truncate(`${title} ${more}`, LIMITS.fallbackText), blocks });
}

/** Later breaches: one post each (its owner named), or one post listing them when several breach at once. */
export function agingAlert(input: AgingInput, rows: readonly AgingRow[]): Message {
  const { tr, timeZone } = input;
  if (rows.length === 1 && rows[0]) {
    const r = rows[0];
    const text = tr.t('aging.one', {
      number: r.item.CaseNumber,
      subject: safe(oneLine(r.item.Subject), 150),
      priority: safe(displayValue(r.item.Priority), 30),
      date: slackDate(r.since, timeZone, tr),
      hours: Math.floor(r.overdueMs / HOUR),
    });
    const owner = r.owner ? ` ${tr.t('aging.owner', { user: `<@${r.owner}>` })}` : '';
    const said = `${text}${owner}\n${readAs(input)}`;
    return forReader(tr.lang, {
      text: truncate(said, LIMITS.fallbackText),
      blocks: [{ type: 'section', text: mrkdwn(truncate(said, LIMITS.sectionText)) }],
    });
  }
  const title = tr.t('aging.batch', { count: rows.length });
  const owners = [...new Set(rows.flatMap((r) => (r.owner ? [`<@${r.owner}>`] : [])))].slice(0, 20);
  const lines = [title, owners.length > 0 ? tr.t('aging.owners', { users: owners.join(' ') }) : '', readAs(input)];
  const blocks: KnownBlock[] = [
    { type: 'section', text: mrkdwn(truncate(lines.filter(Boolean).join('\n'), LIMITS.sectionText)) },
  ];
  const table = agingTable(input, rows, tr.t('aging.tableCaption'));
  if (table) blocks.push(table);
  return forReader(tr.lang, { text: truncate(title, LIMITS.fallbackText), blocks });
}

/** Cases one owner's DM lists (each with View). */
const DM_CASES = 10;

/**
 * The DM to an owner who chose it: their own cases that breached, by number and how long past their
 * threshold, each with View, which opens it as them (nothing of the case read as someone else is shown).
 */
export function agingOwnerDm(tr: Translator, teamId: string, timeZone: string, rows: readonly AgingRow[]): Message {
  const said = rows.slice(0, DM_CASES).map((r) =>
    tr.t('aging.dm', {
      number: r.item.CaseNumber,
      date: slackDate(r.since, timeZone, tr),
      hours: Math.floor(r.overdueMs / HOUR),
    }),
  );
  const blocks: KnownBlock[] = rows.slice(0, DM_CASES).map((r, i) => ({
    type: 'section',
    text: mrkdwn(said[i] ?? ''),
    accessory: button(
      `${ActionId.viewPrefix}${i}`,
      tr.t('button.view'),
      encodeValue({ t: teamId, c: r.item.ComplaintId, n: r.item.CaseNumber }),
    ),
  }));
  return forReader(tr.lang, { text: truncate(said.join('\n'), LIMITS.fallbackText), blocks });
}

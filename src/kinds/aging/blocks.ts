import type { KnownBlock } from '@slack/types';
import type { CaseListItem } from '../../case-api/schemas';
import type { OverdueThresholds } from '../../cases/overdue';
import { priorityKey, priorityRank } from '../../lib/priorities';
import type { Translator } from '../../i18n/translate';
import { forReader } from '../../blocks/bidi';
import { type Cell, raw, rowOf, TABLE_CHARS, tableHeader } from '../../blocks/case-table';
import { slackDate } from '../../blocks/dates';
import { LIMITS, truncate } from '../../blocks/limits';
import type { Message } from '../../blocks/message';
import { button, displayValue, mrkdwn, oneLine, safe } from '../../blocks/text';
import { encodeValue } from '../../blocks/button-values';
import { ActionId } from '../../blocks/ids';

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
  thresholds: OverdueThresholds;
  /** How many of the most recent cases were read, where the read stopped before the list's end. */
  cutAt?: number;
}

const MINUTE = 60_000;

/**
 * A duration in the largest natural unit, in the reader's words: `31 days`, `2 h 10 min`, `4 hours`,
 * `45 minutes` (never `749 h`).
 */
export function durationWords(tr: Translator, ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE));
  const days = Math.floor(minutes / 1440);
  if (days >= 1) return tr.t('duration.days', { count: days });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours >= 1 && rest > 0 && hours < 10) return tr.t('duration.hoursMinutes', { hours, minutes: rest });
  if (hours >= 1) return tr.t('duration.hours', { count: hours });
  return tr.t('duration.minutes', { count: Math.max(1, rest) });
}

/** A list joined as the reader's language punctuates it (Arabic: `،`). */
const listed = (tr: Translator, items: readonly string[]) => items.join(tr.lang === 'ar' ? '\u060c ' : ', ');

/**
 * The thresholds in words, most urgent first: `Urgent 4 hours, High 1 day, …`. Each priority is named as the
 * service names it where `seen` (the priorities of the rows shown) has one of the same rank or name, else
 * in the reader's words for its rank (`critique`, `kritisch`), else as it was set.
 */
export function thresholdWords(tr: Translator, thresholds: OverdueThresholds, seen: readonly string[] = []): string {
  const ranked = [...thresholds].sort((a, b) => priorityRank(b.priority) - priorityRank(a.priority));
  const named = (priority: string) => {
    const rank = priorityRank(priority);
    const service = seen.find(
      (p) => priorityKey(p) === priorityKey(priority) || (rank > 0 && priorityRank(p) === rank),
    );
    if (service) return displayValue(service);
    // As the service's own words are shown: first letter capitalised.
    return rank > 0 ? displayValue(tr.t('priority.name', { rank: String(rank) })) : priority;
  };
  return listed(
    tr,
    ranked.map((t) => `${safe(oneLine(named(t.priority)), 30)} ${durationWords(tr, t.ms)}`),
  );
}

/** The rows as a data_table, most overdue first, a first column of hours over. */
function agingTable(input: AgingInput, rows: readonly AgingRow[], caption: string): KnownBlock | undefined {
  if (rows.length === 0) return undefined;
  const { tr, timeZone } = input;
  const page = { tr, timeZone, caseUrlTemplate: input.caseUrlTemplate ?? null };
  const header: Cell[] = [raw(tr.t('aging.overdue')), ...tableHeader(tr, timeZone)];
  const table: Cell[][] = [header];
  let used = header.reduce((n, c) => n + (c.type === 'raw_text' ? c.text.length : 0), 0);
  for (const row of rows.slice(0, 100)) {
    const hours = Math.floor(row.overdueMs / (60 * MINUTE));
    const over = durationWords(tr, row.overdueMs);
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

const readAs = (input: AgingInput) => input.tr.t('aging.readAs', { user: `<@${input.actsAs}>` });

/** "Among the 500 most recent cases…", where the read stopped before the list's end. */
const cut = ({ tr, cutAt, asked }: AgingInput) =>
  cutAt ? tr.t(asked ? 'aging.cutAsked' : 'aging.cut', { count: cutAt }) : '';

/**
 * How many by priority, most urgent first, the same priority counted once however the service writes it
 * (`CRITICAL` and `Critical`; `Urgent` and `Critical` where both mean the top rank): `Critical: 11 · High: 12`.
 */
function byPriority(tr: Translator, rows: readonly AgingRow[]): string {
  const groups = new Map<string, { label: string; rank: number; count: number }>();
  for (const r of rows) {
    const label = displayValue(r.item.Priority) || '—';
    const rank = priorityRank(label);
    const key = rank > 0 ? `rank-${rank}` : priorityKey(label);
    const group = groups.get(key) ?? { label, rank, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  // French sets a space before its colon.
  const colon = tr.lang === 'fr' ? '\u00a0: ' : ': ';
  return [...groups.values()]
    .sort((a, b) => b.rank - a.rank || b.count - a.count)
    .map((g) => `${safe(oneLine(g.label), 30)}${colon}${g.count}`)
    .join(' · ');
}

/**
 * The first round over a backlog: one post, how many by priority, and every case past its threshold in a
 * table, the most overdue first (up to 100), then how many more.
 */
export function agingSummary(input: AgingInput, rows: readonly AgingRow[]): Message {
  const { tr } = input;
  const title = tr.t('aging.summary', { count: rows.length, byPriority: byPriority(tr, rows) });
  const more = rows.length > 100 ? tr.t('aging.more', { count: rows.length - 100 }) : '';
  const seen = rows.map((r) => r.item.Priority);
  const thresholds = tr.t('aging.thresholds', { thresholds: thresholdWords(tr, input.thresholds, seen) });
  const lines = [title, cut(input), thresholds, input.asked ? '' : readAs(input), more];
  const blocks: KnownBlock[] = [
    { type: 'section', text: mrkdwn(truncate(lines.filter(Boolean).join('\n'), LIMITS.sectionText)) },
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
      duration: durationWords(tr, r.overdueMs),
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
  const lines = [
    title,
    owners.length > 0 ? tr.t('aging.owners', { users: owners.join(' ') }) : '',
    cut(input),
    readAs(input),
  ];
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
      subject: safe(oneLine(r.item.Subject), 150),
      date: slackDate(r.since, timeZone, tr),
      duration: durationWords(tr, r.overdueMs),
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

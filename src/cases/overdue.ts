import { parseServiceDate } from '../case-api/dates';
import type { CaseListItem } from '../case-api/schemas';
import { isClosedStatus } from '../lib/statuses';
import { priorityRank } from '../lib/priorities';
import { comparable } from './search-filters';

/** How long a case of each priority may go without an update before it is aging (milliseconds). */
export type OverdueThresholds = ReadonlyArray<{ priority: string; ms: number }>;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Where a workspace sets none: critical 4 hours, high a day, medium three days, low a week. */
export const DEFAULT_THRESHOLDS: OverdueThresholds = [
  { priority: 'critical', ms: 4 * UNIT_MS.h },
  { priority: 'high', ms: UNIT_MS.d },
  { priority: 'medium', ms: 3 * UNIT_MS.d },
  { priority: 'low', ms: 7 * UNIT_MS.d },
];

/** The longest threshold casebot takes (a year): past that nothing is "aging", it is lost. */
const MAX_MS = 365 * UNIT_MS.d;

/**
 * `critical=4h,high=1d,medium=3d,low=7d`: any priority text the service uses, each with a duration in
 * minutes, hours or days. Undefined when any part cannot be read (the whole setting is refused, never half).
 */
export function parseThresholds(text: string): OverdueThresholds | undefined {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 20) return undefined;
  const read: { priority: string; ms: number }[] = [];
  for (const part of parts) {
    const match = /^(.{1,40}?)\s*=\s*(\d{1,4})\s*([mhd])$/i.exec(part);
    if (!match) return undefined;
    const [, priority = '', count = '', unit = ''] = match;
    const ms = Number(count) * UNIT_MS[unit.toLowerCase() as keyof typeof UNIT_MS];
    if (ms <= 0 || ms > MAX_MS || read.some((r) => comparable(r.priority) === comparable(priority))) return undefined;
    read.push({ priority: priority.trim(), ms });
  }
  return read;
}

/** The setting as the CLI and App Home write it back: `critical=4h,high=1d`. */
export function formatThresholds(thresholds: OverdueThresholds): string {
  return thresholds.map((t) => `${t.priority}=${durationText(t.ms)}`).join(',');
}

/** One duration in m/h/d (`90m`, `12h`, `1d`) as ms; undefined when it cannot be read. */
export const parseDuration = (text: string): number | undefined => parseThresholds(`x=${text.trim()}`)?.[0]?.ms;

export function durationText(ms: number): string {
  if (ms % UNIT_MS.d === 0) return `${ms / UNIT_MS.d}d`;
  if (ms % UNIT_MS.h === 0) return `${ms / UNIT_MS.h}h`;
  return `${Math.round(ms / UNIT_MS.m)}m`;
}

/**
 * A priority's threshold: the one named as the service writes it (case and accents aside), else the one
 * whose word means the same in any of casebot's six languages (`critical` holds for Urgent, Kritisch,
 * critique…: the service answers in the reader's language).
 */
export function thresholdOf(thresholds: OverdueThresholds, priority: string) {
  const named = thresholds.find((t) => comparable(t.priority) === comparable(priority));
  if (named) return named;
  const rank = priorityRank(priority);
  return rank > 0 ? thresholds.find((t) => priorityRank(t.priority) === rank) : undefined;
}

/** When a row last changed: its last update, or when it was submitted where it has none. */
export function lastChangeOf(row: CaseListItem, timeZone: string): Date | undefined {
  const parsed = parseServiceDate(row.LastUpdatedTime.trim() || row.SubmitDate, timeZone);
  return parsed.kind === 'parsed' ? parsed.date : undefined;
}

/**
 * How long past its priority's threshold an open case is (ms), or undefined when it is not aging: closed,
 * a priority with no threshold, a date casebot cannot read, or still within its time.
 */
export function overdueBy(
  row: CaseListItem,
  options: { thresholds: OverdueThresholds; closedStatuses: readonly string[]; timeZone: string; now: Date },
): number | undefined {
  if (isClosedStatus(row.ComplaintStatus, options.closedStatuses)) return undefined;
  const threshold = thresholdOf(options.thresholds, row.Priority);
  if (!threshold) return undefined;
  const changed = lastChangeOf(row, options.timeZone);
  if (!changed) return undefined;
  const over = options.now.getTime() - changed.getTime() - threshold.ms;
  return over > 0 ? over : undefined;
}

/** The rows past their priority's threshold, most overdue first: how long over (ms) and since when untouched. */
export function overdueRowsOf(
  rows: readonly CaseListItem[],
  options: { thresholds: OverdueThresholds; closedStatuses: readonly string[]; timeZone: string; now: Date },
): { item: CaseListItem; overdueMs: number; since: Date }[] {
  const overdue = rows.flatMap((item) => {
    const overdueMs = overdueBy(item, options);
    const since = lastChangeOf(item, options.timeZone);
    return overdueMs === undefined || !since ? [] : [{ item, overdueMs, since }];
  });
  return overdue.sort((a, b) => b.overdueMs - a.overdueMs);
}

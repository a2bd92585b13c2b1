import type { CaseListItem } from '../../case-api/schemas';
import { displayValue } from '../../blocks/text';
import type { Translator } from '../../i18n/translate';

// The filters casebot offers in Slack's search, and how it applies them to the rows the service returns
// (the service itself searches only by number or subject text).

/** At most this many choices per filter. */
const MAX_OPTIONS = 20;

interface SearchFilter {
  name: string;
  display_name: string;
  display_name_plural?: string;
  type: 'multi_select' | 'toggle';
  options?: { name: string; value: string }[];
}

/** What the person chose: statuses and priorities (lower case; empty = any), and only their own cases. */
export interface Chosen {
  statuses: Set<string>;
  priorities: Set<string>;
  mine: boolean;
}

/**
 * Status and priority (the values seen on the cases the person sees lately) and "Only my cases" (the
 * service's `UserName` of the case is the one casebot asks as).
 */
export function filtersFor(rows: CaseListItem[], { t }: Translator, offer: { mine: boolean }): SearchFilter[] {
  const filters: SearchFilter[] = [];
  const statuses = distinct(rows.map((row) => row.ComplaintStatus));
  const priorities = distinct(rows.map((row) => row.Priority));
  if (statuses.length > 0) {
    filters.push({ name: 'status', display_name: t('search.filterStatus'), type: 'multi_select', options: statuses });
  }
  if (priorities.length > 0) {
    filters.push({
      name: 'priority',
      display_name: t('search.filterPriority'),
      type: 'multi_select',
      options: priorities,
    });
  }
  // Someone served as the default user has no cases of their own: the toggle would show the shared account's.
  if (offer.mine) filters.push({ name: 'mine', display_name: t('search.filterMine'), type: 'toggle' });
  return filters;
}

function distinct(values: string[]): { name: string; value: string }[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const shown = displayValue(value);
    const key = shown.toLowerCase();
    if (shown && !seen.has(key) && seen.size < MAX_OPTIONS) seen.set(key, shown.slice(0, 75));
  }
  return [...seen.entries()].sort((a, b) => a[1].localeCompare(b[1])).map(([value, name]) => ({ name, value }));
}

/**
 * The filters input as Slack sends it, read tolerantly: an object by filter name whose value is a
 * string, a list of strings, a boolean (or "true"), or objects with a `value`. Anything else is ignored.
 */
export function chosenFilters(raw: unknown, asDefaultUser = false): Chosen {
  const chosen: Chosen = { statuses: new Set(), priorities: new Set(), mine: false };
  const object = typeof raw === 'string' ? parseJson(raw) : raw;
  if (typeof object !== 'object' || object === null) return chosen;
  const values = (value: unknown): string[] =>
    (Array.isArray(value) ? value : [value])
      .map((v) => (typeof v === 'object' && v !== null ? (v as { value?: unknown }).value : v))
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .map((v) => v.trim().toLowerCase());
  const record = object as Record<string, unknown>;
  for (const value of values(record.status)) chosen.statuses.add(value);
  for (const value of values(record.priority)) chosen.priorities.add(value);
  const mine = record.mine;
  chosen.mine = !asDefaultUser && (mine === true || values(mine).includes('true'));
  return chosen;
}

/** Whether any filter is chosen. */
export const isFiltered = (chosen: Chosen) => chosen.statuses.size > 0 || chosen.priorities.size > 0 || chosen.mine;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether a row passes the chosen filters; `userName` is whom casebot asks the service as. */
export function matches(row: CaseListItem, chosen: Chosen, userName: string): boolean {
  if (chosen.statuses.size > 0 && !chosen.statuses.has(displayValue(row.ComplaintStatus).toLowerCase())) return false;
  if (chosen.priorities.size > 0 && !chosen.priorities.has(displayValue(row.Priority).toLowerCase())) return false;
  if (chosen.mine && row.UserName.trim().toLowerCase() !== userName.trim().toLowerCase()) return false;
  return true;
}

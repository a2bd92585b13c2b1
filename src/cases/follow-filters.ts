import type { CaseListItem } from '../case-api/schemas';
import { normalStatus } from '../lib/statuses';

/** What a follow's filter looks at in a row of the list. */
type Field = 'status' | 'priority' | 'customer';

const FIELDS: Record<Field, (row: CaseListItem) => string> = {
  status: (row) => row.ComplaintStatus,
  priority: (row) => row.Priority,
  customer: (row) => row.CustomerName,
};

const isField = (name: string): name is Field => Object.hasOwn(FIELDS, name);

export interface FollowFilter {
  field: Field;
  /** Any of these (compared as a reader would: case, accents and spaces aside). */
  values: string[];
  /** A leading `-`: none of these. */
  exclude: boolean;
}

export interface FollowSearch {
  /** What the service is asked to search (the words that are no filter). */
  text: string;
  filters: FollowFilter[];
}

/** One value: quoted when it holds spaces or commas, else up to a space or a comma. */
const VALUE = '(?:"[^"]*"|[^\\s",]+)';

/**
 * `status:open`, `-priority:low,medium`, `customer:"Acme, Inc."`: a field and its values. ASCII letters
 * only (no Unicode case folding: `ſtatus` is no field).
 */
const FILTER = new RegExp(`(^|\\s)(-?)(status|priority|customer):(${VALUE}(?:,${VALUE})*)(?=\\s|$)`, 'gi');

/** Quotes as a phone or a Mac may type them, made plain first. */
const CURLY_QUOTES = /[\u201C\u201D\u201E\u00AB\u00BB]/g;

/** A value as a reader compares it: as a status is (`normalStatus`), and without accents. */
export const comparable = (value: string) => normalStatus(value.normalize('NFD').replace(/\p{M}/gu, ''));

/**
 * A follow's search read as words and filters: `printer priority:high,critical -status:closed` searches
 * the service for `printer` and keeps the rows whose priority is high or critical and whose status is not
 * closed. The same field twice widens it (`status:open status:pending`: either); what looks like no
 * filter (`ticket:123`, `status:""`) stays words of the search.
 */
export function parseFollowSearch(searchText: string): FollowSearch {
  const byField = new Map<string, FollowFilter>();
  const text = searchText
    .replace(CURLY_QUOTES, '"')
    .replace(FILTER, (all: string, lead: string, minus: string, name: string, raw: string) => {
      const field = name.toLowerCase();
      const values = (raw.match(new RegExp(VALUE, 'g')) ?? [])
        .map((value) => comparable(value.replace(/^"|"$/g, '')))
        .filter((value) => value.length > 0);
      if (!isField(field) || values.length === 0) return all;
      const exclude = minus === '-';
      const key = `${exclude ? '-' : ''}${field}`;
      const known = byField.get(key);
      // Two of one field: either value includes a row (and excluding either keeps it out).
      if (known) known.values.push(...values.filter((value) => !known.values.includes(value)));
      else byField.set(key, { field, values, exclude });
      return lead;
    })
    .trim()
    .replace(/\s+/g, ' ');
  return { text, filters: [...byField.values()] };
}

/** Whether a row passes every filter (all must hold). */
export function passesFilters(row: CaseListItem, filters: readonly FollowFilter[]): boolean {
  return filters.every((filter) => {
    const value = comparable(FIELDS[filter.field](row) ?? '');
    return filter.values.includes(value) !== filter.exclude;
  });
}

import type { CaseListItem } from '../case-api/schemas';

/** What a follow's filter looks at in a row of the list. */
type Field = 'status' | 'priority' | 'customer';

const FIELDS: Record<Field, (row: CaseListItem) => string> = {
  status: (row) => row.ComplaintStatus,
  priority: (row) => row.Priority,
  customer: (row) => row.CustomerName,
};

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

/** `status:open`, `-priority:low,medium`, `customer:"Acme Retail"`: a field, its values, quoted when they hold spaces. */
const FILTER = /(^|\s)(-?)(status|priority|customer):("[^"]*"|[^\s"]+)/giu;

/** A value as a reader compares it: lower case, without accents, its spaces made one. */
export const comparable = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A follow's search read as words and filters: `printer priority:high,critical -status:closed` searches
 * the service for `printer` and keeps the rows whose priority is high or critical and whose status is not
 * closed. Words that look like no known filter (`ticket:123`) stay words of the search.
 */
export function parseFollowSearch(searchText: string): FollowSearch {
  const filters: FollowFilter[] = [];
  const text = searchText
    .replace(FILTER, (_all, lead: string, minus: string, field: string, raw: string) => {
      const values = raw
        .replace(/^"|"$/g, '')
        .split(',')
        .map(comparable)
        .filter((value) => value.length > 0);
      if (values.length > 0) filters.push({ field: field.toLowerCase() as Field, values, exclude: minus === '-' });
      return lead;
    })
    .trim()
    .replace(/\s+/g, ' ');
  return { text, filters };
}

/** Whether a row passes every filter (all must hold). */
export function passesFilters(row: CaseListItem, filters: readonly FollowFilter[]): boolean {
  return filters.every((filter) => {
    const value = comparable(FIELDS[filter.field](row));
    return filter.values.includes(value) !== filter.exclude;
  });
}

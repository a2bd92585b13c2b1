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

/** What a follow tells: new cases (the default), closings, any change of status, new notes. */
export const FOLLOW_EVENTS = ['new', 'closed', 'status', 'notes'] as const;
export type FollowEvent = (typeof FOLLOW_EVENTS)[number];

const isEvent = (name: string): name is FollowEvent => (FOLLOW_EVENTS as readonly string[]).includes(name);

export interface FollowSearch {
  /** What the service is asked to search (the words that are no filter). */
  text: string;
  filters: FollowFilter[];
  /** What is told, in the order of FOLLOW_EVENTS (`new` alone when the text names none). */
  events: FollowEvent[];
}

/** `events:new,closed`: what a follow tells (unknown words leave the whole filter as words of the search). */
const EVENTS = /(^|\s)events:([a-z]+(?:,[a-z]+)*)(?=\s|$)/gi;

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
 * closed; `events:closed,notes` tells those of its cases that close or get a note (new cases alone by
 * default). The same field twice widens it (`status:open status:pending`: either); what looks like no
 * filter (`ticket:123`, `status:""`) stays words of the search.
 */
export function parseFollowSearch(searchText: string): FollowSearch {
  const byField = new Map<string, FollowFilter>();
  const told = new Set<FollowEvent>();
  const text = searchText
    .replace(CURLY_QUOTES, '"')
    .replace(EVENTS, (all: string, lead: string, raw: string) => {
      const names = raw.toLowerCase().split(',');
      if (!names.every(isEvent)) return all;
      for (const name of names) told.add(name);
      return lead;
    })
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
  const events = told.size === 0 ? (['new'] as FollowEvent[]) : FOLLOW_EVENTS.filter((e) => told.has(e));
  return { text, filters: [...byField.values()], events };
}

/** Whether a row passes every filter (all must hold). */
export function passesFilters(row: CaseListItem, filters: readonly FollowFilter[]): boolean {
  return filters.every((filter) => {
    const value = comparable(FIELDS[filter.field](row) ?? '');
    return filter.values.includes(value) !== filter.exclude;
  });
}

/**
 * What a row says of its case that a follow keeps (cut to its columns, so that what is compared is what
 * was kept): a later change is told when its events ask.
 */
export const rowState = (row: CaseListItem) => ({
  status: row.ComplaintStatus.slice(0, 100),
  updated: row.LastUpdatedTime.slice(0, 40),
});

/**
 * Whether a changed row passes the filters as it is now or as it was: `-status:closed events:closed`
 * tells the closing of a case that was open.
 */
export const passesNowOrBefore = (row: CaseListItem, before: string | null, filters: readonly FollowFilter[]) =>
  passesFilters(row, filters) || (before !== null && passesFilters({ ...row, ComplaintStatus: before }, filters));

/** A follow's text without its `events:` (what the Change modal's text field shows). */
export const withoutEvents = (searchText: string) =>
  searchText
    .replace(EVENTS, (all: string, lead: string, raw: string) =>
      raw.toLowerCase().split(',').every(isEvent) ? lead : all,
    )
    .trim()
    .replace(/\s+/g, ' ');

/** A follow's text telling these events (`new` alone: none said, as a follow always was). */
export function withEvents(text: string, events: readonly FollowEvent[]): string {
  const plain = withoutEvents(text);
  const told = FOLLOW_EVENTS.filter((e) => events.includes(e));
  if (told.length === 0 || (told.length === 1 && told[0] === 'new')) return plain;
  return `${plain} events:${told.join(',')}`.trim();
}

/** What in a follow's (or digest's) text looks meant as a filter but would be searched as words. */
export type FilterSlip =
  | { kind: 'events'; typed: string }
  | { kind: 'empty'; typed: string }
  | { kind: 'unknown'; typed: string; field: string };

const KNOWN = ['status', 'priority', 'customer', 'events'] as const;

/**
 * The first slip in a follow's text, or undefined: `events:` naming something casebot does not tell,
 * a filter with no value (`priority:`), or a field cut short or misspelt by its start (`prio:high`). Such
 * a text would search for those words and never match; other `word:value` (`ticket:123`) stays words.
 */
export function filterSlip(searchText: string): FilterSlip | undefined {
  for (const typed of searchText.replace(CURLY_QUOTES, '"').split(/\s+/)) {
    const match = /^-?([a-z]+):(.*)$/i.exec(typed);
    if (!match) continue;
    const name = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').replace(/"/g, '');
    const known = KNOWN.find((k) => k === name);
    if (known === 'events' && !value.toLowerCase().split(',').every(isEvent)) return { kind: 'events', typed };
    if (known && value.replace(/,/g, '').trim() === '') return { kind: 'empty', typed };
    const meant = !known && name.length >= 3 ? KNOWN.find((k) => k.startsWith(name) || name.startsWith(k)) : undefined;
    if (meant) return { kind: 'unknown', typed, field: meant };
  }
  return undefined;
}

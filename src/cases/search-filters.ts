import type { CaseListItem } from '../case-api/schemas';
import { priorityRank } from '../lib/priorities';
import { normalStatus, statusGroup } from '../lib/statuses';

/** What a follow's filter looks at in a row of the list. */
type Field = 'status' | 'priority' | 'customer';

const FIELDS: Record<Field, (row: CaseListItem) => string> = {
  status: (row) => row.ComplaintStatus,
  priority: (row) => row.Priority,
  customer: (row) => row.CustomerName,
};

const isField = (name: string): name is Field => Object.hasOwn(FIELDS, name);

/**
 * A filter's name in any of casebot's six languages (what people type in theirs): `statut`, `priorität`,
 * `cliente`, `الأولوية`…, compared without case and accents. `events` too.
 */
const NAMES: Record<Field | 'events', readonly string[]> = {
  status: ['status', 'statut', 'stato', '\u0627\u0644\u062d\u0627\u0644\u0629'],
  priority: [
    'priority',
    'priorite',
    'prioritat',
    'prioritaet',
    'priorita',
    'prioritet',
    '\u0627\u0644\u0623\u0648\u0644\u0648\u064a\u0629',
  ],
  customer: ['customer', 'client', 'kunde', 'cliente', '\u0627\u0644\u0639\u0645\u064a\u0644'],
  events: [
    'events',
    'evenements',
    'ereignisse',
    'eventi',
    'haendelser',
    'haendelse',
    'handelser',
    '\u0627\u0644\u0623\u062d\u062f\u0627\u062b',
  ],
};

/** A name as typed, compared: lower case, accents aside (`Priorité`, `PRIORITÄT`), `æ` read as `ae`. */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\u00e6/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

/** The field (or `events`) a name names in any of the six languages; undefined for any other word. */
function nameOf(typed: string): Field | 'events' | undefined {
  const key = nameKey(typed);
  return (Object.keys(NAMES) as (Field | 'events')[]).find((field) => NAMES[field].includes(key));
}

/** What a follow tells, named in any of the six languages (`nouveaux`, `geschlossen`, `ملاحظات`…). */
const EVENT_WORDS: Record<ChangeEvent, readonly string[]> = {
  new: [
    'new',
    'nouveaux',
    'nouveau',
    'nouvelle',
    'nouvelles',
    'neu',
    'neue',
    'neuer',
    'nuovi',
    'nuove',
    'nuovo',
    'nuova',
    'nye',
    'ny',
    'nyt',
    '\u062c\u062f\u064a\u062f\u0629',
    '\u062c\u062f\u064a\u062f',
  ],
  closed: [
    'closed',
    'clotures',
    'cloture',
    'fermes',
    'ferme',
    'fermee',
    'fermees',
    'geschlossen',
    'geschlossene',
    'chiusi',
    'chiuse',
    'chiuso',
    'chiusa',
    'lukkede',
    'lukket',
    '\u0645\u063a\u0644\u0642\u0629',
    '\u0645\u063a\u0644\u0642',
  ],
  status: ['status', 'statut', 'stato', '\u0627\u0644\u062d\u0627\u0644\u0629'],
  notes: [
    'notes',
    'notizen',
    'notiz',
    'note',
    'nota',
    'noter',
    'notat',
    '\u0645\u0644\u0627\u062d\u0638\u0627\u062a',
    '\u0645\u0644\u0627\u062d\u0638\u0629',
  ],
};
const eventOf = (typed: string): ChangeEvent | undefined => {
  const key = nameKey(typed);
  return CHANGE_EVENTS.find((event) => EVENT_WORDS[event].includes(key));
};

export interface SearchFilter {
  field: Field;
  /** Any of these (compared as a reader would: case, accents and spaces aside). */
  values: string[];
  /** The same values as they were typed, for saying them back (`fermé`, not `ferme`). */
  said: string[];
  /** A leading `-`: none of these. */
  exclude: boolean;
}

/** What a follow tells: new cases (the default), closings, any change of status, new notes. */
export const CHANGE_EVENTS = ['new', 'closed', 'status', 'notes'] as const;
export type ChangeEvent = (typeof CHANGE_EVENTS)[number];

export interface FilteredSearch {
  /** What the service is asked to search (the words that are no filter). */
  text: string;
  filters: SearchFilter[];
  /** What is told, in the order of CHANGE_EVENTS (`new` alone when the text names none). */
  events: ChangeEvent[];
}

/**
 * `events:new,closed` (its name and words in any of the six languages): what a follow tells (unknown
 * words leave the whole filter as words of the search).
 */
const EVENTS = /(^|\s)([\p{L}]+):([\p{L}]+(?:,[\p{L}]+)*)(?=\s|$)/gu;

/** One value: quoted when it holds spaces or commas, else up to a space or a comma. */
const VALUE = '(?:"[^"]*"|[^\\s",]+)';

/**
 * `status:open`, `-priority:low,medium`, `customer:"Acme, Inc."` (`statut:`, `priorität:`, `cliente:`…):
 * a field and its values. The field is one of casebot's names for it (no Unicode case folding: `ſtatus`
 * is no field).
 */
const FILTER = new RegExp(`(^|\\s)(-?)([\\p{L}]+):(${VALUE}(?:,${VALUE})*)(?=\\s|$)`, 'giu');

/** Quotes as a phone or a Mac may type them, made plain first. */
const CURLY_QUOTES = /[\u201C\u201D\u201E\u00AB\u00BB]/g;

/** A value as a reader compares it: as a status is (`normalStatus`), and without accents. */
export const comparable = (value: string) => normalStatus(value.normalize('NFD').replace(/\p{M}/gu, ''));

/** A search's words and filters as a key: in any order and case, the same key lists the same cases. */
const searchKey = (text: string) => text.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean).sort().join(' ');

/** Whether two searches list the same cases (`Printer status:open` and `status:open printer`). */
export const sameSearch = (a: string, b: string) => searchKey(a) === searchKey(b);

/**
 * A follow's search read as words and filters: `printer priority:high,critical -status:closed` searches
 * the service for `printer` and keeps the rows whose priority is high or critical and whose status is not
 * closed; `events:closed,notes` tells those of its cases that close or get a note (new cases alone by
 * default). The same field twice widens it (`status:open status:pending`: either); what looks like no
 * filter (`ticket:123`, `status:""`) stays words of the search.
 */
export function parseFilteredSearch(searchText: string): FilteredSearch {
  const byField = new Map<string, SearchFilter>();
  const told = new Set<ChangeEvent>();
  const text = searchText
    .replace(CURLY_QUOTES, '"')
    .replace(EVENTS, (all: string, lead: string, name: string, raw: string) => {
      if (nameOf(name) !== 'events') return all;
      const events = raw.split(',').map(eventOf);
      if (!events.every((e): e is ChangeEvent => e !== undefined)) return all;
      for (const event of events) told.add(event);
      return lead;
    })
    .replace(FILTER, (all: string, lead: string, minus: string, name: string, raw: string) => {
      const field = nameOf(name) ?? '';
      const typed = (raw.match(new RegExp(VALUE, 'g')) ?? [])
        .map((value) => value.replace(/^"|"$/g, '').trim())
        .filter((value) => comparable(value).length > 0);
      if (!isField(field) || typed.length === 0) return all;
      const exclude = minus === '-';
      const key = `${exclude ? '-' : ''}${field}`;
      const filter = byField.get(key) ?? { field, values: [], said: [], exclude };
      byField.set(key, filter);
      // Two of one field: either value includes a row (and excluding either keeps it out).
      for (const value of typed) {
        if (filter.values.includes(comparable(value))) continue;
        filter.values.push(comparable(value));
        filter.said.push(value);
      }
      return lead;
    })
    .trim()
    .replace(/\s+/g, ' ');
  const events = told.size === 0 ? (['new'] as ChangeEvent[]) : CHANGE_EVENTS.filter((e) => told.has(e));
  return { text, filters: [...byField.values()], events };
}

/**
 * Whether two values of a field mean the same in any of casebot's six languages (the service answers in
 * the reader's, a filter is typed in its writer's): a well-known status (`closed`, `Fermé`, `مغلقة`) or a
 * priority's rank (`high`, `Haute`, `Hoch`).
 */
export function sameMeaning(field: Field, a: string, b: string): boolean {
  if (field === 'priority') return priorityRank(a) > 0 && priorityRank(a) === priorityRank(b);
  if (field === 'status') return statusGroup(a) !== undefined && statusGroup(a) === statusGroup(b);
  return false;
}

/** Whether a row passes every filter (all must hold), its values compared as they are or as what they mean. */
export function passesFilters(row: CaseListItem, filters: readonly SearchFilter[]): boolean {
  return filters.every((filter) => {
    const raw = FIELDS[filter.field](row) ?? '';
    const value = comparable(raw);
    const hit = filter.values.includes(value) || filter.said.some((said) => sameMeaning(filter.field, said, raw));
    return hit !== filter.exclude;
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
export const passesNowOrBefore = (row: CaseListItem, before: string | null, filters: readonly SearchFilter[]) =>
  passesFilters(row, filters) || (before !== null && passesFilters({ ...row, ComplaintStatus: before }, filters));

/** A follow's text without its `events:` (what the Change modal's text field shows). */
export const withoutEvents = (searchText: string) =>
  searchText
    .replace(EVENTS, (all: string, lead: string, name: string, raw: string) =>
      nameOf(name) === 'events' && raw.split(',').every((e) => eventOf(e) !== undefined) ? lead : all,
    )
    .trim()
    .replace(/\s+/g, ' ');

/** A follow's text telling these events (`new` alone: none said, as a follow always was). */
export function withEvents(text: string, events: readonly ChangeEvent[]): string {
  const plain = withoutEvents(text);
  const told = CHANGE_EVENTS.filter((e) => events.includes(e));
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
    const match = /^-?([\p{L}]+):(.*)$/u.exec(typed);
    if (!match) continue;
    const name = nameKey(match[1] ?? '');
    const value = (match[2] ?? '').replace(/"/g, '');
    const known = nameOf(name);
    if (known === 'events' && !value.split(',').every((e) => eventOf(e) !== undefined))
      return { kind: 'events', typed };
    if (known && value.replace(/,/g, '').trim() === '') return { kind: 'empty', typed };
    // Cut short or misspelt by its start, in any of the six languages: named by casebot's English name.
    const alias =
      !known && name.length >= 3
        ? (Object.keys(NAMES) as (Field | 'events')[]).find((field) =>
            NAMES[field].some((n) => n.startsWith(name) || name.startsWith(n)),
          )
        : undefined;
    const meant = alias ? KNOWN.find((k) => k === alias) : undefined;
    if (meant) return { kind: 'unknown', typed, field: meant };
  }
  return undefined;
}

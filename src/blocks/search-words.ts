import type { Translator } from '../i18n/translate';
import { type FilterSlip, parseFilteredSearch } from '../cases/search-filters';
import type { Message } from './message';
import { notice } from './notices';
import { safe } from './text';
import { ownOrder } from './bidi';
import { priorityRank } from '../lib/priorities';
import { statusGroup } from '../lib/statuses';

// A filtered search in words (a follow's, a digest's): its filters as a person says them, never their
// syntax, and what casebot reads instead of something typed as a filter that would be searched as words.

/** A follow's filter as it is shown (its values as they were typed, else as the filter compares them). */
export interface FilterShown {
  field: 'status' | 'priority' | 'customer';
  values: readonly string[];
  said?: readonly string[];
  exclude: boolean;
}

/**
 * A follow's filters as a person would say them, in the reader's language and punctuation: `Priority:
 * high / critical; Status: not closed` (each value in its own order in Arabic).
 */
export function filtersInWords(tr: Translator, filters: readonly FilterShown[]): string {
  const label = { status: 'card.status', priority: 'card.priority', customer: 'card.customer' } as const;
  const said = filters.map((f) => {
    const words = [...new Set((f.said ?? f.values).map((v) => valueInWords(tr, f.field, v)))];
    const values = words.map((v) => ownOrder(tr.lang, safe(v, 100))).join(' / ');
    const shown = f.exclude ? tr.t('search.filterNot', { values }) : values;
    return tr.t('search.filterField', { field: tr.t(label[f.field]), values: shown });
  });
  // Arabic's own semicolon; French sets a space before it.
  return said.join(tr.lang === 'ar' ? '\u061b ' : tr.lang === 'fr' ? '\u00a0; ' : '; ');
}

/**
 * A filter's value in the reader's words where casebot knows what it means (a well-known status, a
 * priority's rank: `closed` is `fermé` to a French reader), else as it was typed.
 */
export function valueInWords(tr: Translator, field: FilterShown['field'], value: string): string {
  const rank = field === 'priority' ? priorityRank(value) : 0;
  if (rank > 0) return tr.t('priority.name', { rank: String(rank) });
  const group = field === 'status' ? statusGroup(value) : undefined;
  return group ? tr.t('status.name', { group }) : value;
}

/**
 * What a follow's search says in a line about it (a row, a post): its words, never its filters' syntax;
 * where it has filters, they follow in words (`printer” · Priority: high`), else nothing more.
 */
export function searchOf(tr: Translator, searchText: string): { words: string; filters: string } {
  const read = parseFilteredSearch(searchText);
  const words = safe(read.text, 100) || tr.t('search.everyCase');
  const filters =
    read.filters.length > 0 ? tr.t('search.filtersInline', { filters: filtersInWords(tr, read.filters) }) : '';
  return { words, filters: filters ? ` · ${filters}` : '' };
}

/** A filter's name as the reader's language writes it (each language's names are read too). */
const FILTER_NAMES = {
  status: 'search.filterName.status',
  priority: 'search.filterName.priority',
  customer: 'search.filterName.customer',
  events: 'search.filterName.events',
} as const;
/** Something meant as a filter that would be searched as words: what casebot reads instead. */
export function filterSlipNotice(tr: Translator, slip: FilterSlip): Message {
  const typed = safe(slip.typed, 100);
  if (slip.kind === 'events') return notice(tr.t('search.slipEvents', { typed }));
  if (slip.kind === 'empty') return notice(tr.t('search.slipEmpty', { typed }));
  const name = FILTER_NAMES[slip.field as keyof typeof FILTER_NAMES];
  return notice(tr.t('search.slipUnknown', { typed, field: `${name ? tr.t(name) : slip.field}:` }));
}

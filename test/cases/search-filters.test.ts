import type { CaseListItem } from '../../src/case-api/schemas';
import {
  filterSlip,
  parseFilteredSearch,
  passesFilters,
  passesNowOrBefore,
  rowState,
  sameSearch,
} from '../../src/cases/search-filters';

const row = (overrides: Partial<CaseListItem>): CaseListItem =>
  ({
    ComplaintId: 1,
    CaseNumber: 1,
    Subject: 'Printer',
    ComplaintStatus: 'Open',
    Priority: 'High',
    CustomerName: 'Acme Retail',
    ...overrides,
  }) as CaseListItem;

describe("a follow's filters", () => {
  it('reads the words to search and the filters after them, quoted values and exclusions too', () => {
    expect(parseFilteredSearch('printer priority:high,Critical -status:closed customer:"Acme  Retail"')).toEqual({
      text: 'printer',
      filters: [
        { field: 'priority', values: ['high', 'critical'], said: ['high', 'Critical'], exclude: false },
        { field: 'status', values: ['closed'], said: ['closed'], exclude: true },
        { field: 'customer', values: ['acme retail'], said: ['Acme  Retail'], exclude: false },
      ],
      events: ['new'],
    });
    // Anything that is no known filter stays a word of the search; a filter with no value is none.
    expect(parseFilteredSearch('ticket:123 toner STATUS:Open priority:')).toEqual({
      text: 'ticket:123 toner priority:',
      filters: [{ field: 'status', values: ['open'], said: ['Open'], exclude: false }],
      events: ['new'],
    });
    expect(parseFilteredSearch('printer')).toEqual({ text: 'printer', filters: [], events: ['new'] });
  });

  it.each([
    ['French', 'scanner priorité:haute -statut:fermé client:Acme événements:nouveaux,clôturés'],
    ['German', 'scanner Priorität:haute -Status:fermé Kunde:Acme Ereignisse:neu,geschlossen'],
    ['Italian', 'scanner priorità:haute -stato:fermé cliente:Acme eventi:nuovi,chiusi'],
    ['Danish', 'scanner prioritet:haute -status:fermé kunde:Acme hændelser:nye,lukkede'],
    ['Arabic', 'scanner الأولوية:haute -الحالة:fermé العميل:Acme الأحداث:جديدة,مغلقة'],
  ])('reads the filters and events named in %s, as in English', (_language, text) => {
    expect(parseFilteredSearch(text)).toEqual({
      text: 'scanner',
      filters: [
        { field: 'priority', values: ['haute'], said: ['haute'], exclude: false },
        { field: 'status', values: ['ferme'], said: ['fermé'], exclude: true },
        { field: 'customer', values: ['acme'], said: ['Acme'], exclude: false },
      ],
      events: ['new', 'closed'],
    });
  });

  it.each([
    ['French', 'événements:nouveau,fermé'],
    ['German', 'Ereignisse:neuer,geschlossene'],
    ['Italian', 'eventi:nuovo,chiuso'],
    ['Danish', 'hændelser:ny,lukket'],
    ['Arabic', 'الأحداث:جديد,مغلق'],
  ])('reads %s event words in the singular as in the plural', (_language, events) => {
    expect(parseFilteredSearch(`printer ${events}`)).toEqual({
      text: 'printer',
      filters: [],
      events: ['new', 'closed'],
    });
  });

  it('reads what a follow tells: events named once each, in one order; an unknown event leaves the words alone', () => {
    expect(parseFilteredSearch('printer events:notes,CLOSED events:new')).toEqual({
      text: 'printer',
      filters: [],
      events: ['new', 'closed', 'notes'],
    });
    expect(parseFilteredSearch('events:status priority:high toner').events).toEqual(['status']);
    expect(parseFilteredSearch('printer events:closed,everything')).toEqual({
      text: 'printer events:closed,everything',
      filters: [],
      events: ['new'],
    });
  });

  it('reads commas inside quotes, curly quotes, a field twice as either, and no empty or unknown field', () => {
    expect(parseFilteredSearch('x customer:"Acme, Inc." priority:high,“very high”').filters).toEqual([
      { field: 'customer', values: ['acme, inc.'], said: ['Acme, Inc.'], exclude: false },
      { field: 'priority', values: ['high', 'very high'], said: ['high', 'very high'], exclude: false },
    ]);
    expect(parseFilteredSearch('x status:open status:pending -status:closed -status:spam').filters).toEqual([
      { field: 'status', values: ['open', 'pending'], said: ['open', 'pending'], exclude: false },
      { field: 'status', values: ['closed', 'spam'], said: ['closed', 'spam'], exclude: true },
    ]);
    // A filter with no value, or a field that only looks like one (long s), is a word of the search.
    expect(parseFilteredSearch('status:"" priority:, ſtatus:open')).toEqual({
      text: 'status:"" priority:, ſtatus:open',
      filters: [],
      events: ['new'],
    });
  });

  it('keeps a row only when every filter holds, compared as a reader would (case and accents aside)', () => {
    const { filters } = parseFilteredSearch('x priority:high,critical -status:closed customer:"Café Müller"');
    expect(passesFilters(row({ CustomerName: 'CAFE MULLER' }), filters)).toBe(true);
    expect(passesFilters(row({ CustomerName: 'Cafe Muller', Priority: 'Low' }), filters)).toBe(false);
    expect(passesFilters(row({ CustomerName: 'Café Müller', ComplaintStatus: 'Closed' }), filters)).toBe(false);
    expect(passesFilters(row({ CustomerName: 'Someone else' }), filters)).toBe(false);
    expect(passesFilters(row({}), [])).toBe(true);
    const either = parseFilteredSearch('x status:open status:pending').filters;
    expect(passesFilters(row({ ComplaintStatus: 'Pending' }), either)).toBe(true);
    expect(passesFilters(row({ ComplaintStatus: 'Closed' }), either)).toBe(false);
  });

  it('compares well-known statuses and priorities as what they mean, in any of the six languages', () => {
    // The service answers in the reader's language: a row read in French, German or Arabic.
    const { filters } = parseFilteredSearch('x priority:high -status:closed');
    expect(passesFilters(row({ Priority: 'Haute', ComplaintStatus: 'Ouvert' }), filters)).toBe(true);
    expect(passesFilters(row({ Priority: 'Hoch', ComplaintStatus: 'Geschlossen' }), filters)).toBe(false);
    expect(passesFilters(row({ Priority: 'عالية', ComplaintStatus: 'مغلقة' }), filters)).toBe(false);
    expect(passesFilters(row({ Priority: 'Basse', ComplaintStatus: 'Ouvert' }), filters)).toBe(false);
    // Typed in French, read in English.
    const french = parseFilteredSearch('x -statut:fermé priorité:haute').filters;
    expect(passesFilters(row({ Priority: 'High', ComplaintStatus: 'Closed' }), french)).toBe(false);
    expect(passesFilters(row({ Priority: 'High', ComplaintStatus: 'Waiting for customer' }), french)).toBe(true);
    // A status casebot does not know is compared as written.
    const own = parseFilteredSearch('x status:"Awaiting parts"').filters;
    expect(passesFilters(row({ ComplaintStatus: 'awaiting parts' }), own)).toBe(true);
    expect(passesFilters(row({ ComplaintStatus: 'Open' }), own)).toBe(false);
  });

  it('lets a change through when the case passed the filters before it or passes them now', () => {
    const { filters } = parseFilteredSearch('x -status:closed priority:high');
    const closed = row({ ComplaintStatus: 'Closed' });
    expect(passesFilters(closed, filters)).toBe(false);
    // Its closing is told: it was open.
    expect(passesNowOrBefore(closed, 'Open', filters)).toBe(true);
    // Closed before and now, or of another priority: not told.
    expect(passesNowOrBefore(closed, 'Closed', filters)).toBe(false);
    expect(passesNowOrBefore(closed, null, filters)).toBe(false);
    expect(passesNowOrBefore(row({ ComplaintStatus: 'Closed', Priority: 'Low' }), 'Open', filters)).toBe(false);
  });

  it('keeps of a row what fits its columns, so that what is compared is what was kept', () => {
    const long = row({ ComplaintStatus: 'x'.repeat(150), LastUpdatedTime: '11/20/2026 9:00:00 AM' });
    expect(rowState(long)).toEqual({ status: 'x'.repeat(100), updated: '11/20/2026 9:00:00 AM' });
  });

  it('finds what was meant as a filter but would be searched as words; other word:value stays words', () => {
    // Cut short in another language: named by casebot's own name for it.
    expect(filterSlip('imprimante priori:haute')).toEqual({
      kind: 'unknown',
      typed: 'priori:haute',
      field: 'priority',
    });
    expect(filterSlip('vpn prio:high')).toEqual({ kind: 'unknown', typed: 'prio:high', field: 'priority' });
    expect(filterSlip('vpn -stat:closed')).toEqual({ kind: 'unknown', typed: '-stat:closed', field: 'status' });
    expect(filterSlip('printer events:new,closd')).toEqual({ kind: 'events', typed: 'events:new,closd' });
    expect(filterSlip('vpn priority:')).toEqual({ kind: 'empty', typed: 'priority:' });
    expect(filterSlip('vpn status:""')).toEqual({ kind: 'empty', typed: 'status:""' });
    expect(filterSlip('printer ticket:123 priority:high events:closed customer:“Acme Retail”')).toBeUndefined();
  });
});

describe('the same search', () => {
  it('is the same words and filters in any case, order or spacing; other words are another search', () => {
    expect(sameSearch('Printer status:open', ' status:OPEN   printer')).toBe(true);
    expect(sameSearch('Drucker Stock 7', 'drucker stock 7')).toBe(true);
    expect(sameSearch('printer', 'printers')).toBe(false);
    expect(sameSearch('printer status:open', 'printer')).toBe(false);
    expect(sameSearch('étage 6', 'etage 6')).toBe(false);
  });
});

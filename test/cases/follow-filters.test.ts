import type { CaseListItem } from '../../src/case-api/schemas';
import { parseFollowSearch, passesFilters } from '../../src/cases/follow-filters';

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
    expect(parseFollowSearch('printer priority:high,Critical -status:closed customer:"Acme  Retail"')).toEqual({
      text: 'printer',
      filters: [
        { field: 'priority', values: ['high', 'critical'], exclude: false },
        { field: 'status', values: ['closed'], exclude: true },
        { field: 'customer', values: ['acme retail'], exclude: false },
      ],
      events: ['new'],
    });
    // Anything that is no known filter stays a word of the search; a filter with no value is none.
    expect(parseFollowSearch('ticket:123 toner STATUS:Open priority:')).toEqual({
      text: 'ticket:123 toner priority:',
      filters: [{ field: 'status', values: ['open'], exclude: false }],
      events: ['new'],
    });
    expect(parseFollowSearch('printer')).toEqual({ text: 'printer', filters: [], events: ['new'] });
  });

  it('reads what a follow tells: events named once each, in one order; an unknown event leaves the words alone', () => {
    expect(parseFollowSearch('printer events:notes,CLOSED events:new')).toEqual({
      text: 'printer',
      filters: [],
      events: ['new', 'closed', 'notes'],
    });
    expect(parseFollowSearch('events:status priority:high toner').events).toEqual(['status']);
    expect(parseFollowSearch('printer events:closed,everything')).toEqual({
      text: 'printer events:closed,everything',
      filters: [],
      events: ['new'],
    });
  });

  it('reads commas inside quotes, curly quotes, a field twice as either, and no empty or unknown field', () => {
    expect(parseFollowSearch('x customer:"Acme, Inc." priority:high,“very high”').filters).toEqual([
      { field: 'customer', values: ['acme, inc.'], exclude: false },
      { field: 'priority', values: ['high', 'very high'], exclude: false },
    ]);
    expect(parseFollowSearch('x status:open status:pending -status:closed -status:spam').filters).toEqual([
      { field: 'status', values: ['open', 'pending'], exclude: false },
      { field: 'status', values: ['closed', 'spam'], exclude: true },
    ]);
    // A filter with no value, or a field that only looks like one (long s), is a word of the search.
    expect(parseFollowSearch('status:"" priority:, ſtatus:open')).toEqual({
      text: 'status:"" priority:, ſtatus:open',
      filters: [],
      events: ['new'],
    });
  });

  it('keeps a row only when every filter holds, compared as a reader would (case and accents aside)', () => {
    const { filters } = parseFollowSearch('x priority:high,critical -status:closed customer:"Café Müller"');
    expect(passesFilters(row({ CustomerName: 'CAFE MULLER' }), filters)).toBe(true);
    expect(passesFilters(row({ CustomerName: 'Cafe Muller', Priority: 'Low' }), filters)).toBe(false);
    expect(passesFilters(row({ CustomerName: 'Café Müller', ComplaintStatus: 'Closed' }), filters)).toBe(false);
    expect(passesFilters(row({ CustomerName: 'Someone else' }), filters)).toBe(false);
    expect(passesFilters(row({}), [])).toBe(true);
    const either = parseFollowSearch('x status:open status:pending').filters;
    expect(passesFilters(row({ ComplaintStatus: 'Pending' }), either)).toBe(true);
    expect(passesFilters(row({ ComplaintStatus: 'Closed' }), either)).toBe(false);
  });
});

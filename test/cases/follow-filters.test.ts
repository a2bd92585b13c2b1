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
    });
    // Anything that is no known filter stays a word of the search; a filter with no value is none.
    expect(parseFollowSearch('ticket:123 toner STATUS:Open priority:')).toEqual({
      text: 'ticket:123 toner priority:',
      filters: [{ field: 'status', values: ['open'], exclude: false }],
    });
    expect(parseFollowSearch('printer')).toEqual({ text: 'printer', filters: [] });
  });

  it('keeps a row only when every filter holds, compared as a reader would (case and accents aside)', () => {
    const { filters } = parseFollowSearch('x priority:high,critical -status:closed customer:"Café Müller"');
    expect(passesFilters(row({ CustomerName: 'CAFE MULLER' }), filters)).toBe(true);
    expect(passesFilters(row({ CustomerName: 'Cafe Muller', Priority: 'Low' }), filters)).toBe(false);
    expect(passesFilters(row({ CustomerName: 'Café Müller', ComplaintStatus: 'Closed' }), filters)).toBe(false);
    expect(passesFilters(row({ CustomerName: 'Someone else' }), filters)).toBe(false);
    expect(passesFilters(row({}), [])).toBe(true);
  });
});

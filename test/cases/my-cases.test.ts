import type { CaseListItem } from '../../src/case-api/schemas';
import type { SearchPage } from '../../src/cases/case-service';
import { findMyCases } from '../../src/cases/my-cases';
import { renderMyCases } from '../../src/blocks/my-cases';
import { translator } from '../../src/i18n/translate';

// "My cases" as a use case, over a recent list held here (the case service's edge): how far a look reads,
// what it keeps, and what its answer shows when the list moves under it.
const row = (id: number, userName: string, status = 'Open'): CaseListItem =>
  ({
    ComplaintId: id,
    CaseNumber: id,
    Subject: `Case ${id}`,
    ComplaintStatus: status,
    Priority: 'High',
    UserName: userName,
    CustomerName: 'Acme',
    SubmitDate: '11/4/2026 9:15:02 AM',
    LastUpdatedTime: '',
  }) as CaseListItem;

/** The recent list as searchCases pages it: `pageSize` rows from `offset`, and whether more follow. */
function recentList(
  rows: CaseListItem[],
  shift: { afterCalls: number; arrived: CaseListItem } | undefined = undefined,
) {
  const calls: [number, number][] = [];
  return {
    calls,
    searchCases: async (_text: string, offset: number, pageSize: number): Promise<SearchPage> => {
      calls.push([offset, pageSize]);
      if (shift && calls.length === shift.afterCalls + 1) rows.unshift(shift.arrived);
      const items = rows.slice(offset, offset + pageSize);
      return { items, hasNext: offset + pageSize < rows.length, nextOffset: offset + items.length };
    },
  };
}

describe('my cases', () => {
  it('reads at most 300 rows a look, in pages of 100, and asks for one row more only where it stopped at 300', async () => {
    const exactly = recentList(Array.from({ length: 300 }, (_, i) => row(i + 1, i % 7 === 0 ? 'j.doe' : 'b.other')));
    const look = await findMyCases(exactly, 'J.Doe', 0, ['closed']);
    expect(exactly.calls).toEqual([
      [0, 100],
      [100, 100],
      [200, 100],
      [300, 1],
    ]);
    expect(look.more).toBe(false);
    expect(look.looked).toEqual({ from: 0, to: 300 });
    expect(look.items).toHaveLength(43);

    const longer = recentList(Array.from({ length: 301 }, (_, i) => row(i + 1, 'b.other')));
    expect((await findMyCases(longer, 'j.doe', 0, [])).more).toBe(true);
  });

  it('keeps a case read twice once (it moved when a case arrived between two reads), open ones first', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => row(i + 1, i === 99 ? 'j.doe' : 'b.other'));
    rows[5] = row(6, 'j.doe', 'Closed');
    const moving = recentList(rows, { afterCalls: 1, arrived: row(999, 'c.other') });
    const look = await findMyCases(moving, 'j.doe', 0, ['closed']);
    // Case 100 was the last row of the first page and, pushed down by the arrival, the first of the second.
    expect(look.items.map((r) => r.ComplaintId)).toEqual([100, 6]);
  });

  it('shows forty at a time, and a page past the end of a look that shrank shows its last forty', () => {
    const items = Array.from({ length: 50 }, (_, i) => row(i + 1, 'j.doe'));
    const page = (skip: number) =>
      renderMyCases({
        tr: translator('en'),
        teamId: 'T0ACME',
        timeZone: 'UTC',
        userName: 'j.doe',
        items,
        looked: { from: 0, to: 300 },
        more: false,
        skip,
      });
    const text = (skip: number) => JSON.stringify(page(skip).blocks);
    expect(text(0)).toContain('Showing 1–40 of 50.');
    expect(text(80)).toContain('Showing 41–50 of 50.');
    expect(text(41)).toContain('Showing 41–50 of 50.');
    // A last page of one says so plainly (never “41–41”), in every language.
    const one = (lang: 'en' | 'fr' | 'de' | 'it' | 'da' | 'ar') =>
      JSON.stringify(
        renderMyCases({
          tr: translator(lang),
          teamId: 'T0ACME',
          timeZone: 'UTC',
          userName: 'j.doe',
          items: items.slice(0, 41),
          looked: { from: 0, to: 300 },
          more: false,
          skip: 40,
        }).blocks,
      );
    expect(one('en')).toContain('Showing 41 of 41.');
    expect(one('fr')).toContain('le 41 sur 41');
    for (const lang of ['en', 'fr', 'de', 'it', 'da', 'ar'] as const) expect(one(lang)).not.toContain('41–41');
    // The end of the list, said so, with no Look further.
    expect(text(0)).toContain("casebot looked as far back as the case service's list goes.");
    expect(text(0)).not.toContain('cases_mine_further');
  });
});

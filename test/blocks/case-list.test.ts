import { translator } from '../../src/i18n/translate';
import { renderCaseList } from '../../src/blocks/case-list';
import type { CaseListItem } from '../../src/case-api/schemas';
import { assertValidMessage, controlSequences, isOwnSequence } from '../helpers/block-kit';
import { findButtons, visibleText } from '../helpers/harness';

const row = (n: number, overrides: Partial<CaseListItem> = {}): CaseListItem => ({
  ComplaintId: 48000 + n,
  CaseNumber: n,
  Subject: `Subject ${n}`,
  SubmitDate: '11/04/2026 09:15:02 AM',
  UserName: 'j.doe',
  ComplaintStatus: 'Closed',
  LastUpdatedTime: '',
  LastUpdatedBy: null,
  Priority: 'High',
  CaseSource: 2,
  CustomerName: 'Acme Retail Ltd',
  UserIds: [],
  RoleIds: [],
  OuIds: [],
  UserGroupIds: [],
  ...overrides,
});

const page = {
  tr: translator('en'),
  teamId: 'T0ACME',
  searchText: 'printer',
  offset: 0,
  pageSize: 2,
  timeZone: 'UTC',
  hasNext: true,
  nextOffset: 2,
};

describe('renderCaseList', () => {
  it('renders a first page (snapshot)', () => {
    expect(renderCaseList({ ...page, items: [row(1), row(2)] })).toMatchSnapshot();
  });

  it('labels each row’s date: the last update where the service gives one, else when it was submitted', () => {
    const items = [row(1, { LastUpdatedTime: '11/06/2026 04:00:00 PM' }), row(2)];
    const text = visibleText(renderCaseList({ ...page, items }) as unknown as Record<string, unknown>);
    expect(text).toContain(`Closed · High · Updated: <!date^${Date.UTC(2026, 10, 6, 16) / 1000}^`);
    expect(text).toContain(`Closed · High · Submitted: <!date^${Date.UTC(2026, 10, 4, 9, 15, 2) / 1000}^`);
    const french = visibleText(
      renderCaseList({ ...page, tr: translator('fr'), items }) as unknown as Record<string, unknown>,
    );
    expect(french).toContain('Mis à jour : <!date^');
  });

  it.each([
    ['first page with more', 0, true, ['Next ▶', 'Table']],
    ['middle page', 2, true, ['◀ Prev', 'Next ▶', 'Table']],
    ['last page', 4, false, ['◀ Prev', 'Table']],
    ['only page', 0, false, ['Table']],
  ])('%s has the right pager', (_name, offset, hasNext, labels) => {
    const message = renderCaseList({
      ...page,
      offset,
      nextOffset: offset + 2,
      hasNext,
      items: [row(1), row(2)],
    }) as unknown as Record<string, unknown>;
    assertValidMessage(message);
    expect(
      findButtons(message)
        .filter((b) => b.text.text !== 'View')
        .map((b) => b.text.text),
    ).toEqual(labels);
  });

  it('says there is more only when there is a next page (the service gives no total)', () => {
    const more = renderCaseList({ ...page, items: [row(1), row(2)] }) as unknown as Record<string, unknown>;
    expect(visibleText(more)).toContain('1–2, more on the next page');
    const last = renderCaseList({ ...page, hasNext: false, items: [row(1)] }) as unknown as Record<string, unknown>;
    expect(visibleText(last)).not.toContain('more');
  });

  it('carries the paging state in the buttons', () => {
    const message = renderCaseList({ ...page, offset: 2, nextOffset: 4, items: [row(3), row(4)] }) as unknown as Record<
      string,
      unknown
    >;
    const values = Object.fromEntries(findButtons(message).map((b) => [b.action_id, JSON.parse(b.value ?? '{}')]));
    expect(values.cases_prev).toEqual({ t: 'T0ACME', q: 'printer', o: 0, s: 2 });
    expect(values.cases_next).toEqual({ t: 'T0ACME', q: 'printer', o: 4, s: 2 });
    expect(values.case_view_1).toEqual({ t: 'T0ACME', c: 48004, n: 4 });
  });

  it('starts Next after every row the page read, also those left out', () => {
    const message = renderCaseList({ ...page, offset: 2, nextOffset: 7, items: [row(3), row(4)] }) as unknown as Record<
      string,
      unknown
    >;
    const next = findButtons(message).find((b) => b.action_id === 'cases_next');
    expect(JSON.parse(next?.value ?? '{}')).toEqual({ t: 'T0ACME', q: 'printer', o: 7, s: 2 });
  });

  it('escapes hostile text and keeps 20 long rows within limits', () => {
    const evil = `<!everyone> <#C123> <mailto:x@y|x> ${'long '.repeat(800)}`;
    const items = Array.from({ length: 20 }, (_, i) =>
      row(i, { Subject: evil, CustomerName: evil, ComplaintStatus: evil, Priority: evil, SubmitDate: evil }),
    );
    const message = renderCaseList({
      ...page,
      searchText: evil.slice(0, 100),
      pageSize: 20,
      items,
    }) as unknown as Record<string, unknown>;
    assertValidMessage(message);
    expect(controlSequences(message).filter((s) => !isOwnSequence(s))).toEqual([]);
  });

  it('says what was searched when nothing matches', () => {
    expect(
      visibleText(renderCaseList({ ...page, items: [], hasNext: false }) as unknown as Record<string, unknown>),
    ).toContain('No cases match “printer”');
  });
});

describe('renderCaseList at the deepest offset a button may carry', () => {
  it('shows no Next that would only be refused', () => {
    const items = [row(1), row(2)];
    const message = renderCaseList({
      ...page,
      offset: 9_999,
      nextOffset: 10_001,
      items,
      hasNext: true,
    }) as unknown as Record<string, unknown>;
    expect(findButtons(message).map((b) => b.action_id)).not.toContain('cases_next');
  });
});

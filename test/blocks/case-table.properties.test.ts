import fc from 'fast-check';
import type { RawNumberElement } from '@slack/types';
import { cellText, renderCaseTable, sortableDate, TABLE_CHARS } from '../../src/blocks/case-table';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { blockKitProblems, controlSequences, isOwnSequence, parsedTexts } from '../helpers/block-kit';
import { hostile, listItem } from '../helpers/arbitraries';
import type { CaseListItem } from '../../src/case-api/schemas';

// /cases as Slack's data_table, for any rows the service could answer, in every language: every limit
// of the block held by construction, nothing from the service parsed as mrkdwn, the fallback text inert.
type Table = { type: 'data_table'; caption: string; page_size: number; rows: Array<Array<Record<string, unknown>>> };
const tableOf = (blocks: unknown[]) => blocks.find((b) => (b as { type: string }).type === 'data_table') as Table;
/** A list row with the service's fields empty but those given. */
const rowOf = (fields: Partial<CaseListItem>): CaseListItem => ({
  ComplaintId: 1,
  CaseNumber: 1,
  Subject: '',
  SubmitDate: '',
  UserName: '',
  ComplaintStatus: '',
  LastUpdatedTime: '',
  LastUpdatedBy: null,
  Priority: '',
  CaseSource: 0,
  CustomerName: '',
  UserIds: [],
  RoleIds: [],
  OuIds: [],
  UserGroupIds: [],
  ...fields,
});
/** The first page of an English table of these rows, in UTC. */
const englishTable = (items: CaseListItem[]) =>
  tableOf(
    renderCaseTable({
      tr: translator('en'),
      teamId: 'T0ACME',
      searchText: '',
      offset: 0,
      pageSize: 10,
      items,
      hasNext: false,
      nextOffset: items.length,
      timeZone: 'UTC',
    }).blocks,
  );
const cellChars = (cell: Record<string, unknown>): number =>
  cell.type === 'rich_text'
    ? [...JSON.stringify(cell.elements).matchAll(/"text":"((?:[^"\\]|\\.)*)"/g)].reduce(
        (n, m) => n + (JSON.parse(`"${m[1]}"`) as string).length,
        0,
      )
    : String(cell.text).length;

describe('the cases table, under any upstream text', () => {
  it('holds every limit of data_table and lets nothing of the service become markup', () => {
    fc.assert(
      fc.property(
        fc.array(listItem, { minLength: 1, maxLength: 100 }),
        fc.constantFrom(...LANGUAGES),
        hostile(100),
        fc.boolean(),
        fc.nat(200),
        (items, lang, searchText, withUrl, hundreds) => {
          const message = renderCaseTable({
            tr: translator(lang),
            teamId: 'T0ACME',
            searchText,
            offset: hundreds * 100,
            pageSize: 10,
            items,
            hasNext: true,
            nextOffset: hundreds * 100 + items.length,
            timeZone: 'Europe/Paris',
            caseUrlTemplate: withUrl ? 'https://cases.acme.example/case/{number}' : null,
          });
          expect(blockKitProblems(message as unknown as Record<string, unknown>)).toEqual([]);
          const table = tableOf(message.blocks);
          const [header, ...rows] = table.rows;
          expect(header).toHaveLength(6);
          expect(rows.every((r) => r.length === 6)).toBe(true);
          expect(table.page_size).toBe(10);
          const chars = table.rows.flat().reduce((n, c) => n + cellChars(c), 0);
          expect(chars).toBeLessThanOrEqual(TABLE_CHARS);
          // Rows are kept from the top; those left out are counted in the caption.
          rows.forEach((row, i) => expect((row[0] as unknown as RawNumberElement).value).toBe(items[i]?.CaseNumber));
          const dropped = items.length - rows.length;
          if (dropped > 0) expect(table.caption).toContain(String(dropped));
          // Cells are raw text, numbers or a link casebot made: no mrkdwn anywhere in the table.
          for (const cell of table.rows.flat()) expect(['raw_text', 'raw_number', 'rich_text']).toContain(cell.type);
          expect(JSON.stringify(table)).not.toContain('"mrkdwn"');
          // The fallback text and the footer are mrkdwn: escaped, no live mention.
          expect(
            controlSequences(message as unknown as Record<string, unknown>).filter((s) => !isOwnSequence(s)),
          ).toEqual([]);
          expect(parsedTexts(message as unknown as Record<string, unknown>).filter((t) => /<[!@#]/.test(t))).toEqual(
            [],
          );
          expect(message.text).not.toMatch(/<[!@#]/);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('keeps 10,000 characters by leaving out rows from the end, and says how many in its caption', () => {
    const long = (n: number) => `${'word '.repeat(n)}`.trim();
    const items = Array.from({ length: 100 }, (_, i) => ({
      ComplaintId: i + 1,
      CaseNumber: 1000 + i,
      Subject: long(40),
      SubmitDate: '11/4/2026 9:15:02 AM',
      UserName: 'a',
      ComplaintStatus: long(10),
      LastUpdatedTime: '11/4/2026 9:15:02 AM',
      LastUpdatedBy: null,
      Priority: long(10),
      CaseSource: 1,
      CustomerName: long(20),
      UserIds: [],
      RoleIds: [],
      OuIds: [],
      UserGroupIds: [],
    }));
    const message = renderCaseTable({
      tr: translator('en'),
      teamId: 'T0ACME',
      searchText: 'word',
      offset: 0,
      pageSize: 10,
      items,
      hasNext: true,
      nextOffset: 100,
      timeZone: 'UTC',
    });
    expect(blockKitProblems(message as unknown as Record<string, unknown>)).toEqual([]);
    const table = tableOf(message.blocks);
    const shown = table.rows.length - 1;
    expect(shown).toBeGreaterThan(40);
    expect(shown).toBeLessThan(100);
    expect(table.rows.flat().reduce((n, c) => n + cellChars(c), 0)).toBeLessThanOrEqual(TABLE_CHARS);
    expect(table.caption).toBe(
      `Cases matching “word” · 1–${shown} · ${100 - shown} more did not fit in the table: List shows them`,
    );
    // Next 100 still starts after every row read, shown or not.
    const pager = message.blocks[1] as { elements: Array<{ action_id: string; value: string }> };
    const next = pager.elements.find((e) => e.action_id === 'cases_table_next');
    expect((JSON.parse(next?.value ?? '{}') as { o?: number }).o).toBe(100);
  });

  it('cuts a long cell at a word, with an ellipsis, and never leaves a cell empty', () => {
    expect(cellText('Printer on floor 3 prints blank pages every other Monday morning', 30)).toBe(
      'Printer on floor 3 prints…',
    );
    fc.assert(
      fc.property(hostile(400), fc.integer({ min: 2, max: 200 }), (text, max) => {
        expect(cellText(text, max).length).toBeLessThanOrEqual(max);
      }),
    );
    const table = englishTable([rowOf({ CaseNumber: 7, Priority: ' ', CustomerName: '\u0000' })]);
    expect(table.rows[1]?.map((c) => c.text)).toEqual(['#7', '(no subject)', '—', '—', '—', '—']);
  });

  it('writes the last update so that it sorts in time order, in the workspace zone', () => {
    const dates = ['11/4/2026 9:15:02 AM', '1/12/2026 11:00:00 PM', '11/4/2026 10:05:00 AM', '3/9/2025 2:30:00 AM'];
    const written = dates.map((d) => sortableDate(d, 'America/New_York'));
    expect(written[0]).toBe('2026-11-04 09:15');
    expect([...written].sort()).toEqual([
      '2025-03-09 03:30',
      '2026-01-12 23:00',
      '2026-11-04 09:15',
      '2026-11-04 10:05',
    ]);
  });

  it('sorts priority by rank, low to critical, in the service’s words of any of the six languages', () => {
    const priorities = ['Urgent', 'Low', 'Medium', 'High', 'Hoch', 'faible', 'Critique', 'منخفضة', 'Whenever', ''];
    const items = priorities.map((Priority, i) =>
      rowOf({ ComplaintId: i + 1, CaseNumber: 1000 + i, Subject: 'A case', ComplaintStatus: 'Open', Priority }),
    );
    const table = englishTable(items);
    const cells = table.rows.slice(1).map((row) => row[3] as unknown as RawNumberElement);
    // Every cell a number, so Slack sorts the column as numbers; the text is the service's own.
    expect(cells.every((c) => c.type === 'raw_number')).toBe(true);
    expect(cells.map((c) => [c.text, c.value])).toEqual([
      ['Urgent', 4],
      ['Low', 1],
      ['Medium', 2],
      ['High', 3],
      ['Hoch', 3],
      ['Faible', 1],
      ['Critique', 4],
      ['منخفضة', 1],
      ['Whenever', 0],
      ['—', 0],
    ]);
  });

  it('speaks the reader’s language, headers and buttons, Arabic too', () => {
    const message = renderCaseTable({
      tr: translator('ar'),
      teamId: 'T0ACME',
      searchText: 'printer',
      offset: 100,
      pageSize: 10,
      items: [],
      hasNext: false,
      nextOffset: 100,
      timeZone: 'UTC',
    });
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('الموضوع');
    expect(text).toContain('قائمة');
    expect(text).toContain('المئة السابقة');
    expect(text).not.toContain('Subject');
    // Its range reads left to right inside the Arabic caption.
    const table = tableOf(message.blocks);
    expect(table.caption).toMatch(/\u2066[^\u2066]*100[^\u2066]*\u2069$/);
  });
});

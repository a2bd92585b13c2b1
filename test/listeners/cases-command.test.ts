import { ActionId } from '../../src/blocks/ids';
import { account, caseSeries, fakeCase } from '../helpers/fake-cases';
import { findButtons, Harness, visibleText } from '../helpers/harness';

const caseNumbersIn = (message: Record<string, unknown>) =>
  [...visibleText(message).matchAll(/^\*#(\d+)\*/gm)].map((m) => Number(m[1]));

describe.each([1, 0] as const)('/cases with paging, service rows starting at %i', (firstRow) => {
  // 23 printer cases (3 pages of 10) and some others.
  const printers = caseSeries(23, 'Printer', 2000);
  const others = [
    fakeCase({ caseNumber: 3001, subject: 'Refund not received' }),
    fakeCase({ caseNumber: 3002, subject: 'Imprimante du 2e étage BLOQUÉE' }),
  ];
  const harness = new Harness({ accounts: { acme: account([...printers, ...others]) }, firstRow });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
  });

  it('walks every page with Next and back with Prev, in place, never skipping or repeating a row', async () => {
    const { reply: first } = await harness.ask('/cases', '  printer ');
    expect(first.response_type).toBe('ephemeral');
    expect(visibleText(first)).toContain('*Cases matching “printer”* · 1–10');
    expect(
      findButtons(first)
        .filter((b) => !b.action_id.startsWith('case_view_'))
        .map((b) => b.text.text),
    ).toEqual(['Next ▶', 'Table']);

    const pages = [first];
    let current = first;
    while (findButtons(current).some((b) => b.action_id === ActionId.next)) {
      const { posts } = await harness.click(current, ActionId.next);
      current = posts[0] ?? {};
      expect(current.replace_original).toBe(true);
      pages.push(current);
    }
    expect(pages.map(caseNumbersIn)).toEqual([
      printers.slice(0, 10).map((c) => c.caseNumber),
      printers.slice(10, 20).map((c) => c.caseNumber),
      printers.slice(20, 23).map((c) => c.caseNumber),
    ]);
    expect(visibleText(current)).toContain('· 21–23');
    expect(
      findButtons(current)
        .filter((b) => !b.action_id.startsWith('case_view_'))
        .map((b) => b.text.text),
    ).toEqual(['◀ Prev', 'Table']);

    const back: number[][] = [];
    while (findButtons(current).some((b) => b.action_id === ActionId.prev)) {
      const { posts } = await harness.click(current, ActionId.prev);
      current = posts[0] ?? {};
      back.push(caseNumbersIn(current));
    }
    expect(back).toEqual([pages[1] ?? {}, pages[0] ?? {}].map(caseNumbersIn));
    // One call per page, asking for one row more than it shows.
    expect(harness.caseApi.requests.every((r) => r.query.RequestedRowCount === '11')).toBe(true);
    expect(harness.caseApi.requests).toHaveLength(5);
    expect(harness.caseApi.requests.map((r) => Number(r.query.StartingRowNo) - firstRow)).toEqual([0, 10, 20, 10, 0]);
  });

  it('finds the cases holding every word of a search the service finds nothing for as written, and says so', async () => {
    const { reply } = await harness.ask('/cases', 'imprimante bloquee');
    const said = visibleText(reply);
    // Said as what it is: the heading does not claim a match the next line denies, and names the word read.
    expect(said).toContain('*Cases with every word of “imprimante bloquee”*');
    expect(said).toContain(
      'Nothing matched “imprimante bloquee” as written, so these are the cases whose subject holds every word',
    );
    expect(said).toContain('among the 100 newest with “imprimante”');
    expect(caseNumbersIn(reply)).toEqual([3002]);
    // One look among the newest: no pages, nor a table, of its own.
    expect(findButtons(reply).map((b) => b.action_id)).toEqual(['case_view_0']);
    // The service was asked as written, then for the longest word.
    expect(harness.caseApi.requests.map((r) => r.query.Searchtext)).toEqual(['imprimante bloquee', 'imprimante']);
    // A single word that finds nothing is still nothing.
    const none = await harness.ask('/cases', 'unicorn');
    expect(visibleText(none.reply)).toContain('No cases match “unicorn”');
  });

  it('pages the cases holding every word of a several-word search like any search, numbers among the words', async () => {
    // 25 toner cases on floors 6, 16 and 7: the service finds none for the words as written.
    const floors = Array.from({ length: 25 }, (_, i) =>
      fakeCase({
        caseNumber: 7000 + i,
        subject: `Toner vide ${i % 5 === 0 ? '16e' : i % 5 === 1 ? '7e' : '6e'} étage`,
      }),
    );
    harness.caseApi.accounts.acme?.cases.push(...floors);
    try {
      const { reply } = await harness.ask('/cases', 'toner étage 6');
      // Floor 6 only: not 16, not 7 (a number is a word of the search).
      const onSix = floors.filter((c) => c.subject.includes(' 6e')).map((c) => c.caseNumber);
      expect(visibleText(reply)).toContain('holds every word');
      expect(visibleText(reply)).toContain('· 1–10, more on the next page');
      const pages = [caseNumbersIn(reply)];
      let current = reply;
      while (findButtons(current).some((b) => b.action_id === ActionId.next)) {
        const { posts } = await harness.click(current, ActionId.next);
        current = posts[0] ?? {};
        expect(visibleText(current)).toContain('holds every word');
        pages.push(caseNumbersIn(current));
      }
      expect(pages.map((p) => p.length)).toEqual([10, 5]);
      expect(pages.flat().sort()).toEqual([...onSix].sort());
      // And back.
      const { posts } = await harness.click(current, ActionId.prev);
      expect(caseNumbersIn(posts[0] ?? {})).toEqual(pages[0]);
    } finally {
      const cases = harness.caseApi.accounts.acme?.cases;
      cases?.splice(cases.length - floors.length, floors.length);
    }
  });

  it('has no Next when the last page is exactly full', async () => {
    harness.caseApi.accounts.acme?.cases.push(...caseSeries(10, 'Scanner', 4000));
    const { reply } = await harness.ask('/cases', 'scanner');
    expect(caseNumbersIn(reply)).toHaveLength(10);
    expect(findButtons(reply).some((b) => b.action_id === ActionId.next)).toBe(false);
  });

  it('lists the most recent cases without search text', async () => {
    const { reply } = await harness.ask('/cases', '');
    expect(visibleText(reply)).toContain('*Recent cases* · 1–10');
    expect(harness.caseApi.requests[0]?.query).not.toHaveProperty('Searchtext');
  });
});

describe('/cases as a sortable table', () => {
  // 130 printer cases: a table of 100, then the next 30.
  const printers = caseSeries(130, 'Printer', 5000);
  const harness = new Harness({
    accounts: { acme: account(printers) },
    links: ['U0TABLE', 'U0OTHER', 'U0EMPTY'].map((slackUserId) => ({ slackUserId, userName: 'j.doe' })),
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  type Table = { type: string; caption: string; page_size: number; rows: Array<Array<Record<string, unknown>>> };
  const tableIn = (message: Record<string, unknown>) =>
    ((message.blocks ?? []) as Table[]).find((b) => b.type === 'data_table');
  const numbersIn = (table: Table | undefined) => (table?.rows ?? []).slice(1).map((r) => r[0]?.value);

  it('turns a page into a table of up to 100 cases in one call, pages by 100, turns back, and is remembered', async () => {
    const { reply: list } = await harness.ask('/cases', 'printer', { userId: 'U0TABLE' });
    harness.caseApi.requests.length = 0;
    const { posts } = await harness.click(list, ActionId.table, { userId: 'U0TABLE' });
    const first = posts[0] ?? {};
    expect(first.replace_original).toBe(true);
    const table = tableIn(first);
    expect(table?.caption).toBe('Cases matching “printer” · 1–100');
    expect(table?.page_size).toBe(10);
    expect(table?.rows[0]?.map((c) => c.text)).toEqual([
      'Case',
      'Subject',
      'Status',
      'Priority',
      'Customer',
      'Last update (UTC)',
    ]);
    // Numbers as numbers (they sort as numbers), in the service's order.
    expect(numbersIn(table)).toEqual(printers.slice(0, 100).map((c) => c.caseNumber));
    expect(table?.rows[1]?.[0]).toEqual({ type: 'raw_number', value: 5000, text: '#5000' });
    // One call of the service's most rows.
    expect(harness.caseApi.requests.map((r) => r.query.RequestedRowCount)).toEqual(['100']);
    // The fallback text says what is there for notifications.
    expect(String(first.text)).toContain('Cases matching “printer”: 1–100 · #5000');

    const { posts: next } = await harness.click(first, ActionId.tableNext, { userId: 'U0TABLE' });
    expect(numbersIn(tableIn(next[0] ?? {}))).toEqual(printers.slice(100).map((c) => c.caseNumber));
    expect(findButtons(next[0] ?? {}).map((b) => b.text.text)).toEqual(['List', '◀ Previous 100']);

    // Chosen once, /cases answers as a table from then on, for this person only.
    const { reply: again } = await harness.ask('/cases', 'printer', { userId: 'U0TABLE' });
    expect(numbersIn(tableIn(again))).toHaveLength(100);
    const { reply: someoneElse } = await harness.ask('/cases', 'printer', { userId: 'U0OTHER' });
    expect(tableIn(someoneElse)).toBeUndefined();

    const { posts: back } = await harness.click(again, ActionId.list, { userId: 'U0TABLE' });
    expect(tableIn(back[0] ?? {})).toBeUndefined();
    expect(visibleText(back[0] ?? {})).toContain('*Cases matching “printer”* · 1–10');
    const { reply: listAgain } = await harness.ask('/cases', 'printer', { userId: 'U0TABLE' });
    expect(tableIn(listAgain)).toBeUndefined();
  });

  it('opens the table from a list’s second page at the search’s start: its range and buttons agree', async () => {
    const { reply: list } = await harness.ask('/cases', 'printer', { userId: 'U0OTHER' });
    const { posts: second } = await harness.click(list, ActionId.next, { userId: 'U0OTHER' });
    expect(visibleText(second[0] ?? {})).toContain('11–20');
    const { posts } = await harness.click(second[0] ?? {}, ActionId.table, { userId: 'U0OTHER' });
    const table = tableIn(posts[0] ?? {});
    expect(table?.caption).toBe('Cases matching “printer” · 1–100');
    expect(numbersIn(table)[0]).toBe(printers[0]?.caseNumber);
    expect(findButtons(posts[0] ?? {}).map((b) => b.text.text)).not.toContain('◀ Previous 100');
    // Back to the list from there: its first page.
    const { posts: back } = await harness.click(posts[0] ?? {}, ActionId.list, { userId: 'U0OTHER' });
    expect(visibleText(back[0] ?? {})).toContain('*Cases matching “printer”* · 1–10');
  });

  it('answers an empty search kindly, as the list does', async () => {
    const { reply: list } = await harness.ask('/cases', 'printer', { userId: 'U0EMPTY' });
    await harness.click(list, ActionId.table, { userId: 'U0EMPTY' });
    const { reply } = await harness.ask('/cases', 'unicorn', { userId: 'U0EMPTY' });
    expect(visibleText(reply)).toContain('No cases match “unicorn”');
  });
});

describe('/cases answers', () => {
  const rows = [
    fakeCase({
      caseNumber: 1234,
      subject: 'Printer on floor 3',
      status: 'Closed',
      priority: 'High',
      customerName: 'Acme Retail Ltd',
      submitted: new Date(Date.UTC(2026, 10, 4, 9, 15, 2)),
    }),
    ...caseSeries(8, 'Laptop', 5000),
  ];
  const harness = new Harness({
    accounts: { acme: account(rows) },
    workspaces: [{ pageSize: 5, timeZone: 'Europe/Paris' }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  beforeEach(() => {
    harness.caseApi.requests.length = 0;
  });

  it('shows number, subject, status, priority, the labelled date (submitted, where never updated) and customer, with a View button per row', async () => {
    const { reply } = await harness.ask('/cases', '1234');
    const text = visibleText(reply);
    expect(text).toContain(
      `*#1234* Printer on floor 3\nClosed · High · Submitted: <!date^${Date.UTC(2026, 10, 4, 8, 15, 2) / 1000}^{date_short_pretty} {time}|Nov 4, 2026 9:15 AM Europe/Paris> · Acme Retail Ltd`,
    );
    expect(findButtons(reply).map((b) => [b.action_id, b.text.text])).toEqual([
      ['case_view_0', 'View'],
      ['cases_table', 'Table'],
    ]);
  });

  it("uses the workspace's page size", async () => {
    const { reply } = await harness.ask('/cases', 'laptop');
    expect(caseNumbersIn(reply)).toHaveLength(5);
    expect(harness.caseApi.requests[0]?.query.RequestedRowCount).toBe('6');
  });

  it('opens a case from its row as a new private message', async () => {
    const { reply } = await harness.ask('/cases', 'laptop');
    const { posts } = await harness.click(reply, /^case_view_/, { nth: 2 });
    expect(posts[0]).toMatchObject({ response_type: 'ephemeral', replace_original: false });
    expect(posts[0]?.text).toContain(`Case #${caseNumbersIn(reply)[2]}:`);
  });

  it('shows a status the same way in the row and on the card (the service sends Open and open)', async () => {
    const { reply } = await harness.ask('/cases', 'laptop');
    expect(visibleText(reply)).toMatch(/^Open · /m);
    const { posts } = await harness.click(reply, /^case_view_/);
    expect(visibleText(posts[0] ?? {})).toContain('*Status*\n:large_green_circle: Open');
    expect(visibleText(posts[0] ?? {})).not.toMatch(/\bopen\b/);
  });

  it('says kindly what was searched when nothing matches', async () => {
    const { reply } = await harness.ask('/cases', 'unicorn <b>');
    expect(reply.text).toBe('No cases match “unicorn &lt;b&gt;”. Try fewer or different words, or a case number.');
  });

  it('refuses a search longer than the maximum without calling upstream', async () => {
    const { reply } = await harness.ask('/cases', 'x'.repeat(101));
    expect(reply.text).toMatch(/too long: keep it to 100 characters/);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it.each([
    ['not JSON', 'not json'],
    ['oversized', JSON.stringify({ t: 'T0ACME', q: 'x'.repeat(3000), o: 0, s: 5 })],
    ['of the wrong shape', JSON.stringify({ t: 'T0ACME', q: 'laptop', o: -5, s: 5 })],
    ['with extra fields', JSON.stringify({ t: 'T0ACME', q: 'laptop', o: 0, s: 5, userName: 'admin' })],
    ['from another workspace', JSON.stringify({ t: 'T0OTHER', q: 'laptop', o: 0, s: 5 })],
  ])('refuses a Next value that is %s, politely and without calling upstream', async (_what, value) => {
    const { reply } = await harness.ask('/cases', 'laptop');
    harness.caseApi.requests.length = 0;
    const { posts } = await harness.click(reply, ActionId.next, { value });
    expect(posts[0]?.text).toMatch(/That button can't be used any more/);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('refuses a View value from another workspace', async () => {
    const { reply } = await harness.ask('/cases', 'laptop');
    harness.caseApi.requests.length = 0;
    const value = JSON.stringify({ t: 'T0OTHER', c: 1, n: 1 });
    const { posts } = await harness.click(reply, /^case_view_/, { value });
    expect(posts[0]?.text).toMatch(/That button can't be used any more/);
    expect(harness.caseApi.requests).toEqual([]);
  });

  it('shows the first page instead of an empty one when the cases changed under the pager', async () => {
    const { reply } = await harness.ask('/cases', 'laptop');
    const value = JSON.stringify({ t: 'T0ACME', q: 'laptop', o: 500, s: 5 });
    const { posts } = await harness.click(reply, ActionId.next, { value });
    expect(visibleText(posts[0] ?? {})).toContain('· 1–5');
  });
});

describe('rows and dates as the service may really send them', () => {
  const toner = caseSeries(12, 'Toner', 5000);
  // Row 1: ComplaintId 0; row 2: the ComplaintId of row 0 again; row 3: not a whole number.
  const rows = toner.map((c, i) =>
    i === 1
      ? { ...c, complaintId: 0 }
      : i === 2
        ? { ...c, complaintId: toner[0]?.complaintId ?? 1 }
        : i === 3
          ? { ...c, complaintId: 1.5 }
          : c,
  );
  const harness = new Harness({
    accounts: {
      acme: account([
        ...rows,
        fakeCase({ caseNumber: 6001, subject: 'Odd dates', notes: [] }),
        fakeCase({ caseNumber: 6002, subject: 'Odd dates too' }),
      ]),
    },
    workspaces: [{ pageSize: 5 }],
  });
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  const lines = () => harness.logs.map((l) => JSON.parse(l) as Record<string, unknown>);

  it('leaves out rows casebot cannot open, shows a repeated ComplaintId once, and pages without a gap', async () => {
    const { reply: first } = await harness.ask('/cases', 'toner');
    const pages = [first];
    let current = first;
    while (findButtons(current).some((b) => b.action_id === ActionId.next) && pages.length < 10) {
      const { posts } = await harness.click(current, ActionId.next);
      current = posts[0] ?? {};
      pages.push(current);
    }
    for (const page of pages) expect(caseNumbersIn(page).length).toBeGreaterThan(0);
    const openable = [0, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => toner[i]?.caseNumber);
    expect(pages.flatMap(caseNumbersIn)).toEqual(openable);
    for (const button of pages.flatMap(findButtons).filter((b) => b.action_id.startsWith(ActionId.viewPrefix))) {
      const ref = JSON.parse(button.value ?? '{}') as { c: number };
      expect(Number.isInteger(ref.c) && ref.c > 0).toBe(true);
    }
    expect(lines().find((l) => String(l.msg).startsWith('case service rows left out'))).toMatchObject({
      invalid: 2,
      repeated: 1,
      operation: 'GetCases',
    });
  });

  it('keeps an odd date on its own line, without control characters, escaped, in rows and on the card', async () => {
    const forged = '\n*#9999* FORGED ROW\n';
    const noisy = '11/4/2026\u0000\u0007\u001b[31m 9:15 <!here>';
    harness.caseApi.fail({
      operation: 'GetCases',
      mutate: (json) => {
        const data = json.data as Record<string, unknown>[];
        if (data[0]) data[0].SubmitDate = forged;
        if (data[1]) data[1].SubmitDate = noisy;
        return json;
      },
    });
    const { reply } = await harness.ask('/cases', 'odd dates');
    expect(caseNumbersIn(reply).sort()).toEqual([6001, 6002]);
    expect(visibleText(reply)).not.toMatch(/^\*#9999\*/m);
    expect(JSON.stringify(reply)).not.toMatch(/\\u000[07]|\\u001b/);
    expect(visibleText(reply)).toContain('&lt;!here&gt;');

    harness.caseApi.fail({
      operation: 'GetCaseDetails',
      mutate: (json) => {
        const data = json.data as Record<string, unknown>;
        data.createdOn = forged;
        data.notes = [{ id: 1, note: 'Called back', createdOn: noisy, createdBy: 'agent' }];
        data.notesCount = 1;
        return json;
      },
    });
    const { posts } = await harness.click(reply, ActionId.viewPrefix + '0');
    const card = posts[0] ?? {};
    // The Created field holds the raw date on one line: no line of its own to pass for something else.
    expect(JSON.stringify(card)).toContain(JSON.stringify('*Created*\n*#9999* FORGED ROW'));
    expect(JSON.stringify(card)).not.toMatch(/\\u000[07]|\\u001b/);
    expect(visibleText(card)).toContain('&lt;!here&gt;');
  });
});

import { caseUrlOf, renderCaseCard } from '../../src/blocks/case-card';
import { translator } from '../../src/i18n/translate';
import { assertValidMessage, controlSequences, isOwnSequence, parsedTexts } from '../helpers/block-kit';
import { details } from '../helpers/details';
import { findButtons, visibleText } from '../helpers/harness';

const base = {
  tr: translator('en'),
  teamId: 'T0ACME',
  timeZone: 'UTC',
  audience: 'private' as const,
  showContactDetails: true,
  // What a kind module adds for this reader (the watch's Watch), placed after the card's own buttons.
  actions: [{ text: 'Watch', card: 'case_watch', panel: 'panel_watch' }],
};

describe('renderCaseCard', () => {
  it('renders the sample case (snapshot)', () => {
    expect(renderCaseCard(details(), base)).toMatchSnapshot();
  });

  it('renders a shared card (snapshot)', () => {
    expect(
      renderCaseCard(details(), { ...base, audience: 'shared', sharedBy: 'U0ALICE', showContactDetails: false }),
    ).toMatchSnapshot();
  });

  const scenarios: [string, Parameters<typeof details>[0], Partial<typeof base>, RegExp[], RegExp[]][] = [
    [
      'email and mobile when allowed',
      { customerMobile: '+1 555 0100' },
      {},
      [/\*Email\*\nit@acme/, /\*Mobile\*\n\+1 555 0100/],
      [],
    ],
    ['no contact fields when null', { customerEmail: null, customerMobile: null }, {}, [], [/\*Email\*/, /\*Mobile\*/]],
    [
      'no contact fields when not allowed',
      { customerMobile: '+1 555' },
      { showContactDetails: false },
      [],
      [/Email/, /Mobile/, /it@acme/],
    ],
    [
      'a case with no notes or files',
      { notes: [], notesCount: 0, attachments: { attachments: [] }, attachmentsCount: 0 },
      {},
      [/_No notes yet\._/, /0 notes · 0 attachments/],
      [/Attachments/],
    ],
    [
      'counts above what the arrays hold',
      { notesCount: 5, attachmentsCount: 9 },
      {},
      [/3 earlier notes · \*All notes\* shows every one/, /…and 7 more files/, /5 notes · 9 attachments/],
      [],
    ],
    ['an unparsed date as its own text', { createdOn: 'yesterday' }, {}, [/\*Created\*\nyesterday/], []],
    [
      'dates in the workspace zone',
      {},
      { timeZone: 'America/New_York' },
      [/\|Nov 4, 2026 9:15 AM America\/New_York>/],
      [],
    ],
    ['an empty subject', { subject: '   ' }, {}, [/Case #1234 · \(no subject\)/], []],
  ];
  it.each(scenarios)('shows %s', (_name, overrides, options, present, absent) => {
    const message = renderCaseCard(details(overrides), { ...base, ...options });
    assertValidMessage(message as unknown as Record<string, unknown>);
    const text = visibleText(message as unknown as Record<string, unknown>);
    for (const p of present) expect(text).toMatch(p);
    for (const a of absent) expect(text).not.toMatch(a);
  });

  it('escapes hostile text in every field', () => {
    const evil = '<!channel> <@U0BOSS> <https://evil.example|click me> & @here *bold*';
    const message = renderCaseCard(
      details({
        subject: evil,
        status: evil,
        createdBy: evil,
        customerName: evil,
        customerEmail: evil,
        customerMobile: evil,
        createdOn: evil,
        notes: [{ id: 1, note: evil, createdOn: evil, createdBy: evil }],
        attachments: { attachments: [{ ClientId: 'x', fileName: evil, filePath: 'x' }] },
      }),
      { ...base, audience: 'shared', sharedBy: 'U0ALICE' },
    ) as unknown as Record<string, unknown>;
    assertValidMessage(message);
    expect(controlSequences(message).filter((s) => !isOwnSequence(s, ['U0ALICE']))).toEqual([]);
    expect(parsedTexts(message).filter((t) => /@(here|channel)/.test(t))).toEqual([]);
    expect(visibleText(message)).toContain('&lt;!channel&gt; &lt;@U0BOSS&gt;');
  });

  it('keeps a case with hundreds of long notes and dozens of files within Block Kit limits', () => {
    const long = 'Lorem ipsum dolor sit amet, '.repeat(400);
    const notes = Array.from({ length: 400 }, (_, i) => ({
      id: i,
      note: long,
      createdOn: '11/4/2026 9:15:02 AM',
      createdBy: `user${i}`,
    }));
    const files = Array.from({ length: 60 }, (_, i) => ({
      ClientId: 'x',
      fileName: `${'very-long-file-name-'.repeat(8)}${i}.pdf`,
      filePath: 'x',
    }));
    const message = renderCaseCard(
      details({
        subject: 'S'.repeat(500),
        notes,
        notesCount: 400,
        attachments: { attachments: files },
        attachmentsCount: 60,
      }),
      base,
    ) as unknown as Record<string, unknown>;
    assertValidMessage(message);
    const text = visibleText(message);
    expect(text).toMatch(/39\d earlier notes/);
    expect(text).toMatch(/…and \d+ more files/);
    expect(text).toContain('*Latest notes*');
    expect(text).toContain('*user399*');
    expect(text).toContain('*Attachments* (60)');
    expect(JSON.stringify(message).length).toBeLessThan(40_000);
  });

  const note = (id: number, createdOn: string) => ({ id, note: `note ${id}`, createdOn, createdBy: 'x' });
  const noteOrder = (notes: ReturnType<typeof note>[]) =>
    [
      ...visibleText(
        renderCaseCard(details({ notes, notesCount: notes.length }), base) as unknown as Record<string, unknown>,
      ).matchAll(/>note (\d+)/g),
    ].map((m) => Number(m[1]));

  it('shows the newest notes first by their dates, the later in the list first on a tie', () => {
    expect(
      noteOrder([
        note(1, '11/5/2026 9:00:00 AM'),
        note(2, '11/3/2026 9:00:00 AM'),
        note(3, '11/4/2026 9:00:00 AM'),
        note(4, '11/4/2026 9:00:00 AM'),
      ]),
    ).toEqual([1, 4, 3, 2]);
  });

  it("reads the service's list as oldest first when a date cannot be read", () => {
    expect(noteOrder([note(1, '11/5/2026 9:00:00 AM'), note(2, 'soon'), note(3, '11/3/2026 9:00:00 AM')])).toEqual([
      3, 2, 1,
    ]);
  });

  it('shows the five newest notes, counts the earlier ones and offers All notes', () => {
    const notes = Array.from({ length: 8 }, (_, i) => note(i + 1, `11/${i + 1}/2026 9:00:00 AM`));
    const message = renderCaseCard(details({ notes, notesCount: 8 }), base) as unknown as Record<string, unknown>;
    expect(noteOrder(notes)).toEqual([8, 7, 6, 5, 4]);
    expect(visibleText(message)).toContain('3 earlier notes');
    expect(findButtons(message).map((b) => b.action_id)).toEqual([
      'case_share',
      'case_notes',
      'case_watch',
      'case_dismiss',
    ]);
    // All the notes fit: no All notes button.
    const few = renderCaseCard(details(), base) as unknown as Record<string, unknown>;
    expect(findButtons(few).map((b) => b.action_id)).toEqual(['case_share', 'case_watch', 'case_dismiss']);
  });

  it('shows priority and last update from the list row, with markers for well-known values', () => {
    const facts = { priority: 'High', lastUpdated: '11/6/2026 4:00:00 PM', lastUpdatedBy: 'a.smith' };
    const text = visibleText(renderCaseCard(details(), { ...base, facts }) as unknown as Record<string, unknown>);
    expect(text).toContain('*Status*\n:large_green_circle: Open');
    expect(text).toContain('*Priority*\n:arrow_up_small: High');
    expect(text).toMatch(/\*Last updated\*\n<!date\^\d+\^[^|]+\|Nov 6, 2026 4:00 PM UTC> by a\.smith/);
    const odd = visibleText(
      renderCaseCard(details({ status: 'Awaiting parts' }), {
        ...base,
        facts: { priority: 'P2', lastUpdated: '', lastUpdatedBy: null },
      }) as unknown as Record<string, unknown>,
    );
    expect(odd).toContain('*Status*\nAwaiting parts');
    expect(odd).toContain('*Priority*\nP2');
    expect(odd).not.toContain('Last updated');
  });

  it('leaves out what is unknown rather than show a blank field', () => {
    const text = visibleText(renderCaseCard(details(), base) as unknown as Record<string, unknown>);
    expect(text).not.toMatch(/Priority|Last updated|—/);
  });

  it('links to the case service when the workspace has a template, and only then', () => {
    const url = caseUrlOf('https://cases.acme.example/case/{number}?id={id}', { caseNumber: 1234, id: 48001 });
    expect(url).toBe('https://cases.acme.example/case/1234?id=48001');
    const linked = renderCaseCard(details(), { ...base, caseUrl: url }) as unknown as Record<string, unknown>;
    assertValidMessage(linked);
    const link = findButtons(linked).find((b) => b.action_id === 'case_open_in_service') as { url?: string };
    expect(link?.url).toBe(url);
    expect(caseUrlOf(null, { caseNumber: 1, id: 1 })).toBeUndefined();
  });

  it('makes the shared card compact: key facts, the latest note cut short, View details, nothing private', () => {
    const notes = [note(1, '11/4/2026 9:00:00 AM'), { ...note(2, '11/5/2026 9:00:00 AM'), note: 'x'.repeat(2000) }];
    const message = renderCaseCard(details({ notes, notesCount: 2, customerMobile: '+1 555' }), {
      ...base,
      audience: 'shared',
      sharedBy: 'U0ALICE',
      showContactDetails: false,
      facts: { priority: 'Low', lastUpdated: '11/5/2026 9:00:00 AM', lastUpdatedBy: 'b' },
    }) as unknown as Record<string, unknown>;
    assertValidMessage(message);
    const text = visibleText(message);
    expect(text).toContain('<@U0ALICE> shared a case');
    expect(text).toContain('*Latest note* (of 2)');
    expect(text).toMatch(/>x{290,300}…/);
    expect(text).not.toMatch(/note 1|Created by|Email|Mobile|it@acme|\+1 555|Attachments/);
    expect(text).toContain('*Priority*\n:arrow_down_small: Low');
    expect(findButtons(message).map((b) => b.action_id)).toEqual(['case_details']);
  });
});

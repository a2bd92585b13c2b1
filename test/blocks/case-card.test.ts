import { renderCaseCard } from '../../src/blocks/case-card';
import { assertValidMessage, controlSequences, isOwnSequence, parsedTexts } from '../helpers/block-kit';
import { details } from '../helpers/details';
import { visibleText } from '../helpers/harness';

const base = { teamId: 'T0ACME', timeZone: 'UTC', audience: 'private' as const, showContactDetails: true };

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
      [/…and 3 more notes/, /…and 7 more files/, /5 notes · 9 attachments/],
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
    expect(text).toMatch(/…and 3\d\d more notes/);
    expect(text).toMatch(/…and \d+ more files/);
    expect(text).toContain('*Notes* (400)');
    expect(text).toContain('*Attachments* (60)');
    expect(JSON.stringify(message).length).toBeLessThan(40_000);
  });

  it('keeps notes in the order the service gives', () => {
    const notes = [3, 1, 2].map((n) => ({
      id: n,
      note: `note ${n}`,
      createdOn: '11/4/2026 9:15:02 AM',
      createdBy: 'x',
    }));
    const text = visibleText(
      renderCaseCard(details({ notes, notesCount: 3 }), base) as unknown as Record<string, unknown>,
    );
    expect([...text.matchAll(/>note (\d)/g)].map((m) => m[1])).toEqual(['3', '1', '2']);
  });
});

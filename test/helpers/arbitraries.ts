import fc from 'fast-check';
import type { CaseDetails, CaseListItem } from '../../src/case-api/schemas';

// What a hostile or broken case service could answer, for the property tests of everything casebot
// writes from it.

// Any Unicode, control characters included, with Slack's own markup mixed in more often than chance would.
export const hostile = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', maxLength }),
    fc.string({
      unit: fc.constantFrom('<', '>', '&', '@', '!', '|', '#', '^', 'a', ' ', '\n', '\u0000', '\u202e', '😀'),
      maxLength,
    }),
    fc.constantFrom(
      '<!channel>',
      '<!here|here>',
      '@everyone',
      '<@U0BOSS>',
      '<#C0GENERAL>',
      '<https://evil.example|ok>',
      '&lt;',
      '',
    ),
  );
export const date = fc.oneof(
  hostile(40),
  fc.constantFrom('11/4/2026 9:15:02 AM', '3/8/2026 2:30:00 AM', '12/31/1999 11:59:59 PM'),
);

const note = fc.record({ id: fc.integer(), note: hostile(4000), createdOn: date, createdBy: hostile(300) });
const attachment = fc.record({ ClientId: hostile(40), fileName: hostile(400), filePath: hostile(40) });

export const details: fc.Arbitrary<CaseDetails> = fc.record({
  id: fc.integer({ min: 1 }),
  caseNumber: fc.integer({ min: 0 }),
  subject: hostile(3000),
  createdOn: date,
  createdBy: hostile(300),
  status: hostile(300),
  customerName: hostile(3000),
  customerEmail: fc.option(hostile(3000)),
  customerMobile: fc.option(hostile(300)),
  notes: fc.oneof(fc.array(note, { maxLength: 5 }), fc.array(note, { minLength: 900, maxLength: 1000 })),
  notesCount: fc.integer({ min: 0, max: 100_000 }),
  attachments: fc.record({
    attachments: fc.oneof(
      fc.array(attachment, { maxLength: 5 }),
      fc.array(attachment, { minLength: 400, maxLength: 500 }),
    ),
  }),
  attachmentsCount: fc.integer({ min: 0, max: 100_000 }),
});

export const facts = fc.record({ priority: hostile(300), lastUpdated: date, lastUpdatedBy: fc.option(hostile(300)) });

export const listItem: fc.Arbitrary<CaseListItem> = fc.record({
  ComplaintId: fc.integer({ min: 1 }),
  CaseNumber: fc.integer({ min: 0 }),
  Subject: hostile(3000),
  SubmitDate: date,
  UserName: hostile(100),
  ComplaintStatus: hostile(300),
  LastUpdatedTime: hostile(40),
  LastUpdatedBy: fc.option(hostile(40)),
  Priority: hostile(300),
  CaseSource: fc.integer(),
  CustomerName: hostile(3000),
  UserIds: fc.constant([]),
  RoleIds: fc.constant([]),
  OuIds: fc.constant([]),
  UserGroupIds: fc.constant([]),
});

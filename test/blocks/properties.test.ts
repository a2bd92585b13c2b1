import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import fc from 'fast-check';
import { caseUrlOf, renderCaseCard } from '../../src/blocks/case-card';
import { renderNotesModal } from '../../src/blocks/notes-modal';
import { renderCaseList } from '../../src/blocks/case-list';
import type { CaseDetails, CaseListItem } from '../../src/case-api/schemas';
import { blockKitProblems, controlSequences, isOwnSequence, modalProblems, parsedTexts } from '../helpers/block-kit';

// Any Unicode, control characters included, with Slack's own markup mixed in more often than chance would.
const hostile = (maxLength: number) =>
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
const date = fc.oneof(
  hostile(40),
  fc.constantFrom('11/4/2026 9:15:02 AM', '3/8/2026 2:30:00 AM', '12/31/1999 11:59:59 PM'),
);

const note = fc.record({ id: fc.integer(), note: hostile(4000), createdOn: date, createdBy: hostile(300) });
const attachment = fc.record({ ClientId: hostile(40), fileName: hostile(400), filePath: hostile(40) });

const details: fc.Arbitrary<CaseDetails> = fc.record({
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

const facts = fc.record({ priority: hostile(300), lastUpdated: date, lastUpdatedBy: fc.option(hostile(300)) });

const listItem: fc.Arbitrary<CaseListItem> = fc.record({
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

/** Valid Block Kit, and no live mention, ping or link from the data. */
function safeForSlack(message: unknown, users: string[] = []): void {
  const record = message as Record<string, unknown>;
  expect(blockKitProblems(record)).toEqual([]);
  // casebot's own mention of the channel a card was shared in is the only other sequence allowed.
  expect(controlSequences(record).filter((s) => !isOwnSequence(s, users) && s !== '<#C0GENERAL>')).toEqual([]);
  expect(parsedTexts(record).filter((t) => /@(here|channel|everyone)/i.test(t))).toEqual([]);
}

/** A modal within Slack's limits, and no live mention, ping or link from the data. */
function safeModal(view: unknown): void {
  const record = view as Record<string, unknown>;
  expect(modalProblems(record)).toEqual([]);
  const asMessage = { text: 'x', blocks: record.blocks };
  expect(controlSequences(asMessage).filter((s) => !isOwnSequence(s))).toEqual([]);
  expect(parsedTexts(asMessage).filter((t) => /@(here|channel|everyone)/i.test(t))).toEqual([]);
}

// Every language: German and Arabic run long, and Arabic text is wrapped in isolates.
const language = fc.constantFrom(...LANGUAGES);

describe('renderers under arbitrary data', () => {
  it('every page of the All notes modal is always valid and inert', () => {
    fc.assert(
      fc.property(details, fc.integer({ min: 0, max: 200 }), language, (d, page, lang) => {
        safeModal(renderNotesModal(d, { tr: translator(lang), teamId: 'T0ACME', timeZone: 'UTC', page }));
      }),
      { numRuns: 100 },
    );
  });

  it('the case card is always valid and inert', () => {
    fc.assert(
      fc.property(
        details,
        fc.boolean(),
        fc.constantFrom('UTC', 'Europe/Paris', 'Nowhere/Else'),
        fc.option(facts),
        fc.boolean(),
        language,
        (d, shared, zone, rowFacts, linked, lang) => {
          const message = renderCaseCard(d, {
            tr: translator(lang),
            teamId: 'T0ACME',
            timeZone: zone,
            audience: shared ? 'shared' : 'private',
            sharedBy: 'U0ALICE',
            showContactDetails: true,
            facts: rowFacts ?? undefined,
            caseUrl: caseUrlOf(linked ? 'https://cases.example/case/{number}/{id}' : null, d),
            ...(!shared && linked ? { shared: { by: 'U0ALICE', channelId: 'C0GENERAL', at: new Date(0) } } : {}),
          });
          safeForSlack(message, ['U0ALICE']);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a page of the list is always valid and inert', () => {
    fc.assert(
      fc.property(
        fc.array(listItem, { minLength: 0, maxLength: 20 }),
        fc.string({ maxLength: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        language,
        (items, searchText, offset, hasNext, lang) => {
          safeForSlack(
            renderCaseList({
              tr: translator(lang),
              teamId: 'T0ACME',
              searchText,
              offset,
              pageSize: 20,
              items,
              hasNext,
              nextOffset: offset + items.length,
              timeZone: 'UTC',
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

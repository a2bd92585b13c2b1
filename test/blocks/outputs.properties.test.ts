import fc from 'fast-check';
import { searchResult, workflowOutputs } from '../../src/blocks/plain-outputs';
import { CaseApiResponseError } from '../../src/case-api/errors';
import type { CaseListItem } from '../../src/case-api/schemas';
import type { CasesFor, CaseView } from '../../src/cases/case-service';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { describeFailure } from '../../src/spine/errors';
import { plainText } from '../../src/blocks/text';
import { getCase, searchCases } from '../../src/listeners/mcp/tools';
import type { Served } from '../../src/spine/serve';
import { details, facts, hostile, listItem } from '../helpers/arbitraries';
import { controlSequences, isOwnSequence, parsedTexts } from '../helpers/block-kit';

// Everything casebot writes from the case service's text and that leaves it as plain text or for a model
// (a Workflow step's outputs, Slack's search results and errors, Slackbot's tool answers): under any
// upstream text, nothing in it is a mention, a broadcast or a link Slack would read.

/** Every string inside a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What Slack would read as a control sequence or a broadcast, in text read as mrkdwn or as plain text. */
const live = (text: string) =>
  /<[!@#]|<(?:https?|mailto|tel|slack):/i.test(text) || /(^|[^\u200b])@(channel|here|everyone)\b/i.test(text);

const settings = {
  workspaceId: 'T0ACME',
  timeZone: 'Europe/Paris',
  pageSize: 10,
  shareContactDetails: true,
  caseUrlTemplate: 'https://cases.example/case/{number}',
  language: 'en' as const,
  workflowsUseDefaultUser: false,
  allowSharedChannels: false,
  keepCardsTrue: true,
};

/** The runner's hand to a tool's work, with the case service answering `view` and `rows`. */
function served(lang: (typeof LANGUAGES)[number], view: CaseView, rows: CaseListItem[]): Served {
  const tr = translator(lang);
  const cases = {
    findCaseByNumber: async () => view,
    searchCases: async () => ({ items: rows, hasNext: true, nextOffset: rows.length }),
  } as unknown as CasesFor;
  return {
    cases,
    channelCases: cases,
    settings,
    userName: 'j.doe',
    asDefaultUser: false,
    tr,
    channelTr: tr,
    readerZone: async () => settings.timeZone,
    reply: async () => undefined,
    ref: 'ABCDEF12',
    actionsOn: async () => [],
    stale: async () => 'stale_button',
    viewed: () => undefined,
    linesOn: async () => [],
  };
}

const language = fc.constantFrom(...LANGUAGES);
const view = fc.record({ details, facts: fc.option(facts, { nil: undefined }) });

describe('what leaves casebot, under any upstream text', () => {
  it('the Workflow step’s outputs are inert, with no escape codes where the text had none', () => {
    fc.assert(
      fc.property(view, language, (v, lang) => {
        const outputs = workflowOutputs(v, { tr: translator(lang), settings });
        for (const value of Object.values(outputs)) expect(live(value)).toBe(false);
        // A person reads the subject as it was written (a zero-width space aside), never `&lt;`.
        if (!v.details.subject.includes('&')) expect(outputs.subject).not.toContain('&lt;');
      }),
      { numRuns: 150 },
    );
  });

  it('Slack’s search results are inert', () => {
    fc.assert(
      fc.property(listItem, fc.option(hostile(2000), { nil: undefined }), language, (row, content, lang) => {
        const result = searchResult(row, '2026-11-04', content, { tr: translator(lang), settings });
        for (const value of strings(result)) expect(live(value)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('an error Slack’s search or a step shows keeps the service’s words escaped', () => {
    fc.assert(
      fc.property(hostile(500), language, (description, lang) => {
        const refused = new CaseApiResponseError(
          { operation: 'GetCases', caseId: undefined },
          { errorCode: 3, errorDescription: description },
        );
        const text = plainText(describeFailure(refused, 'ABCDEF12', translator(lang)).message.text);
        expect(live(text)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('Slackbot’s get_case and search_cases answers are inert: the text, every structured field, the card', async () => {
    await fc.assert(
      fc.asyncProperty(view, fc.array(listItem, { maxLength: 5 }), language, hostile(200), async (v, rows, lang, q) => {
        const asked = served(lang, v, rows);
        const one = await getCase(String(v.details.caseNumber))(asked);
        const page = await searchCases(q, 1)(asked);
        for (const { answer } of [one, page]) {
          for (const value of strings({ text: answer.text, structured: answer.structured })) {
            expect(live(value)).toBe(false);
          }
          if (answer.blocks) {
            const message = { text: 'x', blocks: answer.blocks };
            expect(controlSequences(message).filter((s) => !isOwnSequence(s))).toEqual([]);
            expect(parsedTexts(message).filter((t) => /@(here|channel|everyone)/i.test(t))).toEqual([]);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});

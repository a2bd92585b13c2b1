import { parseAsk } from '../../src/cases/ask';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { suggestedPrompts } from '../../src/listeners/agent';

describe('what a direct message to casebot asks', () => {
  it.each([
    ['1234', { kind: 'case', caseNumber: 1234 }],
    ['#1234', { kind: 'case', caseNumber: 1234 }],
    ['case 1234', { kind: 'case', caseNumber: 1234 }],
    ['Vorgang Nr. 1234', { kind: 'case', caseNumber: 1234 }],
    ['dossier n° 77', { kind: 'case', caseNumber: 77 }],
    ['\u0634\u0643\u0648\u0649 1234', { kind: 'case', caseNumber: 1234 }],
    ['case 1234 printer', { kind: 'search', text: 'case 1234 printer' }],
    ['  printer   jam ', { kind: 'search', text: 'printer jam' }],
    ['', { kind: 'recent' }],
    ['Mine.', { kind: 'mine' }],
    ['HELP', { kind: 'help' }],
    ['Hjælp', { kind: 'help' }],
    ['case', { kind: 'which' }],
  ])('%j', (text, expected) => {
    expect(parseAsk(text)).toEqual(expected);
  });

  it.each(LANGUAGES)('reads each suggested prompt of %s as the ask it names', (lang) => {
    const { prompts } = suggestedPrompts(translator(lang));
    expect(prompts.map((p) => parseAsk(p.message).kind)).toEqual(['mine', 'aging', 'which', 'search']);
  });
});

import { parseAsk } from '../../src/cases/ask';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { KIND_MODULES } from '../../src/kinds/modules';
import { asPrompt, suggestedPrompts } from '../../src/listeners/agent';

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

  it('reads a pasted case link as that case, and Slack’s escapes as what was typed', () => {
    const template = 'https://cases.acme.example/case/{number}';
    expect(parseAsk('<https://cases.acme.example/case/1234>', template)).toEqual({ kind: 'case', caseNumber: 1234 });
    expect(parseAsk('<https://cases.acme.example/c/77|case 77>', 'https://cases.acme.example/c/{id}')).toEqual({
      kind: 'caseId',
      caseId: 77,
    });
    expect(parseAsk('AT&amp;T router', template)).toEqual({ kind: 'search', text: 'AT&T router' });
    expect(parseAsk('help?')).toEqual({ kind: 'help' });
    expect(parseAsk('\u0645\u0633\u0627\u0639\u062f\u0629\u061f')).toEqual({ kind: 'help' });
  });

  it.each(LANGUAGES)('reads each suggested prompt of %s as the ask it names', (lang) => {
    const { prompts } = suggestedPrompts(translator(lang), KIND_MODULES);
    const kindOf = (text: string) => {
      const ask = parseAsk(text, null, KIND_MODULES);
      return ask.kind === 'module' ? ask.module : ask.kind;
    };
    expect(prompts.map((p) => kindOf(p.message))).toEqual(['mine', 'aging', 'reminder', 'search']);
    // Typed as the prompt's own title, it asks the same.
    expect(prompts.map((p) => kindOf(asPrompt(translator(lang), p.title, KIND_MODULES)))).toEqual([
      'mine',
      'aging',
      'reminder',
      'search',
    ]);
    expect(prompts.slice(0, 2).map((p) => kindOf(p.title))).toEqual(['mine', 'aging']);
  });

  it.each([
    ['1234?', 1234],
    ['Vorgang 1234?', 1234],
    ['dossier 1234 ?', 1234],
    ['\u0661\u0662\u0663\u0664', 1234],
    ['#\u0661\u0662\u0663\u0664', 1234],
    ['\u0634\u0643\u0648\u0649 \u0661\u0662\u0663\u0664\u061f', 1234],
  ])('reads %j as the case it names, whatever closes the sentence or writes the digits', (text, caseNumber) => {
    expect(parseAsk(text)).toEqual({ kind: 'case', caseNumber });
  });
});

import { parseCaseQuery } from '../../src/cases/case-number';
import { didYouMean } from '../../src/lib/did-you-mean';
import { KIND_MODULES } from '../../src/kinds/modules';

/** The words `/case <number> <word>` knows, as the command gives them: its own and the kind modules'. */
const CASE_WORDS = ['channel', ...KIND_MODULES.flatMap((m) => m.caseWords ?? [])];

describe('parseCaseQuery', () => {
  it.each([
    ['1234', { kind: 'number', caseNumber: 1234 }],
    ['#1234', { kind: 'number', caseNumber: 1234 }],
    ['  # 1234 ', { kind: 'number', caseNumber: 1234 }],
    ['+12', { kind: 'number', caseNumber: 12 }],
    ['00000000012', { kind: 'number', caseNumber: 12 }],
    ['#0042', { kind: 'number', caseNumber: 42 }],
    [`${'0'.repeat(40)}2147483647`, { kind: 'number', caseNumber: 2_147_483_647 }],
    ['0', { kind: 'invalid_number' }],
    ['0000', { kind: 'invalid_number' }],
    ['-3', { kind: 'invalid_number' }],
    ['-0003', { kind: 'invalid_number' }],
    ['2147483648', { kind: 'invalid_number' }],
    ['99999999999', { kind: 'invalid_number' }],
    ['12 13', { kind: 'several' }],
    ['printer', { kind: 'not_a_number', text: 'printer' }],
    // A word close to one /case knows, next to a number: what was likely meant.
    ['1234 wtch', { kind: 'misspelt', meant: '/case 1234 watch' }],
    ['#1234 unwach', { kind: 'misspelt', meant: '/case 1234 unwatch' }],
    ['chanel 1234', { kind: 'misspelt', meant: '/case 1234 channel' }],
    ['1234 printer', { kind: 'not_a_number', text: '1234 printer' }],
    ['1234 w', { kind: 'not_a_number', text: '1234 w' }],
    ['', { kind: 'usage' }],
  ])('reads %j', (text, expected) => {
    expect(parseCaseQuery(text, CASE_WORDS)).toEqual(expected);
  });
});

describe('didYouMean', () => {
  it('names the option or word a typo most likely was, and nothing when none is close', () => {
    const options = ['client-name', 'api-token', 'base-url', 'timezone', 'poll-interval', 'poll-calls'];
    expect(didYouMean('client-nam', options)).toBe('client-name');
    expect(didYouMean('timzone', options)).toBe('timezone');
    expect(didYouMean('poll-call', options)).toBe('poll-calls');
    expect(didYouMean('colour', options)).toBeUndefined();
    expect(didYouMean('wtach', ['watch', 'unwatch'])).toBe('watch');
  });
});

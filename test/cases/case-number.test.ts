import { parseCaseQuery } from '../../src/cases/case-number';

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
    ['', { kind: 'usage' }],
  ])('reads %j', (text, expected) => {
    expect(parseCaseQuery(text)).toEqual(expected);
  });
});

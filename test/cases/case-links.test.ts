import { findCaseMentions, parseCaseLink } from '../../src/cases/case-links';

const template = 'https://cases.acme.example/case/{number}';

describe('case links', () => {
  it.each([
    ['https://cases.acme.example/case/1234', { kind: 'number', caseNumber: 1234 }],
    ['https://cases.acme.example/case/1234/', { kind: 'number', caseNumber: 1234 }],
    ['https://cases.acme.example/case/1234?tab=notes', { kind: 'number', caseNumber: 1234 }],
    ['HTTPS://CASES.ACME.EXAMPLE/case/77', { kind: 'number', caseNumber: 77 }],
    ['https://cases.acme.example/case/0', undefined],
    ['https://cases.acme.example/case/99999999999', undefined],
    ['https://cases.acme.example/case/12a', undefined],
    ['https://cases.acme.example/cases/1234', undefined],
    ['https://evil.example/?u=https://cases.acme.example/case/1234', undefined],
    ['https://cases.acme.example.evil.example/case/1234', undefined],
  ])('reads %s', (url, expected) => {
    expect(parseCaseLink(template, url)).toEqual(expected);
  });

  it('reads a ComplaintId template, and nothing without a template', () => {
    expect(parseCaseLink('https://x.example/c?id={id}', 'https://x.example/c?id=48001')).toEqual({
      kind: 'id',
      caseId: 48001,
    });
    expect(parseCaseLink(null, 'https://cases.acme.example/case/1234')).toBeUndefined();
  });

  it('finds #numbers, "case N" and case links in a message, in order and once each', () => {
    const text =
      'See <https://cases.acme.example/case/1234|this one>, also case 77 and #88 (not abc#99, not 1234x, not #0). ' +
      'Again #1234 and CASE #5 and https://cases.acme.example/case/6';
    expect(findCaseMentions(text, template)).toEqual([
      { kind: 'number', caseNumber: 1234 },
      { kind: 'number', caseNumber: 77 },
      { kind: 'number', caseNumber: 88 },
      { kind: 'number', caseNumber: 5 },
      { kind: 'number', caseNumber: 6 },
    ]);
    expect(findCaseMentions('nothing here, issue 12', template)).toEqual([]);
  });

  it.each([
    ['a comma', 'Look at https://cases.acme.example/case/1234, and https://cases.acme.example/case/56.', [1234, 56]],
    [
      'a bracket it sits in',
      '(see https://cases.acme.example/case/1234) and https://cases.acme.example/case/7!',
      [1234, 7],
    ],
    ['quotes', '"https://cases.acme.example/case/1234" and «https://cases.acme.example/case/8»', [1234, 8]],
    [
      'Slack’s own <url> and <url|label>',
      '<https://cases.acme.example/case/9>, <https://cases.acme.example/case/10|ten>.',
      [9, 10],
    ],
  ])('reads case links followed by %s as Slack does', (_what, text, numbers) => {
    expect(findCaseMentions(text, template)).toEqual(numbers.map((caseNumber) => ({ kind: 'number', caseNumber })));
  });

  it('counts what a long message names exactly: seven links, seven cases', () => {
    const text = [1, 2, 3, 4, 5, 6, 7].map((n) => `https://cases.acme.example/case/${n},`).join(' ');
    expect(findCaseMentions(text, template)).toHaveLength(7);
  });
});

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
    ['English', 'Please check ticket 1301 and case #1302; 1303 case too', [1301, 1302, 1303]],
    ['German', 'Fall 1308, Vorgang Nr. 1309 und Ticket 1310', [1308, 1309, 1310]],
    ['French', 'Le dossier 1308, dossier n° 1309, le cas 1310 et 1311 dossier', [1308, 1309, 1310, 1311]],
    ['Italian', 'La pratica 1308, pratica n. 1309, caso 1310', [1308, 1309, 1310]],
    ['Danish', 'Sag 1308 og sag nr. 1309', [1308, 1309]],
    ['Arabic', 'الشكوى رقم 1308 وقضية 1309 وحالة 1310 وتذكرة 1311 و1312 قضية', [1308, 1309, 1310, 1311, 1312]],
    ['Arabic-Indic digits', 'قضية ١٣٠٨ و #۱۳۰۹', [1308, 1309]],
  ])('finds the word for a case in %s, before the number or after it', (_language, text, numbers) => {
    expect(findCaseMentions(text, template)).toEqual(numbers.map((caseNumber) => ({ kind: 'number', caseNumber })));
  });

  it.each([
    ['a word that holds one', 'showcase 12, décas 13, Fall12, Sagen 14, subcase 15'],
    ['a count before the word', 'dans 3 cas, 2 tickets, 12 Fälle'],
    ['a number in a longer number', 'case 12345678901'],
  ])('finds no case in %s', (_what, text) => {
    expect(findCaseMentions(text, template)).toEqual([]);
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

import { didYouMean } from '../lib/did-you-mean';

/** What `/case <text>` asks for. */
type CaseQuery =
  | { kind: 'usage' }
  | { kind: 'number'; caseNumber: number }
  | { kind: 'several' }
  | { kind: 'invalid_number' }
  | { kind: 'not_a_number'; text: string }
  /** A number and a word close to one `/case` knows (`/case 1234 wtch`): what was likely meant. */
  | { kind: 'misspelt'; meant: string };

const MAX_CASE_NUMBER = 2_147_483_647;

/** Arabic-Indic (U+0660–U+0669) and Persian (U+06F0–U+06F9) digits as Latin ones, one for one. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
}

/**
 * Reads `1234`, `#1234`, `  # 1234 `, `001234` as case number 1234; says why anything else is not one
 * (a number and a word near one of `caseWords`: the word likely meant).
 */
export function parseCaseQuery(raw: string | undefined, caseWords: readonly string[] = []): CaseQuery {
  // An Arabic reader's own digits (`١٢٣٤`) are the same number.
  const text = latinDigits((raw ?? '').trim());
  if (text === '' || /^(help|-h|--help|\?)$/i.test(text)) return { kind: 'usage' };
  const compact = text.replace(/^#\s*/, '');
  if (!/^[-+]?\d+$/.test(compact)) {
    const words = text.split(/[\s,;]+/).filter((w) => w !== '' && w !== '#');
    const allNumbers = words.length > 1 && words.every((w) => /^#?[-+]?\d+$/.test(w));
    if (allNumbers) return { kind: 'several' };
    const [first = '', second = ''] = words;
    const number = /^#?\d+$/.test(first) ? first : /^#?\d+$/.test(second) ? second : undefined;
    const word = number === first ? second : first;
    const meant = words.length === 2 && number ? didYouMean(word, caseWords) : undefined;
    if (meant) return { kind: 'misspelt', meant: `/case ${number?.replace(/^#/, '')} ${meant}` };
    return { kind: 'not_a_number', text };
  }
  if (compact.startsWith('-')) return { kind: 'invalid_number' };
  // Leading zeros are read (`00012` is 12), however many: only the digits after them count.
  const digits = compact.replace(/^\+/, '').replace(/^0+(?=\d)/, '');
  if (digits.length > 10) return { kind: 'invalid_number' };
  const caseNumber = Number(digits);
  if (!Number.isSafeInteger(caseNumber) || caseNumber < 1 || caseNumber > MAX_CASE_NUMBER) {
    return { kind: 'invalid_number' };
  }
  return { kind: 'number', caseNumber };
}

import type { SearchPage } from './case-service';
import { comparable } from './search-filters';

/** Rows read, at most, to find the cases that hold every word of a search (one call to the service). */
export const WORDS_WINDOW = 100;

/**
 * A search's words worth matching one by one: each once, of two letters or more, or a number (`étage 6`),
 * compared as a reader would.
 */
export function wordsOf(text: string): string[] {
  return [...new Set(text.split(/\s+/).map(comparable))].filter((word) => word.length > 1 || /\d/.test(word));
}

/** Whether a subject (compared as a reader would) holds a word: a number as a number (`6` is in `6e`, not in `16`). */
const holds = (subject: string, word: string) =>
  /^\d+$/.test(word) ? new RegExp(`(^|\\D)${word}(\\D|$)`).test(subject) : subject.includes(word);

/**
 * The service matches a search's words together, as written ("imprimante bloquée" finds nothing where
 * "Imprimante du 2e étage bloquée" exists); where that finds nothing, the newest cases whose subject holds
 * the longest word (one call), kept where their subject holds every word in any order (case and accents
 * aside), `size` from `offset`; `total`: how many of the window held them all.
 */
export async function everyWord(
  cases: { searchCases(text: string, offset: number, size: number): Promise<SearchPage> },
  words: readonly string[],
  offset: number,
  size: number,
): Promise<SearchPage & { total: number; word: string }> {
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const wide = await cases.searchCases(longest, 0, WORDS_WINDOW);
  const all = wide.items.filter((row) => {
    const subject = comparable(row.Subject);
    return words.every((word) => holds(subject, word));
  });
  const items = all.slice(offset, offset + size);
  return {
    items,
    hasNext: all.length > offset + size,
    nextOffset: offset + items.length,
    total: all.length,
    word: longest,
  };
}

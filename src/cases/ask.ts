import { findCaseMentions } from './case-links';
import { parseCaseQuery } from './case-number';

/** What a direct message to casebot asks for. */
export type Ask =
  | { kind: 'case'; caseNumber: number }
  /** The word for a case alone (a suggested prompt's "Look up a case…"): which one? */
  | { kind: 'which' }
  | { kind: 'mine' }
  | { kind: 'aging' }
  | { kind: 'help' }
  | { kind: 'recent' }
  | { kind: 'search'; text: string };

/**
 * The words each of casebot's six languages asks with (lower case, as typed or as its suggested prompts
 * send them). Arabic escaped: the bundle stays ASCII.
 */
const WORDS: Record<'mine' | 'aging' | 'help' | 'recent' | 'which', readonly string[]> = {
  mine: [
    'mine',
    'my cases',
    'my open cases',
    'mes dossiers',
    'meine fälle',
    'meine vorgänge',
    'le mie pratiche',
    'mine sager',
    '\u062d\u0627\u0644\u0627\u062a\u064a', // my cases
    '\u0634\u0643\u0627\u0648\u0627\u064a', // my complaints
  ],
  aging: [
    'aging',
    'ageing',
    'aging cases',
    'en retard',
    'dossiers en retard',
    'überfällig',
    'überfällige fälle',
    'in ritardo',
    'pratiche in ritardo',
    'forsinkede',
    'forsinkede sager',
    '\u0627\u0644\u0645\u062a\u0623\u062e\u0631\u0629', // the late ones
  ],
  help: ['help', '?', 'aide', 'hilfe', 'aiuto', 'hjælp', '\u0645\u0633\u0627\u0639\u062f\u0629'],
  recent: ['recent', 'récents', 'neueste', 'recenti', 'seneste', '\u0627\u0644\u0623\u062d\u062f\u062b'],
  which: [
    'case',
    'a case',
    'dossier',
    'un dossier',
    'fall',
    'vorgang',
    'pratica',
    'una pratica',
    'sag',
    'en sag',
    '\u062d\u0627\u0644\u0629', // a case
    '\u0634\u0643\u0648\u0649', // a complaint
  ],
};

/** A message as compared with the words: lower case, one space, no sentence punctuation around it. */
const comparable = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s"“”'«»]+|[\s"“”'«».!…:;,]+$/gu, '')
    .trim();

/**
 * A direct message read as what it asks: a case by its number (`1234`, `#1234`, `case 1234`, `Vorgang
 * Nr. 1234`…, and nothing else beside it), one of the words above, or text to search cases with. An
 * empty message asks for the recent cases.
 */
export function parseAsk(raw: string): Ask {
  const text = comparable(raw.replace(/<@[A-Z0-9]+>/g, ''));
  if (text === '') return { kind: 'recent' };
  for (const kind of ['mine', 'aging', 'help', 'recent', 'which'] as const) {
    if (WORDS[kind].includes(text)) return { kind };
  }
  const query = parseCaseQuery(text);
  if (query.kind === 'number') return { kind: 'case', caseNumber: query.caseNumber };
  // `case 1234` (or `1234 sag`) in any of the six languages, when that is all the message says: the
  // word for a case before or after the number, nothing else.
  const mentions = findCaseMentions(text, null);
  const [only] = mentions;
  const words = text.split(' ');
  const number = (word: string | undefined) => /\d$/.test(word ?? '');
  const alone = words.length <= 3 && (number(words.at(-1)) || (words.length === 2 && number(words[0])));
  if (mentions.length === 1 && only?.kind === 'number' && alone) return { kind: 'case', caseNumber: only.caseNumber };
  return { kind: 'search', text: raw.trim().replace(/\s+/g, ' ') };
}

import { findCaseMentions, parseCaseLink } from './case-links';
import { latinDigits, parseCaseQuery } from './case-number';

/** What a direct message to casebot asks for. */
export type Ask =
  | { kind: 'case'; caseNumber: number }
  /** A link to a case by its id (a template with `{id}`). */
  | { kind: 'caseId'; caseId: number }
  /** The word for a case alone (a suggested prompt's "Look up a case…"): which one? */
  | { kind: 'which' }
  | { kind: 'mine' }
  | { kind: 'help' }
  | { kind: 'recent' }
  /** What a kind module reads as its own ("remind me every weekday at 9"): its name, and the rest of the words. */
  | { kind: 'module'; module: string; rest: string }
  | { kind: 'search'; text: string };

/**
 * The words each of casebot's six languages asks with (lower case, as typed or as its suggested prompts
 * send them). Arabic escaped: the bundle stays ASCII.
 */
const WORDS: Record<'mine' | 'help' | 'recent' | 'which', readonly string[]> = {
  mine: [
    'mine',
    'my cases',
    'my open cases',
    'mes dossiers ouverts',
    'meine offenen vorgänge',
    'le mie pratiche aperte',
    'mine åbne sager',
    '\u0634\u0643\u0627\u0648\u0627\u064a \u0627\u0644\u0645\u0641\u062a\u0648\u062d\u0629', // my open complaints
    'mes dossiers',
    'meine fälle',
    'meine vorgänge',
    'le mie pratiche',
    'i miei casi',
    'mine sager',
    '\u062d\u0627\u0644\u0627\u062a\u064a', // my cases
    '\u0634\u0643\u0627\u0648\u0627\u064a', // my complaints
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
export const comparable = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    // Quotes, guillemets, ¿ ¡ before; a sentence's end (… ؟ ، too) after. Escaped: the bundle stays ASCII.
    .replace(
      /^[\s"'\u201c\u201d\u00ab\u00bb\u00bf\u00a1]+|[\s"'\u201c\u201d\u00ab\u00bb.!?\u2026:;,\u061f\u060c]+$/gu,
      '',
    )
    .trim();

/**
 * A direct message read as what it asks: a case by its number (`1234`, `#1234`, `case 1234`, `Vorgang
 * Nr. 1234`…, and nothing else beside it), what a kind module reads as its own (`modules`, kinds/modules.ts),
 * one of the words above, or text to search cases with. An empty message asks for the recent cases.
 */
export function parseAsk(
  written: string,
  template: string | null = null,
  /** The kind modules (their `asks`: the rest of the words when a DM asks one). */
  modules: readonly { name: string; asks?(text: string): string | undefined }[] = [],
): Ask {
  // Slack's own markup: a mention dropped, a link as its label or address, `&amp;` and the like as typed.
  const raw = written
    .replace(/<@[A-Z0-9]+>/g, '')
    .replace(/<(https?:\/\/[^|>]+)\|([^>]*)>/g, (link, url: string) => (parseCaseLink(template, url) ? link : url))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  const linked = findCaseMentions(raw, template);
  if (linked.length === 1 && linked[0] && /^(<https?:\/\/[^>]+>|https?:\/\/\S+)$/.test(raw.trim())) {
    const [only] = linked;
    return only.kind === 'number'
      ? { kind: 'case', caseNumber: only.caseNumber }
      : { kind: 'caseId', caseId: only.caseId };
  }
  const text = comparable(latinDigits(raw));
  if (text === '') return { kind: 'recent' };
  for (const module of modules) {
    const rest = module.asks?.(text);
    if (rest !== undefined) return { kind: 'module', module: module.name, rest };
  }
  for (const kind of ['mine', 'help', 'recent', 'which'] as const) {
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

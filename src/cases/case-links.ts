import { bareUrl } from '../lib/urls';
import { latinDigits } from './case-number';

/** A case a link or a message names: by its number (what people see) or its ComplaintId. */
type CaseMention = { kind: 'number'; caseNumber: number } | { kind: 'id'; caseId: number };

const MAX_ID = 2_147_483_647;

/**
 * The pattern of a workspace's case URL template, e.g. `https://cases.acme.example/case/{number}`:
 * the template's own text must match exactly (a query string or fragment after it is allowed).
 */
function patternOf(template: string): RegExp {
  const parts = template.split(/(\{number\}|\{id\})/);
  const body = parts
    .map((part) =>
      part === '{number}'
        ? '(?<number>\\d{1,10})'
        : part === '{id}'
          ? '(?<id>\\d{1,10})'
          : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}/?(?:[?#].*)?$`, 'i');
}

const patterns = new Map<string, RegExp>();

/** The case a URL points to when it matches the workspace's template; undefined otherwise. */
export function parseCaseLink(template: string | null | undefined, url: string): CaseMention | undefined {
  if (!template || url.length > 3000) return undefined;
  let pattern = patterns.get(template);
  if (!pattern) {
    pattern = patternOf(template);
    if (patterns.size < 1000) patterns.set(template, pattern);
  }
  const groups = pattern.exec(url.trim())?.groups;
  const id = Number(groups?.id);
  if (groups?.id !== undefined && Number.isInteger(id) && id > 0 && id <= MAX_ID) return { kind: 'id', caseId: id };
  const caseNumber = Number(groups?.number);
  if (groups?.number !== undefined && Number.isInteger(caseNumber) && caseNumber > 0 && caseNumber <= MAX_ID) {
    return { kind: 'number', caseNumber };
  }
  return undefined;
}

/**
 * The links in a message that are not cases of this workspace (they do not match its template, or it has
 * none), once each and at most five: Look up cases says it did not read them.
 */
export function otherLinks(text: string, template: string | null | undefined): string[] {
  const links = new Set<string>();
  for (const match of text.matchAll(LINKS)) {
    const url = match[1] ?? bareUrl(match[2] ?? '');
    if (!parseCaseLink(template, url)) links.add(url);
    if (links.size === 5) break;
  }
  return [...links];
}

/** Slack's own `<url>` and `<url|label>`, and bare URLs in plain text. */
const LINKS = /<(https?:\/\/[^|>\s]+)(?:\|[^>]*)?>|(https?:\/\/[^\s<>]+)/g;

/**
 * The word for a case in casebot's six languages and the common ones beside it: case, ticket; Fall,
 * Vorgang; dossier, cas; pratica, caso; sag; and Arabic's (with or without its article). Escaped: the
 * bundle stays ASCII.
 */
const CASE_WORDS = [
  'case',
  'ticket',
  'fall',
  'vorgang',
  'dossier',
  'cas',
  'pratica',
  'caso',
  'sag',
  '\u0634\u0643\u0648\u0649', // complaint
  '\u0642\u0636\u064a\u0629', // case
  '\u062d\u0627\u0644\u0629', // case (instance)
  '\u062a\u0630\u0643\u0631\u0629', // ticket
];
/** Arabic joins "and", "so", "with" and "for" (و ف ب ل) and its article to the word they go with. */
const ARABIC_JOINED = '[\u0648\u0641\u0628\u0644]?';
const WORD = `${ARABIC_JOINED}(?:\u0627\u0644)?(?:${CASE_WORDS.join('|')})`;
/** "No." as each language writes it between the word and the number: Nr., No., n°, n., رقم. */
const NUMBER_SIGN = '(?:nr\\.?|no\\.?|n\u00b0|n\\.|\u0631\u0642\u0645)\\s*';
const NOT_BEFORE = '(?<![\\p{L}\\p{N}_#])';
const NOT_AFTER = '(?![\\p{L}\\p{N}_])';
/**
 * A case number outside links: `#1234`, the word before it (`case 1234`, `Vorgang Nr. 1234`, `dossier
 * #1234`), or after it from three digits on (`1234 sag`; `3 cas` is three cases, not case 3); whole words
 * only, in any letter case.
 */
const NAMED_NUMBER = new RegExp(
  `${NOT_BEFORE}(?:#|${WORD}\\s+(?:${NUMBER_SIGN})?#?)(\\d{1,10})${NOT_AFTER}|${NOT_BEFORE}${ARABIC_JOINED}#?(\\d{3,10})\\s+${WORD}${NOT_AFTER}`,
  'giu',
);

/**
 * The cases a message names, in order and once each: `#1234`, `case 1234` (and the word for a case in
 * each of casebot's languages, before or after the number), and links that match the workspace's
 * template: Slack's own `<url>` and `<url|label>`, and bare URLs in plain text, with the sentence's
 * punctuation after them left out.
 */
export function findCaseMentions(text: string, template: string | null | undefined): CaseMention[] {
  const found: { at: number; mention: CaseMention }[] = [];
  for (const match of text.matchAll(LINKS)) {
    const mention = parseCaseLink(template, match[1] ?? bareUrl(match[2] ?? ''));
    if (mention) found.push({ at: match.index ?? 0, mention });
  }
  // Numbers outside links, not part of a longer word or number; Arabic-Indic digits read as the digits they are.
  const withoutLinks = latinDigits(text).replace(/<https?:\/\/[^>]*>|https?:\/\/[^\s<>]+/g, (link) =>
    ' '.repeat(link.length),
  );
  for (const match of withoutLinks.matchAll(NAMED_NUMBER)) {
    const caseNumber = Number(match[1] ?? match[2]);
    if (caseNumber > 0 && caseNumber <= MAX_ID)
      found.push({ at: match.index ?? 0, mention: { kind: 'number', caseNumber } });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.mention)
    .filter((m) => {
      const key = m.kind === 'id' ? `id:${m.caseId}` : `n:${m.caseNumber}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

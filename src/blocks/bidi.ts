// Right to left, line by line: every line casebot writes for an Arabic reader starts right to left, and
// a line of left-to-right text (a Latin subject, a note, a name) keeps its own order inside an isolate.

const RLM = '\u200F';
const LRM = '\u200E';
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';
const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * An upstream value (a status, a customer, a subject) inside a line for an Arabic reader: isolated, so
 * its own punctuation stays with it (`Fabrikam Inc.` does not become `.Fabrikam Inc`). Never next to
 * bold or italic marks: Slack would show them as they are.
 */
export function ownOrder(lang: string, text: string): string {
  // In a left-to-right line, a value written right to left (an Arabic subject ending in a digit) too.
  return text && (lang === 'ar' || RTL_CHAR.test(text)) ? `${FSI}${text}${PDI}` : text;
}

/** A line as Slack shows it: an emoji code as its picture, a date token as its text, a mention or link as its label. */
export function asShown(line: string): string {
  return line
    .replace(/:[a-z0-9_+-]+:/g, '')
    .replace(/<!date\^[^|>]*\|([^>]*)>/g, '$1')
    .replace(/<[@#!][^|>]*\|([^>]*)>/g, '$1')
    .replace(/<@[A-Z0-9]+>/g, '@person')
    .replace(/<#[A-Z0-9]+>/g, '#channel')
    .replace(/<(https?:[^|>]*)\|([^>]*)>/g, '$2')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The direction a line's first strong character gives it, as the Unicode bidi algorithm finds a
 * paragraph's (P2: what is inside an isolate is skipped); undefined for a line with none (digits, marks).
 */
export function firstStrong(line: string): 'rtl' | 'ltr' | undefined {
  let depth = 0;
  for (const ch of line) {
    if (ch === '\u2066' || ch === '\u2067' || ch === FSI) depth += 1;
    else if (ch === PDI) depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (ch === RLM || RTL_CHAR.test(ch)) return 'rtl';
    else if (ch === '\u200E' || /\p{L}/u.test(ch)) return 'ltr';
  }
  return undefined;
}

/**
 * One line made to start right to left. A line with right-to-left words in it only needs a mark in
 * front; a line all left to right (a Latin note, a subject) is also isolated, so its punctuation stays
 * at its end. mrkdwn: a quote's `>` stays first, and a space keeps bold and italics after the marks.
 */
function rightToLeftLine(line: string, mrkdwn: boolean): string {
  const shown = asShown(line);
  const strong = firstStrong(shown);
  // Nothing to read (a rule, a dash); or a line that starts right to left (its first letter, after a
  // quote, markup and emoji, is right to left). A line that starts otherwise gets the mark, whatever
  // follows: `#1320 ⁨Printer⁩ · متأخرة` would be laid out left to right by a client that reads the number
  // first; so does a line whose letters are all inside isolates (`#1317 ⁨Printer…⁩`).
  if (!/\p{L}/u.test(shown) || startsRightToLeft(shown)) return line;
  const quote = mrkdwn ? (/^(?:>|&gt;) ?/.exec(line)?.[0] ?? '') : '';
  const rest = line.slice(quote.length);
  const pad = mrkdwn && /^[*_~`]/.test(rest) ? ' ' : '';
  // Nor a mark right after a closing one (Slack would show `*name*⁩` with its asterisks).
  const tail = mrkdwn && /[*_~`]$/.test(rest) ? ' ' : '';
  const mixed = RTL_CHAR.test(shown) || strong === undefined;
  return mixed ? `${quote}${RLM}${pad}${rest}` : `${quote}${RLM}${FSI}${pad}${rest}${tail}${PDI}`;
}

/** Whether what a line shows begins with a right-to-left letter (or the mark), past quotes, markup and spaces. */
function startsRightToLeft(shown: string): boolean {
  const lead = [...shown.replace(/^[\s>*_~`]+/u, '')][0] ?? '';
  return lead === RLM || RTL_CHAR.test(lead);
}

/** The direction of a line's first letter or mark, isolates read as any other text (a client that ignores them). */
function firstLetterOf(line: string): 'rtl' | 'ltr' | undefined {
  for (const ch of line) {
    if (ch === RLM || RTL_CHAR.test(ch)) return 'rtl';
    if (ch === LRM || /\p{L}/u.test(ch)) return 'ltr';
  }
  return undefined;
}

/**
 * One line made to start left to right, for a reader of a left-to-right language: a line whose first
 * strong letter is right to left (an Arabic subject first in a row), or that has none outside its isolates,
 * gets the mark, so the row keeps its layout and its button's side.
 */
function leftToRightLine(line: string): string {
  // Also a line whose only letters are right to left inside isolates (an Arabic subject after `#1312`):
  // a client that reads no strong letter outside them may lay it out right to left. And one whose first
  // letter outside them is left to right but whose first letter of all is right to left (`⏳ #1312 ⁨…⁩ ·
  // Fabrikam Inc.`): a client that does not skip isolates lays it out right to left.
  const shown = asShown(line);
  const strong = firstStrong(shown);
  if (strong === 'ltr' && firstLetterOf(shown) !== 'rtl') return line;
  if (strong === undefined && !RTL_CHAR.test(line)) return line;
  // A space keeps bold and italics after the mark (Slack would show `*#1047*` with its asterisks).
  return /^[*_~`]/.test(line) ? `${LRM} ${line}` : `${LRM}${line}`;
}

function rightToLeftText(text: string, mrkdwn: boolean): string {
  return text
    .split('\n')
    .map((line) => rightToLeftLine(line, mrkdwn))
    .join('\n');
}

/**
 * Every text object in a message or view (and its fallback text) made to start each line in the reader's
 * direction: right to left for an Arabic reader, left to right for everyone else (a line that an upstream
 * value in Arabic would otherwise turn). Tables keep their cells (Slack lays a table out itself).
 */
export function forReader<T>(lang: string, value: T): T {
  return walk(value, 'text', lang === 'ar' ? withinLimit : leftToRightText) as T;
}

/** Each line of a text of a left-to-right reader's, started left to right where it would not be. */
function leftToRightText(text: string): string {
  // Most texts hold no right-to-left letter at all: one test instead of a walk of their lines.
  if (!RTL_CHAR.test(text)) return text;
  const marked = text.split('\n').map(leftToRightLine).join('\n');
  return marked.length <= (text.length > 2000 ? 3000 : 2000) ? marked : text;
}

function walk(value: unknown, key: string, lines: (text: string) => string): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, key, lines));
  if (!value || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  if (node.type === 'mrkdwn' && typeof node.text === 'string') return { ...node, text: lines(node.text) };
  // A plain text's limit can be as short as a modal title's 24 characters: one mark, only where it fits.
  if (node.type === 'plain_text' && typeof node.text === 'string') {
    const rtl = lines === withinLimit;
    const strong = firstStrong(asShown(node.text));
    const starts = node.text.length < 24 && strong === (rtl ? 'ltr' : 'rtl');
    return starts ? { ...node, text: `${rtl ? RLM : LRM}${node.text}` } : node;
  }
  if (node.type === 'data_table') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    // A message's fallback text is mrkdwn; ids, values and URLs are never text to read.
    out[k] = k === 'text' && typeof v === 'string' && key === 'text' ? lines(v) : walk(v, k, lines);
  }
  return out;
}

/** A number as `#1320` keeps it in a right-to-left line (a canvas's heading): isolated left to right. */
export const caseNumberFor = (lang: string, caseNumber: number | string): string =>
  lang === 'ar' ? `${LRI}#${caseNumber}${PDI}` : `#${caseNumber}`;

/**
 * The marks added never take a text past Slack's limit (2,000 characters for a field or a context, 3,000
 * for a section: a text over 2,000 can only be a section's): where all would not fit, only the first line
 * gets them, and where even that would not, the text stays as it was.
 */
function withinLimit(text: string): string {
  const limit = text.length > 2000 ? 3000 : 2000;
  const whole = rightToLeftText(text, true);
  if (whole.length <= limit) return whole;
  const cut = text.indexOf('\n');
  const first = cut < 0 ? whole : rightToLeftText(text.slice(0, cut), true) + text.slice(cut);
  return first.length <= limit ? first : text;
}

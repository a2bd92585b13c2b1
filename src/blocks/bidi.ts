// Right to left, line by line: every line casebot writes for an Arabic reader starts right to left, and
// a line of left-to-right text (a Latin subject, a note, a name) keeps its own order inside an isolate.

const RLM = '\u200F';
const FSI = '\u2068';
const PDI = '\u2069';
const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * An upstream value (a status, a customer, a subject) inside a line for an Arabic reader: isolated, so
 * its own punctuation stays with it (`Fabrikam Inc.` does not become `.Fabrikam Inc`). Never next to
 * bold or italic marks: Slack would show them as they are.
 */
export function ownOrder(lang: string, text: string): string {
  return lang === 'ar' && text ? `${FSI}${text}${PDI}` : text;
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
  // Right to left already; or nothing to read (a rule, a dash). A line whose letters are all inside
  // isolates (`#1317 ⁨Printer…⁩`) has no direction of its own: it gets the mark too.
  if (strong === 'rtl' || !/\p{L}/u.test(shown)) return line;
  const quote = mrkdwn ? (/^(?:>|&gt;) ?/.exec(line)?.[0] ?? '') : '';
  const rest = line.slice(quote.length);
  const pad = mrkdwn && /^[*_~`]/.test(rest) ? ' ' : '';
  // Nor a mark right after a closing one (Slack would show `*name*⁩` with its asterisks).
  const tail = mrkdwn && /[*_~`]$/.test(rest) ? ' ' : '';
  const mixed = RTL_CHAR.test(shown) || strong === undefined;
  return mixed ? `${quote}${RLM}${pad}${rest}` : `${quote}${RLM}${FSI}${pad}${rest}${tail}${PDI}`;
}

function rightToLeftText(text: string, mrkdwn: boolean): string {
  return text
    .split('\n')
    .map((line) => rightToLeftLine(line, mrkdwn))
    .join('\n');
}

/**
 * Every text object in a message or view (and its fallback text) made to start each line right to left,
 * for an Arabic reader; anything else unchanged. Tables keep their cells (Slack lays a table out itself).
 */
export function forReader<T>(lang: string, value: T): T {
  return lang === 'ar' ? (walk(value, 'text') as T) : value;
}

function walk(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, key));
  if (!value || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  if (node.type === 'mrkdwn' && typeof node.text === 'string') return { ...node, text: withinLimit(node.text) };
  // A plain text's limit can be as short as a modal title's 24 characters: one mark, only where it fits.
  if (node.type === 'plain_text' && typeof node.text === 'string') {
    const starts = node.text.length < 24 && firstStrong(asShown(node.text)) === 'ltr';
    return starts ? { ...node, text: `${RLM}${node.text}` } : node;
  }
  if (node.type === 'data_table') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    // A message's fallback text is mrkdwn; ids, values and URLs are never text to read.
    out[k] = k === 'text' && typeof v === 'string' && key === 'text' ? withinLimit(v) : walk(v, k);
  }
  return out;
}

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

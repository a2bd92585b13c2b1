import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang } from './languages';
import { clearingMemo } from '../lib/lru';
import { ar } from './messages/ar';
import { da } from './messages/da';
import { de } from './messages/de';
import { en, type MessageKey } from './messages/en';
import { fr } from './messages/fr';
import { it } from './messages/it';

export type { MessageKey } from './messages/en';

/** Every language's catalogue has every key: a missing one is a compile error. */
type Catalogue = Record<MessageKey, string>;

export const CATALOGUES: Record<Lang, Catalogue> = { ar, en, fr, de, it, da };

type MessageValues = Record<string, string | number>;

export interface Translator {
  lang: Lang;
  /** casebot's words for `key` in this language, with `values` filled in (already escaped for mrkdwn). */
  t(key: MessageKey, values?: MessageValues): string;
}

// Unicode isolates: in a right-to-left sentence, a case number or a Latin subject keeps its own order.
const FSI = '\u2068';
const PDI = '\u2069';

const translators = new Map<Lang, Translator>();

/** The translator of a language (one per language, its compiled messages kept). */
export function translator(lang: Lang): Translator {
  const known = translators.get(lang);
  if (known) return known;
  const compiled = new Map<MessageKey, Format>();
  const catalogue = CATALOGUES[lang];
  const rtl = lang === 'ar';
  // Arabic with Latin digits, as case numbers and dates are written in the service.
  const locale = lang === 'ar' ? 'ar-u-nu-latn' : lang;
  const made: Translator = {
    lang,
    t(key, values) {
      let format = compiled.get(key);
      if (!format) {
        const message = catalogue[key];
        const fill = compile(rtl ? rightToLeft(message) : message, locale);
        // Left as they are: a value shown in bold, and one that only picks a wording (`{day, select, …}`).
        const bold = new Set([...boldNames(message), ...chooserNames(message)]);
        // A left-to-right sentence isolates only a value written right to left (an Arabic subject ending in a
        // digit keeps its digit, not the case number beside it).
        format = rtl
          ? (given) => fill(given && isolate(given, bold))
          : (given) => fill(given && isolateRtl(given, bold));
        compiled.set(key, format);
      }
      return format(values);
    },
  };
  translators.set(lang, made);
  return made;
}

type Format = (values: MessageValues | undefined) => string;

// Most messages are plain text with `{name}` holes: those are filled directly (a number as its digits,
// as IntlMessageFormat writes a plain argument), the rest (plurals, selects, quotes) go through it.
const SIMPLE = /^(?:[^{}'#<]|\{[a-zA-Z]\w*\})*$/;
const HOLE = /\{([a-zA-Z]\w*)\}/g;
const WRITTEN_MAX = 1000;

function compile(message: string, locale: string): Format {
  if (!SIMPLE.test(message)) {
    const format = new IntlMessageFormat(message, locale);
    // The same few values come back (a card's counts): each text is written once (bounded).
    const written = clearingMemo<string>(WRITTEN_MAX);
    return (values) => written(values ? JSON.stringify(values) : '', () => String(format.format(values)));
  }
  if (!message.includes('{')) return () => message;
  return (values) =>
    message.replace(HOLE, (hole, name: string) => {
      const value = values?.[name];
      if (value === undefined) throw new Error(`The intl string context variable "${name}" was not provided`);
      return String(value);
    });
}

const LRI = '\u2066';

/**
 * An Arabic message made ready for left-to-right spans: each code span (a command, `/case 1234`) and
 * each `#{number}` is isolated left to right, so its slash, its parentheses and its digits keep their
 * order inside the right-to-left sentence.
 */
export function rightToLeft(message: string): string {
  // Code spans (kept whole), and between them case numbers written out or to be filled in.
  return message
    .split(/(\u2066?`[^`]*`\u2069?)/)
    .map((part, i) =>
      i % 2 === 1
        ? part.startsWith(LRI)
          ? part
          : `${LRI}${part}${PDI}`
        : part.replace(/(?<!\u2066)#(?:\{\w+\}|\d+)/g, (hash) => `${LRI}${hash}${PDI}`),
    )
    .join('');
}

/** The values a message only chooses a wording by (`{day, select, …}`): never shown, so never isolated. */
export function chooserNames(message: string): Set<string> {
  return new Set([...message.matchAll(/\{(\w+),\s*select\s*,/g)].map((m) => m[1] ?? ''));
}

/** The holes a message bolds (`*{name}*`): their values are not isolated, or the bold would not show. */
export function boldNames(message: string): Set<string> {
  return new Set([...message.matchAll(/\*\{(\w+)\}\*/g)].map((m) => m[1] ?? ''));
}

/**
 * Wraps text values in isolates; numbers stay numbers, so plural rules still see them. A value that is
 * bold markup itself (`*Alice*`), or sits between the message's own bold markers, is left as it is:
 * Slack shows asterisks next to an isolate mark as asterisks.
 */
/** Letters written right to left (Hebrew, Arabic and their presentation forms). */
export const RTL_TEXT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** The values of a left-to-right message that are written right to left, isolated (the rest as they are). */
function isolateRtl(values: MessageValues, bold: Set<string>): MessageValues {
  if (!Object.values(values).some((v) => typeof v === 'string' && RTL_TEXT.test(v))) return values;
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    const rtlValue = typeof value === 'string' && RTL_TEXT.test(value) && !value.includes(FSI);
    out[name] = rtlValue && !bold.has(name) && !/^\*[^*]+\*$/.test(value) ? `${FSI}${value}${PDI}` : value;
  }
  return out;
}

export function isolate(values: MessageValues, bold: Set<string> = new Set()): MessageValues {
  const out: MessageValues = {};
  for (const [name, value] of Object.entries(values)) {
    const plain = typeof value !== 'string' || value === '' || bold.has(name) || /^\*[^*]+\*$/.test(value);
    out[name] = plain ? value : `${FSI}${value}${PDI}`;
  }
  return out;
}

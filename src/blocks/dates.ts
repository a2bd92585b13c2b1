import type { ServiceDate } from '../case-api/dates';
import { INTL_LOCALE, type Lang } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import { clearingMemo } from '../lib/lru';
import { isKnownTimeZone } from '../lib/time-zones';
import { escapeMrkdwn } from './escape';
import { truncate } from './limits';
import { oneLine } from './text';

/** A date the service sent in a form casebot cannot read is shown as its text, cut to this length. */
const MAX_RAW_DATE = 40;

/**
 * A date for Slack: a date token that each reader sees in their own zone, with a readable fallback
 * in the workspace's zone for clients that cannot show tokens. An unparsed date is its own text, on one
 * line, cleaned and escaped.
 */
export function formatForSlack(value: ServiceDate, fallbackZone: string, tr: Translator = translator('en')): string {
  if (value.kind === 'unparsed') {
    // Upstream text like any other: one line, control characters removed, escaped, and short.
    const text = truncate(oneLine(value.raw), MAX_RAW_DATE);
    return text ? escapeMrkdwn(text) : tr.t('card.unknownDate');
  }
  const unix = Math.floor(value.date.getTime() / 1000);
  return `<!date^${unix}^{date_short_pretty} {time}|${fallbackText(value.date, fallbackZone, tr.lang)}>`;
}

const fallbackFormats = new Map<string, Intl.DateTimeFormat>();
/** The fields of an English fallback date, e.g. `Nov 4, 2026 9:15 AM`. */
/** A date as a Slack token each reader sees in their own zone, with the workspace's as its fallback. */
export const slackDate = (date: Date, timeZone: string, tr: Translator) =>
  formatForSlack({ kind: 'parsed', date, raw: '' }, timeZone, tr);

export const EN_FALLBACK_FIELDS: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
const EN_US = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}),? (\d{1,2}):(\d{2})[\s\u202f]([AP]M)$/;

/** Fallback texts already written: the same dates come back on every card (bounded: dropped when full). */
const written = clearingMemo<string>(20_000);

/** Plain text of a date in a zone, e.g. `Nov 4, 2026 9:15 AM UTC`: for fallbacks and plain_text. */
export function fallbackText(date: Date, timeZone: string, lang: Lang = 'en'): string {
  return written(`${date.getTime()}\u0000${timeZone}\u0000${lang}`, () => writeFallback(date, timeZone, lang));
}

function writeFallback(date: Date, timeZone: string, lang: Lang): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  if (lang !== 'en') return `${localFormat(lang, zone).format(date)} ${zone}`;
  let formatter = fallbackFormats.get(zone);
  if (!formatter) {
    // One formatter per zone: building one is far slower than using it.
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...EN_FALLBACK_FIELDS });
    fallbackFormats.set(zone, formatter);
  }
  // `Nov 4, 2026, 9:15 AM` as ICU writes it today, read back (a third of formatToParts' cost); the parts
  // when it writes it otherwise.
  const quick = EN_US.exec(formatter.format(date));
  if (quick) return `${quick[1]} ${quick[2]}, ${quick[3]} ${quick[4]}:${quick[5]} ${quick[6]} ${zone}`;
  const parts = formatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('month')} ${get('day')}, ${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${zone}`;
}

/** The reader's language's own medium date and short time, e.g. `4 nov. 2026, 09:15` in French. */
function localFormat(lang: Lang, zone: string): Intl.DateTimeFormat {
  const key = `${lang}\u0000${zone}`;
  let formatter = fallbackFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
    fallbackFormats.set(key, formatter);
  }
  return formatter;
}

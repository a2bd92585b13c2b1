import { TZDate } from '@date-fns/tz';
import { isKnownTimeZone } from '../lib/time-zones';
import { misspeltSchedule, readDayRanges, type Schedule, scheduleOf, scheduleText, weekdayOf } from './schedule-words';

// One schedule for every scheduled kind (a channel's digest, one's reminder): what people say of it, and
// the next time it is due.

/**
 * How often something scheduled comes: every day, Monday to Friday (the default), once a week, or on a
 * set of days (a range, or a reader's working week that is not Monday to Friday).
 */
export type { Schedule };
export { daysFrom } from './schedule-words';

/** The schedules a modal offers by name (`days` are offered as the days they are). */
export const SCHEDULES: readonly Schedule[] = ['daily', 'weekdays', 'weekly'];

/**
 * When something scheduled comes: its schedule, at a time of day (minutes after midnight) in its zone, and
 * in `weekday` for a weekly one its day (0 Sunday … 6 Saturday; Monday where none is said), for `days`
 * its days as a mask (bit d: day d; Sunday to Thursday is 0b0011111).
 */
export interface Timing {
  schedule: Schedule;
  minute: number;
  weekday?: number;
}

/** Monday to Friday, and Sunday to Thursday, as masks of days. */
export const MONDAY_TO_FRIDAY = 0b0111110;
export const SUNDAY_TO_THURSDAY = 0b0011111;

/**
 * The working week of a reader of `lang`, as a mask: Sunday to Thursday in Arabic (as most Arabic-speaking
 * countries work), Monday to Friday in casebot's other languages. What "weekdays" means when they say it.
 */
export const workWeekOf = (lang: string): number => (lang === 'ar' ? SUNDAY_TO_THURSDAY : MONDAY_TO_FRIDAY);

/** A set of days as a schedule: Monday to Friday is `weekdays`, every day `daily`, any other set `days`. */
export const onDays = (mask: number): Pick<Timing, 'schedule' | 'weekday'> =>
  mask === MONDAY_TO_FRIDAY
    ? { schedule: 'weekdays' }
    : (mask & 0b1111111) === 0b1111111
      ? { schedule: 'daily' }
      : { schedule: 'days', weekday: mask };

/** A weekly schedule's day where none is said: Monday. */
export const DEFAULT_WEEKDAY = 1;

/** Where no time is said: nine in the morning. */
export const DEFAULT_MINUTE = 9 * 60;

const TIME = /^([01]?\d|2[0-3])(?:[:h.]([0-5]\d)|h)$/i;
const TWELVE_HOUR = /^(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*([ap])\.?m\.?$/i;

/** `09:00`, `9.30`, `14h15`, `9h`, `9am`, `5:30 pm` as minutes after midnight; undefined for anything else. */
export function parseTimeOfDay(text: string): number | undefined {
  const trimmed = text.trim();
  const match = TIME.exec(trimmed);
  if (match) return Number(match[1]) * 60 + Number(match[2] ?? 0);
  const twelve = TWELVE_HOUR.exec(trimmed);
  if (!twelve) return undefined;
  const hour = (Number(twelve[1]) % 12) + (twelve[3]?.toLowerCase() === 'p' ? 12 : 0);
  return hour * 60 + Number(twelve[2] ?? 0);
}

/** `09:00` from minutes after midnight. */
export const timeOfDayText = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** "at" (or "on" and "every", before a day) as people write it in casebot's six languages. */
const AT = new Set([
  ...['at', '@', 'à', 'um', 'alle', 'ore', 'kl', 'kl.', 'klokken', 'الساعة'],
  ...['on', 'le', 'am', 'il', 'på', 'يوم'],
  ...['every', 'each', 'chaque', 'jeden', 'jede', 'ogni', 'hver', 'كل'],
]);

/** Arabic-Indic and Persian digits as the ASCII ones a time is read in (`٠٩:٠٠` is 09:00). */
const asciiDigits = (word: string) =>
  word.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf));

/** How often casebot does not post (every hour, every minute), in its six languages: said, never searched for. */
const UNOFFERED =
  /^(?:hourly|every-?hour|minutely|st(?:\u00fc|ue)ndlich|min\u00fctlich|timevis|ogni-?ora|toutes-les-heures|\u0643\u0644-\u0633\u0627\u0639\u0629)$/iu;

const HALF_DAY = /^[ap]\.?m\.?$/i;

/** What could not be read at the end of a schedule: a time (`25:00`, `-1:00`) or a schedule word (`quotidein`). */
export type ScheduleSlip = { badTime: string } | { badSchedule: string; meant: string; unoffered?: true };

/**
 * The schedule, time and day at the end of some words, in any of casebot's six languages and any order
 * (`printer weekly friday 09:00`, `imprimante quotidien à 8h30`): what they say, the words before them, and
 * the flags asked for (`quiet`, `even when empty`: `flags` lists what the caller reads). A time casebot
 * cannot read, or a word that looks like a schedule but is none, is said, not taken as words.
 */
export function parseScheduleTail(
  text: string,
  flags: { phrases?: Record<string, RegExp>; words?: Record<string, RegExp> } = {},
  /** The reader's working week (`workWeekOf`): what "weekdays" said by them means. */
  workWeek: number = MONDAY_TO_FRIDAY,
): { words: string; schedule?: Schedule; minute?: number; weekday?: number; flags: Set<string> } | ScheduleSlip {
  const ranges = readDayRanges(scheduleText(text));
  let rest = ranges.text;
  // A range is said back as it was typed, never as the word casebot made of it.
  const typed = (words: string) => words.replace(/days=\d+/g, (token) => ranges.said.get(token) ?? token);
  const found = new Set<string>();
  // A flag of several words (`even when empty`) wherever it is; one of a single word (`quiet`) among the tail's.
  for (const [name, pattern] of Object.entries(flags.phrases ?? {})) {
    const matched = rest.replace(pattern, ' ');
    if (matched !== rest) found.add(name);
    rest = matched.replace(/\s+/g, ' ').trim();
  }
  const flagOf = (word: string) =>
    Object.entries(flags.words ?? {}).find(([name, pattern]) => !found.has(name) && pattern.test(word))?.[0];
  const words = rest.split(' ').filter(Boolean);
  let schedule: Schedule | undefined;
  let minute: number | undefined;
  let weekday: number | undefined;
  // Days said as a range are those days, Monday to Friday too, whatever the reader's working week.
  let ranged = false;
  while (words.length > 0) {
    // `5:30 pm`: the time and its half of the day, read as one.
    const before = words[words.length - 2] ?? '';
    if (/^\d{1,2}([:.]\d{2})?$/.test(before) && /^[ap]\.?m\.?$/i.test(words[words.length - 1] ?? '')) {
      const half = words.pop() ?? '';
      words[words.length - 1] = `${words[words.length - 1] ?? ''}${half}`;
    }
    const last = asciiDigits(words[words.length - 1] ?? '');
    // `12:00 am pm`: two halves of the day: a time casebot cannot read.
    if (HALF_DAY.test(last) && HALF_DAY.test(before)) {
      const third = words[words.length - 3] ?? '';
      return { badTime: typed((/\d/.test(third) ? words.slice(-3) : words.slice(-2)).join(' ')) };
    }
    // `hourly`: a schedule casebot does not offer; the nearest it does is said.
    if (UNOFFERED.test(last)) return { badSchedule: last, meant: 'daily', unoffered: true };
    const named = scheduleOf(last);
    const day = weekdayOf(last);
    const range = /^days=(\d+)$/.exec(last);
    const flag = flagOf(last);
    if (flag) found.add(flag);
    else if (!schedule && range) {
      ({ schedule, weekday } = onDays(Number(range[1])));
      ranged = true;
    } else if (!schedule && named) schedule = named;
    else if (weekday === undefined && day !== undefined) weekday = day;
    else if (minute === undefined && parseTimeOfDay(last) !== undefined) minute = parseTimeOfDay(last);
    // `at 9`: an hour alone is a time where "at" (in any of the six languages) says so.
    else if (
      minute === undefined &&
      /^([01]?\d|2[0-3])$/.test(last) &&
      AT.has((words[words.length - 2] ?? '').toLowerCase())
    )
      minute = Number(last) * 60;
    else if ((minute !== undefined || weekday !== undefined) && AT.has(last.toLowerCase())) {
      // `at 09:00` (in any of the six languages): the word before the time is not a word of the search.
    } else if (
      minute === undefined &&
      /\d/.test(last) &&
      /^[-+]?\d+(:\d*|h\d*|\.\d{2})?\s*([ap]\.?m\.?)?$/i.test(last) &&
      /[-+:h.apm]/i.test(last)
    )
      return { badTime: last };
    else if (schedule || minute !== undefined || weekday !== undefined) {
      // In the schedule's part of the line, a word that looks like one but is none is said.
      const meant = misspeltSchedule(last);
      if (meant) return { badSchedule: last, meant };
      break;
    } else {
      // The line's last word, where nothing of a schedule came after it: said only where it is one letter
      // off a long schedule word or day (`wöchentlch`, `vendredu`), never a search word like `dairy`.
      const meant = misspeltSchedule(last, { strict: true });
      if (meant) return { badSchedule: last, meant };
      break;
    }
    words.pop();
  }
  // A day alone is a weekly schedule on it; "weekdays" is the reader's working week.
  if (weekday !== undefined && !schedule) schedule = 'weekly';
  if (schedule === 'weekdays' && !ranged) ({ schedule, weekday } = onDays(workWeek));
  return {
    words: typed(words.join(' ')),
    ...(schedule ? { schedule } : {}),
    ...(minute !== undefined ? { minute } : {}),
    ...((schedule === 'weekly' || schedule === 'days') && weekday !== undefined ? { weekday } : {}),
    flags: found,
  };
}

/** Whether a day (0 Sunday … 6 Saturday) is one the schedule posts on. */
function postsOn(timing: Timing, day: number): boolean {
  if (timing.schedule === 'daily') return true;
  if (timing.schedule === 'weekly') return day === (timing.weekday ?? DEFAULT_WEEKDAY);
  // A set with no day in it (never written so) is read as Monday to Friday.
  const days = (timing.schedule === 'days' ? (timing.weekday ?? 0) & 0b1111111 : 0) || MONDAY_TO_FRIDAY;
  return ((days >> day) & 1) === 1;
}

/**
 * The first time after `after` it is due, in its zone (UTC where the zone is not one
 * casebot knows). On a night the clocks go forward, a time that does not exist moves on by the jump
 * (02:30 becomes 03:30).
 */
export function nextTimeOf(timing: Timing, after: Date, timeZone: string): Date {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const local = new TZDate(after.getTime(), zone);
  for (let days = 0; days <= 8; days += 1) {
    const candidate = new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate() + days,
      Math.floor(timing.minute / 60),
      timing.minute % 60,
      0,
      zone,
    );
    if (candidate.getTime() > after.getTime() && postsOn(timing, candidate.getDay())) {
      return new Date(candidate.getTime());
    }
  }
  // Unreachable: every schedule posts at least once in any eight days.
  throw new RangeError(`no time for schedule ${timing.schedule}`);
}

/**
 * The timing some read words say, where nothing said is the reader's working week at 09:00 (`workWeek`,
 * `workWeekOf`): the schedule, time and day `parseScheduleTail` read.
 */
export function timingSaid(read: { schedule?: Schedule; minute?: number; weekday?: number }, workWeek: number): Timing {
  const days = read.schedule
    ? { schedule: read.schedule, ...(read.weekday !== undefined ? { weekday: read.weekday } : {}) }
    : onDays(workWeek);
  return { ...days, minute: read.minute ?? DEFAULT_MINUTE };
}

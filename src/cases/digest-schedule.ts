import { TZDate } from '@date-fns/tz';
import { isKnownTimeZone } from '../lib/time-zones';

/** How often a digest is posted: every day, Monday to Friday (the default), or on Mondays. */
export type DigestSchedule = 'daily' | 'weekdays' | 'weekly';

export const DIGEST_SCHEDULES: readonly DigestSchedule[] = ['daily', 'weekdays', 'weekly'];

/** When a digest is posted: its schedule, at a time of day (minutes after midnight) in the workspace's zone. */
export interface DigestTiming {
  schedule: DigestSchedule;
  minute: number;
}

/** Where `/cases digest` names no time: nine in the morning. */
export const DEFAULT_DIGEST_MINUTE = 9 * 60;

/** What `/cases digest printer weekdays 09:00 quiet` asks for. */
export interface DigestAsk extends DigestTiming {
  searchText: string;
  /** Say nothing when nothing changed (otherwise one line says so). */
  quiet: boolean;
}

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

/** "at" before a time, as people write it in casebot's six languages. */
const AT = new Set(['at', '@', 'à', 'um', 'alle', 'kl', 'kl.', 'klokken', 'الساعة']);

/**
 * The words after `/cases digest`: the search, then (at its end, in any order) a schedule, a time and
 * `quiet`. A time casebot cannot read (`25:00`, `9am`) is said, not taken as words of the search.
 */
export function parseDigestAsk(text: string): DigestAsk | { badTime: string } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  let schedule: DigestSchedule | undefined;
  let minute: number | undefined;
  let quiet = false;
  while (words.length > 0) {
    // `5:30 pm`: the time and its half of the day, read as one.
    const before = words[words.length - 2] ?? '';
    if (/^\d{1,2}([:.]\d{2})?$/.test(before) && /^[ap]\.?m\.?$/i.test(words[words.length - 1] ?? '')) {
      const half = words.pop() ?? '';
      words[words.length - 1] = `${words[words.length - 1] ?? ''}${half}`;
    }
    const last = words[words.length - 1] ?? '';
    const lower = last.toLowerCase();
    if (!schedule && (DIGEST_SCHEDULES as readonly string[]).includes(lower)) schedule = lower as DigestSchedule;
    else if (minute === undefined && parseTimeOfDay(last) !== undefined) minute = parseTimeOfDay(last);
    else if (!quiet && lower === 'quiet') quiet = true;
    else if (minute !== undefined && AT.has(lower)) {
      // `at 09:00` (in any of the six languages): the word before the time is not a word of the search.
    } else if (
      minute === undefined &&
      /^\d{1,2}(:\d{0,2}|[h.]\d{2})?\s*([ap]\.?m\.?)?$/i.test(last) &&
      /[:h.apm]/i.test(last)
    )
      return { badTime: last };
    else break;
    words.pop();
  }
  return {
    searchText: words.join(' '),
    schedule: schedule ?? 'weekdays',
    minute: minute ?? DEFAULT_DIGEST_MINUTE,
    quiet,
  };
}

/** Whether a day (0 Sunday … 6 Saturday) is one the schedule posts on. */
function postsOn(schedule: DigestSchedule, day: number): boolean {
  if (schedule === 'daily') return true;
  if (schedule === 'weekly') return day === 1;
  return day >= 1 && day <= 5;
}

/**
 * The first time after `after` the digest is due, in the workspace's zone (UTC where the zone is not one
 * casebot knows). On a night the clocks go forward, a time that does not exist moves on by the jump
 * (02:30 becomes 03:30).
 */
export function nextDigestTime(timing: DigestTiming, after: Date, timeZone: string): Date {
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
    if (candidate.getTime() > after.getTime() && postsOn(timing.schedule, candidate.getDay())) {
      return new Date(candidate.getTime());
    }
  }
  // Unreachable: every schedule posts at least once in any eight days.
  throw new RangeError(`no time for schedule ${timing.schedule}`);
}

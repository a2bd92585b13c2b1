import type { ViewOutput } from '@slack/bolt';
import type { KnownBlock } from '@slack/types';
import {
  DEFAULT_MINUTE,
  DEFAULT_WEEKDAY,
  MONDAY_TO_FRIDAY,
  onDays,
  parseTimeOfDay,
  SCHEDULES,
  type Schedule,
  type Timing,
  timeOfDayText,
  workWeekOf,
} from '../cases/schedule';
import type { Translator } from '../i18n/translate';
import { isKnownTimeZone } from '../lib/time-zones';
import { notice } from './notices';
import { plain, safe } from './text';

// The one schedule's words and modal fields, for every scheduled kind (a channel's digest, one's reminder).

/** The block and action ids of one modal's schedule fields (each its kind's own). */
export interface ScheduleFieldIds {
  schedule: string;
  day: string;
  time: string;
}

type Named = Exclude<Schedule, 'days'>;
const isSchedule = (word: string): word is Named => (SCHEDULES as readonly string[]).includes(word);

/** "Weekdays (Monday to Friday)", as a modal's choice says it. */
const scheduleWord = (tr: Translator, s: Named) =>
  tr.t(({ daily: 'schedule.daily', weekdays: 'schedule.weekdays', weekly: 'schedule.weekly' } as const)[s]);

/** A day's name in the reader's language (0 Sunday … 6 Saturday), as a choice shows it. */
const dayName = (tr: Translator, day: number) => tr.t('schedule.dayName', { day: String(day) });

/** Languages that write a day's name in lower case within a sentence. */
const LOWER_DAYS: ReadonlySet<string> = new Set(['fr', 'it', 'da']);
const dayInText = (tr: Translator, day: number) =>
  LOWER_DAYS.has(tr.lang) ? dayName(tr, day).toLocaleLowerCase(tr.lang) : dayName(tr, day);
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * A set of days in words: "Sunday to Thursday" where they follow each other round the week, else each
 * named ("Monday, Wednesday and Friday"), the week starting on Monday.
 */
export function daysText(tr: Translator, mask: number): string {
  const days = [1, 2, 3, 4, 5, 6, 0].filter((d) => (mask >> d) & 1);
  if (days.length === 0) return daysText(tr, MONDAY_TO_FRIDAY);
  // A run round the week: the day whose day before is not in the set starts it.
  const first = days.find((d) => !((mask >> ((d + 6) % 7)) & 1));
  if (first !== undefined && days.length > 2) {
    let last = first;
    while ((mask >> ((last + 1) % 7)) & 1) last = (last + 1) % 7;
    if (((last - first + 7) % 7) + 1 === days.length)
      // Each language words a range's ends its own way (`montags bis donnerstags`, `dalla domenica al giovedì`).
      return tr.t('schedule.dayRange', {
        from: tr.t('schedule.rangeFrom', { day: String(first) }),
        to: tr.t('schedule.rangeTo', { day: String(last) }),
      });
  }
  return new Intl.ListFormat(tr.lang, { type: 'conjunction' }).format(days.map((d) => dayInText(tr, d)));
}

/** "weekdays at 09:00 (Europe/Paris)", "Sunday to Thursday at 09:00 (Asia/Riyadh)". */
export function scheduleText(tr: Translator, timing: Timing, timeZone: string): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  // Danish writes a time with a full stop (kl. 08.30), as its dates' own times do.
  const time = tr.lang === 'da' ? timeOfDayText(timing.minute).replace(':', '.') : timeOfDayText(timing.minute);
  if (timing.schedule === 'days')
    return `${tr.t('schedule.daysAt', { time, days: daysText(tr, timing.weekday ?? MONDAY_TO_FRIDAY) })} (${zone})`;
  const key = { daily: 'schedule.dailyAt', weekdays: 'schedule.weekdaysAt', weekly: 'schedule.weeklyAt' } as const;
  const day = String(timing.weekday ?? DEFAULT_WEEKDAY);
  return `${tr.t(key[timing.schedule], { time, day })} (${zone})`;
}

/** How often, which day (when weekly) and at what time in `timeZone`: a modal's three schedule fields. */
export function scheduleFields(
  tr: Translator,
  ids: ScheduleFieldIds,
  timing: Partial<Timing>,
  timeZone: string,
): KnownBlock[] {
  const option = (s: Named) => ({ text: plain(scheduleWord(tr, s), 75), value: s });
  // A set of days is offered as the days it is: the reader's working week where it is not Monday to Friday,
  // and the days already set where they are another.
  const daysOption = (mask: number) => ({ text: plain(capitalised(daysText(tr, mask)), 75), value: `days=${mask}` });
  const sets = [workWeekOf(tr.lang), ...(timing.schedule === 'days' ? [timing.weekday ?? MONDAY_TO_FRIDAY] : [])];
  const extra = [...new Set(sets.filter((mask) => mask !== MONDAY_TO_FRIDAY))].map(daysOption);
  const [daily, weekdays, weekly] = SCHEDULES.map((s) => option(s as Named));
  // What is set, or for something new the reader's working week.
  const initial =
    timing.schedule === 'days'
      ? daysOption(timing.weekday ?? MONDAY_TO_FRIDAY)
      : timing.schedule
        ? option(timing.schedule)
        : onDays(workWeekOf(tr.lang)).schedule === 'days'
          ? daysOption(workWeekOf(tr.lang))
          : option('weekdays');
  const day = (d: number) => ({ text: plain(dayName(tr, d), 75), value: String(d) });
  return [
    {
      type: 'input',
      block_id: ids.schedule,
      label: plain(tr.t('schedule.howOften'), 2000),
      element: {
        type: 'static_select',
        action_id: ids.schedule,
        options: [daily, ...extra, weekdays, weekly].filter((o) => o !== undefined),
        initial_option: initial,
      },
    },
    // Monday first, as a week is read in casebot's languages; Sunday first in Arabic.
    {
      type: 'input',
      block_id: ids.day,
      optional: true,
      label: plain(tr.t('schedule.dayLabel'), 2000),
      element: {
        type: 'static_select',
        action_id: ids.day,
        options: (tr.lang === 'ar' ? [0, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 0]).map(day),
        // A set of days keeps its mask in `weekday`: the day chosen here is a weekly schedule's.
        initial_option: day(timing.schedule === 'days' ? DEFAULT_WEEKDAY : (timing.weekday ?? DEFAULT_WEEKDAY)),
      },
    },
    {
      type: 'input',
      block_id: ids.time,
      label: plain(tr.t('schedule.timeLabel', { zone: timeZone }), 2000),
      element: {
        type: 'plain_text_input',
        action_id: ids.time,
        max_length: 8,
        initial_value: timeOfDayText(timing.minute ?? DEFAULT_MINUTE),
      },
    },
  ];
}

/** An error to show beside a modal's field, by its block id, in the reader's words. */
type FieldErrors = Record<string, (tr: Translator) => string>;

/** What a modal's schedule fields say: the timing, or the error to show beside the time. */
export function readScheduleFields(
  values: ViewOutput['state']['values'],
  ids: ScheduleFieldIds,
): { timing: Timing; errors: FieldErrors } {
  const time = values[ids.time]?.[ids.time]?.value ?? '';
  const minute = parseTimeOfDay(time);
  const chosen = values[ids.schedule]?.[ids.schedule]?.selected_option?.value ?? '';
  const day = Number(values[ids.day]?.[ids.day]?.selected_option?.value ?? 'NaN');
  const days = /^days=(\d+)$/.exec(chosen);
  const mask = Number(days?.[1] ?? 0) & 0b1111111;
  return {
    timing: days
      ? { ...onDays(mask || MONDAY_TO_FRIDAY), minute: minute ?? DEFAULT_MINUTE }
      : {
          schedule: isSchedule(chosen) ? chosen : 'weekdays',
          minute: minute ?? DEFAULT_MINUTE,
          ...(Number.isInteger(day) && day >= 0 && day <= 6 ? { weekday: day } : {}),
        },
    errors: minute === undefined ? { [ids.time]: (tr) => tr.t('schedule.badTime', { time: time.slice(0, 20) }) } : {},
  };
}

/** What a person is told of a schedule casebot could not read. */
export const scheduleNotice = {
  badTime: (tr: Translator, time: string) => notice(tr.t('schedule.badTime', { time: time.slice(0, 20) })),
  /** A word where the schedule goes that is none casebot knows (`quotidein`): the one it was likely meant to be. */
  badSchedule: (tr: Translator, word: string, meant: string, unoffered = false) =>
    notice(
      tr.t('schedule.badWord', {
        word: safe(word, 40),
        // For a schedule casebot does not offer (`hourly`), the nearest it does, in the reader's words.
        meant: safe(unoffered && isSchedule(meant) ? scheduleWord(tr, meant).toLowerCase() : meant, 40),
      }),
    ),
};

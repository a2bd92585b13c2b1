import type { ViewOutput } from '@slack/bolt';
import type { KnownBlock } from '@slack/types';
import {
  DEFAULT_MINUTE,
  DEFAULT_WEEKDAY,
  parseTimeOfDay,
  SCHEDULES,
  type Schedule,
  type Timing,
  timeOfDayText,
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

const isSchedule = (word: string): word is Schedule => (SCHEDULES as readonly string[]).includes(word);

/** "Weekdays (Monday to Friday)", as a modal's choice says it. */
const scheduleWord = (tr: Translator, s: Schedule) =>
  tr.t(({ daily: 'schedule.daily', weekdays: 'schedule.weekdays', weekly: 'schedule.weekly' } as const)[s]);

/** "weekdays at 09:00 (Europe/Paris)". */
export function scheduleText(tr: Translator, timing: Timing, timeZone: string): string {
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const key = { daily: 'schedule.dailyAt', weekdays: 'schedule.weekdaysAt', weekly: 'schedule.weeklyAt' } as const;
  const day = String(timing.weekday ?? DEFAULT_WEEKDAY);
  // Danish writes a time with a full stop (kl. 08.30), as its dates' own times do.
  const time = tr.lang === 'da' ? timeOfDayText(timing.minute).replace(':', '.') : timeOfDayText(timing.minute);
  return `${tr.t(key[timing.schedule], { time, day })} (${zone})`;
}

/** How often, which day (when weekly) and at what time in `timeZone`: a modal's three schedule fields. */
export function scheduleFields(
  tr: Translator,
  ids: ScheduleFieldIds,
  timing: Partial<Timing>,
  timeZone: string,
): KnownBlock[] {
  const option = (s: Schedule) => ({ text: plain(scheduleWord(tr, s), 75), value: s });
  const day = (d: number) => ({ text: plain(tr.t('schedule.dayName', { day: String(d) }), 75), value: String(d) });
  return [
    {
      type: 'input',
      block_id: ids.schedule,
      label: plain(tr.t('schedule.howOften'), 2000),
      element: {
        type: 'static_select',
        action_id: ids.schedule,
        options: SCHEDULES.map(option),
        initial_option: option(timing.schedule ?? 'weekdays'),
      },
    },
    // Monday first, as a week is read in casebot's languages.
    {
      type: 'input',
      block_id: ids.day,
      optional: true,
      label: plain(tr.t('schedule.dayLabel'), 2000),
      element: {
        type: 'static_select',
        action_id: ids.day,
        options: [1, 2, 3, 4, 5, 6, 0].map(day),
        initial_option: day(timing.weekday ?? DEFAULT_WEEKDAY),
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
  return {
    timing: {
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

import { MONDAY_TO_FRIDAY, parseScheduleTail, type ScheduleSlip, type Timing, timingSaid } from '../../cases/schedule';

/** What `/cases digest printer weekdays 09:00 quiet` asks for. */
export interface DigestAsk extends Timing {
  searchText: string;
  /** Say nothing when nothing changed (otherwise one line says so). */
  quiet: boolean;
}

/**
 * The words after `/cases digest`: the search, then (at its end, in any order) a schedule, a time and
 * `quiet`. A time casebot cannot read (`25:00`, `9am`) is said, not taken as words of the search.
 * `workWeek`: the asker's working week (`workWeekOf`), what "weekdays" (or nothing said) means.
 */
export function parseDigestAsk(text: string, workWeek = MONDAY_TO_FRIDAY): DigestAsk | ScheduleSlip {
  const read = parseScheduleTail(text, { words: { quiet: /^quiet$/i } }, workWeek);
  if ('badTime' in read || 'badSchedule' in read) return read;
  return { searchText: read.words, ...timingSaid(read, workWeek), quiet: read.flags.has('quiet') };
}

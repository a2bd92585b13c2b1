import { DEFAULT_MINUTE, parseScheduleTail, type ScheduleSlip, type Timing } from '../../cases/schedule';

/** What `/cases digest printer weekdays 09:00 quiet` asks for. */
export interface DigestAsk extends Timing {
  searchText: string;
  /** Say nothing when nothing changed (otherwise one line says so). */
  quiet: boolean;
}

/**
 * The words after `/cases digest`: the search, then (at its end, in any order) a schedule, a time and
 * `quiet`. A time casebot cannot read (`25:00`, `9am`) is said, not taken as words of the search.
 */
export function parseDigestAsk(text: string): DigestAsk | ScheduleSlip {
  const read = parseScheduleTail(text, { words: { quiet: /^quiet$/i } });
  if ('badTime' in read || 'badSchedule' in read) return read;
  return {
    searchText: read.words,
    schedule: read.schedule ?? 'weekdays',
    minute: read.minute ?? DEFAULT_MINUTE,
    ...(read.weekday !== undefined ? { weekday: read.weekday } : {}),
    quiet: read.flags.has('quiet'),
  };
}

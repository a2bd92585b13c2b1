import {
  MONDAY_TO_FRIDAY,
  type Schedule,
  parseScheduleTail,
  type ScheduleSlip,
  timingSaid,
} from '../../cases/schedule';

/** What `/cases remind …` (or "remind me …" in a DM) asks for. */
export type RemindAsk =
  | { kind: 'set'; schedule: Schedule; minute: number; weekday?: number; evenWhenEmpty: boolean }
  | { kind: 'off' }
  | { kind: 'show' }
  | { kind: 'help' }
  | ScheduleSlip
  | { unknown: string };

/** "off" and "stop", in casebot's six languages. */
const OFF =
  /^(?:off|stop|none|arr[\u00eae]t(?:er)?|d[\u00e9e]sactiver|aus|stopp(?:en)?|beenden|spento|ferma|disattiva|fra|sluk|\u0625\u064a\u0642\u0627\u0641|\u0623\u0648\u0642\u0641)$/iu;

/** "help", in casebot's six languages (and `?`). */
const HELP = /^(?:help|\?|aide|hilfe|aiuto|hj\u00e6lp|hjaelp|\u0645\u0633\u0627\u0639\u062f\u0629)$/iu;

/** "even when empty" (and "even with none"), in casebot's six languages. */
const EVEN_WHEN_EMPTY =
  /\b(?:even (?:when|if) (?:empty|(?:i have )?none))\b|m[\u00eae]me (?:vide|sans dossier)|auch (?:wenn )?leer|anche (?:se )?vuot[oa]|ogs[\u00e5a] (?:n\u00e5r )?tom|\u062d\u062a\u0649 (?:\u0644\u0648|\u0625\u0646|\u062d\u064a\u0646)? ?(?:\u0643\u0627\u0646\u062a )?\u0641\u0627\u0631\u063a[\u0629\u0627]?/iu;

/** "remind me" and its words in the six languages, at the start of a DM. */
export const REMIND_ME =
  /^(?:remind me|rappelle-moi|rappelez-moi|erinnere mich|erinnern sie mich|ricordamelo|ricordami|mind mig(?: om det)?|\u0630\u0643\u0651\u0631\u0646\u064a|\u0630\u0643\u0631\u0646\u064a)(?=\s|$)\s*/iu;

/**
 * The words after `/cases remind`: nothing (the working week, `workWeek`, at 09:00), `off`, or a schedule, a day and a time in any
 * order and any of the six languages (`daily 08:30`, `weekly friday 16:00`, `quotidien 8h30`), and "even
 * when empty". A time or schedule word casebot cannot read is said; so are words it does not know.
 */
export function parseRemindAsk(text: string, workWeek = MONDAY_TO_FRIDAY): RemindAsk {
  const trimmed = text.trim();
  if (OFF.test(trimmed)) return { kind: 'off' };
  if (/^(?:show|status|list)$/i.test(trimmed)) return { kind: 'show' };
  if (HELP.test(trimmed)) return { kind: 'help' };
  const read = parseScheduleTail(trimmed, { phrases: { empty: EVEN_WHEN_EMPTY } }, workWeek);
  if ('badTime' in read || 'badSchedule' in read) return read;
  if (read.words) return { unknown: read.words };
  return { kind: 'set', ...timingSaid(read, workWeek), evenWhenEmpty: read.flags.has('empty') };
}

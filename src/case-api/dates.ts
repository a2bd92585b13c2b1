import { tzOffset } from '@date-fns/tz/tzOffset';
import { isExists } from 'date-fns/isExists';

/**
 * A date-time from the case service: a real instant, or the raw text when it could not be read.
 * There is no third state: never an Invalid Date, never 1970.
 */
export type ServiceDate =
  | { readonly kind: 'parsed'; readonly date: Date; readonly raw: string }
  | { readonly kind: 'unparsed'; readonly raw: string };

// Month, day and hour in one or two digits, so one shape covers both forms the service sends:
// `11/04/2026 09:15:02 AM` (lists) and `11/4/2026 9:15:02 AM` (details); always four-digit years.
const SHAPE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ([AaPp])[Mm]$/;
const HOUR_MS = 3_600_000;

/**
 * Reads `M/D/YYYY h:mm:ss AM/PM` as wall-clock time in `timeZone` (an IANA name).
 *
 * At a DST change: a time that occurs twice (the clock goes back) is read as its first occurrence,
 * the earlier instant; a time that does not exist (the clock jumps forward) is read with the offset in
 * force just before the jump, so `2:30 AM` on a spring-forward night becomes `3:30 AM` new time.
 */
export function parseServiceDate(raw: string, timeZone: string): ServiceDate {
  // The same dates come back again and again (a case's notes on every card, list rows on every page):
  // each is read once. Bounded: the whole memo is dropped when it is full. Kept by zone, then by text,
  // so that looking one up makes no new key.
  let inZone = memo.get(timeZone);
  if (!inZone) memo.set(timeZone, (inZone = new Map()));
  const known = inZone.get(raw);
  if (known) return known;
  const read = readServiceDate(raw, timeZone);
  if (memoSize >= MEMO_MAX) {
    memo.clear();
    memo.set(timeZone, (inZone = new Map()));
    memoSize = 0;
  }
  inZone.set(raw, read);
  memoSize += 1;
  return read;
}

const memo = new Map<string, Map<string, ServiceDate>>();
let memoSize = 0;
const MEMO_MAX = 20_000;

function readServiceDate(raw: string, timeZone: string): ServiceDate {
  const fields = SHAPE.exec(raw.trim());
  if (!fields) return { kind: 'unparsed', raw };
  const [month = 0, day = 0, year = 0, hour = 0, minute = 0, second = 0] = fields.slice(1, 7).map(Number);
  // A 12-hour clock (1 to 12), minutes and seconds under 60, four-digit years of this era; date-fns decides
  // whether the day exists in its month and year (no 2/30, no 13th month).
  if (hour < 1 || hour > 12 || minute > 59 || second > 59 || year < 1900 || !isExists(year, month - 1, day)) {
    return { kind: 'unparsed', raw };
  }
  const hour24 = (hour % 12) + (fields[7]?.toUpperCase() === 'P' ? 12 : 0);
  const instant = wallClockToInstant(Date.UTC(year, month - 1, day, hour24, minute, second), timeZone);
  if (instant === undefined) return { kind: 'unparsed', raw };
  return { kind: 'parsed', date: new Date(instant), raw };
}

/** The instant at which the clocks of `timeZone` show `wallMs` (wall-clock fields encoded as UTC). */
function wallClockToInstant(wallMs: number, timeZone: string): number | undefined {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return wallMs;
  const offsetAt = (instant: number) => tzOffset(timeZone, new Date(instant)) * 60_000;
  const before = offsetAt(wallMs - 24 * HOUR_MS);
  const after = offsetAt(wallMs + 24 * HOUR_MS);
  if (Number.isNaN(before) || Number.isNaN(after)) return undefined;
  const candidates = [wallMs - before, wallMs - after].filter((t) => t + offsetAt(t) === wallMs);
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap of a spring-forward: keep the offset in force before the jump.
  return wallMs - before;
}

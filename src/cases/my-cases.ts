import type { CaseListItem } from '../case-api/schemas';
import { isClosedStatus } from '../lib/statuses';
import type { CasesFor } from './case-service';
import { type OverdueThresholds, overdueBy } from './overdue';

/** Rows of the recent list one look reads (three of the service's pages of 100). */
const MINE_ROWS_PER_LOOK = 300;
const PAGE = 100;

interface MyCases {
  /** The person's cases among the rows looked at: open ones first, each group in the service's order. */
  items: CaseListItem[];
  /** The rows of the recent list looked at (0-based, `to` not included). */
  looked: { from: number; to: number };
  /** The recent list goes on past what was looked at (Look further reads on from `looked.to`). */
  more: boolean;
}

/** Their name as the service writes it on a row, compared as a reader would (case and spaces aside). */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * "My cases": the cases whose UserName is the person's own service user. The service cannot filter by
 * user, so a look reads the most recent cases (from `from`, at most `MINE_ROWS_PER_LOOK` rows, as the
 * person: they see only what the service shows them) and keeps theirs; the caller says how far back it
 * looked and offers to look further.
 */
export async function findMyCases(
  cases: Pick<CasesFor, 'searchCases'>,
  userName: string,
  from: number,
  closedStatuses: readonly string[],
): Promise<MyCases> {
  const found = new Map<number, CaseListItem>();
  let offset = from;
  let more = true;
  while (more && offset - from < MINE_ROWS_PER_LOOK) {
    const size = Math.min(PAGE, from + MINE_ROWS_PER_LOOK - offset);
    const page = await cases.searchCases('', offset, size);
    // A case that arrived between two reads moves the list: read twice, it is kept once.
    for (const row of page.items) if (sameName(row.UserName, userName)) found.set(row.ComplaintId, row);
    // A full page read goes on even when none of its rows could be opened (the service's list does).
    more = (page.hasNext || page.nextOffset - offset >= size) && page.nextOffset > offset;
    offset = page.nextOffset;
  }
  // A look that stopped at its rows without knowing what follows asks for one row more.
  if (more) {
    const next = await cases.searchCases('', offset, 1);
    more = next.items.length > 0 || next.hasNext;
  }
  const mine = [...found.values()];
  const open = mine.filter((row) => !isClosedStatus(row.ComplaintStatus, closedStatuses));
  const closed = mine.filter((row) => isClosedStatus(row.ComplaintStatus, closedStatuses));
  return { items: [...open, ...closed], looked: { from, to: offset }, more };
}

/** A person's queue as App Home draws it: their open cases by status, and which of their cases are aging. */
export function queueOf(
  items: readonly CaseListItem[],
  options: { thresholds: OverdueThresholds; closedStatuses: readonly string[]; timeZone: string; now: Date },
): { openByStatus: { status: string; count: number }[]; overdue: number[] } {
  const byStatus = new Map<string, number>();
  const overdue: number[] = [];
  for (const row of items) {
    if (isClosedStatus(row.ComplaintStatus, options.closedStatuses)) continue;
    const status = row.ComplaintStatus.trim() || '—';
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    if (overdueBy(row, options) !== undefined) overdue.push(row.ComplaintId);
  }
  const openByStatus = [...byStatus].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count);
  return { openByStatus, overdue };
}

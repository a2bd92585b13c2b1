import type { CaseListItem } from '../case-api/schemas';
import { isClosedStatus } from '../lib/statuses';
import type { CasesFor } from './case-service';

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
  const found: CaseListItem[] = [];
  let offset = from;
  let more = true;
  while (more && offset - from < MINE_ROWS_PER_LOOK) {
    const page = await cases.searchCases('', offset, Math.min(PAGE, from + MINE_ROWS_PER_LOOK - offset));
    found.push(...page.items.filter((row) => sameName(row.UserName, userName)));
    more = page.hasNext && page.nextOffset > offset;
    offset = page.nextOffset;
  }
  const open = found.filter((row) => !isClosedStatus(row.ComplaintStatus, closedStatuses));
  const closed = found.filter((row) => isClosedStatus(row.ComplaintStatus, closedStatuses));
  return { items: [...open, ...closed], looked: { from, to: offset }, more };
}

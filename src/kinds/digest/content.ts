import type { CaseListItem } from '../../case-api/schemas';
import { isClosedStatus } from '../../lib/statuses';
import { type OverdueThresholds, lastChangeOf, overdueBy } from '../../cases/overdue';

/** What a digest last showed of each case it listed: its status and its last update, as the service wrote them. */
export type DigestSnapshot = Record<string, { s: string; u: string }>;

/** Why a case is in a digest. */
export type DigestReason = 'new' | 'changed' | 'closed' | 'overdue' | 'open';

export interface DigestRow {
  item: CaseListItem;
  reason: DigestReason;
  /** How long past its threshold, when it is aging (ms). */
  overdueMs?: number;
}

export interface DigestContent {
  /** No digest before this one: the open matches are shown. */
  first: boolean;
  /** The rows to show, new first, then changed, closed and aging (oldest first); at most 100. */
  rows: DigestRow[];
  counts: Record<DigestReason, number>;
  /** Open cases among the matches, by status as the service writes it (for the chart). */
  openByStatus: { status: string; count: number }[];
  /** Open cases among the matches, by the time since their last update (for the chart). */
  openByAge: { under1d: number; d1to3: number; d3to7: number; older: number };
  /** Nothing new, changed or closed since the digest before. */
  quiet: boolean;
  /** What this digest shows, kept for the next one. */
  snapshot: DigestSnapshot;
}

const ORDER: Record<DigestReason, number> = { new: 0, changed: 1, closed: 2, overdue: 3, open: 4 };
const DAY = 86_400_000;

/**
 * A digest from the search's newest rows and what the digest before it showed: what is new, what changed,
 * what closed and what is aging. A case that only left the page (the search's newest rows) is not
 * "closed": it is just no longer among them.
 */
export function digestContent(
  items: readonly CaseListItem[],
  before: DigestSnapshot | null,
  options: { thresholds: OverdueThresholds; closedStatuses: readonly string[]; timeZone: string; now: Date },
): DigestContent {
  const closed = (status: string) => isClosedStatus(status, options.closedStatuses);
  const counts: Record<DigestReason, number> = { new: 0, changed: 0, closed: 0, overdue: 0, open: 0 };
  const rows: DigestRow[] = [];
  const snapshot: DigestSnapshot = {};
  const byStatus = new Map<string, number>();
  const byAge = { under1d: 0, d1to3: 0, d3to7: 0, older: 0 };
  const seen = new Set<number>();
  for (const item of items) {
    if (seen.has(item.ComplaintId)) continue;
    seen.add(item.ComplaintId);
    snapshot[String(item.ComplaintId)] = { s: item.ComplaintStatus, u: item.LastUpdatedTime };
    const isOpen = !closed(item.ComplaintStatus);
    const overdueMs = overdueBy(item, options);
    if (isOpen) {
      const status = item.ComplaintStatus.trim() || '—';
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      countAge(byAge, item, options);
    }
    const was = before?.[String(item.ComplaintId)];
    const reason = reasonOf(before, was, item, isOpen, overdueMs, closed);
    if (!reason) continue;
    counts[reason] += 1;
    rows.push({ item, reason, ...(overdueMs !== undefined ? { overdueMs } : {}) });
  }
  rows.sort((a, b) => ORDER[a.reason] - ORDER[b.reason] || (b.overdueMs ?? 0) - (a.overdueMs ?? 0));
  const openByStatus = [...byStatus].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count);
  return {
    first: before === null,
    rows: rows.slice(0, 100),
    counts,
    openByStatus,
    openByAge: byAge,
    quiet: before !== null && counts.new + counts.changed + counts.closed === 0,
    snapshot,
  };
}

function reasonOf(
  before: DigestSnapshot | null,
  was: { s: string; u: string } | undefined,
  item: CaseListItem,
  isOpen: boolean,
  overdueMs: number | undefined,
  closed: (status: string) => boolean,
): DigestReason | undefined {
  // The first digest: what is open now (the aging ones marked).
  if (before === null) return isOpen ? (overdueMs !== undefined ? 'overdue' : 'open') : undefined;
  if (!was) return 'new';
  if (!isOpen && !closed(was.s)) return 'closed';
  if (was.u !== item.LastUpdatedTime || was.s !== item.ComplaintStatus) return 'changed';
  return overdueMs !== undefined ? 'overdue' : undefined;
}

function countAge(byAge: DigestContent['openByAge'], item: CaseListItem, options: { timeZone: string; now: Date }) {
  // Age since the last change: "waiting for how long", which is what a queue's lead reads.
  const changed = lastChangeOf(item, options.timeZone);
  if (!changed) return;
  const age = options.now.getTime() - changed.getTime();
  if (age < DAY) byAge.under1d += 1;
  else if (age < 3 * DAY) byAge.d1to3 += 1;
  else if (age < 7 * DAY) byAge.d3to7 += 1;
  else byAge.older += 1;
}

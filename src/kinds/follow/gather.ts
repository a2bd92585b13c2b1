import type { CaseListItem } from '../../case-api/schemas';
import { followGatheredPost } from './gathered-blocks';
import {
  comparable,
  type FilteredSearch,
  passesFilters,
  passesNowOrBefore,
  rowState,
} from '../../cases/search-filters';
import { isClosedStatus } from '../../lib/statuses';
import { followGatheredKey } from './keys';
import type { Telling } from '../../spine/unasked';
import { mergePending, type PendingItem } from './pending';
import type { SeenCase, SeenState } from './seen';
import type { Follow } from './store';
import type { ChangeDeps } from './changes';

/** Whether a gathering follow may post again: its minutes since the last post have passed (or it never posted). */
export const mayPostAgain = (follow: Pick<Follow, 'postedAt'>, batchMinutes: number, now: Date) =>
  !follow.postedAt || now.getTime() - follow.postedAt.getTime() >= batchMinutes * 60_000;

/**
 * A follow in a channel that gathers its posts, read every poll like any follow: what it finds (new cases,
 * and the closings, changes of status and new activity its events ask for, from the list's rows at no call
 * more) waits on each case, merged with what waited already, so nothing that comes and goes between two
 * posts is lost; once its minutes have passed, what waits is told in one post (`post`).
 */
export async function gatherFollow(
  deps: ChangeDeps,
  follow: Follow,
  rows: readonly CaseListItem[],
  seen: ReadonlyMap<number, SeenCase>,
  search: FilteredSearch,
  when: { now: Date; postNow: boolean; telling: Telling },
): Promise<void> {
  const events = new Set(search.events);
  const closed = (status: string | null) => status !== null && isClosedStatus(status, deps.closedStatuses);
  const at = when.now.toISOString();
  const item = (row: CaseListItem, what: PendingItem['what'], from?: string): PendingItem => ({
    caseId: row.ComplaintId,
    caseNumber: row.CaseNumber,
    subject: row.Subject,
    what,
    from,
    to: row.ComplaintStatus,
    at,
  });
  const fresh: { caseId: number; status: string; updated: string; pending: string | null }[] = [];
  const changed: { caseId: number; before: SeenState; after: Partial<SeenState>; pending?: string }[] = [];
  for (const row of [...rows].reverse()) {
    const before = seen.get(row.ComplaintId);
    const now = rowState(row);
    if (!before) {
      if (!passesFilters(row, search.filters)) continue;
      const pending = events.has('new') ? mergePending(null, item(row, 'new')) : null;
      fresh.push({ caseId: row.ComplaintId, ...now, pending });
      continue;
    }
    const statusChanged = before.status !== null && comparable(before.status) !== comparable(now.status);
    const updated = before.updated !== null && before.updated !== now.updated;
    const unread = before.status === null && before.updated === null;
    if (!statusChanged && !updated && !unread) continue;
    const told = !unread && passesNowOrBefore(row, before.status, search.filters);
    const tellStatus = told && statusChanged && (events.has('status') || (events.has('closed') && closed(now.status)));
    const tellNotes = told && !tellStatus && updated && events.has('notes');
    const found = tellStatus
      ? item(row, closed(now.status) ? 'closed' : 'status', before.status ?? undefined)
      : tellNotes
        ? item(row, 'notes')
        : undefined;
    changed.push({
      caseId: row.ComplaintId,
      before,
      after: now,
      ...(found ? { pending: mergePending(before.pending, found) } : {}),
    });
  }
  if (fresh.length + changed.length > 0) await deps.follows.recordPending(follow, fresh, changed);
  if (when.postNow) await postPending(deps, follow, when.telling);
}

/** What waits of a follow's cases, told in one post now (nothing when nothing waits). */
export async function postPending(deps: ChangeDeps, follow: Follow, telling: Telling): Promise<void> {
  const { tr, ref, upstream } = telling;
  await deps.follows.takePending(follow, (items) => ({
    dedupeKey: followGatheredKey(follow.id, items.map((i) => `${i.caseId}:${i.at}`).join()),
    slackUserId: null,
    channelId: follow.channelId,
    message: followGatheredPost(tr, follow, items),
    ref,
    upstream: upstream.splice(0),
  }));
}

import type { CaseListItem } from '../case-api/schemas';
import { followGatheredPost, type GatheredItem } from '../blocks/follow-gathered';
import { comparable, type FollowSearch, passesFilters, rowState } from '../cases/follow-filters';
import { isClosedStatus } from '../lib/statuses';
import { followGatheredKey } from '../spine/notice-keys';
import type { Telling } from '../spine/unasked';
import type { SeenState } from '../watch/follow-seen';
import type { Follow } from '../watch/follow-store';
import type { ChangeDeps } from './follow-changes';

/** Whether a gathering follow may post again: its minutes since the last post have passed (or it never posted). */
export const mayPostAgain = (follow: Pick<Follow, 'postedAt'>, batchMinutes: number, now: Date) =>
  !follow.postedAt || now.getTime() - follow.postedAt.getTime() >= batchMinutes * 60_000;

/**
 * A follow in a channel that gathers its posts: what came since it last posted (new cases, and the
 * closings, changes of status and new activity its events ask for, all read from the list's rows at no
 * call more) in one post listing them, written with what it recorded in one conditional write.
 */
export async function gatherFollow(
  deps: ChangeDeps,
  follow: Follow,
  rows: readonly CaseListItem[],
  seen: ReadonlyMap<number, SeenState>,
  search: FollowSearch,
  telling: Telling,
): Promise<void> {
  const events = new Set(search.events);
  const closed = (status: string | null) => status !== null && isClosedStatus(status, deps.closedStatuses);
  const items: GatheredItem[] = [];
  const fresh: (SeenState & { caseId: number; status: string; updated: string })[] = [];
  const changed: { caseId: number; before: SeenState; after: Partial<SeenState> }[] = [];
  // Oldest first, as they came.
  for (const row of [...rows].reverse()) {
    const before = seen.get(row.ComplaintId);
    const now = rowState(row);
    if (!before) {
      if (!passesFilters(row, search.filters)) continue;
      fresh.push({ caseId: row.ComplaintId, ...now, notes: null });
      if (events.has('new')) items.push({ row, what: 'new' });
      continue;
    }
    const statusChanged = before.status !== null && comparable(before.status) !== comparable(now.status);
    const updated = before.updated !== null && before.updated !== now.updated;
    const unread = before.status === null && before.updated === null;
    if (!statusChanged && !updated && !unread) continue;
    changed.push({ caseId: row.ComplaintId, before, after: now });
    if (unread || !passesFilters(row, search.filters)) continue;
    const tellStatus = statusChanged && (events.has('status') || (events.has('closed') && closed(now.status)));
    if (tellStatus) items.push({ row, what: closed(now.status) ? 'closed' : 'status', from: before.status ?? '' });
    else if (updated && events.has('notes')) items.push({ row, what: 'notes' });
  }
  if (fresh.length + changed.length === 0) return;
  const { tr, ref, upstream } = telling;
  await deps.follows.recordGathered(follow, fresh, changed, (told) => {
    const wrote = new Set([...told.fresh, ...told.changed]);
    const listed = items.filter((item) => wrote.has(item.row.ComplaintId));
    if (listed.length === 0) return undefined;
    return {
      dedupeKey: followGatheredKey(
        follow.id,
        listed.map((i) => `${i.row.ComplaintId}:${i.row.LastUpdatedTime}`).join(),
      ),
      slackUserId: null,
      channelId: follow.channelId,
      message: followGatheredPost(tr, follow, listed),
      ref,
      upstream: upstream.splice(0),
    };
  });
}

import { parseServiceDate } from '../../case-api/dates';
import type { CaseDetails, CaseListItem, Note } from '../../case-api/schemas';
import { followChangePost } from './blocks';
import { comparable, type FilteredSearch, passesNowOrBefore, rowState } from '../../cases/search-filters';
import { isClosedStatus } from '../../lib/statuses';
import { followChangeKey } from './keys';
import type { Telling } from '../../spine/unasked';
import type { Follow, FollowStore } from './store';
import type { SeenState } from './seen';
import { pollFailure } from '../../cases/poll-failure';

export interface ChangeDeps {
  follows: FollowStore;
  closedStatuses: readonly string[];
}

/**
 * The notes since the follow last looked: past the highest id it kept; before it kept one, those written
 * after the update it saw, or (the service gave none) since its last check, to the second the service says.
 */
function notesSince(details: CaseDetails, before: SeenState, since: { timeZone: string; checkedAt: Date }): Note[] {
  if (before.notes !== null) return details.notes.filter((n) => n.id > (before.notes ?? 0));
  const seenAt = before.updated ? parseServiceDate(before.updated, since.timeZone) : undefined;
  const from =
    seenAt?.kind === 'parsed' ? seenAt.date.getTime() + 1 : Math.floor(since.checkedAt.getTime() / 1000) * 1000;
  return details.notes.filter((n) => {
    const at = parseServiceDate(n.createdOn, since.timeZone);
    return at.kind === 'parsed' && at.date.getTime() >= from;
  });
}

const highestNote = (details: CaseDetails) =>
  details.notes.reduce<number | null>((max, n) => (max === null || n.id > max ? n.id : max), null);

/**
 * The changes a follow's events ask for among the cases it has seen (a list row tells a change of status
 * and a new update at no call; a new update is opened, at one call, only when notes are told), each posted
 * once with what the follow now knows of the case. At most `room` posts; the rest wait for the next poll
 * (nothing recorded of them). Returns how many were posted.
 */
export async function tellChanges(
  deps: ChangeDeps,
  follow: Follow,
  rows: readonly CaseListItem[],
  seen: ReadonlyMap<number, SeenState>,
  search: FilteredSearch,
  telling: Telling & { timeZone: string; pace: () => Promise<void>; room: number },
): Promise<number> {
  const events = new Set(search.events);
  // A follow of new cases alone keeps nothing of the rest (no write a poll for what it never tells).
  if (!events.has('closed') && !events.has('status') && !events.has('notes')) return 0;
  const closed = (status: string | null) => status !== null && isClosedStatus(status, deps.closedStatuses);
  let told = 0;
  // Oldest first, as they changed.
  for (const row of [...rows].reverse()) {
    const before = seen.get(row.ComplaintId);
    if (!before) continue;
    const now = rowState(row);
    // Seen before casebot kept what it saw: kept now, told from the next change on.
    if (before.status === null && before.updated === null) {
      await deps.follows.recordChange(follow, row.ComplaintId, before, now, undefined);
      continue;
    }
    const statusChanged = before.status !== null && comparable(before.status) !== comparable(now.status ?? '');
    const updated = before.updated !== now.updated;
    if (!statusChanged && !updated) continue;
    const tellStatus = statusChanged && (events.has('status') || (events.has('closed') && closed(now.status)));
    const wantNotes = updated && events.has('notes');
    if (!passesNowOrBefore(row, before.status, search.filters) || (!tellStatus && !wantNotes)) {
      await deps.follows.recordChange(follow, row.ComplaintId, before, now, undefined);
      continue;
    }
    if (told >= telling.room) break;
    let newNotes: Note[] = [];
    let notes = before.notes;
    let subject = row.Subject;
    if (wantNotes) {
      await telling.pace();
      let details;
      try {
        details = await telling.cases.fetchCase(row.ComplaintId);
      } catch (error) {
        if (pollFailure(error) === 'passing') throw error;
        // Not opened for this person, or an answer casebot cannot read: its notes are not told (a change
        // of status, read from the row, still is).
        details = undefined;
      }
      if (details) {
        newNotes = notesSince(details, before, { timeZone: telling.timeZone, checkedAt: follow.checkedAt });
        notes = highestNote(details) ?? before.notes;
        subject = details.subject;
      }
    }
    const after = { ...now, notes };
    if (!tellStatus && newNotes.length === 0) {
      await deps.follows.recordChange(follow, row.ComplaintId, before, after, undefined);
      continue;
    }
    const { tr, ref, upstream } = telling;
    const posted = await deps.follows.recordChange(follow, row.ComplaintId, before, after, {
      dedupeKey: followChangeKey(follow.id, row.ComplaintId, `${now.status ?? ''}|${now.updated ?? ''}`),
      slackUserId: null,
      channelId: follow.channelId,
      message: followChangePost(tr, follow, {
        case: { teamId: follow.teamId, caseId: row.ComplaintId, caseNumber: row.CaseNumber, subject },
        timeZone: telling.timeZone,
        oldStatus: tellStatus ? (before.status ?? now.status ?? '') : (now.status ?? ''),
        newStatus: now.status ?? '',
        newNotes,
      }),
      ref: `${ref}-c${told}`,
      upstream: upstream.splice(0),
    });
    if (posted) told += 1;
  }
  return told;
}

import type { webApi } from '@slack/bolt';
import { caseUrlOf, renderCaseCard } from '../../blocks/case-card';
import { followPost } from './blocks';
import type { Workspace } from '../../workspaces/store';
import { parseFilteredSearch, passesFilters, rowState } from '../../cases/search-filters';
import { pollFailure } from '../../cases/poll-failure';
import { type Follow, FOLLOW_ROWS, type FollowStore } from './store';
import { followPostKey } from './keys';
import type { KindOutcome } from '../kind';
import { endedOutcome, type Telling, type Unasked } from '../../spine/unasked';
import { tellChanges } from './changes';
import { gatherFollow, mayPostAgain, postPending } from './gather';
import type { ChannelQuietStore } from '../channel-quiet';

/** New cases posted per follow and poll; the rest wait for the next poll (a burst stays a trickle). */
const POSTS_PER_POLL = 10;

export interface FollowPollDeps {
  follows: FollowStore;
  /** What counts as closed (a follow's `events:closed`). */
  closedStatuses: readonly string[];
  /** Each channel's less noise: a channel that gathers hears from a follow once per so many minutes. */
  quiet: Pick<ChannelQuietStore, 'get'>;
  /** The clock a gathering follow's minutes are read by (the poller's). */
  now?: () => number;
  /** The one way unasked work runs: as whoever set the follow up, in the workspace's language. */
  unasked: Unasked;
}

/**
 * One follow: the newest matching cases read as the person who set it up, and each one not seen before
 * recorded with its post (the compact card in the workspace's language, contact details withheld).
 * Says it was checked, or why the follow cannot go on. Each call after the first waits its turn (`pace`).
 */
async function checkFollow(
  deps: FollowPollDeps,
  follow: Follow,
  workspace: Workspace,
  client: webApi.WebClient | undefined,
  pace: () => Promise<void>,
): Promise<
  | { checked: true }
  | { deferred: true }
  | { ended: 'user_not_linked' | 'left_workspace' | 'refused' | 'workspace' | 'uninstalled' }
  | { failed: 'token_unreadable' | 'no_base_url' }
> {
  // A channel that gathers: read every poll all the same (nothing that comes and goes is lost), told once
  // its minutes since the last post have passed.
  const { batchMinutes } = await deps.quiet.get(follow.teamId, follow.channelId);
  const now = new Date(deps.now?.() ?? Date.now());
  const gather = batchMinutes > 0 ? { now, postNow: mayPostAgain(follow, batchMinutes, now) } : undefined;
  const task = {
    name: 'follow' as const,
    teamId: follow.teamId,
    actsAs: follow.createdBy,
    reader: { channel: follow.channelId },
    client,
  };
  const result = await deps.unasked.run(task, (telling) => postNew(deps, follow, workspace, telling, { pace, gather }));
  if (result.kind === 'done') return result.value;
  if (result.kind === 'defer') {
    return result.reason === 'membership_unknown' ? { deferred: true } : { failed: result.reason };
  }
  const ended = endedOutcome(result.unserved);
  if (ended === 'workspace_uninstalled') return { ended: 'uninstalled' };
  return { ended: ended === 'workspace_not_connected' ? 'workspace' : ended };
}

async function postNew(
  deps: FollowPollDeps,
  follow: Follow,
  workspace: Workspace,
  telling: Telling,
  { pace, gather }: { pace: () => Promise<void>; gather: { now: Date; postNow: boolean } | undefined },
): Promise<{ checked: true } | { ended: 'refused' }> {
  const { cases, tr, ref, upstream } = telling;
  // `printer priority:high`: the service searches the words, the filters keep the rows.
  const search = parseFilteredSearch(follow.searchText);
  let rows;
  // Each call waits its turn under the workspace's cap, like the watches'.
  await pace();
  try {
    rows = (await cases.searchCases(search.text, 0, FOLLOW_ROWS)).items;
  } catch (error) {
    const kind = pollFailure(error);
    if (kind === 'refused') return { ended: 'refused' };
    if (kind === 'passing') throw error;
    // An answer casebot cannot read: try again at the follow's next turn.
    await deps.follows.touch(follow);
    return { checked: true };
  }
  const seen = await deps.follows.seen(
    follow,
    rows.map((r) => r.ComplaintId),
  );
  if (gather) {
    await gatherFollow(deps, follow, rows, seen, search, { ...gather, telling });
    await deps.follows.touch(follow);
    return { checked: true };
  }
  // Left waiting when the channel stopped gathering: told now, before what comes as it comes.
  await postPending(deps, follow, telling);
  // Oldest first, as they came in; a row the follow's filters keep out stays unseen (it is posted if it
  // comes to match while among the newest, costing no call: the filters read the row).
  const fresh = rows.filter((r) => !seen.has(r.ComplaintId) && passesFilters(r, search.filters)).reverse();
  const tellsNew = search.events.includes('new');
  if (!tellsNew) {
    // Kept without a post: its later changes are told if the follow's events ask for them.
    for (const row of fresh) {
      await deps.follows.recordNewCase(follow, row.ComplaintId, undefined, rowState(row));
    }
  }
  const toPost = tellsNew ? fresh.slice(0, POSTS_PER_POLL) : [];
  const timeZone = workspace.timeZone;
  let told = await tellChanges(deps, follow, rows, seen, search, {
    ...telling,
    timeZone,
    pace,
    room: POSTS_PER_POLL - toPost.length,
  });
  for (const row of toPost) {
    // Each call waits its turn under the workspace's cap, like the watches'.
    await pace();
    let details;
    try {
      details = await cases.fetchCase(row.ComplaintId);
    } catch (error) {
      const kind = pollFailure(error);
      if (kind === 'passing') throw error;
      // Listed but not opened for this person (refused), or an answer casebot cannot read (this case
      // only): counted as seen, never posted.
      await deps.follows.recordNewCase(follow, row.ComplaintId, undefined, rowState(row));
      continue;
    }
    const card = renderCaseCard(details, {
      tr,
      teamId: follow.teamId,
      timeZone: workspace.timeZone,
      audience: 'shared',
      // A channel is wider than the person who set the follow up.
      showContactDetails: false,
      facts: { priority: row.Priority, lastUpdated: row.LastUpdatedTime, lastUpdatedBy: row.LastUpdatedBy },
      caseUrl: caseUrlOf(workspace.caseUrlTemplate, details),
    });
    await deps.follows.recordNewCase(
      follow,
      row.ComplaintId,
      {
        dedupeKey: followPostKey(follow.id, row.ComplaintId),
        slackUserId: null,
        channelId: follow.channelId,
        message: followPost(tr, follow, card),
        // Each post carries the calls made since the one before (the first: the search too).
        ref: told === 0 ? ref : `${ref}-${told}`,
        upstream: upstream.splice(0),
      },
      rowState(row),
    );
    told += 1;
  }
  await deps.follows.touch(follow);
  return { checked: true };
}

/**
 * A follow checked (its posts queued: `told`), or why it cannot go on: its person no longer served (the
 * poll ends everything they set up), the workspace gone. A refusal of its search is the poll's to believe
 * (only when it repeats, as a watch's). Every call waits its turn (`pace`).
 */
export async function followOutcome(
  deps: FollowPollDeps,
  follow: Follow,
  client: webApi.WebClient | undefined,
  workspace: Workspace | undefined,
  pace: () => Promise<void>,
): Promise<KindOutcome> {
  if (!workspace) return 'workspace_not_connected';
  const checked = await checkFollow(deps, follow, workspace, client, pace);
  if ('checked' in checked) return 'told';
  if ('deferred' in checked) return 'deferred';
  if ('failed' in checked) return checked.failed;
  if (checked.ended === 'workspace') return 'workspace_not_connected';
  if (checked.ended === 'uninstalled') return 'workspace_uninstalled';
  if (checked.ended === 'refused') return 'refused';
  return checked.ended;
}

import type { Workspace, WorkspaceStore } from '../workspaces/store';
import type { Follow, FollowStore } from './follow-store';
import type { Watch, WatchStore } from './watch-store';

export interface PollDefaults {
  /** CASEBOT_POLL_INTERVAL_MS: how often a workspace's watches are checked, unless it says otherwise. */
  intervalMs: number;
  /** Calls a minute to a workspace's case service, unless it says otherwise. */
  callsPerMinute: number;
}

export type Due = { kind: 'watch'; watch: Watch; at: number } | { kind: 'follow'; follow: Follow; at: number };

export interface Planned {
  workspace: Workspace | undefined;
  intervalMs: number;
  /** Milliseconds between two calls: the workspace's calls-a-minute cap. */
  gapMs: number;
  /** Most calls this poll makes. */
  budget: number;
  /** Checks stop then (80% of the interval)… */
  checkUntil: number;
  /** …and delivery then (90%): a poll never runs into the next round. */
  deadline: number;
  /** What to check, longest unchecked first. */
  due: Due[];
}

/**
 * What one poll of a workspace checks: as many watches and follows as its calls-a-minute budget allows
 * in 80% of its interval, longest unchecked first. Follows take at most half the budget while watches are
 * due (a channel's many follows cannot starve anyone's watch), and all of it when none are.
 */
export async function plan(
  deps: { store: WorkspaceStore; watches: WatchStore; follows: FollowStore; defaults: PollDefaults },
  teamId: string,
  now: number,
): Promise<Planned> {
  const workspace = await deps.store.getWorkspace(teamId);
  const intervalMs = workspace?.pollIntervalMs ?? deps.defaults.intervalMs;
  const callsPerMinute = workspace?.pollCallsPerMinute ?? deps.defaults.callsPerMinute;
  const gapMs = 60_000 / callsPerMinute;
  const budget = Math.max(1, Math.floor((intervalMs * 0.8) / gapMs));
  const [watchesDue, followsDue] = await Promise.all([
    deps.watches.dueWatches(teamId, budget),
    deps.follows.listFollows(teamId),
  ]);
  const followSlots = watchesDue.length > 0 ? Math.max(1, Math.floor(budget / 2)) : budget;
  const follows = [...followsDue].sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime()).slice(0, followSlots);
  const watches = watchesDue.slice(0, Math.max(1, budget - follows.length));
  const due: Due[] = [
    ...watches.map((watch) => ({ kind: 'watch' as const, watch, at: watch.checkedAt.getTime() })),
    ...follows.map((follow) => ({ kind: 'follow' as const, follow, at: follow.checkedAt.getTime() })),
  ].sort((a, b) => a.at - b.at);
  return {
    workspace,
    intervalMs,
    gapMs,
    budget,
    checkUntil: now + intervalMs * 0.8,
    deadline: now + intervalMs * 0.9,
    due,
  };
}

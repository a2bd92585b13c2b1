import type { Workspace, WorkspaceStore } from '../workspaces/store';
import type { DueItem, Kind } from '../kinds/kind';
import type { DueFilter } from '../kinds/rows';

/** Calls a minute a workspace's case service takes from polling where it sets none of its own. */
export const DEFAULT_POLL_CALLS_PER_MINUTE = 60;

export interface PollDefaults {
  /** CASEBOT_POLL_INTERVAL_MS: how often a workspace's watches are checked, unless it says otherwise. */
  intervalMs: number;
  /** Calls a minute to a workspace's case service, unless it says otherwise. */
  callsPerMinute: number;
}

/** One thing due in a round, and the kind it is of. */
export interface Due {
  kind: Kind;
  item: DueItem;
}

export interface Planned {
  workspace: Workspace | undefined;
  intervalMs: number;
  /** How long its round lasts: the interval, or half of it where the change detector reads every round. */
  roundMs: number;
  /** Milliseconds between two calls: the workspace's calls-a-minute cap. */
  gapMs: number;
  /** Most calls this poll makes. */
  budget: number;
  /** Checks stop then (80% of the round)… */
  checkUntil: number;
  /** …and delivery then (90%): a poll never runs into the next round. */
  deadline: number;
  /** What to check, longest unchecked first. */
  due: Due[];
}

/**
 * Fair shares of `budget` among kinds wanting `wants` each: every kind gets an equal share, and what one
 * does not need goes to the others (so one kind alone gets everything). Each kind with something due
 * gets at least one.
 */
export function fairShares(budget: number, wants: number[]): number[] {
  const shares = wants.map(() => 0);
  let left = budget;
  let open = wants.map((w, i) => (w > 0 ? i : -1)).filter((i) => i >= 0);
  while (left > 0 && open.length > 0) {
    const each = Math.max(1, Math.floor(left / open.length));
    for (const i of open) {
      const give = Math.min(each, (wants[i] ?? 0) - (shares[i] ?? 0), left);
      shares[i] = (shares[i] ?? 0) + give;
      left -= give;
    }
    open = open.filter((i) => (shares[i] ?? 0) < (wants[i] ?? 0));
  }
  return wants.map((w, i) => (w > 0 ? Math.max(1, shares[i] ?? 0) : 0));
}

type PlanDeps = {
  store: WorkspaceStore;
  kinds: readonly Kind[];
  defaults: PollDefaults;
};

/** A poll's times and budget, before it knows what is due. */
export type PollTimes = Omit<Planned, 'due'>;

/**
 * How long one round of a workspace lasts: its interval, or half of it where its service lists recent cases
 * newest update first (the change detector reads that list every round, so a change is told within an
 * interval; each round's budget is its own share of the cap, so the cap holds).
 */
export const roundOfInterval = (intervalMs: number, halves: boolean) =>
  halves ? Math.floor(intervalMs / 2) : intervalMs;

/** A poll's times: its workspace's interval and round, its cap, its budget of calls, when checks and delivery stop. */
export async function pollTimes(
  deps: Pick<PlanDeps, 'store' | 'defaults'>,
  teamId: string,
  now: number,
): Promise<PollTimes> {
  const workspace = await deps.store.getWorkspace(teamId);
  const intervalMs = workspace?.pollIntervalMs ?? deps.defaults.intervalMs;
  const roundMs = roundOfInterval(intervalMs, workspace?.recentOrder === 'updated');
  const callsPerMinute = workspace?.pollCallsPerMinute ?? deps.defaults.callsPerMinute;
  const gapMs = 60_000 / callsPerMinute;
  const budget = Math.max(1, Math.floor((roundMs * 0.8) / gapMs));
  return {
    workspace,
    intervalMs,
    roundMs,
    gapMs,
    budget,
    checkUntil: now + roundMs * 0.8,
    deadline: now + roundMs * 0.9,
  };
}

/**
 * What one poll of a workspace checks: as much of every registered kind as its calls-a-minute budget allows
 * in 80% of its round, each kind's own order first (what the change detector or a list read noticed
 * changing, then the longest unchecked; a digest by its time). The kinds share the budget fairly, in
 * calls (a channel's many follows or cards cannot starve anyone's watch), and a kind takes all of it when
 * the others have nothing due; a kind that goes `ahead` (one cheap look a workspace) goes first, outside
 * the shares. With the change detector's `filter`, only what may have changed is due. `more`: something
 * due is left for a later round.
 */
export async function dueOf(
  deps: PlanDeps,
  teamId: string,
  times: PollTimes,
  now: number,
  filter?: DueFilter,
): Promise<{ due: Due[]; more: boolean }> {
  const { budget, intervalMs, roundMs } = times;
  const round = { teamId, now, intervalMs, roundMs, budget, filter };
  const limits = deps.kinds.map((kind) => Math.max(1, Math.ceil(budget / kind.callsEach)));
  const found = await Promise.all(deps.kinds.map((kind, i) => kind.due(round, limits[i] ?? 1)));
  const shared = deps.kinds.map((kind, i) => (kind.ahead ? 0 : (found[i]?.length ?? 0) * kind.callsEach));
  const shares = fairShares(budget, shared);
  const due: Due[] = [];
  let more = false;
  deps.kinds.forEach((kind, i) => {
    const items = found[i] ?? [];
    const taken = kind.ahead
      ? items
      : items.slice(0, Math.max(items.length > 0 ? 1 : 0, Math.floor((shares[i] ?? 0) / kind.callsEach)));
    due.push(...taken.map((item) => ({ kind, item })));
    // More than its share, or as many as were asked for (maybe more).
    if (items.length > taken.length || (!kind.ahead && items.length >= (limits[i] ?? 1))) more = true;
  });
  return { due: due.sort((a, b) => a.item.at - b.item.at), more };
}

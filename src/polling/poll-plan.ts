import type { Workspace, WorkspaceStore } from '../workspaces/store';
import type { AgingSettings, AgingStore } from '../watch/aging-store';
import type { Digest, DigestStore } from '../watch/digest-store';
import type { Follow, FollowStore } from '../watch/follow-store';
import type { LiveCard, LiveCardStore } from '../watch/live-card-store';
import type { DueFilter, Watch, WatchStore } from '../watch/watch-store';

/** Calls a minute a workspace's case service takes from polling where it sets none of its own. */
export const DEFAULT_POLL_CALLS_PER_MINUTE = 60;

export interface PollDefaults {
  /** CASEBOT_POLL_INTERVAL_MS: how often a workspace's watches are checked, unless it says otherwise. */
  intervalMs: number;
  /** Calls a minute to a workspace's case service, unless it says otherwise. */
  callsPerMinute: number;
}

type Due =
  | { kind: 'watch'; watch: Watch; at: number }
  | { kind: 'follow'; follow: Follow; at: number }
  | { kind: 'digest'; digest: Digest; at: number }
  | { kind: 'aging'; settings: AgingSettings; at: number }
  | { kind: 'card'; card: LiveCard; at: number };

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

/** A live card's check makes two calls (the case, its row). */
const CALLS_PER_CARD = 2;

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
  watches: WatchStore;
  follows: FollowStore;
  digests: Pick<DigestStore, 'dueDigests'>;
  aging: Pick<AgingStore, 'settings'>;
  cards: Pick<LiveCardStore, 'dueCards'>;
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
 * What one poll of a workspace checks: as many watches, follows, live cards and due digests as its calls-a-minute
 * budget allows in 80% of its interval, longest unchecked first (those whose case was noticed changing
 * before them). The kinds share the budget fairly (a channel's many follows or cards cannot starve anyone's
 * watch), and a kind takes all of it when the others have nothing due. With the change detector's
 * `filter`, only the watches and cards that may have changed are due. `more`: something due is left for a
 * later round.
 */
export async function dueOf(
  deps: PlanDeps,
  teamId: string,
  times: PollTimes,
  now: number,
  filter?: DueFilter,
): Promise<{ due: Planned['due']; more: boolean }> {
  const { budget, intervalMs } = times;
  const [watchesDue, followsDue, cardsDue, digestsDue, aging] = await Promise.all([
    deps.watches.dueWatches(teamId, budget, filter),
    // A follow once an interval, even where rounds are half of one.
    deps.follows
      .listFollows(teamId)
      .then((all) =>
        all.filter((f) => times.roundMs === intervalMs || now - f.checkedAt.getTime() >= intervalMs * 0.9),
      ),
    deps.cards.dueCards(teamId, Math.ceil(budget / CALLS_PER_CARD), filter),
    deps.digests.dueDigests(teamId, new Date(now), budget),
    deps.aging.settings(teamId),
  ]);
  // Aging alerts: one call, once an interval, first (a backlog is told before the round's budget is spent).
  const agingDue = aging && (!aging.checkedAt || now - aging.checkedAt.getTime() >= intervalMs * 0.9);
  // In calls: a card costs two, a digest one (its search).
  const [watchCalls = 0, followCalls = 0, cardCalls = 0, digestCalls = 0] = fairShares(budget, [
    watchesDue.length,
    followsDue.length,
    cardsDue.length * CALLS_PER_CARD,
    digestsDue.length,
  ]);
  const follows = [...followsDue].sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime()).slice(0, followCalls);
  const watches = watchesDue.slice(0, watchCalls);
  const cards = cardsDue.slice(0, Math.max(cardsDue.length > 0 ? 1 : 0, Math.floor(cardCalls / CALLS_PER_CARD)));
  // What the detector or a list read noticed changing goes first, then the longest unchecked.
  const at = (item: { checkedAt: Date; changed?: boolean }) => (item.changed ? 1 : item.checkedAt.getTime());
  const due: Due[] = [
    ...(agingDue ? [{ kind: 'aging' as const, settings: aging, at: 0 }] : []),
    ...watches.map((watch) => ({ kind: 'watch' as const, watch, at: at(watch) })),
    ...follows.map((follow) => ({ kind: 'follow' as const, follow, at: follow.checkedAt.getTime() })),
    ...cards.map((card) => ({ kind: 'card' as const, card, at: at(card) })),
    // A digest waits for its time, not since it was last checked: the longest overdue first among the rest.
    ...digestsDue
      .slice(0, digestCalls)
      .map((digest) => ({ kind: 'digest' as const, digest, at: digest.nextDueAt.getTime() })),
  ];
  // Something due was left for a later round: more than its share, or as many as were asked for (maybe more).
  const more =
    watchesDue.length > watches.length ||
    watchesDue.length >= budget ||
    followsDue.length > follows.length ||
    cardsDue.length > cards.length ||
    cardsDue.length >= Math.ceil(budget / CALLS_PER_CARD) ||
    digestsDue.length > digestCalls;
  return { due: due.sort((a, b) => a.at - b.at), more };
}

import type { webApi } from '@slack/bolt';
import { deliverNotices } from '../spine/delivery';
import type { PollerDeps, PollResult } from './poller-deps';
import { type Due, dueOf, pollTimes, type Planned, type PollTimes } from './poll-plan';
import { detectChanges } from './change-detector';
import { createSettle } from './poll-settle';
import type { PollStateStore } from './poll-state';
import { UnaskedError } from '../lib/errors';
import { newPollRound } from '../cases/round-fetch';
import type { KindOutcome } from '../kinds/kind';
import { pause } from '../lib/pause';

export type { PollDefaults } from './poll-plan';
export type { PollerDeps, PollResult } from './poller-deps';

/** No good answer in this many calls, and none before them: the poll stops calling. */
const BAD_ANSWERS_TO_STOP = 3;

/** How long a delivery asked for outside a poll may take. */
const DELIVER_NOW_MS = 10_000;

/** How long what casebot knew of a case nothing shows any more is kept after it last changed. */
const UPDATES_KEPT_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** How long sent notices are kept (what was told, and when, for an inquiry). */
const NOTICES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The outcomes that are a good answer from the service. */
const ANSWERED: ReadonlySet<KindOutcome> = new Set(['answered', 'told']);

/**
 * One poll of one workspace, in three steps, over the registered kinds (it names none): plan (what of each
 * is due, within its calls-a-minute budget and round, each kind with a fair share), check (each item as its
 * person, through the unasked runner, every call spaced under the cap), settle (what the answers mean for
 * the workspace: back off when nothing answered well, end something only on a refusal that repeats while
 * others answer, end everything of someone no longer served).
 * Then what waits in the outbox is delivered before the poll's deadline. A workspace is held by one poll
 * at a time, on every replica: a round that finds it held is skipped.
 */
export function createPoller(deps: PollerDeps) {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? pause;
  const settle = createSettle({ ...deps, now });
  const { delivery, outbox, logger } = deps;
  /** What a delivery of a workspace's waiting notices is given: whose, with which client, until when. */
  const sending = (
    teamId: string,
    client: webApi.WebClient | undefined,
    deadline: number,
    workspace: { allowSharedChannels: boolean } | undefined,
  ) => ({ outbox, teamId, client, logger, deadline, ...(workspace ? { workspace } : {}) });
  let stopping = false;
  const prunedAt = new Map<string, number>();
  let holdsPrunedAt = -Infinity;

  async function poll(teamId: string): Promise<PollResult> {
    const started = performance.now();
    const counted = { calls: 0 };
    let result: PollResult = 'failed';
    // The deadline this poll holds the workspace until, once held (released as it ends, however it ends).
    let held: Date | undefined;
    try {
      const times = await pollTimes(deps, teamId, now());
      const until = new Date(times.deadline);
      // Read as it is held: a poll that just finished may have set a back-off.
      const state = await deps.pollState.holdPoll(teamId, until);
      if (state) held = until;
      if (!state) result = 'busy';
      else if (state.backoffUntil && state.backoffUntil.getTime() > now()) result = 'backoff';
      else result = await run(teamId, times, state, counted);
      return result;
    } finally {
      if (held) await deps.pollState.releasePoll(teamId, held).catch(() => undefined);
      const durationMs = performance.now() - started;
      deps.onPolled?.({ teamId, result, durationMs, calls: counted.calls });
    }
  }

  async function run(
    teamId: string,
    times: PollTimes,
    state: NonNullable<Awaited<ReturnType<PollStateStore['holdPoll']>>>,
    counted: { calls: number },
  ) {
    const client = await deps.slackFor(teamId).catch(() => undefined);
    if (times.workspace?.uninstalledAt) return settle.endAll(client, teamId, 'uninstalled');
    // Disconnected from the service (its row removed): everything of it ends now, not when something is next
    // due, and each person's DM saying so goes out.
    if (!times.workspace) {
      const ended = await settle.endAll(client, teamId, 'disconnected');
      await deliverNotices(delivery, sending(teamId, client, times.deadline, undefined));
      return ended;
    }
    const started = now();
    let planned: Planned = { ...times, due: [] };
    // Every call waits its turn on the round's schedule (one a gap from its start, at most its budget); while it
    // waits, what the poll found so far goes out (a burst is told as it is found, not once every check is done).
    let undelivered = false;
    const pace = async () => {
      const wait = started + counted.calls * planned.gapMs - now();
      if (wait <= 0) return;
      if (undelivered) {
        undelivered = false;
        const until = Math.min(now() + wait, planned.deadline);
        await deliverNotices(delivery, sending(teamId, client, until, planned.workspace));
      }
      const rest = started + counted.calls * planned.gapMs - now();
      if (rest > 0) await sleep(rest);
    };
    let failure: unknown;
    const call = async () => {
      await pace();
      counted.calls += 1;
    };
    // What changed since the last round, where the service's recent list tells it: only that is checked.
    const round = { teamId, workspace: times.workspace, intervalMs: times.intervalMs, client, call };
    const detectorDeps = { ...deps, readerOf: deps.rules.readerOf, caseRows: deps.rules.caseRows, now };
    const detected = await detectChanges(detectorDeps, round).catch((error: unknown) => {
      failure = error;
      return undefined;
    });
    // A half round that read nothing new, less than an interval after the start of a round that checked all
    // it had due, ends here, unless a change was noticed since that round began (a row at the mark, a search's
    // read): what else a round does (the slow checks, the kinds due once an interval, delivery, the poll's state)
    // waits for the next, half an interval on.
    if (
      detected?.quiet &&
      times.roundMs < times.intervalMs &&
      state.polledAt &&
      now() - state.polledAt.getTime() < times.intervalMs * 0.75 &&
      !(await deps.changes.noticedSince(teamId, state.polledAt))
    ) {
      return 'quiet';
    }
    let more = false;
    if (detected) {
      const found = await dueOf(deps, teamId, times, now(), detected.filter);
      planned = { ...times, due: found.due };
      more = found.more;
    }
    const outcomes: { due?: Due; outcome: KindOutcome }[] = [];
    let ended: 'ended' | undefined;
    // Answers casebot could not use (a 401, a 404, an HTML page) in a row, none good yet (a refusal is one case's).
    let badInARow = 0;
    // Every call of every kind waits its turn as it is made; a case is fetched once a round per service
    // user and language, however many items show it.
    const fetches = newPollRound(call, now);
    for (const due of planned.due) {
      if (counted.calls >= planned.budget || now() > planned.checkUntil || stopping) break;
      try {
        const callsLeft = () => planned.budget - counted.calls;
        const outcome = await due.item.check({ client, workspace: planned.workspace, fetches, callsLeft });
        outcomes.push({ due, outcome });
        if (outcome === 'told') undelivered = true;
        badInARow = outcome === 'unreadable' ? badInARow + 1 : 0;
        // The service answers nothing well: the poll ends here, not after its whole budget; what is left is
        // checked at a later poll (the settle step backs off, or believes what repeats).
        if (badInARow >= BAD_ANSWERS_TO_STOP && !outcomes.some((o) => ANSWERED.has(o.outcome))) break;
        if (outcome === 'workspace_not_connected' || outcome === 'workspace_uninstalled') {
          ended = await settle.endAll(
            client,
            teamId,
            outcome === 'workspace_uninstalled' ? 'uninstalled' : 'disconnected',
          );
          break;
        }
        if (outcome === 'token_unreadable' || outcome === 'no_base_url') {
          failure = new UnaskedError(
            outcome === 'token_unreadable' ? 'TOKEN_UNREADABLE' : 'NO_BASE_URL',
            `the workspace's settings cannot be used (${outcome})`,
          );
          break;
        }
      } catch (error) {
        // The service is slow, down or limiting: try again later, without ending anything.
        failure = error;
        break;
      }
    }
    if (ended) {
      // Each person's one DM saying why goes out now.
      await deliverNotices(delivery, sending(teamId, client, planned.deadline, planned.workspace));
      return ended;
    }
    const answered = outcomes.filter((o) => ANSWERED.has(o.outcome)).length + (detected?.answered ? 1 : 0);
    const result = await settle.settle(client, teamId, planned, state, {
      failure,
      // Everything due was checked: this round's start is written as the poll's state (`polled_at`).
      finishedAt: !more && outcomes.length === planned.due.length ? new Date(started) : null,
      answered,
      unreadable: outcomes.filter((o) => o.outcome === 'unreadable').length,
      refused: outcomes.flatMap((o) => (o.outcome === 'refused' && o.due ? [o.due] : [])),
      unlinked: outcomes.flatMap((o) => (o.outcome === 'user_not_linked' && o.due ? [o.due.item.actsAs] : [])),
      left: outcomes.flatMap((o) => (o.outcome === 'left_workspace' && o.due ? [o.due.item.actsAs] : [])),
    });
    await deliverNotices(delivery, sending(teamId, client, planned.deadline, planned.workspace));
    // Sent notices and what nothing shows any more, once an hour per workspace and process (not every round);
    // Slack's holds, which are every workspace's, once an hour per process.
    if (now() - (prunedAt.get(teamId) ?? -Infinity) >= PRUNE_EVERY_MS) {
      prunedAt.set(teamId, now());
      await deps.outbox.pruneNotices(teamId, new Date(now() - NOTICES_KEPT_MS));
      await deps.changes.prune(teamId, new Date(now() - UPDATES_KEPT_MS), deps.rules.caseRows);
      await deps.rules.prune(teamId, new Date(now()));
    }
    if (now() - holdsPrunedAt >= PRUNE_EVERY_MS) {
      holdsPrunedAt = now();
      await deps.outbox.pruneHolds(new Date(now() - NOTICES_KEPT_MS));
    }
    return result;
  }

  /** A workspace's waiting notices, sent now (an ending someone asked for is said at once). */
  async function deliver(teamId: string): Promise<void> {
    const client = await deps.slackFor(teamId).catch(() => undefined);
    const workspace = await deps.store.getWorkspace(teamId);
    // Nothing reaches a workspace casebot was uninstalled from; one disconnected from the service still hears why.
    if (workspace?.uninstalledAt) return;
    await deliverNotices(delivery, sending(teamId, client, now() + DELIVER_NOW_MS, workspace));
  }

  return {
    poll,
    deliver,
    /** Polls under way end after their current call (shutdown). */
    stop() {
      stopping = true;
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;

import { createHash } from 'node:crypto';
import { every } from '../lib/every';
import type { Logger } from '../logging';
import type { Poller, PollResult } from './poller';
import { errorForLog } from '../lib/errors';

/** Starts and stops polling: in this process (SQLite), or through a job queue shared by replicas (PostgreSQL). */
export interface Scheduler {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SchedulerDeps {
  poller: Poller;
  /** Workspaces with something to poll, and each one's interval. */
  workspaces: () => Promise<{ teamId: string; intervalMs: number }[]>;
  logger: Logger;
  /** How often the due polls are looked for. */
  tickMs: number;
  /** Polls run at once in this process (one workspace never waits for another's slow service). */
  concurrency: number;
  now?: () => number;
  onPoll?: (teamId: string, result: PollResult) => void;
}

/**
 * Where a workspace's polls fall within its interval: spread by a hash of its id, so a thousand
 * workspaces on the same interval do not all call at the top of it.
 */
function offsetOf(teamId: string, intervalMs: number): number {
  const hash = createHash('sha256').update(teamId).digest();
  return hash.readUInt32BE(0) % Math.max(1, intervalMs);
}

/** The round a workspace's poll belongs to now: the same number on every replica, whatever its clock tick. */
export function roundOf(teamId: string, intervalMs: number, now: number): number {
  return Math.floor((now - offsetOf(teamId, intervalMs)) / intervalMs);
}

/** When a workspace's round begins. */
export function roundStartOf(teamId: string, intervalMs: number, round: number): number {
  return round * intervalMs + offsetOf(teamId, intervalMs);
}

/** SQLite: one process polls, each workspace once per round, at most `concurrency` at a time. */
export function createTimerScheduler(deps: SchedulerDeps): Scheduler {
  const now = deps.now ?? Date.now;
  // The last round queued per workspace, with the round's length: a new length (a new --poll-interval, or
  // half rounds turned on or off) numbers rounds anew, so the old number says nothing.
  const lastRound = new Map<string, { round: number; intervalMs: number }>();
  const running = new Set<string>();
  const queue: { teamId: string; round: number }[] = [];
  let ticker: ReturnType<typeof every> | undefined;
  let stopped = false;

  const pump = () => {
    while (!stopped && running.size < deps.concurrency && queue.length > 0) {
      const { teamId, round } = queue.shift() as { teamId: string; round: number };
      running.add(teamId);
      void runPoll(deps, teamId, round).finally(() => {
        running.delete(teamId);
        pump();
      });
    }
  };

  const tick = async () => {
    for (const { teamId, intervalMs } of await deps.workspaces()) {
      const round = roundOf(teamId, intervalMs, now());
      const last = lastRound.get(teamId);
      if (last && last.intervalMs === intervalMs && last.round >= round) continue;
      if (running.has(teamId) || queue.some((q) => q.teamId === teamId)) continue;
      lastRound.set(teamId, { round, intervalMs });
      queue.push({ teamId, round });
    }
    pump();
  };

  return {
    async start() {
      stopped = false;
      ticker = every(deps.tickMs, tick, warned(deps, 'could not list polls due'));
    },
    async stop() {
      stopped = true;
      deps.poller.stop();
      await ticker?.stop();
      // Polls under way finish (their writes are each complete in themselves).
      while (running.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

/** One poll, with its log line (and the hook tests and metrics use); undefined when it failed (logged). */
export async function runPoll(deps: SchedulerDeps, teamId: string, round: number): Promise<PollResult | undefined> {
  const started = performance.now();
  try {
    const result = await deps.poller.poll(teamId);
    deps.logger.info({ team: teamId, round, result, durationMs: Math.round(performance.now() - started) }, 'poll');
    deps.onPoll?.(teamId, result);
    return result;
  } catch (error) {
    warned(deps, 'poll failed', { team: teamId })(error);
    return undefined;
  }
}

/** Logs a failure of the scheduling itself (the poll goes on at the next beat). */
export const warned =
  (deps: Pick<SchedulerDeps, 'logger'>, msg: string, fields: Record<string, unknown> = {}) =>
  (error: unknown) =>
    deps.logger.warn({ ...fields, err: errorForLog(error) }, msg);

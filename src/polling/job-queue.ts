import { createHash } from 'node:crypto';
import type PgBossModule from 'pg-boss';
import { every } from '../lib/every';
import { roundOf, roundStartOf, runPoll, type Scheduler, type SchedulerDeps, warned } from './scheduler';
import { errorForLog } from '../lib/errors';

const POLL_QUEUE = 'casebot-poll';

interface JobQueueOptions {
  /** The PostgreSQL casebot uses (DATABASE_URL). */
  connectionString: string;
  /** Where pg-boss keeps its tables. */
  schema: string;
}

/** A round of a workspace in the queue (`intervalMs`: the length of its rounds, absent in older jobs). */
interface PollJob {
  teamId: string;
  round: number;
  intervalMs?: number;
}

/** The same job id for a workspace's round on every replica: the queue keeps one, whoever sends it. */
function jobIdOf(teamId: string, intervalMs: number, round: number): string {
  const hex = createHash('sha256').update(`${teamId}\u0000${intervalMs}\u0000${round}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A poll's job is taken to be lost (its replica died) this long after it started: beyond the poll itself. */
const leaseSecondsOf = (intervalMs: number) => Math.min(23 * 3600, Math.max(60, Math.ceil(intervalMs / 1000) + 60));

/**
 * PostgreSQL: polls are jobs in pg-boss, shared by every replica. Each replica offers every due round
 * of every workspace with a job id made from the workspace and the round, so the queue holds each
 * round once however many replicas offer it; one replica takes it (pg-boss locks with SKIP LOCKED).
 * A job whose replica died expires after its lease and is not run again: the next round polls, and
 * what was found before the death is in the outbox, sent by whichever poll comes next.
 */
export function createJobQueueScheduler(deps: SchedulerDeps, options: JobQueueOptions): Scheduler {
  const now = deps.now ?? Date.now;
  // pg-boss loads only on PostgreSQL, where this queue is used.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const PgBoss = require('pg-boss') as typeof PgBossModule;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    application_name: 'casebot-jobs',
    max: 4,
    maintenanceIntervalSeconds: 60,
    // A finished round stays in the queue's table longer than any interval (a day at most), so the
    // same round is never offered and run twice.
    archiveCompletedAfterSeconds: 2 * 24 * 3600,
    schedule: false,
  });
  boss.on('error', (error: Error) => deps.logger.warn({ err: errorForLog(error) }, 'job queue error'));
  let beats: ReturnType<typeof every>[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  // The last round this replica offered per workspace, with the round's length (a new length numbers rounds
  // anew). A round is offered once by each replica, all of a beat's in one statement: offering every
  // workspace at every beat cost a statement per workspace a beat, most of the database's work at scale.
  // A round that begins before the next beat is offered ahead, to be taken from its start (pg-boss's
  // startAfter): a round taken up to a beat late could still find the last one running, and be skipped.
  const offered = new Map<string, { round: number; intervalMs: number }>();
  const offer = async () => {
    const jobs = [];
    const rounds = new Map<string, { round: number; intervalMs: number }>();
    const at = now();
    for (const { teamId, intervalMs } of await deps.workspaces()) {
      const current = roundOf(teamId, intervalMs, at);
      const next = roundStartOf(teamId, intervalMs, current + 1);
      const last = offered.get(teamId);
      const from = last && last.intervalMs === intervalMs ? Math.max(current, last.round + 1) : current;
      const to = next - at <= deps.tickMs * 1.5 ? current + 1 : current;
      for (let round = from; round <= to; round += 1) {
        const startsAt = Math.max(at, roundStartOf(teamId, intervalMs, round));
        rounds.set(teamId, { round, intervalMs });
        jobs.push({
          name: POLL_QUEUE,
          id: jobIdOf(teamId, intervalMs, round),
          data: { teamId, round, intervalMs },
          ...(startsAt > at ? { startAfter: new Date(startsAt).toISOString() } : {}),
          expireInSeconds: leaseSecondsOf(intervalMs),
          retryLimit: 0,
          // A round not started within two intervals is dropped: a newer one is offered by then.
          keepUntil: new Date(startsAt + Math.max(60_000, intervalMs * 2)).toISOString(),
        });
      }
    }
    if (jobs.length === 0) return;
    await boss.insert(jobs);
    for (const [teamId, round] of rounds) offered.set(teamId, round);
  };

  // Polls mostly wait (on the service, and between paced calls): up to `concurrency` run side by side, so a
  // slow one never holds back the taking of others. The jobs that ended are marked so at the next beat, all
  // in one statement each way (a statement a poll cost as much as the poll's own reads at scale).
  const ended = { completed: [] as string[], failed: [] as string[] };
  const settleJobs = async () => {
    for (const [list, mark] of [
      [ended.completed, (ids: string[]) => boss.complete(POLL_QUEUE, ids)],
      [ended.failed, (ids: string[]) => boss.fail(POLL_QUEUE, ids)],
    ] as const) {
      const ids = list.splice(0);
      if (ids.length === 0) continue;
      try {
        await mark(ids);
      } catch (error) {
        // Kept for the next beat (a job left active would expire as failed after its lease).
        list.push(...ids);
        warned(deps, 'could not mark polls')(error);
      }
    }
  };
  const take = async () => {
    await settleJobs();
    // Until the free places are filled or nothing is waiting: a job passed over frees its place at once.
    for (let free = deps.concurrency - running.size; !stopped && free > 0; free = deps.concurrency - running.size) {
      const jobs = await boss.fetch<PollJob>(POLL_QUEUE, { batchSize: free });
      if (jobs.length === 0) return;
      for (const job of jobs) {
        // A round taken after it ended (the replicas are behind) is passed over: the workspace's next round,
        // already offered, polls it; running every late round in turn would keep them all late.
        const { teamId, round, intervalMs } = job.data;
        if (intervalMs && now() >= roundStartOf(teamId, intervalMs, round + 1)) {
          ended.completed.push(job.id);
          deps.logger.info({ team: teamId, round, result: 'late' }, 'poll');
          continue;
        }
        const run: Promise<void> = runPoll(deps, teamId, round)
          .then((result) => void (result === undefined ? ended.failed : ended.completed).push(job.id))
          .finally(() => running.delete(run));
        running.add(run);
      }
    }
  };

  return {
    async start() {
      await boss.start();
      await boss.createQueue(POLL_QUEUE).catch(() => undefined);
      beats = [
        every(deps.tickMs, offer, warned(deps, 'could not offer polls due')),
        every(500, take, warned(deps, 'could not take polls')),
      ];
    },
    async stop() {
      stopped = true;
      deps.poller.stop();
      await Promise.all(beats.map((beat) => beat.stop()));
      await Promise.all([...running]);
      await settleJobs().catch(warned(deps, 'could not mark polls done'));
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

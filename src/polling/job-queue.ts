import { createHash } from 'node:crypto';
import type PgBossModule from 'pg-boss';
import { every } from '../lib/every';
import { roundOf, runPoll, type Scheduler, type SchedulerDeps, warned } from './scheduler';
import { errorForLog } from '../lib/errors';

const POLL_QUEUE = 'casebot-poll';

interface JobQueueOptions {
  /** The PostgreSQL casebot uses (DATABASE_URL). */
  connectionString: string;
  /** Where pg-boss keeps its tables. */
  schema: string;
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

  const offer = async () => {
    for (const { teamId, intervalMs } of await deps.workspaces()) {
      const round = roundOf(teamId, intervalMs, now());
      await boss.send(
        POLL_QUEUE,
        { teamId, round },
        {
          id: jobIdOf(teamId, intervalMs, round),
          expireInSeconds: leaseSecondsOf(intervalMs),
          retryLimit: 0,
          // A round not started within two intervals is dropped: a newer one is offered by then.
          retentionSeconds: Math.max(60, Math.ceil((intervalMs * 2) / 1000)),
        },
      );
    }
  };

  // Polls mostly wait (on the service, and between paced calls): up to `concurrency` run side by side,
  // each completed on its own, so a slow one never holds back the taking of others.
  const take = async () => {
    const free = deps.concurrency - running.size;
    if (stopped || free <= 0) return;
    const jobs = await boss.fetch<{ teamId: string; round: number }>(POLL_QUEUE, { batchSize: free });
    for (const job of jobs) {
      const run: Promise<void> = runPoll(deps, job.data.teamId, job.data.round)
        .then((result) => (result === undefined ? boss.fail(POLL_QUEUE, job.id) : boss.complete(POLL_QUEUE, job.id)))
        .catch(() => undefined)
        .finally(() => running.delete(run));
      running.add(run);
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
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

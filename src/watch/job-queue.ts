import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import { roundOf, runPoll, type Scheduler, type SchedulerDeps } from './scheduler';

export const POLL_QUEUE = 'casebot-poll';

export interface JobQueueOptions {
  /** The PostgreSQL casebot uses (DATABASE_URL). */
  connectionString: string;
  /** Where pg-boss keeps its tables. */
  schema: string;
  /** A job running longer than this is taken to be lost (its replica died) and is run again. */
  leaseSeconds: number;
}

/** The same job id for a workspace's round on every replica: the queue keeps one, whoever sends it. */
export function jobIdOf(teamId: string, intervalMs: number, round: number): string {
  const hex = createHash('sha256').update(`${teamId}\u0000${intervalMs}\u0000${round}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * PostgreSQL: polls are jobs in pg-boss, shared by every replica. Each replica offers every due round
 * of every workspace with a job id made from the workspace and the round, so the queue holds each
 * round once however many replicas offer it; one replica takes it (pg-boss locks with SKIP LOCKED), and
 * a job whose replica died expires after the lease and is run again by another.
 */
export function createJobQueueScheduler(deps: SchedulerDeps, options: JobQueueOptions): Scheduler {
  const now = deps.now ?? Date.now;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    application_name: 'casebot-jobs',
    max: Math.max(2, deps.concurrency + 1),
    // Expired jobs are found by maintenance: look often enough for the lease to mean something.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(options.leaseSeconds / 2))),
    schedule: false,
  });
  boss.on('error', (error: Error) => deps.logger.warn({ err: error.message }, 'job queue error'));
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  const offer = async () => {
    try {
      for (const { teamId, intervalMs } of await deps.workspaces()) {
        const round = roundOf(teamId, intervalMs, now());
        await boss.send(
          POLL_QUEUE,
          { teamId, round },
          {
            id: jobIdOf(teamId, intervalMs, round),
            expireInSeconds: options.leaseSeconds,
            retryLimit: 2,
            retryDelay: 1,
            // A round not run within its interval is replaced by the next one.
            retentionSeconds: Math.max(60, Math.ceil((intervalMs * 2) / 1000)),
          },
        );
      }
    } catch (error) {
      deps.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'could not offer polls due');
    }
  };

  return {
    async start() {
      await boss.start();
      await boss.createQueue(POLL_QUEUE).catch(() => undefined);
      // Polls mostly wait (on the service, and between paced calls): a few workers each take a batch
      // of due polls and run them side by side.
      const workers = Math.min(4, deps.concurrency);
      const batchSize = Math.max(1, Math.ceil(deps.concurrency / workers));
      for (let i = 0; i < workers; i += 1) {
        await boss.work<{ teamId: string; round: number }>(
          POLL_QUEUE,
          { batchSize, pollingIntervalSeconds: 0.5 },
          async (jobs) => {
            // One poll's failure is its own (logged); the others in the batch complete.
            await Promise.all(
              jobs.map((job) =>
                runPoll(deps, job.data.teamId, job.data.round).catch((error: unknown) =>
                  deps.logger.warn(
                    { team: job.data.teamId, err: error instanceof Error ? error.message : String(error) },
                    'poll failed',
                  ),
                ),
              ),
            );
          },
        );
      }
      timer = setInterval(() => {
        ticking ??= offer().finally(() => {
          ticking = undefined;
        });
      }, deps.tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await ticking;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

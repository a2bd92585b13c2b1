import { z } from 'zod';
import type { ListenerDeps } from '../deps';
import { errorForLog } from '../../spine/errors';

const executionSchema = z.object({ event: z.object({ function_execution_id: z.string().min(1).max(64) }) });

/** How long a function's execution is remembered: Slack's redeliveries come within minutes. */
const REMEMBERED_MS = 15 * 60 * 1000;

/**
 * Whether this is the first delivery of a function's execution: Slack delivers `function_executed`
 * again when it got no answer in time (`X-Slack-Retry-Num`), and only the first, on whichever replica,
 * answers it; a redelivery is acked and dropped with one info line. When the store cannot say, it is
 * answered (a second answer is better than none).
 */
export async function firstDelivery(deps: ListenerDeps, name: string, body: unknown): Promise<boolean> {
  const id = executionSchema.safeParse(body).data?.event.function_execution_id;
  if (!id) return true;
  const first = await deps.hints.claim(`function:${id}`, REMEMBERED_MS).catch(() => true);
  if (!first) deps.logger.info({ name, execution: id }, 'a redelivery of a function already being answered: dropped');
  return first;
}

/**
 * The ack that follows complete/fail. Bolt's receiver answers a function's request itself after 5 s;
 * an ack after that cannot be sent, and says so in the log instead of as an unhandled error.
 */
export async function ackAfter(deps: ListenerDeps, name: string, ack: () => Promise<void>): Promise<void> {
  await ack().catch((error: unknown) =>
    deps.logger.warn({ name, err: errorForLog(error) }, 'the function was answered too late for its ack'),
  );
}

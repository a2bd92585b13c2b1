import { pollCallsSchema, pollIntervalSchema, recentOrderSchema } from '../workspaces/validation';
import type { RecentOrder } from '../workspaces/store';
import { check } from './args';

/** The poll settings given (seconds → ms); none given: kept as they are. */
export function pollOptions(values: { 'poll-interval'?: string; 'poll-calls'?: string; 'default-polling'?: boolean }) {
  if (values['default-polling']) return { pollIntervalMs: null, pollCallsPerMinute: null };
  return {
    ...(values['poll-interval'] !== undefined
      ? { pollIntervalMs: check(pollIntervalSchema, values['poll-interval'], '--poll-interval') * 1000 }
      : {}),
    ...(values['poll-calls'] !== undefined
      ? { pollCallsPerMinute: check(pollCallsSchema, values['poll-calls'], '--poll-calls') }
      : {}),
  };
}

/** `--recent-order updated|submitted|unknown` read (unknown: not known); not given: as it is. */
export function recentOrderOption(given: string | undefined, old: { recentOrder: RecentOrder | null } | undefined) {
  return given !== undefined ? check(recentOrderSchema, given, '--recent-order') : (old?.recentOrder ?? null);
}

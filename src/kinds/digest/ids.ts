import { z } from 'zod';

/** The digest's own ids, each under its name: its buttons, its Change modal and the modal's inputs. */
export const DigestId = {
  /** Its buttons (its confirmation, `/cases digests`, App Home). */
  sendNow: 'digest_send_now',
  change: 'digest_change',
  stop: 'digest_stop',
  /** The Change modal's inputs. */
  search: 'digest_search',
  schedule: 'digest_schedule',
  day: 'digest_day',
  time: 'digest_time',
  quiet: 'digest_quiet',
  /** Change a digest: its search, schedule, time and quietness. */
  modal: 'digest_modal',
} as const;

/** Match a digest's buttons (several digests in one message: each row's index appended). */
export const DIGEST_SEND_NOW = /^digest_send_now(_\d+)?$/;
export const DIGEST_CHANGE = /^digest_change(_\d+)?$/;
export const DIGEST_STOP = /^digest_stop(_\d+)?$/;

/**
 * A channel's digest (Send now, Change, Stop), bound to the workspace; its Change modal also keeps the
 * pressed message's response_url (`r`) and whether it was one digest or the channel's list (`o`), to
 * answer it in place once saved.
 */
export const digestRefSchema = z.strictObject({
  t: z.string().min(1).max(32),
  d: z.uuid(),
  r: z.string().max(1000).optional(),
  o: z.enum(['one', 'list']).optional(),
});

/** Which message a Change was pressed on, and where to answer it. */
export type PressedAt = { r: string; o: 'one' | 'list' };

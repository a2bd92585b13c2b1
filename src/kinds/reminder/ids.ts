import { z } from 'zod';

/** The reminder's own ids, each under its name: its buttons (confirmation, DM, App Home), inputs and modal. */
export const ReminderId = {
  /** Send now, Change, Stop, and all one's cases. */
  sendNow: 'reminder_send_now',
  change: 'reminder_change',
  stop: 'reminder_stop',
  all: 'reminder_all',
  /** The modal's inputs. */
  schedule: 'reminder_schedule',
  day: 'reminder_day',
  time: 'reminder_time',
  empty: 'reminder_empty',
  /** Set up or change one's reminder of one's own cases. */
  modal: 'reminder_modal',
} as const;

/**
 * What the reminder's modal keeps: the workspace, and the pressed message's response_url (`r`) with
 * whether it was the confirmation or the DM (`o`), to answer it once saved.
 */
export const reminderModalSchema = z.strictObject({
  t: z.string().min(1).max(32),
  r: z.string().max(1000).optional(),
  o: z.enum(['one', 'dm']).optional(),
});

/** Which message a Change was pressed on, and where to answer it. */
export type ReminderPressedAt = { r: string; o: 'one' | 'dm' };

import { randomUUID } from 'node:crypto';

// A reminder's notice keys: written here, found by their prefix here.

/** The prefix of every DM a reminder queues. */
export const remindersPrefix = (reminderId: string) => `reminder:${reminderId}:`;

/** A reminder's DM for the time it was due (once), or for a Send now press (once per press). */
export const reminderKey = (reminderId: string, when: Date | { pressed: string }) =>
  `${remindersPrefix(reminderId)}${when instanceof Date ? when.toISOString() : `now-${when.pressed}`}`;

/** The DM saying a reminder ended: each one its own. */
export const reminderEndedKey = () => `reminder-ended:${randomUUID()}`;

/** How a reminder's notices read in delivery's log lines and metrics. */
export const REMINDER_KEYS = [
  { prefix: 'reminder:', name: 'reminder' },
  { prefix: 'reminder-ended:', name: 'ended' },
] as const;

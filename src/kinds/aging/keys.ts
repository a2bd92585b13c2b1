import { randomUUID } from 'node:crypto';

// Aging alerts' notice keys: written here, found by their prefix here.

/** An aging alert in a workspace's round (its first round's summary, one case, or a batch), told once. */
export const agingPostKey = (teamId: string, round: string, what: string) => `aging:${teamId}:${round}:${what}`;

/** A LIKE pattern for every aging alert of a workspace (turned off: those waiting go). */
export const agingPostsLike = (teamId: string) => `aging:${teamId}:%`;

/** A DM saying that a workspace's aging alerts ended: each one its own. */
export const agingEndedKey = () => `aging-ended:${randomUUID()}`;

/** How aging alerts' notices read in delivery's log lines and metrics. */
export const AGING_KEYS = [
  { prefix: 'aging:', name: 'aging' },
  { prefix: 'aging-ended:', name: 'ended' },
] as const;

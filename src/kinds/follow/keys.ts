import { createHash, randomUUID } from 'node:crypto';

// A follow's notice keys: written here, found by their prefix here (stopping a follow removes its queued posts).

/** The prefix of every post a follow queues. */
export const followPostsPrefix = (followId: string) => `follow:${followId}:`;

/** The follow a post's key belongs to; undefined for anything else. */
export const followOfPost = (key: string): string | undefined => /^follow:([^:]+):\d+(?::[0-9a-f]+)?$/.exec(key)?.[1];

/** One new case of a follow, posted once. */
export const followPostKey = (followId: string, caseId: number) => `${followPostsPrefix(followId)}${caseId}`;

/** A change of a followed case (its status and last update as the row said them), posted once. */
export const followChangeKey = (followId: string, caseId: number, what: string) =>
  `${followPostKey(followId, caseId)}:${createHash('sha256').update(what).digest('hex').slice(0, 16)}`;

/** What a follow gathered for a channel that hears from it once per so many minutes (case `0`: no one case). */
export const followGatheredKey = (followId: string, what: string) => followChangeKey(followId, 0, what);

/** A DM saying that follows ended: each one its own. */
export const followsEndedKey = () => `follow-ended:${randomUUID()}`;

/** How a follow's notices read in delivery's log lines and metrics. */
export const FOLLOW_KEYS = [
  { prefix: 'follow:', name: 'follow' },
  { prefix: 'follow-ended:', name: 'ended' },
] as const;

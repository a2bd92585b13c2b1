import { randomUUID } from 'node:crypto';

// A digest's notice keys: written here, found by their prefix here.

/** The prefix of every post a digest queues. */
export const digestPostsPrefix = (digestId: string) => `digest:${digestId}:`;

/** The digest a post's key belongs to; undefined for anything else. */
export const digestOfPost = (key: string): string | undefined => /^digest:([^:]+):/.exec(key)?.[1];

/** A digest's post for the time it was due (once), or for a Send now press (once per press). */
export const digestPostKey = (digestId: string, when: Date | { pressed: string }) =>
  `${digestPostsPrefix(digestId)}${when instanceof Date ? when.toISOString() : `now-${when.pressed}`}`;

/** A DM to a digest's owner (the service refused its search; it ended): each one its own. */
export const digestOwnerKey = () => `digest-owner:${randomUUID()}`;

/** How a digest's notices read in delivery's log lines and metrics. */
export const DIGEST_KEYS = [
  { prefix: 'digest:', name: 'digest' },
  { prefix: 'digest-owner:', name: 'digest' },
] as const;

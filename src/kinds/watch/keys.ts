import { randomUUID } from 'node:crypto';

// A watch's notice keys: written here, found by their prefix here.

/** The prefix of every change a watch tells (how many it told in the last hour). */
export const watchChangesPrefix = (watchId: string) => `watch:${watchId}:`;

/** A watch's change, once per version of the watch: two polls that saw the same change write one notice. */
export const watchChangeKey = (watchId: string, version: number) => `${watchChangesPrefix(watchId)}${version}`;

/** A DM saying that watches ended: each one its own. */
export const watchesEndedKey = () => `ended:${randomUUID()}`;

/** How a watch's notices read in delivery's log lines and metrics. */
export const WATCH_KEYS = [
  { prefix: 'watch:', name: 'watch' },
  { prefix: 'ended:', name: 'ended' },
] as const;

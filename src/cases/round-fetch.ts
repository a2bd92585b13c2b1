import type { CaseDetails } from '../case-api/schemas';
import { estimateBytes, LruCache } from '../lib/lru';

/**
 * One poll round of one workspace, as the case service sees it: a case fetched in it is fetched once per
 * person (the service's user and language), however many of that person's watches and cards show it.
 */
export interface PollRound {
  /** This round's own key (never another round's): what was fetched in it is reused only in it. */
  key: string;
  /** Waits for the call's turn under the workspace's cap, and counts it; only a call made waits. */
  beforeCall: () => Promise<void>;
}

/** Most answers kept for rounds under way, and the most they hold together (bytes, estimated). */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 8 * 1024 * 1024;
/** Kept no longer than this (a round ends well before): what bounds a round that never ends. */
const KEPT_MS = 10 * 60 * 1000;

/**
 * The cases fetched in each round under way, by person and case: the answer the service gave that person
 * in this round. Never another person's answer (the key holds the person), never another round's (a check
 * still reads the service as it is now, once a round), and never a failure (the next check calls again).
 */
export function createRoundFetches(now?: () => number) {
  const kept = new LruCache<{ round: string; details: CaseDetails }>(MAX_ENTRIES, KEPT_MS, now, {
    maxBytes: MAX_BYTES,
    sizeOf: (entry) => estimateBytes(entry.details),
  });
  return {
    async fetch(person: string, caseId: number, round: PollRound, call: () => Promise<CaseDetails>) {
      const key = `${person}\u0000${caseId}`;
      const entry = kept.get(key);
      if (entry && entry.round === round.key) return entry.details;
      await round.beforeCall();
      const details = await call();
      kept.set(key, { round: round.key, details });
      return details;
    },
  };
}

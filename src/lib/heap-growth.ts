import { getHeapStatistics, setFlagsFromString } from 'node:v8';

// How far V8 lets the heap grow past what is live before it collects it all again.
//
// Where V8 may take 2 GB or more (Node gives it about half the memory it sees, a container's limit
// included), it lets the old generation grow to up to four times what a full collection found live:
// fewer collections, more memory. casebot's live heap is small and bounded by design (the admission
// limit, the byte-bounded caches); what fills the rest is garbage: answers from the case service that
// were still in flight at two scavenges, promoted, then dropped. Growing by half of what is live keeps
// the heap near its working set (the memory soak's 60 MB or so of live heap peaked at 370 MB of RSS,
// some 230 MB with this), at the price of more frequent full collections. It is not a limit: a larger
// working set still gets a heap half again its size.
//
// On a smaller heap V8 already holds the growth to 1.3–2 times, and shrinks it further when memory runs
// short or the process is idle; a fixed growth would override that, so it is set only where it is less
// than V8's own ceiling.

/** CASEBOT_HEAP_GROWTH_PERCENT's default. */
export const DEFAULT_HEAP_GROWTH_PERCENT = 50;

const MB = 2 ** 20;

/**
 * The most V8 lets the heap grow for a heap limit of `limitBytes` (V8's heap controller, 64-bit): four
 * times from 2 GB, else from 1.3 times at 256 MB up to 2 times just below 2 GB.
 */
export function v8GrowthCeiling(limitBytes: number): number {
  if (limitBytes >= 2048 * MB) return 4;
  const share = Math.min(Math.max((limitBytes - 256 * MB) / ((2048 - 256) * MB), 0), 1);
  return 1.3 + 0.7 * share;
}

/**
 * The V8 flag for a growth of `percent` on a heap limited to `limitBytes`; undefined when there is none
 * to set (0, or not less than V8's own ceiling there).
 */
export function heapGrowthFlag(percent: number, limitBytes: number): string | undefined {
  if (!Number.isInteger(percent) || percent < 0) {
    throw new RangeError(`heap growth must be a whole percent: ${percent}`);
  }
  if (percent === 0 || 1 + percent / 100 >= v8GrowthCeiling(limitBytes)) return undefined;
  return `--heap-growing-percent=${percent}`;
}

/** The heap's growth in effect (0: V8's own) and the heap limit that decided it, for the start-up line. */
interface HeapGrowth {
  heapGrowthPercent: number;
  heapLimitMb: number;
}

/**
 * Sets the growth for the rest of the process's life where it is less than V8's own ceiling, and says
 * what is in effect. Set after the build's code cache was read: V8 takes a cache only under the flags it
 * was made with.
 */
export function applyHeapGrowth(percent: number): HeapGrowth {
  const limitBytes = getHeapStatistics().heap_size_limit;
  const flag = heapGrowthFlag(percent, limitBytes);
  if (flag) setFlagsFromString(flag);
  return { heapGrowthPercent: flag ? percent : 0, heapLimitMb: Math.round(limitBytes / MB) };
}

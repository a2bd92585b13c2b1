import { setFlagsFromString } from 'node:v8';

// How far V8 lets the heap grow past what is live before it collects it all again.
//
// On a machine where V8 may take 2 GB or more, it lets the old generation grow to up to four times what
// a full collection found live: fewer collections, more memory. casebot's live heap is small and bounded
// by design (the admission limit, the byte-bounded caches); what fills the rest is garbage: answers from
// the case service that were still in flight at two scavenges, promoted, then dropped. Growing by half
// of what is live keeps the heap near its working set (the memory soak's 60 MB or so of live heap peaked
// at 370 MB of RSS, some 230 MB with this), at the price of more frequent full collections. It is not a
// limit: a larger working set still gets a heap half again its size.

/** CASEBOT_HEAP_GROWTH_PERCENT's default. */
export const DEFAULT_HEAP_GROWTH_PERCENT = 50;

/** The V8 flag for a growth of `percent` (0: none, V8 decides as it would). */
export function heapGrowthFlag(percent: number): string | undefined {
  if (!Number.isInteger(percent) || percent < 0)
    throw new RangeError(`heap growth must be a whole percent: ${percent}`);
  return percent === 0 ? undefined : `--heap-growing-percent=${percent}`;
}

/**
 * Sets the growth for the rest of the process's life (0 leaves V8's own). Set after the build's code
 * cache was read: V8 takes a cache only under the flags it was made with.
 */
export function applyHeapGrowth(percent: number): void {
  const flag = heapGrowthFlag(percent);
  if (flag) setFlagsFromString(flag);
}

interface LruBytesBound<V> {
  /** Most the entries may hold together, by `sizeOf`'s estimate; an entry larger than this is not kept. */
  maxBytes: number;
  sizeOf: (value: V) => number;
}

/**
 * A small LRU map with an optional lifetime per entry, bounded by its number of entries and, when
 * given, by an estimate of the bytes its values hold (a few large values must not fill the memory).
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; until: number; bytes: number }>();
  private totalBytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
    private readonly bytes?: LruBytesBound<V>,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-insert: Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.remove(key);
    if (this.ttlMs <= 0 || this.maxEntries <= 0) return;
    const bytes = this.bytes ? this.bytes.sizeOf(value) : 0;
    if (this.bytes && bytes > this.bytes.maxBytes) return;
    this.entries.set(key, { value, until: this.now() + this.ttlMs, bytes });
    this.totalBytes += bytes;
    while (this.entries.size > this.maxEntries || (this.bytes && this.totalBytes > this.bytes.maxBytes)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  delete(key: string): void {
    this.remove(key);
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  /** The estimated bytes held (0 without a bytes bound). */
  get byteSize(): number {
    return this.totalBytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/**
 * A rough estimate of the heap a JSON-like value holds: two bytes a string character (the worst case of
 * V8's strings), eight a number, and a fixed overhead an object, array and property. It errs high.
 */
export function estimateBytes(value: unknown): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return 8;
  if (value instanceof Date) return 32;
  if (Array.isArray(value)) {
    let total = 32 + 8 * value.length;
    for (const item of value) total += estimateBytes(item);
    return total;
  }
  if (typeof value === 'object') {
    let total = 32;
    // Walked without making a pair for every property (a case's hundreds of notes).
    for (const key in value) {
      if (Object.hasOwn(value, key)) total += 16 + key.length + estimateBytes((value as Record<string, unknown>)[key]);
    }
    return total;
  }
  return 8;
}

/** Runs `work` once for concurrent callers with the same key; all of them get its result. */
export class SingleFlight {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const started = work().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }
}

/**
 * A memo for answers cheap to redo that come back often (a date's text, a message's words, a base URL's
 * verdict): `remember(key, make)` gives what `make` gave for that key before, else calls it. At most
 * `max` kept: when full, all are forgotten at once (cheaper than an LRU's bookkeeping on every hit).
 * An answer may be undefined.
 */
export function clearingMemo<V>(max: number): (key: string, make: () => V) => V {
  const kept = new Map<string, V>();
  return (key, make) => {
    const known = kept.get(key);
    if (known !== undefined || kept.has(key)) return known as V;
    const made = make();
    if (kept.size >= max) kept.clear();
    kept.set(key, made);
    return made;
  };
}

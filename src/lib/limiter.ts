/**
 * At most `max` pieces of work at once; the rest wait their turn, first come first served. A wait
 * ends early when its signal aborts (rejecting with the signal's reason), and then takes no turn.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** Work that ran without a turn, its wait over (runWithin). */
  overflowed = 0;

  constructor(private readonly max: number) {}

  /** Work under way and waiting, for tests and metrics. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /**
   * Runs `work` in its turn, or after `maxWaitMs` without one (over the limit): for work that must start
   * by a deadline, such as an answer Slack waits 3 s for. Most of the time there is no wait, and no timer.
   */
  async runWithin<T>(work: () => Promise<T>, maxWaitMs: number): Promise<T> {
    try {
      await this.acquire(this.active < this.max ? undefined : AbortSignal.timeout(maxWaitMs));
    } catch {
      this.overflowed += 1;
      return work();
    }
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private release(): void {
    // The turn passes to the first who waits, or is given back.
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.active < this.max) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const go = () => {
        signal?.removeEventListener('abort', giveUp);
        resolve();
      };
      const giveUp = () => {
        const index = this.waiting.indexOf(go);
        if (index >= 0) this.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      this.waiting.push(go);
      signal?.addEventListener('abort', giveUp, { once: true });
    });
  }
}

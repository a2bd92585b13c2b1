/** Counts the replies still being worked on after their ack, so a shutdown can wait for them. */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
    return work;
  }

  get size(): number {
    return this.running.size;
  }

  /** Resolves when every tracked reply has finished, or after `timeoutMs`; true when all finished. */
  async drain(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const all = Promise.allSettled([...this.running]).then(() => true);
    const finished = await Promise.race([all, timeout]);
    clearTimeout(timer);
    return finished;
  }
}

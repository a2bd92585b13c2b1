import { Limiter } from '../../src/lib/limiter';

/** A piece of work that ends when the test says so. */
function held() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('Limiter', () => {
  it('runs at most max at once, and the rest first come first served', async () => {
    const limiter = new Limiter(2);
    const started: number[] = [];
    const works = Array.from({ length: 5 }, () => held());
    const runs = works.map((work, i) =>
      limiter.run(async () => {
        started.push(i);
        await work.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.load).toEqual({ active: 2, waiting: 3 });
    works[1]?.release();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const work of works) work.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });

  it('gives the turn on when a piece of work fails', async () => {
    const limiter = new Limiter(1);
    const failing = limiter.run(async () => {
      throw new Error('boom');
    });
    const next = limiter.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });

  it('ends a wait whose signal aborts, with its reason, and the waiting one takes no turn', async () => {
    const limiter = new Limiter(1);
    const first = held();
    const running = limiter.run(() => first.done);
    const controller = new AbortController();
    let ran = false;
    const waiting = limiter.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort(new Error('out of time'));
    await expect(waiting).rejects.toThrow('out of time');
    expect(limiter.load).toEqual({ active: 1, waiting: 0 });
    first.release();
    await running;
    expect(ran).toBe(false);
    expect(limiter.load).toEqual({ active: 0, waiting: 0 });
  });
});

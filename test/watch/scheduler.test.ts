import { Writable } from 'node:stream';
import { createLogger } from '../../src/logging';
import { createTimerScheduler } from '../../src/polling/scheduler';
import type { Poller } from '../../src/polling/poller';
import { waitUntil } from '../helpers/wait';

// The in-process scheduler (SQLite), with a clock the test moves and a poller that only counts.
describe('the timer scheduler', () => {
  it('polls a workspace whose round length changes at the new length at once (half rounds on and off)', async () => {
    let clock = Date.UTC(2026, 10, 27, 12, 0, 0);
    let intervalMs = 20_000;
    const polls: number[] = [];
    const poller = { poll: async () => (polls.push(clock), 'polled'), deliver: async () => undefined, stop() {} };
    const scheduler = createTimerScheduler({
      poller: poller as unknown as Poller,
      workspaces: async () => [{ teamId: 'T0ACME', intervalMs }],
      logger: createLogger('silent', new Writable({ write: (_c, _e, done) => done() })),
      tickMs: 10,
      concurrency: 4,
      now: () => clock,
    });
    await scheduler.start();
    try {
      await waitUntil('the first poll', () => polls.length === 1);
      // Half rounds (the detector on): the next half round comes within 10 s.
      intervalMs = 10_000;
      clock += 10_000;
      await waitUntil('a half round', () => polls.length === 2);
      // Back to whole rounds (the order set to not known): a round number smaller than the last half one's.
      intervalMs = 20_000;
      clock += 20_000;
      await waitUntil('a whole round after the half ones', () => polls.length === 3);
      clock += 20_000;
      await waitUntil('the next whole round', () => polls.length === 4);
    } finally {
      await scheduler.stop();
    }
  });
});

/**
 * Runs `work` every `ms`, never two runs at once (a run still going when the next is due skips that
 * beat); the timer does not hold the process open. A failure goes to `onError` and the next beat runs.
 * `stop()` clears the timer and waits for the run under way.
 */
export function every(ms: number, work: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= work()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}

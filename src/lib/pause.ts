/**
 * Waits `ms`, holding nothing open: a process that is done (a shutdown, a test's end) does not wait for a
 * pause between two posts or two calls; what was paused is still in the outbox or asked again.
 */
export const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

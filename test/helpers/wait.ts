/** Waits until `ready()` holds, checking every 25 ms; fails naming `what` after `timeoutMs`. */
export async function waitUntil(what: string, ready: () => boolean, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

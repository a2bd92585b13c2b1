/**
 * Work to do soon, per key: whoever queues it says so (`soon`), whoever does it listens (`listen`). It lets
 * a part built early (the use cases that queue notices) wake one built later (the poller that delivers
 * them) without either being filled in after it is built. Said before anyone listens, it is dropped: the
 * next round does the work anyway.
 */
export function createSoon() {
  const listeners: ((key: string) => void)[] = [];
  return {
    soon: (key: string): void => {
      for (const listener of listeners) listener(key);
    },
    listen: (listener: (key: string) => void): void => {
      listeners.push(listener);
    },
  };
}

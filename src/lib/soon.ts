/**
 * Work to do soon, per key: whoever queues it says so (`soon`), whoever does it listens (`listen`). It lets
 * a part built early (the use cases that queue notices) wake one built later (the poller that delivers
 * them) without either being filled in after it is built. What is said before anyone listens is kept
 * (each key once) and handed to the first listener as it attaches: nothing said is lost.
 */
export function createSoon() {
  const listeners: ((key: string) => void)[] = [];
  const waiting = new Set<string>();
  return {
    soon: (key: string): void => {
      if (listeners.length === 0) waiting.add(key);
      for (const listener of listeners) listener(key);
    },
    listen: (listener: (key: string) => void): void => {
      listeners.push(listener);
      for (const key of waiting) listener(key);
      waiting.clear();
    },
  };
}

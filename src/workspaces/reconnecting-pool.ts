import type pgModule from 'pg';

// A connection the server dropped (a restart, a failover, an idle reaper) can still be handed out by the
// pool in the moment before its client hears of it. A statement that cannot have done anything is then
// sent again once on a fresh connection: a read outside a transaction, or the `begin` that opens one.
// Anything else (a write, a statement inside a transaction) fails as it did: it may have been done.

/** The errors that say the connection itself is gone, not the statement. */
const LOST = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE']);

export function connectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && LOST.has(code)) return true;
  return /Connection terminated|not queryable|terminating connection/i.test(error.message);
}

/**
 * A statement that cannot have changed anything when its connection was found gone: a plain select (a
 * `with` may hide a write), or the begin of a transaction.
 */
const sendAgain = (text: string) => /^\s*(select|begin|start\s+transaction)\b/i.test(text);

/** What Kysely's Postgres driver uses of a pool and of the clients it hands out. */
interface PoolLike {
  connect(): Promise<pgModule.PoolClient>;
  end(): Promise<void>;
}

/**
 * The pool as Kysely reaches it: each client it hands out sends a statement that could not have done
 * anything once more on a fresh connection when the first turns out to be gone.
 */
export function reconnectingPool(pool: pgModule.Pool): PoolLike {
  return {
    end: () => pool.end(),
    async connect() {
      // While a client is handed out, the pool does not listen for its connection's errors: dropped then,
      // it would end the process. Heard here, its next statement finds it gone (and is sent again, above).
      let lost: Error | undefined;
      const onLost = (error: Error) => {
        lost = error;
      };
      const take = async () => {
        const taken = await pool.connect();
        lost = undefined;
        taken.on('error', onLost);
        return taken;
      };
      const give = (given: pgModule.PoolClient, error?: Error | boolean) => {
        given.removeListener('error', onLost);
        given.release(error ?? lost);
      };
      let client = await take();
      let inTransaction = false;
      const query = async (text: unknown, values?: unknown) => {
        // A cursor or another submittable goes as it is.
        if (typeof text !== 'string') return client.query(text as never, values as never);
        const opens = /^\s*(begin|start\s+transaction)\b/i.test(text);
        const closes = /^\s*(commit|rollback|end)\b/i.test(text);
        try {
          const result = await client.query(text, values as unknown[]);
          if (opens) inTransaction = true;
          if (closes) inTransaction = false;
          return result;
        } catch (error) {
          if (closes) inTransaction = false;
          if (inTransaction || !sendAgain(text) || !connectionLost(error)) throw error;
          // The pool drops the dead client (released with its error) and hands out another.
          give(client, error as Error);
          client = await take();
          const result = await client.query(text, values as unknown[]);
          if (opens) inTransaction = true;
          return result;
        }
      };
      const release = (error?: Error | boolean) => give(client, error);
      return { query, release } as unknown as pgModule.PoolClient;
    },
  };
}

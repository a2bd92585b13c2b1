import type { Kysely } from 'kysely';
import type { Database } from './database';

/**
 * What casebot tells someone at most once in a while (the unfurl hint of someone not linked: once a
 * day), on every replica and across restarts: the first to claim a hint in its window tells it.
 */
export function createHints(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    /** True for the one caller that may tell `key` now (none told it within `windowMs`). */
    async claim(key: string, windowMs: number): Promise<boolean> {
      const at = now();
      const expired = new Date(at.getTime() - windowMs).toISOString();
      const result = await db
        .insertInto('hints')
        .values({ hint_key: key, hinted_at: at.toISOString() })
        .onConflict((oc) =>
          oc.column('hint_key').doUpdateSet({ hinted_at: at.toISOString() }).where('hints.hinted_at', '<', expired),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type Hints = ReturnType<typeof createHints>;

import type { Kysely } from 'kysely';
import type { Database } from './database';
import { guardStore } from './store-errors';

/** A response_url works for 30 minutes: a claim older than that can guard nothing, and is removed. */
const CLAIM_LIFETIME_MS = 60 * 60 * 1000;

type ShareClaim = { won: true } | { won: false; sharedBy: string; channelId: string | null; at: Date };

/**
 * Who shared a card first. Two presses of the same Share button (a double click, a retry, two replicas)
 * race to insert the same key: the database lets exactly one win.
 */
export interface ShareClaims {
  claim(key: string, sharedBy: string, channelId: string | undefined): Promise<ShareClaim>;
  /** The share did not happen after all (the post failed): the button may be pressed again. */
  release(key: string): Promise<void>;
}

export function createShareClaims(db: Kysely<Database>, now: () => number = Date.now): ShareClaims {
  const claims: ShareClaims = {
    async claim(key, sharedBy, channelId) {
      const at = new Date(now());
      await db
        .deleteFrom('share_claims')
        .where('created_at', '<', new Date(at.getTime() - CLAIM_LIFETIME_MS).toISOString())
        .execute();
      const inserted = await db
        .insertInto('share_claims')
        .values({ claim_key: key, shared_by: sharedBy, channel_id: channelId ?? null, created_at: at.toISOString() })
        .onConflict((oc) => oc.column('claim_key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { won: true };
      const first = await db
        .selectFrom('share_claims')
        .select(['shared_by', 'channel_id', 'created_at'])
        .where('claim_key', '=', key)
        .executeTakeFirst();
      // Released between the two statements: this press may go ahead.
      if (!first) return claims.claim(key, sharedBy, channelId);
      return { won: false, sharedBy: first.shared_by, channelId: first.channel_id, at: new Date(first.created_at) };
    },
    async release(key) {
      await db.deleteFrom('share_claims').where('claim_key', '=', key).execute();
    },
  };
  return guardStore('share_claims', claims, () => false);
}

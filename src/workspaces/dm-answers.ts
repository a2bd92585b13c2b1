import type { Kysely } from 'kysely';
import type { Database } from './database';
import { guardStore } from './store-errors';

/** A claim not marked answered this long after it was made may be taken by a redelivery (its replica died). */
const ANSWER_WITHIN_MS = 60_000;
/** Claims are kept a day: Slack redelivers an event within minutes. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** One direct message: its workspace, its DM and its ts. */
export interface DmKey {
  teamId: string;
  channelId: string;
  ts: string;
}

/**
 * Who answers a direct message: the first delivery of it to claim it (the database lets exactly one win,
 * whichever replica). A redelivery (Slack's retry, the same event twice) finds it claimed and is quiet,
 * unless the claim was made a minute ago and never answered: then the redelivery answers it.
 */
export interface DmAnswers {
  claim(key: DmKey): Promise<boolean>;
  answered(key: DmKey): Promise<void>;
}

export function createDmAnswers(db: Kysely<Database>, now: () => number = Date.now): DmAnswers {
  const where = (key: DmKey) =>
    db
      .updateTable('dm_answers')
      .where('team_id', '=', key.teamId)
      .where('channel_id', '=', key.channelId)
      .where('message_ts', '=', key.ts);
  const answers: DmAnswers = {
    async claim(key) {
      const at = now();
      await db
        .deleteFrom('dm_answers')
        .where('claimed_at', '<', new Date(at - KEPT_MS).toISOString())
        .execute();
      const inserted = await db
        .insertInto('dm_answers')
        .values({
          team_id: key.teamId,
          channel_id: key.channelId,
          message_ts: key.ts,
          claimed_at: new Date(at).toISOString(),
        })
        .onConflict((oc) => oc.columns(['team_id', 'channel_id', 'message_ts']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
      // Claimed and left unanswered for a minute: taken over by one redelivery (the claim's time moves on).
      const taken = await where(key)
        .set({ claimed_at: new Date(at).toISOString() })
        .where('answered_at', 'is', null)
        .where('claimed_at', '<', new Date(at - ANSWER_WITHIN_MS).toISOString())
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },
    async answered(key) {
      await where(key)
        .set({ answered_at: new Date(now()).toISOString() })
        .execute();
    },
  };
  return guardStore('dm_answers', answers, () => false);
}

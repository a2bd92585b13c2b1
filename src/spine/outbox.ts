import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../workspaces/database';
import { newReference } from '../lib/reference';
import type { UpstreamCall } from '../lib/request-context';
import { createSlackHolds } from './slack-holds';

/** A message waiting to go out (to a person's DM, or a channel), rendered when its change was seen. */
export interface Notice {
  id: string;
  teamId: string;
  slackUserId: string | null;
  channelId: string | null;
  /** What it is about (its dedupe key): a change told, a post, an ending. */
  key: string;
  message: { text: string; blocks: unknown[] };
  attempts: number;
  claimedAt: Date | null;
  /** The handle of the work that queued it: its delivery's log line carries it. */
  ref: string;
  /** The calls to the case service made to compose it (as the person it acts as). */
  upstream: UpstreamCall[];
  /** Post (a thread reply with `targetTs`), update the message `targetTs`, set the topic, rewrite the canvas `targetTs`. */
  action: NoticeAction;
  targetTs: string | null;
  /** A thread reply also shown in the channel. */
  broadcast: boolean;
  /** Sent before, and Slack's answer never came: it may have landed. */
  inDoubt: boolean;
}

type NoticeAction = 'post' | 'update' | 'topic' | 'canvas';

export type NoticeInput = Pick<Notice, 'slackUserId' | 'channelId' | 'message'> & {
  dedupeKey: string;
  ref?: string;
  upstream?: UpstreamCall[];
  action?: NoticeAction;
  targetTs?: string;
  broadcast?: boolean;
  /** Not sent before this time (what was read ahead of its time goes out at it). */
  notBefore?: Date;
};

/**
 * The outbox: what casebot has to tell people and channels, written in the same transaction as the change
 * that caused it, and sent once. A notice is owned by whoever claimed it last (a claim older than the
 * lease may be taken over by another poll). Slack's holds (its Retry-After, per method and conversation)
 * are kept beside it.
 */
export function createOutbox(db: Kysely<Database>, now: () => Date) {
  const iso = () => now().toISOString();
  return {
    // Slack's Retry-After, held for every replica beside the notices it holds back.
    ...createSlackHolds(db, now),
    async queueNotice(teamId: string, notice: NoticeInput): Promise<void> {
      await queueNoticeIn(db, teamId, notice, iso());
    },

    /**
     * Notices of a workspace not sent yet (and not held back by Slack's Retry-After), in turns across
     * everyone waiting: each person's or channel's oldest first, then everyone's second, so a burst for a
     * few cannot fill the read and leave the rest waiting.
     */
    async pendingNotices(teamId: string, limit = 200): Promise<Notice[]> {
      const ranked = db
        .selectFrom('notices')
        .selectAll()
        .select(
          sql<number>`row_number() over (partition by coalesce(channel_id, slack_user_id) order by created_at, id)`.as(
            'turn',
          ),
        )
        .where('team_id', '=', teamId)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('not_before', 'is', null), eb('not_before', '<=', iso())]));
      const rows = await db
        .selectFrom(ranked.as('ranked'))
        .selectAll()
        .orderBy('turn')
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        teamId: r.team_id,
        slackUserId: r.slack_user_id,
        channelId: r.channel_id,
        key: r.dedupe_key,
        attempts: r.attempts,
        claimedAt: r.claimed_at ? new Date(r.claimed_at) : null,
        action: r.action === 'update' || r.action === 'topic' || r.action === 'canvas' ? r.action : 'post',
        targetTs: r.target_ts,
        broadcast: r.broadcast === 1,
        inDoubt: r.in_doubt === 1,
        ...parseMessage(r.message),
      }));
    },

    /** Notices waiting in every workspace, and how long the oldest has waited (the metrics' gauges). */
    async outboxStats(): Promise<{ pending: number; oldestAgeSeconds: number }> {
      const row = await db
        .selectFrom('notices')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      const oldest = row.oldest ? Date.parse(String(row.oldest)) : NaN;
      return {
        pending: Number(row.n),
        oldestAgeSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now().getTime() - oldest) / 1000),
      };
    },

    /** How many notices whose key starts with `prefix` were queued since `since` (how many DMs one subscription sent in the hour). */
    async queuedSince(teamId: string, prefix: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('notices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('team_id', '=', teamId)
        .where('dedupe_key', 'like', `${prefix}%`)
        .where('created_at', '>=', since.toISOString())
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Takes a notice to send: true when this caller holds it (nobody does, or a claim older than `leaseMs`). */
    async claimNotice(notice: Notice, leaseMs: number): Promise<boolean> {
      const expired = new Date(now().getTime() - leaseMs).toISOString();
      const result = await db
        .updateTable('notices')
        .set({ claimed_at: iso(), attempts: notice.attempts + 1 })
        .where('id', '=', notice.id)
        .where('sent_at', 'is', null)
        .where('attempts', '=', notice.attempts)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', expired)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Gives a claimed notice back untried (its turn did not come in this poll, or Slack said to wait):
     * not counted as an attempt, and not sent before `notBefore` when given. Whether it may have landed
     * stays as it was.
     */
    async releaseNotice(notice: Notice, notBefore?: Date): Promise<void> {
      await db
        .updateTable('notices')
        .set({ claimed_at: null, attempts: notice.attempts, not_before: notBefore ? notBefore.toISOString() : null })
        .where('id', '=', notice.id)
        .where('sent_at', 'is', null)
        .execute();
    },

    /**
     * A notice is about to be sent (`true`; its claim is renewed, so the lease counts from the send), or
     * Slack answered that it did not take it (`false`): until then, a process that dies or a Slack that
     * never answers leaves it in doubt, and it is not sent again before Slack has been asked whether it
     * landed.
     */
    async setInDoubt(noticeId: string, inDoubt: boolean): Promise<void> {
      await db
        .updateTable('notices')
        .set(inDoubt ? { in_doubt: 1, claimed_at: iso() } : { in_doubt: 0 })
        .where('id', '=', noticeId)
        .execute();
    },

    async markSent(noticeId: string, slackTs: string | null): Promise<void> {
      await db.updateTable('notices').set({ sent_at: iso(), slack_ts: slackTs }).where('id', '=', noticeId).execute();
    },

    /** Gives up on a notice Slack will not take (the person left, the channel is gone): kept as sent, without a ts. */
    dropNotice(noticeId: string): Promise<void> {
      return this.markSent(noticeId, null);
    },

    /** Gives up on everything a workspace still had to tell (casebot was uninstalled: Slack would refuse it). */
    async dropPending(teamId: string): Promise<void> {
      await db
        .updateTable('notices')
        .set({ sent_at: iso(), slack_ts: null })
        .where('team_id', '=', teamId)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** Forgets a workspace's notices sent before `before` (the outbox keeps a week for inquiries). */
    async pruneNotices(teamId: string, before: Date): Promise<number> {
      const result = await db
        .deleteFrom('notices')
        .where('team_id', '=', teamId)
        .where('sent_at', 'is not', null)
        .where('sent_at', '<', before.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** Queues a notice in a transaction (or not); a second one with the same key is not written. */
export async function queueNoticeIn(
  trx: Kysely<Database>,
  teamId: string,
  notice: NoticeInput,
  at: string,
): Promise<boolean> {
  const result = await trx
    .insertInto('notices')
    .values({
      id: randomUUID(),
      team_id: teamId,
      dedupe_key: notice.dedupeKey,
      slack_user_id: notice.slackUserId,
      channel_id: notice.channelId,
      // What it was composed with travels with it, for its delivery's one log line.
      message: JSON.stringify({
        ...notice.message,
        ref: notice.ref ?? newReference(),
        upstream: notice.upstream ?? [],
      }),
      attempts: 0,
      created_at: at,
      action: notice.action ?? null,
      target_ts: notice.targetTs ?? null,
      broadcast: notice.broadcast ? 1 : 0,
      in_doubt: 0,
      ...(notice.notBefore ? { not_before: notice.notBefore.toISOString() } : {}),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

function parseMessage(raw: string): Pick<Notice, 'message' | 'ref' | 'upstream'> {
  try {
    const parsed = JSON.parse(raw) as { text?: unknown; blocks?: unknown; ref?: unknown; upstream?: unknown };
    return {
      message: {
        text: typeof parsed.text === 'string' ? parsed.text : '',
        blocks: Array.isArray(parsed.blocks) ? parsed.blocks : [],
      },
      ref: typeof parsed.ref === 'string' ? parsed.ref : '',
      upstream: Array.isArray(parsed.upstream) ? (parsed.upstream as UpstreamCall[]) : [],
    };
  } catch {
    return { message: { text: '', blocks: [] }, ref: '', upstream: [] };
  }
}

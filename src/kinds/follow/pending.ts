import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../workspaces/database';
import type { GatheredItem } from './gathered-blocks';
import { type NoticeInput, queueNoticeIn } from '../../spine/outbox';

/** What waits to be told of one case in a channel that gathers a follow's posts, and when it was found. */
export type PendingItem = GatheredItem & { at: string };

const pendingSchema = z.object({
  n: z.number().int(),
  s: z.string(),
  w: z.enum(['new', 'closed', 'status', 'notes']),
  f: z.string().optional(),
  t: z.string(),
  a: z.string(),
});

/** What waits, as kept (the subject and statuses cut so that it fits its column). */
function write(item: PendingItem): string {
  const from = item.from === undefined ? {} : { f: item.from.slice(0, 100) };
  return JSON.stringify({
    n: item.caseNumber,
    s: item.subject.slice(0, 300),
    w: item.what,
    ...from,
    t: item.to.slice(0, 100),
    a: item.at,
  });
}

function read(caseId: number, raw: string | null): PendingItem | undefined {
  if (!raw) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const p = pendingSchema.safeParse(json);
  if (!p.success) return undefined;
  return {
    caseId,
    caseNumber: p.data.n,
    subject: p.data.s,
    what: p.data.w,
    from: p.data.f,
    to: p.data.t,
    at: p.data.a,
  };
}

/**
 * What now waits of a case, from what waited before and what was found now: a new case stays new (with
 * its newest subject and status), a change keeps the status the channel last heard of (from), a change of
 * status outranks new activity.
 */
export function mergePending(waiting: string | null, found: PendingItem): string {
  const before = read(found.caseId, waiting);
  if (!before) return write(found);
  const what = before.what === 'new' ? 'new' : found.what === 'notes' ? before.what : found.what;
  return write({ ...found, what, from: what === 'new' ? undefined : (before.from ?? found.from), at: before.at });
}

/**
 * A gathering follow's post: what waits of its cases, told in one post and cleared, with the follow's
 * `posted_at` moved, in one write; only by whoever finds `posted_at` as it was read (replicas post once).
 * False, and nothing written, when nothing waits or another replica posted first.
 */
export function createFollowPending(db: Kysely<Database>, iso: () => string) {
  return {
    async takePending(
      follow: { id: string; teamId: string; postedAt?: Date | null | undefined },
      post: (items: PendingItem[]) => NoticeInput | undefined,
    ): Promise<boolean> {
      // Nothing waits for nearly every follow on every poll: asked first, without a transaction.
      const waiting = await db
        .selectFrom('follow_seen')
        .select('case_id')
        .where('follow_id', '=', follow.id)
        .where('pending', 'is not', null)
        .limit(1)
        .execute();
      if (waiting.length === 0) return false;
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('follow_seen')
          .select(['case_id', 'pending'])
          .where('follow_id', '=', follow.id)
          .where('pending', 'is not', null)
          .execute();
        const items = rows.flatMap((r) => read(r.case_id, r.pending) ?? []).sort((a, b) => a.at.localeCompare(b.at));
        if (rows.length === 0) return false;
        let claim = trx.updateTable('follows').set({ posted_at: iso() }).where('id', '=', follow.id);
        claim = follow.postedAt
          ? claim.where('posted_at', '=', follow.postedAt.toISOString())
          : claim.where('posted_at', 'is', null);
        if (Number((await claim.executeTakeFirst()).numUpdatedRows) === 0) return false;
        await trx
          .updateTable('follow_seen')
          .set({ pending: null })
          .where('follow_id', '=', follow.id)
          .where('pending', 'is not', null)
          .execute();
        const notice = items.length > 0 ? post(items) : undefined;
        if (notice) await queueNoticeIn(trx, follow.teamId, notice, iso());
        return true;
      });
    },
  };
}

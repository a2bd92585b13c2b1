import { type Kysely, sql } from 'kysely';
import { prepared } from './prepared';
import type { Database } from './database';
import { guardStore } from './store-errors';
import { type AdminData, createAdminData } from './admin-data';

export type { AccessRequest, AdminData, AuditEntry } from './admin-data';

/** How many cases a person's App Home remembers. */
export const RECENT_CASES = 20;

export interface RecentCase {
  caseId: string;
  caseNumber: string;
  subject: string;
  viewedAt: Date;
}

/** What App Home keeps: recent cases per person, casebot admins, access requests and the audit trail. */
export interface HomeData extends AdminData {
  /**
   * Remembers that a person opened a case; keeps their last RECENT_CASES. Views are written together a
   * moment later (and before any read of them, and at shutdown with flush()).
   */
  recordView(teamId: string, slackUserId: string, viewed: Omit<RecentCase, 'viewedAt'>): Promise<void>;
  /** Writes the views recorded and not written yet. */
  flush(): Promise<void>;
  recentCases(teamId: string, slackUserId: string): Promise<RecentCase[]>;
}

interface HomeDataOptions {
  now?: () => Date;
  /** How long recorded views wait to be written together. */
  flushMs?: number;
  /** Told when a batch of recorded views could not be written (they are dropped: the Home shows less). */
  onFlushError?: (error: unknown, views: number) => void;
}

type PendingView = Omit<RecentCase, 'viewedAt'> & { teamId: string; slackUserId: string; viewedAt: Date };

export function createHomeData(db: Kysely<Database>, options: HomeDataOptions = {}): HomeData {
  const now = options.now ?? (() => new Date());
  const pending = new Map<string, PendingView>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  type ViewRow = Record<'teamId' | 'slackUserId' | 'caseId' | 'caseNumber' | 'subject' | 'at', string>;
  const text = (value: string) => sql<string>`cast(${value} as varchar(300))`;
  // Only for someone casebot still serves there (linked, or the workspace has a default user): a view
  // written after its person was unlinked, or its workspace removed, is dropped.
  const upsert = prepared((v: ViewRow) =>
    db
      .insertInto('recent_cases')
      .columns(['team_id', 'slack_user_id', 'case_id', 'case_number', 'subject', 'viewed_at'])
      .expression((eb) =>
        eb
          .selectFrom('workspaces')
          .select([
            text(v.teamId).as('team_id'),
            text(v.slackUserId).as('slack_user_id'),
            text(v.caseId).as('case_id'),
            text(v.caseNumber).as('case_number'),
            text(v.subject).as('subject'),
            text(v.at).as('viewed_at'),
          ])
          .where('workspaces.team_id', '=', v.teamId)
          .where((w) =>
            w.or([
              w('workspaces.default_user_name', 'is not', null),
              w.exists(
                w
                  .selectFrom('user_links')
                  .select('user_links.slack_user_id')
                  .where('user_links.team_id', '=', v.teamId)
                  .where('user_links.slack_user_id', '=', v.slackUserId),
              ),
            ]),
          ),
      )
      .onConflict((oc) =>
        oc
          .columns(['team_id', 'slack_user_id', 'case_id'])
          .doUpdateSet({ viewed_at: v.at, subject: v.subject, case_number: v.caseNumber }),
      ),
  );
  const prune = prepared((p: Record<'teamId' | 'slackUserId', string>) =>
    db
      .deleteFrom('recent_cases')
      .where('team_id', '=', p.teamId)
      .where('slack_user_id', '=', p.slackUserId)
      .where('case_id', 'not in', (eb) =>
        eb
          .selectFrom('recent_cases')
          .select('case_id')
          .where('team_id', '=', p.teamId)
          .where('slack_user_id', '=', p.slackUserId)
          .orderBy('viewed_at', 'desc')
          .orderBy('case_id')
          .limit(RECENT_CASES),
      ),
  );

  /** Upserts the views, then keeps each person's newest RECENT_CASES: one transaction for the batch. */
  async function writeViews(batch: PendingView[]) {
    await db.transaction().execute(async (trx) => {
      for (const view of batch) {
        const { teamId, slackUserId, caseId, caseNumber, subject } = view;
        await upsert(trx, { teamId, slackUserId, caseId, caseNumber, subject, at: view.viewedAt.toISOString() });
      }
      const people = new Map(batch.map((v) => [`${v.teamId}\u0000${v.slackUserId}`, v]));
      for (const { teamId, slackUserId } of people.values()) await prune(trx, { teamId, slackUserId });
    });
  }

  const data: HomeData = {
    recordView(teamId, slackUserId, viewed) {
      pending.set(`${teamId}\u0000${slackUserId}\u0000${viewed.caseId}`, {
        teamId,
        slackUserId,
        ...viewed,
        subject: viewed.subject.slice(0, 300),
        viewedAt: now(),
      });
      // Written together, a moment later: one transaction for many cards, off each reply's path.
      timer ??= setTimeout(() => {
        void data.flush().catch(() => undefined);
      }, options.flushMs ?? 500);
      timer.unref?.();
      return Promise.resolve();
    },

    async flush() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending.clear();
      try {
        await writeViews(batch);
      } catch (error) {
        options.onFlushError?.(error, batch.length);
        throw error;
      }
    },

    async recentCases(teamId, slackUserId) {
      // What was opened a moment ago is on the Home too.
      await data.flush();
      const rows = await db
        .selectFrom('recent_cases')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .orderBy('viewed_at', 'desc')
        .orderBy('case_id')
        .limit(RECENT_CASES)
        .execute();
      return rows.map((r) => ({
        caseId: r.case_id,
        caseNumber: r.case_number,
        subject: r.subject,
        viewedAt: new Date(r.viewed_at),
      }));
    },

    ...createAdminData(db, now),
  };
  return guardStore('home', data, () => false);
}

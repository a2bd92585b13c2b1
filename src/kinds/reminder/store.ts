import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_WEEKDAY, type Schedule, type Timing } from '../../cases/schedule';
import type { NoticeInput } from '../../spine/outbox';
import type { Database, ReminderTable } from '../../workspaces/database';
import { dueAtTable } from '../due-at';
import { remindersPrefix } from './keys';

/** A person's reminder of their own cases: when it comes, in their zone, and whether it comes with none. */
export interface Reminder extends Timing {
  id: string;
  teamId: string;
  slackUserId: string;
  timeZone: string;
  /** Sent even when they have no open case. */
  evenWhenEmpty: boolean;
  nextDueAt: Date;
  lastSentAt: Date | null;
}

/** What a person sets: the timing, their zone, whether it comes with none. */
export type ReminderSetting = Pick<Reminder, 'schedule' | 'minute' | 'weekday' | 'timeZone' | 'evenWhenEmpty'>;

const toReminder = (row: ReminderTable): Reminder => ({
  id: row.id,
  teamId: row.team_id,
  slackUserId: row.slack_user_id,
  schedule: row.schedule as Schedule,
  minute: row.minute,
  weekday: row.weekday,
  timeZone: row.time_zone,
  evenWhenEmpty: row.even_when_empty === 1,
  nextDueAt: new Date(row.next_due_at),
  lastSentAt: row.last_sent_at ? new Date(row.last_sent_at) : null,
});

/**
 * Reminders of one's own cases: one a person and workspace. A reminder is sent once per time it is due, on
 * every replica: moving it to its next time and queueing its DM are one write, made only by whoever finds
 * it still due at that time.
 */
export function createReminderStore(db: Kysely<Database>, options: { now?: () => Date } = {}) {
  const now = () => (options.now ?? (() => new Date()))();
  const iso = () => now().toISOString();
  const dueAt = dueAtTable(db, 'reminders', iso);
  return {
    /** Sets (or changes) a person's reminder; its next time from now. */
    async set(teamId: string, slackUserId: string, setting: ReminderSetting, nextDueAt: Date): Promise<Reminder> {
      const values = {
        schedule: setting.schedule,
        weekday: setting.weekday ?? DEFAULT_WEEKDAY,
        minute: setting.minute,
        time_zone: setting.timeZone,
        even_when_empty: setting.evenWhenEmpty ? 1 : 0,
        next_due_at: nextDueAt.toISOString(),
      };
      await db
        .insertInto('reminders')
        .values({
          id: randomUUID(),
          team_id: teamId,
          slack_user_id: slackUserId,
          ...values,
          last_sent_at: null,
          created_at: iso(),
        })
        .onConflict((oc) => oc.columns(['team_id', 'slack_user_id']).doUpdateSet(values))
        .execute();
      const row = await db
        .selectFrom('reminders')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .executeTakeFirstOrThrow();
      return toReminder(row);
    },

    async get(teamId: string, slackUserId: string): Promise<Reminder | undefined> {
      const row = await db
        .selectFrom('reminders')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .executeTakeFirst();
      return row ? toReminder(row) : undefined;
    },

    async byId(teamId: string, id: string): Promise<Reminder | undefined> {
      const row = await db
        .selectFrom('reminders')
        .selectAll()
        .where('team_id', '=', teamId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toReminder(row) : undefined;
    },

    /** A workspace's reminders, soonest first. */
    async list(teamId: string): Promise<Reminder[]> {
      const rows = await db
        .selectFrom('reminders')
        .selectAll()
        .where('team_id', '=', teamId)
        .orderBy('next_due_at')
        .orderBy('id')
        .execute();
      return rows.map(toReminder);
    },

    /** How many of a workspace's reminders are due by `at`. */
    countDue: (teamId: string, at: Date): Promise<number> => dueAt.countDue(teamId, at),

    /** The reminders of a workspace due by `at` (read ahead of their time), the earliest first, at most `limit`. */
    due: async (teamId: string, at: Date, limit: number): Promise<Reminder[]> =>
      (await dueAt.due(teamId, at, limit)).map(toReminder),

    /**
     * A reminder's time has come (or Send now was pressed): moved to its next time and its DM queued in one
     * write. `dueAt`: the time it was due, and only a reminder still due then is moved (once on every
     * replica); null for Send now, which leaves the schedule as it is. False: someone else did, or it is gone.
     */
    record: (reminder: Reminder, sent: { dueAt: Date | null; nextDueAt: Date; notice: NoticeInput | undefined }) =>
      dueAt.record(reminder, { ...sent, set: sent.notice ? { last_sent_at: iso() } : {} }),

    /**
     * Ends reminders (of one person, by ids, or all of a workspace) with what `tell` says of each, in one
     * write; a DM of theirs nobody took yet is dropped.
     */
    end: async (
      teamId: string,
      which: { slackUserId?: string; ids?: readonly string[] },
      tell?: (ended: Reminder) => NoticeInput | undefined,
    ): Promise<Reminder[]> =>
      (
        await dueAt.end(
          teamId,
          { slack_user_id: which.slackUserId, id: which.ids },
          (id) => `${remindersPrefix(id)}%`,
          tell && ((ended) => ended.map((row) => tell(toReminder(row)))),
        )
      ).map(toReminder),
  };
}

export type ReminderStore = ReturnType<typeof createReminderStore>;

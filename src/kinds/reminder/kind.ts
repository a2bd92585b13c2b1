import type { Kysely } from 'kysely';
import { notice } from '../../blocks/notices';
import { reminderRow } from './blocks';
import type { MessageKey } from '../../i18n/messages/en';
import type { Translator } from '../../i18n/translate';
import type { Database } from '../../workspaces/database';
import type { EndWhy, KindOutcome, Listing, ListingCli, PlanRound } from '../kind';
import type { KindFrame } from '../module';
import { ownersIn } from '../owners';
import { type ReminderOutcome, type ReminderRunDeps, sendReminder } from './check';
import { reminderEndedKey, REMINDER_KEYS } from './keys';
import type { ReminderStore } from './store';

/** The furthest ahead of its time a reminder is read. */
export const READ_AHEAD_MS = 60 * 60_000;

/** What a reminder's check means to the poll: a DM queued is told, any other good answer answered. */
const outcomeOf = (outcome: ReminderOutcome): KindOutcome =>
  outcome === 'sent'
    ? 'told'
    : outcome === 'quiet' || outcome === 'taken' || outcome === 'refused'
      ? 'answered'
      : outcome;

/** How a reminder's ending is said to its person; undefined: nothing (they left, or nothing can be said). */
const SAID: Partial<Record<EndWhy, MessageKey>> = {
  unlinked: 'reminder.ended.unlinked',
  disconnected: 'reminder.ended.disconnected',
};

/** A person's reminder as an admin stops it: ended, its person told who did. */
export function stopReminder(
  reminders: ReminderStore,
  teamId: string,
  id: string,
  by: string,
  trOf?: (person: string) => Translator,
) {
  return reminders.end(teamId, { ids: [id] }, (ended) =>
    trOf && ended.slackUserId !== by
      ? {
          dedupeKey: reminderEndedKey(),
          slackUserId: ended.slackUserId,
          channelId: null,
          message: notice(trOf(ended.slackUserId).t('reminder.ended.admin', { admin: `<@${by}>` })),
        }
      : undefined,
  );
}

/**
 * Reminders: a person's own open cases by DM at their time, read as them (`/cases remind`, App Home, the
 * Messages tab). Due at its time; up to four calls a check (the recent list, read until their cases are
 * found or three pages are read).
 */
export function reminderKind(deps: ReminderRunDeps & { db: Kysely<Database> }): KindFrame {
  const { reminders } = deps;
  /**
   * How far ahead of their time reminders are read, so that each arrives at it: as long as the workspace's
   * cap needs to read everyone due within the hour (a round at least), never more than an hour. Where an
   * hour is not enough, its admins are told on App Home, with the figure.
   */
  async function readAhead(round: PlanRound): Promise<number> {
    const within = await reminders.countDue(round.teamId, new Date(round.now + READ_AHEAD_MS));
    const perMs = round.budget / Math.max(1, round.roundMs);
    const needMs = within / Math.max(perMs, 1e-9);
    const perHour = Math.floor(perMs * READ_AHEAD_MS);
    if (within > perHour) await deps.alerts?.raise(round.teamId, 'reminders_behind', `${within}/${perHour}`);
    else if (within > 0) await deps.alerts?.clear(round.teamId, 'reminders_behind');
    return Math.min(READ_AHEAD_MS, Math.max(round.roundMs, needMs * 1.25));
  }
  const kind: KindFrame = {
    keys: REMINDER_KEYS,
    postsInChannels: false,
    counted: (tr, count) => tr.t('reminder.counted', { count }),
    // One page of the recent list as its person, most often (a long list reads more, counted as it goes).
    callsEach: 1,
    async due(round, limit) {
      const due = await reminders.due(round.teamId, new Date(round.now + (await readAhead(round))), limit);
      return due.map((reminder) => ({
        at: reminder.nextDueAt.getTime(),
        actsAs: reminder.slackUserId,
        async check(r) {
          const outcome = await sendReminder(deps, reminder, r.client, { due: reminder.nextDueAt }, () =>
            r.fetches.beforeCall(),
          );
          return outcomeOf(outcome);
        },
      }));
    },
    ownersOf: (teamId, which) =>
      ownersIn(deps.db, 'reminders', { owner: 'slack_user_id', id: 'id', channel: false }, teamId, which),
    async end({ teamId, which, why, trOf, ref }) {
      if ('channelId' in which) return 0;
      const said = SAID[why];
      const ended = await reminders.end(
        teamId,
        'person' in which ? { slackUserId: which.person } : 'ids' in which ? { ids: which.ids } : {},
        (r) =>
          trOf && said
            ? {
                dedupeKey: reminderEndedKey(),
                slackUserId: r.slackUserId,
                channelId: null,
                message: notice(trOf(r.slackUserId).t(said)),
                ...(ref ? { ref } : {}),
              }
            : undefined,
      );
      return ended.length;
    },
  };
  return kind;
}

/** `reminder list|end` in the CLI. */
export const reminderCli = {
  list: {
    line: "list people's reminders of their cases",
    help: "Lists people's reminders of their own cases (/cases remind): id, whose, the next time (UTC).",
  },
  end: {
    id: 'reminderId',
    line: 'end one (its person is told)',
    help: "Ends someone's reminder (its id from reminder list); they are told by DM. Kept in the audit trail.",
  },
} as const satisfies ListingCli;

/** Reminders as an admin lists them (App Home, the CLI) and stops one, its person told who did. */
export function reminderListing(reminders: ReminderStore): Listing {
  return {
    title: 'reminder.listTitle',
    none: 'reminder.listNone',
    ended: 'audit.reminder.ended',
    async list(teamId, tr) {
      return (await reminders.list(teamId)).map((r) => ({
        id: r.id,
        channelId: null,
        owner: r.slackUserId,
        what: reminderRow(tr, { ...r, teamId }),
        next: r.nextDueAt,
      }));
    },
    async stop(teamId, id, by, trOf) {
      const [ended] = await stopReminder(reminders, teamId, id, by, trOf);
      return ended ? `<@${ended.slackUserId}>` : undefined;
    },
  };
}

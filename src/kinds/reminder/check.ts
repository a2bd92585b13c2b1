import type { NotServed } from '../kind';
import type { DueOutcome, DueWhen } from '../due-at';
import type { Alerts } from '../../workspaces/alerts';
import type { webApi } from '@slack/bolt';
import { reminderDm } from './blocks';
import type { FrameReads } from '../surfaces';
import { nextTimeOf } from '../../cases/schedule';
import { findMyCases, queueOf } from '../../cases/my-cases';
import { pollFailure } from '../../cases/poll-failure';
import { isClosedStatus } from '../../lib/statuses';
import type { HomeLookup } from '../../slack/locale';
import type { Telling, Unasked } from '../../spine/unasked';
import { reminderKey } from './keys';
import type { Reminder, ReminderStore } from './store';

/** A reminder sent this long after its time says it is late (casebot was not running). */
const LATE_AFTER_MS = 10 * 60_000;

/** Marks overdue cases by the workspace's thresholds (`thresholdsOf`). */
export interface ReminderRunDeps extends FrameReads {
  reminders: ReminderStore;
  /** The one way unasked work runs: as the person, in their language. */
  unasked: Unasked;
  /** Whether the person left the workspace. */
  homeOf: HomeLookup;
  closedStatuses: readonly string[];
  now: () => number;
  /** What admins must fix (App Home): more reminders due at once than the call cap lets casebot read in time. */
  alerts?: Pick<Alerts, 'raise' | 'clear'>;
}

/** When a reminder is sent: at its time (once), or because its person pressed Send now (once per press). */
export type ReminderWhen = DueWhen;

/** How a reminder went (not served any more, as when they left the workspace: nothing said to them). */
export type ReminderOutcome = DueOutcome | NotServed;

/**
 * One reminder: the person's own open cases read as them (their linked service user, in their language),
 * aging ones first, and sent by DM, with its next time and its DM written in one write (once per time it
 * is due, on every replica). One missed while casebot was down is sent once, late, saying so. `pace`
 * waits each call's turn under the workspace's cap.
 */
export async function sendReminder(
  deps: ReminderRunDeps,
  reminder: Reminder,
  client: webApi.WebClient | undefined,
  when: ReminderWhen,
  pace: () => Promise<void> = async () => undefined,
): Promise<ReminderOutcome> {
  const task = {
    name: 'reminder',
    teamId: reminder.teamId,
    actsAs: reminder.slackUserId,
    reader: { person: reminder.slackUserId },
    client,
  };
  return deps.unasked.outcome(task, (telling) => compose(deps, reminder, when, telling, pace));
}

async function compose(
  deps: ReminderRunDeps,
  reminder: Reminder,
  when: ReminderWhen,
  telling: Telling,
  pace: () => Promise<void>,
): Promise<ReminderOutcome> {
  const { cases, settings, tr, userName, ref, upstream } = telling;
  // Someone the workspace's default user stands in for has no cases of their own to be reminded of.
  if (telling.viaDefaultUser) return 'user_not_linked';
  const now = new Date(deps.now());
  const dueAt = 'due' in when ? when.due : null;
  // Read ahead of its time, the next time is the one after it.
  const after = dueAt && dueAt.getTime() > now.getTime() ? dueAt : now;
  const nextDueAt = dueAt ? nextTimeOf(reminder, after, reminder.timeZone) : reminder.nextDueAt;
  const paced = {
    searchCases: async (...args: Parameters<typeof cases.searchCases>) => {
      await pace();
      return cases.searchCases(...args);
    },
  };
  let found;
  try {
    found = await findMyCases(paced, userName, 0, deps.closedStatuses);
  } catch (error) {
    // The service slow, down or limiting: it stays due, and is sent late once it answers.
    if (pollFailure(error) === 'passing') throw error;
    // Refused, or an answer casebot cannot read: tried again at its next time, nothing said.
    await deps.reminders.record(reminder, { dueAt, nextDueAt, notice: undefined });
    return 'refused';
  }
  const open = found.items.filter((row) => !isClosedStatus(row.ComplaintStatus, deps.closedStatuses));
  const { overdue } = queueOf(open, {
    thresholds: await deps.thresholdsOf(reminder.teamId),
    closedStatuses: deps.closedStatuses,
    timeZone: settings.timeZone,
    now,
  });
  const overdueIds = new Set(overdue);
  // Aging ones first, each group in the service's order.
  const ordered = [
    ...open.filter((r) => overdueIds.has(r.ComplaintId)),
    ...open.filter((r) => !overdueIds.has(r.ComplaintId)),
  ];
  // Nothing open and they did not ask for it then: nothing is said (Send now always answers).
  if (ordered.length === 0 && !reminder.evenWhenEmpty && dueAt) {
    const moved = await deps.reminders.record(reminder, { dueAt, nextDueAt, notice: undefined });
    return moved ? 'quiet' : 'taken';
  }
  const late = dueAt && now.getTime() - dueAt.getTime() > LATE_AFTER_MS ? dueAt : undefined;
  const notice = {
    dedupeKey: reminderKey(reminder.id, dueAt ?? { pressed: 'pressed' in when ? when.pressed : '' }),
    slackUserId: reminder.slackUserId,
    channelId: null,
    message: reminderDm({
      tr,
      teamId: reminder.teamId,
      timeZone: settings.timeZone,
      userName,
      open: ordered,
      overdue: overdueIds,
      looked: found.looked.to - found.looked.from,
      personZone: reminder.timeZone,
      ...(late ? { lateFrom: late } : {}),
    }),
    ref,
    upstream: upstream.splice(0),
    // Read ahead of its time: it goes out at it.
    ...(dueAt && dueAt.getTime() > now.getTime() ? { notBefore: dueAt } : {}),
  };
  return (await deps.reminders.record(reminder, { dueAt, nextDueAt, notice })) ? 'sent' : 'taken';
}

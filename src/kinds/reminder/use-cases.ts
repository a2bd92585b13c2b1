import { nextTimeOf } from '../../cases/schedule';
import type { ReminderSetting, Reminder, ReminderStore } from './store';

export type { Reminder, ReminderSetting } from './store';

/**
 * A person's reminder of their own cases, as they set it (`/cases remind`, App Home, a DM): set or changed
 * (its next time from now, in their zone), read, stopped. One a person and workspace; no Slack here.
 */
export function createReminders(deps: { reminders: ReminderStore; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async set(workspaceId: string, userId: string, setting: ReminderSetting): Promise<Reminder> {
      return deps.reminders.set(workspaceId, userId, setting, nextTimeOf(setting, now(), setting.timeZone));
    },

    get: (workspaceId: string, userId: string) => deps.reminders.get(workspaceId, userId),

    /** Stops their own reminder; false when they had none. */
    async stop(workspaceId: string, userId: string): Promise<boolean> {
      return (await deps.reminders.end(workspaceId, { slackUserId: userId })).length > 0;
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;

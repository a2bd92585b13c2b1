import type { ModuleParts } from '../surfaces';
import type { ReminderStore } from './store';
import { reminderSender } from './send-now';
import { createReminders } from './use-cases';

/** What the reminder's surfaces reach: a person's reminder as they set it, and Send now. */
export function reminderOwn(parts: ModuleParts<{ reminders: ReminderStore }>) {
  const { reminders } = parts.stores;
  return {
    reminders: createReminders({ reminders }),
    /** A reminder sent by DM now, read as its person (Send now); `pressed` names the press. */
    sendNow: reminderSender({ ...parts, reminders }, parts.deliverSoon),
  };
}

export type ReminderOwn = ReturnType<typeof reminderOwn>;

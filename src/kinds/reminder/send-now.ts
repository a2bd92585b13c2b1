import type { webApi } from '@slack/bolt';
import type { EndOwner } from '../kind';
import { type ReminderRunDeps, sendReminder } from './check';
import { type SentNow, settleSendNow } from '../due-at';

/** What Send now came to: sent, no reminder to send, or the service not reachable as them. */
export type ReminderSentNow = SentNow | 'none';

/**
 * Send now: a person's reminder sent at once by DM, read as them through the one unasked runner the poll
 * uses, whatever is open (even nothing), and delivered now; its schedule stays as it is. Someone no longer
 * served has everything they set up ended, as a poll would (`endOwner`: the ending rules).
 */
export function reminderSender(
  deps: ReminderRunDeps & {
    endOwner: EndOwner;
  },
  deliverSoon: (teamId: string) => void,
) {
  return async (
    teamId: string,
    userId: string,
    pressed: string,
    client: webApi.WebClient,
  ): Promise<ReminderSentNow> => {
    const reminder = await deps.reminders.get(teamId, userId);
    if (!reminder) return 'none';
    const outcome = await sendReminder(deps, { ...reminder, evenWhenEmpty: true }, client, { pressed });
    return settleSendNow(outcome, { teamId, userId }, client, { endOwner: deps.endOwner, deliverSoon });
  };
}

/** Send now, as the listeners hold it. */
export type SendReminderNow = ReturnType<typeof reminderSender>;

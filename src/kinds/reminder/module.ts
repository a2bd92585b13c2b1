import type { KindModule } from '../module';
import { registerReminderActions } from './actions';
import { reminderHome } from './blocks';
import { REMIND_ME } from './ask';
import { parseRemindText, remind } from './command';
import { ReminderId } from './ids';
import { reminderCli, reminderKind, reminderListing } from './kind';
import { reminderOwn } from './own';
import { createReminderStore, type ReminderStore } from './store';

/**
 * The reminder of one's own cases, whole: `/cases remind …`, "remind me …" in the Messages tab, its
 * buttons and modal, its part of App Home, and the alert an admin sees when too many are due at once.
 */
export const reminderModule: KindModule<{ reminders: ReminderStore }> = {
  name: 'reminder',
  table: 'reminders',
  stores: (db, { now }) => ({ reminders: createReminderStore(db, now ? { now } : {}) }),
  kind: reminderKind,
  listed: { cli: reminderCli, listing: ({ reminders }) => reminderListing(reminders) },
  ids: ReminderId,
  usage: 'usage.remind',
  asks(text) {
    const asked = REMIND_ME.exec(text);
    return asked ? text.slice(asked[0].length) : undefined;
  },
  prompt: { title: 'agent.prompt.remind', message: 'agent.prompt.remindAsk' },
  alerts: {
    reminders_behind: (tr, detail) => {
      const [count, perHour] = detail.split('/').map((n) => Number(n) || 0);
      return tr.t('admin.alert.remindersBehind', { count: count ?? 0, perHour: perHour ?? 0 });
    },
  },
  surfaces(deps, parts) {
    const own = reminderOwn(parts);
    return {
      command({ text, userId }) {
        const rest = parseRemindText(text);
        return rest === undefined ? undefined : remind(own, userId, rest);
      },
      register: (app) => registerReminderActions(app, deps, own),
      answer: (userId, rest) => remind(own, userId, rest),
      async home(teamId, userId, tr) {
        return reminderHome(tr, teamId, await own.reminders.get(teamId, userId));
      },
    };
  },
};

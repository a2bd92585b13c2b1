import { scheduleNotice } from '../../blocks/schedule';
import { workWeekOf } from '../../cases/schedule';
import { notice } from '../../blocks/notices';
import { reminderNotice, reminderSet } from './blocks';
import { safe } from '../../blocks/text';
import { parseRemindAsk } from './ask';
import type { Outcome } from '../../outcomes';
import { ephemeral, type Served, type Work } from '../../spine/serve';
import type { ReminderOwn } from './own';

/** `/cases remind …`: the words after it. */
export function parseRemindText(text: string): string | undefined {
  const match = /^remind(?:\s+(.*))?$/is.exec(text.trim());
  return match ? (match[1] ?? '') : undefined;
}

/**
 * A reminder of one's own cases, as `/cases remind …` or a DM asks for it: set (in the person's own zone,
 * weekdays at 09:00 where nothing else is said and they have none), shown (a bare `/cases remind` where they
 * have one), or stopped; what could not be read is said.
 * Someone served as the workspace's default user has no cases of their own to be reminded of.
 */
export function remind(own: ReminderOwn, userId: string, text: string): Work {
  return async (served) => {
    const { tr, settings, reply } = served;
    if (served.asDefaultUser) {
      await reply(ephemeral(notice(tr.t('mine.notLinked'))));
      return 'user_not_linked';
    }
    const ask = parseRemindAsk(text, workWeekOf(tr.lang));
    if ('badTime' in ask) return said(served, scheduleNotice.badTime(tr, ask.badTime));
    if ('badSchedule' in ask)
      return said(served, scheduleNotice.badSchedule(tr, ask.badSchedule, ask.meant, ask.unoffered));
    if ('unknown' in ask) return said(served, notice(tr.t('reminder.unknown', { words: safe(ask.unknown, 100) })));
    const key = settings.workspaceId;
    if (ask.kind === 'off') {
      const stopped = await own.reminders.stop(key, userId);
      await reply(ephemeral(stopped ? reminderNotice.stopped(tr) : reminderNotice.none(tr)));
      return stopped ? 'stopped' : 'ok';
    }
    if (ask.kind === 'help') {
      await reply(ephemeral(notice(tr.t('reminder.help'))));
      return 'ok';
    }
    if (ask.kind === 'show') {
      const shown = await own.reminders.get(key, userId);
      await reply(ephemeral(shown ? reminderSet(tr, { ...shown, teamId: key }) : reminderNotice.none(tr)));
      return 'ok';
    }
    // A bare `/cases remind` (people type it to check theirs) shows the reminder they have, as it is:
    // only a schedule given changes it.
    if (text.trim() === '') {
      const mine = await own.reminders.get(key, userId);
      if (mine) {
        await reply(ephemeral(reminderSet(tr, { ...mine, teamId: key })));
        return 'ok';
      }
    }
    const { kind: _set, ...setting } = ask;
    const reminder = await own.reminders.set(key, userId, { ...setting, timeZone: await served.readerZone() });
    await reply(ephemeral(reminderSet(tr, { ...reminder, teamId: key })));
    return 'set_up';
  };
}

async function said(served: Served, message: Parameters<typeof ephemeral>[0]): Promise<Outcome> {
  await served.reply(ephemeral(message));
  return 'invalid_input';
}

import { ReminderId, type ReminderPressedAt } from './ids';
import type { Button, KnownBlock, ModalView } from '@slack/types';
import type { CaseListItem } from '../../case-api/schemas';
import type { Schedule } from '../../cases/schedule';
import type { Translator } from '../../i18n/translate';
import { checkbox } from '../../blocks/admin-modals';
import { forReader } from '../../blocks/bidi';
import { encodeRef, encodeValue } from '../../blocks/button-values';
import { caseRow } from '../../blocks/case-list';
import { slackDate } from '../../blocks/dates';
import { scheduleFields, scheduleText } from '../../blocks/schedule';
import type { Message } from '../../blocks/message';
import { modal } from '../../blocks/notes-modal';
import { notice } from '../../blocks/notices';
import { button, mrkdwn, plain, safe } from '../../blocks/text';

/** A reminder as its renderers read it. */
export interface ReminderShown {
  id: string;
  teamId: string;
  schedule: Schedule;
  minute: number;
  weekday?: number;
  timeZone: string;
  evenWhenEmpty: boolean;
  nextDueAt: Date;
}

/** Rows one reminder lists: the rest are behind All my cases. */
export const REMINDER_ROWS = 20;

/** The value every reminder button carries: its workspace (the person is who presses it). */
export const reminderValue = (teamId: string) => encodeValue({ t: teamId });

/** The even-when-empty checkbox's value in the modal. */
export const REMINDER_EMPTY_VALUE = 'empty';

/** "weekdays at 09:00 (Europe/Paris), even when you have none". */
const whenText = (tr: Translator, r: ReminderShown) =>
  ({
    schedule: scheduleText(tr, r, r.timeZone),
    empty: r.evenWhenEmpty ? tr.t('reminder.evenWhenEmpty') : '',
    next: slackDate(r.nextDueAt, r.timeZone, tr),
  }) as const;

/** Send now, Change and Stop. */
function reminderButtons(tr: Translator, teamId: string): KnownBlock {
  const value = reminderValue(teamId);
  return {
    type: 'actions',
    block_id: 'reminder_buttons',
    elements: [
      button(ReminderId.sendNow, tr.t('schedule.sendNow'), value, 'primary'),
      button(ReminderId.change, tr.t('common.change'), value),
      button(ReminderId.stop, tr.t('common.stop'), value, 'danger'),
    ],
  };
}

/** The private confirmation: when it comes, the next one, with Send now, Change and Stop. */
export function reminderSet(tr: Translator, r: ReminderShown): Message {
  const text = tr.t('reminder.set', whenText(tr, r));
  return forReader(tr.lang, { text, blocks: [{ type: 'section', text: mrkdwn(text) }, reminderButtons(tr, r.teamId)] });
}

/** What a person is told of their reminder. */
export const reminderNotice = {
  none: (tr: Translator) => forReader(tr.lang, notice(tr.t('reminder.none'))),
  stopped: (tr: Translator) => forReader(tr.lang, notice(tr.t('reminder.stopped'))),
};

/** The block of the DM's buttons (a Change pressed there keeps the day's list). */
export const REMINDER_DM_BUTTONS = 'reminder_dm_buttons';

/** The reminder's DM itself. */
export interface ReminderDm {
  tr: Translator;
  teamId: string;
  /** The zone dates are read in (the service's). */
  timeZone: string;
  /** The service's user it was read as. */
  userName: string;
  /** Their open cases, aging ones first. */
  open: readonly CaseListItem[];
  overdue: ReadonlySet<number>;
  /** How many of the most recent cases were looked through. */
  looked: number;
  /** The time it was due, where it comes late. */
  lateFrom?: Date;
  /** Where a date is said in the person's own zone. */
  personZone: string;
}

/**
 * A person's open cases by DM, as they asked for them: aging ones first and marked, at most twenty, each
 * with View; how far back casebot looked, as whom; All my cases for the rest, and the reminder's own buttons.
 */
export function reminderDm(dm: ReminderDm): Message {
  const { tr } = dm;
  const { t } = tr;
  const count = dm.open.length;
  const overdueCount = dm.open.filter((r) => dm.overdue.has(r.ComplaintId)).length;
  const head =
    count === 0
      ? t('reminder.empty', { count: dm.looked })
      : overdueCount > 0
        ? t('reminder.headOverdue', { count, overdue: overdueCount })
        : t('reminder.head', { count });
  const blocks: KnownBlock[] = [{ type: 'section', text: mrkdwn(head) }];
  if (dm.lateFrom) {
    const late = t('reminder.late', { date: slackDate(dm.lateFrom, dm.personZone, tr) });
    blocks.push({ type: 'context', elements: [mrkdwn(`:hourglass: ${late}`)] });
  }
  const shown = dm.open.slice(0, REMINDER_ROWS);
  if (shown.length > 0) blocks.push({ type: 'divider' });
  const mark = `:hourglass_flowing_sand: ${t('common.overdue')}`;
  shown.forEach((item, index) =>
    blocks.push(caseRow(item, index, dm, dm.overdue.has(item.ComplaintId) ? mark : undefined)),
  );
  const notes = [t('reminder.looked', { count: dm.looked, user: safe(dm.userName, 100) })];
  if (count > shown.length) notes.push(t('reminder.more', { count: count - shown.length }));
  blocks.push({ type: 'context', elements: [mrkdwn(notes.join(' '))] });
  const all: Button = button(ReminderId.all, t('reminder.all'), reminderValue(dm.teamId), 'primary');
  const rest = reminderButtons(tr, dm.teamId) as { elements: Button[] };
  blocks.push({ type: 'actions', block_id: REMINDER_DM_BUTTONS, elements: [all, ...rest.elements.slice(1)] });
  return forReader(tr.lang, { text: head.replace(/^:sunrise: /, '').replace(/\*/g, ''), blocks });
}

/** The modal's schedule fields. */
export const REMINDER_SCHEDULE_FIELDS = {
  schedule: ReminderId.schedule,
  day: ReminderId.day,
  time: ReminderId.time,
} as const;

/** Set up or change: how often, which day (weekly), at what time in the person's zone, whether it comes with none. */
export function reminderModal(
  tr: Translator,
  teamId: string,
  r: Partial<ReminderShown> & { timeZone: string },
  pressed?: ReminderPressedAt,
): ModalView {
  const { t } = tr;
  return modal({
    callbackId: ReminderId.modal,
    title: t('reminder.modalTitle'),
    submit: t('common.save'),
    close: t('admin.cancel'),
    privateMetadata: encodeRef({ t: teamId, ...pressed }),
    blocks: [
      ...scheduleFields(tr, REMINDER_SCHEDULE_FIELDS, r, r.timeZone),
      checkbox(ReminderId.empty, t('reminder.emptyLabel'), t('reminder.emptyOption'), REMINDER_EMPTY_VALUE, {
        checked: r.evenWhenEmpty ?? false,
      }),
    ],
  });
}

/** App Home's "My cases every morning": the reminder as it is, with its buttons, or Remind me. */
export function reminderHome(tr: Translator, teamId: string, r: ReminderShown | undefined): KnownBlock[] {
  const { t } = tr;
  const header: KnownBlock = { type: 'header', text: plain(t('reminder.homeTitle'), 150) };
  if (!r) {
    return [
      header,
      { type: 'section', text: mrkdwn(t('reminder.homeOff')) },
      {
        type: 'actions',
        block_id: 'reminder_home',
        elements: [button(ReminderId.change, t('reminder.homeSetUp'), reminderValue(teamId), 'primary')],
      },
    ];
  }
  return [
    header,
    { type: 'section', text: mrkdwn(t('reminder.homeOn', whenText(tr, r))) },
    reminderButtons(tr, teamId),
  ];
}

/** A reminder's line in an admin's listing: whose, when, the next one. */
export const reminderRow = (tr: Translator, r: ReminderShown & { slackUserId: string }) =>
  tr.t('reminder.row', { user: `<@${r.slackUserId}>`, ...whenText(tr, r) });

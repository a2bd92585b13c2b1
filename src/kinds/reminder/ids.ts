/** The reminder's own ids, each under its name: its buttons (confirmation, DM, App Home), inputs and modal. */
export const ReminderId = {
  /** Send now, Change, Stop, and all one's cases. */
  sendNow: 'reminder_send_now',
  change: 'reminder_change',
  stop: 'reminder_stop',
  all: 'reminder_all',
  /** The modal's inputs. */
  schedule: 'reminder_schedule',
  day: 'reminder_day',
  time: 'reminder_time',
  empty: 'reminder_empty',
  /** Set up or change one's reminder of one's own cases. */
  modal: 'reminder_modal',
} as const;

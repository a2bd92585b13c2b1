/** Aging alerts' own ids, each under their name: App Home's buttons, the modal's inputs and the modal. */
export const AgingId = {
  /** Also by DM / Stop the DMs: the aging alerts about a person's own cases, on their Home. */
  dm: 'home_aging_dm',
  /** Aging alerts…, on an admin's Home. */
  edit: 'admin_aging_edit',
  /** The modal's inputs. */
  on: 'aging_on',
  channel: 'aging_channel',
  actsAs: 'aging_as',
  thresholds: 'aging_thresholds',
  repeat: 'aging_repeat',
  /** A workspace's aging alerts, set by an admin on App Home. */
  modal: 'aging_modal',
} as const;

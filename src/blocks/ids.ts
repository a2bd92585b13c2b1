/** action_ids and block_ids, shared by the renderers and the listeners. */
export const ActionId = {
  share: 'case_share',
  /** All notes of a case, in a modal. */
  allNotes: 'case_notes',
  /** The full card, privately, from a shared card. */
  details: 'case_details',
  /** The link button to the case service's own page (Slack sends a click on it too; it is acked). */
  openInService: 'case_open_in_service',
  dismiss: 'case_dismiss',
  notesPrev: 'notes_prev',
  /** The type-ahead of the Find a case modal. */
  pickCase: 'case_pick',
  pickWhere: 'where_pick',
  notesNext: 'notes_next',
  /** One View button per row: the row index is appended, since action_ids are unique in a message. */
  viewPrefix: 'case_view_',
  prev: 'cases_prev',
  next: 'cases_next',
} as const;

/** Matches every View button's action_id. */
export const VIEW_ACTION = /^case_view_\d+$/;

export const BlockId = {
  caseActions: 'case_actions',
  notesPager: 'notes_pager',
  findCase: 'find_case',
  findWhere: 'find_where',
  pager: 'cases_pager',
} as const;

export const Command = {
  case: '/case',
  cases: '/cases',
} as const;

export const CallbackId = {
  notesModal: 'case_notes_modal',
  /** Message shortcut: look up the cases a message names. */
  lookupShortcut: 'case_lookup',
  /** Global shortcut: the Find a case modal. */
  findShortcut: 'case_find',
  findModal: 'case_find_modal',
} as const;

/** action_ids and block_ids, shared by the renderers and the listeners. */
export const ActionId = {
  share: 'case_share',
  /** One View button per row: the row index is appended, since action_ids are unique in a message. */
  viewPrefix: 'case_view_',
  prev: 'cases_prev',
  next: 'cases_next',
} as const;

/** Matches every View button's action_id. */
export const VIEW_ACTION = /^case_view_\d+$/;

export const BlockId = {
  caseActions: 'case_actions',
  pager: 'cases_pager',
} as const;

export const Command = {
  case: '/case',
  cases: '/cases',
} as const;

/** action_ids and block_ids, shared by the renderers and the listeners. */
export const ActionId = {
  share: 'case_share',
  /** Share on a card of the Look up cases carousel: the carousel stays, the confirmation comes below it. */
  shareFromCarousel: 'case_share_card',
  /** Share in a channel shared with another organisation, once the person said yes. */
  shareConfirmed: 'case_share_confirmed',
  shareCancelled: 'case_share_cancelled',
  /** All notes of a case, in a modal. */
  allNotes: 'case_notes',
  /** The full card, privately, from a shared card. */
  details: 'case_details',
  /** The link button to the case service's own page (Slack sends a click on it too; it is acked). */
  openInService: 'case_open_in_service',
  dismiss: 'case_dismiss',
  /** Less noise…, beside a channel's follows and on an admin's Home; the inputs of its modal. */
  channelQuiet: 'channel_quiet',
  quietChannel: 'quiet_channel',
  quietThread: 'quiet_thread',
  quietBatch: 'quiet_batch',
  notesPrev: 'notes_prev',
  /** The type-ahead of the Find a case modal. */
  pickCase: 'case_pick',
  pickWhere: 'where_pick',
  notesNext: 'notes_next',
  /** One View button per row: the row index is appended, since action_ids are unique in a message. */
  viewPrefix: 'case_view_',
  prev: 'cases_prev',
  next: 'cases_next',
  /** The Work Object side panel's actions. */
  panelOpen: 'panel_open',
  /** /cases as a sortable table (data_table), and back to the list; paging the table by 100. */
  table: 'cases_table',
  list: 'cases_list',
  tablePrev: 'cases_table_prev',
  /** `/cases mine`: the next stretch of the recent list. */
  mineFurther: 'cases_mine_further',
  /** `/cases mine`: the next or previous forty of the same look. */
  mineNext: 'cases_mine_next',
  minePrev: 'cases_mine_prev',
  tableNext: 'cases_table_next',
  /** App Home: a recent case's View (the row index appended). */
  homeViewPrefix: 'home_view_',
  /** Show my cases / Refresh, in App Home's "My cases". */
  homeMine: 'home_mine',
  /** How the case service lists recent cases, chosen on an admin's Home. */
  recentOrder: 'admin_recent_order',
  requestAccess: 'home_request_access',
  /** Link myself, for an admin who is not linked: the link modal with them picked. */
  linkSelf: 'admin_link_self',
  editConnection: 'admin_edit_connection',
  checkConnection: 'admin_check_connection',
  linkUser: 'admin_link_user',
  /** Link… beside someone who asked for access (the row index appended): the link modal with them picked. */
  linkRequesterPrefix: 'admin_link_requester_',
  /** Unlink beside a linked person (the row index appended). */
  unlinkPrefix: 'admin_unlink_user_',
  // Inputs of the admin modals (one per block).
  clientName: 'client_name',
  token: 'api_token',
  baseUrl: 'base_url',
  timeZone: 'time_zone',
  language: 'language',
  pageSize: 'page_size',
  caseUrl: 'case_url',
  contacts: 'share_contacts',
  sharedChannels: 'shared_channels',
  keepCards: 'keep_cards_true',
  defaultUser: 'default_user',
  /** The settings modal's Check as: the case service user Check connection asks as (never saved). */
  checkAs: 'check_as',
  workflowsDefault: 'workflows_default_user',
  pollInterval: 'poll_interval',
  pollCalls: 'poll_calls',
  linkSlackUser: 'link_slack_user',
  linkUserName: 'link_user_name',
  /** An admin's Stop beside one of a kind's rows on App Home (its kind and id in the value). */
  kindStop: 'kind_stop',
  linkUnchecked: 'link_unchecked',
} as const;

/** Matches the Link… buttons beside access requests. */
export const LINK_REQUESTER = /^admin_link_requester_\d+$/;
/** Matches the Unlink buttons of App Home. */
export const UNLINK = /^admin_unlink_user_\d+$/;
/** Matches the View buttons of App Home. */
export const HOME_VIEW_ACTION = /^home_view_\d+$/;

/** Matches every View button's action_id. */
export const VIEW_ACTION = /^case_view_\d+$/;

export const BlockId = {
  caseActions: 'case_actions',
  notesPager: 'notes_pager',
  findCase: 'find_case',
  findWhere: 'find_where',
  pager: 'cases_pager',
  tablePager: 'cases_table_pager',
  /** The connection modal: one input per setting, then the Check connection button and its result. */
  settingsCheck: 'settings_check',
  settingsCheckResult: 'settings_check_result',
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
  /** Find a case for someone casebot cannot serve: why, and Request access. */
  findRefused: 'case_find_refused',
  settingsModal: 'admin_settings_modal',
  linkModal: 'admin_link_modal',
  /** Less noise in a channel: news in threads only, follows' posts gathered. */
  quietModal: 'quiet_modal',
} as const;

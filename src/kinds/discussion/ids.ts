// The discussion module's shortcut, buttons, modals and inputs.

export const DiscussionId = {
  /** The message shortcut Link to a case (the manifest's callback_id). */
  linkShortcut: 'discussion_link',
  /** Its modal, and the case it asks for. */
  linkModal: 'discussion_link_modal',
  linkCase: 'discussion_link_case',
  /** All conversations, on a reader's card and in the side panel: the full list in a modal. */
  all: 'discussion_all',
  panelAll: 'discussion_panel_all',
  /** The full list's modal. */
  listModal: 'discussion_list_modal',
} as const;

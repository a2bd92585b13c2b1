// A case's own channel's buttons, modal and inputs: each `case_channel_…`.

export const LiveCardId = {
  /** Open a channel on a reader's private card, and in the side panel (Work Object flexpane). */
  openChannel: 'case_channel_open',
  panelChannel: 'case_channel_panel',
  /** The Open a channel modal, and its inputs (each block and its element share the id). */
  channelModal: 'case_channel_modal',
  channelName: 'case_channel_name',
  channelPrivacy: 'case_channel_privacy',
  channelInvitees: 'case_channel_invitees',
} as const;

/**
 * Open a channel as cards and panels drawn before these ids carried the module's name have it: a card
 * still on someone's screen, a panel still open, works the same.
 */
export const OPEN_CHANNEL_ACTION = /^(case_channel_open|case_open_channel)$/;
export const PANEL_CHANNEL_ACTION = /^(case_channel_panel|panel_channel)$/;

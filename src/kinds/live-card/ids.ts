import { z } from 'zod';

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
  /** Archive channel, in a case channel once its case closed. */
  archiveChannel: 'case_channel_archive',
  /** A kept-true card's menu (Stop updating), and its line saying it is kept true (a version appended). */
  cardMenu: 'live_card_menu',
  liveLine: 'live_card_line',
} as const;

/**
 * Open a channel as cards and panels drawn before these ids carried the module's name have it: a card
 * still on someone's screen, a panel still open, works the same.
 */
export const OPEN_CHANNEL_ACTION = /^(case_channel_open|case_open_channel)$/;
export const PANEL_CHANNEL_ACTION = /^(case_channel_panel|panel_channel)$/;
/** Stop updating as cards posted before carry it. */
export const CARD_MENU_ACTION = /^(live_card_menu|card_menu)$/;
/** A kept-true card's line, as this module draws it or cards posted before carry it (`card_live.v3`). */
export const isLiveLine = (blockId: string | undefined) =>
  blockId !== undefined && (blockId.startsWith(`${LiveCardId.liveLine}.`) || blockId.startsWith('card_live.'));
/** Archive channel as messages posted before carry it. */
export const ARCHIVE_CHANNEL_ACTION = /^(case_channel_archive|case_archive_channel)$/;

/** Archive channel's value: the case, and the channel the store says is its own. */
export const caseChannelRefSchema = z.strictObject({
  t: z.string().min(1).max(32),
  c: z.number().int().positive(),
  h: z.string().regex(/^[CG][A-Z0-9]{2,30}$/),
});

/** A case's own channel: made, people invited, its card pinned, its link bookmarked. */
export const CASE_CHANNEL_SCOPES = ['channels:manage', 'groups:write', 'pins:write', 'bookmarks:write'] as const;

// The watch's buttons. They keep the names messages already posted in Slack carry.

export const WatchId = {
  /** Watch on the private card: a DM when the case changes. */
  watch: 'case_watch',
  /** Stop watching (in a change DM, the answer to Watch, and per row of `/case watching` with the row index appended). */
  unwatch: 'case_unwatch',
  /** Stop watching on the private card that Watch turned into it (the card turns back). */
  unwatchCard: 'card_unwatch',
  /** Watch and Stop watching in a case's side panel (Work Object flexpane). */
  panelWatch: 'panel_watch',
  panelUnwatch: 'panel_unwatch',
} as const;

/** Matches every Stop watching button. */
export const UNWATCH_ACTION = /^case_unwatch(_\d+)?$/;

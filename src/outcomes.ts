/**
 * How a command, click or event ended: the `outcome` of its log line and the label of its metric.
 * A closed list, so a misspelt outcome is a compile error and the metric's labels stay few.
 */
export const OUTCOMES = [
  'ok',
  // Answered without looking anyone up.
  'usage',
  'several',
  'invalid_number',
  'not_a_number',
  'misspelt',
  'search_too_long',
  // The asker could not be served.
  'workspace_not_connected',
  'workspace_uninstalled',
  'user_not_linked',
  'token_unreadable',
  'no_base_url',
  'membership_unknown',
  // Served, but an admin must set something first (Slack's search needs the case link template).
  'not_configured',
  // Served, with nothing to show.
  'not_found',
  'no_results',
  'stale_button',
  'already_shared',
  // Failures.
  'upstream_error_code',
  'upstream_timeout',
  'upstream_unreachable',
  'upstream_redirect',
  // The base URL may not be called (plain http, a query, a private address): nothing was sent.
  'address_refused',
  'upstream_bad_answer',
  'store_unavailable',
  'share_failed',
  'modal_failed',
  'unfurled',
  'nothing_to_unfurl',
  'hinted',
  // App Home and admin settings.
  'published',
  'saved',
  'invalid_input',
  'not_admin',
  'check_failed',
  'requested',
  // Something a kind sets up (a watch, a follow, a channel's digest, one's reminder): set up or changed,
  // refused as one more than a person or channel may hold, sent at once (Send now), stopped; anything a
  // listing's Stop ended.
  'set_up',
  'too_many',
  'sent_now',
  'stopped',
  'ended_by_admin',
  'cannot_post',
  // A channel shared with another organisation: nothing goes there unless an admin allowed it.
  'shared_channel',
  // Someone left the workspace (user_change): everything they set up ended.
  'left_workspace',
  // Cards that stay true, and a case's own channel.
  'stopped_updating',
  'not_live',
  'channel_made',
  'channel_exists',
  'channel_restricted',
  'channel_failed',
  'channel_limit',
  'archived',
  'not_member',
  'cards_ended',
  'respond_failed',
  'internal_error',
] as const;

export type Outcome = (typeof OUTCOMES)[number];

/**
 * What Slack sent: a slash command, a click, an event, a shortcut, a type-ahead query, a modal submission,
 * or a tool call from Slackbot (MCP).
 */
export type InteractionKind = 'command' | 'action' | 'event' | 'shortcut' | 'options' | 'view' | 'mcp';

export interface OutcomeEvent {
  kind: InteractionKind;
  name: string;
  outcome: Outcome;
  durationMs: number;
}

import type { Refusal } from '../lib/conversation-port';
import { slackError } from './errors';

/** The one list of Slack's error codes for a write to a conversation, by what each means to casebot. */
const MEANINGS: Record<Exclude<Refusal, 'rate_limited' | 'other'>, readonly string[]> = {
  channel_refused: ['channel_not_found', 'is_archived', 'not_in_channel'],
  restricted: ['restricted_action'],
  recipient_gone: ['user_not_found', 'users_not_found', 'cannot_dm_bot', 'account_inactive', 'user_disabled'],
  message_refused: ['invalid_blocks', 'msg_too_long'],
  card_gone: ['message_not_found', 'cant_update_message', 'edit_window_closed', 'thread_not_found'],
  name_taken: ['name_taken'],
  // and every `invalid_name_…` code Slack has or adds
  bad_name: ['invalid_name', 'no_channel'],
  already: ['already_in_channel', 'already_pinned', 'already_archived'],
  missing_scope: ['missing_scope'],
  no_canvas: [
    'canvas_disabled_user_team',
    'team_tier_cannot_create_channel_canvases',
    'free_teams_cannot_create_non_tabbed_canvases',
    'free_teams_cannot_edit_standalone_canvases',
  ],
  canvas_exists: ['channel_canvas_already_exists', 'free_team_canvas_tab_already_exists'],
  canvas_gone: ['canvas_not_found', 'canvas_deleted'],
};

const BY_CODE = new Map<string, Refusal>(
  Object.entries(MEANINGS).flatMap(([meaning, codes]) => codes.map((code) => [code, meaning as Refusal] as const)),
);

/** The Web API client's own error codes for a rate limit it would not wait out, and for no answer. */
export const CLIENT_GAVE_UP = new Set([
  'slack_webapi_rate_limited_error',
  'slack_webapi_request_error',
  'slack_webapi_http_error',
]);

/** What Slack's answer (or the client's failure) means. */
export function refusalOf(error: unknown): { code: string; refusal: Refusal } {
  const code = slackError(error);
  if (code) return { code, refusal: BY_CODE.get(code) ?? (code.startsWith('invalid_name') ? 'bad_name' : 'other') };
  const clientCode = (error as { code?: unknown } | undefined)?.code;
  if (typeof clientCode === 'string' && CLIENT_GAVE_UP.has(clientCode))
    return { code: clientCode, refusal: 'rate_limited' };
  return { code: 'error', refusal: 'other' };
}

/** Slack will never take this message: the person or channel is gone, or casebot may not post there. */
const PERMANENT = new Set<Refusal>([
  'channel_refused',
  'restricted',
  'recipient_gone',
  'message_refused',
  'card_gone',
  'no_canvas',
  'canvas_gone',
]);

/** Whether Slack will never take this write, however often it is tried. */
export const isPermanent = (refusal: Refusal) => PERMANENT.has(refusal);

/** Slack's errors after which part of a call may have been done: a post answered with one stays in doubt. */
const UNCERTAIN = new Set(['internal_error', 'fatal_error', 'request_timeout', 'service_unavailable']);

/** Whether Slack answered a write so that it may have been done all the same. */
export const isUncertain = (code: string | undefined) => code !== undefined && UNCERTAIN.has(code);

/**
 * Whether a write that failed may have been done all the same: Slack said so (`isUncertain`), or no answer
 * came (a timeout, a dropped connection, a server error). A write Slack refused in words was not done.
 */
export const mayHaveLanded = (code: string | undefined) =>
  isUncertain(code) || code === 'slack_webapi_request_error' || code === 'slack_webapi_http_error' || code === 'error';

/**
 * The seconds Slack asked casebot to wait, where the answer was a rate limit the client would not wait out
 * (1 when Slack named none); undefined for any other failure.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if ((error as { code?: unknown } | undefined)?.code !== 'slack_webapi_rate_limited_error') return undefined;
  const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
  return typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : 1;
}

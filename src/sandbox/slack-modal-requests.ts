// Modal and shortcut payloads (shortcut, block_suggestion, view_submission) as Slack sends them, for the
// sandbox page, the tests and the benchmark.

export interface Shortcut {
  teamId: string;
  userId: string;
  callbackId: string;
  /** A message shortcut: the message it was used on, and where (it then has a response_url). */
  message?: { text: string; ts: string; channelId: string; responseUrl: string; threadTs?: string };
}

/** A global (`shortcut`) or message (`message_action`) shortcut, as Slack posts it: a form field `payload`. */
export function shortcutBody(input: Shortcut): string {
  const common = {
    token: 'deprecated-verification-token',
    callback_id: input.callbackId,
    trigger_id: `${Date.now()}.trigger`,
    user: { id: input.userId, username: 'someone', team_id: input.teamId },
    team: { id: input.teamId, domain: 'sandbox' },
    is_enterprise_install: false,
    enterprise: null,
    action_ts: `${Date.now() / 1000}`,
  };
  const payload = input.message
    ? {
        ...common,
        type: 'message_action',
        channel: { id: input.message.channelId, name: 'general' },
        message: {
          type: 'message',
          text: input.message.text,
          ts: input.message.ts,
          user: input.userId,
          ...(input.message.threadTs ? { thread_ts: input.message.threadTs } : {}),
        },
        message_ts: input.message.ts,
        response_url: input.message.responseUrl,
      }
    : { ...common, type: 'shortcut' };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

interface Suggestion {
  teamId: string;
  userId: string;
  actionId: string;
  blockId: string;
  value: string;
  view: { id: string; callback_id: string };
}

/** What a type-ahead (external_select) sends as someone types: `block_suggestion`. */
export function blockSuggestionBody(input: Suggestion): string {
  const payload = {
    type: 'block_suggestion',
    user: { id: input.userId, username: 'someone', team_id: input.teamId },
    container: { type: 'view', view_id: input.view.id },
    api_app_id: 'A0CASEBOT',
    token: 'deprecated-verification-token',
    action_id: input.actionId,
    block_id: input.blockId,
    value: input.value,
    team: { id: input.teamId, domain: 'sandbox' },
    enterprise: null,
    is_enterprise_install: false,
    view: { id: input.view.id, type: 'modal', callback_id: input.view.callback_id, team_id: input.teamId },
  };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

interface Submission {
  teamId: string;
  /** A workspace of an Enterprise Grid org. */
  enterpriseId?: string;
  userId: string;
  view: { id: string; hash: string; callback_id: string; private_metadata?: string };
  /** block_id → action_id → the element's state, e.g. `{ selected_option: { value } }`. */
  values: Record<string, Record<string, Record<string, unknown>>>;
  /** Present when the modal has a conversations_select with response_url_enabled. */
  responseUrls?: { responseUrl: string; channelId: string; blockId: string; actionId: string }[];
}

/** A modal's submission: `view_submission`. */
export function viewSubmissionBody(input: Submission): string {
  const payload = {
    type: 'view_submission',
    team: { id: input.teamId, domain: 'sandbox', ...(input.enterpriseId ? { enterprise_id: input.enterpriseId } : {}) },
    user: { id: input.userId, username: 'someone', team_id: input.teamId },
    api_app_id: 'A0CASEBOT',
    token: 'deprecated-verification-token',
    trigger_id: `${Date.now()}.trigger`,
    enterprise: input.enterpriseId ? { id: input.enterpriseId, name: 'Grid' } : null,
    is_enterprise_install: false,
    view: {
      id: input.view.id,
      type: 'modal',
      callback_id: input.view.callback_id,
      hash: input.view.hash,
      private_metadata: input.view.private_metadata ?? '',
      team_id: input.teamId,
      state: { values: input.values },
    },
    response_urls: (input.responseUrls ?? []).map((r) => ({
      block_id: r.blockId,
      action_id: r.actionId,
      channel_id: r.channelId,
      response_url: r.responseUrl,
    })),
  };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

import { createHmac } from 'node:crypto';

/** Signs a request body as Slack does: `v0=` HMAC-SHA256 of `v0:<timestamp>:<body>`. */
export function signature(signingSecret: string, timestamp: number, body: string): string {
  return `v0=${createHmac('sha256', signingSecret).update(`v0:${timestamp}:${body}`).digest('hex')}`;
}

export interface SlashCommand {
  command: string;
  text: string;
  team_id: string;
  team_domain?: string;
  enterprise_id?: string;
  user_id: string;
  user_name?: string;
  channel_id?: string;
  channel_name?: string;
  response_url: string;
  trigger_id?: string;
  api_app_id?: string;
}

/** A slash command as Slack sends it: form fields. */
export function slashCommandBody(command: SlashCommand): string {
  const fields: Record<string, string> = {
    token: 'deprecated-verification-token',
    team_domain: 'sandbox',
    channel_id: 'C0GENERAL',
    channel_name: 'general',
    user_name: 'someone',
    trigger_id: `${Date.now()}.trigger`,
    api_app_id: 'A0CASEBOT',
    ...Object.fromEntries(Object.entries(command).filter(([, v]) => v !== undefined)),
  };
  return new URLSearchParams(fields).toString();
}

interface ButtonClick {
  teamId: string;
  enterpriseId?: string;
  userId: string;
  /** The clicker's own team, where it is not the workspace's (a Slack Connect guest from another organisation). */
  userTeamId?: string;
  actionId: string;
  value: string;
  blockId?: string;
  responseUrl: string;
  channelId?: string;
  /** The message the button was on. */
  message?: Record<string, unknown>;
  /** An overflow menu's choice (the action is then the menu's, not a button's). */
  selectedOption?: string;
  /** That message's ts: it names the message, and stays the same when the message is replaced. */
  messageTs?: string;
  /** A button in a modal or on App Home: the view it is in (such clicks have no response_url). */
  view?: {
    id: string;
    hash: string;
    private_metadata?: string;
    callback_id?: string;
    type?: 'modal' | 'home';
    /** What the view's inputs hold: block_id → action_id → the element's state. */
    values?: Record<string, Record<string, Record<string, unknown>>>;
  };
  isEphemeral?: boolean;
  /** A button in a Work Object's side panel: the entity it is on (such clicks have no response_url). */
  entity?: { url: string; externalRef: { id: string; type: string } };
  triggerId?: string;
}

/** A block_actions payload for a button click, as Slack sends it: a form field `payload` of JSON. */
export function blockActionsBody(click: ButtonClick): string {
  const payload = {
    type: 'block_actions',
    user: { id: click.userId, username: 'someone', name: 'someone', team_id: click.userTeamId ?? click.teamId },
    api_app_id: 'A0CASEBOT',
    token: 'deprecated-verification-token',
    container: click.entity
      ? { type: 'entity_detail', entity_url: click.entity.url, external_ref: click.entity.externalRef }
      : click.view
        ? { type: 'view', view_id: click.view.id }
        : {
            type: 'message',
            message_ts: click.messageTs ?? '1700000000.000100',
            channel_id: click.channelId ?? 'C0GENERAL',
            is_ephemeral: click.isEphemeral ?? true,
          },
    trigger_id: click.triggerId ?? `${Date.now()}.trigger`,
    team: { id: click.teamId, domain: 'sandbox', ...(click.enterpriseId ? { enterprise_id: click.enterpriseId } : {}) },
    enterprise: click.enterpriseId ? { id: click.enterpriseId, name: 'Grid' } : null,
    is_enterprise_install: false,
    ...(click.view
      ? {
          view: {
            type: click.view.type ?? 'modal',
            id: click.view.id,
            hash: click.view.hash,
            callback_id: click.view.callback_id ?? '',
            private_metadata: click.view.private_metadata ?? '',
            team_id: click.teamId,
            state: { values: click.view.values ?? {} },
          },
        }
      : click.entity
        ? {}
        : {
            channel: { id: click.channelId ?? 'C0GENERAL', name: 'general' },
            response_url: click.responseUrl,
            ...(click.message ? { message: click.message } : {}),
          }),
    state: { values: {} },
    actions: [
      click.selectedOption !== undefined
        ? {
            type: 'overflow',
            action_id: click.actionId,
            block_id: click.blockId ?? 'block',
            selected_option: { text: { type: 'plain_text', text: 'option' }, value: click.selectedOption },
            action_ts: `${Date.now() / 1000}`,
          }
        : {
            type: 'button',
            action_id: click.actionId,
            block_id: click.blockId ?? 'block',
            text: { type: 'plain_text', text: 'button', emoji: false },
            value: click.value,
            action_ts: `${Date.now() / 1000}`,
          },
    ],
  };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

export interface SlackEvent {
  teamId: string;
  enterpriseId?: string;
  isEnterpriseInstall?: boolean;
  /** The inner event, e.g. `{ type: 'app_uninstalled' }`. */
  event: Record<string, unknown> & { type: string };
}

let eventSequence = 0;

/** An Events API `event_callback`, as Slack posts it: JSON, with the installation it is for. */
export function eventBody(input: SlackEvent): string {
  eventSequence += 1;
  return JSON.stringify({
    token: 'deprecated-verification-token',
    team_id: input.teamId,
    ...(input.enterpriseId ? { enterprise_id: input.enterpriseId } : {}),
    api_app_id: 'A0CASEBOT',
    event: { event_ts: `${Date.now() / 1000}`, ...input.event },
    type: 'event_callback',
    event_id: `Ev${String(eventSequence).padStart(8, '0')}`,
    event_time: Math.floor(Date.now() / 1000),
    authorizations: [
      {
        enterprise_id: input.enterpriseId ?? null,
        team_id: input.isEnterpriseInstall ? null : input.teamId,
        user_id: 'U0CASEBOT',
        is_bot: true,
        is_enterprise_install: input.isEnterpriseInstall ?? false,
      },
    ],
    is_ext_shared_channel: false,
  });
}

/** The inner `function_executed` event: Slack runs one of casebot's functions with these inputs. */
export function functionExecutedEvent(callbackId: string, inputs: Record<string, unknown>, executionId: string) {
  return {
    type: 'function_executed',
    function: {
      id: `Fn0${callbackId.toUpperCase()}`,
      callback_id: callbackId,
      title: callbackId,
      description: callbackId,
      type: 'app',
      input_parameters: [],
      output_parameters: [],
      app_id: 'A0CASEBOT',
      date_created: 1,
      date_updated: 1,
      date_deleted: 0,
    },
    inputs,
    function_execution_id: executionId,
    workflow_execution_id: `Wx${executionId}`,
    bot_access_token: 'xwfp-workflow-token',
  };
}

interface SignedPostOptions {
  /** Sent as Slack's redelivery (`X-Slack-Retry-Num`). */
  retryNum?: number;
  /** Seconds since the epoch written into the signature; now by default. */
  timestamp?: number;
  /** Override the signature (forged requests in tests). */
  signature?: string | null;
  /** Events API bodies are JSON; commands and interactions are forms. */
  contentType?: 'application/json' | 'application/x-www-form-urlencoded';
}

/** Posts a body to casebot's /slack/events, signed as Slack signs it. */
export async function postSigned(
  url: string,
  signingSecret: string,
  body: string,
  options: SignedPostOptions = {},
): Promise<{ status: number; text: string; ms: number }> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
    'x-slack-request-timestamp': String(timestamp),
  };
  const sig = options.signature === undefined ? signature(signingSecret, timestamp, body) : options.signature;
  if (sig !== null) headers['x-slack-signature'] = sig;
  // Slack's redelivery of a request it got no answer to in time.
  if (options.retryNum !== undefined) {
    headers['x-slack-retry-num'] = String(options.retryNum);
    headers['x-slack-retry-reason'] = 'http_timeout';
  }
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

export * from './slack-modal-requests';

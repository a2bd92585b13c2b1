import type { z } from 'zod';
import {
  SETTINGS_FIELDS,
  type SettingsField,
  SHOW_CONTACTS_VALUE,
  WORKFLOWS_DEFAULT_VALUE,
} from '../../blocks/admin-modals';
import { ActionId } from '../../blocks/ids';
import type { MessageKey } from '../../i18n/translate';
import {
  apiTokenSchema,
  baseUrlSchema,
  caseUrlTemplateSchema,
  clientNameSchema,
  languageSchema,
  pageSizeSchema,
  pollCallsSchema,
  pollIntervalSchema,
  timeZoneSchema,
  userNameSchema,
} from '../../workspaces/validation';
import type { Workspace, WorkspaceInput } from '../../workspaces/store';

/** A view's state as Slack sends it: block_id → action_id → the element's state. */
export type ViewValues = Record<
  string,
  Record<
    string,
    {
      value?: string | null;
      selected_option?: { value?: string } | null;
      selected_options?: { value?: string }[] | null;
      selected_user?: string | null;
    }
  >
>;

export type SettingsForm =
  | { ok: true; input: WorkspaceInput; changed: string[] }
  | { ok: false; errors: Partial<Record<SettingsField, MessageKey>> };

const text = (values: ViewValues, field: string): string => (values[field]?.[field]?.value ?? '').trim();
/** Whether a setting's checkbox (block id = action id) was left ticked. */
const ticked = (values: ViewValues, field: string, value: string): boolean =>
  (values[field]?.[field]?.selected_options ?? []).some((o) => o.value === value);

/** What each setting is called in the audit trail (never its value: the token is among them). */
const AUDIT_NAMES: Record<SettingsField, string> = {
  client_name: 'client name',
  api_token: 'api token',
  base_url: 'base URL',
  time_zone: 'time zone',
  language: 'channel language',
  page_size: 'page size',
  case_url: 'case link template',
  share_contacts: 'contact details policy',
  default_user: 'default user',
  workflows_default_user: 'workflows as the default user',
  poll_interval: 'poll interval',
  poll_calls: 'calls a minute',
};

/**
 * Reads the connection modal into the settings `workspace set` would store, with the same validation:
 * each bad field gets its own message (shown on the field by `response_action: errors`). An empty token
 * keeps the stored one; a new workspace needs one.
 */
export function readSettingsForm(
  values: ViewValues,
  teamId: string,
  old: { workspace: Workspace; apiToken: string | undefined } | undefined,
  defaultBaseUrl: string | undefined,
): SettingsForm {
  const errors: Partial<Record<SettingsField, MessageKey>> = {};
  const field = <S extends z.ZodType>(name: SettingsField, schema: S, raw: unknown, message: MessageKey) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) errors[name] = message;
    return parsed.data as z.infer<S>;
  };
  const clientName = field(
    ActionId.clientName,
    clientNameSchema,
    text(values, ActionId.clientName),
    'settings.error.client',
  );
  const tokenText = text(values, ActionId.apiToken);
  const apiToken = tokenText
    ? field(ActionId.apiToken, apiTokenSchema, tokenText, 'settings.error.token')
    : old?.apiToken;
  if (!apiToken && !errors.api_token) errors.api_token = 'settings.error.token';
  const baseUrlText = text(values, ActionId.baseUrl);
  const baseUrl = baseUrlText ? field(ActionId.baseUrl, baseUrlSchema, baseUrlText, 'settings.error.baseUrl') : null;
  if (!baseUrlText && !defaultBaseUrl) errors.base_url = 'settings.error.baseUrlRequired';
  // The stored token only ever goes where it went before: a new address needs the token typed again
  // (else an admin could send it to a server of theirs and read it there).
  const movedTo = (baseUrl ?? defaultBaseUrl) !== (old ? (old.workspace.baseUrl ?? defaultBaseUrl) : undefined);
  if (old && !tokenText && movedTo && !errors.api_token) errors.api_token = 'settings.error.tokenForNewUrl';
  const timeZone = field(ActionId.timeZone, timeZoneSchema, text(values, ActionId.timeZone), 'settings.error.zone');
  // A static select offers only the six; anything else (a forged value) reads as English.
  const language =
    languageSchema.safeParse(values[ActionId.language]?.[ActionId.language]?.selected_option?.value).data ?? 'en';
  const pageSize = field(ActionId.pageSize, pageSizeSchema, text(values, ActionId.pageSize), 'settings.error.pageSize');
  // An optional setting: empty is null (no link, no default user, casebot's polling defaults).
  const optional = <S extends z.ZodType>(name: SettingsField, schema: S, message: MessageKey) => {
    const raw = text(values, name);
    return raw ? field(name, schema, raw, message) : null;
  };
  const caseUrlTemplate = optional(ActionId.caseUrl, caseUrlTemplateSchema, 'settings.error.caseUrl');
  const defaultUserName = optional(ActionId.defaultUser, userNameSchema, 'settings.error.userName');
  const pollSeconds = optional(ActionId.pollInterval, pollIntervalSchema, 'settings.error.pollInterval');
  const pollCallsPerMinute = optional(ActionId.pollCalls, pollCallsSchema, 'settings.error.pollCalls');
  const shareContactDetails = ticked(values, ActionId.contacts, SHOW_CONTACTS_VALUE);
  const workflowsUseDefaultUser = ticked(values, ActionId.workflowsDefault, WORKFLOWS_DEFAULT_VALUE);
  if (Object.keys(errors).length > 0 || !apiToken) return { ok: false, errors };
  const input: WorkspaceInput = {
    teamId,
    clientName,
    apiToken,
    baseUrl,
    timeZone,
    pageSize,
    shareContactDetails,
    defaultUserName,
    caseUrlTemplate,
    language,
    pollIntervalMs: pollSeconds === null ? null : pollSeconds * 1000,
    pollCallsPerMinute,
    workflowsUseDefaultUser,
  };
  return { ok: true, input, changed: changedSettings(input, old) };
}

/**
 * The settings a save changes, each with what it was and what it is now (`channel language: en → fr`);
 * the api token by name only. All of them, by name, for a new workspace; none for a save that changed
 * nothing.
 */
function changedSettings(
  input: WorkspaceInput,
  old: { workspace: Workspace; apiToken: string | undefined } | undefined,
) {
  if (!old) return SETTINGS_FIELDS.map((f) => AUDIT_NAMES[f]);
  const before = comparable(old.workspace, old.apiToken);
  const after = comparable(input, input.apiToken);
  const shown = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : String(value));
  return SETTINGS_FIELDS.filter((f) => before[f] !== after[f]).map((f) =>
    f === 'api_token' ? AUDIT_NAMES[f] : `${AUDIT_NAMES[f]}: ${shown(before[f])} → ${shown(after[f])}`,
  );
}

/** A workspace's settings (stored or about to be), field by field as the modal shows them. */
function comparable(
  w: Omit<
    Workspace,
    | 'teamId'
    | 'tokenHint'
    | 'uninstalledAt'
    | 'caseUrlTemplate'
    | 'language'
    | 'pollIntervalMs'
    | 'pollCallsPerMinute'
    | 'workflowsUseDefaultUser'
  > &
    Pick<
      WorkspaceInput,
      'caseUrlTemplate' | 'language' | 'pollIntervalMs' | 'pollCallsPerMinute' | 'workflowsUseDefaultUser'
    >,
  apiToken: string | undefined,
): Record<SettingsField, unknown> {
  return {
    client_name: w.clientName,
    api_token: apiToken,
    base_url: w.baseUrl,
    time_zone: w.timeZone,
    language: w.language,
    page_size: w.pageSize,
    case_url: w.caseUrlTemplate,
    share_contacts: w.shareContactDetails,
    default_user: w.defaultUserName,
    workflows_default_user: w.workflowsUseDefaultUser ?? false,
    poll_interval: w.pollIntervalMs ?? null,
    poll_calls: w.pollCallsPerMinute ?? null,
  };
}

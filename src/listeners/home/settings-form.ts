import type { z } from 'zod';
import {
  type SettingsField,
  SHARED_CHANNELS_VALUE,
  KEEP_CARDS_VALUE,
  SHOW_CONTACTS_VALUE,
  WORKFLOWS_DEFAULT_VALUE,
} from '../../blocks/admin-modals';
import { ActionId } from '../../blocks/ids';
import type { MessageKey } from '../../i18n/translate';
import {
  tokenSchema,
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
import { type SettingsDraft, type StoredSettings, tokenNeeded } from '../../use-cases/workspace-settings';

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

type SettingsForm =
  { ok: true; draft: SettingsDraft } | { ok: false; errors: Partial<Record<SettingsField, MessageKey>> };

const text = (values: ViewValues, field: string): string => (values[field]?.[field]?.value ?? '').trim();
/** Whether a setting's checkbox (block id = action id) was left ticked. */
const ticked = (values: ViewValues, field: string, value: string): boolean =>
  (values[field]?.[field]?.selected_options ?? []).some((o) => o.value === value);

/**
 * Reads the connection modal into the settings `workspace set` would store, with the same validation:
 * each bad field gets its own message (shown on the field by `response_action: errors`). An empty token
 * keeps the stored one (null in the draft); a new workspace needs one.
 */
export function readSettingsForm(
  values: ViewValues,
  teamId: string,
  old: StoredSettings | undefined,
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
  const tokenText = text(values, ActionId.token);
  const newToken = tokenText ? field(ActionId.token, tokenSchema, tokenText, 'settings.error.token') : null;
  const baseUrlText = text(values, ActionId.baseUrl);
  // A query or fragment has a message of its own: the rest of the URL may be right.
  const baseUrlMessage = /[?#]/.test(baseUrlText) ? 'settings.error.baseUrlQuery' : 'settings.error.baseUrl';
  const baseUrl = baseUrlText ? field(ActionId.baseUrl, baseUrlSchema, baseUrlText, baseUrlMessage) : null;
  if (!baseUrlText && !defaultBaseUrl) errors.base_url = 'settings.error.baseUrlRequired';
  const needed = errors.api_token ? undefined : tokenNeeded({ newToken, baseUrl }, old, defaultBaseUrl);
  if (needed) errors.api_token = needed === 'missing' ? 'settings.error.token' : 'settings.error.tokenForNewUrl';
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
  const allowSharedChannels = ticked(values, ActionId.sharedChannels, SHARED_CHANNELS_VALUE);
  const keepCardsTrue = ticked(values, ActionId.keepCards, KEEP_CARDS_VALUE);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const draft: SettingsDraft = {
    teamId,
    clientName,
    newToken,
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
    allowSharedChannels,
    keepCardsTrue,
  };
  return { ok: true, draft };
}

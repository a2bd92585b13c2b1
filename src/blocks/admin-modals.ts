import type { KnownBlock, ModalView, PlainTextOption } from '@slack/types';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages';
import type { Translator } from '../i18n/translate';
import type { Workspace } from '../workspaces/store';
import { ActionId, BlockId, CallbackId } from './ids';
import { modal } from './notes-modal';
import { button, mrkdwn, plain } from './text';

/** Each setting's input: its block_id is its action_id, so an error lands on the field it is about. */
export const SETTINGS_FIELDS = [
  ActionId.clientName,
  ActionId.token,
  ActionId.baseUrl,
  ActionId.timeZone,
  ActionId.language,
  ActionId.pageSize,
  ActionId.caseUrl,
  ActionId.contacts,
  ActionId.sharedChannels,
  ActionId.keepCards,
  ActionId.defaultUser,
  ActionId.workflowsDefault,
  ActionId.pollInterval,
  ActionId.pollCalls,
] as const;

export type SettingsField = (typeof SETTINGS_FIELDS)[number];

const SHOW_CONTACTS = 'show';
/** The checkbox value that lets workflows nobody runs act as the default user. */
export const WORKFLOWS_DEFAULT_VALUE = 'workflows';
/** The checkbox values that let cases into channels shared with other organisations, and keep cards true. */
export const SHARED_CHANNELS_VALUE = 'shared';
export const KEEP_CARDS_VALUE = 'keep';

/** An optional choice that is on or off: one checkbox, its block id its action id (and a hint under it). */
export function checkbox(
  id: string,
  label: string,
  option: string,
  value: string,
  state: { checked: boolean; hint?: string },
): KnownBlock {
  const choice = { text: mrkdwn(option), value };
  return {
    type: 'input',
    block_id: id,
    label: plain(label, 2000),
    ...(state.hint ? { hint: plain(state.hint, 2000) } : {}),
    optional: true,
    element: {
      type: 'checkboxes',
      action_id: id,
      options: [choice],
      ...(state.checked ? { initial_options: [choice] } : {}),
    },
  };
}

/** A whole number a workspace may leave to casebot's default (empty). */
function pollInput(
  id: string,
  label: string,
  hint: string,
  min: number,
  max: number,
  initial: number | null,
): KnownBlock {
  return {
    type: 'input',
    block_id: id,
    optional: true,
    label: plain(label, 2000),
    hint: plain(hint, 2000),
    element: {
      type: 'number_input',
      action_id: id,
      is_decimal_allowed: false,
      min_value: String(min),
      max_value: String(max),
      ...(initial !== null ? { initial_value: String(initial) } : {}),
    },
  };
}

const languageOption = (lang: (typeof LANGUAGES)[number]): PlainTextOption => ({
  text: plain(LANGUAGE_NAMES[lang], 75),
  value: lang,
});

const textInput = (
  field: SettingsField,
  label: string,
  options: { initial?: string | null; optional?: boolean; hint?: string; max?: number; placeholder?: string },
): KnownBlock => ({
  type: 'input',
  block_id: field,
  label: plain(label, 2000),
  optional: options.optional ?? false,
  ...(options.hint ? { hint: plain(options.hint, 2000) } : {}),
  element: {
    type: 'plain_text_input',
    action_id: field,
    ...(options.initial ? { initial_value: options.initial } : {}),
    ...(options.max ? { max_length: options.max } : {}),
    ...(options.placeholder ? { placeholder: plain(options.placeholder, 150) } : {}),
  },
});

/** What Check connection found, or why a save failed: an alert (success, what to fix, or an error). */
export type CheckNote = { text: string; level: 'success' | 'warning' | 'error' };

/**
 * The connection settings, for a new workspace or to edit one: every setting the CLI's `workspace set`
 * takes. The token is never shown: left empty, the stored one is kept. Check connection asks as the case
 * service user in `Check as` (filled in with the admin's link or the default user; never saved), and
 * what it found is said under its button.
 */
export function settingsModal(
  tr: Translator,
  workspace: Workspace | undefined,
  check: { note?: CheckNote; asUser?: string | undefined } = {},
): ModalView {
  const { t } = tr;
  const blocks: KnownBlock[] = [
    textInput(ActionId.clientName, t('admin.client'), {
      initial: workspace?.clientName,
      hint: t('settings.clientHint'),
      max: 255,
    }),
    textInput(ActionId.token, t('admin.token'), {
      optional: workspace !== undefined,
      hint: workspace ? t('settings.tokenKeep', { hint: workspace.tokenHint }) : t('settings.tokenNew'),
      max: 3000, // Block Kit's longest text input
    }),
    textInput(ActionId.baseUrl, t('admin.baseUrl'), {
      initial: workspace?.baseUrl,
      optional: true,
      hint: t('settings.baseUrlHint'),
      max: 2048,
    }),
    textInput(ActionId.timeZone, t('admin.zone'), {
      initial: workspace?.timeZone ?? 'UTC',
      hint: t('settings.zoneHint'),
      max: 64,
    }),
    {
      type: 'input',
      block_id: ActionId.language,
      label: plain(t('admin.language'), 2000),
      element: {
        type: 'static_select',
        action_id: ActionId.language,
        options: LANGUAGES.map(languageOption),
        initial_option: languageOption(workspace?.language ?? 'en'),
      },
    },
    {
      type: 'input',
      block_id: ActionId.pageSize,
      label: plain(t('admin.pageSize'), 2000),
      element: {
        type: 'number_input',
        action_id: ActionId.pageSize,
        is_decimal_allowed: false,
        min_value: '1',
        max_value: '20',
        initial_value: String(workspace?.pageSize ?? 10),
      },
    },
    pollInput(
      ActionId.pollInterval,
      t('admin.pollInterval'),
      t('settings.pollHint'),
      10,
      86_400,
      workspace?.pollIntervalMs ? workspace.pollIntervalMs / 1000 : null,
    ),
    pollInput(
      ActionId.pollCalls,
      t('admin.pollCalls'),
      t('settings.pollHint'),
      1,
      6000,
      workspace?.pollCallsPerMinute ?? null,
    ),
    textInput(ActionId.caseUrl, t('admin.caseUrl'), {
      initial: workspace?.caseUrlTemplate,
      optional: true,
      hint: t('settings.caseUrlHint'),
      max: 1000,
    }),
    checkbox(ActionId.contacts, t('admin.contacts'), t('settings.contactsOption'), SHOW_CONTACTS, {
      checked: workspace?.shareContactDetails === true,
    }),
    checkbox(
      ActionId.sharedChannels,
      t('admin.sharedChannels'),
      t('settings.sharedChannelsOption'),
      SHARED_CHANNELS_VALUE,
      { checked: workspace?.allowSharedChannels === true },
    ),
    checkbox(ActionId.keepCards, t('admin.keepCards'), t('settings.keepCardsOption'), KEEP_CARDS_VALUE, {
      checked: workspace?.keepCardsTrue !== false,
    }),
    textInput(ActionId.defaultUser, t('admin.defaultUser'), {
      initial: workspace?.defaultUserName,
      optional: true,
      hint: t('settings.defaultUserHint'),
      max: 255,
    }),
    checkbox(ActionId.workflowsDefault, t('admin.workflows'), t('settings.workflowsOption'), WORKFLOWS_DEFAULT_VALUE, {
      checked: workspace?.workflowsUseDefaultUser === true,
    }),
    {
      type: 'input',
      block_id: ActionId.checkAs,
      label: plain(t('settings.checkAs'), 2000),
      optional: true,
      hint: plain(t('settings.checkAsHint'), 2000),
      element: {
        type: 'plain_text_input',
        action_id: ActionId.checkAs,
        max_length: 255,
        ...(check.asUser ? { initial_value: check.asUser } : {}),
      },
    },
    {
      type: 'actions',
      block_id: BlockId.settingsCheck,
      elements: [button(ActionId.checkConnection, t('settings.check'), 'check')],
    },
  ];
  const { note } = check;
  if (note) blocks.push({ type: 'alert', block_id: BlockId.settingsCheckResult, ...note, text: mrkdwn(note.text) });
  return modal({
    callbackId: CallbackId.settingsModal,
    title: t('settings.title'),
    submit: t('settings.save'),
    close: t('admin.cancel'),
    blocks,
  });
}

/** Whether the contacts checkbox is ticked in a submission. */
export const SHOW_CONTACTS_VALUE = SHOW_CONTACTS;

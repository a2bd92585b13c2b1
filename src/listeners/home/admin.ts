import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { type CheckNote, settingsModal } from '../../blocks/admin-modals';
import { ActionId, CallbackId } from '../../blocks/ids';
import { safe } from '../../blocks/text';
import type { ListenerDeps } from '../deps';
import { describeFailure, describeRefusal, errorForLog } from '../../spine/errors';
import { identify } from '../identity';
import { type MessageKey, type Translator, translator } from '../../i18n/translate';
import type { Workspace } from '../../workspaces/store';
import { attend } from '../../spine/serve';
import { homeInteraction, isAdmin, publishHome } from './publish';
import { readSettingsForm, type ViewValues } from './settings-form';
import { modalResponder, submissionResponder } from './responders';
import type { AddressRefused, CheckResult, SettingsDraft, TokenNeeded } from '../../use-cases/workspace-settings';
import { refusedByService } from '../../cases/connection-check';
import { CaseApiAddressError, CaseApiError, CaseApiResponseError } from '../../case-api/errors';
import { userNameSchema } from '../../workspaces/validation';

/** What the base URL field says of an address casebot may not call. */
const ADDRESS_REFUSED = {
  plain_http: 'settings.error.baseUrlHttp',
  query: 'settings.error.baseUrlQuery',
  private: 'settings.error.baseUrlPrivate',
} as const satisfies Record<AddressRefused['refusal'], MessageKey>;

/** What the token field says when settings need a token typed in. */
const TOKEN_NEEDED = {
  missing: 'settings.error.token',
  new_url: 'settings.error.tokenForNewUrl',
} as const satisfies Record<TokenNeeded['reason'], MessageKey>;

/**
 * The admin's part of App Home: the connection settings in a modal (Check connection calls the service
 * with what is typed, before anything is saved), linking and unlinking people. Every handler checks
 * again that the person is an admin: a view or button from a forged or old payload changes nothing.
 */
export function registerAdmin(app: App, deps: ListenerDeps): void {
  // Edit connection / Connect: the settings modal, filled in with what is stored.
  app.action<BlockAction<ButtonAction>>(ActionId.editConnection, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', ActionId.editConnection), async (present) => {
      const { key, tr } = present;
      if (!(await isAdmin(deps, client, key, who.userId))) {
        // No longer an admin (or never was): their Home loses the admin part, nothing changes.
        await publishHome(deps, client, who.userId, present);
        return 'not_admin';
      }
      const [stored, link] = await Promise.all([
        deps.workspaceSettings.stored(key),
        deps.workspaceSettings.linkOf(key, who.userId),
      ]);
      // Check as: the admin's own link, else the default user (an admin setting up is usually neither yet).
      const asUser = link?.userName ?? stored?.workspace.defaultUserName ?? undefined;
      await client.views.open({ trigger_id: body.trigger_id, view: settingsModal(tr, stored?.workspace, { asUser }) });
      return 'ok';
    });
  });

  // Check connection, inside the modal: one call to the service with the settings as typed.
  app.action<BlockAction<ButtonAction>>(ActionId.checkConnection, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    const view = body.view && { id: body.view.id, hash: body.view.hash };
    let stored: Workspace | undefined;
    let tr = translator('en');
    const values = (body.view?.state.values ?? {}) as ViewValues;
    const asUser = values[ActionId.checkAs]?.[ActionId.checkAs]?.value?.trim() || undefined;
    // A failure is said in the modal, where the admin is looking (same block and action ids: what was
    // typed stays).
    const responder = modalResponder(client, view, async (text) =>
      settingsModal(tr, stored, { note: checkNote(text, 'error'), asUser }),
    );
    const interaction = { kind: 'action' as const, name: ActionId.checkConnection, who, client, responder };
    await attend(deps, interaction, async ({ key, tr: reader, ref }) => {
      tr = reader;
      if (!body.view || !(await isAdmin(deps, client, key, who.userId))) return 'not_admin';
      const old = await deps.workspaceSettings.stored(key);
      stored = old?.workspace;
      const form = readSettingsForm(values, key, old, deps.defaultBaseUrl);
      // Check as is a userName like any other (at most 255 characters, no control characters).
      const asValid = !asUser || userNameSchema.safeParse(asUser).success;
      const problems: MessageKey[] = [...(form.ok ? [] : Object.values(form.errors))];
      if (!asValid) problems.push('settings.error.userName');
      const { result, outcome } =
        form.ok && asValid
          ? said(await deps.workspaceSettings.check(key, who.userId, form.draft, asUser), tr, ref, key)
          : {
              // A modal shows field errors only on submit: at Check time the reasons are said here, each one.
              result: [tr.t('settings.checkFix'), ...new Set(problems.map((m) => `• ${tr.t(m)}`))].join('\n'),
              outcome: 'invalid_input' as const,
            };
      await client.views.update({
        view_id: body.view.id,
        hash: body.view.hash,
        view: settingsModal(tr, stored, {
          note: checkNote(result, outcome === 'ok' ? 'success' : outcome === 'invalid_input' ? 'warning' : 'error'),
          asUser,
        }),
      });
      return outcome;
    });
  });

  // Save: the same validation as the CLI, each error on its field; a failure is said on the first field.
  app.view<ViewSubmitAction>(CallbackId.settingsModal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const { responder, answer } = submissionResponder(ack, ActionId.clientName);
    const interaction = { kind: 'view' as const, name: CallbackId.settingsModal, who, client, responder };
    await attend(deps, interaction, async (present) => {
      const { key, tr } = present;
      if (!(await isAdmin(deps, client, key, who.userId))) {
        await answer({ [ActionId.clientName]: tr.t('admin.notAdmin') });
        return 'not_admin';
      }
      const old = await deps.workspaceSettings.stored(key);
      const values = view.state.values as ViewValues;
      const form = readSettingsForm(values, key, old, deps.defaultBaseUrl);
      // Settings the case service refuses are not saved: asked as Check connection would (when there is
      // someone to ask as; a service that cannot be reached does not stop a save).
      const checked = form.ok ? await checkOnSave(key, who.userId, form.draft, values) : undefined;
      if (checked?.kind === 'refused') {
        await answer({ [ActionId.token]: tr.t('settings.error.refused', { description: checked.description }) });
        return 'check_failed';
      }
      const saved = form.ok ? await deps.workspaceSettings.save(key, who.userId, form.draft) : undefined;
      const errors = form.ok ? {} : form.errors;
      if (saved?.kind === 'needs_token') errors[ActionId.token] = TOKEN_NEEDED[saved.reason];
      if (saved?.kind === 'address_refused') errors[ActionId.baseUrl] = ADDRESS_REFUSED[saved.refusal];
      if (!saved || saved.kind !== 'saved') {
        await answer(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, tr.t(message)])));
        return 'invalid_input';
      }
      await answer();
      // The admin's Home shows the new settings (it is rebuilt from the standing saved just now).
      const standing = await deps.acting.standing(who);
      // The account's credentials changed and nobody could be asked: the Home says so at its top.
      const credentials = ['api token', 'client name', 'base URL'];
      const unchecked =
        checked?.kind === 'no_user' && saved.changed.some((c) => credentials.some((n) => c.startsWith(n)));
      const notice = unchecked
        ? tr.t('settings.savedUnchecked', {
            edit: tr.t('admin.edit'),
            checkAs: tr.t('settings.checkAs'),
            check: tr.t('settings.check'),
          })
        : undefined;
      await publishHome(deps, client, who.userId, { ...present, standing }, notice);
      return 'saved';
    });
  });

  /** Save's own check: refused (in the service's words), nobody to ask as, or nothing to stop the save. */
  async function checkOnSave(key: string, adminId: string, draft: SettingsDraft, values: ViewValues) {
    const asUser = values[ActionId.checkAs]?.[ActionId.checkAs]?.value?.trim() || undefined;
    if (asUser && !userNameSchema.safeParse(asUser).success) return undefined;
    const checked = await deps.workspaceSettings.check(key, adminId, draft, asUser);
    if (checked.kind === 'no_user') return { kind: 'no_user' as const };
    if (checked.kind === 'failed' && refusedByService(checked.error))
      return { kind: 'refused' as const, description: describeRefusal(checked.error) };
    return undefined;
  }

  /** What Check connection says of a check, and its outcome. */
  function said(checked: CheckResult, tr: Translator, ref: string, key: string) {
    switch (checked.kind) {
      case 'ok':
        return {
          result: tr.t('settings.checkOk', {
            client: safe(checked.clientName, 255),
            userName: safe(checked.userName, 255),
          }),
          outcome: 'ok' as const,
        };
      case 'failed':
        deps.logger.warn({ ref, team: key, err: errorForLog(checked.error) }, 'connection check failed');
        return { result: checkFailure(checked.error, ref, tr), outcome: 'check_failed' as const };
      case 'needs_token':
        return { result: tr.t(TOKEN_NEEDED[checked.reason]), outcome: 'invalid_input' as const };
      case 'no_user':
        return {
          result: tr.t('settings.checkNoUser', { checkAs: tr.t('settings.checkAs') }),
          outcome: 'invalid_input' as const,
        };
      case 'address_refused':
        return { result: tr.t(ADDRESS_REFUSED[checked.refusal]), outcome: 'address_refused' as const };
    }
  }
}

/**
 * Why a check failed, with what to change among the fields in front of the admin: a refusal in the
 * service's words (the client, the token or the user), or no proper answer (the base URL).
 */
function checkFailure(error: unknown, ref: string, tr: Translator): string {
  const { t } = tr;
  if (error instanceof CaseApiResponseError) {
    const said = error.errorDescription
      ? t('error.refused', { description: safe(error.errorDescription, 500), code: String(error.errorCode), ref })
      : t('error.refusedNoDescription', { code: String(error.errorCode), ref });
    const fix = t('settings.checkRefusedFix', {
      client: t('admin.client'),
      token: t('admin.token'),
      checkAs: t('settings.checkAs'),
    });
    return `${said}\n${fix}`;
  }
  if (error instanceof CaseApiError && !(error instanceof CaseApiAddressError)) {
    return t('settings.checkNoAnswer', { baseUrl: t('admin.baseUrl'), ref });
  }
  return describeFailure(error, ref, tr).message.text;
}

/** A note for the settings modal's alert: its level shows an icon, so the message's own leading emoji goes. */
const checkNote = (text: string, level: CheckNote['level']): CheckNote => ({
  text: text.replace(/^:[\w+-]+:\s*/, ''),
  level,
});

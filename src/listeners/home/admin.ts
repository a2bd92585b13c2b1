import type { App, BlockAction, ButtonAction, ViewSubmitAction, webApi } from '@slack/bolt';
import { settingsModal } from '../../blocks/admin-modals';
import { ActionId, CallbackId } from '../../blocks/ids';
import { safe } from '../../blocks/text';
import type { ListenerDeps } from '../deps';
import { describeFailure, errorForLog } from '../errors';
import { identify } from '../identity';
import { type Translator, translator } from '../../i18n/translate';
import { logged } from '../serve';
import { isAdmin, workspaceForAdmin, workspaceKeyFor } from './home';
import { readSettingsForm, type ViewValues } from './settings-form';
import { audit, refreshHome, submission } from './admin-shared';
import { registerAdminLinks } from './admin-links';

/**
 * The admin's part of App Home: the connection settings in a modal (Check connection calls the service
 * with what is typed, before anything is saved), linking and unlinking people. Every handler checks
 * again that the person is an admin: a view or button from a forged or old payload changes nothing.
 */
export function registerAdmin(app: App, deps: ListenerDeps): void {
  const language = async (client: webApi.WebClient, key: string, userId: string): Promise<Translator> =>
    translator(await deps.languageFor(client, key, userId));

  // Edit connection / Connect: the settings modal, filled in with what is stored.
  app.action<BlockAction<ButtonAction>>(ActionId.editConnection, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    await logged(deps, { kind: 'action', name: ActionId.editConnection, who }, async () => {
      const key = await workspaceKeyFor(deps, who);
      if (!(await isAdmin(deps, client, key, who.userId))) {
        // No longer an admin (or never was): their Home loses the admin part, nothing changes.
        await refreshHome(deps, client, who);
        return 'not_admin';
      }
      const tr = await language(client, key, who.userId);
      const found = await workspaceForAdmin(deps, key);
      await client.views.open({ trigger_id: body.trigger_id, view: settingsModal(tr, found?.workspace) });
      return 'ok';
    });
  });

  // Check connection, inside the modal: one call to the service with the settings as typed.
  app.action<BlockAction<ButtonAction>>(ActionId.checkConnection, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    await logged(deps, { kind: 'action', name: ActionId.checkConnection, who }, async (ref) => {
      const key = await workspaceKeyFor(deps, who);
      if (!body.view || !(await isAdmin(deps, client, key, who.userId))) return 'not_admin';
      const tr = await language(client, key, who.userId);
      const old = await workspaceForAdmin(deps, key);
      const form = readSettingsForm(body.view.state.values as ViewValues, key, old, deps.defaultBaseUrl);
      let result: string;
      let outcome: 'ok' | 'invalid_input' | 'check_failed' = 'ok';
      if (!form.ok) {
        // A modal shows field errors only on submit: at Check time the reasons are said here, each one.
        const reasons = [...new Set(Object.values(form.errors))].map((message) => `• ${tr.t(message)}`);
        result = [tr.t('settings.checkFix'), ...reasons].join('\n');
        outcome = 'invalid_input';
      } else {
        const link = await deps.store.getUserLink(key, who.userId);
        const userName = form.input.defaultUserName ?? link?.userName;
        const baseUrl = form.input.baseUrl ?? deps.defaultBaseUrl;
        if (!userName || !baseUrl) {
          result = tr.t('settings.checkNoUser');
          outcome = 'invalid_input';
        } else {
          try {
            await deps.checkConnection({
              baseUrl,
              apiToken: form.input.apiToken,
              clientName: form.input.clientName,
              userName,
            });
            result = tr.t('settings.checkOk', {
              client: safe(form.input.clientName, 255),
              userName: safe(userName, 255),
            });
          } catch (error) {
            // The same words a command would get (a refusal's description, or unreachable, with a reference).
            result = describeFailure(error, ref, tr).message.text;
            outcome = 'check_failed';
            deps.logger.warn({ ref, team: key, err: errorForLog(error) }, 'connection check failed');
          }
        }
      }
      // Same block and action ids: Slack keeps what the admin typed.
      await client.views.update({
        view_id: body.view.id,
        hash: body.view.hash,
        view: settingsModal(tr, old?.workspace, result),
      });
      return outcome;
    });
  });

  // Save: the same validation as the CLI, each error on its field.
  app.view<ViewSubmitAction>(CallbackId.settingsModal, async ({ ack, body, view, client }) => {
    await submission(
      deps,
      { name: CallbackId.settingsModal, body, client, ack, field: ActionId.clientName },
      async ({ key, tr, answer }) => {
        const old = await workspaceForAdmin(deps, key);
        const form = readSettingsForm(view.state.values as ViewValues, key, old, deps.defaultBaseUrl);
        if (!form.ok) {
          await answer(
            Object.fromEntries(Object.entries(form.errors).map(([field, message]) => [field, tr.t(message)])),
          );
          return 'invalid_input';
        }
        await deps.store.putWorkspace(form.input);
        await answer();
        deps.forget();
        const action = old ? 'workspace.updated' : 'workspace.connected';
        // A save that changed nothing is not a change: the recent-changes list stays as it was.
        if (!old || form.changed.length > 0) await audit(deps, key, body.user.id, action, form.changed.join(', '));
        return 'saved';
      },
    );
  });

  registerAdminLinks(app, deps);
}

import type { App, BlockAction, ButtonAction, ViewSubmitAction, webApi } from '@slack/bolt';
import { linkModal, settingsModal } from '../../blocks/admin-modals';
import { ActionId, CallbackId, LINK_REQUESTER, UNLINK } from '../../blocks/ids';
import { decodeButton, personRefSchema } from '../../blocks/button-values';
import { safe } from '../../blocks/text';
import type { ListenerDeps } from '../deps';
import { describeFailure, errorForLog } from '../errors';
import { identify } from '../identity';
import { type Translator, translator } from '../../i18n/translate';
import type { Outcome } from '../../outcomes';
import type { SlackIdentity } from '../../workspaces/resolve';
import { slackUserIdSchema, userNameSchema } from '../../workspaces/validation';
import { logged } from '../serve';
import { isAdmin, publishHome, workspaceForAdmin, workspaceKeyFor } from './home';
import { readSettingsForm, type ViewValues } from './settings-form';

/**
 * Writes one audit log line and one audit row: who changed what (never a token or other secret). The
 * line comes first, so a change is in the log even when the row cannot be written (that is logged too).
 */
async function audit(deps: ListenerDeps, teamId: string, actor: string, action: string, detail: string) {
  deps.logger.info({ audit: true, team: teamId, actor, action, detail }, 'audit');
  await deps.home.audit({ teamId, actor, action, detail }).catch((error: unknown) => {
    deps.logger.error({ team: teamId, action, err: errorForLog(error) }, 'audit row not written');
  });
}

/** The republished Home of the admin who made a change; a failure to publish is only logged. */
async function refreshHome(deps: ListenerDeps, client: webApi.WebClient, who: SlackIdentity) {
  await publishHome(deps, client, who).catch((error: unknown) =>
    deps.logger.warn({ team: who.teamId, err: errorForLog(error) }, 'App Home not republished'),
  );
}

type SubmissionAck = (answer?: { response_action: 'errors'; errors: Record<string, string> }) => Promise<void>;

interface SubmissionContext {
  key: string;
  tr: Translator;
  /** Answers Slack (closes the modal), or shows errors on their fields; only the first answer counts. */
  answer: (errors?: Record<string, string>) => Promise<void>;
}

/**
 * Runs an admin modal's submission: checks again that the submitter is an admin, and whatever happens
 * Slack gets exactly one answer within its 3 s: a failure shows on `field` with a reference. Ends by
 * republishing the admin's Home, and with one log line.
 */
async function submission(
  deps: ListenerDeps,
  options: { name: string; body: ViewSubmitAction; client: webApi.WebClient; ack: SubmissionAck; field: string },
  work: (context: SubmissionContext) => Promise<Outcome>,
): Promise<void> {
  const { name, body, client, ack, field } = options;
  const who = identify(body);
  let answered = false;
  const answer = async (errors?: Record<string, string>) => {
    if (answered) return;
    answered = true;
    await ack(errors ? { response_action: 'errors', errors } : undefined);
  };
  await logged(deps, { kind: 'view', name, who }, async (ref) => {
    let tr = translator('en');
    try {
      const key = await workspaceKeyFor(deps, who);
      // At once, not one after the other: Slack waits 3 s for the answer.
      const [lang, admin] = await Promise.all([
        deps.languageFor(client, key, who.userId),
        isAdmin(deps, client, key, who.userId),
      ]);
      tr = translator(lang);
      if (!admin) {
        await answer({ [field]: tr.t('admin.notAdmin') });
        return 'not_admin';
      }
      const outcome = await work({ key, tr, answer });
      if (outcome === 'saved') await refreshHome(deps, client, who);
      return outcome;
    } catch (error) {
      await answer({ [field]: describeFailure(error, ref, tr).message.text }).catch(() => undefined);
      throw error;
    }
  });
}

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
        result = tr.t('settings.checkFix');
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
        await audit(deps, key, body.user.id, action, form.changed.join(', ') || 'nothing');
        return 'saved';
      },
    );
  });

  // Link a person (or Link… beside someone who asked): the link modal.
  for (const [actionId, name] of [
    [ActionId.linkUser, ActionId.linkUser],
    [LINK_REQUESTER, 'admin_link_requester'],
  ] as const) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, client }) => {
      await ack();
      const who = identify(body);
      await logged(deps, { kind: 'action', name, who }, async () => {
        const key = await workspaceKeyFor(deps, who);
        if (!(await isAdmin(deps, client, key, who.userId))) {
          // No longer an admin (or never was): their Home loses the admin part, nothing changes.
          await refreshHome(deps, client, who);
          return 'not_admin';
        }
        const tr = await language(client, key, who.userId);
        const requester = decodeButton(personRefSchema, action.value, key)?.u;
        await client.views.open({
          trigger_id: body.trigger_id,
          view: linkModal(tr, actionId === LINK_REQUESTER ? requester : undefined),
        });
        return 'ok';
      });
    });
  }

  app.view<ViewSubmitAction>(CallbackId.linkModal, async ({ ack, body, view, client }) => {
    await submission(
      deps,
      { name: CallbackId.linkModal, body, client, ack, field: ActionId.linkUserName },
      async ({ key, tr, answer }) => {
        const values = view.state.values as ViewValues;
        const picked = values[ActionId.linkSlackUser]?.[ActionId.linkSlackUser]?.selected_user;
        const slackUserId = slackUserIdSchema.safeParse(picked).data;
        const userName = userNameSchema.safeParse(
          values[ActionId.linkUserName]?.[ActionId.linkUserName]?.value ?? '',
        ).data;
        const errors: Record<string, string> = {};
        if (!slackUserId) errors[ActionId.linkSlackUser] = tr.t('link.user');
        if (!userName) errors[ActionId.linkUserName] = tr.t('settings.error.userName');
        if (!(await deps.store.getWorkspace(key))) errors[ActionId.linkUserName] = tr.t('link.notConnected');
        if (!slackUserId || !userName || Object.keys(errors).length > 0) {
          await answer(errors);
          return 'invalid_input';
        }
        await deps.store.linkUser({ teamId: key, slackUserId, userName });
        await answer();
        deps.forget();
        await audit(deps, key, body.user.id, 'user.linked', `<@${slackUserId}> as ${userName}`);
        return 'saved';
      },
    );
  });

  app.action<BlockAction<ButtonAction>>(UNLINK, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    await logged(deps, { kind: 'action', name: 'admin_unlink_user', who }, async () => {
      const key = await workspaceKeyFor(deps, who);
      if (!(await isAdmin(deps, client, key, who.userId))) {
        // No longer an admin (or never was): their Home loses the admin part, nothing changes.
        await refreshHome(deps, client, who);
        return 'not_admin';
      }
      // Bound to the workspace the Home was published for: an old button does nothing elsewhere.
      const slackUserId = decodeButton(personRefSchema, action.value, key)?.u;
      if (!slackUserId) return 'stale_button';
      const removed = await deps.store.unlinkUser(key, slackUserId);
      deps.forget();
      if (removed) await audit(deps, key, who.userId, 'user.unlinked', `<@${slackUserId}>`);
      await refreshHome(deps, client, who);
      return removed ? 'saved' : 'stale_button';
    });
  });
}

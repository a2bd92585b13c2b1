import type { App, BlockAction, ButtonAction, ViewSubmitAction, webApi } from '@slack/bolt';
import { linkModal } from '../../blocks/admin-modals';
import { ActionId, CallbackId, LINK_REQUESTER, UNLINK } from '../../blocks/ids';
import { decodeButton, personRefSchema } from '../../blocks/button-values';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { type Translator, translator } from '../../i18n/translate';
import { slackUserIdSchema, userNameSchema } from '../../workspaces/validation';
import { logged } from '../serve';
import { isAdmin, workspaceKeyFor } from './home';
import { type ViewValues } from './settings-form';
import { refreshHome, submission } from './admin-shared';

/** Linking and unlinking people from App Home; each handler checks again that the person is an admin. */
export function registerAdminLinks(app: App, deps: ListenerDeps): void {
  const language = async (client: webApi.WebClient, key: string, userId: string): Promise<Translator> =>
    translator(await deps.languageFor(client, key, userId));

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
        const linked =
          slackUserId && userName
            ? await deps.workspaceSettings.link(key, body.user.id, slackUserId, userName)
            : undefined;
        if (linked?.kind === 'not_connected') errors[ActionId.linkUserName] = tr.t('link.notConnected');
        if (!linked || linked.kind !== 'linked') {
          await answer(errors);
          return 'invalid_input';
        }
        await answer();
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
      const removed = await deps.workspaceSettings.unlink(key, who.userId, slackUserId);
      await refreshHome(deps, client, who);
      return removed ? 'saved' : 'stale_button';
    });
  });
}

import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { LINK_UNCHECKED_VALUE, linkModal } from '../../blocks/link-modal';
import { describeRefusal, errorForLog } from '../../spine/errors';
import { ActionId, CallbackId, LINK_REQUESTER, UNLINK } from '../../blocks/ids';
import { decodeButton, personRefSchema } from '../../blocks/button-values';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { slackUserIdSchema, userNameSchema } from '../../workspaces/validation';
import { attend } from '../../spine/serve';
import { homeInteraction, isAdmin, publishHome } from './publish';
import type { ViewValues } from './settings-form';
import { submissionResponder } from './responders';

/** Linking and unlinking people from App Home; each handler checks again that the person is an admin. */
export function registerAdminLinks(app: App, deps: ListenerDeps): void {
  // Link a person, Link… beside someone who asked, or an admin's Link myself: the link modal.
  for (const [actionId, name] of [
    [ActionId.linkUser, ActionId.linkUser],
    [LINK_REQUESTER, 'admin_link_requester'],
    [ActionId.linkSelf, ActionId.linkSelf],
  ] as const) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, client }) => {
      await ack();
      const who = identify(body);
      await attend(deps, homeInteraction(deps, client, who, 'action', name), async (present) => {
        const { key, tr } = present;
        if (!(await isAdmin(deps, client, key, who.userId))) {
          // No longer an admin (or never was): their Home loses the admin part, nothing changes.
          await publishHome(deps, client, who.userId, present);
          return 'not_admin';
        }
        const requester = decodeButton(personRefSchema, action.value, key)?.u;
        const picked =
          actionId === LINK_REQUESTER ? requester : actionId === ActionId.linkSelf ? who.userId : undefined;
        await client.views.open({ trigger_id: body.trigger_id, view: linkModal(tr, picked) });
        return 'ok';
      });
    });
  }

  app.view<ViewSubmitAction>(CallbackId.linkModal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const { responder, answer } = submissionResponder(ack, ActionId.linkUserName);
    const interaction = { kind: 'view' as const, name: CallbackId.linkModal, who, client, responder };
    await attend(deps, interaction, async (present) => {
      const { key, tr, ref } = present;
      if (!(await isAdmin(deps, client, key, who.userId))) {
        await answer({ [ActionId.linkUserName]: tr.t('admin.notAdmin') });
        return 'not_admin';
      }
      const values = view.state.values as ViewValues;
      const picked = values[ActionId.linkSlackUser]?.[ActionId.linkSlackUser]?.selected_user;
      const slackUserId = slackUserIdSchema.safeParse(picked).data;
      const userName = userNameSchema.safeParse(
        values[ActionId.linkUserName]?.[ActionId.linkUserName]?.value ?? '',
      ).data;
      const errors: Record<string, string> = {};
      if (!slackUserId) errors[ActionId.linkSlackUser] = tr.t('link.user');
      if (!userName) errors[ActionId.linkUserName] = tr.t('settings.error.userName');
      const unchecked = (values[ActionId.linkUnchecked]?.[ActionId.linkUnchecked]?.selected_options ?? []).some(
        (o) => o.value === LINK_UNCHECKED_VALUE,
      );
      const linked =
        slackUserId && userName
          ? await deps.workspaceSettings.link(key, who.userId, slackUserId, userName, {
              check: !unchecked,
              // Told in their own language when they had asked for access.
              lang: await deps.languageFor(client, key, slackUserId),
            })
          : undefined;
      // A field's error is plain text: shown as written, nothing in it is a mention or a link.
      const name = userName ?? '';
      if (linked?.kind === 'not_connected') errors[ActionId.linkUserName] = tr.t('link.notConnected');
      if (linked?.kind === 'refused') {
        const description = describeRefusal(linked.error);
        errors[ActionId.linkUserName] = tr.t('link.refused', { userName: name, description });
      }
      if (linked?.kind === 'not_checked') {
        deps.logger.warn({ ref, team: key, err: errorForLog(linked.error) }, 'link not checked');
        errors[ActionId.linkUserName] = tr.t('link.notChecked', { userName: name, ref });
      }
      if (!linked || linked.kind !== 'linked') {
        await answer(errors);
        return linked?.kind === 'refused' || linked?.kind === 'not_checked' ? 'check_failed' : 'invalid_input';
      }
      await answer();
      const standing = await deps.acting.standing(who);
      await publishHome(deps, client, who.userId, { ...present, standing });
      return 'saved';
    });
  });

  app.action<BlockAction<ButtonAction>>(UNLINK, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', 'admin_unlink_user'), async (present) => {
      const { key } = present;
      if (!(await isAdmin(deps, client, key, who.userId))) {
        // No longer an admin (or never was): their Home loses the admin part, nothing changes.
        await publishHome(deps, client, who.userId, present);
        return 'not_admin';
      }
      // Bound to the workspace the Home was published for: an old button does nothing elsewhere.
      const slackUserId = decodeButton(personRefSchema, action.value, key)?.u;
      if (!slackUserId) return 'stale_button';
      const removed = await deps.workspaceSettings.unlink(key, who.userId, slackUserId);
      const standing = await deps.acting.standing(who);
      await publishHome(deps, client, who.userId, { ...present, standing });
      return removed ? 'saved' : 'stale_button';
    });
  });
}

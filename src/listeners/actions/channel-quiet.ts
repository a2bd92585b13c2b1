import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { decodeButton, decodeValue, quietRefSchema } from '../../blocks/button-values';
import { channelQuietModal, quietSaved, THREAD_ONLY_VALUE } from '../../blocks/channel-quiet';
import { ActionId, CallbackId } from '../../blocks/ids';
import { attend, ephemeral, serve } from '../../spine/serve';
import { openModal } from '../open-modal';
import type { ListenerDeps } from '../deps';
import { homeInteraction, isAdmin, publishHome } from '../home/publish';
import { identify } from '../identity';
import { channelIdSchema } from '../../workspaces/validation';

/**
 * Less noise…: beside a channel's follows, for that channel (anyone who can use casebot there, pressed in
 * it); on an admin's App Home, for any channel they choose (audited). A modal, then the settings saved
 * and said to whoever saved them.
 */
export function registerChannelQuiet(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.channelQuiet, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const open = async (tr: Parameters<typeof channelQuietModal>[0], teamId: string, channelId?: string) => {
      const quiet = channelId ? await deps.noise.of(teamId, channelId) : { threadOnly: false, batchMinutes: 0 };
      // Any channel (an admin's Home): the channels set now are listed, so that saving replaces nothing unseen.
      const current = channelId ? [] : await deps.noise.list(teamId);
      const view = channelQuietModal(tr, { teamId, channelId }, quiet, current);
      return openModal(deps, client, body.trigger_id, view, 'less noise');
    };
    if (body.view?.type === 'home') {
      // An admin's Home: any channel, chosen in the modal (the admin need not be linked).
      await attend(deps, homeInteraction(deps, client, who, 'action', ActionId.channelQuiet), async (present) => {
        if (!(await isAdmin(deps, client, present.key, who.userId))) {
          await publishHome(deps, client, who.userId, present);
          return 'not_admin';
        }
        return open(present.tr, present.key);
      });
      return;
    }
    await serve(deps, { kind: 'action', name: ActionId.channelQuiet, who, respond, client }, async (served) => {
      const ref = decodeButton(quietRefSchema, action.value, served.settings.workspaceId);
      // Only for the channel it was pressed in.
      if (!ref?.c || ref.c !== body.channel?.id) return served.stale();
      return open(served.tr, served.settings.workspaceId, ref.c);
    });
  });

  app.view<ViewSubmitAction>(CallbackId.quietModal, async ({ ack, body, view, client }) => {
    await ack();
    const who = identify(body);
    const values = view.state.values;
    const threadOnly = (values[ActionId.quietThread]?.[ActionId.quietThread]?.selected_options ?? []).some(
      (o) => o.value === THREAD_ONLY_VALUE,
    );
    const batchMinutes = Number(values[ActionId.quietBatch]?.[ActionId.quietBatch]?.selected_option?.value ?? 0) || 0;
    const chosen = values[ActionId.quietChannel]?.[ActionId.quietChannel]?.selected_conversation ?? undefined;
    const quiet = { threadOnly, batchMinutes };
    const ref = decodeValue(quietRefSchema, view.private_metadata);
    if (ref?.c) {
      // For the channel it was opened from: said to whoever saved it by DM (a modal has no response_url).
      const channelId = ref.c;
      await serve(deps, { kind: 'view', name: CallbackId.quietModal, who, client }, async (served) => {
        if (ref.t !== served.settings.workspaceId) return served.stale();
        const saved = await deps.noise.set(ref.t, channelId, quiet, { userId: who.userId, fromHome: false });
        await served.reply(ephemeral(quietSaved(served.tr, channelId, saved)));
        return 'saved';
      });
      return;
    }
    // An admin on App Home chose the channel: still an admin, and said at the top of their Home.
    await attend(deps, homeInteraction(deps, client, who, 'action', CallbackId.quietModal), async (present) => {
      if (!ref || ref.t !== present.key || !(await isAdmin(deps, client, present.key, who.userId))) {
        await publishHome(deps, client, who.userId, present);
        return ref ? 'not_admin' : 'stale_button';
      }
      if (!chosen || !channelIdSchema.safeParse(chosen).success) return 'invalid_input';
      const saved = await deps.noise.set(present.key, chosen, quiet, { userId: who.userId, fromHome: true });
      await publishHome(deps, client, who.userId, present, quietSaved(present.tr, chosen, saved).text);
      return 'saved';
    });
  });
}

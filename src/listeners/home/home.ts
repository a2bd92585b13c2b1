import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { notLinked } from '../../blocks/notices';
import { findRefusedModal } from '../../blocks/find-modal';
import { ActionId, HOME_VIEW_ACTION } from '../../blocks/ids';
import { showCase } from '../cards';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { directMessage } from '../../spine/reply';
import { answer, attend, serve } from '../../spine/serve';
import { offerPrompts } from '../agent';
import { adminsToTell, homeInteraction, publishHome } from './publish';
import { mineToRead, showMine } from './my-home';
import { wordsOf } from '../../spine/interaction';

/**
 * App Home for everyone: `app_home_opened` publishes it; Request access tells the admins; View opens a
 * recent case as a direct message from casebot (App Home has no response_url).
 */
export function registerHome(app: App, deps: ListenerDeps): void {
  app.event('app_home_opened', async ({ event, body, client }) => {
    const who = identify(body);
    if (event.tab === 'messages') {
      // casebot's Messages tab: the suggested prompts, in the person's language.
      const interaction = { kind: 'event' as const, name: 'app_home_opened', who, client };
      await answer(deps, interaction, async ({ tr, ref }) => {
        await offerPrompts(deps, client, event.channel, { tr, ref });
        return 'ok';
      });
      return;
    }
    if (event.tab !== 'home') return;
    let readMine = false;
    await attend(deps, homeInteraction(deps, client, who, 'event', 'app_home_opened'), async (present) => {
      await publishHome(deps, client, who.userId, present);
      const { standing, key } = present;
      readMine = mineToRead(
        deps,
        key,
        who.userId,
        standing.ok && !standing.viaDefaultUser ? standing.userName : undefined,
      );
      return 'published';
    });
    // Published at once; their own cases follow, read as them (kept a few minutes).
    if (readMine) await showMine(deps, client, who, 'event', 'home_mine');
  });

  app.action<BlockAction<ButtonAction>>(ActionId.homeMine, async ({ ack, body, client }) => {
    await ack();
    await showMine(deps, client, identify(body), 'action', ActionId.homeMine);
  });

  app.action<BlockAction<ButtonAction>>(ActionId.requestAccess, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', ActionId.requestAccess), async (present) => {
      const { standing, key, ref } = present;
      // Only someone who is not linked in a connected workspace has anything to ask for.
      if (standing.ok || standing.reason !== 'user_not_linked') {
        await publishHome(deps, client, who.userId, present);
        return standing.ok ? 'ok' : standing.reason;
      }
      // Each admin told once, by DM through the outbox, in their own language; never the asker themselves
      // (an admin is offered Link myself instead; a stale button lands here).
      await deps.homePage.requestAccess(
        key,
        who.userId,
        async () => {
          const admins = (await adminsToTell(deps, client, key)).filter((admin) => admin !== who.userId);
          return Promise.all(
            admins.map(async (adminId) => {
              const tr = await wordsOf(deps, client, key, adminId);
              const text = tr.t('request.dm', { user: `<@${who.userId}>` });
              return { adminId, message: { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] } };
            }),
          );
        },
        ref,
      );
      await publishHome(deps, client, who.userId, present);
      // Asked from Find a case's modal: the modal says it was heard.
      if (body.view?.type === 'modal') {
        const asked = findRefusedModal(present.tr, notLinked(present.tr, true).text, false);
        await client.views.update({ view_id: body.view.id, view: asked });
      }
      return 'requested';
    });
  });

  app.action<BlockAction<ButtonAction>>(HOME_VIEW_ACTION, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    await serve(
      deps,
      { kind: 'action', name: 'home_view', who, respond: directMessage(deps.logger, client, who.userId), client },
      showCase(action.value),
    );
  });
}

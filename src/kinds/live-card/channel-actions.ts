import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { channelModal, channelNameFrom, channelResultModal } from './channel-blocks';
import { LiveCardId, OPEN_CHANNEL_ACTION, PANEL_CHANNEL_ACTION } from './ids';
import { makeCaseChannel, offerChannel } from './open-channel';
import type { ModuleDeps } from '../../listeners/deps';
import { panelResponder } from '../../listeners/actions/panel';
import type { LiveCards } from './use-cases';
import { errorForLog } from '../../spine/errors';
import { identify } from '../../listeners/identity';
import type { Responder } from '../../spine/interaction';
import { serve } from '../../spine/serve';
import { checkedInAckWith } from '../../spine/ack-check';

/**
 * Open a channel for a case: the modal (from the private card's button, the side panel's, or `/case 1234
 * channel`), filled in so that Create alone makes it, or, when the case has a channel already, where it
 * is. Create makes it as the person who asked (see makeCaseChannel) and the modal then says what was made.
 */
export function registerCaseChannelActions(app: App, deps: ModuleDeps, liveCards: LiveCards): void {
  const own = { logger: deps.logger, liveCards, caseCameUp: deps.caseCameUp };
  app.action<BlockAction<ButtonAction>>(OPEN_CHANNEL_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const name = LiveCardId.openChannel;
    await serve(deps, { kind: 'action', name, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      return offerChannel(own, client, served, await served.cases.viewCase(ref.c), body.trigger_id, who.userId);
    });
  });

  // The side panel's: what casebot says goes to the person directly (the panel has no message to answer).
  app.action<BlockAction<ButtonAction>>(PANEL_CHANNEL_ACTION, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    const responder = panelResponder(deps, client, who.userId, body.trigger_id);
    const name = LiveCardId.panelChannel;
    await serve(deps, { kind: 'action', name, who, responder, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      return offerChannel(own, client, served, await served.cases.viewCase(ref.c), body.trigger_id, who.userId);
    });
  });

  app.view<ViewSubmitAction>(LiveCardId.channelModal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const values = view.state.values;
    // A form opened before its inputs' ids carried the module's name (`channel_name`…) reads the same.
    const input = (id: string) => values[id]?.[id] ?? values[id.replace(/^case_/, '')]?.[id.replace(/^case_/, '')];
    const typed = input(LiveCardId.channelName)?.value ?? '';
    const name = channelNameFrom(typed);
    // Making a channel takes several calls: the modal says it is under way, then what came of it.
    const tr = await checkedInAckWith(
      deps,
      { ack, who, client, name: LiveCardId.channelModal },
      name ? {} : { [LiveCardId.channelName]: (t) => t.t('channel.nameInvalid') },
      (t) => ({ response_action: 'update', view: channelResultModal(t, t.t('channel.inProgress')) }),
    );
    if (!tr || !name) return;
    const isPrivate = input(LiveCardId.channelPrivacy)?.selected_option?.value === 'private';
    const invitees = input(LiveCardId.channelInvitees)?.selected_users ?? [];
    const show = async (text: string) => {
      await client.views
        .update({ view_id: body.view.id, view: channelResultModal(tr, text) })
        .catch((error: unknown) => deps.logger.warn({ err: errorForLog(error) }, 'channel modal not updated'));
    };
    const responder: Responder = {
      reply: async (message) => show(message.text ?? ''),
      refuse: async (message) => {
        await show(message.text);
        return undefined;
      },
    };
    await serve(deps, { kind: 'view', name: LiveCardId.channelModal, who, responder, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, view.private_metadata, served.settings.workspaceId);
      if (!ref) return served.stale();
      // Read afresh: the channel's card and topic say what the case is now, not what a cache held.
      // In the channel's language, as the card's labels and every later check of it read.
      const details = await served.channelCases.fetchCase(ref.c);
      const caseView = { details, facts: await served.channelCases.fetchRow(details.caseNumber) };
      const made = await makeCaseChannel(own, client, served, caseView, {
        name,
        isPrivate,
        invitees,
        asker: who.userId,
      });
      if (!made.suggestion) await show(made.text);
      else {
        // Every numbered form of the name is taken: the form again, with a free-looking name and the rest kept.
        const again = channelModal(tr, {
          caseNumber: details.caseNumber,
          name: made.suggestion,
          asker: who.userId,
          privateMetadata: view.private_metadata,
          live: served.settings.keepCardsTrue,
          again: { note: made.text, isPrivate, invitees },
        });
        await client.views
          .update({ view_id: body.view.id, view: again })
          .catch((error: unknown) => deps.logger.warn({ err: errorForLog(error) }, 'channel modal not updated'));
      }
      return made.outcome;
    });
  });
}

import type { App, BlockAction, ButtonAction, webApi } from '@slack/bolt';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId } from '../../blocks/ids';
import type { CaseView } from '../../cases/case-service';
import type { Outcome } from '../../outcomes';
import type { ModuleDeps } from '../deps';
import { identify } from '../identity';
import { directMessage } from '../../spine/reply';
import { plainText } from '../../blocks/text';
import { type Responder, serve, type Served } from '../../spine/serve';
import { panelEntity } from '../cards';

/** What casebot says about a panel's action goes to the person directly: the panel has no message to answer. */
export function panelResponder(
  deps: Pick<ModuleDeps, 'logger'>,
  client: webApi.WebClient,
  userId: string,
  triggerId: string,
): Responder {
  return {
    reply: async (message) => {
      await directMessage(deps.logger, client, userId)(message);
    },
    refuse: async (message) => {
      await client.entity.presentDetails({
        trigger_id: triggerId,
        // The panel shows plain text: no emoji codes or markup.
        error: { status: 'custom', custom_title: 'casebot', custom_message: plainText(message.text) },
      });
      return undefined;
    },
  };
}

/**
 * An action a kind module adds to the side panel (`CaseAction.panel`), run as the person who clicked,
 * with the outcome line every action writes; the panel is then redrawn (a newer `metadata_last_modified`)
 * with the actions as they now stand.
 */
export function registerPanelAction(
  app: App,
  deps: ModuleDeps,
  actionId: string,
  act: (served: Served, view: CaseView, userId: string) => Promise<Outcome>,
): void {
  app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    const responder = panelResponder(deps, client, who.userId, body.trigger_id);
    await serve(deps, { kind: 'action', name: actionId, who, responder, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const view = await served.cases.viewCase(ref.c);
      const outcome = await act(served, view, who.userId);
      const entityUrl = (body.container as { entity_url?: unknown }).entity_url;
      const metadata = await panelEntity(served, view, String(entityUrl ?? ''));
      await client.entity.presentDetails({ trigger_id: body.trigger_id, metadata });
      return outcome;
    });
  });
}

/**
 * The side panel's own action: Open in case service is a link, Slack opens it and casebot only acks. The
 * kind modules register theirs (registerPanelAction, or their own for what opens a window).
 */
export function registerPanelActions(app: App): void {
  app.action(ActionId.panelOpen, async ({ ack }) => ack());
}

import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { ActionId, VIEW_ACTION } from '../../blocks/ids';
import { showCase } from '../cards';
import type { ListenerDeps } from '../deps';
import { serve } from '../../spine/serve';
import { identify } from '../identity';

/**
 * View on a /cases row, and View details on a card shared in a channel: the full card as a new
 * message, only for the person who pressed it, fetched as them (someone not linked, or whom the service
 * refuses, is told so and sees nothing more).
 */
export function registerViewAction(app: App, deps: ListenerDeps): void {
  for (const [actionId, name] of [
    [VIEW_ACTION, 'case_view'],
    [ActionId.details, ActionId.details],
  ] as const) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, respond, client }) => {
      await ack();
      await serve(deps, { kind: 'action', name, who: identify(body), respond, client }, showCase(action.value));
    });
  }
}

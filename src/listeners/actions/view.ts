import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId, VIEW_ACTION } from '../../blocks/ids';
import { privateCardOf } from '../cards';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve, type Work } from '../serve';
import { identify } from '../identity';

/** The work of every View button: the case its value names (in this workspace), as the presser's private card. */
export function showCase(value: string | undefined): Work {
  return async (served) => {
    const { cases, settings, reply, stale, viewed } = served;
    const ref = decodeButton(caseRefSchema, value, settings.workspaceId);
    if (!ref) return stale();
    const view = await cases.viewCase(ref.c);
    await reply(ephemeral(await privateCardOf(view, served)));
    viewed(view);
    return 'ok';
  };
}

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

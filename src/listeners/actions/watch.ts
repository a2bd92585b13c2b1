import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId, UNWATCH_ACTION } from '../../blocks/ids';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { serve } from '../serve';
import { toldUnwatched, watchView } from '../watching';

/** Watch on a private card, and Stop watching wherever it is shown (a change DM, `/case watching`). */
export function registerWatchActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.watch, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.watch, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      return watchView(deps, who.userId, await served.cases.viewCase(ref.c), served);
    });
  });
  app.action<BlockAction<ButtonAction>>(UNWATCH_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.unwatch, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      return toldUnwatched(await deps.watching.unwatch(served.settings.workspaceId, who.userId, ref.c, ref.n), served);
    });
  });
}

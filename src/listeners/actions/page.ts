import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { decodeButton, pageStateSchema } from '../../blocks/button-values';
import { renderCaseList } from '../../blocks/case-list';
import { ActionId } from '../../blocks/ids';
import type { ListenerDeps } from '../deps';
import { serve } from '../serve';
import { identify } from '../identity';

/** Prev/Next on a /cases page: the next page replaces the message in place. */
export function registerPageActions(app: App, deps: ListenerDeps): void {
  for (const actionId of [ActionId.prev, ActionId.next]) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, respond, client }) => {
      await ack();
      await serve(
        deps,
        { kind: 'action', name: actionId, who: identify(body), respond, client },
        async ({ cases, settings, tr, reply, stale }) => {
          const state = decodeButton(pageStateSchema, action.value, settings.workspaceId);
          if (!state) return stale();
          // An empty page (the cases changed under the pager) comes back as the first page.
          const page = await cases.turnPage(state.q, state.o, state.s);
          const list = renderCaseList({
            tr,
            teamId: settings.workspaceId,
            searchText: state.q,
            pageSize: state.s,
            timeZone: settings.timeZone,
            ...page,
          });
          await reply({ replace_original: true, ...list });
          return 'ok';
        },
      );
    });
  }
}

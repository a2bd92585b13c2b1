import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { decodeValue, pageStateSchema } from '../../blocks/button-values';
import { renderCaseList } from '../../blocks/case-list';
import { ActionId } from '../../blocks/ids';
import { staleButton } from '../../blocks/notices';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../serve';
import { clicker } from './identity';

/** Prev/Next on a /cases page: the next page replaces the message in place. */
export function registerPageActions(app: App, deps: ListenerDeps): void {
  for (const actionId of [ActionId.prev, ActionId.next]) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, respond, client }) => {
      await ack();
      await serve(
        deps,
        { kind: 'action', name: actionId, who: clicker(body), respond, client },
        async ({ asker, context, reply }) => {
          const state = decodeValue(pageStateSchema, action.value);
          if (!state || state.t !== context.workspaceId) {
            await reply(ephemeral(staleButton()));
            return 'stale_button';
          }
          let offset = state.o;
          let page = await deps.cases.searchCases(asker, state.q, offset, state.s);
          if (page.items.length === 0 && offset > 0) {
            // The cases changed under the pager: show the first page rather than an empty one.
            offset = 0;
            page = await deps.cases.searchCases(asker, state.q, 0, state.s);
          }
          const list = renderCaseList({
            teamId: context.workspaceId,
            searchText: state.q,
            offset,
            pageSize: state.s,
            timeZone: context.timeZone,
            ...page,
          });
          await reply({ replace_original: true, ...list });
          return 'ok';
        },
      );
    });
  }
}

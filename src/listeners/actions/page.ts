import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { decodeButton, mineStateSchema, pageStateSchema } from '../../blocks/button-values';
import { ActionId } from '../../blocks/ids';
import type { CasesView } from '../../workspaces/preferences';
import type { ListenerDeps } from '../deps';
import { casesAnswer } from '../case-pages';
import { myCases } from '../my-cases';
import { serve } from '../../spine/serve';
import { identify } from '../identity';

/**
 * Prev/Next on a /cases page, Table and List (the same cases the other way, remembered for the person),
 * and the table's own paging by 100; `/cases mine`'s Look further: each replaces the message in place.
 */
export function registerPageActions(app: App, deps: ListenerDeps): void {
  const views: Record<string, { view: CasesView; remember: boolean }> = {
    [ActionId.prev]: { view: 'list', remember: false },
    [ActionId.next]: { view: 'list', remember: false },
    [ActionId.list]: { view: 'list', remember: true },
    [ActionId.table]: { view: 'table', remember: true },
    [ActionId.tablePrev]: { view: 'table', remember: false },
    [ActionId.tableNext]: { view: 'table', remember: false },
  };
  for (const [actionId, { view, remember }] of Object.entries(views)) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, respond, client }) => {
      await ack();
      const who = identify(body);
      await serve(deps, { kind: 'action', name: actionId, who, respond, client }, async (served) => {
        const { settings, reply, stale } = served;
        const state = decodeButton(pageStateSchema, action.value, settings.workspaceId);
        if (!state) return stale();
        if (remember) await deps.preferences.setCasesView(settings.workspaceId, who.userId, view);
        // An empty page (the cases changed under the pager) comes back as the first page.
        const { message } = await casesAnswer(view, served, state.q, state.o, state.s);
        await reply({ replace_original: true, ...message });
        return 'ok';
      });
    });
  }

  for (const actionId of [ActionId.mineFurther, ActionId.mineNext, ActionId.minePrev]) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, respond, client }) => {
      await ack();
      const who = identify(body);
      await serve(deps, { kind: 'action', name: actionId, who, respond, client }, async (served) => {
        const state = decodeButton(mineStateSchema, action.value, served.settings.workspaceId);
        if (!state) return served.stale();
        return myCases(deps, state.o, true, state.k ?? 0)(served);
      });
    });
  }
}

import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { decodeButton, pageStateSchema } from '../../blocks/button-values';
import { renderCaseList } from '../../blocks/case-list';
import { renderCaseTable, TABLE_ROWS } from '../../blocks/case-table';
import { ActionId } from '../../blocks/ids';
import type { Message } from '../../blocks/message';
import type { CasesFor } from '../../cases/case-service';
import type { Translator } from '../../i18n/translate';
import type { WorkspaceSettings } from '../../workspaces/resolve';
import type { CasesView } from '../../workspaces/preferences';
import type { ListenerDeps } from '../deps';
import { serve } from '../serve';
import { identify } from '../identity';

/** What /cases shows, as a list page (`pageSize` rows) or a table (up to 100 rows from `offset`). */
export async function casesAnswer(
  view: CasesView,
  where: { cases: CasesFor; settings: WorkspaceSettings; tr: Translator },
  searchText: string,
  offset: number,
  pageSize: number,
): Promise<{ message: Message; found: number }> {
  const { cases, settings, tr } = where;
  const common = { tr, teamId: settings.workspaceId, searchText, pageSize, timeZone: settings.timeZone };
  if (view === 'table') {
    // The table pages by 100 from the search's start: a list's page 2 opens the table's first page (1–100),
    // so its range and its ◀ / ▶ agree.
    const page = await cases.turnPage(searchText, offset - (offset % TABLE_ROWS), TABLE_ROWS);
    const message =
      page.items.length === 0
        ? renderCaseList({ ...common, ...page })
        : renderCaseTable({ ...common, ...page, caseUrlTemplate: settings.caseUrlTemplate });
    return { message, found: page.items.length };
  }
  const page = await cases.turnPage(searchText, offset, pageSize);
  return { message: renderCaseList({ ...common, ...page }), found: page.items.length };
}

/**
 * Prev/Next on a /cases page, Table and List (the same cases the other way, remembered for the person),
 * and the table's own paging by 100: each replaces the message in place.
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
}

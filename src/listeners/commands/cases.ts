import type { App } from '@slack/bolt';
import { MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { renderCaseList } from '../../blocks/case-list';
import { Command } from '../../blocks/ids';
import { searchTooLong } from '../../blocks/notices';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../serve';

/** `/cases [text]`: the first page of a search, or of the most recent cases. */
export function registerCasesCommand(app: App, deps: ListenerDeps): void {
  app.command(Command.cases, async ({ command, ack, respond, client }) => {
    await ack();
    const searchText = (command.text ?? '').trim().replace(/\s+/g, ' ');
    if (searchText.length > MAX_SEARCH_TEXT) {
      await respond(ephemeral(searchTooLong())).catch((err: unknown) =>
        deps.logger.error({ err: String(err) }, 'respond failed'),
      );
      deps.onOutcome?.({ kind: 'command', name: Command.cases, outcome: 'search_too_long', durationMs: 0 });
      return;
    }
    const who = { teamId: command.team_id, enterpriseId: command.enterprise_id, userId: command.user_id };
    await serve(
      deps,
      { kind: 'command', name: Command.cases, who, respond, client },
      async ({ asker, context, reply }) => {
        const pageSize = context.pageSize;
        const page = await deps.cases.searchCases(asker, searchText, 0, pageSize);
        await reply(
          ephemeral(
            renderCaseList({
              teamId: context.workspaceId,
              searchText,
              offset: 0,
              pageSize,
              timeZone: context.timeZone,
              ...page,
            }),
          ),
        );
        return page.items.length === 0 ? 'no_results' : 'ok';
      },
    );
  });
}

import type { App } from '@slack/bolt';
import { MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { renderCaseList } from '../../blocks/case-list';
import { Command } from '../../blocks/ids';
import { searchTooLong } from '../../blocks/notices';
import type { ListenerDeps } from '../deps';
import { answerAtOnce, ephemeral, serve } from '../serve';

/** `/cases [text]`: the first page of a search, or of the most recent cases. */
export function registerCasesCommand(app: App, deps: ListenerDeps): void {
  app.command(Command.cases, async ({ command, ack, respond, client }) => {
    await ack();
    const searchText = (command.text ?? '').trim().replace(/\s+/g, ' ');
    const who = { teamId: command.team_id, enterpriseId: command.enterprise_id, userId: command.user_id };
    const interaction = { kind: 'command' as const, name: Command.cases, who, respond, client };
    if (searchText.length > MAX_SEARCH_TEXT) {
      await answerAtOnce(deps, interaction, searchTooLong(), 'search_too_long');
      return;
    }
    await serve(deps, interaction, async ({ asker, context, reply }) => {
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
    });
  });
}

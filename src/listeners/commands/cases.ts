import type { App } from '@slack/bolt';
import { type AnsweringCommand, answeringInAck } from '../answer-in-ack';
import { MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { Command } from '../../blocks/ids';
import { searchTooLong, usage } from '../../blocks/notices';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { answerAtOnce, ephemeral, serve } from '../../spine/serve';
import { casesAnswer } from '../case-pages';
import { myCases } from '../my-cases';
import { typed } from '../../lib/bidi-controls';

/**
 * `/cases [text]`: the first page of a search, or of the most recent cases; `/cases mine`: the asker's own;
 * a kind module's own word (its `command`: `/cases follow …`, `/cases digest …`, `/cases remind …`).
 */
export function registerCasesCommand(app: App, deps: ListenerDeps): void {
  // The list in the ack when it is ready soon enough; else an empty ack, and the list by response_url.
  app.command(Command.cases, answeringInAck(deps, casesCommand));
}

async function casesCommand(deps: ListenerDeps, { command, respond, client, answeredIn }: AnsweringCommand) {
  const searchText = typed(command.text);
  const interaction = {
    kind: 'command' as const,
    name: Command.cases,
    who: identify(command),
    respond,
    client,
    answeredIn,
  };
  // A kind module's own word (`/cases follow …`, `/cases remind …`): the first that takes the words answers them.
  const asked = {
    text: searchText,
    userId: interaction.who.userId,
    userName: command.user_name,
    channelId: command.channel_id,
    triggerId: command.trigger_id,
    client,
  };
  for (const module of deps.modules) {
    const work = module.command?.(asked);
    if (work) {
      await serve(deps, interaction, work);
      return;
    }
  }
  if (searchText.toLowerCase() === 'help') {
    await answerAtOnce(deps, interaction, (tr) => usage(tr, deps.modules), 'usage');
    return;
  }
  if (searchText.toLowerCase() === 'mine') {
    await serve(deps, interaction, myCases(deps, 0, false));
    return;
  }
  if (searchText.length > MAX_SEARCH_TEXT) {
    await answerAtOnce(deps, interaction, searchTooLong, 'search_too_long');
    return;
  }
  await serve(deps, interaction, async (served) => {
    // As a list page, or as the table when that is what the person chose last.
    const view = await deps.preferences.casesView(served.settings.workspaceId, interaction.who.userId);
    const { message, found } = await casesAnswer(view, served, searchText, 0, served.settings.pageSize);
    await served.reply(ephemeral(message));
    return found === 0 ? 'no_results' : 'ok';
  });
}

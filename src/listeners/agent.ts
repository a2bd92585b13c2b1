import type { webApi } from '@slack/bolt';
import { MAX_SEARCH_TEXT } from '../blocks/button-values';
import { caseNotFound, notice, searchTooLong, usage } from '../blocks/notices';
import { type Ask, comparable } from '../cases/ask';
import type { Translator } from '../i18n/translate';
import type { ModuleWords } from '../kinds/surfaces';
import type { Outcome } from '../outcomes';
import { ephemeral, type Served } from '../spine/serve';
import { streamWrites } from '../slack/conversations';
import { privateCardOf } from './cards';
import { casesAnswer } from './case-pages';
import type { ListenerDeps } from './deps';
import { myCases } from './my-cases';

/**
 * The Messages tab's suggested prompts, in the person's language: each sends words casebot reads. Slack
 * shows four at most: casebot's own, each kind module's (kinds/modules.ts), search.
 */
export function suggestedPrompts({ t }: Translator, modules: readonly ModuleWords[]) {
  const own = modules.flatMap(({ prompt }) => (prompt ? [{ title: t(prompt.title), message: t(prompt.message) }] : []));
  return {
    title: t('agent.promptsTitle'),
    prompts: [
      { title: t('agent.prompt.mine'), message: t('agent.prompt.mineAsk') },
      ...own,
      { title: t('agent.prompt.search'), message: t('agent.prompt.searchAsk') },
    ].slice(0, 4),
  };
}

/** A prompt's title typed by hand asks what the prompt does (its message); any other text is itself. */
export function asPrompt(tr: Translator, text: string, modules: readonly ModuleWords[]): string {
  const typed = comparable(text);
  return suggestedPrompts(tr, modules).prompts.find((p) => comparable(p.title) === typed)?.message ?? text;
}

/**
 * Sets the prompts when someone opens casebot's Messages tab (no `thread_ts`: an agent's tab takes them
 * for the whole conversation), through the road (one logged write, with the reference). A refusal is only
 * logged there: the tab works without them.
 */
export async function offerPrompts(
  deps: ListenerDeps,
  client: webApi.WebClient,
  channel: string,
  { tr, ref }: { tr: Translator; ref: string },
) {
  await streamWrites(client, { logger: deps.logger, ref }).prompts(channel, suggestedPrompts(tr, deps.modules));
}

/**
 * What an ask that takes a moment (the case service read for a list) streams at once, before its answer:
 * a first line that reads right above it (as whom it was read); undefined for an ask answered at once or
 * with a card.
 */
export function leadOf(
  { t }: Translator,
  ask: Ask,
  modules: readonly ({ name: string } & ModuleWords)[],
): string | undefined {
  const lists =
    ask.kind === 'search' ||
    ask.kind === 'recent' ||
    ask.kind === 'mine' ||
    (ask.kind === 'module' && modules.some((m) => m.name === ask.module && m.readsList));
  return lists ? t('agent.lead') : undefined;
}

/**
 * A direct message answered as the person who wrote it, in their language, with what the same question
 * gets elsewhere: the card `/case` shows, the page `/cases` shows (its Table and paging work in the DM),
 * `/cases mine`, the help, or what a kind module answers (the aging cases, a reminder).
 */
export async function answerAsk(deps: ListenerDeps, served: Served, ask: Ask, userId: string): Promise<Outcome> {
  const { tr, reply } = served;
  switch (ask.kind) {
    case 'help':
      await reply(ephemeral(helpAnswer(tr, deps.modules)));
      return 'usage';
    case 'which':
      await reply(ephemeral(notice(tr.t('agent.which'))));
      return 'usage';
    case 'mine':
      return myCases(deps, 0, false)(served);
    case 'module': {
      const answer = deps.modules.find((module) => module.name === ask.module)?.answer;
      if (answer) return answer(userId, ask.rest)(served);
      await reply(ephemeral(helpAnswer(tr, deps.modules)));
      return 'usage';
    }
    case 'case':
    case 'caseId': {
      const view =
        ask.kind === 'case'
          ? await served.cases.findCaseByNumber(ask.caseNumber)
          : await served.cases.viewCase(ask.caseId);
      if (!view) {
        await reply(ephemeral(caseNotFound(tr, ask.kind === 'case' ? ask.caseNumber : ask.caseId)));
        return 'not_found';
      }
      await reply(ephemeral(await privateCardOf(view, served)));
      served.viewed(view);
      return 'ok';
    }
    default: {
      const text = ask.kind === 'search' ? ask.text : '';
      if (text.length > MAX_SEARCH_TEXT) {
        await reply(ephemeral(searchTooLong(tr)));
        return 'search_too_long';
      }
      const view = await deps.preferences.casesView(served.settings.workspaceId, userId);
      const { message, found } = await casesAnswer(view, served, text, 0, served.settings.pageSize);
      await reply(ephemeral(message));
      return found === 0 ? 'no_results' : 'ok';
    }
  }
}

/** What a DM can ask, above the commands' own help. */
function helpAnswer(tr: Translator, modules: readonly ModuleWords[]) {
  const commands = usage(tr, modules);
  return {
    ...commands,
    text: `${tr.t('agent.help')}\n${commands.text}`,
    blocks: [...notice(tr.t('agent.help')).blocks, ...commands.blocks],
  };
}

import type { webApi } from '@slack/bolt';
import { agingSummary } from '../blocks/aging';
import { MAX_SEARCH_TEXT } from '../blocks/button-values';
import { caseNotFound, notice, searchTooLong, usage } from '../blocks/notices';
import { type Ask, comparable } from '../cases/ask';
import { agingRowsOf } from '../cases/aging';
import { openable } from '../cases/case-rows';
import type { Translator } from '../i18n/translate';
import type { ModuleWords } from '../kinds/surfaces';
import type { Outcome } from '../outcomes';
import { ephemeral, type Served } from '../spine/serve';
import { streamWrites } from '../slack/conversations';
import { privateCardOf } from './cards';
import { casesAnswer } from './case-pages';
import type { ListenerDeps } from './deps';
import { myCases } from './my-cases';

/** Rows of the recent list one read of an `aging` question takes (the service's page), and reads at most. */
const AGING_PAGE = 100;
const AGING_PAGES = 5;

/**
 * The Messages tab's suggested prompts, in the person's language: each sends words casebot reads. Slack
 * shows four at most: casebot's two, each kind module's (kinds/modules.ts), search.
 */
export function suggestedPrompts({ t }: Translator, modules: readonly ModuleWords[]) {
  const own = modules.flatMap(({ prompt }) => (prompt ? [{ title: t(prompt.title), message: t(prompt.message) }] : []));
  return {
    title: t('agent.promptsTitle'),
    prompts: [
      { title: t('agent.prompt.mine'), message: t('agent.prompt.mineAsk') },
      { title: t('agent.prompt.aging'), message: t('agent.prompt.agingAsk') },
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
export function leadOf({ t }: Translator, ask: Ask): string | undefined {
  const lists = ask.kind === 'search' || ask.kind === 'recent' || ask.kind === 'mine' || ask.kind === 'aging';
  return lists ? t('agent.lead') : undefined;
}

/** Open cases past their priority's time among the most recent, read as the person, most overdue first. */
async function agingAnswer(deps: ListenerDeps, served: Served, userId: string): Promise<Outcome> {
  const { cases, settings, tr } = served;
  // The oldest are the likeliest to be aging: read on, page after page, up to five (said when it stops short).
  const read = [];
  let offset = 0;
  let more = true;
  for (let page = 0; page < AGING_PAGES && more; page++) {
    const got = await cases.searchCases('', offset, AGING_PAGE);
    read.push(...got.items);
    more = got.hasNext && got.nextOffset > offset && got.items.length > 0;
    offset = got.nextOffset;
  }
  const thresholds = await deps.thresholdsOf(settings.workspaceId);
  const options = { thresholds, closedStatuses: deps.closedStatuses, timeZone: settings.timeZone, now: new Date() };
  const rows = agingRowsOf(read.filter(openable), options);
  if (rows.length === 0) {
    await served.reply(ephemeral(notice(tr.t('agent.noAging', { count: read.length }))));
    return 'no_results';
  }
  const input = {
    tr,
    timeZone: settings.timeZone,
    caseUrlTemplate: settings.caseUrlTemplate,
    actsAs: userId,
    thresholds,
    // Asked by the reader: the stream's first line already says it was read as them.
    asked: true,
    ...(more ? { cutAt: read.length } : {}),
  };
  await served.reply(ephemeral(agingSummary(input, rows)));
  return 'ok';
}

/**
 * A direct message answered as the person who wrote it, in their language, with what the same question
 * gets elsewhere: the card `/case` shows, the page `/cases` shows (its Table and paging work in the DM),
 * `/cases mine`, the aging cases, the help.
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
    case 'aging':
      return agingAnswer(deps, served, userId);
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

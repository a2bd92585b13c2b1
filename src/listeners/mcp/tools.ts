import type { KnownBlock } from '@slack/types';
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import { MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { caseUrlOf } from '../../blocks/case-card';
import { caseText, caseTitle, dateText, rowSummary } from '../../blocks/case-text';
import { escapeMrkdwn } from '../../blocks/escape';
import { badCaseNumber, caseNotFound } from '../../blocks/notices';
import { parseCaseQuery } from '../../cases/case-number';
import { cutAtWord, displayValue, oneLine } from '../../blocks/text';
import { translator } from '../../i18n/translate';
import type { Outcome } from '../../outcomes';
import type { SlackIdentity } from '../../workspaces/resolve';
import { unfurlCard } from '../cards';
import type { ListenerDeps } from '../deps';
import { logOutcome, type Responder, serve, type Served } from '../../spine/serve';
import { newReference } from '../../spine/errors';
import { everyWord, wordsOf } from '../../cases/every-word';

/**
 * What a tool call answers: text for the model (upstream text escaped as in any Slack message, so a
 * subject cannot become a mention in Slackbot's answer), and what Slack can show beside it.
 */
export interface ToolAnswer {
  text: string;
  isError?: boolean;
  structured?: Record<string, unknown>;
  /** Block Kit Slack renders for the person (`_meta.slack.blocks`). */
  blocks?: KnownBlock[];
}

/** Rows of search_cases a page. */
const TOOL_PAGE_SIZE = 10;

/** `params._meta.slack`: whom Slack vouches for on this call. */
const slackMeta = z.object({
  slack: z.object({
    user_id: z.string().min(1).max(32),
    team_id: z.string().min(1).max(32).nullish(),
    enterprise_id: z.string().min(1).max(32).nullish(),
  }),
});

/** The asker of an MCP call, from its `_meta`; undefined when Slack named nobody. */
function askerOf(meta: unknown): SlackIdentity | undefined {
  const parsed = slackMeta.safeParse(meta);
  if (!parsed.success) return undefined;
  const { user_id: userId, team_id: teamId, enterprise_id: enterpriseId } = parsed.data.slack;
  return { userId, teamId: teamId ?? undefined, enterpriseId: enterpriseId ?? undefined };
}

export interface ToolDeps {
  deps: ListenerDeps;
  /**
   * casebot's Slack client in a workspace or Grid org (its installation's bot token), none where it is
   * not installed; for `''`, the app's own client.
   */
  slackFor: (teamId: string) => Promise<webApi.WebClient | undefined>;
}

/**
 * Runs one tool call as the person Slack names, through the same runner as every command: not
 * connected, not linked, refused or failed come back as an error result in the words a command uses.
 */
export async function runTool(
  { deps, slackFor }: ToolDeps,
  name: string,
  meta: unknown,
  work: (served: Served) => Promise<{ answer: ToolAnswer; outcome: Outcome }>,
): Promise<ToolAnswer> {
  const who = askerOf(meta);
  if (!who) {
    // Nobody to act as: nothing is looked up. Said in English (there is no one whose language to ask).
    const interaction = { kind: 'mcp' as const, name, who: { userId: '', teamId: undefined, enterpriseId: undefined } };
    logOutcome(deps, interaction, newReference(), 'user_not_linked', 0);
    return { text: translator('en').t('mcp.noIdentity'), isError: true };
  }
  const client = await clientFor({ deps, slackFor }, who);
  let answer: ToolAnswer = { text: '', isError: true };
  const responder: Responder = {
    reply: async (message) => {
      answer = { text: message.text ?? '', isError: true };
      return undefined;
    },
    refuse: async (message) => {
      answer = { text: message.text, isError: true };
      return undefined;
    },
  };
  await serve(deps, { kind: 'mcp', name, who, client, responder }, async (served) => {
    const done = await work(served);
    answer = done.answer;
    return done.outcome;
  });
  return answer;
}

/** casebot's client where the asker is: their workspace's installation first, then their Grid org's. */
async function clientFor({ slackFor }: ToolDeps, who: SlackIdentity): Promise<webApi.WebClient> {
  if (who.teamId) {
    const client = await slackFor(who.teamId);
    if (client) return client;
  }
  const org = who.enterpriseId ? await slackFor(who.enterpriseId) : undefined;
  // Not installed there: the app's own client (the runner then says the workspace is not connected).
  const client = org ?? (await slackFor(''));
  if (!client) throw new Error('casebot has no Slack client');
  return client;
}

/**
 * `get_case`: one case as text, its facts as structured content, and the compact card for Slack. The
 * number is read as `/case` reads it (`1234`, `#1234`, `"1234"`).
 */
export function getCase(asked: string | number) {
  return async ({ cases, settings, tr, readerZone }: Served): Promise<{ answer: ToolAnswer; outcome: Outcome }> => {
    const query = parseCaseQuery(String(asked));
    if (query.kind !== 'number') {
      return { answer: { text: badCaseNumber(tr).text, isError: true }, outcome: 'invalid_number' };
    }
    const { caseNumber } = query;
    const view = await cases.findCaseByNumber(caseNumber);
    if (!view) return { answer: { text: caseNotFound(tr, caseNumber).text, isError: true }, outcome: 'not_found' };
    const { details, facts } = view;
    // Dates in words in the asker's own zone (Slackbot answers them).
    const options = { tr, timeZone: settings.timeZone, shownIn: await readerZone() };
    const url = caseUrlOf(settings.caseUrlTemplate, details);
    // Every field escaped as in any Slack message: Slackbot may repeat these words in its answer.
    const structured = {
      case_number: details.caseNumber,
      subject: escapeMrkdwn(oneLine(details.subject)),
      status: escapeMrkdwn(displayValue(details.status)),
      priority: facts ? escapeMrkdwn(displayValue(facts.priority)) : '',
      customer: escapeMrkdwn(oneLine(details.customerName)),
      created: escapeMrkdwn(dateText(details.createdOn, options)),
      last_updated: facts?.lastUpdated.trim() ? escapeMrkdwn(dateText(facts.lastUpdated, options)) : '',
      url: url ?? '',
      notes_count: Math.max(details.notesCount, details.notes.length),
      attachments: details.attachments.attachments.map((file) => escapeMrkdwn(oneLine(file.fileName))),
    };
    const card = unfurlCard(view, settings, tr);
    return {
      answer: { text: escapeMrkdwn(caseText(details, facts, { ...options, url })), structured, blocks: card.blocks },
      outcome: 'ok',
    };
  };
}

/**
 * `search_cases`: a page of matching cases (10 a page), each on a line the model can quote. A question
 * longer than the service takes is cut at a word (models ask in sentences).
 */
export function searchCases(query: string, page: number) {
  return async ({ cases, settings, tr, readerZone }: Served): Promise<{ answer: ToolAnswer; outcome: Outcome }> => {
    const text = cutAtWord(query.trim().replace(/\s+/g, ' '), MAX_SEARCH_TEXT);
    const offset = (page - 1) * TOOL_PAGE_SIZE;
    let found = await cases.searchCases(text, offset, TOOL_PAGE_SIZE);
    const words = wordsOf(text);
    if (found.items.length === 0 && words.length > 1) found = await everyWord(cases, words, offset, TOOL_PAGE_SIZE);
    const options = { tr, timeZone: settings.timeZone, shownIn: await readerZone() };
    const rows = found.items.map((row) => ({
      case_number: row.CaseNumber,
      subject: escapeMrkdwn(oneLine(row.Subject)),
      status: escapeMrkdwn(displayValue(row.ComplaintStatus)),
      priority: escapeMrkdwn(displayValue(row.Priority)),
      customer: escapeMrkdwn(oneLine(row.CustomerName)),
      last_updated: row.LastUpdatedTime.trim() ? escapeMrkdwn(dateText(row.LastUpdatedTime, options)) : '',
      url: caseUrlOf(settings.caseUrlTemplate, { caseNumber: row.CaseNumber, id: row.ComplaintId }) ?? '',
    }));
    // What was asked is echoed back: escaped too (Slackbot may put it in its answer).
    const asked = escapeMrkdwn(text);
    const structured = { query: asked, page, has_more: found.hasNext, cases: rows };
    if (rows.length === 0) {
      // Past the last page is not "nothing matches": the model would tell the person there is no such case.
      const none =
        page > 1 ? tr.t('mcp.noMorePages', { page }) : tr.t(asked ? 'list.noMatch' : 'list.empty', { text: asked });
      return { answer: { text: none, structured }, outcome: 'no_results' };
    }
    const lines = found.items.map(
      (row) => `${caseTitle(row.CaseNumber, row.Subject, tr)} — ${rowSummary(row, options)}`,
    );
    const more = found.hasNext ? `\n${tr.t('mcp.morePages', { page: page + 1 })}` : '';
    return { answer: { text: `${escapeMrkdwn(lines.join('\n'))}${more}`, structured }, outcome: 'ok' };
  };
}

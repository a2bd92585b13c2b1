import type { KnownBlock } from '@slack/types';
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import { MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { caseUrlOf } from '../../blocks/case-card';
import { caseText, caseTitle, dateText, rowSummary } from '../../blocks/case-text';
import { escapeMrkdwn } from '../../blocks/escape';
import { caseNotFound, searchTooLong } from '../../blocks/notices';
import { displayValue, oneLine } from '../../blocks/text';
import { translator } from '../../i18n/translate';
import type { Outcome } from '../../outcomes';
import type { SlackIdentity } from '../../workspaces/resolve';
import { unfurlCard } from '../cards';
import type { ListenerDeps } from '../deps';
import { logOutcome, type Responder, serve, type Served } from '../serve';
import { newReference } from '../errors';

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
export const TOOL_PAGE_SIZE = 10;

/** `params._meta.slack`: whom Slack vouches for on this call. */
const slackMeta = z.object({
  slack: z.object({
    user_id: z.string().min(1).max(32),
    team_id: z.string().min(1).max(32).nullish(),
    enterprise_id: z.string().min(1).max(32).nullish(),
  }),
});

/** The asker of an MCP call, from its `_meta`; undefined when Slack named nobody. */
export function askerOf(meta: unknown): SlackIdentity | undefined {
  const parsed = slackMeta.safeParse(meta);
  if (!parsed.success) return undefined;
  const { user_id: userId, team_id: teamId, enterprise_id: enterpriseId } = parsed.data.slack;
  return { userId, teamId: teamId ?? undefined, enterpriseId: enterpriseId ?? undefined };
}

export interface ToolDeps {
  deps: ListenerDeps;
  /** casebot's Slack client in a workspace (the installation's bot token), for the asker's language. */
  slackFor: (teamId: string) => Promise<webApi.WebClient>;
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
  const client = await slackFor(who.enterpriseId ?? who.teamId ?? '');
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

/** `get_case`: one case as text, its facts as structured content, and the compact card for Slack. */
export function getCase(caseNumber: number) {
  return async ({ cases, settings, tr }: Served): Promise<{ answer: ToolAnswer; outcome: Outcome }> => {
    const view = await cases.findCaseByNumber(caseNumber);
    if (!view) return { answer: { text: caseNotFound(tr, caseNumber).text, isError: true }, outcome: 'not_found' };
    const { details, facts } = view;
    const options = { tr, timeZone: settings.timeZone };
    const url = caseUrlOf(settings.caseUrlTemplate, details);
    const structured = {
      case_number: details.caseNumber,
      subject: oneLine(details.subject),
      status: displayValue(details.status),
      priority: facts ? displayValue(facts.priority) : '',
      customer: oneLine(details.customerName),
      created: dateText(details.createdOn, options),
      last_updated: facts?.lastUpdated.trim() ? dateText(facts.lastUpdated, options) : '',
      url: url ?? '',
      notes_count: Math.max(details.notesCount, details.notes.length),
      attachments: details.attachments.attachments.map((file) => oneLine(file.fileName)),
    };
    const card = unfurlCard(view, settings, tr);
    return {
      answer: { text: escapeMrkdwn(caseText(details, facts, { ...options, url })), structured, blocks: card.blocks },
      outcome: 'ok',
    };
  };
}

/** `search_cases`: a page of matching cases (10 a page), each on a line the model can quote. */
export function searchCases(query: string, page: number) {
  return async ({ cases, settings, tr }: Served): Promise<{ answer: ToolAnswer; outcome: Outcome }> => {
    const text = query.trim().replace(/\s+/g, ' ');
    if (text.length > MAX_SEARCH_TEXT) {
      return { answer: { text: searchTooLong(tr).text, isError: true }, outcome: 'search_too_long' };
    }
    const offset = (page - 1) * TOOL_PAGE_SIZE;
    const found = await cases.searchCases(text, offset, TOOL_PAGE_SIZE);
    const options = { tr, timeZone: settings.timeZone };
    const rows = found.items.map((row) => ({
      case_number: row.CaseNumber,
      subject: oneLine(row.Subject),
      status: displayValue(row.ComplaintStatus),
      priority: displayValue(row.Priority),
      customer: oneLine(row.CustomerName),
      last_updated: row.LastUpdatedTime.trim() ? dateText(row.LastUpdatedTime, options) : '',
      url: caseUrlOf(settings.caseUrlTemplate, { caseNumber: row.CaseNumber, id: row.ComplaintId }) ?? '',
    }));
    const structured = { query: text, page, has_more: found.hasNext, cases: rows };
    if (rows.length === 0) {
      const none = tr.t(text ? 'list.noMatch' : 'list.empty', { text });
      return { answer: { text: none, structured }, outcome: 'no_results' };
    }
    const lines = found.items.map(
      (row) => `${caseTitle(row.CaseNumber, row.Subject, tr)} — ${rowSummary(row, options)}`,
    );
    const more = found.hasNext ? `\n${tr.t('mcp.morePages', { page: page + 1 })}` : '';
    return { answer: { text: `${escapeMrkdwn(lines.join('\n'))}${more}`, structured }, outcome: 'ok' };
  };
}

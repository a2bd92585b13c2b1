import type { CaseDetails, CaseListItem } from '../case-api/schemas';
import type { CaseFacts } from './case-card';
import type { WorkspaceSettings } from '../workspaces/resolve';
import type { Translator } from '../i18n/translate';
import { caseUrlOf } from './case-card';
import { caseTitle, dateText, rowSummary } from './case-text';
import { defang } from './escape';
import { clean, truncate } from './limits';
import { notesNewestFirst } from './notes';
import { displayValue, oneLine } from './text';

// What leaves casebot as plain text that Slack may show anywhere (a later Workflow step's message, Slack's
// search results): upstream text made inert with `defang` (no escape codes a person would see, nothing
// that pings or links), dates written once, as everywhere.

/** One search result, as Slack's `slack#/types/search_results` holds them. */
export interface SearchResult {
  external_ref: { id: string; type: string };
  title: string;
  description: string;
  link: string;
  date_updated: string;
  content?: string;
}

type Reader = { tr: Translator; settings: Pick<WorkspaceSettings, 'timeZone' | 'caseUrlTemplate'> };

/** The Look up case step's outputs (Workflow Builder shows them in later steps). */
export function workflowOutputs(
  view: { details: CaseDetails; facts: CaseFacts | undefined },
  { tr, settings }: Reader,
): Record<string, string> {
  const { details, facts } = view;
  const options = { tr, timeZone: settings.timeZone };
  const latest = notesNewestFirst(details.notes, settings.timeZone, 1)[0];
  const url = caseUrlOf(settings.caseUrlTemplate, details);
  return {
    subject: defang(oneLine(details.subject)),
    status: defang(displayValue(details.status)),
    priority: facts ? defang(displayValue(facts.priority)) : '',
    customer_name: defang(oneLine(details.customerName)),
    created: defang(dateText(details.createdOn, options)),
    last_updated: facts?.lastUpdated.trim() ? defang(dateText(facts.lastUpdated, options)) : '',
    latest_note: latest ? defang(truncate(clean(latest.note).trim(), 2000)) : '',
    ...(url ? { url } : {}),
  };
}

/** One case as a search result: the Work Object's reference, its title and facts, its newest notes. */
export function searchResult(
  row: CaseListItem,
  day: string,
  content: string | undefined,
  { tr, settings }: Reader,
): SearchResult {
  return {
    external_ref: { id: String(row.ComplaintId), type: 'case' },
    title: defang(caseTitle(row.CaseNumber, row.Subject, tr)),
    // Its last update is said once: Slack shows the result's own date (date_updated).
    description: defang(rowSummary(row, { tr, timeZone: settings.timeZone, lastUpdate: false })),
    link: caseUrlOf(settings.caseUrlTemplate, { caseNumber: row.CaseNumber, id: row.ComplaintId }) ?? '',
    date_updated: day,
    ...(content ? { content: defang(content) } : {}),
  };
}

import type { App } from '@slack/bolt';
import { MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { caseUrlOf } from '../../blocks/case-card';
import { caseTitle, isoDay, notesText, rowSummary } from '../../blocks/case-text';
import { searchTooLong } from '../../blocks/notices';
import type { CaseListItem } from '../../case-api/schemas';
import { withTimeout } from '../../lib/with-timeout';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { type Responder, serve, type Served } from '../serve';
import { chosenFilters, type Chosen, filtersFor, matches, plainText } from './search-filters';

export const CASE_SEARCH = 'case_search';
export const CASE_SEARCH_FILTERS = 'case_search_filters';

/** Slack shows at most this many results of one app. */
export const MAX_RESULTS = 50;
/** Rows read from the service for one search: the filters choose among these. */
const ROWS_READ = 100;
/** Results whose newest notes go into `content` (each a GetCaseDetails call, as the searcher). */
const WITH_CONTENT = 10;
/** Slack waits 10 s for a search; the notes are left out of what is not read by then. */
const CONTENT_DEADLINE_MS = 5_000;

/** One result, as Slack's `slack#/types/search_results` holds them. */
export interface SearchResult {
  external_ref: { id: string; type: string };
  title: string;
  description: string;
  link: string;
  date_updated: string;
  content?: string;
}

/**
 * Enterprise Search: Slack's search bar (and Slack's AI answers) call `case_search` with what the person
 * typed, the filters they chose and `user_context`, the person searching. The search runs as them
 * (their link, or the default user if they are a member), like `/cases`; results carry the Work Object's
 * `external_ref`, so opening one shows the same side panel, fetched as whoever opens it. The ack comes
 * after complete/fail (Bolt's autoAcknowledge off), as Slack's search expects.
 */
export function registerCaseSearchFunctions(app: App, deps: ListenerDeps): void {
  app.function(CASE_SEARCH, { autoAcknowledge: false }, async ({ inputs, complete, fail, ack, body, client }) => {
    try {
      const who = { ...identify(body), userId: searcherOf(inputs) };
      const text = String(inputs.query ?? '')
        .trim()
        .replace(/\s+/g, ' ');
      await serve(
        deps,
        { kind: 'event', name: CASE_SEARCH, who, client, responder: failWith(fail) },
        async (served) => {
          if (text.length > MAX_SEARCH_TEXT) {
            await fail({ error: plainText(searchTooLong(served.tr).text) });
            return 'search_too_long';
          }
          if (!served.settings.caseUrlTemplate) {
            // Slack needs a link for every result: say what the admin must set.
            await fail({ error: served.tr.t('search.noTemplate', editPath(served)) });
            return 'no_results';
          }
          const results = await search(served, text, chosenFilters(inputs.filters));
          await complete({ outputs: { search_results: results } });
          return results.length === 0 ? 'no_results' : 'ok';
        },
      );
    } finally {
      await ack();
    }
  });

  app.function(
    CASE_SEARCH_FILTERS,
    { autoAcknowledge: false },
    async ({ inputs, complete, fail, ack, body, client }) => {
      try {
        const who = { ...identify(body), userId: searcherOf(inputs) };
        await serve(
          deps,
          { kind: 'event', name: CASE_SEARCH_FILTERS, who, client, responder: failWith(fail) },
          async ({ cases, tr }) => {
            // The choices are the statuses and priorities of the cases this person sees lately.
            const recent = await cases.searchCases('', 0, ROWS_READ);
            const filters = filtersFor(recent.items, tr);
            await complete({ outputs: { filter: filters, filters } });
            return 'ok';
          },
        );
      } finally {
        await ack();
      }
    },
  );
}

/** Whom Slack says is searching (`user_context.id`); Slack signs the whole request. */
function searcherOf(inputs: Record<string, unknown>): string {
  const context = inputs.user_context;
  const id = typeof context === 'object' && context !== null ? (context as { id?: unknown }).id : undefined;
  return typeof id === 'string' && /^[UW][A-Z0-9]{1,31}$/.test(id) ? id : '';
}

function failWith(fail: (args: { error: string }) => Promise<unknown>): Responder {
  return {
    reply: async () => undefined,
    // Not connected, not linked, the service refused or failed: the words a command would use, plain.
    refuse: async (message) => {
      await fail({ error: plainText(message.text) });
      return undefined;
    },
  };
}

const editPath = ({ tr }: Served) => ({ edit: tr.t('admin.edit'), field: tr.t('admin.caseUrl') });

async function search(served: Served, text: string, chosen: Chosen): Promise<SearchResult[]> {
  const { cases, settings, tr, userName } = served;
  const page = await cases.searchCases(text, 0, ROWS_READ);
  const rows = page.items.filter((row) => matches(row, chosen, userName)).slice(0, MAX_RESULTS);
  const options = { tr, timeZone: settings.timeZone };
  const contents = await notesOf(served, rows.slice(0, WITH_CONTENT));
  return rows.map((row) => {
    const content = contents.get(row.ComplaintId);
    const updated = isoDay(row.LastUpdatedTime, settings.timeZone) ?? isoDay(row.SubmitDate, settings.timeZone);
    return {
      external_ref: { id: String(row.ComplaintId), type: 'case' },
      title: caseTitle(row.CaseNumber, row.Subject, tr),
      description: rowSummary(row, options),
      link: caseUrlOf(settings.caseUrlTemplate, { caseNumber: row.CaseNumber, id: row.ComplaintId }) ?? '',
      date_updated: updated ?? '',
      ...(content ? { content } : {}),
    };
  });
}

/** The newest notes of the first results, for Slack's AI answers; what is not read in time is left out. */
async function notesOf({ cases, settings, tr }: Served, rows: CaseListItem[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  const reads = rows.map(async (row) => {
    const details = await cases.getCase(row.ComplaintId);
    const notes = notesText(details, { tr, timeZone: settings.timeZone, count: 3, max: 1500 });
    if (notes) found.set(row.ComplaintId, notes);
  });
  await withTimeout(Promise.allSettled(reads), CONTENT_DEADLINE_MS, 'search notes').catch(() => undefined);
  return found;
}

import type { App } from '@slack/bolt';
import { MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { cutAtWord } from '../../blocks/text';
import { isoDay, notesText } from '../../blocks/case-text';
import { type SearchResult, searchResult } from '../../blocks/plain-outputs';
import type { CaseListItem } from '../../case-api/schemas';
import { TimeoutError, errorForLog } from '../../lib/errors';
import { withTimeout } from '../../lib/with-timeout';
import { DEFAULT_LANG } from '../../i18n/languages';
import { translator } from '../../i18n/translate';
import type { SlackIdentity } from '../../workspaces/resolve';
import { newReference } from '../../spine/errors';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { logOutcome, type Responder, serve, type Served } from '../../spine/serve';
import { ackAfter, firstDelivery } from './deliveries';
import { plainText } from '../../blocks/text';
import { chosenFilters, type Chosen, filtersFor, isFiltered, matches } from './search-filters';

const CASE_SEARCH = 'case_search';
const CASE_SEARCH_FILTERS = 'case_search_filters';

/** Slack shows at most this many results of one app. */
const MAX_RESULTS = 50;
/** Rows read from the service for one search: the filters choose among these. */
const ROWS_READ = 100;
/** Results whose newest notes go into `content` (each a GetCaseDetails call, as the searcher). */
const WITH_CONTENT = 10;
/**
 * Slack waits 10 s for a search, but Bolt's receiver answers a function's request itself after 5 s
 * (and Slack may then deliver it again): casebot completes and acks within 4 s, whatever the service does.
 */
const DEADLINE_MS = 4_000;
/** The notes are read for at most this long, and only when at least NOTES_MIN_MS are left. */
const CONTENT_MAX_MS = 2_000;
const NOTES_MIN_MS = 700;
/** Reads of a hundred rows when filters are chosen. */
const MAX_READS = 3;

export type { SearchResult } from '../../blocks/plain-outputs';

/**
 * Enterprise Search: Slack's search bar (and Slack's AI answers) call `case_search` with what the person
 * typed, the filters they chose and `user_context`, the person searching. The search runs as them
 * (their link, or the default user if they are a member), like `/cases`; results carry the Work Object's
 * `external_ref`, so opening one shows the same side panel, fetched as whoever opens it. The ack comes
 * after complete/fail (Bolt's autoAcknowledge off), as Slack's search expects.
 */
export function registerCaseSearchFunctions(app: App, deps: ListenerDeps): void {
  app.function(CASE_SEARCH, { autoAcknowledge: false }, async ({ inputs, complete, fail, ack, body, client }) => {
    const started = Date.now();
    if (!(await firstDelivery(deps, CASE_SEARCH, body))) return ackAfter(deps, CASE_SEARCH, ack);
    try {
      const who = { ...identify(body), userId: searcherOf(inputs) };
      if (!who.userId) {
        await nobodySearching(deps, CASE_SEARCH, who, fail);
        return;
      }
      // Slack's AI answers ask in sentences: a query longer than the service takes is cut at a word.
      const text = cutAtWord(
        String(inputs.query ?? '')
          .trim()
          .replace(/\s+/g, ' '),
        MAX_SEARCH_TEXT,
      );
      await serve(
        deps,
        { kind: 'event', name: CASE_SEARCH, who, client, responder: failWith(fail) },
        async (served) => {
          if (!served.settings.caseUrlTemplate) {
            // Slack needs a link for every result: say what the admin must set.
            await fail({ error: served.tr.t('search.noTemplate', editPath(served)) });
            return 'not_configured';
          }
          const deadline = started + DEADLINE_MS;
          const chosen = chosenFilters(inputs.filters, served.asDefaultUser);
          const results = await withTimeout(
            search(served, text, chosen, deadline),
            deadline - Date.now(),
            'search',
          ).catch((error: unknown) => (error instanceof TimeoutError ? undefined : Promise.reject(error)));
          if (!results) {
            await fail({ error: served.tr.t('search.tooSlow') });
            return 'upstream_timeout';
          }
          await complete({ outputs: { search_results: results } });
          return results.length === 0 ? 'no_results' : 'ok';
        },
      );
    } catch (error) {
      await failAfterAll(deps, CASE_SEARCH, fail, error);
    } finally {
      await ackAfter(deps, CASE_SEARCH, ack);
    }
  });

  app.function(
    CASE_SEARCH_FILTERS,
    { autoAcknowledge: false },
    async ({ inputs, complete, fail, ack, body, client }) => {
      if (!(await firstDelivery(deps, CASE_SEARCH_FILTERS, body))) return ackAfter(deps, CASE_SEARCH_FILTERS, ack);
      try {
        const who = { ...identify(body), userId: searcherOf(inputs) };
        if (!who.userId) {
          await nobodySearching(deps, CASE_SEARCH_FILTERS, who, fail);
          return;
        }
        await serve(
          deps,
          { kind: 'event', name: CASE_SEARCH_FILTERS, who, client, responder: failWith(fail) },
          async ({ cases, tr, asDefaultUser }) => {
            // The choices are the statuses and priorities of the cases this person sees lately.
            const recent = await cases.searchCases('', 0, ROWS_READ);
            const filters = filtersFor(recent.items, tr, { mine: !asDefaultUser });
            await complete({ outputs: { filter: filters, filters } });
            return 'ok';
          },
        );
      } catch (error) {
        await failAfterAll(deps, CASE_SEARCH_FILTERS, fail, error);
      } finally {
        await ackAfter(deps, CASE_SEARCH_FILTERS, ack);
      }
    },
  );
}

type Fail = (args: { error: string }) => Promise<unknown>;

/** No user context: nobody to search as, so nothing is looked up. */
async function nobodySearching(deps: ListenerDeps, name: string, who: SlackIdentity, fail: Fail) {
  await fail({ error: translator(DEFAULT_LANG).t('search.noSearcher') });
  logOutcome(deps, { kind: 'event', name, who }, newReference(), 'user_not_linked', 0);
}

/** The runner answers every failure itself; this is for what fails around it (Slack must still hear). */
async function failAfterAll(deps: ListenerDeps, name: string, fail: Fail, error: unknown) {
  const ref = newReference();
  deps.logger.warn({ ref, name, err: errorForLog(error) }, 'failed');
  await fail({ error: plainText(translator(DEFAULT_LANG).t('error.internal', { ref })) }).catch(() => undefined);
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

async function search(served: Served, text: string, chosen: Chosen, deadline: number): Promise<SearchResult[]> {
  const { cases, settings, tr, userName } = served;
  const rows: CaseListItem[] = [];
  // The service searches by number or subject only: the filters choose among the rows it gives, read
  // a hundred at a time until there are enough (at most three reads, and only while time is left).
  let offset = 0;
  for (let read = 0; read < (isFiltered(chosen) ? MAX_READS : 1); read++) {
    if (read > 0 && deadline - Date.now() < NOTES_MIN_MS) break;
    const page = await cases.searchCases(text, offset, ROWS_READ);
    rows.push(...page.items.filter((row) => matches(row, chosen, userName)));
    if (rows.length >= MAX_RESULTS || !page.hasNext) break;
    offset = page.nextOffset;
  }
  // Slack requires a day for every result: a row without a readable one is left out.
  const shown = rows
    .map((row) => ({ row, day: dayOf(row, settings.timeZone) }))
    .filter((r): r is { row: CaseListItem; day: string } => r.day !== undefined)
    .slice(0, MAX_RESULTS);
  const budget = Math.min(CONTENT_MAX_MS, deadline - Date.now() - 1000);
  const first = shown.slice(0, WITH_CONTENT).map((r) => r.row);
  const contents = budget >= NOTES_MIN_MS ? await notesOf(served, first, budget) : new Map<number, string>();
  return shown.map(({ row, day }) => searchResult(row, day, contents.get(row.ComplaintId), { tr, settings }));
}

/** The day a row was last updated (or submitted), `YYYY-MM-DD`: Slack requires one for every result. */
const dayOf = (row: CaseListItem, zone: string) => isoDay(row.LastUpdatedTime, zone) ?? isoDay(row.SubmitDate, zone);

/** The newest notes of the first results, for Slack's AI answers; what is not read in time is left out. */
async function notesOf(
  { cases, settings, tr, readerZone }: Served,
  rows: CaseListItem[],
  budgetMs: number,
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  // The notes' dates in the searcher's own zone.
  const shownIn = await readerZone();
  const reads = rows.map(async (row) => {
    const details = await cases.getCase(row.ComplaintId);
    const notes = notesText(details, { tr, timeZone: settings.timeZone, shownIn, count: 3, max: 1500 });
    if (notes) found.set(row.ComplaintId, notes);
  });
  await withTimeout(Promise.allSettled(reads), budgetMs, 'search notes').catch(() => undefined);
  return found;
}

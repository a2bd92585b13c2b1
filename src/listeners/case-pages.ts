import { renderCaseList } from '../blocks/case-list';
import { renderCaseTable, TABLE_ROWS } from '../blocks/case-table';
import type { Message } from '../blocks/message';
import type { CasesFor } from '../cases/case-service';
import type { Translator } from '../i18n/translate';
import type { CasesView } from '../workspaces/preferences';
import type { WorkspaceSettings } from '../workspaces/resolve';
import { everyWord, WORDS_WINDOW, wordsOf } from '../cases/every-word';
import { safe } from '../blocks/text';

/** What /cases shows, as a list page (`pageSize` rows) or a table (up to 100 rows from `offset`). */
export async function casesAnswer(
  view: CasesView,
  where: { cases: CasesFor; settings: WorkspaceSettings; tr: Translator },
  searchText: string,
  offset: number,
  pageSize: number,
): Promise<{ message: Message; found: number }> {
  const { cases, settings, tr } = where;
  const common = { tr, teamId: settings.workspaceId, searchText, pageSize, timeZone: settings.timeZone };
  if (view === 'table') {
    // The table pages by 100 from the search's start: a list's page 2 opens the table's first page (1–100),
    // so its range and its ◀ / ▶ agree.
    const page = await cases.turnPage(searchText, offset - (offset % TABLE_ROWS), TABLE_ROWS);
    const message =
      page.items.length === 0
        ? renderCaseList({ ...common, ...page })
        : renderCaseTable({ ...common, ...page, caseUrlTemplate: settings.caseUrlTemplate });
    return { message, found: page.items.length };
  }
  const page = await cases.turnPage(searchText, offset, pageSize);
  const words = wordsOf(searchText);
  if (page.items.length === 0 && words.length > 1) {
    // Nothing as written: the cases whose subject holds every word, in any order, said as such, paged as
    // any search (each page looks again: the same call, the same newest cases).
    const found = await everyWord(cases, words, offset, pageSize);
    if (found.items.length > 0) {
      const everyWordSaid = tr.t('list.everyWord', {
        text: safe(searchText, 100),
        count: found.total,
        window: WORDS_WINDOW,
        word: safe(found.word, 100),
      });
      return {
        message: renderCaseList({ ...common, ...found, offset, everyWord: everyWordSaid }),
        found: found.items.length,
      };
    }
  }
  return { message: renderCaseList({ ...common, ...page }), found: page.items.length };
}

import { parseServiceDate } from '../case-api/dates';
import type { CaseListItem } from '../case-api/schemas';

/** How a service orders its recent list (`Searchtext` empty): by last update, or by submit date, newest first. */
export type PageOrder = 'updated' | 'submitted';

/** Fewest rows with readable dates a page needs before its order says anything. */
const ROWS_TO_LEARN = 5;

type Dated = Pick<CaseListItem, 'LastUpdatedTime' | 'SubmitDate'>;

const instant = (raw: string, timeZone: string): number | undefined => {
  const read = parseServiceDate(raw, timeZone);
  return read.kind === 'parsed' ? read.date.getTime() : undefined;
};

/**
 * A row's last update as an instant: its `LastUpdatedTime`, or its `SubmitDate` when it has none (a case
 * never updated was last changed when it came); undefined when neither can be read.
 */
export function updatedAt(row: Dated, timeZone: string): number | undefined {
  return (
    (row.LastUpdatedTime ? instant(row.LastUpdatedTime, timeZone) : undefined) ?? instant(row.SubmitDate, timeZone)
  );
}

const newestFirst = (values: number[]) => values.every((v, i) => i === 0 || v <= (values[i - 1] as number));

/**
 * Whether a page's rows are newest update first, as a list set (or learnt) to be ordered so must be: false
 * at the first row updated after the row above it; undefined with fewer than two rows whose dates read.
 */
export function newestUpdateFirst(rows: readonly Dated[], timeZone: string): boolean | undefined {
  const updates = rows.flatMap((row) => {
    const at = updatedAt(row, timeZone);
    return at === undefined ? [] : [at];
  });
  return updates.length < 2 ? undefined : newestFirst(updates);
}

/**
 * The order a page of the recent list shows, when its rows say it plainly: last updates newest first
 * while submit dates are not (`updated`), or the other way round (`submitted`). A page where both or
 * neither hold, or with too few readable rows, says nothing.
 */
export function orderOfPage(rows: readonly Dated[], timeZone: string): PageOrder | undefined {
  const updates: number[] = [];
  const submits: number[] = [];
  for (const row of rows) {
    const updated = updatedAt(row, timeZone);
    const submitted = instant(row.SubmitDate, timeZone);
    if (updated === undefined || submitted === undefined) continue;
    updates.push(updated);
    submits.push(submitted);
  }
  if (updates.length < ROWS_TO_LEARN) return undefined;
  const byUpdate = newestFirst(updates);
  const bySubmit = newestFirst(submits);
  if (byUpdate === bySubmit) return undefined;
  return byUpdate ? 'updated' : 'submitted';
}

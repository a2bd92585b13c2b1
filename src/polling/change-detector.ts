import type { webApi } from '@slack/bolt';
import type { CaseListItem } from '../case-api/schemas';
import { newestUpdateFirst, orderOfPage, updatedAt } from '../cases/recent-order';
import type { Logger } from '../logging';
import { pollFailure } from '../cases/poll-failure';
import type { Unasked } from '../spine/unasked';
import type { CaseRows, ChangeStore, DetectorState } from './change-store';
import type { DueFilter } from '../kinds/rows';
import type { RecentOrder, Workspace } from '../workspaces/store';

/** Rows of the recent list read a call: the service's most. */
const ROWS_PER_READ = 99;
/** Pages of changes one round reads; a round with more checks what it could not read the old way. */
const MAX_PAGES = 3;
/** Reads of the recent list in a row that show the same order before casebot believes it. */
export const VOTES_TO_LEARN = 3;
/** Votes kept at most (a read that disagrees starts over at one). */
const MOST_VOTES = 99;
/** While the order is not known, the list is read to learn it once in this many intervals. */
const LEARN_EVERY_INTERVALS = 5;
/** A watch or card whose case the detector's reader never listed is checked the old way this seldom. */
const SLOW_INTERVALS = 10;
/** Every watch and card is still checked at least this often, whatever the detector says. */
const CHECK_ANYWAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far casebot's clock and the service's times (read in the workspace's zone) may be apart: a row's
 * update counts as after a check until this long after it.
 */
const CLOCKS_APART_MS = 60 * 60 * 1000;
/** At least this long after the newest update read, its cases are looked at again each round (times to the second). */
const SAME_SECOND_LOOK_MS = 10_000;
/** Placing starts over after reaching the end of the list this long ago. */
const PLACE_AGAIN_MS = 24 * 60 * 60 * 1000;

export interface DetectorDeps {
  changes: ChangeStore;
  /** Whom a kind reads the recent list as already (the widest reader there is), if any. */
  readerOf: (teamId: string) => Promise<string | undefined>;
  /** The kinds' items that are each of one case: what the detector keeps placed, and whom it may read as. */
  caseRows: readonly CaseRows[];
  unasked: Unasked;
  logger: Logger;
  now: () => number;
}

/** How casebot takes the service's recent order: the workspace's setting, else what it learnt, else not known. */
export function recentOrderOf(
  workspace: Pick<Workspace, 'recentOrder'> | undefined,
  state: Pick<DetectorState, 'learnt' | 'votes'>,
): { order: RecentOrder | 'unknown'; source: 'setting' | 'learnt' | 'none' } {
  if (workspace?.recentOrder) return { order: workspace.recentOrder, source: 'setting' };
  if (state.learnt && state.votes >= VOTES_TO_LEARN) return { order: state.learnt, source: 'learnt' };
  return { order: 'unknown', source: 'none' };
}

/**
 * What the poll checks (the old way where undefined), whether the service answered the detector well, and
 * whether it read that nothing changed since its last read (no case above its mark, nothing it could not read).
 */
export interface Detection {
  filter: DueFilter | undefined;
  answered: boolean;
  quiet: boolean;
}

const OLD_WAY: Detection = { filter: undefined, answered: false, quiet: false };

interface Round {
  teamId: string;
  workspace: Workspace | undefined;
  intervalMs: number;
  client: webApi.WebClient | undefined;
  /** Waits the turn of the next call to the service and counts it. */
  call: () => Promise<void>;
}

/**
 * One round of a workspace's change detector, before its poll checks anything. Where the service lists
 * its recent cases by last update, newest first (set, or learnt), it reads that list as one linked person
 * down to the newest update it read last round: every case listed above it changed, and only the watches
 * and cards of those (and of cases it cannot place) are due (the `DueFilter`). A round with more changes
 * than three pages, a first round or a new reader marks what was checked before it to be checked once the
 * old way. A round with nothing changed reads one page further down the list to place more cases. Where
 * the order is not known, it reads the list once in a while to learn it. Undefined: the old way.
 */
export async function detectChanges(deps: DetectorDeps, round: Round): Promise<Detection> {
  const { teamId } = round;
  const reader = (await deps.readerOf(teamId)) ?? (await deps.changes.readerOf(teamId, deps.caseRows));
  if (!reader) return OLD_WAY;
  let state = await deps.changes.detectorState(teamId);
  if (state.reader !== reader) {
    await deps.changes.forgetPlaced(teamId);
    state = { ...state, reader, watermark: null, placeOffset: 0, placedAllAt: null };
  }
  const { order, source } = recentOrderOf(round.workspace, state);
  const now = deps.now();
  const learnDue =
    order === 'unknown' &&
    !round.workspace?.recentOrder &&
    (!state.learnReadAt || now - state.learnReadAt.getTime() >= LEARN_EVERY_INTERVALS * round.intervalMs);
  if (order !== 'updated' && !learnDue) return OLD_WAY;
  const task = { name: 'detector', teamId, actsAs: reader, reader: { person: reader }, client: round.client };
  try {
    const result = await deps.unasked.run(task, async ({ cases, settings }) => {
      const read = async (offset: number) => {
        await round.call();
        return cases.searchCases('', offset, ROWS_PER_READ);
      };
      const first = await read(0);
      if (order === 'updated') {
        const inOrder = newestUpdateFirst(first.items, settings.timeZone);
        if (inOrder === false) return outOfOrder(deps, teamId, state, source, now);
        if (inOrder && state.outOfOrderSince) state = inOrderAgain(deps, teamId, state);
      }
      const learnt = learn(state, orderOfPage(first.items, settings.timeZone));
      if (order !== 'updated' || recentOrderOf(round.workspace, learnt).order !== 'updated') {
        await deps.changes.saveDetectorState(teamId, { ...learnt, learnReadAt: new Date(now) });
        return undefined;
      }
      return readChanges(deps, round, learnt, first, read, settings.timeZone);
    });
    if (result.kind !== 'done') return OLD_WAY;
    return { filter: result.value?.filter, answered: true, quiet: result.value?.quiet ?? false };
  } catch (error) {
    // The service is slow, down or limiting: the poll's failure, as any check's.
    if (pollFailure(error) === 'passing') throw error;
    // The list could not be read as this person: this round checks the old way; the next reads down to the same point.
    deps.logger.warn(
      { team: teamId, err: error instanceof Error ? error.name : 'Error' },
      'change detector could not read',
    );
    return OLD_WAY;
  }
}

/**
 * A page of a list taken to be newest update first that is not: its changes cannot be read from it, so this
 * round (and every round until a page is in order again) checks the old way. The newest update read is
 * forgotten (a page in order again starts as a first round); an order only learnt is learnt again. Logged once
 * (the admins' App Home says it while it lasts).
 */
async function outOfOrder(
  deps: DetectorDeps,
  teamId: string,
  state: DetectorState,
  source: 'setting' | 'learnt' | 'none',
  now: number,
): Promise<undefined> {
  if (!state.outOfOrderSince) {
    deps.logger.warn(
      { team: teamId, order: source },
      'recent list not newest update first: checking everything the old way until it is',
    );
  }
  await deps.changes.saveDetectorState(teamId, {
    ...state,
    watermark: null,
    outOfOrderSince: state.outOfOrderSince ?? new Date(now),
    ...(source === 'learnt' ? { learnt: null, votes: 0, learnReadAt: new Date(now) } : {}),
  });
  return undefined;
}

/** A page in order again after pages that were not: said once; it reads on as on a first round. */
function inOrderAgain(deps: DetectorDeps, teamId: string, state: DetectorState): DetectorState {
  deps.logger.info({ team: teamId }, 'recent list newest update first again: checking only what changed');
  return { ...state, outOfOrderSince: null };
}

/** A read's order counted: the same order again adds a vote, another starts over with one. */
function learn(state: DetectorState, seen: RecentOrder | undefined): DetectorState {
  if (!seen) return state;
  return seen === state.learnt
    ? { ...state, votes: Math.min(state.votes + 1, MOST_VOTES) }
    : { ...state, learnt: seen, votes: 1 };
}

type Page = { items: CaseListItem[]; hasNext: boolean; nextOffset: number };

async function readChanges(
  deps: DetectorDeps,
  round: Round,
  state: DetectorState,
  first: Page,
  read: (offset: number) => Promise<Page>,
  timeZone: string,
): Promise<{ filter: DueFilter; quiet: boolean }> {
  const now = deps.now();
  const mark = state.watermark?.getTime();
  const rows: { caseId: number; lastUpdated: string; at: number }[] = [];
  const take = (page: Page) => {
    for (const row of page.items) {
      const at = updatedAt(row, timeZone);
      if (at === undefined) continue;
      rows.push({ caseId: row.ComplaintId, lastUpdated: row.LastUpdatedTime || row.SubmitDate, at });
    }
  };
  take(first);
  let page = first;
  let pages = 1;
  // Down to the newest update read last round: a row older than it, or the end of the list.
  const reached = () => !page.hasNext || (mark !== undefined && rows.some((r) => r.at < mark));
  while (!reached() && mark !== undefined && pages < MAX_PAGES) {
    page = await read(page.nextOffset);
    pages += 1;
    take(page);
  }
  // A first round, or more changes than three pages: what it did not read is judged by the oldest update it did.
  const gap = mark === undefined || !reached();
  // Listed above last round's newest update (or at it, and new to casebot): changed since. On a first round,
  // each row read counts as changed when its watch or card was checked before its update (and an allowance).
  const noticed = new Map(
    rows.flatMap((r): [number, Date][] =>
      mark === undefined
        ? [[r.caseId, new Date(Math.min(now, r.at + CLOCKS_APART_MS))]]
        : r.at >= mark
          ? [[r.caseId, new Date(now)]]
          : [],
    ),
  );
  // A row below the mark was read before (a row only moves down until it is updated): only what is above is
  // written, except on a first round or a gap, when every row read is placed.
  const written = gap ? rows : rows.filter((r) => noticed.has(r.caseId));
  await deps.changes.detected(round.teamId, written, (caseId) => noticed.get(caseId) ?? null);
  // The service's times are to the second: a second change in the second of the newest update read last
  // round leaves its row as it was. While that update is recent, its cases are looked at again (where
  // casebot's clock is ahead of the service's, so that "recent" means something).
  if (mark !== undefined && now >= mark && now - mark <= Math.max(2 * round.intervalMs, SAME_SECOND_LOOK_MS)) {
    await deps.changes.noticeAgain(
      round.teamId,
      rows.filter((r) => r.at === mark).map((r) => r.caseId),
      new Date(now),
    );
  }
  const quiet = !rows.some((r) => mark !== undefined && r.at > mark);
  const newest = Math.max(mark ?? -Infinity, ...rows.map((r) => r.at));
  // A case it did not read was last updated before the oldest row it read: a watch or card checked after
  // that (and the allowance) has seen it; one checked before is checked once the old way.
  const oldest = Math.min(...rows.map((r) => r.at));
  const staleBefore =
    gap && page.hasNext && Number.isFinite(oldest) ? new Date(Math.min(now, oldest + CLOCKS_APART_MS)) : null;
  let next: DetectorState = {
    ...state,
    watermark: Number.isFinite(newest) ? new Date(newest) : state.watermark,
    staleBefore: staleBefore ?? (gap && page.hasNext ? new Date(now) : state.staleBefore),
  };
  if (quiet && !gap) next = await place(deps, round, next, read, timeZone);
  // A quiet round that moved nothing writes nothing.
  if (JSON.stringify(next) !== JSON.stringify(state)) await deps.changes.saveDetectorState(round.teamId, next);
  const filter = {
    staleBefore: next.staleBefore,
    slowBefore: new Date(now - SLOW_INTERVALS * round.intervalMs),
    safetyBefore: new Date(now - CHECK_ANYWAY_MS),
  };
  return { filter, quiet: quiet && !gap };
}

/** A quiet round reads one page further down the list: the cases on it are placed (their changes will be seen). */
async function place(
  deps: DetectorDeps,
  round: Round,
  state: DetectorState,
  read: (offset: number) => Promise<Page>,
  timeZone: string,
): Promise<DetectorState> {
  const now = deps.now();
  if (state.placedAllAt && now - state.placedAllAt.getTime() < PLACE_AGAIN_MS) return state;
  if ((await deps.changes.unplacedCount(round.teamId, deps.caseRows)) === 0) return state;
  const page = await read(Math.max(state.placeOffset, ROWS_PER_READ));
  const rows = page.items.flatMap((row) =>
    updatedAt(row, timeZone) === undefined
      ? []
      : [{ caseId: row.ComplaintId, lastUpdated: row.LastUpdatedTime || row.SubmitDate }],
  );
  await deps.changes.detected(round.teamId, rows, () => null);
  return page.hasNext
    ? { ...state, placeOffset: page.nextOffset }
    : { ...state, placeOffset: 0, placedAllAt: new Date(now) };
}

import type { CaseCheckOutcome } from '../kind';
import type { webApi } from '@slack/bolt';
import { changeNotice } from '../../blocks/change-notice';
import { unwatchButton } from './blocks';
import type { Logger } from '../../logging';
import { pollFailure } from '../../cases/poll-failure';
import { watchChangeKey, watchChangesPrefix } from './keys';
import type { Telling, Unasked } from '../../spine/unasked';
import { MAX_NOTE_IDS, type Watch, type WatchStore } from './store';
import type { Outbox } from '../../spine/outbox';
import { askedAtOf, type PollRound } from '../../cases/round-fetch';

/** Most DMs one watch sends in an hour: a service whose every answer looks new cannot flood anyone. */
const MAX_DMS_PER_WATCH_HOUR = 4;
const HOUR_MS = 60 * 60 * 1000;

interface CheckDeps {
  watches: WatchStore;
  outbox: Pick<Outbox, 'queuedSince'>;
  unasked: Unasked;
  logger: Logger;
  now: () => number;
}

/** What one check of one watch came to (as every check of an item about one case). */
export type CheckOutcome = CaseCheckOutcome;

/** The outcomes that are a good answer from the service. */
export const ANSWERED: ReadonlySet<CheckOutcome> = new Set(['unchanged', 'changed', 'raced', 'capped']);

/**
 * Fetches a watched case as its watcher and records what changed, with its DM, in one conditional write.
 * In the poll's `round`, a case its watcher's service user already fetched in it costs no call.
 * A passing failure (slow, down, limiting) is thrown: the poll stops and backs off.
 */
export async function checkWatch(
  deps: CheckDeps,
  watch: Watch,
  client: webApi.WebClient | undefined,
  round: PollRound,
): Promise<CheckOutcome> {
  const task = {
    name: 'watch' as const,
    teamId: watch.teamId,
    actsAs: watch.slackUserId,
    reader: { person: watch.slackUserId },
    client,
  };
  return deps.unasked.outcome(task, (telling) => check(deps, watch, telling, round));
}

async function check(deps: CheckDeps, watch: Watch, telling: Telling, round: PollRound): Promise<CheckOutcome> {
  const { cases, settings, tr, ref, upstream } = telling;
  let details;
  try {
    details = await cases.fetchCase(watch.caseId, round);
  } catch (error) {
    const kind = pollFailure(error);
    if (kind === 'refused') return 'refused';
    if (kind === 'passing') throw error;
    return skipped(deps, watch, error instanceof Error ? error.name : 'Error');
  }
  // An answer about another case is not this case's news: nobody is told, the log says it.
  if (details.id !== watch.caseId || details.caseNumber !== watch.caseNumber) {
    return skipped(deps, watch, 'AnswerForAnotherCase');
  }
  // Checked as of when the answer was asked for (earlier in the round, when another watch asked for it).
  const checkedAt = askedAtOf(round, details);
  const seenIds = new Set(watch.seen.noteIds);
  // Only the newest MAX_NOTE_IDS ids are kept: an older note the list no longer holds is not news.
  const oldestKept = watch.seen.noteIds.length >= MAX_NOTE_IDS ? Math.min(...watch.seen.noteIds) : -Infinity;
  const newNotes = details.notes.filter((n) => !seenIds.has(n.id) && n.id > oldestKept);
  // `open` and `Open ` are the same status: the service is not consistent about case and spaces.
  const norm = (status: string) => status.trim().replace(/\s+/g, ' ').toLowerCase();
  const statusChanged = norm(details.status) !== norm(watch.seen.status);
  const seen = { status: details.status, noteIds: details.notes.map((n) => n.id), lastUpdated: watch.seen.lastUpdated };
  if (!statusChanged && newNotes.length === 0) {
    await deps.watches.recordCheck(watch, seen, undefined, checkedAt);
    return 'unchanged';
  }
  const since = new Date(deps.now() - HOUR_MS);
  if ((await deps.outbox.queuedSince(watch.teamId, watchChangesPrefix(watch.id), since)) >= MAX_DMS_PER_WATCH_HOUR) {
    // What it saw stays unrecorded: the next DM, once the hour allows, tells all of it at once.
    await deps.watches.recordCheck(watch, watch.seen, undefined, checkedAt);
    deps.logger.warn({ team: watch.teamId, caseId: watch.caseId }, 'watch changed again within the hour; DM held back');
    return 'capped';
  }
  const changed = {
    teamId: watch.teamId,
    caseId: watch.caseId,
    caseNumber: details.caseNumber,
    subject: details.subject,
  };
  const message = changeNotice({
    tr,
    case: changed,
    timeZone: settings.timeZone,
    oldStatus: watch.seen.status,
    newStatus: details.status,
    newNotes,
    stop: unwatchButton(tr, changed),
  });
  const recorded = await deps.watches.recordCheck(
    watch,
    seen,
    {
      dedupeKey: watchChangeKey(watch.id, watch.version + 1),
      slackUserId: watch.slackUserId,
      channelId: null,
      message,
      ref,
      upstream,
    },
    checkedAt,
  );
  return recorded ? 'changed' : 'raced';
}

/** This case's answer cannot be used: its turn is over, the other watches go on. */
async function skipped(deps: CheckDeps, watch: Watch, err: string): Promise<CheckOutcome> {
  await deps.watches.recordCheck(watch, watch.seen);
  deps.logger.warn(
    { team: watch.teamId, caseId: watch.caseId, err },
    'watched case could not be read; skipped until its next turn',
  );
  return 'unreadable';
}

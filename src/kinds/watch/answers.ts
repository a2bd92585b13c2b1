import { caseNotFound } from '../../blocks/notices';
import type { CaseView } from '../../cases/case-service';
import type { Outcome } from '../../outcomes';
import { ephemeral, type Served, type Work } from '../../spine/serve';
import { notWatching, watchAlready, watchingList, watchStarted, watchStopped, watchTooMany } from './blocks';
import type { WatchOwn } from './own';
import type { UnwatchResult } from './use-cases';

// Watching as the commands and buttons say it: the use case decides, these words tell the person.

/** Starts watching a case the person can see, and says so. */
export async function watchView(own: WatchOwn, userId: string, view: CaseView, served: Served): Promise<Outcome> {
  const { settings, tr, reply } = served;
  const result = await own.watching.watch(settings.workspaceId, userId, view);
  switch (result.kind) {
    case 'too_many':
      await reply(ephemeral(watchTooMany(tr, result.max)));
      return 'too_many';
    case 'already':
      await reply(ephemeral(watchAlready(tr, result.caseNumber)));
      return 'ok';
    case 'watching':
      await reply(ephemeral(watchStarted(tr, result.watched)));
      return 'set_up';
  }
}

/** Says a watch stopped, or that there was none. */
export async function toldUnwatched(result: UnwatchResult, served: Served): Promise<Outcome> {
  const stopped = result.kind === 'stopped';
  await served.reply(
    ephemeral(stopped ? watchStopped(served.tr, result.caseNumber) : notWatching(served.tr, result.caseNumber)),
  );
  return stopped ? 'stopped' : 'ok';
}

/** `/case 1234 watch`: the case found as the asker, then watched. */
export function watchByNumber(own: WatchOwn, userId: string, caseNumber: number): Work {
  return async (served) => {
    const view = await served.cases.findCaseByNumber(caseNumber);
    if (!view) {
      await served.reply(ephemeral(caseNotFound(served.tr, caseNumber)));
      return 'not_found';
    }
    return watchView(own, userId, view, served);
  };
}

/** `/case 1234 unwatch`. */
export function unwatchByNumber(own: WatchOwn, userId: string, caseNumber: number): Work {
  return async (served) =>
    toldUnwatched(await own.watching.unwatchNumber(served.settings.workspaceId, userId, caseNumber), served);
}

/** `/case watching`: what the person watches, each with Stop watching. */
export function listWatching(own: WatchOwn, userId: string): Work {
  return async ({ settings, tr, reply }) => {
    await reply(ephemeral(watchingList(tr, await own.watching.list(settings.workspaceId, userId))));
    return 'ok';
  };
}

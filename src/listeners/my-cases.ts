import { renderMyCases } from '../blocks/my-cases';
import { notice } from '../blocks/notices';
import { findMyCases, queueOf } from '../cases/my-cases';
import { ephemeral, type Work } from '../spine/serve';
import type { ModuleDeps } from './deps';

/**
 * `/cases mine`, its Look further and its Next and Prev: the person's own cases among the recent ones,
 * fetched as them (`from`: where in the recent list this look starts; `skip`: their cases of the look
 * shown before; `replace`: the answer takes the place of the one whose button was pressed). Someone served as the workspace's default user has no cases of their own to
 * find, and is told how to be linked.
 */
export function myCases(deps: ModuleDeps, from: number, replace: boolean, skip = 0): Work {
  return async ({ cases, settings, tr, reply, userName, asDefaultUser }) => {
    if (asDefaultUser) {
      await reply(ephemeral(notice(tr.t('mine.notLinked'))));
      return 'user_not_linked';
    }
    const [mine, thresholds] = await Promise.all([
      findMyCases(cases, userName, from, deps.closedStatuses),
      deps.thresholdsOf(settings.workspaceId),
    ]);
    const where = { tr, teamId: settings.workspaceId, timeZone: settings.timeZone };
    // Marked by the workspace's aging thresholds (the defaults where alerts are off).
    const { overdue } = queueOf(mine.items, {
      thresholds,
      closedStatuses: deps.closedStatuses,
      timeZone: settings.timeZone,
      now: new Date(),
    });
    const message = renderMyCases({ ...where, userName, ...mine, skip, overdue: new Set(overdue) });
    await reply(replace ? { replace_original: true, ...message } : ephemeral(message));
    return mine.items.length === 0 ? 'no_results' : 'ok';
  };
}

import type { webApi } from '@slack/bolt';
import { findMyCases, queueOf } from '../../cases/my-cases';
import { standingKey } from '../../spine/acting-as';
import { serve } from '../../spine/serve';
import type { SlackIdentity } from '../../workspaces/resolve';
import type { ListenerDeps } from '../deps';
import { homeInteraction, homeMines, mineKey, publishHome } from './publish';

/**
 * "My cases" on App Home: someone's own cases read as them (one look of the recent list, as `/cases mine`
 * reads it), marked by the workspace's aging thresholds, kept a few minutes, and their Home published
 * with them. What goes wrong shows at the top of their Home.
 */
export function showMine(
  deps: ListenerDeps,
  client: webApi.WebClient,
  who: SlackIdentity,
  kind: 'event' | 'action',
  name: string,
): Promise<void> {
  return serve(deps, homeInteraction(deps, client, who, kind, name), async (served) => {
    const { settings, tr } = served;
    if (!served.asDefaultUser) {
      const [found, thresholds] = await Promise.all([
        findMyCases(served.cases, served.userName, 0, deps.closedStatuses),
        deps.thresholdsOf(settings.workspaceId),
      ]);
      const queue = queueOf(found.items, {
        thresholds,
        closedStatuses: deps.closedStatuses,
        timeZone: settings.timeZone,
        now: new Date(),
      });
      homeMines(deps).set(mineKey(settings.workspaceId, who.userId), {
        userName: served.userName,
        items: found.items,
        looked: found.looked,
        ...queue,
        at: new Date(),
      });
    }
    const standing = await deps.acting.standing(who);
    await publishHome(deps, client, who.userId, { standing, key: standingKey(standing), tr });
    return served.asDefaultUser ? 'user_not_linked' : 'published';
  });
}

/** Whether opening App Home should read someone's cases: linked (as `linked`), and not read as them in the last few minutes. */
export const mineToRead = (deps: ListenerDeps, key: string, userId: string, linked: string | undefined) =>
  linked !== undefined &&
  homeMines(deps).get(mineKey(key, userId))?.userName.trim().toLowerCase() !== linked.trim().toLowerCase();

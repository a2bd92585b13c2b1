import { CLI } from '../../blocks/notices';
import type { App, BlockAction, ButtonAction, webApi } from '@slack/bolt';
import { type HomeModel, type HomeStatus, HOME_AUDIT, homeView } from '../../blocks/home';
import { ActionId, HOME_VIEW_ACTION } from '../../blocks/ids';
import { translator } from '../../i18n/translate';
import { LruCache } from '../../lib/lru';
import { isSlackAdmin, MAX_ADMINS_TOLD, slackAdmins } from '../../slack/admins';
import type { SlackIdentity } from '../../workspaces/resolve';
import { type Standing, standingKey } from '../../workspaces/acting-as';
import { showCase } from '../actions/view';
import type { ListenerDeps } from '../deps';
import { errorForLog } from '../errors';
import { identify } from '../identity';
import { directMessage } from '../reply';
import { logged, serve } from '../serve';

/** The workspace key a person's settings live under (see workspaceKeyOf), found as commands find it. */
export async function workspaceKeyFor(deps: ListenerDeps, who: SlackIdentity): Promise<string> {
  return standingKey(await deps.acting.standing(who));
}

/**
 * A Slack admin or owner (asked of Slack each time), or a casebot admin named with the CLI. Settings kept
 * for a whole Enterprise Grid org (`E…`) are the org's admins' and owners': a workspace admin's are not.
 */
export async function isAdmin(
  deps: ListenerDeps,
  client: webApi.WebClient,
  key: string,
  userId: string,
): Promise<boolean> {
  if (await deps.home.isListedAdmin(key, userId)) return true;
  return isSlackAdmin(client, userId, { org: key.startsWith('E') });
}

/** A workspace's Slack admins, remembered a while: `users.list` is a slow, rate-limited method. */
const knownSlackAdmins = new LruCache<Promise<string[]>>(10_000, 10 * 60 * 1000);

/**
 * Everyone who hears of an access request: casebot admins named with the CLI and the Slack admins who
 * may link people there (the Grid org's for settings kept org-wide).
 */
async function adminsToTell(deps: ListenerDeps, client: webApi.WebClient, key: string): Promise<string[]> {
  let slack = knownSlackAdmins.get(key);
  if (!slack) {
    slack = slackAdmins(client, { org: key.startsWith('E') });
    knownSlackAdmins.set(key, slack);
  }
  const [listed, found] = await Promise.all([deps.home.listAdmins(key), slack]);
  return [...new Set([...listed, ...found])].slice(0, MAX_ADMINS_TOLD);
}

/** Builds and publishes one person's App Home (`views.publish`). */
export async function publishHome(deps: ListenerDeps, client: webApi.WebClient, who: SlackIdentity): Promise<void> {
  const resolution = await deps.acting.standing(who);
  const key = standingKey(resolution);
  const [lang, admin, stored, status] = await Promise.all([
    deps.languageFor(client, key, who.userId),
    isAdmin(deps, client, key, who.userId),
    // Its zone, for the fallback text of dates (the resolution has it only when the person is served).
    resolution.ok ? undefined : deps.workspaceSettings.workspace(key),
    statusOf(deps, client, key, who, resolution),
  ]);
  const tr = translator(lang);
  const model: HomeModel = {
    teamId: key,
    timeZone: resolution.ok ? resolution.settings.timeZone : (stored?.timeZone ?? 'UTC'),
    status,
    recent:
      status.kind === 'linked' || status.kind === 'default_user' ? await deps.home.recentCases(key, who.userId) : [],
  };
  if (admin) {
    const [found, users, requests, audit, alerts] = await Promise.all([
      deps.workspaceSettings.stored(key),
      deps.workspaceSettings.users(key),
      deps.home.listRequests(key),
      deps.home.recentAudit(key, HOME_AUDIT),
      deps.alerts.list(key),
    ]);
    model.admin = { workspace: found?.workspace, users, requests, audit, alerts, cli: deps.adminCommand ?? CLI };
  }
  await client.views.publish({ user_id: who.userId, view: homeView(model, tr) });
}

async function statusOf(
  deps: ListenerDeps,
  client: webApi.WebClient,
  key: string,
  who: SlackIdentity,
  resolution: Standing,
): Promise<HomeStatus> {
  if (resolution.ok) {
    // Served by a link of their own, or as the workspace's default user.
    const link = await deps.workspaceSettings.linkOf(key, who.userId);
    return link ? { kind: 'linked', userName: link.userName } : { kind: 'default_user', userName: resolution.userName };
  }
  if (resolution.reason === 'workspace_not_connected') return { kind: 'not_connected' };
  if (resolution.reason === 'workspace_uninstalled') return { kind: 'uninstalled' };
  if (resolution.reason === 'user_not_linked') {
    const request = (await deps.home.listRequests(key)).find((r) => r.slackUserId === who.userId);
    const adminsKnown = request ? (await adminsToTell(deps, client, key)).length > 0 : true;
    return { kind: 'not_linked', requestedAt: request?.requestedAt, adminsKnown };
  }
  // Linked, but the workspace's settings can't be used (a token the key can't read, no base URL): for the
  // person that is the same as not connected; an admin sees the settings below.
  const link = await deps.workspaceSettings.linkOf(key, who.userId);
  return link ? { kind: 'linked', userName: link.userName } : { kind: 'not_connected' };
}

/**
 * App Home for everyone: `app_home_opened` publishes it; Request access tells the admins; View opens a
 * recent case as a direct message from casebot (App Home has no response_url).
 */
export function registerHome(app: App, deps: ListenerDeps): void {
  app.event('app_home_opened', async ({ event, body, client }) => {
    if (event.tab !== 'home') return;
    const who = identify(body);
    await logged(deps, { kind: 'event', name: 'app_home_opened', who }, async () => {
      await publishHome(deps, client, who);
      return 'published';
    });
  });

  app.action<BlockAction<ButtonAction>>(ActionId.requestAccess, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    await logged(deps, { kind: 'action', name: ActionId.requestAccess, who }, async () => {
      const resolution = await deps.acting.standing(who);
      const key = standingKey(resolution);
      // Only someone who is not linked in a connected workspace has anything to ask for.
      if (resolution.ok || resolution.reason !== 'user_not_linked') {
        await publishHome(deps, client, who);
        return resolution.ok ? 'ok' : resolution.reason;
      }
      const fresh = await deps.home.requestAccess(key, who.userId);
      if (fresh) {
        const admins = await adminsToTell(deps, client, key);
        await Promise.all(
          admins.map(async (adminId) => {
            const tr = translator(await deps.languageFor(client, key, adminId));
            const text = tr.t('request.dm', { user: `<@${who.userId}>` });
            await client.chat
              .postMessage({ channel: adminId, text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] })
              .catch((error: unknown) =>
                deps.logger.warn({ team: key, admin: adminId, err: errorForLog(error) }, 'admin not told of a request'),
              );
          }),
        );
      }
      await publishHome(deps, client, who);
      return 'requested';
    });
  });

  app.action<BlockAction<ButtonAction>>(HOME_VIEW_ACTION, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    await serve(
      deps,
      { kind: 'action', name: 'home_view', who, respond: directMessage(client, who.userId), client },
      showCase(action.value),
    );
  });
}

import type { App, BlockAction, ButtonAction, webApi } from '@slack/bolt';
import { type HomeModel, type HomeStatus, HOME_AUDIT, homeView } from '../../blocks/home';
import { ActionId, HOME_VIEW_ACTION } from '../../blocks/ids';
import { translator } from '../../i18n/translate';
import { LruCache } from '../../lib/lru';
import type { Outcome } from '../../outcomes';
import { isSlackAdmin, MAX_ADMINS_TOLD, slackAdmins } from '../../slack/admins';
import type { Workspace } from '../../workspaces/store';
import type { SlackIdentity } from '../../workspaces/resolve';
import { showCase } from '../actions/view';
import type { ListenerDeps } from '../deps';
import { describeFailure, errorForLog, newReference } from '../errors';
import { clicker, installationOf } from '../identity';
import { directMessage } from '../reply';
import { logOutcome, serve } from '../serve';

/** The workspace key a person's settings live under: the one connected (team, else Grid org), else their team. */
export async function workspaceKeyOf(deps: ListenerDeps, who: SlackIdentity): Promise<string> {
  const keys = [who.teamId, who.enterpriseId].filter((k): k is string => Boolean(k));
  for (const key of keys) if (await deps.store.getWorkspace(key)) return key;
  return keys[0] ?? '';
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

/** The workspace with its token's last four characters (a token the key can't read shows as dots). */
export async function workspaceForAdmin(deps: ListenerDeps, key: string) {
  try {
    const found = await deps.store.getWorkspaceWithToken(key);
    return found && { workspace: found.workspace, apiToken: found.apiToken as string | undefined };
  } catch {
    const workspace = await deps.store.getWorkspace(key);
    return workspace && { workspace, apiToken: undefined };
  }
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
export async function publishHome(
  deps: ListenerDeps,
  client: webApi.WebClient,
  who: SlackIdentity,
): Promise<{ admin: boolean }> {
  const key = await workspaceKeyOf(deps, who);
  const [resolution, lang, admin, stored] = await Promise.all([
    deps.resolve(who),
    deps.languageFor(client, key, who.userId),
    isAdmin(deps, client, key, who.userId),
    deps.store.getWorkspace(key),
  ]);
  const tr = translator(lang);
  const status = await statusOf(deps, client, key, who, resolution, stored);
  const model: HomeModel = {
    teamId: key,
    timeZone: stored?.timeZone ?? 'UTC',
    status,
    recent:
      status.kind === 'linked' || status.kind === 'default_user' ? await deps.home.recentCases(key, who.userId) : [],
  };
  if (admin) {
    const [found, users, requests, audit] = await Promise.all([
      workspaceForAdmin(deps, key),
      deps.store.listUsers(key),
      deps.home.listRequests(key),
      deps.home.recentAudit(key, HOME_AUDIT),
    ]);
    model.admin = { workspace: found?.workspace, users, requests, audit };
  }
  await client.views.publish({ user_id: who.userId, view: homeView(model, tr) });
  return { admin };
}

async function statusOf(
  deps: ListenerDeps,
  client: webApi.WebClient,
  key: string,
  who: SlackIdentity,
  resolution: Awaited<ReturnType<ListenerDeps['resolve']>>,
  stored: Workspace | undefined,
): Promise<HomeStatus> {
  if (resolution.ok) {
    const link = await deps.store.getUserLink(key, who.userId);
    return link
      ? { kind: 'linked', userName: link.userName }
      : { kind: 'default_user', userName: resolution.caller.userName };
  }
  if (!stored || resolution.reason === 'workspace_not_connected') return { kind: 'not_connected' };
  if (resolution.reason === 'workspace_uninstalled') return { kind: 'uninstalled' };
  if (resolution.reason === 'user_not_linked') {
    const request = (await deps.home.listRequests(key)).find((r) => r.slackUserId === who.userId);
    const adminsKnown = request ? (await adminsToTell(deps, client, key)).length > 0 : true;
    return { kind: 'not_linked', requestedAt: request?.requestedAt, adminsKnown };
  }
  // Linked, but the workspace's settings can't be used (a token the key can't read, no base URL): for the
  // person that is the same as not connected; an admin sees the settings below.
  const link = await deps.store.getUserLink(key, who.userId);
  return link ? { kind: 'linked', userName: link.userName } : { kind: 'not_connected' };
}

/** Runs an App Home or admin handler with one log line and its outcome, whatever happens. */
export async function logged(
  deps: ListenerDeps,
  interaction: { kind: 'event' | 'action' | 'view'; name: string; who: SlackIdentity },
  work: (ref: string) => Promise<Outcome>,
): Promise<void> {
  const started = performance.now();
  const ref = newReference();
  let outcome: Outcome = 'ok';
  try {
    outcome = await work(ref);
  } catch (error) {
    outcome = describeFailure(error, ref, translator('en')).outcome;
    deps.logger.warn(
      { ref, kind: interaction.kind, name: interaction.name, team: interaction.who.teamId, err: errorForLog(error) },
      'failed',
    );
  } finally {
    logOutcome(deps, interaction, ref, outcome, Math.round(performance.now() - started));
  }
}

/**
 * App Home for everyone: `app_home_opened` publishes it; Request access tells the admins; View opens a
 * recent case as a direct message from casebot (App Home has no response_url).
 */
export function registerHome(app: App, deps: ListenerDeps): void {
  app.event('app_home_opened', async ({ event, body, client }) => {
    if (event.tab !== 'home') return;
    const place = installationOf(body);
    const who = { teamId: place.teamId, enterpriseId: place.enterpriseId, userId: event.user };
    await logged(deps, { kind: 'event', name: 'app_home_opened', who }, async () => {
      await publishHome(deps, client, who);
      return 'published';
    });
  });

  app.action<BlockAction<ButtonAction>>(ActionId.requestAccess, async ({ ack, body, client }) => {
    await ack();
    const who = clicker(body);
    await logged(deps, { kind: 'action', name: ActionId.requestAccess, who }, async () => {
      const key = await workspaceKeyOf(deps, who);
      const resolution = await deps.resolve(who);
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
    const who = clicker(body);
    await serve(
      deps,
      { kind: 'action', name: 'home_view', who, respond: directMessage(client, who.userId), client },
      showCase(action.value),
    );
  });
}

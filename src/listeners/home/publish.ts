import type { webApi } from '@slack/bolt';
import type { Translator } from '../../i18n/translate';
import { CLI } from '../../blocks/notices';
import { type HomeMine, type HomeModel, type HomeStatus, HOME_AUDIT, HOME_USERS, homeView } from '../../blocks/home';
import type { AuditWords } from '../../blocks/home-model';
import { LruCache } from '../../lib/lru';
import { adminsToTell as everyAdmin, isSlackAdmin, slackAdmins } from '../../slack/admins';
import { grantedScopes } from '../../slack/scopes';
import type { SlackIdentity } from '../../workspaces/resolve';
import { type Standing, standingKey } from '../../spine/acting-as';
import type { ListenerDeps, ModuleDeps, Present } from '../deps';
import type { Interaction } from '../../spine/interaction';
import { homeResponder } from './responders';

/**
 * A Slack admin or owner (asked of Slack each time), or a casebot admin named with the CLI. Settings kept
 * for a whole Enterprise Grid org (`E…`) are the org's admins' and owners': a workspace admin's are not.
 */
export async function isAdmin(
  deps: Pick<ModuleDeps, 'homePage'>,
  client: webApi.WebClient,
  key: string,
  userId: string,
): Promise<boolean> {
  if (await deps.homePage.isListedAdmin(key, userId)) return true;
  return isSlackAdmin(client, userId, { org: key.startsWith('E'), teamId: key });
}

/** A workspace's Slack admins, remembered a while: `users.list` is a slow, rate-limited method. */
const knownSlackAdmins = new LruCache<Promise<string[]>>(10_000, 10 * 60 * 1000);

/**
 * Everyone who hears of an access request: casebot admins named with the CLI and the Slack admins who
 * may link people there (the Grid org's for settings kept org-wide).
 */
export async function adminsToTell(deps: ListenerDeps, client: webApi.WebClient, key: string): Promise<string[]> {
  let slack = knownSlackAdmins.get(key);
  if (!slack) {
    slack = slackAdmins(client, { org: key.startsWith('E') });
    knownSlackAdmins.set(key, slack);
  }
  return everyAdmin(deps.homePage.listedAdmins(key), client, key, slack);
}

/** How long someone's own cases, read as them for App Home, are shown before they are read again. */
export const MINE_ON_HOME_MS = 5 * 60_000;
const minesOf = new WeakMap<ListenerDeps, LruCache<HomeMine>>();

/** Someone's own cases as App Home last read them (for a few minutes), kept by deps: one per app. */
export function homeMines(deps: ListenerDeps): LruCache<HomeMine> {
  let mines = minesOf.get(deps);
  if (!mines) minesOf.set(deps, (mines = new LruCache<HomeMine>(10_000, MINE_ON_HOME_MS)));
  return mines;
}

export const mineKey = (key: string, userId: string) => `${key}:${userId}`;

/** Their cases as last read, while they are still linked to the same service user (else not read yet). */
const mineOf = (deps: ListenerDeps, key: string, userId: string, userName: string) => {
  const mine = homeMines(deps).get(mineKey(key, userId));
  return mine && mine.userName.trim().toLowerCase() === userName.trim().toLowerCase() ? mine : null;
};

export type { Present } from '../deps';

/** Builds and publishes one person's App Home (`views.publish`); `notice`: what went wrong, at its top. */
export async function publishHome(
  deps: ListenerDeps,
  client: webApi.WebClient,
  userId: string,
  present: Present,
  notice?: string,
): Promise<void> {
  const { standing, key, tr } = present;
  const [admin, stored, status] = await Promise.all([
    isAdmin(deps, client, key, userId),
    // Its zone, for the fallback text of dates (the standing has it only when the person is served).
    standing.ok ? undefined : deps.workspaceSettings.workspace(key),
    statusOf(deps, client, key, userId, standing),
  ]);
  const model: HomeModel = {
    teamId: key,
    timeZone: standing.ok ? standing.settings.timeZone : (stored?.timeZone ?? 'UTC'),
    status,
    recent:
      status.kind === 'linked' || status.kind === 'default_user' ? await recentWithLines(deps, key, userId, tr) : [],
    // Only someone linked has cases of their own (the default user's are everyone's).
    ...(status.kind === 'linked' ? { mine: mineOf(deps, key, userId, status.userName) } : {}),
    // Each kind module's own part (aging alerts by DM, a reminder of one's cases): someone linked only.
    ...(status.kind === 'linked'
      ? { kinds: (await Promise.all(deps.modules.map((m) => m.home?.(key, userId, tr) ?? []))).flat() }
      : {}),
    ...(notice ? { notice } : {}),
  };
  if (admin) {
    const [found, users, part, listings, kinds, quiet, recentOrder, granted] = await Promise.all([
      deps.workspaceSettings.stored(key),
      deps.workspaceSettings.users(key),
      deps.homePage.adminPart(key, HOME_AUDIT),
      // Everything people set up to be told, each kind with a listing in turn.
      Promise.all(
        deps.listings.map(async ({ name, listing }) => ({
          name,
          title: listing.title,
          none: listing.none,
          ended: listing.ended,
          rows: await listing.list(key, tr),
        })),
      ),
      // Each kind module's settings (aging alerts), in the modules' order.
      Promise.all(deps.modules.map((m) => m.adminHome?.(key, tr) ?? [])).then((parts) => parts.flat()),
      deps.noise.list(key),
      deps.recentOrder.shown(key),
      grantedScopes(client),
    ]);
    // The people listed, by the name Slack shows them (Unlink asks about the person, not only a userName).
    const names = await Promise.all(
      users.slice(0, HOME_USERS).map(async (u) => [u.slackUserId, await deps.nameOf(client, key, u.slackUserId)]),
    );
    const named = new Map(names.filter((n): n is [string, string] => n[1] !== undefined));
    model.admin = {
      workspace: found?.workspace,
      users,
      names: named,
      ...part,
      alerts: part.alerts.map((alert) => {
        const words = deps.modules.find((m) => m.alerts?.[alert.kind])?.alerts?.[alert.kind];
        return words ? { ...alert, said: words(tr, alert.detail) } : alert;
      }),
      cli: deps.adminCommand ?? CLI,
      pollDefaults: deps.pollDefaults,
      listings,
      kinds,
      auditWords: Object.assign({}, ...deps.modules.map((m) => m.audit ?? {})) as Record<string, AuditWords>,
      quiet,
      ...(recentOrder ? { recentOrder } : {}),
      scopes: {
        features: deps.modules.flatMap((m) => m.optionalFeatures ?? []),
        granted,
        oauth: deps.grants.oauth,
        grantUrl: deps.grants.grantUrl,
      },
    };
  }
  await client.views.publish({ user_id: userId, view: homeView(model, tr) });
}

/** App Home's own interaction: failures show at the top of the person's Home. */
export function homeInteraction(
  deps: ModuleDeps,
  client: webApi.WebClient,
  who: SlackIdentity,
  kind: 'event' | 'action',
  name: string,
): Interaction {
  const responder = homeResponder(deps, client, who.userId, async (notice, tr) => {
    const standing = await deps.acting.standing(who);
    await deps.publishHome(client, who.userId, { standing, key: standingKey(standing), tr }, notice);
  });
  return { kind, name, who, client, responder };
}

async function statusOf(
  deps: ListenerDeps,
  client: webApi.WebClient,
  key: string,
  userId: string,
  standing: Standing,
): Promise<HomeStatus> {
  if (standing.ok) {
    // Served by a link of their own, or as the workspace's default user.
    const link = await deps.workspaceSettings.linkOf(key, userId);
    return link ? { kind: 'linked', userName: link.userName } : { kind: 'default_user', userName: standing.userName };
  }
  if (standing.reason === 'workspace_not_connected') return { kind: 'not_connected' };
  if (standing.reason === 'workspace_uninstalled') return { kind: 'uninstalled' };
  if (standing.reason === 'user_not_linked') {
    const request = await deps.homePage.requestOf(key, userId);
    const adminsKnown = request ? (await adminsToTell(deps, client, key)).length > 0 : true;
    return { kind: 'not_linked', requestedAt: request?.requestedAt, adminsKnown };
  }
  // Linked, but the workspace's settings can't be used (a token the key can't read, no base URL): for the
  // person that is the same as not connected; an admin sees the settings below.
  const link = await deps.workspaceSettings.linkOf(key, userId);
  return link ? { kind: 'linked', userName: link.userName } : { kind: 'not_connected' };
}

/** A person's recent cases, each with what the kind modules say of it to them (its own channel). */
async function recentWithLines(deps: ListenerDeps, key: string, userId: string, tr: Translator) {
  const recent = await deps.homePage.recentCases(key, userId);
  const caseIds = recent.map((r) => Number(r.caseId)).filter((id) => Number.isSafeInteger(id));
  // A nicety: what a store cannot say is left out.
  const lines = await deps.caseLinesOf({ teamId: key, caseIds, tr, userId }).catch(() => undefined);
  return recent.map((r) => ({ ...r, lines: (lines?.get(Number(r.caseId)) ?? []).map((line) => line.text) }));
}

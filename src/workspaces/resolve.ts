import type { Lang } from '../i18n/languages';
import { LruCache } from '../lib/lru';
import type { UserLink, Workspace, WorkspaceStore } from './store';
import { TokenDecryptError } from './token-cipher';

/** Who is asking, as the signed Slack payload says. */
export interface SlackIdentity {
  teamId: string | undefined;
  enterpriseId: string | undefined;
  userId: string;
  /** The person's own workspace, where the payload says (interactive payloads): a guest's differs. */
  homeTeamId?: string;
  /** The person's Slack locale, where the payload says (entity_details_requested). */
  locale?: string;
}

/** Whom the case service is called as: the workspace's account and the person's userName. */
export interface Caller {
  /** The workspace key the mapping was found under (team id, or enterprise id for a Grid org). */
  workspaceId: string;
  clientName: string;
  userName: string;
  apiToken: string;
  baseUrl: string;
  /** No link of their own: acting as the workspace's default user. */
  viaDefaultUser: boolean;
}

/** What renderers need of the workspace: no credential. */
export interface WorkspaceSettings {
  workspaceId: string;
  timeZone: string;
  pageSize: number;
  shareContactDetails: boolean;
  /** The case service's own page of a case, `{number}`/`{id}` to fill in; null: no link. */
  caseUrlTemplate: string | null;
  /** The language of what goes into a channel. */
  language: Lang;
  /** A workflow nobody runs may act as the default user. */
  workflowsUseDefaultUser: boolean;
  /** Cases may go into channels shared with other organisations (an admin allowed it). */
  allowSharedChannels: boolean;
  /** Shared cards and case channels are kept up to date. */
  keepCardsTrue: boolean;
}

export type Resolution =
  | { ok: true; caller: Caller; settings: WorkspaceSettings }
  | { ok: false; reason: 'workspace_not_connected'; teamId: string }
  | { ok: false; reason: 'workspace_uninstalled'; teamId: string }
  | { ok: false; reason: 'user_not_linked'; teamId: string; userId: string }
  | { ok: false; reason: 'token_unreadable'; teamId: string }
  | { ok: false; reason: 'no_base_url'; teamId: string };

export type Resolve = (who: SlackIdentity) => Promise<Resolution>;

/**
 * The workspace key a resolution is about: the one found connected (team first, then Grid org), else the
 * team asked from. Settings made in Slack are kept under it.
 */
export function workspaceKeyOf(resolution: Resolution): string {
  return resolution.ok ? resolution.caller.workspaceId : resolution.teamId;
}

/** The userName a person acts as: their link, else the workspace's default user (if it has one). */
function userNameFor(workspace: Workspace, link: UserLink | undefined): string | null {
  return link?.userName ?? workspace.defaultUserName;
}

/** The base URL of a workspace's service: its own, else CASE_API_BASE_URL. */
function baseUrlFor(workspace: Workspace, defaultBaseUrl: string | undefined): string | undefined {
  return workspace.baseUrl ?? defaultBaseUrl;
}

/** A Resolve that can drop what it remembers (after an uninstall, so the change shows at once). */
export type Resolver = Resolve & { forget(): void };

interface ResolverOptions {
  /** CASE_API_BASE_URL: used by workspaces that have no base URL of their own. */
  defaultBaseUrl: string | undefined;
  /** How long a resolution is reused; the CLI's changes show after at most this long. 0: read through. */
  cacheMs: number;
  now?: () => number;
}

const MAX_CACHED = 10_000;

/** Maps a Slack identity to the service account and user to act as, or a reason why not. */
export function createResolver(store: WorkspaceStore, options: ResolverOptions): Resolver {
  const now = options.now ?? Date.now;
  const cache = new LruCache<Promise<Resolution>>(MAX_CACHED, options.cacheMs, now);

  async function lookup(who: SlackIdentity): Promise<Resolution> {
    const keys = [who.teamId, who.enterpriseId].filter((k): k is string => Boolean(k));
    const shownTeam = who.teamId ?? who.enterpriseId ?? 'unknown';
    for (const key of keys) {
      let found: Awaited<ReturnType<WorkspaceStore['getWorkspaceWithToken']>>;
      try {
        found = await store.getWorkspaceWithToken(key);
      } catch (error) {
        if (error instanceof TokenDecryptError) return { ok: false, reason: 'token_unreadable', teamId: key };
        throw error;
      }
      if (!found) continue;
      const { workspace, apiToken } = found;
      // Slack said casebot was uninstalled here: nobody is served until it is installed again.
      if (workspace.uninstalledAt) return { ok: false, reason: 'workspace_uninstalled', teamId: key };
      const link = await store.getUserLink(key, who.userId);
      const userName = userNameFor(workspace, link);
      if (!userName) return { ok: false, reason: 'user_not_linked', teamId: key, userId: who.userId };
      const baseUrl = baseUrlFor(workspace, options.defaultBaseUrl);
      if (!baseUrl) return { ok: false, reason: 'no_base_url', teamId: key };
      return {
        ok: true,
        caller: {
          workspaceId: key,
          clientName: workspace.clientName,
          userName,
          apiToken,
          baseUrl,
          viaDefaultUser: !link,
        },
        settings: {
          workspaceId: key,
          timeZone: workspace.timeZone,
          pageSize: workspace.pageSize,
          shareContactDetails: workspace.shareContactDetails,
          caseUrlTemplate: workspace.caseUrlTemplate,
          language: workspace.language,
          workflowsUseDefaultUser: workspace.workflowsUseDefaultUser,
          allowSharedChannels: workspace.allowSharedChannels,
          keepCardsTrue: workspace.keepCardsTrue,
        },
      };
    }
    return { ok: false, reason: 'workspace_not_connected', teamId: shownTeam };
  }

  const resolve: Resolve = (who) => {
    if (options.cacheMs <= 0) return lookup(who);
    const key = `${who.teamId ?? ''}|${who.enterpriseId ?? ''}|${who.userId}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const value = lookup(who);
    cache.set(key, value);
    // A failed lookup (database down) is not remembered.
    value.catch(() => cache.delete(key));
    return value;
  };
  return Object.assign(resolve, { forget: () => cache.clear() });
}

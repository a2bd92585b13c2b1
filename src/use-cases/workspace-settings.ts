import type { CheckConnection } from '../cases/connection-check';
import { errorForLog } from '../lib/errors';
import type { HomeData } from '../workspaces/home-data';
import type { UserLink, Workspace, WorkspaceInput, WorkspaceStore } from '../workspaces/store';
import { settingsDiff } from './settings-changes';
import { TokenDecryptError } from '../workspaces/token-cipher';
import type { AddressPolicy, AddressRefusal } from '../lib/address-policy';
import type { Outbox } from '../spine/outbox';
import { type Lang, welcomeNotice } from './welcome';
import { refusedByService } from '../cases/connection-check';

/** The settings as an admin typed them; `newToken` null when left empty (the stored one is kept). */
export type SettingsDraft = Omit<WorkspaceInput, 'apiToken'> & { newToken: string | null };

/** A workspace as its admin sees it: the token only as its last four characters, and whether it reads. */
export interface StoredSettings {
  workspace: Workspace;
  /** False when the encryption key cannot read the stored token: a save must then give a new one. */
  tokenReadable: boolean;
}

/** Why settings that passed the form's checks still need a token typed in. */
export type TokenNeeded = { kind: 'needs_token'; reason: 'missing' | 'new_url' };

/** A base URL casebot may not call: plain http, a query, or an address in a private network. */
export type AddressRefused = { kind: 'address_refused'; refusal: AddressRefusal };

export type SaveResult = { kind: 'saved'; connected: boolean; changed: string[] } | TokenNeeded | AddressRefused;

export type CheckResult =
  | { kind: 'ok'; clientName: string; userName: string }
  /** Neither a default user nor a link of the admin's own: nobody to ask the service as. */
  | { kind: 'no_user' }
  | { kind: 'failed'; error: unknown }
  | TokenNeeded
  | AddressRefused;

type LinkResult =
  /** `checked`: the case service answered as them; `told`: they had asked for access and are DM'd. */
  | { kind: 'linked'; checked: boolean; told: boolean; replaced: string | undefined }
  | { kind: 'not_connected' }
  /** The case service refused to answer as them (an unknown userName, most likely): nothing saved. */
  | { kind: 'refused'; error: unknown }
  /** casebot could not ask (the service unreachable, its settings unusable): nothing saved. */
  | { kind: 'not_checked'; error: unknown };

/** How a link is made: checked with the case service first (unless the admin says not to), and whom it tells. */
interface LinkOptions {
  check: boolean;
  /** The language of the person linked (App Home asks Slack; the CLI cannot, and uses the workspace's). */
  lang: Lang;
}

interface AuditLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

interface WorkspaceSettingsDeps {
  store: WorkspaceStore;
  home: Pick<HomeData, 'audit' | 'listRequests'>;
  /** Where the DM to someone who asked for access and is now linked waits for the running casebot. */
  outbox?: Pick<Outbox, 'queueNotice'>;
  /** Sends what waits in the outbox now (the running casebot); the CLI leaves it to the next poll. */
  deliverSoon?: (teamId: string) => void;
  checkConnection: CheckConnection;
  /** CASE_API_BASE_URL: workspaces without a base URL of their own use it. */
  defaultBaseUrl: string | undefined;
  /** Drops remembered resolutions, so a saved change shows at once. */
  forget: () => void;
  /** The workspace's time zone changed: what is scheduled in it comes at its hour in the new one. */
  zoneChanged?: (teamId: string, timeZone: string) => Promise<void>;
  /** Where a base URL may point (https, no query, no private address unless the operator allows it). */
  addresses: Pick<AddressPolicy, 'refusal' | 'resolvesAllowed'>;
  logger: AuditLog;
}

/**
 * Whether settings as typed need a token typed in: a new workspace (or one whose stored token the key
 * cannot read) has none to keep, and the stored token only ever goes where it went before: a new address
 * needs it typed again (else an admin could send it to a server of theirs and read it there).
 */
export function tokenNeeded(
  draft: Pick<SettingsDraft, 'newToken' | 'baseUrl'>,
  old: StoredSettings | undefined,
  defaultBaseUrl: string | undefined,
): TokenNeeded['reason'] | undefined {
  if (draft.newToken) return undefined;
  if (!old?.tokenReadable) return 'missing';
  const before = old.workspace.baseUrl ?? defaultBaseUrl;
  return (draft.baseUrl ?? defaultBaseUrl) === before ? undefined : 'new_url';
}

/**
 * A workspace's connection settings and its people's links, as App Home's admins change them. No Slack
 * here, and no token leaves: the stored token is read only to keep it, to check it, or to show its last
 * four characters. Every change writes one audit line and one audit row (never a secret).
 */
export function createWorkspaceSettings(deps: WorkspaceSettingsDeps) {
  const { store, logger } = deps;

  /** The stored settings and token; a token the key cannot read is undefined. */
  const withToken = async (key: string) => {
    try {
      const found = await store.getWorkspaceWithToken(key);
      return found && { workspace: found.workspace, apiToken: found.apiToken as string | undefined };
    } catch (error) {
      // Only a token this key cannot read is treated as no token (a missing key is said as itself).
      if (!(error instanceof TokenDecryptError)) throw error;
      const workspace = await store.getWorkspace(key);
      return workspace && { workspace, apiToken: undefined };
    }
  };

  /** The token a draft goes with: the one typed, else the stored one where it went before. */
  const tokenFor = (draft: SettingsDraft, old: Awaited<ReturnType<typeof withToken>>): string | TokenNeeded => {
    const stored = old && { workspace: old.workspace, tokenReadable: old.apiToken !== undefined };
    const reason = tokenNeeded(draft, stored, deps.defaultBaseUrl);
    if (reason) return { kind: 'needs_token', reason };
    return (draft.newToken ?? old?.apiToken) as string;
  };

  /** Why a base URL as typed may not be called (the default one, the operator's, always may). */
  const addressRefused = async (baseUrl: string | null): Promise<AddressRefused | undefined> => {
    if (!baseUrl) return undefined;
    const refusal =
      deps.addresses.refusal(baseUrl) ?? ((await deps.addresses.resolvesAllowed(baseUrl)) ? undefined : 'private');
    return refusal ? { kind: 'address_refused', refusal } : undefined;
  };

  /** `row`: the detail as the audit row keeps it, when it differs from the log line's words. */
  const audit = async (teamId: string, actor: string, action: string, detail: string, row = detail) => {
    // The line first, so a change is in the log even when the row cannot be written (that is logged too).
    logger.info({ audit: true, team: teamId, actor, action, detail }, 'audit');
    await deps.home.audit({ teamId, actor, action, detail: row }).catch((error: unknown) => {
      logger.error({ team: teamId, action, err: errorForLog(error) }, 'audit row not written');
    });
  };

  return {
    /** The workspace for the settings modal and the admin's Home; undefined when not connected. */
    async stored(key: string): Promise<StoredSettings | undefined> {
      const found = await withToken(key);
      return found && { workspace: found.workspace, tokenReadable: found.apiToken !== undefined };
    },

    /** Its time zone and language, without reading its token. */
    workspace(key: string): Promise<Workspace | undefined> {
      return store.getWorkspace(key);
    },

    /** Check connection: one call with the settings as typed, as `asUser`, else the default user or their link. */
    async check(key: string, adminId: string, draft: SettingsDraft, asUser?: string): Promise<CheckResult> {
      const [old, link] = await Promise.all([withToken(key), store.getUserLink(key, adminId)]);
      const apiToken = tokenFor(draft, old);
      if (typeof apiToken !== 'string') return apiToken;
      const refused = await addressRefused(draft.baseUrl);
      if (refused) return refused;
      const userName = asUser ?? draft.defaultUserName ?? link?.userName;
      const baseUrl = draft.baseUrl ?? deps.defaultBaseUrl;
      if (!userName || !baseUrl) return { kind: 'no_user' };
      try {
        await deps.checkConnection({ baseUrl, apiToken, clientName: draft.clientName, userName });
        return { kind: 'ok', clientName: draft.clientName, userName };
      } catch (error) {
        return { kind: 'failed', error };
      }
    },

    /** Saves the settings; a save that changed nothing is not a change (no audit row). */
    async save(key: string, adminId: string, draft: SettingsDraft): Promise<SaveResult> {
      const old = await withToken(key);
      const apiToken = tokenFor(draft, old);
      if (typeof apiToken !== 'string') return apiToken;
      const refused = await addressRefused(draft.baseUrl);
      if (refused) return refused;
      const { newToken: _typed, ...settings } = draft;
      const input: WorkspaceInput = { ...settings, apiToken, teamId: key };
      await store.putWorkspace(input);
      deps.forget();
      if (old && old.workspace.timeZone !== input.timeZone) await deps.zoneChanged?.(key, input.timeZone);
      const { changed, row } = settingsDiff(input, old);
      const action = old ? 'workspace.updated' : 'workspace.connected';
      // The log line in words; the row in a form each admin's Home reads in their own language.
      if (changed.length > 0) await audit(key, adminId, action, changed.join(', '), row || undefined);
      return { kind: 'saved', connected: !old, changed };
    },

    linkOf(key: string, slackUserId: string): Promise<UserLink | undefined> {
      return store.getUserLink(key, slackUserId);
    },

    users(key: string): Promise<UserLink[]> {
      return store.listUsers(key);
    },

    /**
     * Links a person of a connected workspace to a service userName (replacing an earlier link): first
     * asks the case service as them (the call Check connection makes), unless the admin links unchecked.
     * Someone who had asked for access is told, by DM through the outbox.
     */
    async link(
      key: string,
      adminId: string,
      slackUserId: string,
      userName: string,
      options: LinkOptions,
    ): Promise<LinkResult> {
      // One read: with the token only to check with it (a missing encryption key is said as itself).
      const found: { workspace: Workspace; apiToken?: string | undefined } | undefined = options.check
        ? await withToken(key)
        : await store.getWorkspace(key).then((w) => w && { workspace: w });
      if (!found) return { kind: 'not_connected' };
      const { workspace, apiToken } = found;
      if (options.check) {
        const baseUrl = workspace.baseUrl ?? deps.defaultBaseUrl;
        try {
          if (!apiToken || !baseUrl) throw new Error(apiToken ? 'no base URL' : 'the stored token cannot be read');
          await deps.checkConnection({ baseUrl, apiToken, clientName: workspace.clientName, userName });
        } catch (error) {
          return refusedByService(error) ? { kind: 'refused', error } : { kind: 'not_checked', error };
        }
      }
      const [requests, before] = await Promise.all([deps.home.listRequests(key), store.getUserLink(key, slackUserId)]);
      const asked = requests.some((r) => r.slackUserId === slackUserId);
      // A link that replaces another says which (the audit, the CLI).
      const replaced = before && before.userName !== userName ? before.userName : undefined;
      await store.linkUser({ teamId: key, slackUserId, userName });
      deps.forget();
      const told = asked && deps.outbox !== undefined;
      if (told) {
        await deps.outbox?.queueNotice(key, welcomeNotice(slackUserId, userName, options.lang));
        deps.deliverSoon?.(key);
      }
      const notes = [options.check ? '' : 'not checked', replaced ? `was ${replaced}` : ''].filter(Boolean);
      const detail = `<@${slackUserId}> as ${userName}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
      await audit(key, adminId, 'user.linked', detail);
      return { kind: 'linked', checked: options.check, told, replaced };
    },

    /** Unlinks a person; false when they were not linked. */
    async unlink(key: string, adminId: string, slackUserId: string): Promise<boolean> {
      const removed = await store.unlinkUser(key, slackUserId);
      deps.forget();
      if (removed) await audit(key, adminId, 'user.unlinked', `<@${slackUserId}>`);
      return removed;
    },
  };
}

export type WorkspaceSettings = ReturnType<typeof createWorkspaceSettings>;

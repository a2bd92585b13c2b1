import type { InstallationStore, webApi } from '@slack/bolt';
import type { WorkspaceStore } from './store';

/** Whom an uninstall or a revocation is about: a workspace, or a whole org for an org-wide install. */
export interface InstallTarget {
  teamId: string | undefined;
  enterpriseId: string | undefined;
  isEnterpriseInstall: boolean;
}

interface UninstallResult {
  /** The key the workspace and installation are kept under (the org for an org-wide install). */
  key: string | undefined;
  /** A stored installation (OAuth mode: its encrypted bot token) was deleted. */
  installationDeleted: boolean;
  /** A connected workspace was marked uninstalled and serves nobody until installed again. */
  workspaceMarked: boolean;
}

export type Uninstall = (target: InstallTarget) => Promise<UninstallResult>;

/** The key an installation and its workspace are kept under: the org for an org-wide install, else the workspace. */
function installKey(target: InstallTarget): string | undefined {
  return target.isEnterpriseInstall && target.enterpriseId ? target.enterpriseId : target.teamId;
}

/**
 * What casebot does when Slack says it was removed: forget the bot token (OAuth mode) and stop serving
 * the workspace, in every mode, until it is installed again (a new OAuth install, a restart with a
 * token of that workspace, or an admin connecting it anew).
 */
export function createUninstall(options: {
  store: WorkspaceStore;
  installationStore: InstallationStore | undefined;
  /** Drops what this process remembers of resolved workspaces, so the change shows at once. */
  forget: () => void;
}): Uninstall {
  return async (target) => {
    const key = installKey(target);
    if (!key) return { key, installationDeleted: false, workspaceMarked: false };
    let installationDeleted = false;
    if (options.installationStore?.deleteInstallation) {
      installationDeleted = await options.installationStore
        .deleteInstallation({
          teamId: target.teamId,
          enterpriseId: target.enterpriseId,
          isEnterpriseInstall: target.isEnterpriseInstall,
        })
        .then(() => true);
    }
    const workspaceMarked = await options.store.markUninstalled(key);
    options.forget();
    return { key, installationDeleted, workspaceMarked };
  };
}

/**
 * With one bot token (HTTP or Socket Mode), starting with a working token means casebot is installed in
 * that token's workspace: an earlier uninstall of it is over. `warn` hears when the token's workspace
 * cannot be told (the uninstall then stands).
 */
export async function markTokenWorkspaceInstalled(
  client: webApi.WebClient,
  store: Pick<WorkspaceStore, 'markInstalled'>,
  warn: (error: unknown) => void,
): Promise<void> {
  try {
    const auth = await client.auth.test();
    const key = installKey({
      teamId: auth.team_id,
      enterpriseId: auth.enterprise_id,
      isEnterpriseInstall: auth.is_enterprise_install === true,
    });
    if (key) await store.markInstalled(key);
  } catch (error) {
    warn(error);
  }
}

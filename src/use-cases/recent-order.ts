import type { ChangeStore } from '../polling/change-store';
import type { RecentOrder, Workspace } from '../workspaces/store';
import type { SaveResult, WorkspaceSettings } from './workspace-settings';

/** Reads of the recent list in a row that must agree before what casebot saw is shown as seen. */
const VOTES_SHOWN = 3;

/**
 * How a workspace's case service lists its recent cases, as an admin sets it on App Home (the CLI's
 * `workspace set --recent-order` does the same, through the same save and audit), and what the change
 * detector saw of it. No Slack here.
 */
export function createRecentOrder(deps: {
  settings: Pick<WorkspaceSettings, 'stored' | 'save'>;
  changes: Pick<ChangeStore, 'detectorState'>;
}) {
  return {
    /** The setting and what casebot saw; undefined for a workspace not connected. */
    async shown(key: string) {
      const [stored, state] = await Promise.all([deps.settings.stored(key), deps.changes.detectorState(key)]);
      if (!stored) return undefined;
      const seen = state.learnt && state.votes >= VOTES_SHOWN ? { order: state.learnt, votes: state.votes } : null;
      return { setting: stored.workspace.recentOrder, seen, outOfOrderSince: state.outOfOrderSince };
    },

    /** Sets it (null: not known); the rest of the settings as they are. */
    async set(
      key: string,
      adminId: string,
      order: RecentOrder | null,
    ): Promise<SaveResult | { kind: 'not_connected' }> {
      const stored = await deps.settings.stored(key);
      if (!stored) return { kind: 'not_connected' };
      return deps.settings.save(key, adminId, { ...settingsOf(stored.workspace), newToken: null, recentOrder: order });
    },
  };
}

export type RecentOrderSetting = ReturnType<typeof createRecentOrder>;

/** A stored workspace's settings, as a save takes them (without what only the store writes). */
function settingsOf(workspace: Workspace) {
  const { tokenHint: _hint, uninstalledAt: _uninstalled, ...settings } = workspace;
  return settings;
}

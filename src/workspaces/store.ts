import { ConfigError } from '../lib/errors';
import type { Kysely } from 'kysely';
import { DEFAULT_LANG, isLang } from '../i18n/languages';
import type { Database, WorkspaceTable } from './database';
import { guardStore, WorkspaceNotConnectedError } from './store-errors';
import { type TokenCipher, TokenDecryptError } from './token-cipher';
import type { UserLink, Workspace, WorkspaceInput } from './workspace-model';

export type { RecentOrder, UserLink, Workspace, WorkspaceInput } from './workspace-model';

export interface WorkspaceStore {
  getWorkspace(teamId: string): Promise<Workspace | undefined>;
  /** The workspace and its decrypted token; throws TokenDecryptError on a wrong key. */
  getWorkspaceWithToken(teamId: string): Promise<{ workspace: Workspace; apiToken: string } | undefined>;
  listWorkspaces(): Promise<(Workspace & { linkedUsers: number })[]>;
  /** Creates or replaces a workspace; its user links are kept, and it counts as installed again. */
  putWorkspace(input: WorkspaceInput): Promise<void>;
  /** Slack said casebot was uninstalled (or its bot token revoked): serve nobody there; false when unknown. */
  markUninstalled(teamId: string): Promise<boolean>;
  /** casebot is installed in this workspace again. */
  markInstalled(teamId: string): Promise<void>;
  /** Removes a workspace, its user links, recent cases and access requests; false when there was none. */
  removeWorkspace(teamId: string): Promise<boolean>;
  /** Links a Slack user to a service userName (replacing an earlier link). */
  linkUser(link: UserLink): Promise<void>;
  /** Removes a link and the person's recent cases; false when there was none. */
  unlinkUser(teamId: string, slackUserId: string): Promise<boolean>;
  getUserLink(teamId: string, slackUserId: string): Promise<UserLink | undefined>;
  listUsers(teamId: string): Promise<UserLink[]>;
  close(): Promise<void>;
}

export function createWorkspaceStore(db: Kysely<Database>, cipher: TokenCipher): WorkspaceStore {
  const now = () => new Date().toISOString();

  const toWorkspace = (row: WorkspaceTable, token?: string): Workspace => ({
    teamId: row.team_id,
    clientName: row.client_name,
    baseUrl: row.base_url,
    timeZone: row.time_zone,
    pageSize: row.page_size,
    shareContactDetails: row.share_contact_details === 1,
    defaultUserName: row.default_user_name,
    tokenHint: token === undefined ? '••••' : maskHint(token),
    uninstalledAt: row.uninstalled_at,
    caseUrlTemplate: row.case_url_template,
    language: isLang(row.language) ? row.language : DEFAULT_LANG,
    pollIntervalMs: row.poll_interval_ms,
    pollCallsPerMinute: row.poll_calls_per_minute,
    workflowsUseDefaultUser: row.workflows_use_default_user === 1,
    allowSharedChannels: row.allow_shared_channels === 1,
    keepCardsTrue: row.keep_cards_true !== 0,
    recentOrder: row.recent_order === 'updated' || row.recent_order === 'submitted' ? row.recent_order : null,
  });

  const row = (teamId: string) =>
    db.selectFrom('workspaces').selectAll().where('team_id', '=', teamId).executeTakeFirst();

  const store: WorkspaceStore = {
    async getWorkspace(teamId) {
      const found = await row(teamId);
      return found && toWorkspace(found);
    },

    async getWorkspaceWithToken(teamId) {
      const found = await row(teamId);
      if (!found) return undefined;
      const apiToken = cipher.decrypt(found.team_id, found.api_token_enc);
      return { workspace: toWorkspace(found, apiToken), apiToken };
    },

    async listWorkspaces() {
      const rows = await db
        .selectFrom('workspaces')
        .leftJoin('user_links', 'user_links.team_id', 'workspaces.team_id')
        .selectAll('workspaces')
        .select((eb) => eb.fn.count<number>('user_links.slack_user_id').as('linked_users'))
        .groupBy('workspaces.team_id')
        .orderBy('workspaces.team_id')
        .execute();
      return rows.map((r) => {
        let token: string | undefined;
        try {
          token = cipher.decrypt(r.team_id, r.api_token_enc);
        } catch {
          token = undefined;
        }
        return { ...toWorkspace(r, token), linkedUsers: Number(r.linked_users) };
      });
    },

    async putWorkspace(input) {
      const values = {
        client_name: input.clientName,
        api_token_enc: cipher.encrypt(input.teamId, input.apiToken),
        base_url: input.baseUrl,
        time_zone: input.timeZone,
        page_size: input.pageSize,
        share_contact_details: input.shareContactDetails ? 1 : 0,
        default_user_name: input.defaultUserName,
        case_url_template: input.caseUrlTemplate ?? null,
        language: input.language ?? DEFAULT_LANG,
        updated_at: now(),
        uninstalled_at: null,
        // Only what was given: the settings modal does not hold the poll settings, and keeps them.
        ...(input.pollIntervalMs !== undefined ? { poll_interval_ms: input.pollIntervalMs } : {}),
        ...(input.pollCallsPerMinute !== undefined ? { poll_calls_per_minute: input.pollCallsPerMinute } : {}),
        ...(input.workflowsUseDefaultUser !== undefined
          ? { workflows_use_default_user: input.workflowsUseDefaultUser ? 1 : 0 }
          : {}),
        ...(input.allowSharedChannels !== undefined
          ? { allow_shared_channels: input.allowSharedChannels ? 1 : 0 }
          : {}),
        ...(input.keepCardsTrue !== undefined ? { keep_cards_true: input.keepCardsTrue ? 1 : 0 } : {}),
        ...(input.recentOrder !== undefined ? { recent_order: input.recentOrder } : {}),
      };
      await db
        .insertInto('workspaces')
        .values({
          team_id: input.teamId,
          created_at: now(),
          workflows_use_default_user: 0,
          allow_shared_channels: 0,
          keep_cards_true: 1,
          ...values,
        })
        .onConflict((oc) => oc.column('team_id').doUpdateSet(values))
        .execute();
    },

    async markUninstalled(teamId) {
      const result = await db
        .updateTable('workspaces')
        .set({ uninstalled_at: now() })
        .where('team_id', '=', teamId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async markInstalled(teamId) {
      await db
        .updateTable('workspaces')
        .set({ uninstalled_at: null })
        .where('team_id', '=', teamId)
        .where('uninstalled_at', 'is not', null)
        .execute();
    },

    async removeWorkspace(teamId) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_links').where('team_id', '=', teamId).execute();
        await trx.deleteFrom('recent_cases').where('team_id', '=', teamId).execute();
        await trx.deleteFrom('access_requests').where('team_id', '=', teamId).execute();
        // What the change detector knew of its cases (a new connection may be another account).
        await trx.deleteFrom('case_updates').where('team_id', '=', teamId).execute();
        await trx.deleteFrom('detector_state').where('team_id', '=', teamId).execute();
        const result = await trx.deleteFrom('workspaces').where('team_id', '=', teamId).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async linkUser(link) {
      await db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('workspaces')
          .select('team_id')
          .where('team_id', '=', link.teamId)
          .executeTakeFirst();
        if (!exists) throw new WorkspaceNotConnectedError(link.teamId);
        await trx
          .insertInto('user_links')
          .values({
            team_id: link.teamId,
            slack_user_id: link.slackUserId,
            user_name: link.userName,
            created_at: now(),
          })
          .onConflict((oc) => oc.columns(['team_id', 'slack_user_id']).doUpdateSet({ user_name: link.userName }))
          .execute();
        // Linked: their request for access is answered.
        await trx
          .deleteFrom('access_requests')
          .where('team_id', '=', link.teamId)
          .where('slack_user_id', '=', link.slackUserId)
          .execute();
      });
    },

    async unlinkUser(teamId, slackUserId) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('user_links')
          .where('team_id', '=', teamId)
          .where('slack_user_id', '=', slackUserId)
          .executeTakeFirst();
        // What they looked at as that user is no longer theirs to see.
        await trx
          .deleteFrom('recent_cases')
          .where('team_id', '=', teamId)
          .where('slack_user_id', '=', slackUserId)
          .execute();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async getUserLink(teamId, slackUserId) {
      const found = await db
        .selectFrom('user_links')
        .select(['team_id', 'slack_user_id', 'user_name'])
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .executeTakeFirst();
      return found && { teamId: found.team_id, slackUserId: found.slack_user_id, userName: found.user_name };
    },

    async listUsers(teamId) {
      const rows = await db
        .selectFrom('user_links')
        .select(['team_id', 'slack_user_id', 'user_name'])
        .where('team_id', '=', teamId)
        .orderBy('slack_user_id')
        .execute();
      return rows.map((r) => ({ teamId: r.team_id, slackUserId: r.slack_user_id, userName: r.user_name }));
    },

    async close() {
      await db.destroy();
    },
  };
  return guardStore(
    'workspaces',
    store,
    // A missing key (the CLI asks for it only when a token is touched) is said as itself.
    (error) =>
      error instanceof TokenDecryptError || error instanceof WorkspaceNotConnectedError || error instanceof ConfigError,
  );
}

function maskHint(token: string): string {
  return token.length >= 12 ? `••••${token.slice(-4)}` : '••••';
}

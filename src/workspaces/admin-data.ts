import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './database';

export interface AccessRequest {
  slackUserId: string;
  requestedAt: Date;
}

export interface AuditEntry {
  teamId: string;
  /** The Slack user who made the change, or `cli` for the admin CLI. */
  actor: string;
  /** What was done, e.g. `workspace.updated`, `user.linked`. */
  action: string;
  /** Which settings changed, whom it concerned: never a token or other secret. */
  detail: string;
}

/** casebot admins, access requests and the audit trail. */
export interface AdminData {
  /** casebot admins named with the CLI (Slack's admins and owners count without being listed). */
  listAdmins(teamId: string): Promise<string[]>;
  isListedAdmin(teamId: string, slackUserId: string): Promise<boolean>;
  addAdmin(teamId: string, slackUserId: string): Promise<void>;
  removeAdmin(teamId: string, slackUserId: string): Promise<boolean>;
  /** Records a request for access; false when one was already waiting. */
  requestAccess(teamId: string, slackUserId: string): Promise<boolean>;
  listRequests(teamId: string): Promise<AccessRequest[]>;
  dismissRequest(teamId: string, slackUserId: string): Promise<boolean>;
  audit(entry: AuditEntry): Promise<void>;
  recentAudit(teamId: string, limit: number): Promise<(AuditEntry & { at: Date })[]>;
}

/** casebot admins named with the CLI, access requests, and the audit trail (App Home's admin part). */
export function createAdminData(db: Kysely<Database>, now: () => Date): AdminData {
  return {
    async listAdmins(teamId) {
      const rows = await db
        .selectFrom('casebot_admins')
        .select('slack_user_id')
        .where('team_id', '=', teamId)
        .orderBy('slack_user_id')
        .execute();
      return rows.map((r) => r.slack_user_id);
    },

    async isListedAdmin(teamId, slackUserId) {
      const row = await db
        .selectFrom('casebot_admins')
        .select('slack_user_id')
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async addAdmin(teamId, slackUserId) {
      await db
        .insertInto('casebot_admins')
        .values({ team_id: teamId, slack_user_id: slackUserId, created_at: now().toISOString() })
        .onConflict((oc) => oc.columns(['team_id', 'slack_user_id']).doNothing())
        .execute();
    },

    async removeAdmin(teamId, slackUserId) {
      const result = await db
        .deleteFrom('casebot_admins')
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async requestAccess(teamId, slackUserId) {
      const inserted = await db
        .insertInto('access_requests')
        .values({ team_id: teamId, slack_user_id: slackUserId, requested_at: now().toISOString() })
        .onConflict((oc) => oc.columns(['team_id', 'slack_user_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async listRequests(teamId) {
      const rows = await db
        .selectFrom('access_requests')
        .selectAll()
        .where('team_id', '=', teamId)
        .orderBy('requested_at')
        .orderBy('slack_user_id')
        .execute();
      return rows.map((r) => ({ slackUserId: r.slack_user_id, requestedAt: new Date(r.requested_at) }));
    },

    async dismissRequest(teamId, slackUserId) {
      const result = await db
        .deleteFrom('access_requests')
        .where('team_id', '=', teamId)
        .where('slack_user_id', '=', slackUserId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async audit(entry) {
      const at = now();
      await db
        .insertInto('audit_log')
        .values({
          // Sortable by time, unique across replicas.
          id: `${at.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`,
          team_id: entry.teamId,
          actor: entry.actor,
          action: entry.action,
          detail: entry.detail.slice(0, 1000),
          created_at: at.toISOString(),
        })
        .execute();
    },

    async recentAudit(teamId, limit) {
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('team_id', '=', teamId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        teamId: r.team_id,
        actor: r.actor,
        action: r.action,
        detail: r.detail,
        at: new Date(r.created_at),
      }));
    },
  };
}

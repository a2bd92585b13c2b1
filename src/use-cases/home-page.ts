import type { Alert, Alerts } from '../workspaces/alerts';
import type { AccessRequest, AuditEntry, HomeData, RecentCase } from '../workspaces/home-data';

/** What an admin's part of App Home reads besides the settings: who asked, what changed, what to fix. */
interface AdminPart {
  requests: AccessRequest[];
  audit: (AuditEntry & { at: Date })[];
  alerts: Alert[];
}

/**
 * What App Home keeps for people, as listeners may use it: recent cases, casebot admins, access requests,
 * the audit trail and the alerts, read and written here, never through the store itself. No Slack here.
 */
export function createHomePage(deps: { data: HomeData; alerts: Pick<Alerts, 'list'> }) {
  const { data } = deps;
  return {
    recentCases: (key: string, userId: string): Promise<RecentCase[]> => data.recentCases(key, userId),

    /** Remembers that someone opened a case (written in batches; a failure is the caller's to log). */
    recordView: (key: string, userId: string, viewed: Omit<RecentCase, 'viewedAt'>): Promise<void> =>
      data.recordView(key, userId, viewed),

    /** A casebot admin named with the CLI (Slack's own admins count without being listed). */
    isListedAdmin: (key: string, userId: string): Promise<boolean> => data.isListedAdmin(key, userId),

    listedAdmins: (key: string): Promise<string[]> => data.listAdmins(key),

    /** Someone's waiting request for access, if they made one. */
    async requestOf(key: string, userId: string): Promise<AccessRequest | undefined> {
      return (await data.listRequests(key)).find((r) => r.slackUserId === userId);
    },

    /** Records a request for access; false when one was already waiting. */
    requestAccess: (key: string, userId: string): Promise<boolean> => data.requestAccess(key, userId),

    /** `changes`: how many of the newest changes the Home lists. */
    async adminPart(key: string, changes: number): Promise<AdminPart> {
      const [requests, audit, alerts] = await Promise.all([
        data.listRequests(key),
        data.recentAudit(key, changes),
        deps.alerts.list(key),
      ]);
      return { requests, audit, alerts };
    },
  };
}

export type HomePage = ReturnType<typeof createHomePage>;

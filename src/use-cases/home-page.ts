import type { Alert, Alerts } from '../workspaces/alerts';
import type { AccessRequest, AuditEntry, HomeData, RecentCase } from '../workspaces/home-data';
import { accessRequestKey } from '../spine/notice-keys';
import type { NoticeInput, Outbox } from '../spine/outbox';

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
export function createHomePage(deps: {
  data: HomeData;
  alerts: Pick<Alerts, 'list'>;
  /** Where the admins' DMs about a request wait, as everything casebot tells unasked. */
  outbox: Pick<Outbox, 'queueNotice'>;
  /** Sends a workspace's waiting notices now. */
  deliverSoon: (key: string) => void;
}) {
  const { data } = deps;
  return {
    recentCases: (key: string, userId: string): Promise<RecentCase[]> => data.recentCases(key, userId),

    /** Remembers that someone opened a case (written in batches; a failure is the caller's to log). */
    recordView: (key: string, userId: string, viewed: Omit<RecentCase, 'viewedAt'>): Promise<void> =>
      data.recordView(key, userId, viewed),

    /** A casebot admin named with the CLI (Slack's own admins count without being listed). */
    isListedAdmin: (key: string, userId: string): Promise<boolean> => data.isListedAdmin(key, userId),

    listedAdmins: (key: string): Promise<string[]> => data.listAdmins(key),

    /** Records what an admin did from App Home in the audit trail. */
    audit: (entry: AuditEntry): Promise<void> => data.audit(entry),

    /** Someone's waiting request for access, if they made one. */
    async requestOf(key: string, userId: string): Promise<AccessRequest | undefined> {
      return (await data.listRequests(key)).find((r) => r.slackUserId === userId);
    },

    /**
     * Records a request for access and tells each admin once by DM, through the outbox (its retries, Slack's
     * holds, one DM an admin and asker however often it is pressed, on every replica); false when one was
     * already waiting (nobody is told again). `dm` writes an admin's DM in their language.
     */
    async requestAccess(
      key: string,
      userId: string,
      tell: () => Promise<{ adminId: string; message: NoticeInput['message'] }[]>,
      ref?: string,
    ): Promise<boolean> {
      if (!(await data.requestAccess(key, userId))) return false;
      for (const { adminId, message } of await tell()) {
        await deps.outbox.queueNotice(key, {
          dedupeKey: accessRequestKey(key, userId, adminId),
          slackUserId: adminId,
          channelId: null,
          message,
          ...(ref ? { ref } : {}),
        });
      }
      deps.deliverSoon(key);
      return true;
    },

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

import type { Lang } from '../i18n/languages';

// A connected workspace and a person's link as the rest of casebot sees them (no token in either).

/** A Slack workspace (or Enterprise Grid org) connected to one account of the case service. */
export interface Workspace {
  /** Slack team id (`T…`), or enterprise id (`E…`) for a whole Grid org. */
  teamId: string;
  clientName: string;
  /** Base URL of the case service; null means the deployment's CASE_API_BASE_URL. */
  baseUrl: string | null;
  /** IANA zone in which the service writes its dates. */
  timeZone: string;
  pageSize: number;
  /** Whether cards shared into a channel may show the customer's email and mobile. */
  shareContactDetails: boolean;
  /** Service userName for people with no link of their own; null: everyone must be linked. */
  defaultUserName: string | null;
  /** Last four characters of the token at most, for display. */
  tokenHint: string;
  /** When Slack said casebot was uninstalled here (ISO time); null while installed. */
  uninstalledAt: string | null;
  /** A case's page in the case service's own UI: `{number}` is the CaseNumber, `{id}` the ComplaintId. */
  caseUrlTemplate: string | null;
  /** The language of cards posted into channels (shared cards); each reader's own messages follow their Slack language. */
  language: Lang;
  /** How often its watches are checked (ms); null: CASEBOT_POLL_INTERVAL_MS. */
  pollIntervalMs: number | null;
  /** Most calls a minute polling makes to its case service; null: the default. */
  pollCallsPerMinute: number | null;
  /** A workflow with nobody running it (scheduled, event-triggered) may act as the default user. */
  workflowsUseDefaultUser: boolean;
  /** Cases may be posted into channels shared with other organisations (Slack Connect); off by default. */
  allowSharedChannels: boolean;
  /** Shared cards and case channels are kept up to date; on by default. */
  keepCardsTrue: boolean;
  /** How its service orders the recent list (newest update or newest case first); null: not known. */
  recentOrder: RecentOrder | null;
}

/** How a service orders its recent list: by last update, or by submit date, newest first. */
export type RecentOrder = 'updated' | 'submitted';

export interface WorkspaceInput {
  teamId: string;
  clientName: string;
  apiToken: string;
  baseUrl: string | null;
  timeZone: string;
  pageSize: number;
  shareContactDetails: boolean;
  defaultUserName: string | null;
  /** Absent or null: no "Open in case service" link. */
  caseUrlTemplate?: string | null;
  /** Absent: English. */
  language?: Lang;
  /** Absent: kept as it is (a new workspace: the default); null: back to the default. */
  pollIntervalMs?: number | null;
  pollCallsPerMinute?: number | null;
  /** Absent: kept as it is (a new workspace: off). */
  workflowsUseDefaultUser?: boolean;
  /** Absent: kept as it is (a new workspace: off). */
  allowSharedChannels?: boolean;
  /** Absent: kept as it is (a new workspace: on). */
  keepCardsTrue?: boolean;
  /** Absent: kept as it is (a new workspace: not known); null: not known. */
  recentOrder?: RecentOrder | null;
}

export interface UserLink {
  teamId: string;
  slackUserId: string;
  userName: string;
}

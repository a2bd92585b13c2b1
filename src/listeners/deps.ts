import type { CaseService } from '../cases/case-service';
import type { Logger } from '../logging';
import type { HomeLookup, LanguageLookup } from '../slack/locale';
import type { Uninstall } from '../workspaces/lifecycle';
import type { Resolve } from '../workspaces/resolve';
import type { ShareClaims } from '../workspaces/share-claims';
import type { InFlight } from '../lib/in-flight';
import type { OutcomeEvent } from '../outcomes';
import type { CheckConnection } from '../cases/connection-check';
import type { HomeData } from '../workspaces/home-data';
import type { Alerts } from '../workspaces/alerts';
import type { WorkspaceStore } from '../workspaces/store';
import type { Watching } from '../use-cases/watching';
import type { Following } from '../use-cases/following';

/** What every listener needs; built once in main.ts (or a test) and handed to register(). */
export interface ListenerDeps {
  resolve: Resolve;
  cases: CaseService;
  languageFor: LanguageLookup;
  /** A person's own workspace and org (users.info, cached with the language). */
  homeOf: HomeLookup;
  shareClaims: ShareClaims;
  /** Slack said casebot was removed from a workspace (app_uninstalled, tokens_revoked). */
  uninstall: Uninstall;
  logger: Logger;
  /** Told of each finished command or action, for metrics. */
  onOutcome?: (event: OutcomeEvent) => void;
  /** Replies in flight, for a graceful shutdown. */
  inFlight?: InFlight;
  /** How an admin runs the CLI here, as messages show it; `npm run casebot --` when absent. */
  adminCommand?: string;
  /** App Home and the admin settings: the workspaces, recent cases, admins, requests and audit trail. */
  store: WorkspaceStore;
  home: HomeData;
  /** What the admins have to fix, shown on their App Home. */
  alerts: Alerts;
  /** Check connection: one call to the case service with settings not saved yet. */
  checkConnection: CheckConnection;
  /** CASE_API_BASE_URL: workspaces without a base URL of their own use it. */
  defaultBaseUrl: string | undefined;
  /** Drops remembered resolutions, so a saved change shows at once. */
  forget: () => void;
  /** Watching cases (the use case: no raw store). */
  watching: Watching;
  /** Channels following searches (the use case: no raw store). */
  following: Following;
  /** Delay before the one retry of a failed response_url post. */
  respondRetryMs?: number;
}

export type { OutcomeEvent } from '../outcomes';

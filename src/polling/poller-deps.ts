import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import type { Alerts } from '../workspaces/alerts';
import type { WorkspaceStore } from '../workspaces/store';
import type { Delivery } from '../spine/delivery';
import type { PollDefaults } from './poll-plan';
import type { ChangeStore } from './change-store';
import type { PollStateStore } from './poll-state';
import type { Unasked } from '../spine/unasked';
import type { Outbox } from '../spine/outbox';
import type { Kind } from '../kinds/kind';
import type { KindRules } from '../kinds/rules';

/** What one poll of a workspace needs: the registered kinds and their rules, the one way unasked work runs, Slack and its clock. */
export interface PollerDeps {
  /** Everything casebot tells unasked, one registered kind each: what is due, its check, its endings. */
  kinds: readonly Kind[];
  /** The rules over the kinds: endings, whom the recent list is read as. */
  rules: KindRules;
  /** Each workspace's poll: which poll holds it, its failures and back-off. */
  pollState: PollStateStore;
  /** What casebot knows of each case's last update, and each workspace's change detector. */
  changes: ChangeStore;
  /** What casebot has to tell, sent once, with Slack's holds beside it. */
  outbox: Outbox;
  store: WorkspaceStore;
  /** The one way unasked work runs: as whom (the policy), in whose language, with the service bound. */
  unasked: Unasked;
  /** The Slack client that speaks for casebot in a workspace; undefined when casebot has no token there. */
  slackFor: (teamId: string) => Promise<webApi.WebClient | undefined>;
  logger: Logger;
  defaults: PollDefaults;
  delivery: Delivery;
  /** What the admins must fix (a service failing for an hour), shown on their App Home. */
  alerts?: Alerts;
  /** Whom to tell when a workspace's service has failed for an hour (casebot's and Slack's admins). */
  adminsOf?: (teamId: string, client: webApi.WebClient) => Promise<string[]>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told of each poll: how it ended, how long it took, how many calls it made (metrics). */
  onPolled?: (event: { teamId: string; result: PollResult; durationMs: number; calls: number }) => void;
}

/** How a poll ended; `quiet`: a half round whose read of the recent list found nothing new, and stopped there. */
export type PollResult = 'polled' | 'quiet' | 'backoff' | 'busy' | 'failed' | 'ended';

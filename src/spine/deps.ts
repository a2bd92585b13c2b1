import type { webApi } from '@slack/bolt';
import type { CaseAction, CaseLine } from '../blocks/case-card';
import type { BindCases } from '../cases/case-service';
import type { Translator } from '../i18n/translate';
import type { InFlight } from '../lib/in-flight';
import type { Logger } from '../logging';
import type { OutcomeEvent } from '../outcomes';
import type { HomeLookup, LanguageLookup, ZoneLookup } from '../slack/locale';
import type { HomeData } from '../workspaces/home-data';
import type { ActingAs } from './acting-as';

/**
 * What the runner needs to run a person's work: the policy, Slack's word on the person (language, home,
 * zone), the log, and the two things every card may say (a case's own channel, what they opened lately).
 * The listeners' deps hold all of it (`listeners/deps.ts`).
 */
export interface RunnerDeps {
  /** Who is served as whom (the one policy), with the case service bound to them: never a credential. */
  acting: ActingAs<BindCases>;
  languageFor: LanguageLookup;
  homeOf: HomeLookup;
  zoneOf: ZoneLookup;
  logger: Logger;
  /** Told of each finished command or action, for metrics. */
  onOutcome?: (event: OutcomeEvent) => void;
  /** Replies in flight, for a graceful shutdown. */
  inFlight?: InFlight;
  /** Delay before the one retry of a failed response_url post. */
  respondRetryMs?: number;
  /** How an admin runs the CLI here, as messages show it; `npm run casebot --` when absent. */
  adminCommand?: string;
  /** App Home's keeping: whether someone asked for access, and the cases they opened. */
  homePage: {
    requestOf(key: string, userId: string): Promise<unknown>;
    recordView: HomeData['recordView'];
  };
  /** What the kind modules say of these cases (a case's own channel), by case id. */
  caseLinesOf(look: CasesLook): Promise<ReadonlyMap<number, readonly CaseLine[]>>;
  /** What the kind modules add to a case one reader looks at (Watch or Stop watching as they stand). */
  caseActionsOf?(look: CaseLook): Promise<CaseAction[]>;
}

/**
 * Cases someone looks at: what a kind module says of them is decided from. `userId`: the person reading
 * (their card, the side panel, their Home); absent for a card in a channel, which anyone there reads.
 */
export interface CasesLook {
  teamId: string;
  caseIds: readonly number[];
  tr: Translator;
  userId?: string;
  /** The asker's Slack client, where a module asks Slack what the reader may see (absent: nothing asked). */
  client?: webApi.WebClient;
}

/** A case one reader looks at: what a kind module's actions on it are decided from. */
export interface CaseLook {
  teamId: string;
  userId: string;
  caseId: number;
  tr: Translator;
  /** The asker's Slack client (absent: nothing is asked of Slack). */
  client?: webApi.WebClient;
}

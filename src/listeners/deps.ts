import type { CaseService } from '../cases/case-service';
import type { Logger } from '../logging';
import type { LanguageLookup } from '../slack/locale';
import type { Resolve } from '../workspaces/resolve';

/** What every listener needs; built once in main.ts (or a test) and handed to register(). */
export interface ListenerDeps {
  resolve: Resolve;
  cases: CaseService;
  languageFor: LanguageLookup;
  logger: Logger;
  /** Told of each finished command or action, for metrics. */
  onOutcome?: (event: OutcomeEvent) => void;
  /** Delay before the one retry of a failed response_url post. */
  respondRetryMs?: number;
}

export interface OutcomeEvent {
  kind: 'command' | 'action';
  name: string;
  outcome: string;
  durationMs: number;
}

import type { App } from '@slack/bolt';
import { registerCardButtons } from './actions/card-buttons';
import { registerNotesActions } from './actions/notes';
import { registerPageActions } from './actions/page';
import { registerShareAction } from './actions/share';
import { registerViewAction } from './actions/view';
import { registerWatchActions } from './actions/watch';
import { registerFollowActions } from './actions/follow';
import { registerCaseCommand } from './commands/case';
import { registerCasesCommand } from './commands/cases';
import type { ListenerDeps } from './deps';
import { registerEntityDetailsEvent } from './events/entity-details';
import { registerUnfurlEvent } from './events/unfurl';
import { registerUninstallEvents } from './events/uninstall';
import { registerChannelSharedEvents } from './events/channel-shared';
import { registerLookupCaseFunction } from './functions/lookup-case';
import { registerCaseSearchFunctions } from './functions/case-search';
import { registerAdmin } from './home/admin';
import { registerHome } from './home/home';
import { registerFindShortcut } from './shortcuts/find';
import { registerLookupShortcut } from './shortcuts/lookup';

/** Wires every command, button and event of casebot into a Bolt app. */
export function register(app: App, deps: ListenerDeps): void {
  registerCaseCommand(app, deps);
  registerCasesCommand(app, deps);
  registerPageActions(app, deps);
  registerViewAction(app, deps);
  registerShareAction(app, deps);
  registerCardButtons(app, deps);
  registerNotesActions(app, deps);
  registerWatchActions(app, deps);
  registerFollowActions(app, deps);
  registerUninstallEvents(app, deps);
  registerChannelSharedEvents(app, deps);
  registerUnfurlEvent(app, deps);
  registerEntityDetailsEvent(app, deps);
  registerLookupShortcut(app, deps);
  registerFindShortcut(app, deps);
  registerLookupCaseFunction(app, deps);
  registerCaseSearchFunctions(app, deps);
  registerHome(app, deps);
  registerAdmin(app, deps);
}

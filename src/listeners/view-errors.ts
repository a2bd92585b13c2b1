import type { SlackViewMiddlewareArgs, ViewSubmitAction } from '@slack/bolt';
import { type Translator, translator } from '../i18n/translate';
import { newReference } from '../spine/errors';
import { logOutcome } from '../spine/outcome-log';
import type { SlackIdentity } from '../workspaces/resolve';
import type { ListenerDeps } from './deps';
import type { webApi } from '@slack/bolt';

/** What is wrong with a modal's fields: each field's block id, and what to say there in the person's words. */
export type FieldErrors = Record<string, (tr: Translator) => string>;

/**
 * A modal's fields checked inside its ack, the one way every modal does it: where something is wrong, the
 * errors are shown on their fields in the person's language (looked up only then) and the submission's one
 * outcome line says `invalid_input`; else the modal is acked and closes. True when the work may go on.
 */
export async function checkedInAck(
  deps: ListenerDeps,
  submitted: {
    ack: SlackViewMiddlewareArgs<ViewSubmitAction>['ack'];
    who: SlackIdentity;
    client: webApi.WebClient;
    name: string;
  },
  errors: FieldErrors,
): Promise<boolean> {
  const { ack, who, client, name } = submitted;
  const fields = Object.entries(errors);
  if (fields.length === 0) {
    await ack();
    return true;
  }
  const tr = translator(await deps.languageFor(client, who.teamId ?? who.enterpriseId ?? '', who.userId));
  await ack({ response_action: 'errors', errors: Object.fromEntries(fields.map(([field, say]) => [field, say(tr)])) });
  logOutcome(deps, { kind: 'view', name, who }, newReference(), 'invalid_input', 0);
  return false;
}

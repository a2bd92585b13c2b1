import type { SlackViewMiddlewareArgs, ViewSubmitAction, webApi } from '@slack/bolt';
import { type Translator, translator } from '../i18n/translate';
import type { SlackIdentity } from '../workspaces/resolve';
import type { RunnerDeps } from './deps';
import { newReference } from './errors';
import { logOutcome } from './outcome-log';

/** What is wrong with a modal's fields: each field's block id, and what to say there in the person's words. */
export type FieldErrors = Record<string, (tr: Translator) => string>;

type Ack = SlackViewMiddlewareArgs<ViewSubmitAction>['ack'];
type AckResponse = Parameters<Ack>[0];

interface Submitted {
  ack: Ack;
  who: SlackIdentity;
  client: webApi.WebClient;
  name: string;
}

/** The person's words, as the runner finds them (their Slack language). */
const readerOf = async (deps: RunnerDeps, { client, who }: Submitted) =>
  translator(await deps.languageFor(client, who.teamId ?? who.enterpriseId ?? '', who.userId));

/** The errors shown on their fields, and the submission's one outcome line (`invalid_input`, with a reference). */
async function refused(deps: RunnerDeps, submitted: Submitted, errors: [string, (tr: Translator) => string][]) {
  const tr = await readerOf(deps, submitted);
  await submitted.ack({
    response_action: 'errors',
    errors: Object.fromEntries(errors.map(([f, say]) => [f, say(tr)])),
  });
  logOutcome(deps, { kind: 'view', name: submitted.name, who: submitted.who }, newReference(), 'invalid_input', 0);
}

/**
 * A modal's fields checked inside its ack, the one way every modal does it: where something is wrong, the
 * errors are shown on their fields in the person's language (looked up only then) and the submission's one
 * outcome line says `invalid_input`; else the modal is acked and closes. True when the work may go on.
 */
export async function checkedInAck(deps: RunnerDeps, submitted: Submitted, errors: FieldErrors): Promise<boolean> {
  const fields = Object.entries(errors);
  if (fields.length > 0) {
    await refused(deps, submitted, fields);
    return false;
  }
  await submitted.ack();
  return true;
}

/**
 * The same, for a modal that answers a valid submission with a view of its own (`valid`, in the person's
 * words): the person's translator when the work may go on, undefined when the fields were refused.
 */
export async function checkedInAckWith(
  deps: RunnerDeps,
  submitted: Submitted,
  errors: FieldErrors,
  valid: (tr: Translator) => AckResponse,
): Promise<Translator | undefined> {
  const fields = Object.entries(errors);
  if (fields.length > 0) {
    await refused(deps, submitted, fields);
    return undefined;
  }
  const tr = await readerOf(deps, submitted);
  await submitted.ack(valid(tr));
  return tr;
}

import type { RespondArguments } from '@slack/bolt';
import type { Message } from '../blocks/message';
import type { UpstreamCall } from '../lib/request-context';
import { type Translator, translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';
import type { SlackIdentity } from '../workspaces/resolve';
import type { ListenerDeps } from './deps';
import { describeFailure, errorForLog, newReference } from './errors';
import { ephemeral } from './reply';
import { type Interaction, languageOf, responderFor } from './interaction';

// The one log line (and metric) every interaction ends with, and the two ways to answer that need no
// use case: at once (usage, a malformed number), or by other means than a reply (App Home, admin modals).

export function logFields(interaction: Pick<Interaction, 'kind' | 'name' | 'who'>, ref: string) {
  const { kind, name, who } = interaction;
  return { ref, kind, name, team: who.teamId, user: who.userId };
}

/** The one line (and metric) each command or click ends with. */
export function logOutcome(
  deps: ListenerDeps,
  interaction: Pick<Interaction, 'kind' | 'name' | 'who'>,
  ref: string,
  outcome: Outcome,
  durationMs: number,
  upstream?: UpstreamCall[],
): void {
  // The last call's status says how the case service answered; every call is listed for the curious.
  const calls = upstream ? { upstreamStatus: upstream.at(-1)?.status, upstream } : {};
  deps.logger.info(
    { ...logFields(interaction, ref), outcome, durationMs, ...calls },
    `${interaction.kind} ${interaction.name}`,
  );
  deps.onOutcome?.({ kind: interaction.kind, name: interaction.name, outcome, durationMs });
}

/**
 * Answers at once, without looking anyone up (usage, a malformed case number, a search too long):
 * still one log line and one metric, like every other command.
 */
export async function answerAtOnce(
  deps: ListenerDeps,
  interaction: Interaction,
  answer: RespondArguments | ((tr: Translator) => Message),
  outcome: Outcome,
) {
  const ref = newReference();
  let result = outcome;
  try {
    const message =
      typeof answer === 'function' ? ephemeral(answer(translator(await languageOf(deps, interaction)))) : answer;
    await responderFor(deps, interaction, ref).reply(message);
  } catch {
    result = 'respond_failed';
  }
  logOutcome(deps, interaction, ref, result, 0);
}

/**
 * Runs work that answers Slack by other means than a reply (App Home, admin buttons and modals), with one
 * log line and its outcome whatever happens; a failure is logged with its reference.
 */
export async function logged(
  deps: ListenerDeps,
  interaction: { kind: 'event' | 'action' | 'view'; name: string; who: SlackIdentity },
  work: (ref: string) => Promise<Outcome>,
): Promise<void> {
  const started = performance.now();
  const ref = newReference();
  let outcome: Outcome = 'ok';
  try {
    outcome = await work(ref);
  } catch (error) {
    outcome = describeFailure(error, ref, translator('en')).outcome;
    deps.logger.warn(
      { ref, kind: interaction.kind, name: interaction.name, team: interaction.who.teamId, err: errorForLog(error) },
      'failed',
    );
  } finally {
    logOutcome(deps, interaction, ref, outcome, Math.round(performance.now() - started));
  }
}

import { forReader } from '../blocks/bidi';
import type { RespondArguments } from '@slack/bolt';
import type { Message } from '../blocks/message';
import type { UpstreamCall } from '../lib/request-context';
import { type Translator, translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';
import type { RunnerDeps } from './deps';
import { newReference } from './errors';
import { idsOnly } from '../logging';
import { ephemeral } from './reply';
import { type Interaction, languageOf, responderFor } from './interaction';

// The one log line (and metric) every interaction ends with, and answering at once without a use case
// (usage, a malformed number).

export function logFields(interaction: Pick<Interaction, 'kind' | 'name' | 'who'>, ref: string) {
  const { kind, name, who } = interaction;
  return { ref, kind, name, team: who.teamId, user: who.userId };
}

/** The one line (and metric) each command or click ends with. */
export function logOutcome(
  deps: RunnerDeps,
  interaction: Pick<Interaction, 'kind' | 'name' | 'who' | 'answeredIn'>,
  ref: string,
  outcome: Outcome,
  durationMs: number,
  upstream?: UpstreamCall[],
): void {
  // The last call's status says how the case service answered; every call is listed for the curious.
  const calls = upstream ? { upstreamStatus: upstream.at(-1)?.status, upstream } : {};
  const answered = interaction.answeredIn ? { answeredIn: interaction.answeredIn() } : {};
  // Ids, the outcome, timings and the calls' statuses only: written without the redaction pass.
  idsOnly(deps.logger).info(
    { ...logFields(interaction, ref), outcome, durationMs, ...answered, ...calls },
    `${interaction.kind} ${interaction.name}`,
  );
  deps.onOutcome?.({ kind: interaction.kind, name: interaction.name, outcome, durationMs });
}

/**
 * Answers at once, without looking anyone up (usage, a malformed case number, a search too long):
 * still one log line and one metric, like every other command.
 */
export async function answerAtOnce(
  deps: RunnerDeps,
  interaction: Interaction,
  answer: RespondArguments | ((tr: Translator) => Message),
  outcome: Outcome,
) {
  const ref = newReference();
  let result = outcome;
  try {
    let message = answer as RespondArguments;
    if (typeof answer === 'function') {
      const tr = translator(await languageOf(deps, interaction));
      // In the reader's direction, line by line, as every reply of the runner.
      message = forReader(tr.lang, ephemeral(answer(tr)));
    }
    await responderFor(deps, interaction, ref).reply(message);
  } catch {
    result = 'respond_failed';
  }
  logOutcome(deps, interaction, ref, result, 0);
}

import type { Message } from '../blocks/message';
import { forReader } from '../blocks/bidi';
import { DEFAULT_LANG } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';
import type { RunnerDeps } from './deps';
import { describeFailure, errorForLog } from './errors';
import { type Interaction, responderFor } from './interaction';
import { logFields, logOutcome } from './outcome-log';
import { ephemeral, type Reply } from './reply';
import { newTrace, type Trace } from './runner';

/** What a person's interaction gives the work that differs: its trace, the reply, a way to set the language. */
export interface Running {
  trace: Trace;
  reply: Reply;
  speak(tr: Translator): void;
  /** Says why the person cannot be served (an outcome of its own) and ends the work. */
  refuse(message: Message, outcome: Outcome): Promise<Outcome>;
}

/** Counts the work among the replies in flight, so a shutdown waits for it. */
export function track(deps: RunnerDeps, running: Promise<void>): Promise<void> {
  return deps.inFlight ? deps.inFlight.track(running) : running;
}

/** What every interaction runs in: a trace, one reply channel, failures said, one outcome line. */
export async function run(deps: RunnerDeps, interaction: Interaction, body: (running: Running) => Promise<Outcome>) {
  const started = performance.now();
  // Its reference, and each call to the case service made for it (the asker carries it).
  const trace = newTrace();
  const { ref, upstream } = trace;
  let replyFailed = false;
  const responder = responderFor(deps, interaction, ref);
  let outcome: Outcome = 'ok';
  let tr = translator(DEFAULT_LANG);
  // Every reply reads in its reader's direction, line by line (what a renderer did already stays as it is).
  const reply: Reply = (message) =>
    responder.reply(forReader(tr.lang, message)).catch((error: unknown) => {
      replyFailed = true;
      throw error;
    });
  const refuse = async (message: Message, said: Outcome, unserved: boolean): Promise<Outcome> => {
    if (!responder.refuse) {
      await reply(ephemeral(message));
      return said;
    }
    return (await responder.refuse(message, said, { tr, unserved })) ?? said;
  };
  const core: Running = {
    trace,
    reply,
    speak: (chosen) => {
      tr = chosen;
    },
    refuse: (message, said) => refuse(message, said, true),
  };
  try {
    outcome = await body(core);
  } catch (error) {
    if (replyFailed) {
      // Slack would not take the reply (already logged); a second message would not get through either.
      outcome = 'respond_failed';
      return;
    }
    const failure = describeFailure(error, ref, tr);
    outcome = failure.outcome;
    deps.logger.warn({ ...logFields(interaction, ref), err: errorForLog(error) }, 'failed');
    outcome = await refuse(failure.message, outcome, false).catch(() => outcome);
  } finally {
    logOutcome(deps, interaction, ref, outcome, Math.round(performance.now() - started), upstream);
  }
}

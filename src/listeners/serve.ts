import type { Message } from '../blocks/message';
import { staleButton } from '../blocks/notices';
import type { CasesFor, CaseView } from '../cases/case-service';
import type { UpstreamCall } from '../lib/request-context';
import { languageIdForLocale } from '../case-api/language';
import { DEFAULT_LANG } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';
import type { WorkspaceSettings } from '../workspaces/resolve';
import type { ListenerDeps } from './deps';
import { describeFailure, describeUnserved, errorForLog, newReference } from './errors';
import { ephemeral, type Reply } from './reply';
import { type Interaction, languageOf, responderFor } from './interaction';
import { logFields, logOutcome } from './outcome-log';
import { membershipOf } from '../slack/membership';

export { ephemeral, type Reply } from './reply';
export type { Interaction, Responder } from './interaction';
export { answerAtOnce, logged, logOutcome } from './outcome-log';

/** What a listener's work gets: the use cases bound to the asker (no credentials), settings, a reply. */
export interface Served {
  cases: CasesFor;
  settings: WorkspaceSettings;
  /** The case service's user the work acts as (their link's, or the default user's): not a secret. */
  userName: string;
  /** No link of their own: served as the workspace's default user. */
  asDefaultUser: boolean;
  /** The asker's language, for what only they see. */
  tr: Translator;
  /** The workspace's language, for what goes into a channel. */
  channelTr: Translator;
  reply: Reply;
  ref: string;
  /** Says the button is from an old message or another workspace; the work returns what this returns. */
  stale(): Promise<Outcome>;
  /** Remembers that the asker opened this case, for their App Home (in the background; a failure is logged). */
  viewed(view: CaseView): void;
}

/** A listener's work after the ack: it replies itself and names its outcome. */
export type Work = (served: Served) => Promise<Outcome>;

/**
 * Runs a listener's work after its ack: resolves who is asking (no call upstream when they can't be
 * served), finds their language, runs the work, turns any failure into a message with a reference id,
 * and logs one line with the outcome.
 */
export function serve(deps: ListenerDeps, interaction: Interaction, work: Work): Promise<void> {
  // Each call to the case service made for this interaction is noted here (the asker carries it).
  const running = run(deps, interaction, work, []);
  return deps.inFlight ? deps.inFlight.track(running) : running;
}

async function run(deps: ListenerDeps, interaction: Interaction, work: Work, upstream: UpstreamCall[]): Promise<void> {
  const started = performance.now();
  const ref = newReference();
  let replyFailed = false;
  const responder = responderFor(deps, interaction, ref);
  const post = responder.reply;
  const reply: Reply = (message) =>
    post(message).catch((error: unknown) => {
      replyFailed = true;
      throw error;
    });
  let outcome: Outcome = 'ok';
  let tr = translator(DEFAULT_LANG);
  const refuse = async (message: Message, unserved: boolean) => {
    if (!responder.refuse) return reply(ephemeral(message));
    outcome = (await responder.refuse(message, outcome, { tr, unserved })) ?? outcome;
  };
  try {
    // Who they are and which language they read, at once: even "not linked" is said in their language.
    const { who, client } = interaction;
    const purpose = interaction.unattended ? 'unattended' : 'asked';
    const [acting, lang] = await Promise.all([
      deps.acting.act(who, purpose, (key) => membershipOf(deps.homeOf, client, who, key)),
      languageOf(deps, interaction),
    ]);
    tr = translator(interaction.speaks === 'workspace' && acting.kind === 'serve' ? acting.settings.language : lang);
    if (acting.kind !== 'serve') {
      // `asked` and `unattended` only ever refuse.
      const unserved = acting.kind === 'refuse' ? acting.unserved : undefined;
      if (!unserved) throw new Error(`serve: the policy answered ${acting.kind} to a person asking`);
      // Someone who asked for access is told it is waiting, not asked to ask again.
      const requested =
        unserved.reason === 'user_not_linked' &&
        (await deps.home
          .listRequests(unserved.teamId)
          .then((all) => all.some((r) => r.slackUserId === who.userId))
          .catch(() => false));
      const told = describeUnserved(unserved, who.userId, ref, deps.adminCommand, tr, requested);
      outcome = told.outcome;
      await refuse(told.message, true);
      return;
    }
    const settings = acting.settings;
    const reader = tr;
    const stale = async () => {
      await reply(ephemeral(staleButton(reader)));
      return 'stale_button' as const;
    };
    const cases = acting.cases({ languageId: languageIdForLocale(tr.lang), trace: upstream });
    const viewed = (view: CaseView) => {
      const { details } = view;
      deps.home
        .recordView(settings.workspaceId, interaction.who.userId, {
          caseId: String(details.id),
          caseNumber: String(details.caseNumber),
          subject: details.subject,
        })
        .catch((error: unknown) =>
          deps.logger.warn({ ...logFields(interaction, ref), err: errorForLog(error) }, 'recent case not recorded'),
        );
    };
    outcome = await work({
      cases,
      settings,
      userName: acting.userName,
      asDefaultUser: acting.viaDefaultUser,
      tr,
      channelTr: translator(settings.language),
      reply,
      ref,
      stale,
      viewed,
    });
  } catch (error) {
    if (replyFailed) {
      // Slack would not take the reply (already logged); a second message would not get through either.
      outcome = 'respond_failed';
      return;
    }
    const failure = describeFailure(error, ref, tr);
    outcome = failure.outcome;
    deps.logger.warn({ ...logFields(interaction, ref), err: errorForLog(error) }, 'failed');
    await refuse(failure.message, false).catch(() => undefined);
  } finally {
    logOutcome(deps, interaction, ref, outcome, Math.round(performance.now() - started), upstream);
  }
}

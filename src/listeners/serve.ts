import type { Message } from '../blocks/message';
import { staleButton } from '../blocks/notices';
import type { CasesFor, CaseView } from '../cases/case-service';
import type { UpstreamCall } from '../lib/request-context';
import { languageIdForLocale } from '../case-api/language';
import { DEFAULT_LANG } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';
import type { Resolution, WorkspaceSettings } from '../workspaces/resolve';
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
    const [found, lang] = await Promise.all([deps.resolve(interaction.who), languageOf(deps, interaction)]);
    // The workspace's default user stands in only for its own members (a Slack Connect guest is not one).
    const resolution = await standIn(deps, interaction, found);
    tr = translator(interaction.speaks === 'workspace' && resolution.ok ? resolution.settings.language : lang);
    if (!resolution.ok) {
      // Someone who asked for access is told it is waiting, not asked to ask again.
      const requested =
        resolution.reason === 'user_not_linked' &&
        (await deps.home
          .listRequests(resolution.teamId)
          .then((all) => all.some((r) => r.slackUserId === interaction.who.userId))
          .catch(() => false));
      const unserved = describeUnserved(resolution, interaction.who.userId, ref, deps.adminCommand, tr, requested);
      outcome = unserved.outcome;
      await refuse(unserved.message, true);
      return;
    }
    const { caller, settings } = resolution;
    const reader = tr;
    const stale = async () => {
      await reply(ephemeral(staleButton(reader)));
      return 'stale_button' as const;
    };
    const cases = deps.cases.for({ ...caller, languageId: languageIdForLocale(tr.lang), trace: upstream });
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
      userName: caller.userName,
      asDefaultUser: caller.viaDefaultUser,
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

/**
 * A resolution through the workspace's default user holds only for a member of that workspace (or of
 * its Grid org): anyone else (a Slack Connect guest, say) is treated as not linked, and nothing is
 * asked of the case service for them. The person's own team comes from the payload, else users.info.
 */
async function standIn(deps: ListenerDeps, interaction: Interaction, resolution: Resolution): Promise<Resolution> {
  if (!resolution.ok || !resolution.caller.viaDefaultUser || interaction.unattended) return resolution;
  const { who, client } = interaction;
  const key = resolution.caller.workspaceId;
  // Unknown (Slack could not say) is refused too: nothing is lost, the person is asked to get linked.
  const membership = await membershipOf(deps.homeOf, client, who, key);
  if (membership === 'member') return resolution;
  deps.logger.info({ team: key, user: who.userId, membership }, 'default user refused: not a member');
  return { ok: false, reason: 'user_not_linked', teamId: key, userId: who.userId };
}

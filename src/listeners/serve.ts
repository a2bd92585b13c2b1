import type { RespondArguments, RespondFn, webApi } from '@slack/bolt';
import type { Message } from '../blocks/message';
import { staleButton } from '../blocks/notices';
import type { CasesFor, CaseView } from '../cases/case-service';
import { type UpstreamCall, withUpstreamLog } from '../lib/request-context';
import { languageIdForLocale } from '../case-api/language';
import { DEFAULT_LANG, type Lang, langForLocale } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import type { InteractionKind, Outcome } from '../outcomes';
import type { Resolution, SlackIdentity, WorkspaceSettings } from '../workspaces/resolve';
import type { ListenerDeps } from './deps';
import { describeFailure, describeUnserved, errorForLog, newReference } from './errors';
import { ephemeral, type Reply, replier } from './reply';

export { ephemeral, type Reply } from './reply';

export interface Interaction {
  kind: InteractionKind;
  name: string;
  who: SlackIdentity;
  /** The response_url (or a DM standing in for one): replies go there, each with its one retry. */
  respond?: RespondFn;
  /** A reply channel of its own (unfurl, side panel, workflow step, type-ahead) instead of `respond`. */
  responder?: Responder;
  client: webApi.WebClient;
  /** Whose language the work speaks: the asker's (default) or the workspace's (channels, workflows). */
  speaks?: 'asker' | 'workspace';
  /** Nobody is asking (a workflow nobody ran): no person to look up, the default user at most. */
  unattended?: boolean;
}

/**
 * One reply channel. `reply` carries the work's own answers; `refuse` says why the person cannot be
 * served (`unserved`) or what failed, in the asker's words; without it, that is an ephemeral reply.
 */
export interface Responder {
  reply: Reply;
  /** May name the outcome it came to instead (an unfurl's hint: `hinted`). */
  refuse?: (
    message: Message,
    outcome: Outcome,
    context: { tr: Translator; unserved: boolean },
  ) => Promise<Outcome | undefined>;
}

/** What a listener's work gets: the use cases bound to the asker (no credentials), settings, a reply. */
export interface Served {
  cases: CasesFor;
  settings: WorkspaceSettings;
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
  const running = withUpstreamLog((upstream) => run(deps, interaction, work, upstream));
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
      const unserved = describeUnserved(resolution, interaction.who.userId, ref, deps.adminCommand, tr);
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
    const cases = deps.cases.for({ ...caller, languageId: languageIdForLocale(tr.lang) });
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
    outcome = await work({ cases, settings, tr, channelTr: translator(settings.language), reply, ref, stale, viewed });
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

/** The asker's language: the payload's locale, else users.info (cached); English when Slack does not say. */
async function languageOf(deps: ListenerDeps, interaction: Interaction): Promise<Lang> {
  const { who, client } = interaction;
  if (who.locale) return langForLocale(who.locale);
  if (interaction.unattended || !who.userId) return DEFAULT_LANG;
  return deps.languageFor(client, who.teamId ?? who.enterpriseId ?? '', who.userId);
}

/**
 * A resolution through the workspace's default user holds only for a member of that workspace (or of
 * its Grid org): anyone else (a Slack Connect guest, say) is treated as not linked, and nothing is
 * asked of the case service for them. The person's own team comes from the payload, else users.info.
 */
async function standIn(deps: ListenerDeps, interaction: Interaction, resolution: Resolution): Promise<Resolution> {
  if (!resolution.ok || !resolution.caller.viaDefaultUser || interaction.unattended) return resolution;
  const { who, client } = interaction;
  const home = who.homeTeamId
    ? { teamId: who.homeTeamId, enterpriseId: undefined }
    : await deps.homeOf(client, who.teamId ?? who.enterpriseId ?? '', who.userId);
  const key = resolution.caller.workspaceId;
  const member =
    home !== undefined &&
    (home.teamId === key ||
      (home.enterpriseId !== undefined && (home.enterpriseId === key || home.enterpriseId === who.enterpriseId)));
  if (member) return resolution;
  deps.logger.info(
    { team: key, user: who.userId, home: home?.teamId ?? 'unknown' },
    'default user refused: not a member',
  );
  return { ok: false, reason: 'user_not_linked', teamId: key, userId: who.userId };
}

function responderFor(deps: ListenerDeps, interaction: Interaction, ref: string): Responder {
  if (interaction.responder) return interaction.responder;
  if (!interaction.respond) throw new Error(`${interaction.name}: no way to reply`);
  return {
    reply: replier(interaction.respond, {
      logger: deps.logger,
      ref,
      name: interaction.name,
      retryMs: deps.respondRetryMs,
    }),
  };
}

function logFields(interaction: Pick<Interaction, 'kind' | 'name' | 'who'>, ref: string) {
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

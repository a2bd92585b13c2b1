import type { RespondArguments, RespondFn, webApi } from '@slack/bolt';
import type { Message } from '../blocks/message';
import { credentialsUnreadable, noBaseUrl, notConnected, notLinked, uninstalled } from '../blocks/notices';
import type { Asker } from '../cases/case-service';
import type { CallContext, SlackIdentity } from '../workspaces/resolve';
import type { ListenerDeps } from './deps';
import { describeFailure, errorForLog, newReference } from './errors';
import { type UpstreamCall, withUpstreamLog } from './request-context';
import { withTimeout } from '../with-timeout';

export interface Interaction {
  kind: 'command' | 'action';
  name: string;
  who: SlackIdentity;
  respond: RespondFn;
  client: webApi.WebClient;
}

/** Sends a reply through the response_url; one retry when the post fails. */
export type Reply = (message: RespondArguments) => Promise<void>;

export interface Served {
  asker: Asker;
  context: CallContext;
  reply: Reply;
  ref: string;
}

/** A listener's work after the ack: it replies itself and names its outcome. */
export type Work = (served: Served) => Promise<string>;

/** Replies ephemerally, as a new message. */
export const ephemeral = (message: Message): RespondArguments => ({
  response_type: 'ephemeral',
  replace_original: false,
  ...message,
});

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
  const post = replier(deps, interaction, ref);
  const reply: Reply = (message) =>
    post(message).catch((error: unknown) => {
      replyFailed = true;
      throw error;
    });
  let outcome = 'ok';
  try {
    const resolution = await deps.resolve(interaction.who);
    if (!resolution.ok) {
      outcome = resolution.reason;
      const message = {
        workspace_not_connected: () => notConnected(resolution.teamId, deps.adminCommand),
        workspace_uninstalled: () => uninstalled(),
        user_not_linked: () => notLinked(resolution.teamId, interaction.who.userId, deps.adminCommand),
        token_unreadable: () => credentialsUnreadable(resolution.teamId, ref),
        no_base_url: () => noBaseUrl(resolution.teamId),
      }[resolution.reason]();
      await reply(ephemeral(message));
      return;
    }
    const { context } = resolution;
    const languageId = await deps.languageFor(interaction.client, context.workspaceId, interaction.who.userId);
    const asker: Asker = {
      workspaceId: context.workspaceId,
      baseUrl: context.baseUrl,
      apiToken: context.apiToken,
      clientName: context.clientName,
      userName: context.userName,
      languageId,
    };
    outcome = await work({ asker, context, reply, ref });
  } catch (error) {
    if (replyFailed) {
      // Slack would not take the reply (already logged); a second message would not get through either.
      outcome = 'respond_failed';
      return;
    }
    const failure = describeFailure(error, ref);
    outcome = failure.outcome;
    deps.logger.warn({ ...logFields(interaction, ref), err: errorForLog(error) }, 'failed');
    await reply(ephemeral(failure.message)).catch(() => undefined);
  } finally {
    logOutcome(deps, interaction, ref, outcome, Math.round(performance.now() - started), upstream);
  }
}

function logFields(interaction: Interaction, ref: string) {
  const { kind, name, who } = interaction;
  return { ref, kind, name, team: who.teamId, user: who.userId };
}

/** The one line (and metric) each command or click ends with. */
function logOutcome(
  deps: ListenerDeps,
  interaction: Interaction,
  ref: string,
  outcome: string,
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

/** Longest wait for one response_url post: Bolt's respond() sets no timeout of its own. */
const RESPOND_TIMEOUT_MS = 10_000;

function replier(deps: ListenerDeps, interaction: Interaction, ref: string): Reply {
  const post = (message: RespondArguments) =>
    withTimeout(interaction.respond(message), RESPOND_TIMEOUT_MS, 'response_url post');
  return async (message) => {
    try {
      await post(message);
    } catch (first) {
      // Retry only a post that certainly did not land (refused, or a 5xx): a timed-out one may have, and
      // a second try would post the same card into the channel twice.
      if (!certainlyNotDelivered(first)) {
        deps.logger.error({ ref, name: interaction.name, err: errorForLog(first) }, 'response_url post failed');
        throw first;
      }
      await new Promise((resolve) => setTimeout(resolve, deps.respondRetryMs ?? 500));
      try {
        await post(message);
      } catch (second) {
        deps.logger.error(
          { ref, name: interaction.name, err: errorForLog(second), firstErr: errorForLog(first) },
          'response_url post failed twice',
        );
        throw second;
      }
    }
  };
}

function certainlyNotDelivered(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { response, code } = error as { response?: { status?: number }; code?: unknown };
  if (typeof response?.status === 'number') return response.status >= 500 || response.status === 429;
  return code === 'ECONNREFUSED';
}

/**
 * Answers at once, without looking anyone up (usage, a malformed case number, a search too long):
 * still one log line and one metric, like every other command.
 */
export async function answerAtOnce(deps: ListenerDeps, interaction: Interaction, message: Message, outcome: string) {
  const ref = newReference();
  let result = outcome;
  try {
    await replier(deps, interaction, ref)(ephemeral(message));
  } catch {
    result = 'respond_failed';
  }
  logOutcome(deps, interaction, ref, result, 0);
}

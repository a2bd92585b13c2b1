import type { RespondFn, webApi } from '@slack/bolt';
import type { Message } from '../blocks/message';
import { DEFAULT_LANG, type Lang, langForLocale } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import type { InteractionKind, Outcome } from '../outcomes';
import type { SlackIdentity } from '../workspaces/resolve';
import type { RunnerDeps } from './deps';
import { directMessage, type Reply, replier } from './reply';

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
  /** A command whose answer may go in its ack: where it went, for the outcome line. */
  answeredIn?: () => 'ack' | 'response_url';
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
/** The asker's language: the payload's locale, else users.info (cached); English when Slack does not say. */
export async function languageOf(deps: RunnerDeps, interaction: Interaction): Promise<Lang> {
  const { who, client } = interaction;
  if (who.locale) return langForLocale(who.locale);
  if (interaction.unattended || !who.userId) return DEFAULT_LANG;
  return deps.languageFor(client, who.teamId ?? who.enterpriseId ?? '', who.userId);
}

/**
 * A person's words as the runner finds them (their Slack language, cached), for what is said to them
 * outside a run: a modal's frame, a DM to an admin, a page of App Home.
 */
export async function wordsOf(
  deps: Pick<RunnerDeps, 'languageFor'>,
  client: webApi.WebClient,
  key: string,
  person: string,
): Promise<Translator> {
  return translator(await deps.languageFor(client, key, person));
}

/** A workspace's words (what its channels read): its language, the default where it has none. */
export const workspaceWords = (language: Lang | undefined): Translator => translator(language ?? DEFAULT_LANG);

export function responderFor(deps: RunnerDeps, interaction: Interaction, ref: string): Responder {
  if (interaction.responder) return interaction.responder;
  // No response_url (a click in the side panel, on App Home): the person's DM with casebot stands in.
  const respond = interaction.respond ?? directMessage(deps.logger, interaction.client, interaction.who.userId);
  return {
    reply: replier(respond, {
      logger: deps.logger,
      ref,
      name: interaction.name,
      retryMs: deps.respondRetryMs,
    }),
  };
}

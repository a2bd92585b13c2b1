import { staleButton } from '../blocks/notices';
import { isSlackAdmin } from '../slack/admins';
import type { CasesFor, CaseView } from '../cases/case-service';
import type { CaseAction, CaseLine } from '../blocks/case-card';
import { DEFAULT_LANG } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';
import type { WorkspaceSettings } from '../workspaces/resolve';
import { type Standing, standingKey } from './acting-as';
import type { RunnerDeps } from './deps';
import { describeUnserved, errorForLog } from './errors';
import { runCore } from './runner';
import { run, type Running, track } from './running';
import { ephemeral, type Reply } from './reply';
import { type Interaction, languageOf } from './interaction';
import { logFields } from './outcome-log';

export { ephemeral, type Reply } from './reply';
export type { Interaction, Responder } from './interaction';
export { answerAtOnce, logOutcome } from './outcome-log';

/** What a listener's work gets: the use cases bound to the asker (no credentials), settings, a reply. */
export interface Served {
  cases: CasesFor;
  /**
   * The same person's case service in the channel's language (the workspace's): what goes into a channel
   * (a shared card, a case channel's card) reads the service's words in the language its labels speak, as
   * every later check of that card does.
   */
  channelCases: CasesFor;
  settings: WorkspaceSettings;
  /** The case service's user the work acts as (their link's, or the default user's): not a secret. */
  userName: string;
  /** No link of their own: served as the workspace's default user. */
  asDefaultUser: boolean;
  /** The asker's language, for what only they see. */
  tr: Translator;
  /** The workspace's language, for what goes into a channel. */
  channelTr: Translator;
  /** The asker's own time zone (Slack's users.info, cached), else the workspace's: dates written in words for them. */
  readerZone(): Promise<string>;
  reply: Reply;
  ref: string;
  /** Says the button is from an old message or another workspace; the work returns what this returns. */
  stale(): Promise<Outcome>;
  /** Remembers that the asker opened this case, for their App Home (in the background; a failure is logged). */
  viewed(view: CaseView): void;
  /**
   * What the kind modules say of this case (its own channel): to the asker (their card, the side panel),
   * or to the channel the case is shown in (a shared card).
   */
  linesOn(caseId: number, to?: 'asker' | 'channel'): Promise<readonly CaseLine[]>;
  /** What the kind modules add to this case for the asker (their private card, the side panel). */
  actionsOn(caseId: number): Promise<CaseAction[]>;
}

/** A listener's work after the ack: it replies itself and names its outcome. */
export type Work = (served: Served) => Promise<Outcome>;

/** What work that needs the person's standing, served or not, gets (App Home, the admin settings). */
export interface Attended {
  /** Where they stand: served (and as whom), or why not; never a credential. */
  standing: Standing;
  /** The workspace key their settings and Home are kept under. */
  key: string;
  tr: Translator;
  reply: Reply;
  ref: string;
}

/**
 * Runs a listener's work after its ack: resolves who is asking (no call upstream when they can't be
 * served), finds their language, runs the work, turns any failure into a message with a reference id,
 * and logs one line with the outcome.
 */
export function serve(deps: RunnerDeps, interaction: Interaction, work: Work): Promise<void> {
  return track(
    deps,
    run(deps, interaction, (core) => served(deps, interaction, core, work)),
  );
}

/**
 * The same runner for work that needs to know where someone stands whether or not they can be served
 * (App Home, the admin settings): the standing once, the language once, one outcome line, and a failure
 * shown where the person is (their Home, the modal) through the interaction's responder.
 */
export function attend(deps: RunnerDeps, interaction: Interaction, work: (attended: Attended) => Promise<Outcome>) {
  return track(
    deps,
    run(deps, interaction, async (core) => {
      const [standing, lang] = await Promise.all([
        deps.acting.standing(interaction.who),
        languageOf(deps, interaction),
      ]);
      const tr = translator(lang);
      core.speak(tr);
      return work({ standing, key: standingKey(standing), tr, reply: core.reply, ref: core.trace.ref });
    }),
  );
}

/**
 * The runner for a click whose work Slack's own word decides, not the case service (Stop updating,
 * Archive channel: who is a member): the person's language, one reply channel, failures said, one
 * outcome line, and nothing looked up or fetched as them.
 */
export function answer(
  deps: RunnerDeps,
  interaction: Interaction,
  work: (answering: Pick<Attended, 'tr' | 'reply' | 'ref'>) => Promise<Outcome>,
) {
  return track(
    deps,
    run(deps, interaction, async (core) => {
      const tr = translator(await languageOf(deps, interaction));
      core.speak(tr);
      return work({ tr, reply: core.reply, ref: core.trace.ref });
    }),
  );
}

/**
 * The same runner for what Slack tells casebot with nobody to answer (a channel casebot left, a channel
 * that became shared): a reference for what it queues, a failure logged, one outcome line.
 */
export function witness(deps: RunnerDeps, interaction: Interaction, work: (ref: string) => Promise<Outcome>) {
  const silent = { reply: async () => undefined, refuse: async () => undefined };
  return track(
    deps,
    run(deps, { ...interaction, responder: silent }, (core) => work(core.trace.ref)),
  );
}

/** Decides who is asking as whom (the one core), in their language, and runs the work as them. */
async function served(deps: RunnerDeps, interaction: Interaction, core: Running, work: Work): Promise<Outcome> {
  // Their language is looked up at once, beside the policy: even "not linked" is said in it.
  const { who, client } = interaction;
  // Never a rejection left unheard: where it is not needed (the workspace's language), it is not awaited.
  const asked = languageOf(deps, interaction).catch(() => DEFAULT_LANG);
  const purpose = interaction.unattended ? ('unattended' as const) : ('asked' as const);
  const acting = await runCore(deps, { who, purpose, client, trace: core.trace }, async (settings) =>
    interaction.speaks === 'workspace' ? settings.language : asked,
  );
  const tr = acting.kind === 'serve' ? acting.tr : translator(await asked);
  core.speak(tr);
  if (acting.kind !== 'serve') {
    const { unserved } = acting;
    // Someone who asked for access is told it is waiting, not asked to ask again.
    const requested =
      unserved.reason === 'user_not_linked' &&
      (await deps.homePage
        .requestOf(unserved.teamId, who.userId)
        .then(Boolean)
        .catch(() => false));
    // An admin is told what their Home offers them (Link myself), not to ask for access.
    const admin =
      unserved.reason === 'user_not_linked' &&
      !requested &&
      client !== undefined &&
      (await isSlackAdmin(client, who.userId, { org: unserved.teamId.startsWith('E'), teamId: unserved.teamId }));
    const told = describeUnserved(
      unserved,
      who.userId,
      core.trace.ref,
      deps.adminCommand,
      tr,
      admin ? 'admin' : requested,
    );
    return core.refuse(told.message, told.outcome);
  }
  const { settings } = acting;
  const stale = async () => {
    await core.reply(ephemeral(staleButton(tr)));
    return 'stale_button' as const;
  };
  const { cases } = acting;
  const channelCases = acting.casesIn(settings.language);
  const viewed = (view: CaseView) => {
    const { details } = view;
    deps.homePage
      .recordView(settings.workspaceId, who.userId, {
        caseId: String(details.id),
        caseNumber: String(details.caseNumber),
        subject: details.subject,
      })
      .catch((error: unknown) =>
        deps.logger.warn(
          { ...logFields(interaction, core.trace.ref), err: errorForLog(error) },
          'recent case not recorded',
        ),
      );
  };
  return work({
    cases,
    channelCases,
    settings,
    userName: acting.userName,
    asDefaultUser: acting.viaDefaultUser,
    tr,
    channelTr: translator(settings.language),
    readerZone: async () =>
      (who.userId && !interaction.unattended
        ? await deps.zoneOf(client, who.teamId ?? who.enterpriseId ?? '', who.userId).catch(() => undefined)
        : undefined) ?? settings.timeZone,
    reply: core.reply,
    ref: core.trace.ref,
    stale,
    viewed,
    linesOn: async (caseId, to = 'asker') => {
      // A nicety on the card: what a store cannot say is left out.
      // Slack is asked what the reader may see with the request's own client.
      const base = { teamId: settings.workspaceId, caseIds: [caseId], ...(client ? { client } : {}) };
      const look =
        to === 'channel' ? { ...base, tr: translator(settings.language) } : { ...base, tr, userId: who.userId };
      const lines = await deps.caseLinesOf(look).catch(() => undefined);
      return lines?.get(caseId) ?? [];
    },
    // A nicety too: actions a store cannot say are left out.
    actionsOn: async (caseId) =>
      (await deps
        .caseActionsOf?.({
          teamId: settings.workspaceId,
          userId: who.userId,
          caseId,
          tr,
          ...(client ? { client } : {}),
        })
        .catch(() => [])) ?? [],
  });
}

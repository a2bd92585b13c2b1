import type { webApi } from '@slack/bolt';
import type { BindCases, CasesFor } from '../cases/case-service';
import { languageIdForLocale } from '../case-api/language';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import { newReference } from '../lib/reference';
import type { UpstreamCall } from '../lib/request-context';
import type { Logger } from '../logging';
import type { LanguageLookup, HomeLookup } from '../slack/locale';
import { membershipOf } from '../slack/membership';
import type { ActingAs, Decision, Unserved } from '../workspaces/acting-as';
import type { WorkspaceSettings } from '../workspaces/resolve';

/** What casebot tells unasked, by kind: the `name` of its log lines and metrics. */
export type DeliveryName = 'watch' | 'follow' | 'live_card' | 'case_channel' | 'ended' | 'admin_alert';

/** Who reads what casebot tells: one person (a DM) or a channel. */
export type Reader = { person: string } | { channel: string };

export interface UnaskedDeps {
  acting: ActingAs<BindCases>;
  languageFor: LanguageLookup;
  homeOf: HomeLookup;
  logger: Logger;
}

/** One piece of unasked work: what it is, in which workspace, as whom, for whom. */
export interface UnaskedTask {
  name: DeliveryName;
  teamId: string;
  /** The person casebot acts as (the watcher, the follow's creator, the person who shared the card). */
  actsAs: string;
  reader: Reader;
  /** casebot's Slack client in the workspace; without one nobody can be asked about or told anything. */
  client: webApi.WebClient | undefined;
}

/** What the work gets: the case service bound to the person it acts as, in the reader's language. */
export interface Telling {
  cases: CasesFor;
  settings: WorkspaceSettings;
  /** The reader's language (a DM: the person's; a channel: the workspace's). */
  tr: Translator;
  /** The handle of what this work queues: its delivery's log line carries it. */
  ref: string;
  /** The calls to the case service made so far, for that line. */
  upstream: UpstreamCall[];
}

export type UnaskedResult<T> =
  { kind: 'done'; value: T } | { kind: 'end'; unserved: Unserved } | Extract<Decision, { kind: 'defer' }>;

/**
 * The one way unasked work runs, as asked work runs through `serve()`: the person it acts as is decided
 * by the same policy (`unasked`: someone Slack says is not a member ends, someone Slack could not tell
 * about is deferred to the next round), the reader's language comes from the same lookup, and the case
 * service is bound to that person (a fresh read, their language). What the work queues carries `ref`
 * and the calls made, and its delivery writes the one outcome line (`deliverNotices`).
 */
export function createUnasked(deps: UnaskedDeps) {
  async function readerLang(task: UnaskedTask, settings: WorkspaceSettings | undefined): Promise<Lang> {
    if ('channel' in task.reader) return settings?.language ?? DEFAULT_LANG;
    return languageOfPerson(deps.languageFor, task.client, task.teamId, task.reader.person);
  }

  return {
    async run<T>(task: UnaskedTask, work: (telling: Telling) => Promise<T>): Promise<UnaskedResult<T>> {
      const who = { teamId: task.teamId, enterpriseId: undefined, userId: task.actsAs };
      const { client } = task;
      const acting = await deps.acting.act(who, 'unasked', async (key) =>
        client ? membershipOf(deps.homeOf, client, who, key) : 'unknown',
      );
      if (acting.kind === 'defer') {
        deps.logger.debug({ kind: 'check', name: task.name, team: task.teamId, reason: acting.reason }, 'deferred');
        return acting;
      }
      if (acting.kind === 'end') return acting;
      if (acting.kind === 'refuse') throw new Error('the policy refused unasked work'); // never: refuse is for askers
      const tr = translator(await readerLang(task, acting.settings));
      const upstream: UpstreamCall[] = [];
      // The case service speaks the reader's language: a channel reads the workspace's.
      const cases = acting.cases({ languageId: languageIdForLocale(tr.lang), trace: upstream });
      const value = await work({ cases, settings: acting.settings, tr, ref: newReference(), upstream });
      return { kind: 'done', value };
    },

    /** The language of a DM to someone who is not served by it (an ending, an admin's alert). */
    languageOf: (task: Pick<UnaskedTask, 'client' | 'teamId'>, person: string) =>
      languageOfPerson(deps.languageFor, task.client, task.teamId, person),
  };
}

export type Unasked = ReturnType<typeof createUnasked>;

/** A person's language as `serve()` finds it (users.info, cached); English without a Slack client. */
async function languageOfPerson(
  languageFor: LanguageLookup,
  client: webApi.WebClient | undefined,
  teamId: string,
  person: string,
): Promise<Lang> {
  return client ? languageFor(client, teamId, person) : DEFAULT_LANG;
}

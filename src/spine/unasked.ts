import type { webApi } from '@slack/bolt';
import type { BindCases, CasesFor } from '../cases/case-service';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import type { Translator } from '../i18n/translate';
import type { UpstreamCall } from '../lib/request-context';
import type { Logger } from '../logging';
import type { LanguageLookup, HomeLookup } from '../slack/locale';
import type { ActingAs, Decision, Left, Unserved } from './acting-as';
import type { WorkspaceSettings } from '../workspaces/resolve';
import { newTrace, runCore } from './runner';

/** Who reads what casebot tells: one person (a DM) or a channel. */
export type Reader = { person: string } | { channel: string };

interface UnaskedDeps {
  acting: ActingAs<BindCases>;
  languageFor: LanguageLookup;
  homeOf: HomeLookup;
  logger: Logger;
}

/** One piece of unasked work: what it is, in which workspace, as whom, for whom. */
interface UnaskedTask {
  /** What the work is (the kind that runs it): the `name` on its `deferred` line. */
  name: string;
  teamId: string;
  /** The person casebot acts as: whoever set up what is told. */
  actsAs: string;
  reader: Reader;
  /** casebot's Slack client in the workspace; without one nobody can be asked about or told anything. */
  client: webApi.WebClient | undefined;
}

/** What the work gets: the case service bound to the person it acts as, in the reader's language. */
export interface Telling {
  cases: CasesFor;
  settings: WorkspaceSettings;
  /** The case service's user the work acts as; `viaDefaultUser` when that is the workspace's default user. */
  userName: string;
  viaDefaultUser: boolean;
  /** The reader's language (a DM: the person's; a channel: the workspace's). */
  tr: Translator;
  /** The handle of what this work queues: its delivery's log line carries it. */
  ref: string;
  /** The calls to the case service made so far, for that line. */
  upstream: UpstreamCall[];
}

/**
 * A deferred piece of unasked work as its check's outcome: `deferred` when Slack could not say whether
 * its person is a member (tried next round), else why the workspace's settings cannot be used.
 */
export const deferredOutcome = (defer: Extract<Decision, { kind: 'defer' }>) =>
  defer.reason === 'membership_unknown' ? ('deferred' as const) : defer.reason;

/**
 * Why unasked work ended, as its check's outcome: its person is no longer linked or left the workspace
 * (everything they set up ends), or the workspace is gone (everything of it ends).
 */
export const endedOutcome = (
  unserved: Unserved | Left,
): 'user_not_linked' | 'left_workspace' | 'workspace_not_connected' | 'workspace_uninstalled' =>
  unserved.reason === 'user_not_linked' ||
  unserved.reason === 'left_workspace' ||
  unserved.reason === 'workspace_uninstalled'
    ? unserved.reason
    : 'workspace_not_connected';

/** Why unasked work did not run: its person ended (no longer served, the workspace gone) or deferred. */
type NotRun = { kind: 'end'; unserved: Unserved | Left } | Extract<Decision, { kind: 'defer' }>;

type UnaskedResult<T> = { kind: 'done'; value: T } | NotRun;

/**
 * The one way unasked work runs, as asked work runs through `serve()`: the person it acts as is decided
 * by the same policy (`unasked`: someone Slack says is not a member ends, someone Slack could not tell
 * about is deferred to the next round), the reader's language comes from the same lookup, and the case
 * service is bound to that person (a fresh read, their language). What the work queues carries `ref`
 * and the calls made, and its delivery writes the one outcome line (`deliverNotices`).
 */
export function createUnasked(deps: UnaskedDeps) {
  /** Whom the work acts as, decided, and what it gets; or why it does not run (deferred, ended). */
  async function tellingFor(task: UnaskedTask): Promise<{ kind: 'go'; telling: Telling } | NotRun> {
    const who = { teamId: task.teamId, enterpriseId: undefined, userId: task.actsAs };
    const trace = newTrace();
    const { reader } = task;
    // The reader's language: a channel reads the workspace's, a DM the person's (and so does the service).
    const acting = await runCore(deps, { who, purpose: 'unasked', client: task.client, trace }, async (settings) =>
      'channel' in reader
        ? settings.language
        : languageOfPerson(deps.languageFor, task.client, task.teamId, reader.person),
    );
    if (acting.kind === 'defer') {
      deps.logger.debug({ kind: 'check', name: task.name, team: task.teamId, reason: acting.reason }, 'deferred');
      return acting;
    }
    if (acting.kind === 'end') return acting;
    const { cases, settings, tr, userName, viaDefaultUser } = acting;
    return {
      kind: 'go',
      telling: { cases, settings, tr, userName, viaDefaultUser, ref: trace.ref, upstream: trace.upstream },
    };
  }

  return {
    async run<T>(task: UnaskedTask, work: (telling: Telling) => Promise<T>): Promise<UnaskedResult<T>> {
      const decided = await tellingFor(task);
      if (decided.kind !== 'go') return decided;
      return { kind: 'done', value: await work(decided.telling) };
    },

    /**
     * Unasked work run the same way, its result as its check's outcome: the work's own, or why it was
     * deferred (`deferredOutcome`) or ended (`endedOutcome`). `work` is called with the telling and `args`
     * (a kind's check itself, with no wrapper of its own in between).
     */
    async outcome<A extends unknown[], T>(
      task: UnaskedTask,
      work: (telling: Telling, ...args: A) => Promise<T>,
      ...args: A
    ) {
      const decided = await tellingFor(task);
      if (decided.kind === 'defer') return deferredOutcome(decided);
      if (decided.kind === 'end') return endedOutcome(decided.unserved);
      return work(decided.telling, ...args);
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

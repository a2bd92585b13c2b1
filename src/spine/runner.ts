import type { webApi } from '@slack/bolt';
import type { BindCases, CasesFor } from '../cases/case-service';
import { languageIdForLocale } from '../case-api/language';
import type { Lang } from '../i18n/languages';
import { type Translator, translator } from '../i18n/translate';
import { newReference } from '../lib/reference';
import type { UpstreamCall } from '../lib/request-context';
import type { HomeLookup } from '../slack/locale';
import { membershipOf } from '../slack/membership';
import type { WorkspaceSettings, SlackIdentity } from '../workspaces/resolve';
import type { ActingAs, NotServed, Purpose } from './acting-as';

/** One piece of work's reference (what a person quotes to an admin) and the calls to the case service it made. */
export interface Trace {
  ref: string;
  upstream: UpstreamCall[];
}

export const newTrace = (): Trace => ({ ref: newReference(), upstream: [] });

interface CoreDeps {
  acting: ActingAs<BindCases>;
  homeOf: HomeLookup;
}

/** What the core hands the work once someone is served: as whom, in whose language, the service bound to them. */
interface ServedCore {
  kind: 'serve';
  settings: WorkspaceSettings;
  /** The case service's user the work acts as (their link's, or the default user's): not a secret. */
  userName: string;
  viaDefaultUser: boolean;
  /** The reader's language. */
  tr: Translator;
  /** The case service as the person served, in the reader's language; every call noted in the trace. */
  cases: CasesFor;
  /** The same person's case service in another language (a channel's, the workspace's). */
  casesIn(lang: Lang): CasesFor;
}

/** The core's answer: served, or why not, as the policy decides for the work's purpose. */
type Core<P extends Purpose> = ServedCore | NotServed<P>;

/**
 * The one core every runner runs through (`serve` and `attend` for what people ask, `unasked` for what
 * casebot tells): the workspace and the person resolved and decided by the one policy for the work's
 * purpose (Slack asked whether someone the default user would stand in for is a member), the reader's
 * language found only once someone is served, and the case service bound to them, traced.
 */
export async function runCore<P extends Purpose>(
  deps: CoreDeps,
  task: { who: SlackIdentity; purpose: P; client: webApi.WebClient | undefined; trace: Trace },
  readerLang: (settings: WorkspaceSettings) => Promise<Lang>,
): Promise<Core<P>> {
  const { who, client } = task;
  const acting = await deps.acting.act(who, task.purpose, async (key) =>
    client ? membershipOf(deps.homeOf, client, who, key) : 'unknown',
  );
  // The policy answers each purpose only what it can hear (NotServed).
  if (acting.kind !== 'serve') return acting as NotServed<P>;
  const tr = translator(await readerLang(acting.settings));
  const bound = (lang: Lang) => acting.cases({ languageId: languageIdForLocale(lang), trace: task.trace.upstream });
  const cases = bound(tr.lang);
  return {
    kind: 'serve',
    settings: acting.settings,
    userName: acting.userName,
    viaDefaultUser: acting.viaDefaultUser,
    tr,
    cases,
    casesIn: (lang) => (languageIdForLocale(lang) === languageIdForLocale(tr.lang) ? cases : bound(lang)),
  };
}

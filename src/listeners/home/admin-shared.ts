import type { ViewSubmitAction, webApi } from '@slack/bolt';
import type { ListenerDeps } from '../deps';
import { describeFailure, errorForLog } from '../errors';
import { identify } from '../identity';
import { type Translator, translator } from '../../i18n/translate';
import type { Outcome } from '../../outcomes';
import type { SlackIdentity } from '../../workspaces/resolve';
import { logged } from '../serve';
import { isAdmin, publishHome, workspaceKeyFor } from './home';

/** The republished Home of the admin who made a change; a failure to publish is only logged. */
export async function refreshHome(deps: ListenerDeps, client: webApi.WebClient, who: SlackIdentity) {
  await publishHome(deps, client, who).catch((error: unknown) =>
    deps.logger.warn({ team: who.teamId, err: errorForLog(error) }, 'App Home not republished'),
  );
}

type SubmissionAck = (answer?: { response_action: 'errors'; errors: Record<string, string> }) => Promise<void>;

interface SubmissionContext {
  key: string;
  tr: Translator;
  /** Answers Slack (closes the modal), or shows errors on their fields; only the first answer counts. */
  answer: (errors?: Record<string, string>) => Promise<void>;
}

/**
 * Runs an admin modal's submission: checks again that the submitter is an admin, and whatever happens
 * Slack gets exactly one answer within its 3 s: a failure shows on `field` with a reference. Ends by
 * republishing the admin's Home, and with one log line.
 */
export async function submission(
  deps: ListenerDeps,
  options: { name: string; body: ViewSubmitAction; client: webApi.WebClient; ack: SubmissionAck; field: string },
  work: (context: SubmissionContext) => Promise<Outcome>,
): Promise<void> {
  const { name, body, client, ack, field } = options;
  const who = identify(body);
  let answered = false;
  const answer = async (errors?: Record<string, string>) => {
    if (answered) return;
    answered = true;
    await ack(errors ? { response_action: 'errors', errors } : undefined);
  };
  await logged(deps, { kind: 'view', name, who }, async (ref) => {
    let tr = translator('en');
    try {
      const key = await workspaceKeyFor(deps, who);
      // At once, not one after the other: Slack waits 3 s for the answer.
      const [lang, admin] = await Promise.all([
        deps.languageFor(client, key, who.userId),
        isAdmin(deps, client, key, who.userId),
      ]);
      tr = translator(lang);
      if (!admin) {
        await answer({ [field]: tr.t('admin.notAdmin') });
        return 'not_admin';
      }
      const outcome = await work({ key, tr, answer });
      if (outcome === 'saved') await refreshHome(deps, client, who);
      return outcome;
    } catch (error) {
      await answer({ [field]: describeFailure(error, ref, tr).message.text }).catch(() => undefined);
      throw error;
    }
  });
}

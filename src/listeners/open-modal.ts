import type { webApi } from '@slack/bolt';
import type { Interaction } from '../spine/interaction';
import type { SlackIdentity } from '../workspaces/resolve';
import type { ModalView } from '@slack/types';
import { errorForLog } from '../spine/errors';
import type { ListenerDeps } from './deps';

/**
 * Opens a modal for a button's trigger (valid three seconds): `ok`, or `modal_failed` with a log line
 * naming `what` (the trigger expired, or Slack refused the view; pressing again opens it).
 */
export async function openModal(
  deps: Pick<ListenerDeps, 'logger'>,
  client: webApi.WebClient,
  triggerId: string,
  view: ModalView,
  what: string,
): Promise<'ok' | 'modal_failed'> {
  const opened = await client.views.open({ trigger_id: triggerId, view }).catch((error: unknown) => {
    deps.logger.warn({ err: errorForLog(error) }, `${what} modal not opened`);
    return undefined;
  });
  return opened ? 'ok' : 'modal_failed';
}

/**
 * A modal's submission, as the interaction its work runs in. A modal has no response_url of its own: the
 * one its button's message had, kept in it (`keptUrl`), answers that message; without one (App Home),
 * what came of it goes to the person by DM. `answers`: whether the pressed message is answered.
 */
export function submission(
  deps: Pick<ListenerDeps, 'respondTo'>,
  submitted: { name: string; who: SlackIdentity; client: webApi.WebClient },
  keptUrl: string | undefined,
): { interaction: Interaction; answers: boolean } {
  const respond = deps.respondTo(keptUrl);
  return {
    interaction: { kind: 'view', ...submitted, ...(respond ? { respond } : {}) },
    answers: respond !== undefined,
  };
}

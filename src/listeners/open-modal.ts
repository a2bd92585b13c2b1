import type { webApi } from '@slack/bolt';
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

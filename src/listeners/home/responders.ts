import type { ModalView } from '@slack/types';
import type { webApi } from '@slack/bolt';
import type { ModuleDeps } from '../deps';
import { errorForLog } from '../../spine/errors';
import type { Responder } from '../../spine/serve';
import type { Translator } from '../../i18n/translate';

// Where App Home's and the admin modals' failures show: on the person's Home, in the modal they have
// open, or on the field of the form they submitted. Never only in the log.

/** A Home that says what went wrong, at its top; the caller's Home, republished, when it can be built. */
export function homeResponder(
  deps: ModuleDeps,
  client: webApi.WebClient,
  userId: string,
  publish: (notice: string, tr: Translator) => Promise<void>,
): Responder {
  return {
    reply: async () => undefined,
    refuse: async (message, _outcome, { tr }) => {
      await publish(message.text, tr).catch(async (error: unknown) => {
        // The Home itself cannot be built (the store is down): a Home of one line says so.
        deps.logger.warn({ user: userId, err: errorForLog(error) }, 'App Home not built; the notice alone is shown');
        await client.views.publish({
          user_id: userId,
          view: { type: 'home', blocks: [{ type: 'section', text: { type: 'mrkdwn', text: message.text } }] },
        });
      });
      return undefined;
    },
  };
}

/** In an open modal: the modal redrawn with what went wrong in it (`render` draws it with that text). */
export function modalResponder(
  client: webApi.WebClient,
  view: { id: string; hash: string } | undefined,
  render: (notice: string) => Promise<ModalView>,
): Responder {
  return {
    reply: async () => undefined,
    refuse: async (message) => {
      if (!view) return undefined;
      await client.views.update({ view_id: view.id, hash: view.hash, view: await render(message.text) });
      return undefined;
    },
  };
}

type SubmissionAck = (answer?: { response_action: 'errors'; errors: Record<string, string> }) => Promise<void>;

/**
 * A modal's submission: Slack takes exactly one answer within its 3 s. `answer` closes the modal or puts
 * errors on its fields; a failure is shown on `field` (the modal stays open, nothing typed is lost).
 */
export function submissionResponder(ack: SubmissionAck, field: string) {
  let answered = false;
  const answer = async (errors?: Record<string, string>) => {
    if (answered) return;
    answered = true;
    await ack(errors && Object.keys(errors).length > 0 ? { response_action: 'errors', errors } : undefined);
  };
  const responder: Responder = {
    reply: async () => undefined,
    refuse: async (message) => {
      await answer({ [field]: message.text });
      return undefined;
    },
  };
  return { responder, answer };
}

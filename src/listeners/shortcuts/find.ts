import type { App, GlobalShortcut, ViewSubmitAction } from '@slack/bolt';
import type { ModalView } from '@slack/types';
import { caseRefSchema, decodeButton, MAX_SEARCH_TEXT } from '../../blocks/button-values';
import { caseOptions, findModal, findRefusedModal, MAX_OPTIONS } from '../../blocks/find-modal';
import { ActionId, BlockId, CallbackId } from '../../blocks/ids';
import { TimeoutError } from '../../lib/errors';
import { withTimeout } from '../../lib/with-timeout';
import { privateCardOf } from '../cards';
import { identify } from '../identity';
import type { ListenerDeps } from '../deps';
import { errorForLog } from '../../spine/errors';
import { directMessage } from '../../spine/reply';
import { ephemeral, type Responder, serve } from '../../spine/serve';
import { checkedInAck, type FieldErrors } from '../../spine/ack-check';

/** Slack waits 3 s for type-ahead options; casebot answers within this, with what it has. */
const OPTIONS_BUDGET_MS = 2_500;

/**
 * Global shortcut **Find a case**: a modal with a type-ahead of cases (`app.options`, from `GetCases`
 * as the person typing), then the chosen case's card, privately, in the conversation they pick (the one
 * they were in by default).
 */
export function registerFindShortcut(app: App, deps: ListenerDeps): void {
  // The person is resolved first: someone casebot cannot serve is told why in the modal (with Request
  // access), instead of an empty type-ahead.
  app.shortcut<GlobalShortcut>(
    { callback_id: CallbackId.findShortcut, type: 'shortcut' },
    async ({ shortcut, ack, client }) => {
      await ack();
      const who = identify(shortcut);
      const open = (view: ModalView) => client.views.open({ trigger_id: shortcut.trigger_id, view });
      const responder: Responder = {
        reply: async () => undefined,
        refuse: async (message, outcome, { tr }) => {
          await open(findRefusedModal(tr, message.text, outcome === 'user_not_linked'));
          return undefined;
        },
      };
      const interaction = { kind: 'shortcut' as const, name: CallbackId.findShortcut, who, responder, client };
      await serve(deps, interaction, async ({ tr, ref }) => {
        try {
          await open(findModal(tr));
          return 'ok';
        } catch (error) {
          // Slack would not open it (the trigger expired): nothing more can be shown for this press.
          deps.logger.warn({ ref, name: CallbackId.findShortcut, err: errorForLog(error) }, 'failed');
          return 'modal_failed';
        }
      });
    },
  );

  app.options<'block_suggestion'>(ActionId.pickCase, async ({ body, options, ack, client }) => {
    // A type-ahead can only show options, or none: why there are none is in the log line.
    const responder: Responder = {
      reply: async () => undefined,
      refuse: async () => {
        await ack({ options: [] });
        return undefined;
      },
    };
    await serve(
      deps,
      { kind: 'options', name: ActionId.pickCase, who: identify(body), responder, client },
      async ({ cases, settings }) => {
        const query = String(options.value ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, MAX_SEARCH_TEXT);
        try {
          const page = await withTimeout(
            cases.searchCases(query, 0, MAX_OPTIONS),
            OPTIONS_BUDGET_MS,
            'GetCases for options',
          );
          await ack({ options: caseOptions(settings.workspaceId, page.items) });
          return page.items.length === 0 ? 'no_results' : 'ok';
        } catch (error) {
          if (!(error instanceof TimeoutError)) throw error;
          await ack({ options: [] });
          return 'upstream_timeout';
        }
      },
    );
  });

  app.view<ViewSubmitAction>(CallbackId.findModal, async ({ ack, body, view, respond, client }) => {
    const who = identify(body);
    const picked = view.state.values[BlockId.findCase]?.[ActionId.pickCase]?.selected_option?.value;
    // Nothing chosen: the modal says so on its field and stays open (it is not a stale button).
    const errors: FieldErrors = picked ? {} : { [BlockId.findCase]: (tr) => tr.t('find.required') };
    if (!(await checkedInAck(deps, { ack, who, client, name: CallbackId.findModal }, errors)) || !picked) return;
    // Without a conversation's response_url (none was chosen), the card comes by DM from casebot.
    const deliver = (body.response_urls?.length ?? 0) > 0 ? respond : directMessage(deps.logger, client, who.userId);
    await serve(deps, { kind: 'view', name: CallbackId.findModal, who, respond: deliver, client }, async (served) => {
      const { cases, settings, reply, stale, viewed } = served;
      const caseRef = decodeButton(caseRefSchema, picked, settings.workspaceId);
      if (!caseRef) return stale();
      const view = await cases.viewCase(caseRef.c);
      await reply(ephemeral(await privateCardOf(view, served)));
      viewed(view);
      return 'ok';
    });
  });
}

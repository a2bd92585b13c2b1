import type { App, BlockAction, ButtonAction, RespondFn, webApi } from '@slack/bolt';
import { caseRefSchema, decodeButton, decodeValue, notesPageSchema } from '../../blocks/button-values';
import type { Message } from '../../blocks/message';
import { ActionId } from '../../blocks/ids';
import { notesUnavailable } from '../../blocks/notices';
import { loadingModal, noticeModal, renderNotesModal } from '../../blocks/notes-modal';
import type { Translator } from '../../i18n/translate';
import type { ListenerDeps } from '../deps';
import { errorForLog } from '../../spine/errors';
import { identify } from '../identity';
import { ephemeral, serve } from '../../spine/serve';
import { wordsOf } from '../../spine/interaction';

/**
 * Everything the modal's work says (the notes, or why not) goes into the modal itself: a modal's
 * buttons have no response_url, and the person is looking at the modal.
 */
function intoModal(client: webApi.WebClient, viewId: string, tr: Translator): RespondFn {
  return async (message) => {
    const shown: Partial<Message> = typeof message === 'string' ? { text: message } : (message as Partial<Message>);
    await client.views.update({ view_id: viewId, view: noticeModal(tr, shown) });
    // respond() resolves to the response_url's HTTP answer; this one went through the Web API instead.
    return new Response(null, { status: 200 });
  };
}

/** The clicker's language, for the modal's own frame (cached; at most a short wait). */
async function readerOf(deps: ListenerDeps, body: BlockAction, client: webApi.WebClient): Promise<Translator> {
  const who = identify(body);
  return wordsOf(deps, client, who.teamId ?? who.enterpriseId ?? '', who.userId);
}

/**
 * All notes on a private card opens a modal that pages through every note of the case, newest first,
 * fetched as the person who pressed it; its Newer/Older buttons update it in place.
 */
export function registerNotesActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.allNotes, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const peek = decodeValue(caseRefSchema, action.value);
    const frame = await readerOf(deps, body, client);
    let viewId: string | undefined;
    try {
      // A trigger_id is good for 3 seconds: open the modal first, fill it once the notes are in.
      const opened = await client.views.open({ trigger_id: body.trigger_id, view: loadingModal(frame, peek?.n ?? 0) });
      viewId = opened.view?.id;
    } catch (error) {
      deps.logger.warn({ name: ActionId.allNotes, err: errorForLog(error) }, 'the notes modal could not be opened');
    }
    await serve(
      deps,
      // Without a modal, failures go back as a private message.
      {
        kind: 'action',
        name: ActionId.allNotes,
        who,
        respond: viewId ? intoModal(client, viewId, frame) : respond,
        client,
      },
      async ({ cases, settings, tr, reply, stale }) => {
        const ref = decodeButton(caseRefSchema, action.value, settings.workspaceId);
        if (!ref) return stale();
        const details = await cases.getCase(ref.c);
        const view = renderNotesModal(details, {
          tr,
          teamId: settings.workspaceId,
          timeZone: settings.timeZone,
          page: 0,
        });
        if (!viewId) {
          await reply(ephemeral(notesUnavailable(tr)));
          return 'modal_failed';
        }
        await client.views.update({ view_id: viewId, view });
        return 'ok';
      },
    );
  });

  for (const actionId of [ActionId.notesPrev, ActionId.notesNext]) {
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, client }) => {
      await ack();
      const viewId = body.view?.id;
      if (!viewId) return;
      const frame = await readerOf(deps, body, client);
      await serve(
        deps,
        { kind: 'action', name: actionId, who: identify(body), respond: intoModal(client, viewId, frame), client },
        async ({ cases, settings, tr, stale }) => {
          const state = decodeButton(notesPageSchema, action.value, settings.workspaceId);
          if (!state) return stale();
          const details = await cases.getCase(state.c);
          const view = renderNotesModal(details, {
            tr,
            teamId: settings.workspaceId,
            timeZone: settings.timeZone,
            page: state.p,
          });
          await client.views.update({ view_id: viewId, view });
          return 'ok';
        },
      );
    });
  }
}

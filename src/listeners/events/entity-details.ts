import type { App } from '@slack/bolt';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { type Responder, serve } from '../../spine/serve';
import { caseOfEntity, panelEntity } from '../cards';
import { plainText } from '../../blocks/text';

/**
 * Someone opens a case's Work Object in Slack's side panel: casebot fetches the full details as that
 * person, in their language (`entity_details_requested` → `entity.presentDetails`). Someone not linked,
 * or whom the service refuses, sees why instead, and nothing of the case.
 */
export function registerEntityDetailsEvent(app: App, deps: ListenerDeps): void {
  app.event('entity_details_requested', async ({ event, body, client }) => {
    const who = identify(body);
    const responder: Responder = {
      reply: async () => undefined,
      refuse: async (message) => {
        await client.entity.presentDetails({
          trigger_id: event.trigger_id,
          // The panel shows plain text: no emoji codes or markup.
          error: { status: 'custom', custom_title: 'casebot', custom_message: plainText(message.text) },
        });
        return undefined;
      },
    };
    await serve(deps, { kind: 'event', name: 'entity_details_requested', who, responder, client }, async (served) => {
      const view = await caseOfEntity(served, event);
      if (!view) {
        await client.entity.presentDetails({ trigger_id: event.trigger_id, error: { status: 'not_found' } });
        return 'not_found';
      }
      const metadata = await panelEntity(served, view, event.entity_url);
      await client.entity.presentDetails({ trigger_id: event.trigger_id, metadata });
      return 'ok';
    });
  });
}

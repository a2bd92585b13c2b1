import type { App } from '@slack/bolt';
import { caseUrlOf } from '../../blocks/case-card';
import { caseEntity } from '../../blocks/work-object';
import { parseCaseLink } from '../../cases/case-links';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { type Responder, serve } from '../serve';

/**
 * Someone opens a case's Work Object in Slack's side panel: casebot fetches the full details as that
 * person, in their language (`entity_details_requested` → `entity.presentDetails`). Someone not linked,
 * or whom the service refuses, sees why instead, and nothing of the case.
 */
export function registerEntityDetailsEvent(app: App, deps: ListenerDeps): void {
  app.event('entity_details_requested', async ({ event, body, client }) => {
    const responder: Responder = {
      reply: async () => undefined,
      refuse: async (message) => {
        await client.entity.presentDetails({
          trigger_id: event.trigger_id,
          error: { status: 'custom', custom_title: 'casebot', custom_message: message.text },
        });
        return undefined;
      },
    };
    await serve(
      deps,
      { kind: 'event', name: 'entity_details_requested', who: identify(body), responder, client },
      async ({ cases, settings, tr }) => {
        const fromRef = Number(event.external_ref?.id);
        const mention =
          Number.isInteger(fromRef) && fromRef > 0
            ? { kind: 'id' as const, caseId: fromRef }
            : parseCaseLink(settings.caseUrlTemplate, event.app_unfurl_url ?? event.entity_url);
        const view = !mention
          ? undefined
          : mention.kind === 'id'
            ? await cases.viewCase(mention.caseId)
            : await cases.findCaseByNumber(mention.caseNumber);
        if (!view) {
          await client.entity.presentDetails({ trigger_id: event.trigger_id, error: { status: 'not_found' } });
          return 'not_found';
        }
        const metadata = caseEntity(view.details, {
          tr,
          timeZone: settings.timeZone,
          facts: view.facts,
          url: caseUrlOf(settings.caseUrlTemplate, view.details) ?? event.entity_url,
          // The panel is the viewer's own: the full details, as the private card has them.
          showContactDetails: true,
        });
        await client.entity.presentDetails({ trigger_id: event.trigger_id, metadata });
        return 'ok';
      },
    );
  });
}

import type { App } from '@slack/bolt';
import { caseUrlOf } from '../../blocks/case-card';
import { caseEntity } from '../../blocks/work-object';
import { languageIdForLocale } from '../../case-api/language';
import { parseCaseLink } from '../../cases/case-links';
import { langForLocale } from '../../i18n/languages';
import { translator } from '../../i18n/translate';
import type { Outcome } from '../../outcomes';
import type { ListenerDeps } from '../deps';
import { describeFailure, describeUnserved, errorForLog, newReference } from '../errors';
import { identify } from '../identity';
import { logOutcome } from '../serve';

/**
 * Someone opens a case's Work Object in Slack's side panel: casebot fetches the full details as that
 * person, in their language (`entity_details_requested` → `entity.presentDetails`). Someone not linked,
 * or whom the service refuses, sees why instead, and nothing of the case.
 */
export function registerEntityDetailsEvent(app: App, deps: ListenerDeps): void {
  app.event('entity_details_requested', async ({ event, body, client }) => {
    const started = performance.now();
    const ref = newReference();
    const who = identify(body);
    const tr = translator(langForLocale(event.user_locale));
    let outcome: Outcome = 'ok';
    const refuse = (text: string) =>
      client.entity.presentDetails({
        trigger_id: event.trigger_id,
        error: { status: 'custom', custom_title: 'casebot', custom_message: text },
      });
    try {
      const resolution = await deps.resolve(who);
      if (!resolution.ok) {
        const unserved = describeUnserved(resolution, event.user, ref, deps.adminCommand, tr);
        outcome = unserved.outcome;
        await refuse(unserved.message.text);
        return;
      }
      const { caller, settings } = resolution;
      const fromRef = Number(event.external_ref?.id);
      const mention =
        Number.isInteger(fromRef) && fromRef > 0
          ? { kind: 'id' as const, caseId: fromRef }
          : parseCaseLink(settings.caseUrlTemplate, event.app_unfurl_url ?? event.entity_url);
      const cases = deps.cases.for({ ...caller, languageId: languageIdForLocale(tr.lang) });
      const view = !mention
        ? undefined
        : mention.kind === 'id'
          ? await cases.viewCase(mention.caseId)
          : await cases.findCaseByNumber(mention.caseNumber);
      if (!view) {
        outcome = 'not_found';
        await client.entity.presentDetails({ trigger_id: event.trigger_id, error: { status: 'not_found' } });
        return;
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
    } catch (error) {
      const failure = describeFailure(error, ref, tr);
      outcome = failure.outcome;
      deps.logger.warn(
        { ref, name: 'entity_details_requested', team: who.teamId, user: who.userId, err: errorForLog(error) },
        'failed',
      );
      await refuse(failure.message.text).catch(() => undefined);
    } finally {
      logOutcome(
        deps,
        { kind: 'event', name: 'entity_details_requested', who },
        ref,
        outcome,
        Math.round(performance.now() - started),
      );
    }
  });
}

import type { App } from '@slack/bolt';
import { caseNotFound, badCaseNumber } from '../../blocks/notices';
import { workflowOutputs } from '../../blocks/plain-outputs';
import { parseCaseQuery } from '../../cases/case-number';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { type Responder, serve } from '../../spine/serve';
import { plainText } from '../../blocks/text';
import { firstDelivery } from './deliveries';

const LOOKUP_CASE = 'lookup_case';

/** Whom a workflow that nobody ran is resolved as: no one is linked under it, so the default user at most. */
const NOBODY = 'USLACKWORKFLOW';

/**
 * Workflow Builder step **Look up case**: input `case_number`, and `interactivity`, through which Slack
 * vouches for the person running the workflow: the case is fetched as them (their link, or the default
 * user if they are a member of the workspace), never as someone a builder names. A workflow nobody runs
 * (scheduled, event-triggered) acts as the default user only where an admin allowed it. Outputs the
 * case's subject, status, priority, customer, dates, latest note and link, in the workspace's language
 * and zone; a clear failure otherwise.
 */
export function registerLookupCaseFunction(app: App, deps: ListenerDeps): void {
  app.function(LOOKUP_CASE, async ({ inputs, complete, fail, body, client }) => {
    if (!(await firstDelivery(deps, LOOKUP_CASE, body))) return;
    const runner = identify(body);
    const unattended = runner.userId === '';
    const who = unattended ? { ...runner, userId: NOBODY } : runner;
    const responder: Responder = {
      reply: async () => undefined,
      refuse: async (message, _outcome, { tr, unserved }) => {
        // Nobody ran it and no default user: say what the step needs, not how to link a placeholder.
        const nobody = unattended && unserved;
        await fail({ error: nobody ? tr.t('workflow.noInteractor') : plainText(message.text) });
        return undefined;
      },
    };
    await serve(
      deps,
      { kind: 'event', name: LOOKUP_CASE, who, responder, client, speaks: 'workspace', unattended },
      async ({ cases, settings, tr }) => {
        // A workflow nobody runs got here only where an admin allowed the default user (the policy).
        const query = parseCaseQuery(String(inputs.case_number ?? ''));
        if (query.kind !== 'number') {
          await fail({ error: plainText(badCaseNumber(tr).text) });
          return 'invalid_number';
        }
        const view = await cases.findCaseByNumber(query.caseNumber);
        if (!view) {
          await fail({ error: plainText(caseNotFound(tr, query.caseNumber).text) });
          return 'not_found';
        }
        // Inert plain text: a later step may show it in a message (see docs/security.md).
        await complete({ outputs: workflowOutputs(view, { tr, settings }) });
        return 'ok';
      },
    );
  });
}

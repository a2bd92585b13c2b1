import type { App } from '@slack/bolt';
import { caseUrlOf } from '../../blocks/case-card';
import { fallbackText } from '../../blocks/dates';
import { caseNotFound, badCaseNumber } from '../../blocks/notices';
import { notesNewestFirst } from '../../blocks/notes';
import { displayValue, oneLine } from '../../blocks/text';
import { clean, truncate } from '../../blocks/limits';
import { parseServiceDate } from '../../case-api/dates';
import { languageIdForLocale } from '../../case-api/language';
import { parseCaseQuery } from '../../cases/case-number';
import { translator } from '../../i18n/translate';
import type { Outcome } from '../../outcomes';
import type { ListenerDeps } from '../deps';
import { describeFailure, describeUnserved, errorForLog, newReference } from '../errors';
import { installationOf } from '../identity';
import { logOutcome } from '../serve';

export const LOOKUP_CASE = 'lookup_case';

/** Who a step runs as when the workflow names nobody: no one is linked, so the workspace's default user. */
const NOBODY = 'USLACKWORKFLOW';

/** Plain text for a workflow variable: no Slack markup, no control characters. */
const plainText = (text: string) =>
  text
    .replace(/[*_`~]/g, '')
    .replace(/:[a-z_]+: /g, '')
    .trim();

/**
 * Workflow Builder step **Look up case**: inputs `case_number` and, optionally, `user_id` (whom to look
 * it up as; the workspace's default user otherwise); outputs the case's subject, status, priority,
 * customer, dates, latest note and link, in the workspace's language and zone; a clear failure otherwise.
 */
export function registerLookupCaseFunction(app: App, deps: ListenerDeps): void {
  app.function(LOOKUP_CASE, async ({ inputs, complete, fail, body }) => {
    const started = performance.now();
    const ref = newReference();
    const place = installationOf(body);
    const asUser =
      typeof inputs.user_id === 'string' && /^[UW][A-Z0-9]{2,31}$/.test(inputs.user_id) ? inputs.user_id : NOBODY;
    const who = { teamId: place.teamId, enterpriseId: place.enterpriseId, userId: asUser };
    let outcome: Outcome = 'ok';
    let tr = translator('en');
    try {
      const query = parseCaseQuery(String(inputs.case_number ?? ''));
      const resolution = await deps.resolve(who);
      if (!resolution.ok) {
        const unserved = describeUnserved(resolution, asUser, ref, deps.adminCommand, tr);
        outcome = unserved.outcome;
        // Nobody named and no default user: say what the step needs, not how to link a placeholder.
        const noUser = asUser === NOBODY && resolution.reason === 'user_not_linked';
        await fail({ error: noUser ? tr.t('workflow.noUser') : plainText(unserved.message.text) });
        return;
      }
      const { caller, settings } = resolution;
      tr = translator(settings.language);
      if (query.kind !== 'number') {
        outcome = 'invalid_number';
        await fail({ error: plainText(badCaseNumber(tr).text) });
        return;
      }
      const cases = deps.cases.for({ ...caller, languageId: languageIdForLocale(settings.language) });
      const view = await cases.findCaseByNumber(query.caseNumber);
      if (!view) {
        outcome = 'not_found';
        await fail({ error: plainText(caseNotFound(tr, query.caseNumber).text) });
        return;
      }
      const { details, facts } = view;
      const date = (raw: string) => {
        const parsed = parseServiceDate(raw, settings.timeZone);
        return parsed.kind === 'parsed' ? fallbackText(parsed.date, settings.timeZone, tr.lang) : oneLine(raw);
      };
      const latest = notesNewestFirst(details.notes, settings.timeZone)[0];
      const url = caseUrlOf(settings.caseUrlTemplate, details);
      await complete({
        outputs: {
          subject: oneLine(details.subject),
          status: displayValue(details.status),
          priority: facts ? displayValue(facts.priority) : '',
          customer_name: oneLine(details.customerName),
          created: date(details.createdOn),
          last_updated: facts?.lastUpdated ? date(facts.lastUpdated) : '',
          latest_note: latest ? truncate(clean(latest.note).trim(), 2000) : '',
          ...(url ? { url } : {}),
        },
      });
    } catch (error) {
      const failure = describeFailure(error, ref, tr);
      outcome = failure.outcome;
      deps.logger.warn({ ref, name: LOOKUP_CASE, team: who.teamId, err: errorForLog(error) }, 'failed');
      await fail({ error: plainText(failure.message.text) }).catch(() => undefined);
    } finally {
      logOutcome(
        deps,
        { kind: 'event', name: LOOKUP_CASE, who },
        ref,
        outcome,
        Math.round(performance.now() - started),
      );
    }
  });
}

import { notice } from '../../blocks/notices';
import { openable } from '../../cases/case-rows';
import { overdueRowsOf } from '../../cases/overdue';
import type { FrameReads } from '../surfaces';
import type { Outcome } from '../../outcomes';
import { ephemeral, type Served, type Work } from '../../spine/serve';
import { agingSummary } from './blocks';

/**
 * The words a direct message asks for the aging cases with, in casebot's six languages (lower case, as
 * typed or as the suggested prompt sends them). Arabic escaped: the bundle stays ASCII.
 */
const AGING_WORDS: readonly string[] = [
  'aging',
  'ageing',
  'aging cases',
  'aging high-priority cases',
  'dossiers en souffrance',
  'en souffrance',
  'pratiche ferme',
  'ferme',
  'sager i st\u00e5',
  'i st\u00e5',
  '\u0627\u0644\u0631\u0627\u0643\u062f\u0629', // the stagnant ones
  '\u0627\u0644\u0634\u0643\u0627\u0648\u0649 \u0627\u0644\u0631\u0627\u0643\u062f\u0629', // the stagnant complaints
  'dossiers prioritaires en retard',
  'überfällige vorgänge',
  'überfällige vorgänge mit hoher priorität',
  'pratiche urgenti in ritardo',
  'forsinkede sager med høj prioritet',
  '\u0627\u0644\u0634\u0643\u0627\u0648\u0649 \u0627\u0644\u0645\u062a\u0623\u062e\u0631\u0629', // the late complaints
  '\u0627\u0644\u0634\u0643\u0627\u0648\u0649 \u0627\u0644\u0639\u0627\u062c\u0644\u0629 \u0627\u0644\u0645\u062a\u0623\u062e\u0631\u0629', // the urgent late complaints
  'en retard',
  'dossiers en retard',
  'überfällig',
  'überfällige fälle',
  'in ritardo',
  'pratiche in ritardo',
  'forsinkede',
  'forsinkede sager',
  '\u0627\u0644\u0645\u062a\u0623\u062e\u0631\u0629', // the late ones
];

/** Whether a DM asks for the aging cases: nothing after the words (undefined when it does not). */
export const asksAging = (text: string): string | undefined => (AGING_WORDS.includes(text) ? '' : undefined);

/** Rows of the recent list one read takes (the service's page), and how many pages it reads at most. */
const AGING_PAGE = 100;
const AGING_PAGES = 5;

/**
 * Open cases past their priority's time among the most recent, read as the person who asked, most overdue
 * first (the Messages tab's "aging"): the same table the alerts post, with the thresholds it used.
 */
export function agingAnswer(deps: FrameReads & { closedStatuses: readonly string[] }, userId: string): Work {
  return async (served: Served): Promise<Outcome> => {
    const { cases, settings, tr } = served;
    // The oldest are the likeliest to be aging: read on, page after page, up to five (said when it stops short).
    const read = [];
    let offset = 0;
    let more = true;
    for (let page = 0; page < AGING_PAGES && more; page++) {
      const got = await cases.searchCases('', offset, AGING_PAGE);
      read.push(...got.items);
      more = got.hasNext && got.nextOffset > offset && got.items.length > 0;
      offset = got.nextOffset;
    }
    const thresholds = await deps.thresholdsOf(settings.workspaceId);
    const options = { thresholds, closedStatuses: deps.closedStatuses, timeZone: settings.timeZone, now: new Date() };
    const rows = overdueRowsOf(read.filter(openable), options);
    if (rows.length === 0) {
      await served.reply(ephemeral(notice(tr.t('agent.noAging', { count: read.length }))));
      return 'no_results';
    }
    const input = {
      tr,
      timeZone: settings.timeZone,
      caseUrlTemplate: settings.caseUrlTemplate,
      actsAs: userId,
      thresholds,
      // Asked by the reader: the stream's first line already says it was read as them.
      asked: true,
      ...(more ? { cutAt: read.length } : {}),
    };
    await served.reply(ephemeral(agingSummary(input, rows)));
    return 'ok';
  };
}

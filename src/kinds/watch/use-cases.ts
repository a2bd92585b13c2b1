import type { ChangedCase } from '../../blocks/change-notice';
import type { CaseView } from '../../cases/case-service';
import { MAX_WATCHES_PER_PERSON, type Watch, type WatchStore } from './store';

type WatchResult =
  | { kind: 'watching'; watched: ChangedCase }
  | { kind: 'already'; caseNumber: number }
  | { kind: 'too_many'; max: number };

export type UnwatchResult = { kind: 'stopped'; caseNumber: number } | { kind: 'not_watching'; caseNumber: number };

/**
 * Watching cases, for one person in one workspace: no Slack here, only what happened. The person and
 * workspace come from the runner (the signed payload), the case from what they can see now.
 */
export function createWatching(watches: Pick<WatchStore, 'addWatch' | 'removeWatch' | 'listWatches'>) {
  return {
    /** Starts watching a case the person can see, from what they see of it now. */
    async watch(workspaceId: string, userId: string, view: CaseView): Promise<WatchResult> {
      const { details } = view;
      const added = await watches.addWatch({
        teamId: workspaceId,
        slackUserId: userId,
        caseId: details.id,
        caseNumber: details.caseNumber,
        subject: details.subject,
        seen: {
          status: details.status,
          noteIds: details.notes.map((n) => n.id),
          lastUpdated: view.facts?.lastUpdated ?? null,
        },
      });
      if (added === 'too_many') return { kind: 'too_many', max: MAX_WATCHES_PER_PERSON };
      if (added === 'already') return { kind: 'already', caseNumber: details.caseNumber };
      const watched = {
        teamId: workspaceId,
        caseId: details.id,
        caseNumber: details.caseNumber,
        subject: details.subject,
      };
      return { kind: 'watching', watched };
    },

    /** Stops a watch named by its case number (`/case 1234 unwatch`). */
    async unwatchNumber(workspaceId: string, userId: string, caseNumber: number): Promise<UnwatchResult> {
      const watch = (await watches.listWatches(workspaceId, userId)).find((w) => w.caseNumber === caseNumber);
      if (!watch) return { kind: 'not_watching', caseNumber };
      await watches.removeWatch(workspaceId, userId, watch.caseId);
      return { kind: 'stopped', caseNumber };
    },

    /** Stops a watch named by its case (Stop watching). */
    async unwatch(workspaceId: string, userId: string, caseId: number, caseNumber: number): Promise<UnwatchResult> {
      const removed = await watches.removeWatch(workspaceId, userId, caseId);
      return removed ? { kind: 'stopped', caseNumber } : { kind: 'not_watching', caseNumber };
    },

    list(workspaceId: string, userId: string): Promise<Watch[]> {
      return watches.listWatches(workspaceId, userId);
    },
  };
}

export type Watching = ReturnType<typeof createWatching>;

import type { KindModule } from '../module';
import { registerWatchActions } from './actions';
import { watchCommand } from './command';
import { WatchId } from './ids';
import { watchKind } from './kind';
import { watchOwn } from './own';
import { createWatchStore, type WatchStore } from './store';

/**
 * Watching a case, whole: `/case 1234 watch|unwatch` and `/case watching`, Watch or Stop watching on a
 * person's private card and in the side panel (as it stands for them), and its buttons.
 */
export const watchModule: KindModule<{ watches: WatchStore }> = {
  name: 'watch',
  table: 'watches',
  stores: (db, { now }) => ({ watches: createWatchStore(db, now ? { now } : {}) }),
  kind: watchKind,
  ids: WatchId,
  usage: 'usage.watch',
  caseWords: ['watch', 'unwatch'],
  surfaces(deps, parts) {
    const own = watchOwn(parts);
    return {
      caseCommand: ({ text, userId }) => watchCommand(own, userId, text),
      async caseActions({ teamId, userId, caseId, tr }) {
        const watching = (await own.watching.list(teamId, userId)).some((w) => w.caseId === caseId);
        return [
          watching
            ? { text: tr.t('button.unwatch'), card: WatchId.unwatchCard, panel: WatchId.panelUnwatch }
            : { text: tr.t('button.watch'), card: WatchId.watch, panel: WatchId.panelWatch, primary: true },
        ];
      },
      register: (app) => registerWatchActions(app, deps, own),
    };
  },
};

import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { caseNotFound } from '../../blocks/notices';
import { ActionId, UNWATCH_ACTION } from '../../blocks/ids';
import { notWatching, watchAlready, watchingList, watchStarted, watchStopped, watchTooMany } from '../../blocks/watch';
import type { CaseView } from '../../cases/case-service';
import { MAX_WATCHES_PER_PERSON } from '../../watch/watch-store';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { ephemeral, serve, type Served, type Work } from '../serve';

/** Starts watching a case the person can see, from what they see of it now. */
async function watchView(deps: ListenerDeps, userId: string, view: CaseView, served: Served) {
  const { details } = view;
  const { settings, tr, reply } = served;
  const added = await deps.watches.addWatch({
    teamId: settings.workspaceId,
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
  const watched = {
    teamId: settings.workspaceId,
    caseId: details.id,
    caseNumber: details.caseNumber,
    subject: details.subject,
  };
  if (added === 'too_many') {
    await reply(ephemeral(watchTooMany(tr, MAX_WATCHES_PER_PERSON)));
    return 'watch_limit' as const;
  }
  await reply(ephemeral(added === 'added' ? watchStarted(tr, watched) : watchAlready(tr, details.caseNumber)));
  return added === 'added' ? ('watched' as const) : ('ok' as const);
}

/** `/case 1234 watch`: the case found as the asker, then watched. */
export function watchByNumber(deps: ListenerDeps, userId: string, caseNumber: number): Work {
  return async (served) => {
    const view = await served.cases.findCaseByNumber(caseNumber);
    if (!view) {
      await served.reply(ephemeral(caseNotFound(served.tr, caseNumber)));
      return 'not_found';
    }
    return watchView(deps, userId, view, served);
  };
}

/** `/case 1234 unwatch`. */
export function unwatchByNumber(deps: ListenerDeps, userId: string, caseNumber: number): Work {
  return async ({ settings, tr, reply }) => {
    const held = await deps.watches.listWatches(settings.workspaceId, userId);
    const watch = held.find((w) => w.caseNumber === caseNumber);
    if (!watch) {
      await reply(ephemeral(notWatching(tr, caseNumber)));
      return 'ok';
    }
    await deps.watches.removeWatch(settings.workspaceId, userId, watch.caseId);
    await reply(ephemeral(watchStopped(tr, caseNumber)));
    return 'unwatched';
  };
}

/** `/case watching`: what the person watches, each with Stop watching. */
export function listWatching(deps: ListenerDeps, userId: string): Work {
  return async ({ settings, tr, reply }) => {
    const held = await deps.watches.listWatches(settings.workspaceId, userId);
    await reply(ephemeral(watchingList(tr, held)));
    return 'ok';
  };
}

/** Watch on a private card, and Stop watching wherever it is shown (a change DM, `/case watching`). */
export function registerWatchActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.watch, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.watch, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      return watchView(deps, who.userId, await served.cases.viewCase(ref.c), served);
    });
  });
  app.action<BlockAction<ButtonAction>>(UNWATCH_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.unwatch, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const removed = await deps.watches.removeWatch(served.settings.workspaceId, who.userId, ref.c);
      await served.reply(ephemeral(removed ? watchStopped(served.tr, ref.n) : notWatching(served.tr, ref.n)));
      return removed ? 'unwatched' : 'ok';
    });
  });
}

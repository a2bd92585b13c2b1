import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { type CaseRef, caseRefSchema, decodeButton } from '../../blocks/button-values';
import type { Message } from '../../blocks/message';
import type { Outcome } from '../../outcomes';
import { registerPanelAction } from '../../listeners/actions/panel';
import { privateCardOf } from '../../listeners/cards';
import type { ModuleDeps } from '../../listeners/deps';
import { identify } from '../../listeners/identity';
import { serve, type Served } from '../../spine/serve';
import { toldUnwatched, watchView } from './answers';
import { UNWATCH_ACTION, WatchId } from './ids';
import type { WatchOwn } from './own';

/** The card the button was on, replaced in place. */
const replaced = (card: Message) => ({ response_type: 'ephemeral' as const, replace_original: true, ...card });

/**
 * Watch on a private card and in the side panel, and Stop watching wherever it is shown (the card, the
 * panel, a change DM, `/case watching`). The card and the panel are redrawn with their actions as they
 * now stand.
 */
export function registerWatchActions(app: App, deps: ModuleDeps, own: WatchOwn): void {
  /** A button carrying a case: ack, serve the clicker, read the case it names (stale if not this workspace's). */
  const onCase = (
    actionId: string | RegExp,
    name: string,
    work: (served: Served, ref: CaseRef, userId: string) => Promise<Outcome>,
  ) =>
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, respond, client }) => {
      await ack();
      const who = identify(body);
      await serve(deps, { kind: 'action', name, who, respond, client }, async (served) => {
        const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
        return ref ? work(served, ref, who.userId) : served.stale();
      });
    });
  const unwatch = (served: Served, ref: CaseRef, userId: string) =>
    own.watching
      .unwatch(served.settings.workspaceId, userId, ref.c, ref.n)
      .then((result) => toldUnwatched(result, served));

  onCase(WatchId.watch, WatchId.watch, async (served, ref, userId) => {
    const view = await served.cases.viewCase(ref.c);
    const outcome = await watchView(own, userId, view, served);
    // The card turns its Watch into Stop watching once the case is watched.
    if (outcome !== 'too_many') await served.reply(replaced(await privateCardOf(view, served)));
    return outcome;
  });
  onCase(WatchId.unwatchCard, WatchId.unwatchCard, async (served, ref, userId) => {
    const outcome = await unwatch(served, ref, userId);
    // And back: the card offers Watch again.
    await served.reply(replaced(await privateCardOf(await served.cases.viewCase(ref.c), served)));
    return outcome;
  });
  onCase(UNWATCH_ACTION, WatchId.unwatch, unwatch);
  registerPanelAction(app, deps, WatchId.panelWatch, (served, view, userId) => watchView(own, userId, view, served));
  registerPanelAction(app, deps, WatchId.panelUnwatch, async (served, view, userId) =>
    toldUnwatched(
      await own.watching.unwatch(served.settings.workspaceId, userId, view.details.id, view.details.caseNumber),
      served,
    ),
  );
}

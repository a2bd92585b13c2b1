import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { type CaseRef, caseRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId, UNWATCH_ACTION } from '../../blocks/ids';
import type { Message } from '../../blocks/message';
import type { Outcome } from '../../outcomes';
import { privateCardOf } from '../cards';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { serve, type Served } from '../../spine/serve';
import { toldUnwatched, watchView } from '../watching';

/** The card the button was on, replaced in place. */
const replaced = (card: Message) => ({ response_type: 'ephemeral' as const, replace_original: true, ...card });

/** Watch on a private card, and Stop watching wherever it is shown (the card, a change DM, `/case watching`). */
export function registerWatchActions(app: App, deps: ListenerDeps): void {
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
    deps.watching
      .unwatch(served.settings.workspaceId, userId, ref.c, ref.n)
      .then((result) => toldUnwatched(result, served));

  onCase(ActionId.watch, ActionId.watch, async (served, ref, userId) => {
    const view = await served.cases.viewCase(ref.c);
    const outcome = await watchView(deps, userId, view, served);
    // The card turns its Watch into Stop watching once the case is watched.
    if (outcome !== 'watch_limit') await served.reply(replaced(await privateCardOf(view, served, { watching: true })));
    return outcome;
  });
  onCase(ActionId.unwatchCard, ActionId.unwatchCard, async (served, ref, userId) => {
    const outcome = await unwatch(served, ref, userId);
    // And back: the card offers Watch again.
    await served.reply(replaced(await privateCardOf(await served.cases.viewCase(ref.c), served)));
    return outcome;
  });
  onCase(UNWATCH_ACTION, ActionId.unwatch, unwatch);
}

import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId, UNWATCH_ACTION } from '../../blocks/ids';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { serve } from '../serve';
import { toldUnwatched, watchView } from '../watching';
import { privateCard } from '../cards';
import type { Message } from '../../blocks/message';

/** The card the button was on, replaced in place. */
const replaced = (card: Message) => ({ response_type: 'ephemeral' as const, replace_original: true, ...card });

/** Watch on a private card, and Stop watching wherever it is shown (a change DM, `/case watching`). */
export function registerWatchActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.watch, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.watch, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const view = await served.cases.viewCase(ref.c);
      const outcome = await watchView(deps, who.userId, view, served);
      // The card turns its Watch into Stop watching once the case is watched.
      if (outcome !== 'watch_limit')
        await served.reply(replaced(privateCard(view, served.settings, served.tr, undefined, true)));
      return outcome;
    });
  });
  app.action<BlockAction<ButtonAction>>(ActionId.unwatchCard, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.unwatchCard, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const outcome = await toldUnwatched(
        await deps.watching.unwatch(served.settings.workspaceId, who.userId, ref.c, ref.n),
        served,
      );
      // And back: the card offers Watch again.
      const view = await served.cases.viewCase(ref.c);
      await served.reply(replaced(privateCard(view, served.settings, served.tr)));
      return outcome;
    });
  });
  app.action<BlockAction<ButtonAction>>(UNWATCH_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.unwatch, who, respond, client }, async (served) => {
      const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      return toldUnwatched(await deps.watching.unwatch(served.settings.workspaceId, who.userId, ref.c, ref.n), served);
    });
  });
}

import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { ActionId } from '../../blocks/ids';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { answerAtOnce } from '../../spine/serve';

/** The card's buttons that need nobody looked up: Dismiss, and the link to the case service. */
export function registerCardButtons(app: App, deps: ListenerDeps): void {
  // Dismiss removes the private card it is on; only its owner sees it, so only they can press it.
  app.action<BlockAction<ButtonAction>>(ActionId.dismiss, async ({ ack, body, respond, client }) => {
    await ack();
    const interaction = { kind: 'action' as const, name: ActionId.dismiss, who: identify(body), respond, client };
    await answerAtOnce(deps, interaction, { delete_original: true }, 'ok');
  });
  // Slack opens the link itself and still sends the click: it only needs its ack.
  app.action(ActionId.openInService, async ({ ack }) => {
    await ack();
  });
}

import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { decodeButton, followRefSchema } from '../../blocks/button-values';
import { ActionId, UNFOLLOW_ACTION } from '../../blocks/ids';
import type { ListenerDeps } from '../deps';
import { toldUnfollowed } from '../following';
import { identify } from '../identity';
import { serve } from '../../spine/serve';

/**
 * Stop following, on a posted case or in `/cases following`: anyone who can use casebot here, in the
 * follow's own channel; elsewhere only the person who set it up.
 */
export function registerFollowActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(UNFOLLOW_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: ActionId.unfollow, who, respond, client }, async (served) => {
      const ref = decodeButton(followRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      return toldUnfollowed(
        await deps.following.unfollow(served.settings.workspaceId, ref.f, {
          channelId: body.channel?.id,
          userId: who.userId,
        }),
        served,
        body.channel?.id,
      );
    });
  });
}

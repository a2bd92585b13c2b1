import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { renderCaseCard } from '../../blocks/case-card';
import { VIEW_ACTION } from '../../blocks/ids';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../serve';
import { clicker } from '../identity';

/** View on a /cases row: that case's card as a new message, only for the clicker. */
export function registerViewAction(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(VIEW_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    await serve(
      deps,
      { kind: 'action', name: 'case_view', who: clicker(body), respond, client },
      async ({ cases, settings, reply, stale }) => {
        const ref = decodeButton(caseRefSchema, action.value, settings.workspaceId);
        if (!ref) return stale();
        const details = await cases.getCase(ref.c);
        await reply(
          ephemeral(
            renderCaseCard(details, {
              teamId: settings.workspaceId,
              timeZone: settings.timeZone,
              audience: 'private',
              showContactDetails: true,
            }),
          ),
        );
        return 'ok';
      },
    );
  });
}

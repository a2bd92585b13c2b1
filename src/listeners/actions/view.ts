import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { caseRefSchema, decodeValue } from '../../blocks/button-values';
import { renderCaseCard } from '../../blocks/case-card';
import { VIEW_ACTION } from '../../blocks/ids';
import { staleButton } from '../../blocks/notices';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../serve';
import { clicker } from './identity';

/** View on a /cases row: that case's card as a new message, only for the clicker. */
export function registerViewAction(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(VIEW_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    await serve(
      deps,
      { kind: 'action', name: 'case_view', who: clicker(body), respond, client },
      async ({ asker, context, reply }) => {
        const ref = decodeValue(caseRefSchema, action.value);
        if (!ref || ref.t !== context.workspaceId) {
          await reply(ephemeral(staleButton()));
          return 'stale_button';
        }
        const details = await deps.cases.getCase(asker, ref.c);
        await reply(
          ephemeral(
            renderCaseCard(details, {
              teamId: context.workspaceId,
              timeZone: context.timeZone,
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

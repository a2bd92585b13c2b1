import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { caseRefSchema, decodeValue } from '../../blocks/button-values';
import { renderCaseCard } from '../../blocks/case-card';
import { ActionId } from '../../blocks/ids';
import { sharedNotice, shareFailed, staleButton } from '../../blocks/notices';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../serve';
import { clicker } from './identity';

/**
 * Share in channel: the card is fetched again as the person who pressed Share (nobody shares what
 * they could not see), posted for the channel through the response_url (which works in private
 * channels without the bot in them), and the private card then says it was shared.
 */
export function registerShareAction(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.share, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = clicker(body);
    await serve(
      deps,
      { kind: 'action', name: ActionId.share, who, respond, client },
      async ({ asker, context, reply, ref }) => {
        const caseRef = decodeValue(caseRefSchema, action.value);
        if (!caseRef || caseRef.t !== context.workspaceId) {
          await reply(ephemeral(staleButton()));
          return 'stale_button';
        }
        const details = await deps.cases.getCase(asker, caseRef.c);
        const base = { teamId: context.workspaceId, timeZone: context.timeZone };
        const shared = renderCaseCard(details, {
          ...base,
          audience: 'shared',
          sharedBy: who.userId,
          // A channel is wider than the person who asked.
          showContactDetails: context.shareContactDetails,
        });
        try {
          await reply({ response_type: 'in_channel', replace_original: false, ...shared });
        } catch {
          await reply(ephemeral(shareFailed(ref)));
          return 'share_failed';
        }
        const updated = renderCaseCard(details, {
          ...base,
          audience: 'private',
          showContactDetails: true,
          notice: sharedNotice(who.userId),
        });
        try {
          await reply({ replace_original: true, ...updated });
        } catch {
          // The card is in the channel, which is what was asked; the private copy just stays as it was.
          deps.logger.warn({ ref }, 'shared, but the private card could not be updated');
        }
        return 'ok';
      },
    );
  });
}

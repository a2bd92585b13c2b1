import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { z } from 'zod';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId } from '../../blocks/ids';
import { shareFailed } from '../../blocks/notices';
import { channelCard, privateCard } from '../cards';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../serve';
import { identify } from '../identity';

const containerSchema = z.object({ message_ts: z.string().max(64).optional() });

/**
 * Share in channel: the card is fetched again as the person who pressed Share (nobody shares what
 * they could not see), posted for the channel through the response_url (which works in private
 * channels without the bot in them), and the private card then says who shared it, where and when,
 * with no Share button left. Each private card is shared once: the first press claims it in the
 * database, so a double click or a retry on another replica does not post it twice.
 */
export function registerShareAction(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.share, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const channelId = body.channel?.id;
    const messageTs = containerSchema.safeParse(body.container).data?.message_ts;
    await serve(
      deps,
      { kind: 'action', name: ActionId.share, who, respond, client },
      async ({ cases, settings, tr, channelTr, reply, ref, stale }) => {
        const caseRef = decodeButton(caseRefSchema, action.value, settings.workspaceId);
        if (!caseRef) return stale();
        const view = await cases.viewCase(caseRef.c);

        // The message's ts names this private card; without one, the same person sharing the same case here.
        const key = [settings.workspaceId, channelId ?? '-', messageTs ?? `${who.userId}`, caseRef.c].join(':');
        const claim = await deps.shareClaims.claim(key, who.userId, channelId);
        if (!claim.won) {
          // Already shared: show the private card as it stands, once more, and post nothing.
          await reply({
            replace_original: true,
            ...privateCard(view, settings, tr, { by: claim.sharedBy, channelId: claim.channelId, at: claim.at }),
          });
          return 'already_shared';
        }
        try {
          const shared = channelCard(view, settings, channelTr, who.userId);
          await reply({ response_type: 'in_channel', replace_original: false, ...shared });
        } catch {
          await deps.shareClaims.release(key).catch(() => undefined);
          await reply(ephemeral(shareFailed(tr, ref)));
          return 'share_failed';
        }
        try {
          await reply({
            replace_original: true,
            ...privateCard(view, settings, tr, { by: who.userId, channelId: channelId ?? null, at: new Date() }),
          });
        } catch {
          // The card is in the channel, which is what was asked; the private copy just stays as it was.
          deps.logger.warn({ ref }, 'shared, but the private card could not be updated');
        }
        return 'ok';
      },
    );
  });
}

import type { AllMiddlewareArgs, App, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { z } from 'zod';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId } from '../../blocks/ids';
import { notice, shareConfirm, shareFailed } from '../../blocks/notices';
import { conversationWrites } from '../../slack/conversations';
import { channelCard, privateCard } from '../cards';
import type { ListenerDeps } from '../deps';
import { ephemeral, serve } from '../../spine/serve';
import { identify } from '../identity';
import { errorForLog } from '../../spine/errors';

const containerSchema = z.object({ message_ts: z.string().max(64).optional() });

/**
 * Share in channel: the card is fetched again as the person who pressed Share (nobody shares what
 * they could not see) and posted for the channel. Where a kind module keeps shared cards true (live
 * cards), casebot posts it itself where it may (public channels, private ones it is in) and the module
 * keeps it true from then on, as the person who shared it; elsewhere it goes through the response_url
 * (which works in private channels without the bot in them), saying it is not kept up to date and how. The private card then says who shared it, where and
 * when, with no Share button left. Sharing itself (once per card, on every replica) is the use case's.
 */
export function registerShareAction(app: App, deps: ListenerDeps): void {
  const share =
    (confirmed: boolean, fromCarousel = false) =>
    async ({
      ack,
      body,
      action,
      respond,
      client,
    }: SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs) => {
      await ack();
      const who = identify(body);
      const name = confirmed ? ActionId.shareConfirmed : fromCarousel ? ActionId.shareFromCarousel : ActionId.share;
      await serve(deps, { kind: 'action', name, who, respond, client }, async (served) => {
        const { channelCases: cases, settings, tr, channelTr, reply, ref, stale } = served;
        const caseRef = decodeButton(caseRefSchema, action.value, settings.workspaceId);
        if (!caseRef) return stale();
        const channelId = body.channel?.id;
        // A channel shared with another organisation (or one Slack cannot say about): ask first.
        if (!confirmed && channelId) {
          const reach = await deps.channels.reach(client, settings.workspaceId, channelId);
          if (reach !== 'internal') {
            await reply(ephemeral(shareConfirm(tr, caseRef.n, action.value ?? '', reach)));
            return 'shared_channel';
          }
        }
        const view = await cases.viewCase(caseRef.c);
        // What the kind modules say of the case: to the channel on its card, to the sharer on theirs.
        const [channelLines, lines] = await Promise.all([
          served.linesOn(caseRef.c, 'channel'),
          served.linesOn(caseRef.c),
        ]);
        // Posted by casebot and kept true where a module keeps it (live cards: where the workspace wants
        // it, in a channel); else through the response_url.
        const shown = { view, settings, channelTr, sharedBy: who.userId, lines: channelLines };
        const keeping = channelId
          ? deps.modules.map((m) => m.keepShared?.({ ...shown, channelId })).find((k) => k !== undefined)
          : undefined;
        const request = {
          workspaceId: settings.workspaceId,
          channelId,
          messageTs: containerSchema.safeParse(body.container).data?.message_ts,
          userId: who.userId,
          caseId: caseRef.c,
        };
        const shared = await deps.sharing.shareCard(request, {
          ...(keeping && channelId
            ? {
                keep: {
                  writes: conversationWrites(client, { logger: deps.logger, ref }),
                  channelId,
                  card: keeping.card,
                  kept: keeping.kept,
                },
              }
            : {}),
          viaResponseUrl: () =>
            reply({
              response_type: 'in_channel',
              replace_original: false,
              ...(keeping?.notKept ?? channelCard(view, settings, channelTr, who.userId, { lines: channelLines })),
            }),
        });
        if (shared.kind === 'shared' && shared.kept === 'not_kept')
          deps.logger.warn({ ref, err: errorForLog(shared.notKept) }, 'shared, but the card is not kept up to date');
        if (shared.kind === 'failed') {
          await reply(ephemeral(shareFailed(tr, ref)));
          return 'share_failed';
        }
        // Where the case came up: the card casebot posted, or the channel (Slack posted it for casebot).
        if (shared.kind === 'shared' && channelId) {
          const messageTs = shared.messageTs ?? '';
          await deps.caseCameUp({
            teamId: settings.workspaceId,
            caseId: view.details.id,
            caseNumber: view.details.caseNumber,
            channelId,
            messageTs,
            threadTs: messageTs,
            source: 'share',
            by: who.userId,
          });
        }
        // Shared now, or already (then nothing is posted): the private card says by whom, where and when,
        // in the sharer's own language as before (the service's words too: read again as them where the
        // channel's language is another).
        const own = channelTr.lang === tr.lang ? view : await served.cases.viewCase(caseRef.c).catch(() => view);
        const card = privateCard(own, settings, tr, {
          shared: { by: shared.by, channelId: shared.channelId, at: shared.at },
          lines,
          actions: await served.actionsOn(caseRef.c),
        });
        try {
          // Under a carousel, the carousel stays (its other cases) and the card comes below it.
          await reply(fromCarousel ? ephemeral(card) : { replace_original: true, ...card });
        } catch (error) {
          // The card is in the channel, which is what was asked; the private copy just stays as it was.
          if (shared.kind === 'already') throw error;
          deps.logger.warn({ ref }, 'shared, but the private card could not be updated');
        }
        return shared.kind === 'already' ? 'already_shared' : 'ok';
      });
    };
  app.action<BlockAction<ButtonAction>>(ActionId.share, share(false));
  app.action<BlockAction<ButtonAction>>(ActionId.shareConfirmed, share(true));
  app.action<BlockAction<ButtonAction>>(ActionId.shareFromCarousel, share(false, true));

  // Don't share: the question is replaced by what stayed private.
  app.action<BlockAction<ButtonAction>>(ActionId.shareCancelled, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(
      deps,
      { kind: 'action', name: ActionId.shareCancelled, who, respond, client },
      async ({ settings, tr, reply, stale }) => {
        const caseRef = decodeButton(caseRefSchema, action.value, settings.workspaceId);
        if (!caseRef) return stale();
        await reply({ replace_original: true, ...notice(tr.t('share.cancelled', { caseNumber: caseRef.n })) });
        return 'ok';
      },
    );
  });
}

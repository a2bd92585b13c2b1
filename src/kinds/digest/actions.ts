import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { decodeButton, decodeValue } from '../../blocks/button-values';
import {
  DIGEST_LIST_BLOCK,
  DIGEST_QUIET_VALUE,
  digestChangeModal,
  digestEndedFor,
  digestList,
  DIGEST_SCHEDULE_FIELDS,
  digestNotice,
} from './setup-blocks';
import { searchTooLong } from '../../blocks/notices';
import { digestOwnerKey } from './keys';
import type { Digest } from './use-cases';
import { pressWindow } from '../kind';
import { DigestId, DIGEST_CHANGE, DIGEST_SEND_NOW, DIGEST_STOP, digestRefSchema } from './ids';
import { readScheduleFields } from '../../blocks/schedule';
import { ephemeral, serve } from '../../spine/serve';
import { openModal, submission } from '../../listeners/open-modal';
import type { ModuleDeps } from '../../listeners/deps';
import type { DigestOwn } from './own';
import { filterSlipNotice } from '../../blocks/search-words';
import { toldNotFound } from './command';
import { identify } from '../../listeners/identity';
import { typed } from '../../lib/bidi-controls';
import { checkedInAck } from '../../spine/ack-check';
import { wordsOf } from '../../spine/interaction';

/**
 * A digest's buttons: Send now (posts it into its channel at once, read as its owner), Change (its owner
 * only: a modal), Stop. Pressed in its channel by anyone who can use casebot there, or anywhere by its owner.
 */
export function registerDigestActions(app: App, deps: ModuleDeps, own: DigestOwn): void {
  app.action<BlockAction<ButtonAction>>(DIGEST_SEND_NOW, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: DigestId.sendNow, who, respond, client }, async (served) => {
      const ref = decodeButton(digestRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const by = { channelId: body.channel?.id, userId: who.userId };
      const found = await own.digests.pressed(served.settings.workspaceId, ref.d, by);
      if (found.kind !== 'found') return (await toldNotFound(found, served)) ?? 'ok';
      // One post a minute whoever presses (twenty presses at once, a press Slack delivers twice): its window names it.
      const sent = await own.sendNow(found.digest, pressWindow(Date.now()), client);
      if (sent !== 'sent') {
        const told =
          sent === 'refused'
            ? digestNotice.refusedNow(served.tr, found.digest)
            : sent === 'gone'
              ? digestNotice.gone(served.tr)
              : digestNotice.unavailable(served.tr, found.digest);
        await served.reply(ephemeral(told));
        return sent === 'gone' ? 'stale_button' : 'upstream_error_code';
      }
      await served.reply(ephemeral(digestNotice.sent(served.tr, found.digest)));
      return 'sent_now';
    });
  });

  app.action<BlockAction<ButtonAction>>(DIGEST_STOP, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: DigestId.stop, who, respond, client }, async (served) => {
      const ref = decodeButton(digestRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const by = { channelId: body.channel?.id, userId: who.userId };
      // Its owner hears who stopped it, in their language (nothing when they stopped it themselves).
      const key = served.settings.workspaceId;
      const tellOwner = async (ended: Digest) => ({
        dedupeKey: digestOwnerKey(),
        slackUserId: ended.createdBy,
        channelId: null,
        message: digestEndedFor(await wordsOf(deps, client, key, ended.createdBy), ended, {
          by: who.userId,
        }),
      });
      const owner = await own.digests.pressed(key, ref.d, by);
      const told = owner.kind === 'found' ? await tellOwner(owner.digest) : undefined;
      const found = await own.digests.stop(key, ref.d, by, told ? () => told : undefined);
      if (found.kind !== 'found') return (await toldNotFound(found, served)) ?? 'ok';
      const stoppedSaid = digestNotice.stopped(served.tr, found.digest);
      // Pressed on the channel's list: the list stays, without it, and says so under it.
      const pressedOn = (body.message?.blocks ?? []) as { block_id?: string }[];
      if (pressedOn.some((b) => b.block_id === DIGEST_LIST_BLOCK) && by.channelId) {
        const left = await own.digests.list(key, by.channelId);
        const list = digestList(served.tr, left, who.userId, served.settings.timeZone);
        await served.reply({
          replace_original: true,
          text: list.text,
          blocks: [...(list.blocks ?? []), ...(stoppedSaid.blocks ?? [])],
        });
        return 'stopped';
      }
      // The message pressed says so in its place: no button of a stopped digest is left to press.
      await served.reply({ replace_original: true, ...stoppedSaid });
      return 'stopped';
    });
  });

  app.action<BlockAction<ButtonAction>>(DIGEST_CHANGE, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: DigestId.change, who, respond, client }, async (served) => {
      const ref = decodeButton(digestRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const found = await own.digests.pressed(served.settings.workspaceId, ref.d, {
        channelId: body.channel?.id,
        userId: who.userId,
      });
      if (found.kind !== 'found') return (await toldNotFound(found, served)) ?? 'ok';
      if (found.digest.createdBy !== who.userId) {
        await served.reply(ephemeral(digestNotice.ownerOnly(served.tr, found.digest.createdBy)));
        return 'ok';
      }
      // Saved, it answers the message pressed in place: this digest's confirmation, or the channel's list.
      const pressed = body.response_url
        ? ({ r: body.response_url, o: action.action_id === DigestId.change ? 'one' : 'list' } as const)
        : undefined;
      const view = digestChangeModal(served.tr, found.digest, served.settings.timeZone, pressed);
      return openModal(deps, client, body.trigger_id, view, 'digest');
    });
  });

  app.view<ViewSubmitAction>(DigestId.modal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const values = view.state.values;
    const { timing, errors } = readScheduleFields(values, DIGEST_SCHEDULE_FIELDS);
    if (!(await checkedInAck(deps, { ack, who, client, name: DigestId.modal }, errors))) return;
    const quiet = (values[DigestId.quiet]?.[DigestId.quiet]?.selected_options ?? []).some(
      (o) => o.value === DIGEST_QUIET_VALUE,
    );
    const searchText = typed(values[DigestId.search]?.[DigestId.search]?.value ?? '');
    // Answered where Change was pressed: that confirmation or list, in place.
    const kept = decodeValue(digestRefSchema, view.private_metadata);
    const { interaction, answers } = submission(deps, { name: DigestId.modal, who, client }, kept?.r);
    await serve(deps, interaction, async (served) => {
      const ref = decodeButton(digestRefSchema, view.private_metadata, served.settings.workspaceId);
      if (!ref) return served.stale();
      const { tr, settings } = served;
      const changed = await own.digests.change(settings.workspaceId, ref.d, who.userId, {
        searchText,
        ...timing,
        quiet,
        timeZone: settings.timeZone,
      });
      if (changed.kind === 'changed') {
        const { digest } = changed;
        if (answers && ref.o === 'list') {
          const here = await own.digests.list(settings.workspaceId, digest.channelId);
          await served.reply({ replace_original: true, ...digestList(tr, here, who.userId, settings.timeZone) });
        } else if (answers) {
          const said = digestNotice.changedHere(tr, digest, digest.nextDueAt, settings.timeZone);
          await served.reply({ replace_original: true, ...said });
        } else {
          await served.reply(ephemeral(digestNotice.changed(tr, digest, digest.nextDueAt, settings.timeZone)));
        }
        return 'saved';
      }
      if (changed.kind === 'owner_only') await served.reply(ephemeral(digestNotice.ownerOnly(tr, changed.ownerId)));
      else if (changed.kind === 'already') await served.reply(ephemeral(digestNotice.already(tr, changed.searchText)));
      else if (changed.kind === 'gone') await served.reply(ephemeral(digestNotice.gone(tr)));
      else if (changed.kind === 'filter_slip') await served.reply(ephemeral(filterSlipNotice(tr, changed.slip)));
      else await served.reply(ephemeral(searchTooLong(tr)));
      return changed.kind === 'gone' ? 'stale_button' : 'invalid_input';
    });
  });
}

import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { decodeButton } from '../../blocks/button-values';
import { followAlready, followChangeSaved, followingList, followNeedsText, followNotChanged } from './blocks';
import { filterSlipNotice } from '../../blocks/search-words';
import { chosenEvents, followChangeModal } from './modal';
import { FOLLOW_CHANGE, FollowId, followRefSchema, UNFOLLOW_ACTION } from './ids';
import { searchTooLong } from '../../blocks/notices';
import { filterSlip, parseFilteredSearch, withEvents, withoutEvents } from '../../cases/search-filters';
import { openModal } from '../../listeners/open-modal';
import type { ModuleDeps } from '../../listeners/deps';
import type { FollowOwn } from './own';
import { followOwnerTold, toldUnfollowed } from './command';
import { identify } from '../../listeners/identity';
import { MAX_FOLLOW_TEXT } from './use-cases';
import { ephemeral, serve } from '../../spine/serve';
import { typed } from '../../lib/bidi-controls';
import { checkedInAck, type FieldErrors } from '../../spine/ack-check';

/**
 * Stop following, on a posted case or in `/cases following`: anyone who can use casebot here, in the
 * follow's own channel; elsewhere only the person who set it up. Change filters: its owner only (it reads
 * as them), in a modal.
 */
export function registerFollowActions(app: App, deps: ModuleDeps, own: FollowOwn): void {
  app.action<BlockAction<ButtonAction>>(UNFOLLOW_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: FollowId.unfollow, who, respond, client }, async (served) => {
      const ref = decodeButton(followRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const key = served.settings.workspaceId;
      const channelId = body.channel?.id;
      // A row of `/cases following` (its index appended): the list is drawn again in its place.
      const fromList = action.action_id !== FollowId.unfollow && channelId !== undefined;
      const listAgain = async () => {
        const [here, elsewhere] = await Promise.all([
          own.following.list(key, channelId ?? ''),
          own.following.theirsElsewhere(key, who.userId, channelId ?? ''),
        ]);
        return followingList(served.tr, here, elsewhere, { teamId: key, channelId: channelId ?? '' }, who.userId);
      };
      return toldUnfollowed(
        await own.following.unfollow(key, ref.f, {
          channelId,
          userId: who.userId,
          tellOwner: followOwnerTold(deps, client, key, who.userId),
        }),
        served,
        channelId,
        fromList ? listAgain : undefined,
      );
    });
  });

  app.action<BlockAction<ButtonAction>>(FOLLOW_CHANGE, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    await serve(deps, { kind: 'action', name: FollowId.change, who, respond, client }, async (served) => {
      const ref = decodeButton(followRefSchema, action.value, served.settings.workspaceId);
      if (!ref) return served.stale();
      const found = await own.following.toChange(served.settings.workspaceId, ref.f, who.userId);
      if (found.kind !== 'found') {
        await served.reply(ephemeral(followNotChanged(served.tr, found.kind === 'gone' ? 'gone' : found)));
        return found.kind === 'gone' ? 'stale_button' : 'ok';
      }
      const { searchText, teamId, id } = found.follow;
      const view = followChangeModal(served.tr, {
        id,
        teamId,
        text: withoutEvents(searchText),
        events: parseFilteredSearch(searchText).events,
      });
      return openModal(deps, client, body.trigger_id, view, 'follow');
    });
  });

  app.view<ViewSubmitAction>(FollowId.modal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const values = view.state.values;
    const text = typed(values[FollowId.text]?.[FollowId.text]?.value ?? '');
    const chosen = (values[FollowId.events]?.[FollowId.events]?.selected_options ?? []).map((o) => o.value);
    const events = chosenEvents(chosen);
    const tooLong = withEvents(text, events).length > MAX_FOLLOW_TEXT;
    const slip = filterSlip(text);
    // Said on the modal, which stays open with what was typed.
    const errors: FieldErrors = tooLong
      ? { [FollowId.text]: (tr) => searchTooLong(tr).text }
      : slip
        ? { [FollowId.text]: (tr) => filterSlipNotice(tr, slip).text }
        : events.length === 0
          ? { [FollowId.events]: (tr) => tr.t('follow.eventsNeeded') }
          : {};
    if (!(await checkedInAck(deps, { ack, who, client, name: FollowId.modal }, errors))) return;
    // No response_url from a modal: what came of it goes to the person by DM.
    await serve(deps, { kind: 'view', name: FollowId.modal, who, client }, async (served) => {
      const ref = decodeButton(followRefSchema, view.private_metadata, served.settings.workspaceId);
      if (!ref) return served.stale();
      // Read as its polls read it: in the channel's language (a status in another language is no change).
      const { tr, channelCases: cases, settings } = served;
      const searchText = withEvents(text, events);
      const changed = await own.following.change(settings.workspaceId, ref.f, who.userId, searchText, cases);
      if (changed.kind === 'changed') {
        const read = parseFilteredSearch(changed.follow.searchText);
        await served.reply(ephemeral(followChangeSaved(tr, { ...changed.follow, ...read })));
        return 'saved';
      }
      if (changed.kind === 'needs_text') await served.reply(ephemeral(followNeedsText(tr)));
      else if (changed.kind === 'too_long') await served.reply(ephemeral(searchTooLong(tr)));
      else if (changed.kind === 'filter_slip') await served.reply(ephemeral(filterSlipNotice(tr, changed.slip)));
      else if (changed.kind === 'already') await served.reply(ephemeral(followAlready(tr, changed.searchText)));
      else await served.reply(ephemeral(followNotChanged(tr, changed.kind === 'gone' ? 'gone' : changed)));
      return changed.kind === 'gone' ? 'stale_button' : 'invalid_input';
    });
  });
}

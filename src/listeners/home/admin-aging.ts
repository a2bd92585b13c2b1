import { thresholdWords } from '../../blocks/aging';
import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { AGING_FIELDS, AGING_ON_VALUE, agingModal } from '../../blocks/aging-modal';
import { ActionId, CallbackId } from '../../blocks/ids';
import { attend } from '../../spine/serve';
import { standingKey } from '../../spine/acting-as';
import { readAging } from '../../use-cases/aging-settings';
import { openModal } from '../open-modal';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { homeInteraction, isAdmin, publishHome } from './publish';
import { checkedInAck, type FieldErrors } from '../../spine/ack-check';

const NEEDS = {
  channel: 'aging.needChannel',
  actsAs: 'aging.needAs',
  thresholds: 'aging.badThresholds',
  repeat: 'aging.badRepeat',
} as const;

/**
 * Aging alerts… on an admin's App Home: the workspace's alerts turned on, changed or off in a modal, as the
 * CLI's `workspace set --aging…` does (audited). A field that cannot be read is marked on the modal.
 */
export function registerAgingAdmin(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(ActionId.agingEdit, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', ActionId.agingEdit), async (present) => {
      if (!(await isAdmin(deps, client, present.key, who.userId))) {
        await publishHome(deps, client, who.userId, present);
        return 'not_admin';
      }
      const view = agingModal(present.tr, await deps.agingSettings.settings(present.key));
      return openModal(deps, client, body.trigger_id, view, 'aging');
    });
  });

  app.view<ViewSubmitAction>(CallbackId.agingModal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const v = view.state.values;
    const asked = {
      on: (v[ActionId.agingOn]?.[ActionId.agingOn]?.selected_options ?? []).some((o) => o.value === AGING_ON_VALUE),
      channelId: v[ActionId.agingChannel]?.[ActionId.agingChannel]?.selected_conversation ?? undefined,
      actsAs: v[ActionId.agingAs]?.[ActionId.agingAs]?.selected_user ?? undefined,
      thresholds: v[ActionId.agingThresholds]?.[ActionId.agingThresholds]?.value ?? '',
      repeat: v[ActionId.agingRepeat]?.[ActionId.agingRepeat]?.value ?? '',
    };
    // The workspace's key as its settings are kept (a Grid org's, for settings kept org-wide).
    const key = standingKey(await deps.acting.standing(who));
    const read = asked.on ? readAging(asked) : undefined;
    const fields = read?.kind === 'invalid' ? read.fields : [];
    // The list is read as that person: someone not linked would have the alerts tell nothing, ever. Asked
    // whatever else is wrong, so every error shows at once.
    const chosen = asked.on && !fields.includes('actsAs') ? asked.actsAs : undefined;
    const unlinked = chosen !== undefined && !(await deps.workspaceSettings.linkOf(key, chosen));
    const errors: FieldErrors = Object.fromEntries(fields.map((f) => [AGING_FIELDS[f], (tr) => tr.t(NEEDS[f])]));
    if (unlinked) errors[AGING_FIELDS.actsAs] = (tr) => tr.t('aging.needLinked');
    if (!(await checkedInAck(deps, { ack, who, client, name: CallbackId.agingModal }, errors))) return;
    await attend(deps, homeInteraction(deps, client, who, 'action', CallbackId.agingModal), async (present) => {
      const { key, tr } = present;
      if (!(await isAdmin(deps, client, key, who.userId))) {
        await publishHome(deps, client, who.userId, present);
        return 'not_admin';
      }
      const saved = await deps.agingSettings.save(key, who.userId, asked);
      const notice =
        saved.kind === 'on'
          ? tr.t('aging.saved', {
              channel: `<#${saved.settings.channelId}>`,
              thresholds: thresholdWords(tr, saved.settings.thresholds),
              user: `<@${saved.settings.actsAs}>`,
            })
          : tr.t('aging.savedOff');
      await publishHome(deps, client, who.userId, present, notice);
      return 'saved';
    });
  });
}

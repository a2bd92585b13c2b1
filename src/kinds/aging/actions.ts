import { thresholdWords } from './blocks';
import type { App, BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { attend } from '../../spine/serve';
import { standingKey } from '../../spine/acting-as';
import { openModal } from '../../listeners/open-modal';
import type { ModuleDeps } from '../../listeners/deps';
import { identify } from '../../listeners/identity';
import { homeInteraction, isAdmin } from '../../listeners/home/publish';
import { checkedInAck, type FieldErrors } from '../../spine/ack-check';
import { AgingId } from './ids';
import { AGING_FIELDS, AGING_ON_VALUE, agingModal } from './modal';
import type { AgingOwn } from './own';
import { readAging } from './use-cases';

const NEEDS = {
  channel: 'aging.needChannel',
  actsAs: 'aging.needAs',
  thresholds: 'aging.badThresholds',
  repeat: 'aging.badRepeat',
} as const;

/**
 * Aging alerts… on an admin's App Home: the workspace's alerts turned on, changed or off in a modal, as the
 * CLI's `workspace set --aging…` does (audited). A field that cannot be read is marked on the modal. And a
 * linked person's Also by DM / Stop the DMs of the alerts about their own cases.
 */
export function registerAgingActions(app: App, deps: ModuleDeps, own: AgingOwn): void {
  app.action<BlockAction<ButtonAction>>(AgingId.edit, async ({ ack, body, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', AgingId.edit), async (present) => {
      if (!(await isAdmin(deps, client, present.key, who.userId))) {
        await deps.publishHome(client, who.userId, present);
        return 'not_admin';
      }
      const view = agingModal(present.tr, await own.settings.settings(present.key));
      return openModal(deps, client, body.trigger_id, view, 'aging');
    });
  });

  app.view<ViewSubmitAction>(AgingId.modal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const v = view.state.values;
    const asked = {
      on: (v[AgingId.on]?.[AgingId.on]?.selected_options ?? []).some((o) => o.value === AGING_ON_VALUE),
      channelId: v[AgingId.channel]?.[AgingId.channel]?.selected_conversation ?? undefined,
      actsAs: v[AgingId.actsAs]?.[AgingId.actsAs]?.selected_user ?? undefined,
      thresholds: v[AgingId.thresholds]?.[AgingId.thresholds]?.value ?? '',
      repeat: v[AgingId.repeat]?.[AgingId.repeat]?.value ?? '',
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
    if (!(await checkedInAck(deps, { ack, who, client, name: AgingId.modal }, errors))) return;
    await attend(deps, homeInteraction(deps, client, who, 'action', AgingId.modal), async (present) => {
      const { key, tr } = present;
      if (!(await isAdmin(deps, client, key, who.userId))) {
        await deps.publishHome(client, who.userId, present);
        return 'not_admin';
      }
      const saved = await own.settings.save(key, who.userId, asked);
      const notice =
        saved.kind === 'on'
          ? tr.t('aging.saved', {
              channel: `<#${saved.settings.channelId}>`,
              thresholds: thresholdWords(tr, saved.settings.thresholds),
              user: `<@${saved.settings.actsAs}>`,
            })
          : tr.t('aging.savedOff');
      await deps.publishHome(client, who.userId, present, notice);
      return 'saved';
    });
  });

  app.action<BlockAction<ButtonAction>>(AgingId.dm, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', AgingId.dm), async (present) => {
      const { standing, key, tr } = present;
      // Only someone linked has cases of their own to hear about.
      const linked = standing.ok && !standing.viaDefaultUser;
      const on = action.value === 'on';
      if (linked) await own.dm.choose(key, who.userId, on);
      // Said where it was pressed: what comes from now on, and where the ones aging already are.
      const aging = linked ? await own.settings.settings(key) : undefined;
      const said = !aging
        ? undefined
        : on
          ? tr.t('home.agingDmSaved')
          : tr.t('home.agingDmStopped', { channel: `<#${aging.channelId}>` });
      await deps.publishHome(client, who.userId, present, said);
      return linked ? 'saved' : 'user_not_linked';
    });
  });
}

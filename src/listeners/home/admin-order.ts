import type { App, BlockAction, StaticSelectAction } from '@slack/bolt';
import { orderWords, RECENT_ORDER_CHOICES, type RecentOrderChoice } from '../../blocks/home-order';
import { ActionId } from '../../blocks/ids';
import { attend } from '../../spine/serve';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { homeInteraction, isAdmin, publishHome } from './publish';

const isChoice = (value: string | undefined): value is RecentOrderChoice =>
  (RECENT_ORDER_CHOICES as readonly (string | undefined)[]).includes(value);

/**
 * How the case service lists recent cases, chosen on an admin's App Home (the CLI's `workspace set
 * --recent-order` does the same): saved and audited as a setting, then the Home says it. A forged value or
 * someone who is not an admin changes nothing.
 */
export function registerRecentOrderAdmin(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<StaticSelectAction>>(ActionId.recentOrder, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', ActionId.recentOrder), async (present) => {
      const chosen = action.selected_option?.value;
      if (!(await isAdmin(deps, client, present.key, who.userId)) || !isChoice(chosen)) {
        await publishHome(deps, client, who.userId, present);
        return isChoice(chosen) ? 'not_admin' : 'invalid_input';
      }
      const saved = await deps.recentOrder.set(present.key, who.userId, chosen === 'unknown' ? null : chosen);
      const { t } = present.tr;
      const notice =
        saved.kind === 'saved'
          ? t('order.saved', { order: orderWords(present.tr, chosen) })
          : saved.kind === 'needs_token'
            ? t('settings.error.token')
            : t('home.notConnectedAdmin', { connect: t('admin.connect') });
      await publishHome(deps, client, who.userId, present, notice);
      return saved.kind === 'saved'
        ? 'saved'
        : saved.kind === 'not_connected'
          ? 'workspace_not_connected'
          : 'invalid_input';
    });
  });
}

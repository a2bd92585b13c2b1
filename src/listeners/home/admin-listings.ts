import type { App, BlockAction, ButtonAction } from '@slack/bolt';
import { decodeButton, listedRefSchema } from '../../blocks/button-values';
import { ActionId } from '../../blocks/ids';
import { translator } from '../../i18n/translate';
import { attend } from '../../spine/serve';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { homeInteraction, isAdmin, publishHome } from './publish';

/** Matches the Stop beside any row of a kind's listing on an admin's Home. */
export const KIND_STOP = /^kind_stop_[a-z_]+_\d+$/;

/**
 * Stop beside a row of an admin's App Home listing (a digest, a reminder…): whatever kind it is, ended by
 * that kind's own listing, its person told who did, in their language, and audited; the Home drawn again
 * without it. Someone who is not an admin ends nothing.
 */
export function registerListingActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(KIND_STOP, async ({ ack, body, action, client }) => {
    await ack();
    const who = identify(body);
    await attend(deps, homeInteraction(deps, client, who, 'action', ActionId.kindStop), async (present) => {
      const { key } = present;
      const ref = decodeButton(listedRefSchema, action.value, key);
      const kind = ref ? deps.listings.find((l) => l.name === ref.k) : undefined;
      if (!(await isAdmin(deps, client, key, who.userId))) {
        await publishHome(deps, client, who.userId, present);
        return 'not_admin';
      }
      if (!ref || !kind) {
        await publishHome(deps, client, who.userId, present);
        return 'stale_button';
      }
      // Its person hears who stopped it, in their own language (looked up before it ends).
      const row = (await kind.listing.list(key, present.tr)).find((r) => r.id === ref.i);
      const lang = row ? await deps.languageFor(client, key, row.owner) : present.tr.lang;
      const detail = await kind.listing.stop(key, ref.i, who.userId, () => translator(lang));
      if (detail) await deps.homePage.audit({ teamId: key, actor: who.userId, action: `${ref.k}.ended`, detail });
      await publishHome(deps, client, who.userId, present, detail ? undefined : present.tr.t('admin.listedGone'));
      return detail ? 'ended_by_admin' : 'stale_button';
    });
  });
}

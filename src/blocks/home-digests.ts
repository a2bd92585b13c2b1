import type { KnownBlock } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { type DigestShown } from './digest';
import { digestRow, digestValue } from './digest-setup';
import { context, header, type HomeModel, section } from './home-model';
import { ActionId } from './ids';
import { button, safe } from './text';
import { type AgingThresholds, formatAging } from '../cases/aging';

/** Digests listed on an admin's Home (the CLI lists every one). */
export const HOME_DIGESTS = 10;

/**
 * An admin's Home: whether aging alerts are on (where, how, as whom), then the workspace's digests, each
 * in its channel with its schedule, next time and owner, and Stop; how many more the CLI lists.
 */
export function digestsBlocks(
  model: Pick<HomeModel, 'timeZone' | 'teamId'>,
  digests: readonly (DigestShown & { nextDueAt: Date; quiet?: boolean })[],
  tr: Translator,
  admin: { cli: string; aging?: { channelId: string; thresholds: AgingThresholds; actsAs: string } | null },
): KnownBlock[] {
  const { aging } = admin;
  const { t } = tr;
  const blocks: KnownBlock[] = [header(t('admin.digests'))];
  // Aging alerts: where, at what thresholds, read as whom; or how to turn them on.
  blocks.push(
    section(
      aging
        ? t('admin.agingOn', {
            channel: `<#${aging.channelId}>`,
            thresholds: safe(formatAging(aging.thresholds), 200),
            user: `<@${aging.actsAs}>`,
          })
        : t('admin.agingOff'),
      // Set here as in the CLI.
      button(ActionId.agingEdit, t('button.agingEdit'), 'edit'),
    ),
  );
  if (digests.length === 0) return [...blocks, context(t('admin.noDigests'))];
  digests.slice(0, HOME_DIGESTS).forEach((d, index) => {
    const text = `${digestRow(tr, d, model.timeZone)} · <#${d.channelId}>`;
    blocks.push(section(text, button(`${ActionId.digestStop}_${index}`, t('digest.stop'), digestValue(d), 'danger')));
  });
  if (digests.length > HOME_DIGESTS)
    blocks.push(context(t('admin.moreDigests', { count: digests.length - HOME_DIGESTS })));
  return blocks;
}

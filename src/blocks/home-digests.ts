import type { KnownBlock } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { type DigestShown } from './digest';
import { digestRow, digestValue } from './digest-setup';
import { context, header, type HomeModel, section } from './home-model';
import { ActionId } from './ids';
import { button } from './text';

/** Digests listed on an admin's Home (the CLI lists every one). */
export const HOME_DIGESTS = 10;

/**
 * An admin's Home: the workspace's digests, each in its channel with its schedule, next time and owner,
 * and Stop; how many more the CLI lists.
 */
export function digestsBlocks(
  model: Pick<HomeModel, 'timeZone'>,
  digests: readonly (DigestShown & { nextDueAt: Date })[],
  tr: Translator,
): KnownBlock[] {
  const { t } = tr;
  const blocks: KnownBlock[] = [header(t('admin.digests'))];
  if (digests.length === 0) return [...blocks, context(t('admin.noDigests'))];
  digests.slice(0, HOME_DIGESTS).forEach((d, index) => {
    const text = `${digestRow(tr, d, model.timeZone)} · <#${d.channelId}>`;
    blocks.push(section(text, button(`${ActionId.digestStop}_${index}`, t('digest.stop'), digestValue(d), 'danger')));
  });
  if (digests.length > HOME_DIGESTS)
    blocks.push(context(t('admin.moreDigests', { count: digests.length - HOME_DIGESTS })));
  return blocks;
}

import type { KnownBlock } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { context, header, type HomeModel, section } from './home-model';
import { ActionId } from './ids';
import { button } from './text';

/** Rows of each kind listed on an admin's Home (the CLI lists every one). */
export const HOME_LISTED = 10;

/**
 * An admin's Home: everything people set up to be told (each kind with a listing, under its own heading),
 * each row with Stop; how many more the CLI lists.
 */
export function listingBlocks(
  model: Pick<HomeModel, 'teamId'>,
  listings: NonNullable<NonNullable<HomeModel['admin']>['listings']>,
  tr: Translator,
  cli: string,
): KnownBlock[] {
  const { t } = tr;
  const blocks: KnownBlock[] = [];
  for (const listing of listings) {
    blocks.push(header(t(listing.title)));
    if (listing.rows.length === 0) {
      blocks.push(context(t(listing.none)));
      continue;
    }
    listing.rows.slice(0, HOME_LISTED).forEach((row, index) => {
      const value = encodeValue({ t: model.teamId, k: listing.name, i: row.id });
      blocks.push(
        section(row.what, button(`${ActionId.kindStop}_${listing.name}_${index}`, t('common.stop'), value, 'danger')),
      );
    });
    if (listing.rows.length > HOME_LISTED) {
      const more = { count: listing.rows.length - HOME_LISTED, command: `${cli} ${listing.name}`, team: model.teamId };
      blocks.push(context(t('listing.more', more)));
    }
  }
  return blocks;
}

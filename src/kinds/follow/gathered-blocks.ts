import { FollowId, followValue } from './ids';
import type { KnownBlock } from '@slack/types';
import type { Translator } from '../../i18n/translate';
import { forReader } from '../../blocks/bidi';
import { encodeValue } from '../../blocks/button-values';
import { changeFollowButton } from './modal';
import type { FollowShown } from './blocks';
import { searchOf } from '../../blocks/search-words';
import { ActionId } from '../../blocks/ids';
import { LIMITS, truncate } from '../../blocks/limits';
import { statusMarker } from '../../blocks/markers';
import type { Message } from '../../blocks/message';
import { button, displayValue, mrkdwn, oneLine, safe } from '../../blocks/text';

/** Cases one gathered post lists (each a line with View; the rest counted). */
const LISTED = 20;

/** What came of one case since the follow last posted. */
export interface GatheredItem {
  caseId: number;
  caseNumber: number;
  subject: string;
  what: 'new' | 'closed' | 'status' | 'notes';
  /** The status the channel last heard of (a change of status). */
  from?: string | undefined;
  /** Its status now. */
  to: string;
}

/**
 * A follow's gathered post, in a channel that hears from it once per so many minutes: what came for its
 * search since the last one (new cases, closings, changes of status, new activity), each a line with
 * View, then Stop following and Change filters.
 */
export function followGatheredPost(tr: Translator, f: FollowShown, items: readonly GatheredItem[]): Message {
  const { t } = tr;
  // Its words, and its filters in words (never their syntax).
  const { words, filters } = searchOf(tr, f.searchText);
  const about =
    t('follow.gathered', {
      search: words,
      count: items.length,
      user: f.createdByName ? `*${safe(f.createdByName, 100)}*` : `<@${f.createdBy}>`,
    }) + filters;
  const shown = (s: string) => `${statusMarker(s)}${safe(displayValue(s), 100) || '—'}`;
  const whatOf = (item: GatheredItem) => {
    if (item.what === 'new') return t('follow.itemNew');
    if (item.what === 'notes') return t('follow.itemNotes');
    return t('follow.itemStatus', { old: shown(item.from ?? ''), new: shown(item.to) });
  };
  const blocks: KnownBlock[] = [{ type: 'context', elements: [mrkdwn(about)] }];
  items.slice(0, LISTED).forEach((item, index) => {
    const subject = safe(oneLine(item.subject), 300) || t('card.noSubject');
    blocks.push({
      type: 'section',
      text: mrkdwn(truncate(`*#${item.caseNumber}* ${subject}\n${whatOf(item)}`, LIMITS.sectionText)),
      accessory: button(
        `${ActionId.viewPrefix}${index}`,
        t('button.view'),
        encodeValue({ t: f.teamId, c: item.caseId, n: item.caseNumber }),
      ),
    });
  });
  if (items.length > LISTED) {
    blocks.push({ type: 'context', elements: [mrkdwn(t('follow.gatheredMore', { count: items.length - LISTED }))] });
  }
  blocks.push({
    type: 'actions',
    elements: [button(FollowId.unfollow, t('button.unfollow'), followValue(f)), changeFollowButton(tr, f)],
  });
  return forReader(tr.lang, { text: truncate(about.replace(/\*/g, ''), LIMITS.fallbackText), blocks });
}

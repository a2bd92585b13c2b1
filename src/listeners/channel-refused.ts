import type { Message } from '../blocks/message';
import { notice } from '../blocks/notices';
import type { Translator } from '../i18n/translate';
import type { Outcome } from '../outcomes';

/**
 * Why casebot will not post unasked into this channel (whatever a person set up there): not invited,
 * shared with another organisation, or Slack could not say whether it is; and the outcome.
 */
export function toldChannelRefused(
  kind: 'cannot_post' | 'shared_channel' | 'reach_unknown',
  tr: Translator,
): [Message, Outcome] {
  if (kind === 'cannot_post') return [notice(tr.t('channel.inviteFirst')), 'cannot_post'];
  if (kind === 'shared_channel') return [notice(tr.t('channel.sharedNoPosts')), 'shared_channel'];
  return [notice(tr.t('channel.reachUnknown')), 'membership_unknown'];
}

import type { Lang } from '../i18n/languages';
import { translator } from '../i18n/translate';
import { safe } from '../blocks/text';
import type { NoticeInput } from '../spine/outbox';
import { welcomeKey } from '../spine/notice-keys';

export type { Lang } from '../i18n/languages';

/**
 * The DM to someone who asked for access, once an admin linked them (from App Home or the CLI): through
 * the outbox like everything casebot tells unasked, in the language the linker knew them to read.
 */
export function welcomeNotice(slackUserId: string, userName: string, lang: Lang): NoticeInput {
  const text = translator(lang).t('request.linked', { userName: safe(userName, 255) });
  return {
    dedupeKey: welcomeKey(),
    slackUserId,
    channelId: null,
    message: { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] },
  };
}

import type { KnownBlock } from '@slack/types';
import type { CaseDetails } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { LIMITS, truncate } from './limits';
import { safe, mrkdwn, oneLine } from './text';

const MAX_FILES_SHOWN = 25;

/** The names of a case's attachments, as many as fit, with how many more there are. */
export function fileBlocks({ t }: Translator, details: CaseDetails, total: number): KnownBlock[] {
  const files = details.attachments.attachments;
  if (total === 0) return [];
  const lines: string[] = [];
  let length = 0;
  for (const file of files.slice(0, MAX_FILES_SHOWN)) {
    const line = `• ${safe(oneLine(file.fileName), 200) || t('card.unnamedFile')}`;
    if (length + line.length > LIMITS.sectionText - 200) break;
    lines.push(line);
    length += line.length + 1;
  }
  const more = total - lines.length;
  const tail = more > 0 ? `\n${t('card.moreFiles', { count: more })}` : '';
  return [
    { type: 'divider' },
    {
      type: 'section',
      text: mrkdwn(truncate(`*${t('card.attachments')}* (${total})\n${lines.join('\n')}${tail}`, LIMITS.sectionText)),
    },
    { type: 'context', elements: [mrkdwn(t('card.attachmentsHint'))] },
  ];
}

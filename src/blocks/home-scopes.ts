import type { KnownBlock } from '@slack/types';
import type { Translator } from '../i18n/translate';
import { context, header, type ScopesShown, section } from './home-model';
import { mrkdwn, plain } from './text';

/**
 * The optional permissions on an admin's Home: each feature that needs one (the kind modules'), granted or not (which scopes
 * are missing), and how to grant them: casebot's install page asking for them all (OAuth), or the app's
 * own settings (a single-workspace install). Nothing when Slack did not say which scopes casebot has.
 */
export function scopeBlocks(tr: Translator, shown: ScopesShown): KnownBlock[] {
  const { t } = tr;
  const blocks: KnownBlock[] = [header(t('scopes.header')), context(t('scopes.why'))];
  if (!shown.granted) return [...blocks, context(t('scopes.unknown'))];
  const granted = new Set(shown.granted);
  const missing: string[] = [];
  for (const feature of shown.features) {
    const lacking = feature.scopes.filter((scope) => !granted.has(scope));
    missing.push(...lacking);
    const scopes = lacking.map((s) => `\`${s}\``).join(', ');
    const what = t(feature.words);
    blocks.push(section(lacking.length === 0 ? t('scopes.granted', { what }) : t('scopes.missing', { what, scopes })));
  }
  if (missing.length === 0) return blocks;
  if (shown.grantUrl) {
    blocks.push({
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: 'grant_scopes',
          text: plain(t('scopes.grant'), 75),
          url: shown.grantUrl,
          style: 'primary',
        },
      ],
    });
    blocks.push(context(t('scopes.grantHow')));
  } else {
    blocks.push({ type: 'context', elements: [mrkdwn(t(shown.oauth ? 'scopes.grantOauth' : 'scopes.grantSettings'))] });
  }
  return blocks;
}

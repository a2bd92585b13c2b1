import type { Button, KnownBlock } from '@slack/types';
import type { MessageKey, Translator } from '../i18n/translate';
import { MAX_SEARCH_TEXT } from './button-values';
import { escapeMrkdwn } from './escape';
import type { Message } from './message';
import { ActionId } from './ids';
import { button, mrkdwn, safe } from './text';

/** A one-section message. */
export function notice(text: string): Message {
  return { text, blocks: [{ type: 'section', text: mrkdwn(text) }] };
}

/** A title, then one section per row with its own button (the watches a person holds, a channel's follows). */
export function buttonRows(title: string, rows: { text: string; button: Button }[]): Message {
  return {
    text: title,
    blocks: [
      { type: 'section', text: mrkdwn(title) },
      ...rows.map((row): KnownBlock => ({ type: 'section', text: mrkdwn(row.text), accessory: row.button })),
    ],
  };
}

export const CLI = 'npm run casebot --';

/** A placeholder like `<token>`, escaped: Slack reads a bare `<…>` as a link, even in code. */
const ph = (name: string) => `&lt;${name}&gt;`;

/** `/cases help`: casebot's commands, then each kind module's own line (`modules`, registry order). */
export const usage = ({ t }: Translator, modules: readonly { usage?: MessageKey }[] = []): Message =>
  notice(
    [
      t('usage.intro'),
      `• ${t('usage.case')}`,
      `• ${t('usage.cases')}`,
      `• ${t('usage.recent')}`,
      `• ${t('usage.mine')}`,
      ...modules.flatMap((m) => (m.usage ? [`• ${t(m.usage)}`] : [])),
    ].join('\n'),
  );

export const caseNumberHint = ({ t }: Translator, text: string): Message =>
  notice(t('hint.notANumber', { text: safe(text, 100) }));

/** `/case 1234 wtch`: the command it most likely was. */
export const didYouMeanCommand = ({ t }: Translator, command: string): Message =>
  notice(t('hint.didYouMean', { command }));

export const oneCaseAtATime = ({ t }: Translator): Message =>
  notice(t('hint.oneCase', { placeholder: ph(t('placeholder.text')) }));

export const badCaseNumber = ({ t }: Translator): Message => notice(t('hint.badNumber'));

export const caseNotFound = ({ t }: Translator, caseNumber: number): Message =>
  notice(t('hint.notFound', { caseNumber: String(caseNumber), placeholder: ph(t('placeholder.text')) }));

export const searchTooLong = ({ t }: Translator): Message => notice(t('hint.searchTooLong', { max: MAX_SEARCH_TEXT }));

/** `cli`: how the admin CLI is run where casebot runs (the sandbox names its own database). */
export const notConnected = ({ t }: Translator, teamId: string, cli = CLI): Message =>
  notice(
    t('unserved.notConnected', {
      command: `\`${escapeMrkdwn(cli)} workspace set ${teamId} --client-name ${ph('clientName')} --api-token ${ph('token')}\``,
    }),
  );

export const uninstalled = ({ t }: Translator): Message => notice(t('unserved.uninstalled'));

export const storeUnavailable = ({ t }: Translator, ref: string): Message => notice(t('error.store', { ref }));

/**
 * To someone not linked: what they can do themselves (Request access on casebot's Home; an admin, Link
 * myself there), or, once they asked, that the admins have it.
 */
export const notLinked = ({ t }: Translator, requested: boolean | 'admin' = false): Message =>
  notice(
    t(
      requested === 'admin'
        ? 'unserved.notLinkedAdmin'
        : requested
          ? 'unserved.notLinkedRequested'
          : 'unserved.notLinked',
    ),
  );

/** Slack could not say whether someone served through the default user belongs to the workspace. */
export const membershipUnknown = ({ t }: Translator, ref: string): Message =>
  notice(t('unserved.membershipUnknown', { ref }));

/** To someone whose case link was not unfurled because they are not linked (at most once a day). */
export const unfurlHint = ({ t }: Translator): Message => notice(t('unfurl.hint'));

export const credentialsUnreadable = ({ t }: Translator, teamId: string, ref: string): Message =>
  notice(t('unserved.credentials', { command: `\`${CLI} workspace set ${teamId} --api-token ${ph('token')}\``, ref }));

export const noBaseUrl = ({ t }: Translator, teamId: string): Message =>
  notice(t('unserved.noBaseUrl', { command: `\`${CLI} workspace set ${teamId} --base-url ${ph('url')}\`` }));

/** The service's own words and a reference, then who can fix it and where (an admin, on casebot's Home). */
export const serviceRefused = ({ t }: Translator, errorCode: number, description: string, ref: string): Message =>
  notice(
    `${
      description
        ? t('error.refused', { description: safe(description, 500), code: String(errorCode), ref })
        : t('error.refusedNoDescription', { code: String(errorCode), ref })
    }\n${t('error.whoFixes', { edit: t('admin.edit'), check: t('settings.check') })}`,
  );

export const serviceUnavailable = (
  { t }: Translator,
  reason: 'timeout' | 'unreachable' | 'garbled',
  ref: string,
): Message => notice(t(`error.${reason}`, { ref }));

export const internalError = ({ t }: Translator, ref: string): Message => notice(t('error.internal', { ref }));

export const staleButton = ({ t }: Translator): Message => notice(t('error.staleButton'));

/** `date` is already formatted for Slack (a date token). */
export const sharedNotice = ({ t }: Translator, userId: string, channelId: string | null, date: string): string =>
  t('card.sharedIn', { user: `<@${userId}>`, channel: channelId ? `<#${channelId}>` : t('card.theChannel'), date });

export const notesUnavailable = ({ t }: Translator): Message => notice(t('error.notesUnavailable'));

export const shareFailed = ({ t }: Translator, ref: string): Message => notice(t('error.shareFailed', { ref }));

/**
 * Share asked in a channel shared with another organisation (or one Slack could not say about): the
 * person says yes first. `value` is the card's case reference, as its Share button carried it.
 */
export function shareConfirm(
  { t }: Translator,
  caseNumber: number,
  value: string,
  reach: 'external' | 'unknown',
): Message {
  const text = t(reach === 'external' ? 'share.confirmShared' : 'share.confirmUnknown', { caseNumber });
  return {
    text,
    blocks: [
      { type: 'section', text: mrkdwn(text) },
      {
        type: 'actions',
        elements: [
          button(ActionId.shareConfirmed, t('button.shareAnyway'), value, 'danger'),
          button(ActionId.shareCancelled, t('button.dontShare'), value),
        ],
      },
    ],
  };
}

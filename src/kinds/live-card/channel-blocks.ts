import type { KnownBlock, ModalView } from '@slack/types';
import type { Translator } from '../../i18n/translate';
import { encodeRef } from '../../blocks/button-values';
import type { CaseLine } from '../../blocks/case-card';
import { LiveCardId } from './ids';
import type { Message } from '../../blocks/message';
import { modal } from '../../blocks/notes-modal';
import { notice } from '../../blocks/notices';
import { button, mrkdwn, plain } from '../../blocks/text';

import { CHANNEL_NAME_MAX } from '../../lib/conversation-port';

/** What Slack takes as a channel name: lowercase letters (any script), digits, hyphens, underscores. */
export const CHANNEL_NAME = /^[\p{Ll}\p{Lo}\p{Nd}_-]{1,80}$/u;

/**
 * The name proposed for a case's channel: `case-1234-printer-on-floor-3` (the subject lowercased,
 * accents dropped, anything but letters and digits a hyphen, cut at a word to 80 characters). Words in a
 * right-to-left script are left out: after `case-1234-` they would show out of order (the person may
 * still type them).
 */
export function channelNameFor(caseNumber: number, subject: string): string {
  const head = `case-${caseNumber}`;
  const words = subject
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]+/gu, ' ')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (!words) return head;
  let name = `${head}-${words}`;
  if (name.length > CHANNEL_NAME_MAX) {
    name = name.slice(0, CHANNEL_NAME_MAX + 1);
    const cut = name.lastIndexOf('-');
    name = cut > head.length ? name.slice(0, cut) : name.slice(0, CHANNEL_NAME_MAX);
  }
  return name.replace(/-+$/g, '');
}

/** A name someone typed, as Slack would take it (trimmed, lowercased, spaces as hyphens); undefined: not a name. */
export function channelNameFrom(typed: string): string | undefined {
  const name = typed.trim().toLowerCase().replace(/\s+/g, '-').replace(/^#/, '');
  return CHANNEL_NAME.test(name) ? name : undefined;
}

interface ChannelModalInput {
  caseNumber: number;
  name: string;
  asker: string;
  /** What the submission needs back: the case, bound to the workspace. */
  privateMetadata: string;
  /** Whether the workspace keeps cards up to date (the modal promises it only then). */
  live: boolean;
  /** Shown again with what was chosen (the name Slack refused is replaced): a note, privacy, invitees. */
  again?: { note: string; isPrivate: boolean; invitees: string[] };
}

/** Open a channel: filled in (the name, public, the asker), so submitting it untouched makes the channel. */
export function channelModal({ t }: Translator, input: ChannelModalInput): ModalView {
  return modal({
    callbackId: LiveCardId.channelModal,
    title: t('channel.title'),
    submit: t('channel.submit'),
    close: t('modal.close'),
    privateMetadata: input.privateMetadata,
    blocks: [
      {
        type: 'section',
        text: mrkdwn(
          input.again?.note ??
            t(input.live ? 'channel.intro' : 'channel.introNotLive', { caseNumber: String(input.caseNumber) }),
        ),
      },
      {
        type: 'input',
        block_id: LiveCardId.channelName,
        label: plain(t('channel.name'), 2000),
        hint: plain(t('channel.nameHint'), 2000),
        element: {
          type: 'plain_text_input',
          action_id: LiveCardId.channelName,
          initial_value: input.name,
          max_length: CHANNEL_NAME_MAX,
        },
      },
      {
        type: 'input',
        block_id: LiveCardId.channelPrivacy,
        label: plain(t('channel.privacy'), 2000),
        element: {
          type: 'radio_buttons',
          action_id: LiveCardId.channelPrivacy,
          initial_option: input.again?.isPrivate
            ? { text: plain(t('channel.private'), 75), value: 'private' }
            : { text: plain(t('channel.public'), 75), value: 'public' },
          options: [
            { text: plain(t('channel.public'), 75), value: 'public' },
            { text: plain(t('channel.private'), 75), value: 'private' },
          ],
        },
      },
      {
        type: 'input',
        block_id: LiveCardId.channelInvitees,
        label: plain(t('channel.invite'), 2000),
        hint: plain(t('channel.inviteHint'), 2000),
        optional: true,
        element: {
          type: 'multi_users_select',
          action_id: LiveCardId.channelInvitees,
          initial_users: input.again
            ? [...new Set([input.asker, ...input.again.invitees])].slice(0, 30)
            : [input.asker],
          max_selected_items: 30,
        },
      },
    ],
  });
}

/** The modal after Create: what was made, or what went wrong and what to do. */
export function channelResultModal({ t }: Translator, text: string): ModalView {
  return modal({
    callbackId: LiveCardId.channelModal,
    title: t('channel.title'),
    close: t('modal.close'),
    blocks: [{ type: 'section', text: mrkdwn(text) }],
  });
}

/**
 * In a case channel, when its case closes (and a week later, if it is still open): Archive channel, whose
 * value names the case and its channel (only that channel is archived, once the store agrees).
 */
export function caseChannelClosed(
  { t }: Translator,
  card: { teamId: string; caseId: number; caseNumber: number; channelId: string },
  when: 'closed' | 'closedWeek',
): Message {
  const { caseNumber } = card;
  const text = t(when === 'closed' ? 'channel.closed' : 'channel.closedWeek', { caseNumber: String(caseNumber) });
  const blocks: KnownBlock[] = [
    { type: 'section', text: mrkdwn(text) },
    {
      type: 'actions',
      elements: [
        {
          ...button(
            LiveCardId.archiveChannel,
            t('button.archiveChannel'),
            encodeRef({ t: card.teamId, c: card.caseId, h: card.channelId }),
            'danger',
          ),
          // Archiving takes the channel from everyone: asked first, as Slack asks.
          confirm: {
            title: plain(t('channel.archiveTitle'), 100),
            text: plain(t('channel.archiveConfirm', { caseNumber: String(caseNumber) }), 300),
            confirm: plain(t('button.archiveChannel'), 30),
            deny: plain(t('admin.cancel'), 30),
            style: 'danger',
          },
        },
      ],
    },
  ];
  return { text, blocks };
}

/** A case that already has a channel: where it is. */
export const channelExists = ({ t }: Translator, caseNumber: number, channelId: string): Message =>
  notice(t('channel.exists', { caseNumber: String(caseNumber), channel: `<#${channelId}>` }));

/** What every card, side panel and Home row of a case with its own channel says: its name. */
export function caseChannelLine(tr: Translator, channel: { channelId: string; channelName: string }): CaseLine {
  return {
    text: tr.t('card.caseChannel', { channel: `<#${channel.channelId}>` }),
    field: { key: 'case_channel', label: tr.t('card.caseChannelLabel'), value: `#${channel.channelName}` },
  };
}

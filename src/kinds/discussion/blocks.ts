import type { KnownBlock, ModalView } from '@slack/types';
import type { CaseLine } from '../../blocks/case-card';
import { slackDate } from '../../blocks/dates';
import { forReader } from '../../blocks/bidi';
import { escapeMrkdwn } from '../../blocks/escape';
import { notice } from '../../blocks/notices';
import type { Message } from '../../blocks/message';
import { modal } from '../../blocks/notes-modal';
import { mrkdwn, plain } from '../../blocks/text';
import type { Translator } from '../../i18n/translate';
import type { Conversation } from './access';
import { DiscussionId } from './ids';

/** One conversation a reader may open, as it is shown: where, its link (none for a whole channel), when, by whom. */
export interface Shown {
  channelId: string;
  conversation: Conversation;
  permalink: string | undefined;
  at: Date;
  by: string;
}

/** How many conversations a card names; the rest are counted, and All conversations lists them. */
export const SHOWN_ON_CARD = 3;

/** A conversation's name as its reader sees it: `#support`, or what a DM or group DM is called. */
const placeName = (tr: Translator, c: Conversation) =>
  c.kind === 'dm' ? tr.t('discussion.dm') : c.kind === 'group_dm' ? tr.t('discussion.groupDm') : c.name;

/** A conversation as a link to its message (or the channel's own mention, for a whole channel). */
function place(tr: Translator, shown: Shown): string {
  const name = escapeMrkdwn(placeName(tr, shown.conversation));
  return shown.permalink ? `<${shown.permalink}|${name}>` : `<#${shown.channelId}>`;
}

/** When, as a date and time each reader sees in their own zone (two messages of a day told apart). */
const when = (tr: Translator, at: Date) => slackDate(at, 'UTC', tr);

/**
 * The card's and the side panel's line: the newest few conversations the reader may open, as links to
 * the messages, with their date, and how many more there are.
 */
export function discussedLine(tr: Translator, shown: readonly Shown[], more: number): CaseLine | undefined {
  if (shown.length === 0) return undefined;
  const first = shown.slice(0, SHOWN_ON_CARD);
  // For an Arabic reader the list runs right to left, with its own comma.
  const list = (items: string[]) => (tr.lang === 'ar' ? `\u200F${items.join('، ')}` : items.join(', '));
  const places = list(first.map((s) => `${place(tr, s)} (${when(tr, s.at)})`));
  const names = list(first.map((s) => placeName(tr, s.conversation)));
  return {
    text: `:speech_balloon: ${
      more > 0 ? tr.t('discussion.lineMore', { places, count: more }) : tr.t('discussion.line', { places })
    }`,
    field: {
      key: 'discussed_in',
      label: tr.t('discussion.label'),
      value: more > 0 ? tr.t('discussion.valueMore', { places: names, count: more }) : names,
    },
  };
}

/** All conversations: every one the reader may open, newest first, with who linked it (in the reader's direction). */
export function discussionsModal(tr: Translator, caseNumber: number, shown: readonly Shown[]): ModalView {
  return forReader(tr.lang, listModal(tr, caseNumber, shown));
}

function listModal(tr: Translator, caseNumber: number, shown: readonly Shown[]): ModalView {
  const rows: KnownBlock[] = shown.map((s) => ({
    type: 'section',
    text: mrkdwn(tr.t('discussion.row', { place: place(tr, s), date: when(tr, s.at), user: `<@${s.by}>` })),
  }));
  return modal({
    callbackId: DiscussionId.listModal,
    title: tr.t('discussion.label'),
    close: tr.t('modal.close'),
    blocks: [
      {
        type: 'section',
        text: mrkdwn(
          shown.length > 0
            ? tr.t('discussion.listIntro', { caseNumber: String(caseNumber) })
            : tr.t('discussion.none', { caseNumber: String(caseNumber) }),
        ),
      },
      ...rows,
    ],
  });
}

/** Link to a case: which case the message is about, by its number or words of its subject. */
export function linkModal(tr: Translator, privateMetadata: string, initial: string | undefined): ModalView {
  return forReader(tr.lang, linkForm(tr, privateMetadata, initial));
}

function linkForm(tr: Translator, privateMetadata: string, initial: string | undefined): ModalView {
  return modal({
    callbackId: DiscussionId.linkModal,
    title: tr.t('discussion.linkTitle'),
    submit: tr.t('discussion.linkSubmit'),
    close: tr.t('admin.cancel'),
    privateMetadata,
    blocks: [
      {
        type: 'input',
        block_id: DiscussionId.linkCase,
        label: plain(tr.t('discussion.linkLabel'), 2000),
        hint: plain(tr.t('discussion.linkHint'), 2000),
        element: {
          type: 'plain_text_input',
          action_id: DiscussionId.linkCase,
          max_length: 200,
          ...(initial ? { initial_value: initial } : {}),
        },
      },
    ],
  });
}

/** What came of Link to a case, said to the person who used it only. */
export function linkAnswer(
  tr: Translator,
  said:
    | { kind: 'linked' | 'already'; caseNumber: number; channelId: string }
    | { kind: 'not_found'; caseNumber: number }
    | { kind: 'no_match'; words: string }
    | { kind: 'many'; words: string; numbers: readonly number[]; beyond: boolean }
    | { kind: 'shared' },
): Message {
  switch (said.kind) {
    case 'linked':
      return notice(
        `:link: ${tr.t('discussion.linked', { caseNumber: String(said.caseNumber), channel: `<#${said.channelId}>` })}`,
      );
    case 'already':
      return notice(
        `:link: ${tr.t('discussion.already', { caseNumber: String(said.caseNumber), channel: `<#${said.channelId}>` })}`,
      );
    case 'not_found':
      return notice(tr.t('discussion.notFound', { caseNumber: String(said.caseNumber) }));
    case 'no_match':
      return notice(tr.t('discussion.noMatch', { words: escapeMrkdwn(said.words) }));
    case 'shared':
      return notice(tr.t('discussion.sharedChannel'));
    case 'many':
      return notice(
        tr.t('discussion.manyMatch', {
          words: escapeMrkdwn(said.words),
          numbers: [...said.numbers.map((n) => `#${n}`), ...(said.beyond ? ['…'] : [])].join(', '),
        }),
      );
  }
}

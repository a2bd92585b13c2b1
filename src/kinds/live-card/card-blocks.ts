import type { ActionsBlock, KnownBlock, Overflow } from '@slack/types';
import { parseServiceDate } from '../../case-api/dates';
import type { Note } from '../../case-api/schemas';
import type { Translator } from '../../i18n/translate';
import { formatForSlack } from '../../blocks/dates';
import { defang } from '../../blocks/escape';
import { BlockId } from '../../blocks/ids';
import type { CardKept } from '../../blocks/case-card';
import { CARD_MENU_ACTION, isLiveLine, LiveCardId } from './ids';
import { LATEST_NOTE_MAX, LIMITS, truncate } from '../../blocks/limits';
import { statusMarker } from '../../blocks/markers';
import type { Message } from '../../blocks/message';
import { noteHead, notesNewestFirst, quote } from '../../blocks/notes';
import { displayValue, mrkdwn, oneLine, plain, safe } from '../../blocks/text';
import { forReader } from '../../blocks/bidi';

/** Notes one thread reply tells in full; more are counted. */
const NOTES_IN_REPLY = 5;

/** The line of a card casebot keeps true: since when it says what it says (a fresh block_id per version). */
function liveLine(
  tr: Translator,
  live: { version: number; updatedAt?: Date | undefined },
  timeZone: string,
): KnownBlock {
  const text = live.updatedAt
    ? tr.t('card.liveUpdated', {
        date: formatForSlack({ kind: 'parsed', date: live.updatedAt, raw: '' }, timeZone, tr),
      })
    : tr.t('card.live');
  return { type: 'context', block_id: `${LiveCardId.liveLine}.v${live.version}`, elements: [mrkdwn(text)] };
}

/**
 * A shared card casebot keeps true, as the case card draws it: the line saying since when, and Stop
 * updating in a menu beside its buttons, at this version (its buttons' block is new each version).
 */
export function keptLive(
  tr: Translator,
  live: { version: number; updatedAt?: Date | undefined },
  timeZone: string,
): CardKept {
  const menu: Overflow = {
    type: 'overflow',
    action_id: LiveCardId.cardMenu,
    options: [{ text: plain(tr.t('card.stopUpdating'), LIMITS.optionText), value: 'stop_updating' }],
  };
  return { lines: [liveLine(tr, live, timeZone)], menu, version: live.version };
}

/** A shared card posted where casebot could not post itself, so nobody keeps it true: it says how to change that. */
export function notKeptLive(tr: Translator): CardKept {
  return { lines: [{ type: 'context', elements: [mrkdwn(tr.t('card.notLive'))] }] };
}

/** Why a live card stopped, as its last line says it. */
export type CardEnd =
  | { reason: 'stopped'; by: string }
  | {
      reason:
        'unlinked' | 'left_workspace' | 'closed' | 'quiet' | 'turned_off' | 'superseded' | 'refused' | 'disconnected';
    }
  | { reason: 'cap_channel' | 'cap_workspace'; max: number };

interface CardChange {
  caseNumber: number;
  timeZone: string;
  oldStatus: string;
  newStatus: string;
  /** Notes not told before. */
  newNotes: Note[];
  /** The case's subject: a change of status names the case (a close or reopen is also seen in the channel). */
  subject?: string;
}

/**
 * The reply in a live card's thread: what changed in one round (status old → new, each new note with its
 * author and time, cut as the compact card cuts it). Undefined when nothing a thread tells changed.
 */
export function cardReply(tr: Translator, change: CardChange): Message | undefined {
  return forReader(tr.lang, cardReplyUnread(tr, change));
}

function cardReplyUnread(tr: Translator, change: CardChange): Message | undefined {
  const when = (raw: string) => formatForSlack(parseServiceDate(raw, change.timeZone), change.timeZone, tr);
  const blocks: KnownBlock[] = [];
  if (change.oldStatus !== change.newStatus) {
    const shown = (s: string) => `${statusMarker(s)}${safe(displayValue(s), 200) || '—'}`;
    const subject = safe(oneLine(change.subject ?? ''), 150);
    blocks.push({ type: 'context', elements: [mrkdwn(`*#${change.caseNumber}*${subject ? ` · ${subject}` : ''}`)] });
    blocks.push({
      type: 'section',
      text: mrkdwn(tr.t('change.status', { old: shown(change.oldStatus), new: shown(change.newStatus) })),
    });
  }
  const notes = notesNewestFirst(change.newNotes, change.timeZone).reverse();
  const told = notes.slice(-NOTES_IN_REPLY);
  if (notes.length > told.length) {
    blocks.push({
      type: 'context',
      elements: [mrkdwn(tr.t('change.moreNotes', { count: notes.length - told.length }))],
    });
  }
  for (const note of told) {
    const body = quote(safe(note.note, LATEST_NOTE_MAX) || `_${tr.t('card.emptyNote')}_`);
    blocks.push({
      type: 'section',
      text: mrkdwn(truncate(`${noteHead(tr, note, when)}\n${body}`, LIMITS.sectionText)),
    });
  }
  if (blocks.length === 0) return undefined;
  const text = truncate(tr.t('live.replyFallback', { caseNumber: String(change.caseNumber) }), LIMITS.fallbackText);
  return { text, blocks };
}

/**
 * The card as it was, saying it is no longer kept up to date and why: the live line and the Stop updating
 * menu are gone, nothing else is fetched again.
 */
export function endedCard(card: { text: string; blocks: unknown[] }, tr: Translator, end: CardEnd): Message {
  const blocks = (card.blocks as KnownBlock[])
    .filter((b) => !isLiveLine(b.block_id))
    .map((b): KnownBlock => {
      if (b.type !== 'actions') return b;
      const elements = (b as ActionsBlock).elements.filter(
        (e) => !('action_id' in e && CARD_MENU_ACTION.test(e.action_id ?? '')),
      );
      return { ...b, block_id: BlockId.caseActions, elements };
    })
    .filter((b) => b.type !== 'actions' || (b as ActionsBlock).elements.length > 0);
  const line = endLine(tr, end);
  // Above the buttons, where the live line was.
  const at = blocks.findIndex((b) => b.type === 'actions');
  const ended: KnownBlock = { type: 'context', elements: [mrkdwn(line)] };
  if (at < 0) blocks.push(ended);
  else blocks.splice(at, 0, ended);
  return { text: card.text, blocks: blocks.slice(0, LIMITS.blocks) };
}

/** Each ending's words (named whole, so the catalogue's check finds every one said). */
const ENDED = {
  unlinked: 'live.ended.unlinked',
  left_workspace: 'live.ended.left_workspace',
  closed: 'live.ended.closed',
  quiet: 'live.ended.quiet',
  turned_off: 'live.ended.turned_off',
  superseded: 'live.ended.superseded',
  refused: 'live.ended.refused',
  disconnected: 'live.ended.disconnected',
} as const;

function endLine(tr: Translator, end: CardEnd): string {
  switch (end.reason) {
    case 'stopped':
      return tr.t('live.ended.stopped', { user: `<@${end.by}>` });
    case 'cap_channel':
      return tr.t('live.ended.cap_channel', { max: end.max });
    case 'cap_workspace':
      return tr.t('live.ended.cap_workspace', { max: end.max });
    default:
      return tr.t(ENDED[end.reason]);
  }
}

/** A card of a case that now has its own channel, naming it (above its buttons). */
export function withCaseChannel(card: { text: string; blocks: unknown[] }, tr: Translator, channelId: string): Message {
  const blocks = [...(card.blocks as KnownBlock[])];
  const line: KnownBlock = {
    type: 'context',
    elements: [mrkdwn(tr.t('card.caseChannel', { channel: `<#${channelId}>` }))],
  };
  const at = blocks.findIndex((b) => b.type === 'actions' || isLiveLine(b.block_id));
  if (at < 0) blocks.push(line);
  else blocks.splice(at, 0, line);
  return { text: card.text, blocks: blocks.slice(0, LIMITS.blocks) };
}

/** A case channel's topic: `#1234 · Open · High`, kept current (plain text, Slack's 250 characters). */
export function caseTopic(caseNumber: number, status: string, priority: string): string {
  // The service's words: never a mention or a link, even in plain text.
  const parts = [`#${caseNumber}`, defang(displayValue(status)), defang(displayValue(priority))].filter(
    (p) => p !== '',
  );
  return truncate(parts.join(' · '), 250);
}

import type { CardBlock, KnownBlock } from '@slack/types';
import type { CaseDetails } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { ActionId } from './ids';
import { LATEST_NOTE_MAX, truncate } from './limits';
import { priorityMarker, statusMarker } from './markers';
import type { Message } from './message';
import { notesNewestFirst } from './notes';
import { button, displayValue, mrkdwn, oneLine, safe } from './text';
import { forReader } from './bidi';

/** Slack's carousel holds at most 10 cards. */
export const CAROUSEL_CARDS = 10;

interface CarouselCase {
  details: CaseDetails;
  /** What the case's list row said (priority), when it was read lately. */
  facts: { priority: string } | undefined;
}

/**
 * Look up cases: the cases a message names as one carousel of compact cards (number and subject, status
 * and priority, customer and the latest note), each with View (the full card) and Share; the numbers
 * not found and how many more the message names are said under it.
 */
export function caseCarousel(tr: Translator, input: CarouselInput): Message {
  return forReader(tr.lang, carouselUnread(tr, input));
}

type CarouselInput = {
  teamId: string;
  timeZone: string;
  cases: CarouselCase[];
  notFound: number[];
  more: string[];
  /** Links in the message that are not cases of this workspace (see `notCaseLinks`). */
  otherLinks?: string[];
  caseUrlTemplate?: string | null;
};

function carouselUnread(tr: Translator, input: CarouselInput): Message {
  const { t } = tr;
  const cards: CardBlock[] = input.cases.slice(0, CAROUSEL_CARDS).map(({ details, facts }, index) => {
    const value = encodeValue({ t: input.teamId, c: details.id, n: details.caseNumber });
    const status = `${statusMarker(details.status)}${safe(displayValue(details.status), 60) || '—'}`;
    const priority = facts?.priority.trim()
      ? ` · ${priorityMarker(facts.priority)}${safe(displayValue(facts.priority), 40)}`
      : '';
    const latest = notesNewestFirst(details.notes, input.timeZone, 1)[0];
    const note = latest ? `\n> ${safe(oneLine(latest.note), Math.min(LATEST_NOTE_MAX, 200))}` : '';
    return {
      type: 'card',
      title: mrkdwn(
        truncate(`*#${details.caseNumber}* ${safe(oneLine(details.subject), 150) || t('card.noSubject')}`, 200),
      ),
      subtitle: mrkdwn(truncate(`${status}${priority}`, 150)),
      body: mrkdwn(truncate(`${safe(oneLine(details.customerName), 100) || '—'}${note}`, 400)),
      actions: [
        button(`${ActionId.viewPrefix}${index}`, t('button.view'), value),
        button(ActionId.shareFromCarousel, t('button.shareShort'), value, 'primary'),
      ],
    };
  });
  const blocks: KnownBlock[] = [{ type: 'section', text: mrkdwn(`*${t('lookup.title')}*`) }];
  if (cards.length > 0) blocks.push({ type: 'carousel', elements: cards });
  const said: string[] = [];
  if (input.notFound.length > 0)
    said.push(t('lookup.notFound', { numbers: input.notFound.map((n) => `#${n}`).join(', ') }));
  if (input.more.length > 0)
    said.push(
      t('lookup.more', {
        count: input.more.length,
        numbers: input.more.join(', '),
        placeholder: `&lt;${t('placeholder.number')}&gt;`,
      }),
    );
  const other = notCaseLinks(tr, input.otherLinks ?? [], input.caseUrlTemplate);
  if (other) said.push(other);
  if (said.length > 0) blocks.push({ type: 'context', elements: said.map(mrkdwn) });
  const numbers = input.cases.map(({ details }) => `#${details.caseNumber}`).join(', ');
  return { text: `${t('lookup.title')}: ${numbers || '—'}`, blocks };
}

/**
 * What Look up cases says of the links it did not read: not cases of this workspace (whose case links
 * look like its template), or none read at all where the workspace has no template. Undefined: none.
 */
export function notCaseLinks(tr: Translator, links: string[], template: string | null | undefined): string | undefined {
  if (links.length === 0) return undefined;
  const listed = links.map((link) => `\`${safe(truncate(link, 100), 100)}\``).join(', ');
  return template
    ? tr.t('lookup.notCaseLinks', { links: listed, template: `\`${safe(template, 300)}\`` })
    : tr.t('lookup.noTemplate', { links: listed });
}

import type { Button, MrkdwnElement, PlainTextElement } from '@slack/types';
import { escapeMrkdwn } from './escape';
import { clean, LIMITS, truncate } from './limits';

/** Upstream text for mrkdwn: control characters removed, escaped (see escapeMrkdwn), then cut to `max`. */
export function safe(text: string, max: number): string {
  return truncate(escapeMrkdwn(clean(text)), max);
}

/** Upstream text on one line (for headers, list rows, button labels). */
export function oneLine(text: string): string {
  const cleaned = clean(text);
  // Most text is one line already, single-spaced.
  return (SPREAD.test(cleaned) ? cleaned.replace(/\s+/g, ' ') : cleaned).trim();
}

/** White space other than single spaces: two in a row, or a newline, a tab, a no-break space… */
const SPREAD = /\s\s|[^\S ]/;

/**
 * A status or priority as casebot shows it everywhere (card, list, fallback text): the service's own
 * text on one line, its first letter capitalised (`open` and `Open` both read `Open`).
 */
export function displayValue(text: string): string {
  const line = oneLine(text);
  return line.charAt(0).toLocaleUpperCase('en-US') + line.slice(1);
}

/**
 * A mrkdwn element with `verbatim: true`: Slack then does not turn bare URLs, channel names or
 * `@names` in it into links or mentions. casebot's own mentions use the explicit `<@U…>` form.
 */
export const mrkdwn = (text: string): MrkdwnElement => ({ type: 'mrkdwn', text, verbatim: true });

/** A button casebot handles itself (a link button is made where it is needed). */
export function button(actionId: string, label: string, value?: string, style?: 'primary' | 'danger'): Button {
  return {
    type: 'button',
    action_id: actionId,
    text: plain(label, LIMITS.buttonText),
    ...(value !== undefined ? { value } : {}),
    ...(style ? { style } : {}),
  };
}

export const plain = (text: string, max: number): PlainTextElement => ({
  type: 'plain_text',
  text: truncate(oneLine(text) || ' ', max),
  emoji: false,
});

/** `text` cut to at most `max` characters, at a word when there is one. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).trim();
}

/**
 * Plain text for what Slack shows unformatted (search and workflow errors, the side panel's): no Slack markup, no emoji codes. Upstream text in it
 * (a refusal's description) stays escaped as the message had it: nothing becomes a mention or a link.
 */
export const plainText = (text: string) =>
  text
    .replace(/[*_`~]/g, '')
    .replace(/:[a-z_]+: /g, '')
    .trim();

import type { MrkdwnElement, PlainTextElement } from '@slack/types';
import { escapeMrkdwn } from './escape';
import { clean, truncate } from './limits';

/**
 * Upstream text for mrkdwn: control characters removed, `& < >` escaped (so no `<!channel>`, `<@U…>`
 * or `<http://…|label>` can form), `@channel`/`@here`/`@everyone` broken with a zero-width space
 * (for the notification text, which Slack parses on its own), then cut to `max`.
 */
export function safe(text: string, max: number): string {
  return truncate(escapeMrkdwn(clean(text)).replace(/@(channel|here|everyone)\b/gi, '@\u200b$1'), max);
}

/** Upstream text on one line (for headers, list rows, button labels). */
export function oneLine(text: string): string {
  return clean(text).replace(/\s+/g, ' ').trim();
}

/**
 * A mrkdwn element with `verbatim: true`: Slack then does not turn bare URLs, channel names or
 * `@names` in it into links or mentions. casebot's own mentions use the explicit `<@U…>` form.
 */
export const mrkdwn = (text: string): MrkdwnElement => ({ type: 'mrkdwn', text, verbatim: true });

export const plain = (text: string, max: number): PlainTextElement => ({
  type: 'plain_text',
  text: truncate(oneLine(text) || ' ', max),
  emoji: false,
});

/**
 * Escapes text from elsewhere for Slack mrkdwn. With `&`, `<` and `>` escaped, no text can become a
 * mention, a channel ping (`<!channel>`), a date token or a link: Slack only reads those inside `<…>`.
 */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

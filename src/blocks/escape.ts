const NEEDS_ESCAPE = /[&<>@]/;

/**
 * Escapes text from elsewhere for Slack mrkdwn. With `&`, `<` and `>` escaped, no text can become a
 * mention, a channel ping (`<!channel>`), a date token or a link: Slack only reads those inside `<…>`.
 * A bare `@channel`, `@here` or `@everyone` is broken with a zero-width space too, for the places
 * (notification text) where Slack might read them on its own.
 */
export function escapeMrkdwn(text: string): string {
  // Most upstream text has nothing to escape: one test instead of four replacements.
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/@(channel|here|everyone)\b/gi, '@\u200b$1');
}

/**
 * Makes text from elsewhere inert where it may be read as plain text or as mrkdwn, without escape codes
 * a person would see: a zero-width space after every `<` (no `<!channel>`, `<@U…>`, `<#C…>` or
 * `<https://…|…>` can begin) and inside a bare `@channel`, `@here` or `@everyone`. For what Slack shows
 * as plain text (a Workflow step's outputs, search results): the words read the same, nothing pings.
 */
export function defang(text: string): string {
  return text.replace(/</g, '<\u200b').replace(/@(channel|here|everyone)\b/gi, '@\u200b$1');
}

/**
 * Text from elsewhere as markdown (a canvas, a streamed answer) shows it literally: every character markdown would read (emphasis,
 * headings, links, lists, mentions, code) escaped, one line or kept lines.
 */
export function escapeMarkdown(text: string): string {
  // `=` (a setext heading under a line) and `1.` at a line's start (an ordered list) too.
  return text.replace(/[\\`*_{}[\]()<>#+\-!|~>=]/g, (c) => `\\${c}`).replace(/^(\s*\d+)\./gm, '$1\\.');
}

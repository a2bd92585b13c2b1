/**
 * Unicode's directional formatting characters: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and marks (U+200E, U+200F, U+061C). In text from elsewhere they can show words reversed
 * or out of place (U+202E turns `exe.txt` into `txt.exe`); casebot adds its own where a line needs them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without directional formatting characters (the same string when it has none). */
export function withoutBidiControls(text: string): string {
  BIDI_CONTROLS.lastIndex = 0;
  return BIDI_CONTROLS.test(text) ? text.replace(BIDI_CONTROLS, '') : text;
}

/**
 * What a person typed, as casebot reads and echoes it: without directional formatting characters (one that
 * reverses a search would be repeated into a channel's announcement), trimmed, its spaces single.
 */
export const typed = (text: string | undefined): string =>
  withoutBidiControls(text ?? '')
    .trim()
    .replace(/\s+/g, ' ');

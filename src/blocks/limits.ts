/** Block Kit limits that casebot's messages must keep (Slack rejects a message that breaks one). */
export const LIMITS = {
  blocks: 50,
  sectionText: 3000,
  fields: 10,
  fieldText: 2000,
  headerText: 150,
  buttonText: 75,
  /** An option's text (overflow menus, selects). */
  optionText: 75,
  buttonValue: 2000,
  actionId: 255,
  blockId: 255,
  contextElements: 10,
  /** Top-level `text`: Slack truncates past 40,000; casebot keeps it short. */
  fallbackText: 3000,
} as const;

/** The shared card's latest note is cut to this (and so is each note told in a live card's thread). */
export const LATEST_NOTE_MAX = 300;

const ELLIPSIS = '…';

/**
 * Cuts `text` to at most `max` characters (UTF-16 units, as Slack counts), ending with an ellipsis
 * when cut. Never splits a surrogate pair, and never leaves half of an escape like `&amp;`.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - ELLIPSIS.length));
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  // An escape cut in half (`&am`) would show as stray text: drop it whole.
  cut = cut.replace(/&[a-z]{0,3}$/, '');
  return cut + ELLIPSIS;
}

/** Removes control characters that Slack would show as boxes or that break layouts; keeps newlines and tabs. */
export function clean(text: string): string {
  // Most text has none: one test instead of two replacements.
  if (!UNCLEAN.test(text)) return text;
  // eslint-disable-next-line no-control-regex -- removing them is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').replace(/\r\n?/g, '\n');
}

// eslint-disable-next-line no-control-regex -- finding them is the point
const UNCLEAN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\r]/;

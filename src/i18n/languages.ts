/** The languages casebot speaks: those of the case service (SPEC 2.6). */
export const LANGUAGES = ['ar', 'en', 'fr', 'de', 'it', 'da'] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A Slack locale (`fr-FR`, `de`, `pt_BR`, …) to one of casebot's languages; English for anything else. */
export function langForLocale(locale: string | null | undefined): Lang {
  const primary = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLang(primary) ? primary : DEFAULT_LANG;
}

/** The locale casebot formats dates and numbers in for a language. */
export const INTL_LOCALE: Record<Lang, string> = {
  ar: 'ar-u-nu-latn',
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  da: 'da-DK',
};

/**
 * Each language as its own readers write it inside a sentence ("casebot vous parle en français"):
 * French, Italian and Danish write the names of languages in lower case.
 */
export const LANGUAGE_IN_SENTENCE: Record<Lang, string> = {
  ar: 'العربية',
  en: 'English',
  fr: 'français',
  de: 'Deutsch',
  it: 'italiano',
  da: 'dansk',
};

/** Each language by its own name, as a reader looks for it. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  ar: 'العربية',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  da: 'Dansk',
};

/** languageId values of the case service. */
export const LanguageId = {
  Arabic: 1,
  English: 2,
  French: 6,
  German: 7,
  Italian: 8,
  Danish: 9,
} as const;

type LanguageIdValue = (typeof LanguageId)[keyof typeof LanguageId];

const byPrimaryTag: Record<string, LanguageIdValue> = {
  ar: LanguageId.Arabic,
  en: LanguageId.English,
  fr: LanguageId.French,
  de: LanguageId.German,
  it: LanguageId.Italian,
  da: LanguageId.Danish,
};

/** A Slack locale (`fr-FR`, `de`, `pt_BR`, …) to a languageId; English when unknown or missing. */
export function languageIdForLocale(locale: string | null | undefined): LanguageIdValue {
  const primary = (locale ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return byPrimaryTag[primary] ?? LanguageId.English;
}

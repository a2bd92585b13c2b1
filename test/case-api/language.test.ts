import { LanguageId, languageIdForLocale } from '../../src/case-api/language';

describe('languageIdForLocale', () => {
  it.each([
    ['en-US', LanguageId.English],
    ['en-GB', LanguageId.English],
    ['fr-FR', LanguageId.French],
    ['fr-CA', LanguageId.French],
    ['de', LanguageId.German],
    ['de-DE', LanguageId.German],
    ['ar', LanguageId.Arabic],
    ['it-IT', LanguageId.Italian],
    ['da-DK', LanguageId.Danish],
    ['DA_dk', LanguageId.Danish],
    ['ja-JP', LanguageId.English],
    ['pt-BR', LanguageId.English],
    ['', LanguageId.English],
    [undefined, LanguageId.English],
    [null, LanguageId.English],
  ])('%s → %i', (locale, expected) => {
    expect(languageIdForLocale(locale)).toBe(expected);
  });

  it('uses the values of the contract', () => {
    expect(LanguageId).toEqual({ Arabic: 1, English: 2, French: 6, German: 7, Italian: 8, Danish: 9 });
  });
});

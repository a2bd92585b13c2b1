import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES, langForLocale } from '../../src/i18n/languages';
import { en, type MessageKey } from '../../src/i18n/messages/en';
import { CATALOGUES, translator } from '../../src/i18n/translate';

/** The names a message fills in, and the plural forms it offers for each plural argument (a select is no plural). */
function shape(message: string, lang: string): { names: string[]; plurals: Record<string, string[]> } {
  const names = new Set<string>();
  const plurals: Record<string, string[]> = {};
  const walk = (elements: unknown[]) => {
    for (const element of elements as {
      type: number;
      value?: string;
      options?: Record<string, { value: unknown[] }>;
    }[]) {
      if (element.value && element.type !== 0 && element.type !== 7) names.add(element.value);
      if (element.options) {
        // The parser's element types: 5 a select (a weekday), 6 a plural.
        if (element.value && element.type === 6) plurals[element.value] = Object.keys(element.options).sort();
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, lang).getAst());
  return { names: [...names].sort(), plurals };
}

const keys = Object.keys(en) as MessageKey[];

describe('the message catalogue', () => {
  it.each(LANGUAGES)('%s has every key, no more, each a valid ICU message with the same placeholders', (lang) => {
    const catalogue = CATALOGUES[lang];
    expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const message = catalogue[key];
      expect(message.trim()).not.toBe('');
      expect({ key, names: shape(message, lang).names }).toEqual({ key, names: shape(en[key], 'en').names });
    }
  });

  it.each(LANGUAGES)('%s gives every plural form its language has', (lang) => {
    const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.filter((c) => c !== 'other');
    for (const key of keys) {
      for (const [name, forms] of Object.entries(shape(CATALOGUES[lang][key], lang).plurals)) {
        for (const form of needed) expect({ key, name, has: forms.includes(form) }).toEqual({ key, name, has: true });
      }
    }
  });

  it('reads 1, 2 and 11 notes right in every language', () => {
    const counts = (lang: (typeof LANGUAGES)[number], n: number) =>
      translator(lang).t('card.counts', { notes: n, files: 0 });
    expect([1, 2, 11].map((n) => counts('en', n))).toEqual([
      '1 note · 0 attachments',
      '2 notes · 0 attachments',
      '11 notes · 0 attachments',
    ]);
    expect([1, 2, 11].map((n) => counts('fr', n).split(' · ')[0])).toEqual(['1 note', '2 notes', '11 notes']);
    expect([1, 2, 11].map((n) => counts('de', n).split(' · ')[0])).toEqual(['1 Notiz', '2 Notizen', '11 Notizen']);
    expect([1, 2, 11].map((n) => counts('da', n).split(' · ')[0])).toEqual(['1 note', '2 noter', '11 noter']);
    expect([1, 2, 11].map((n) => counts('it', n).split(' · ')[0])).toEqual(['1 nota', '2 note', '11 note']);
    // Arabic: one, two, few (3–10), many (11–99), other (100+), zero.
    expect([0, 1, 2, 3, 11, 100].map((n) => counts('ar', n).split(' · ')[0])).toEqual([
      'لا ملاحظات',
      'ملاحظة واحدة',
      'ملاحظتان',
      '3 ملاحظات',
      '11 ملاحظة',
      '100 ملاحظة',
    ]);
  });

  it('wraps filled-in text in Unicode isolates in Arabic only', () => {
    expect(translator('ar').t('card.title', { caseNumber: '1234', subject: 'Printer' })).toBe(
      'الشكوى رقم \u20681234\u2069 · \u2068Printer\u2069',
    );
    expect(translator('en').t('card.title', { caseNumber: '1234', subject: 'Printer' })).toBe('Case #1234 · Printer');
  });

  it('takes the language from a Slack locale, English for anything else', () => {
    expect(['fr-FR', 'de', 'ar_SA', 'da-DK', 'it', 'pt-BR', '', null].map((l) => langForLocale(l))).toEqual([
      'fr',
      'de',
      'ar',
      'da',
      'it',
      'en',
      'en',
      'en',
    ]);
  });

  it('has no key that casebot never says: each is named in src/ (the errors through `error.${reason}`)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
      );
    const source = files(join(__dirname, '..', '..', 'src'))
      .filter((file) => !file.includes(`${sep}messages${sep}`))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unsaid = keys.filter(
      (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`) && !key.startsWith('error.'),
    );
    expect(unsaid).toEqual([]);
  });
});

import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '../../src/i18n/languages';
import { boldNames, CATALOGUES, isolate, type MessageKey, rightToLeft, translator } from '../../src/i18n/translate';

// The translator fills plain `{name}` holes itself and leaves plurals, selects and quotes to
// IntlMessageFormat: both ways must write exactly what IntlMessageFormat writes, for every message.

describe('every message, filled by the translator, reads as IntlMessageFormat writes it', () => {
  const values = (message: string) => {
    const out: Record<string, string | number> = {};
    for (const [, name] of message.matchAll(/\{([a-zA-Z]\w*)/g))
      out[name ?? ''] = name === 'count' ? 1234 : `‹${name}›`;
    return out;
  };
  it.each(LANGUAGES)('%s', (lang) => {
    const tr = translator(lang);
    const locale = lang === 'ar' ? 'ar-u-nu-latn' : lang;
    for (const [key, original] of Object.entries(CATALOGUES[lang])) {
      // Arabic: the message with its left-to-right spans isolated, its values isolated but the bold ones.
      const message = lang === 'ar' ? rightToLeft(original) : original;
      const prepare = (v: Record<string, string | number>) => (lang === 'ar' ? isolate(v, boldNames(original)) : v);
      const filled = values(message);
      const expected = String(new IntlMessageFormat(message, locale).format(prepare(filled)));
      expect([key, tr.t(key as MessageKey, filled)]).toEqual([key, expected]);
      // With numbers where text was (a page number, a count), still the same.
      const numbers = Object.fromEntries(Object.keys(filled).map((name) => [name, 7]));
      expect([key, tr.t(key as MessageKey, numbers)]).toEqual([
        key,
        String(new IntlMessageFormat(message, locale).format(prepare(numbers))),
      ]);
    }
  });
});

describe('a plural message written again', () => {
  it('writes each set of values as IntlMessageFormat does, the same key asked again with other values', () => {
    for (const lang of LANGUAGES) {
      const tr = translator(lang);
      const locale = lang === 'ar' ? 'ar-u-nu-latn' : lang;
      const message = lang === 'ar' ? rightToLeft(CATALOGUES[lang]['card.counts']) : CATALOGUES[lang]['card.counts'];
      const format = new IntlMessageFormat(message, locale);
      // Every count twice, in an order that comes back to each: a text written once is never another's.
      for (const [notes, files] of [
        [1, 0],
        [2, 1],
        [0, 2],
        [1, 0],
        [11, 3],
        [2, 1],
        [0, 2],
      ] as const) {
        expect(tr.t('card.counts', { notes, files })).toBe(String(format.format({ notes, files })));
      }
    }
  });
});

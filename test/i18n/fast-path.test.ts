import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '../../src/i18n/languages';
import { CATALOGUES, type MessageKey, translator } from '../../src/i18n/translate';

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
    for (const [key, message] of Object.entries(CATALOGUES[lang])) {
      const filled = values(message);
      const expected = String(new IntlMessageFormat(message, locale).format(isolated(lang, filled)));
      expect([key, tr.t(key as MessageKey, filled)]).toEqual([key, expected]);
      // With numbers where text was (a page number, a count), still the same.
      const numbers = Object.fromEntries(Object.keys(filled).map((name) => [name, 7]));
      expect([key, tr.t(key as MessageKey, numbers)]).toEqual([
        key,
        String(new IntlMessageFormat(message, locale).format(numbers)),
      ]);
    }
  });
});

/** Arabic text values go in isolates (the translator's own rule). */
function isolated(lang: string, values: Record<string, string | number>) {
  if (lang !== 'ar') return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' && v ? `\u2068${v}\u2069` : v]),
  );
}

import { CATALOGUES, type MessageKey, translator } from '../../src/i18n/translate';
import { LANGUAGES } from '../../src/i18n/languages';

// A value that only picks a wording (`{day, select, 4 {Thursdays} …}`) picks it in every language: an
// Arabic reader's Thursday is Thursday, not the `other` of the select (Monday).
const selects = (message: string) =>
  [...message.matchAll(/\{(\w+),\s*select\s*,((?:[^{}]|\{[^{}]*\})*)\}/g)].map(([, name, body]) => ({
    name: name ?? '',
    options: [...(body ?? '').matchAll(/(\w+)\s*\{/g)].map((m) => m[1] ?? '').filter((o) => o !== 'other'),
  }));

describe.each(LANGUAGES)('%s', (lang) => {
  const tr = translator(lang);
  const keys = (Object.keys(CATALOGUES[lang]) as MessageKey[]).filter((k) =>
    /,\s*select\s*,/.test(CATALOGUES[lang][k]),
  );

  it('has messages that choose a wording', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  it.each(keys)('%s picks each of its wordings', (key) => {
    const message = CATALOGUES[lang][key];
    const others = Object.fromEntries(
      [...message.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => [name ?? '', name === 'count' ? 2 : 'x']),
    );
    for (const { name, options } of selects(message)) {
      const fallback = tr.t(key, { ...others, [name]: 'no-such-option' } as never);
      for (const option of options) expect(tr.t(key, { ...others, [name]: option } as never)).not.toBe(fallback);
    }
  });
});

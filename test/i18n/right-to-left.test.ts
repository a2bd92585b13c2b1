import { translator, CATALOGUES, type MessageKey } from '../../src/i18n/translate';
import { renderCaseCard } from '../../src/blocks/case-card';
import { details } from '../helpers/details';

// Arabic messages: every left-to-right span casebot writes (a command in a code span, a case number
// with #, a value) keeps its order inside the right-to-left sentence, and no bold is broken by an
// isolate mark next to its asterisks.

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';
const ar = translator('ar');

const sample = (message: string) =>
  Object.fromEntries(
    [...message.matchAll(/\{([a-zA-Z]\w*)/g)].map(([, name]) => [
      name ?? '',
      name === 'count' || name === 'max' ? 3 : name === 'user' ? '*Alice*' : 'Printer',
    ]),
  );

describe('every Arabic message', () => {
  const keys = Object.keys(CATALOGUES.ar) as MessageKey[];

  it.each(keys)('%s isolates its left-to-right spans and keeps its bold', (key) => {
    const text = ar.t(key, sample(CATALOGUES.ar[key]));
    for (const span of text.match(/`[^`]*`/g) ?? []) {
      expect(text).toContain(`${LRI}${span}${PDI}`);
    }
    for (const [hash] of text.matchAll(/#\d+/g)) {
      const at = text.indexOf(hash);
      expect(text.lastIndexOf(LRI, at)).toBeGreaterThan(text.lastIndexOf(PDI, at));
    }
    // Asterisks next to an isolate mark are shown as asterisks.
    expect(text).not.toMatch(new RegExp(`\\*[${FSI}${PDI}${LRI}]|[${FSI}${PDI}${LRI}]\\*`));
  });
});

describe('an Arabic emoji', () => {
  it('starts or ends a line, never splits one (a line read right to left begins with its words)', () => {
    const split = Object.entries(CATALOGUES.ar).filter(([, message]) =>
      message
        .split('\n')
        .some((line) => /\S\s*:[a-z0-9_+-]+:\s*\S/.test(line.replace(/^:[a-z0-9_+-]+:|:[a-z0-9_+-]+:$/g, ''))),
    );
    expect(split.map(([key]) => key)).toEqual([]);
  });
});

describe('the Arabic follow post names its follower in bold', () => {
  it('bold markup passed as a value stays bold', () => {
    const text = ar.t('follow.posted', { search: 'printer', user: '*Alice*' });
    expect(text).toContain(' *Alice*');
    expect(text).toContain(`${FSI}printer${PDI}`);
  });
});

describe('Arabic counts', () => {
  it('says the search limit as Arabic counts it: 100 حرف', () => {
    expect(ar.t('hint.searchTooLong', { max: 100 })).toContain('100 حرف.');
    expect(ar.t('hint.searchTooLong', { max: 55 })).toContain('55 حرفًا');
  });
});

describe('an Arabic card keeps a phone number and an address in their own order', () => {
  it('isolates the customer’s mobile and email, left to right', () => {
    const card = renderCaseCard(details({ customerEmail: 'it@acme.example', customerMobile: '+33 1 23 45 67 89' }), {
      tr: ar,
      teamId: 'T1',
      timeZone: 'UTC',
      audience: 'private',
      showContactDetails: true,
    });
    const text = JSON.stringify(card.blocks);
    expect(text).toContain(JSON.stringify(`${LRI}+33 1 23 45 67 89${PDI}`).slice(1, -1));
    expect(text).toContain(JSON.stringify(`${LRI}it@acme.example${PDI}`).slice(1, -1));
    // English needs no marks.
    const en = renderCaseCard(details({ customerMobile: '+1 555' }), {
      tr: translator('en'),
      teamId: 'T1',
      timeZone: 'UTC',
      audience: 'private',
      showContactDetails: true,
    });
    expect(JSON.stringify(en.blocks)).not.toContain(LRI);
  });
});

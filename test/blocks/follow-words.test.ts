import { filtersInWords, filterSlipNotice } from '../../src/blocks/search-words';
import { filterSlip, parseFilteredSearch } from '../../src/cases/search-filters';
import { translator } from '../../src/i18n/translate';
import type { Lang } from '../../src/i18n/languages';

const textOf = (message: { text?: string }) => message.text ?? '';

// What a follow's filters say back, and what a slip in them says, in the reader's own words.
describe('a follow’s filters in the reader’s words', () => {
  it('says a value it does not know back as it was typed, accents and all', () => {
    const { filters } = parseFilteredSearch('imprimante -statut:fermé client:"Café Müller"');
    const said = filtersInWords(translator('fr'), filters);
    expect(said).toContain('fermé');
    expect(said).toContain('Café Müller');
    expect(said).not.toContain('ferme;');
  });

  it.each<[Lang, string, string]>([
    ['en', 'high / urgent', 'not closed'],
    ['fr', 'haute / urgente', 'pas fermé'],
    ['de', 'hoch / dringend', 'nicht geschlossen'],
    ['it', 'alta / urgente', 'chiuso'],
    ['da', 'høj / haster', 'lukket'],
    ['ar', 'عالية', 'مغلقة'],
  ])(
    'in %s, says well-known statuses and priorities in that language, whatever they were typed in',
    (lang, priorities, status) => {
      const { filters } = parseFilteredSearch('printer priority:high,urgent,critical -status:closed');
      const said = filtersInWords(translator(lang), filters);
      expect(said).toContain(priorities);
      expect(said).toContain(status);
      if (lang !== 'en') expect(said).not.toMatch(/\b(high|closed|critical)\b/);
    },
  );

  it.each<[Lang, string, string]>([
    ['fr', 'prio:haute', '`priorité:`'],
    ['de', 'prio:hoch', '`Priorität:`'],
    ['it', 'prio:alta', '`priorità:`'],
    ['da', 'prio:høj', '`prioritet:`'],
    ['ar', 'prio:high', '`الأولوية:`'],
    ['en', 'prio:high', '`priority:`'],
  ])('in %s, names the filter meant by a cut-short name in that language', (lang, typed, meant) => {
    const slip = filterSlip(`printer ${typed}`);
    expect(slip).toEqual({ kind: 'unknown', typed, field: 'priority' });
    if (!slip) throw new Error('no slip');
    expect(textOf(filterSlipNotice(translator(lang), slip))).toContain(meant);
  });

  it.each<[Lang, string]>([
    ['fr', '`événements:nouveaux,fermés`'],
    ['de', '`Ereignisse:neu,geschlossen`'],
    ['it', '`eventi:nuove,chiuse`'],
    ['da', '`hændelser:nye,lukkede`'],
    ['ar', '`الأحداث:جديدة,مغلقة`'],
  ])('in %s, gives an example of events in that language’s words, which it reads', (lang, example) => {
    const slip = filterSlip('printer events:everything');
    if (slip?.kind !== 'events') throw new Error('no events slip');
    const text = textOf(filterSlipNotice(translator(lang), slip));
    expect(text).toContain(example);
    expect(text).not.toContain('new, closed');
    // The example is one casebot understands.
    expect(parseFilteredSearch(`x ${example.replace(/`/g, '')}`).events).toEqual(['new', 'closed']);
  });
});

describe('the Change filters modal’s example', () => {
  it.each<Lang>(['en', 'fr', 'de', 'it', 'da', 'ar'])('in %s, is one casebot reads as filters', (lang) => {
    const hint = translator(lang).t('follow.textHint');
    const read = parseFilteredSearch(hint.slice(hint.search(/[:：]\s/) + 2));
    expect(read.filters.map((f) => f.field).sort()).toEqual(['customer', 'priority', 'status', 'status']);
  });
});

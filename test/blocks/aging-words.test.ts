import { thresholdWords } from '../../src/kinds/aging/blocks';
import { DEFAULT_THRESHOLDS, parseThresholds } from '../../src/cases/overdue';
import { translator } from '../../src/i18n/translate';

// The aging thresholds in the reader's words: each priority as the service names it where a row shown has
// one of the same rank (its words come in the reader's language), else the reader's word for that rank,
// never casebot's English setting words beside translated counts.
describe('aging thresholds in words', () => {
  it('names each priority as the service does, where the rows shown have it', () => {
    const fr = translator('fr');
    expect(thresholdWords(fr, DEFAULT_THRESHOLDS, ['Urgente', 'Haute'])).toBe(
      'Urgente 4 heures, Haute 1 jour, Moyenne 3 jours, Basse 7 jours',
    );
    expect(thresholdWords(translator('da'), DEFAULT_THRESHOLDS, ['Haster'])).toContain('Haster 4 timer');
  });

  it.each([
    ['en', 'Urgent 4 hours, High 1 day'],
    ['fr', 'Urgente 4 heures, Haute 1 jour'],
    ['de', 'Dringend 4 Stunden, Hoch 1 Tag'],
    ['it', 'Urgente 4 ore, Alta 1 giorno'],
    ['da', 'Haster 4 timer, Høj 1 dag'],
    ['ar', 'عاجلة'],
  ] as const)('says each rank in the reader’s words where no row names it (%s)', (lang, said) => {
    const text = thresholdWords(translator(lang), DEFAULT_THRESHOLDS);
    expect(text).toContain(said);
    if (lang !== 'en') expect(text).not.toMatch(/critical|medium|High/);
  });

  it('keeps a priority casebot does not know as it was set', () => {
    expect(thresholdWords(translator('de'), parseThresholds('Sehr hoch=90m') ?? [])).toBe('Sehr hoch 1 Std. 30 Min.');
  });
});

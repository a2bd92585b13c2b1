import { parseScheduleTail } from '../../src/cases/digest-schedule';

// Every schedule word casebot reads in English is read in each of its six languages: a digest or a
// reminder set in French, German, Italian, Danish or Arabic gets the schedule asked for, not a search for
// the word; a word that looks like one but is not is said, not searched.
describe.each([
  ['English', 'daily', 'weekdays', 'weekly', 'friday'],
  ['French', 'quotidien', 'ouvrés', 'hebdomadaire', 'vendredi'],
  ['German', 'täglich', 'werktags', 'wöchentlich', 'freitag'],
  ['Italian', 'giornaliero', 'feriali', 'settimanale', 'venerdì'],
  ['Danish', 'dagligt', 'hverdage', 'ugentlig', 'fredag'],
  ['Arabic', 'يومي', undefined, 'أسبوعي', 'الجمعة'],
] as const)('schedule words in %s', (_language, daily, weekdays, weekly, friday) => {
  it('reads every day, every weekday and once a week, at a time, after the search words', () => {
    expect(parseScheduleTail(`imprimante ${daily} 08:30`)).toMatchObject({
      words: 'imprimante',
      schedule: 'daily',
      minute: 8 * 60 + 30,
    });
    if (weekdays)
      expect(parseScheduleTail(`printer ${weekdays}`)).toMatchObject({ words: 'printer', schedule: 'weekdays' });
    expect(parseScheduleTail(`printer ${weekly} ${friday} 16:00`)).toMatchObject({
      words: 'printer',
      schedule: 'weekly',
      weekday: 5,
      minute: 16 * 60,
    });
  });
});

describe('a word that looks like a schedule', () => {
  it.each([
    ['printer quotidein 08:30', 'quotidein', 'quotidien'],
    ['printer wöchentlch', 'wöchentlch', 'wöchentlich'],
    ['printer vendredu', 'vendredu', 'vendredi'],
  ])('%s is said, not searched', (text, word, meant) => {
    expect(parseScheduleTail(text)).toEqual({ badSchedule: word, meant });
  });

  it('is searched where it is a word of its own, not one letter off a schedule word', () => {
    expect(parseScheduleTail('milk dairy')).toMatchObject({ words: 'milk dairy' });
    expect(parseScheduleTail('printer toner')).toMatchObject({ words: 'printer toner' });
  });

  it('is read without its accents as with them (a keyboard without them)', () => {
    expect(parseScheduleTail('printer wochentlich freitag')).toMatchObject({ schedule: 'weekly', weekday: 5 });
    expect(parseScheduleTail('stampante settimanale venerdi 9:00')).toMatchObject({ schedule: 'weekly', weekday: 5 });
  });
});

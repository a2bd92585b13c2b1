import { KIND_MODULES } from '../../src/kinds/modules';
import { parseAsk } from '../../src/cases/ask';
import { parseRemindAsk } from '../../src/kinds/reminder/ask';
import { LANGUAGES } from '../../src/i18n/languages';
import { translator } from '../../src/i18n/translate';
import { parseScheduleTail } from '../../src/cases/schedule';

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

// What people write to casebot to be reminded, in their own words: working days, a day of each week, a
// time "o'clock", and casebot's own wording of a schedule typed back to it.
describe('a reminder asked for in a person’s own words', () => {
  it.each([
    ['tous les jours ouvrés à 9h', 'weekdays', 540, undefined],
    ['chaque jour ouvré à 9 h', 'weekdays', 540, undefined],
    ['du lundi au vendredi à 8h30', 'weekdays', 510, undefined],
    ['tous les vendredis à 16h', 'weekly', 960, 5],
    ['jeden Werktag um 9 Uhr', 'weekdays', 540, undefined],
    ['montags bis freitags', 'weekdays', 540, undefined],
    ['freitags um 16 Uhr', 'weekly', 960, 5],
    ['ogni giorno lavorativo', 'weekdays', 540, undefined],
    ['dal lunedì al venerdì alle 9', 'weekdays', 540, undefined],
    ['ogni venerdì alle 16', 'weekly', 960, 5],
    ['mandag til fredag kl. 9', 'weekdays', 540, undefined],
    ['hver fredag kl. 16', 'weekly', 960, 5],
    ['كل جمعة', 'weekly', 540, 5],
    ['من الاثنين إلى الجمعة', 'weekdays', 540, undefined],
    ['monday to friday at 8:30', 'weekdays', 510, undefined],
  ])('%s', (text, schedule, minute, weekday) => {
    expect(parseRemindAsk(text)).toEqual({
      kind: 'set',
      schedule,
      minute,
      ...(weekday !== undefined ? { weekday } : {}),
      evenWhenEmpty: false,
    });
  });

  it.each(LANGUAGES)('sets what the Messages tab’s prompt in %s says: weekdays at 9', (lang) => {
    const tr = translator(lang);
    // The prompt sends what it shows.
    expect(tr.t('agent.prompt.remindAsk')).toBe(tr.t('agent.prompt.remind'));
    const ask = parseAsk(tr.t('agent.prompt.remindAsk'), null, KIND_MODULES);
    expect(ask).toMatchObject({ kind: 'module', module: 'reminder' });
    expect(parseRemindAsk((ask as { rest: string }).rest)).toMatchObject({
      kind: 'set',
      schedule: 'weekdays',
      minute: 540,
    });
  });
});

import { daysText, scheduleText } from '../../src/blocks/schedule';
import {
  MONDAY_TO_FRIDAY,
  nextTimeOf,
  parseScheduleTail,
  SUNDAY_TO_THURSDAY,
  workWeekOf,
} from '../../src/cases/schedule';
import { parseDigestAsk } from '../../src/kinds/digest/ask';
import { parseRemindAsk } from '../../src/kinds/reminder/ask';
import { translator } from '../../src/i18n/translate';

// Days as people say them: a range in any of the six languages (`mon-fri`, `Mo-Fr`, `du dimanche au
// jeudi`, `من الأحد إلى الخميس`), and "weekdays" as the reader's own working week (Sunday to Thursday in
// Arabic); posted on those days only, and said back in the reader's words.
const TUESDAY_TO_THURSDAY = 0b0011100;
const SATURDAY_TO_WEDNESDAY = 0b1001111;
const MONDAY_TO_THURSDAY = 0b0011110;

describe('a range of days', () => {
  it.each([
    ['mon-fri 08:00', 'weekdays', undefined],
    ['Mo-Fr 8:00', 'weekdays', undefined],
    ['lun-jeu 9h', 'days', MONDAY_TO_THURSDAY],
    ['lun-gio 9:00', 'days', MONDAY_TO_THURSDAY],
    ['man-tor 9.00', 'days', MONDAY_TO_THURSDAY],
    ['sat-wed', 'days', SATURDAY_TO_WEDNESDAY],
    ['from tuesday to thursday', 'days', TUESDAY_TO_THURSDAY],
    ['du dimanche au jeudi à 8h30', 'days', SUNDAY_TO_THURSDAY],
    ['von Sonntag bis Donnerstag', 'days', SUNDAY_TO_THURSDAY],
    ['dal lunedì al venerdì', 'weekdays', undefined],
    ['mandag til torsdag', 'days', MONDAY_TO_THURSDAY],
    ['من الأحد إلى الخميس 09:00', 'days', SUNDAY_TO_THURSDAY],
    ['من الاثنين إلى الجمعة', 'weekdays', undefined],
    ['monday to sunday', 'daily', undefined],
  ])('reads %j as its days', (text, schedule, weekday) => {
    const read = parseScheduleTail(`printer ${text}`);
    expect(read).toMatchObject({ words: 'printer', schedule });
    expect('weekday' in read ? read.weekday : undefined).toBe(weekday);
  });

  it('reads the times people write beside a range, and says a range back as it was typed', () => {
    expect(parseRemindAsk('du lundi au jeudi à 8 h 30')).toMatchObject({
      schedule: 'days',
      weekday: MONDAY_TO_THURSDAY,
      minute: 510,
    });
    expect(parseRemindAsk('Mo-Do 8.30 Uhr')).toMatchObject({
      schedule: 'days',
      weekday: MONDAY_TO_THURSDAY,
      minute: 510,
    });
    expect(parseRemindAsk('lun-ven ore 8:30')).toMatchObject({ schedule: 'weekdays', minute: 510 });
    expect(parseRemindAsk('du lundi au jeudi matin 9:00')).toEqual({ unknown: 'du lundi au jeudi matin' });
  });

  it('reads a short day alone as a word of the search, not a day', () => {
    expect(parseScheduleTail('Drucker do')).toMatchObject({ words: 'Drucker do' });
    expect(parseScheduleTail('printer mar')).toMatchObject({ words: 'printer mar' });
  });

  it('keeps a range said as Monday to Friday whatever the reader’s working week', () => {
    expect(parseScheduleTail('من الاثنين إلى الجمعة', {}, workWeekOf('ar'))).toMatchObject({ schedule: 'weekdays' });
  });
});

describe('the working week', () => {
  it('is Sunday to Thursday for an Arabic reader, Monday to Friday for the other five', () => {
    expect(workWeekOf('ar')).toBe(SUNDAY_TO_THURSDAY);
    for (const lang of ['en', 'fr', 'de', 'it', 'da']) expect(workWeekOf(lang)).toBe(MONDAY_TO_FRIDAY);
  });

  it('is what “weekdays”, or nothing said, means to the person who says it', () => {
    const ar = workWeekOf('ar');
    expect(parseRemindAsk('أيام العمل', ar)).toMatchObject({ schedule: 'days', weekday: SUNDAY_TO_THURSDAY });
    expect(parseRemindAsk('كل يوم عمل 08:00', ar)).toMatchObject({ schedule: 'days', weekday: SUNDAY_TO_THURSDAY });
    expect(parseRemindAsk('', ar)).toMatchObject({ schedule: 'days', weekday: SUNDAY_TO_THURSDAY, minute: 540 });
    expect(parseDigestAsk('طابعة', ar)).toMatchObject({ searchText: 'طابعة', schedule: 'days' });
    expect(parseRemindAsk('weekdays')).toMatchObject({ schedule: 'weekdays' });
    expect(parseRemindAsk('')).toMatchObject({ schedule: 'weekdays' });
    expect(parseRemindAsk('ouvrés', workWeekOf('fr'))).toMatchObject({ schedule: 'weekdays' });
  });
});

describe('days posted on and said', () => {
  it('comes on its days only: Sunday to Thursday skips Friday and Saturday', () => {
    const timing = { schedule: 'days' as const, weekday: SUNDAY_TO_THURSDAY, minute: 9 * 60 };
    // Thursday 10 December 2026, after nine: the next is Sunday the 13th.
    expect(nextTimeOf(timing, new Date('2026-12-10T12:00:00Z'), 'UTC').toISOString()).toBe('2026-12-13T09:00:00.000Z');
    expect(nextTimeOf(timing, new Date('2026-12-13T10:00:00Z'), 'UTC').toISOString()).toBe('2026-12-14T09:00:00.000Z');
  });

  it.each([
    ['en', 'Sunday to Thursday at 09:00 (Asia/Riyadh)'],
    ['fr', 'du dimanche au jeudi à 09:00 (Asia/Riyadh)'],
    ['de', 'sonntags bis donnerstags um 09:00 (Asia/Riyadh)'],
    ['it', 'dalla domenica al giovedì alle 09:00 (Asia/Riyadh)'],
    ['da', 'søndag til torsdag kl. 09.00 (Asia/Riyadh)'],
    ['ar', 'الساعة'],
  ] as const)('says Sunday to Thursday in %s', (lang, said) => {
    const text = scheduleText(
      translator(lang),
      { schedule: 'days', weekday: SUNDAY_TO_THURSDAY, minute: 540 },
      'Asia/Riyadh',
    );
    expect(text).toContain(said);
    if (lang === 'ar') expect(text).toMatch(/من\s*\S*الأحد\S*\s*إلى\s*\S*الخميس/u);
  });

  it('names days that do not follow each other one by one', () => {
    expect(daysText(translator('en'), 0b0101010)).toBe('Monday, Wednesday, and Friday');
    expect(daysText(translator('fr'), 0b0101010)).toBe('lundi, mercredi et vendredi');
  });
});

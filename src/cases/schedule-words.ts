import { didYouMean } from '../lib/did-you-mean';

/**
 * How often something comes: every day, Monday to Friday, once a week, or on a set of days (`days`: a
 * range such as Sunday to Thursday, or the working week of a reader whose week is not Monday to Friday).
 */
export type Schedule = 'daily' | 'weekdays' | 'weekly' | 'days';

/**
 * The words for each schedule casebot reads, in its six languages (what people type after `/cases digest`
 * or `/cases remind`, and in a DM): lower case, with and without their accents.
 */
const SCHEDULE_WORDS: Record<Exclude<Schedule, 'days'>, readonly string[]> = {
  daily: [
    'daily',
    'everyday',
    'quotidien',
    'quotidienne',
    'quotidiennement',
    'täglich',
    'taeglich',
    'giornaliero',
    'giornaliera',
    'quotidiano',
    'dagligt',
    'daglig',
    'يومي',
    'يوميا',
    'يوميًا',
  ],
  weekdays: [
    'weekdays',
    'weekday',
    'ouvrés',
    'ouvres',
    'ouvrables',
    'werktags',
    'wochentags',
    'feriali',
    'hverdage',
    'hverdag',
  ],
  weekly: [
    'weekly',
    'hebdomadaire',
    'hebdo',
    'wöchentlich',
    'woechentlich',
    'settimanale',
    'ugentlig',
    'ugentligt',
    'أسبوعي',
    'أسبوعيا',
    'أسبوعيًا',
  ],
};

/** Several words that mean one schedule (or a day), read as one word before anything else. */
const PHRASES: readonly [RegExp, string][] = [
  // Every working day (the reader's working week), before every day (`tous les jours ouvrés` is not `tous les jours`).
  [
    /\b(?:every|each|on) weekdays?\b|\b(?:every|each) working day\b|\btous les jours ouvr[\u00e9e]s(?!\p{L})|\bchaque jour ouvr[\u00e9e](?!\p{L})|\bjours? (?:ouvr[\u00e9e]s?|de (?:la )?semaine)(?!\p{L})|\ben semaine\b|\bjeden werktag\b|\ban werktagen\b|\bogni giorno lavorativo\b|\b(?:nei )?giorni lavorativi\b|\b(?:nei |i )?giorni feriali\b|\bogni giorno feriale\b|\u0643\u0644 \u064a\u0648\u0645 \u0639\u0645\u0644|\balle hverdage\b|\bhver hverdag\b|\bp\u00e5 hverdage\b|\u0623\u064a\u0627\u0645 \u0627\u0644\u0639\u0645\u0644|\u0623\u064a\u0627\u0645 \u0627\u0644\u0623\u0633\u0628\u0648\u0639/giu,
    'weekdays',
  ],
  [
    /\b(?:every|each) ?day\b|\btous les jours\b|\bchaque jour\b|\bjeden tag\b|\bogni giorno\b|\btutti i giorni\b|\bhver dag\b|\b(?:every|each) morning\b|\btous les matins\b|\bchaque matin\b|\bjeden morgen\b|\bogni mattina\b|\bhver morgen\b|\u0643\u0644 \u0635\u0628\u0627\u062d|\u0643\u0644 \u064a\u0648\u0645(?! \S)/giu,
    'daily',
  ],
  [
    /\b(?:every|each) ?week\b|\bchaque semaine\b|\btoutes les semaines\b|\bjede woche\b|\bogni settimana\b|\bhver uge\b|\u0643\u0644 \u0623\u0633\u0628\u0648\u0639/giu,
    'weekly',
  ],
  // "Every Friday" as French writes it (`tous les vendredis`): the day alone is the day.
  [/\btous les (?=\S+s\b)/giu, ''],
  // A time with its minutes as people write it (`8 h 30`, `8.30 Uhr`): the time.
  [/\b(\d{1,2}) ?h ?([0-5]\d)\b/giu, '$1:$2'],
  [/\b(\d{1,2})[.:]([0-5]\d) ?uhr\b/giu, '$1:$2'],
  // A time "o'clock" (`9 Uhr`, `9 h`): the hour.
  [/\b(\d{1,2}) ?(?:uhr|h)\b(?!\d)/giu, '$1:00'],
  // Arabic writes "on" into the day (يوم الاثنين): the day alone is the day.
  [/\u064a\u0648\u0645 (?=\u0627\u0644)/gu, ''],
];

/** Each day of the week (0 Sunday … 6 Saturday) in the six languages, full and short, with and without accents. */
const DAY_WORDS: readonly (readonly string[])[] = [
  // Arabic with its article and without (كل جمعة: every Friday).
  ['sunday', 'sun', 'dimanche', 'sonntag', 'domenica', 'søndag', 'sondag', 'الأحد', 'الاحد', 'أحد'],
  ['monday', 'mon', 'lundi', 'montag', 'lunedì', 'lunedi', 'mandag', 'الاثنين', 'الإثنين', 'اثنين'],
  ['tuesday', 'tue', 'tues', 'mardi', 'dienstag', 'martedì', 'martedi', 'tirsdag', 'الثلاثاء', 'ثلاثاء'],
  ['wednesday', 'wed', 'mercredi', 'mittwoch', 'mercoledì', 'mercoledi', 'onsdag', 'الأربعاء', 'الاربعاء', 'أربعاء'],
  ['thursday', 'thu', 'thurs', 'jeudi', 'donnerstag', 'giovedì', 'giovedi', 'torsdag', 'الخميس', 'خميس'],
  ['friday', 'fri', 'vendredi', 'freitag', 'venerdì', 'venerdi', 'fredag', 'الجمعة', 'جمعة'],
  ['saturday', 'sat', 'samedi', 'samstag', 'sabato', 'lørdag', 'lordag', 'السبت', 'سبت'],
];

/** A plural or "every" form of a day (`mondays`, `lundis`) is the day. */
const dayStem = (word: string) => word.replace(/s$/u, '');

/** Text as the words are read: one space, the phrases as one word each (the rest as written). */
export function scheduleText(text: string): string {
  let out = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  for (const [pattern, word] of PHRASES) out = out.replace(pattern, word);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * A word as it is compared: lower case, accents aside (`wochentlich` and `wöchentlich`, `venerdi` and
 * `venerdì` are one word: a keyboard without them types the one without). Arabic's own marks are kept.
 */
const folded = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase();

const FOLDED_SCHEDULES = new Map(
  (Object.entries(SCHEDULE_WORDS) as [Exclude<Schedule, 'days'>, readonly string[]][]).flatMap(([s, words]) =>
    words.map((w): [string, Schedule] => [folded(w), s]),
  ),
);
const FOLDED_DAYS = new Map(DAY_WORDS.flatMap((words, day) => words.map((w): [string, number] => [folded(w), day])));

/** The schedule a word names, in any of the six languages; undefined for any other word. */
export function scheduleOf(word: string): Schedule | undefined {
  return FOLDED_SCHEDULES.get(folded(word));
}

/** The day of the week a word names (0 Sunday … 6 Saturday), in any of the six languages; undefined otherwise. */
export function weekdayOf(word: string): number | undefined {
  const lower = folded(word);
  return FOLDED_DAYS.get(lower) ?? FOLDED_DAYS.get(dayStem(lower));
}

const ALL_WORDS = [...Object.values(SCHEDULE_WORDS).flat(), ...DAY_WORDS.flat()].filter((w) => w.length >= 5);

/**
 * A word that looks like a schedule or a day but is none (`dailly`, `quotidein`, `mondy`): the one it was
 * most likely meant to be, so it is said rather than searched; undefined for a word that looks like none.
 */
export function misspeltSchedule(word: string, options: { strict?: boolean } = {}): string | undefined {
  const lower = word.normalize('NFC').toLowerCase();
  if (lower.length < (options.strict ? 6 : 5) || scheduleOf(lower) || weekdayOf(lower) !== undefined) return undefined;
  const meant = didYouMean(lower, ALL_WORDS);
  // Strict: one letter off (added, dropped, changed or two swapped), the word as long as what it meant.
  if (options.strict && meant && !oneOff(folded(lower), folded(meant))) return undefined;
  return meant;
}

/** Whether two words differ by one letter added, dropped or changed, or two neighbours swapped. */
function oneOff(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return a === b;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const tail = (x: string, n: number) => x.slice(i + n);
  return (
    tail(a, 1) === tail(b, 1) ||
    tail(a, 1) === tail(b, 0) ||
    tail(a, 0) === tail(b, 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && tail(a, 2) === tail(b, 2))
  );
}

/**
 * Days as a range writes them short (`Mo-Fr`, `lun-jeu`, `lun-gio`, `man-tor`): read only inside a range,
 * never alone (`do` and `mar` are words of a search too). Sunday first.
 */
const SHORT_DAYS = new Map(
  [
    ['so', 'dim', 'dom', 'søn', 'son'],
    ['mo', 'lun', 'man'],
    ['di', 'mar', 'tir'],
    ['mi', 'mer', 'ons'],
    ['do', 'jeu', 'gio', 'tor'],
    ['fr', 'ven', 'fre'],
    ['sa', 'sam', 'sab', 'lør', 'lor'],
  ].flatMap((words, day) => words.map((w): [string, number] => [w, day])),
);

/** "from" before a range's first day, and "to" between its days, in the six languages. */
const RANGE_FROM = new Set(['from', 'du', 'de', 'von', 'dal', 'da', 'fra', 'من']);
const RANGE_TO = new Set([
  'to',
  'through',
  'thru',
  'till',
  'until',
  'au',
  'à',
  'a',
  'bis',
  'al',
  'til',
  'إلى',
  'الى',
  '-',
  '–',
]);

/** The days from one to another, round the week (Sunday to Thursday; Saturday to Wednesday), as a mask (bit d: day d). */
export function daysFrom(first: number, last: number): number {
  let mask = 0;
  for (let day = first; ; day = (day + 1) % 7) {
    mask |= 1 << day;
    if (day === last) return mask;
  }
}

const dayOrShort = (word: string, short: boolean) =>
  weekdayOf(word) ?? (short ? SHORT_DAYS.get(folded(word)) : undefined);

/**
 * Each range of days in some words (`mon-fri`, `Mo-Fr`, `monday to thursday`, `du dimanche au jeudi`, `من
 * الأحد إلى الخميس`), in any of the six languages, as one word: `days=<mask>`; `said`: what each such word
 * was typed as (what is said back where it cannot be read, never the word casebot made of it).
 */
export function readDayRanges(text: string): { text: string; said: Map<string, string> } {
  const words = text.split(' ').filter(Boolean);
  const out: string[] = [];
  const said = new Map<string, string>();
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    // One word: `mon-fri`, `Mo–Fr`.
    const joined = /^([^-\u2013]+)[-\u2013]([^-\u2013]+)$/u.exec(word);
    const [a, b] = joined ? [dayOrShort(joined[1] ?? '', true), dayOrShort(joined[2] ?? '', true)] : [];
    if (a !== undefined && b !== undefined) {
      out.push(`days=${daysFrom(a, b)}`);
      said.set(`days=${daysFrom(a, b)}`, word);
      continue;
    }
    // Three words (`monday to friday`), after "from" where it is said.
    const first = dayOrShort(word, false);
    const last = dayOrShort(words[i + 2] ?? '', false);
    if (first !== undefined && RANGE_TO.has((words[i + 1] ?? '').toLowerCase()) && last !== undefined) {
      const from = RANGE_FROM.has((out[out.length - 1] ?? '').toLowerCase()) ? `${out.pop() ?? ''} ` : '';
      out.push(`days=${daysFrom(first, last)}`);
      said.set(`days=${daysFrom(first, last)}`, `${from}${words.slice(i, i + 3).join(' ')}`);
      i += 2;
      continue;
    }
    out.push(word);
  }
  return { text: out.join(' '), said };
}

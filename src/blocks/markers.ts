import { PRIORITY_WORDS, priorityKey, priorityRank } from '../lib/priorities';

// A small marker before well-known statuses and priorities, so a card or row is easy to scan; the
// service's own text always stands beside it, and a value casebot does not know gets no marker.

// The service answers in the reader's language: each holds the common words of casebot's six (non-ASCII
// letters escaped: the bundle stays ASCII).
const STATUS_MARKERS: [RegExp, string][] = [
  [
    /^(open|new|re-?opened|ouvert|rouvert|offen|wiederer\u00f6ffnet|aperta|riaperta|\u00e5ben|gen\u00e5bnet|\u0645\u0641\u062a\u0648\u062d\u0629|\u0623\u0639\u064a\u062f \u0641\u062a\u062d\u0647\u0627)$/,
    ':large_green_circle:',
  ],
  [
    /^(in progress|assigned|working|active|en cours|in bearbeitung|in lavorazione|i gang|\u0642\u064a\u062f \u0627\u0644\u0645\u0639\u0627\u0644\u062c\u0629)$/,
    ':large_blue_circle:',
  ],
  [
    /^(pending|waiting|on hold|awaiting customer|awaiting reply|waiting for customer|en attente du client|wartet auf kunden|in attesa del cliente|venter p\u00e5 kunden|\u0628\u0627\u0646\u062a\u0638\u0627\u0631 \u0627\u0644\u0639\u0645\u064a\u0644)$/,
    ':large_yellow_circle:',
  ],
  [/^(escalated)$/, ':large_orange_circle:'],
  [
    /^(closed|resolved|done|cancell?ed|completed|ferm\u00e9e?|clos|r\u00e9solu|geschlossen|erledigt|chiusa|chiuso|risolta|lukket|l\u00f8st|\u0645\u063a\u0644\u0642\u0629?)$/,
    ':white_circle:',
  ],
];

// A priority's marker by its rank, lowest first (the words are in lib/priorities.ts).
const PRIORITY_MARKERS: [RegExp, string][] = PRIORITY_WORDS.map((words, i) => [
  words,
  [':arrow_down_small:', ':small_orange_diamond:', ':arrow_up_small:', ':rotating_light:'][i] ?? '',
]);

function placeOf(table: [RegExp, string][], value: string): number {
  const key = priorityKey(value);
  return table.findIndex(([pattern]) => pattern.test(key));
}

const markerOf = (table: [RegExp, string][], value: string): string | undefined => table[placeOf(table, value)]?.[1];

/** A priority's rank for sorting (0 for one casebot does not know, so it sorts below low). */
export { priorityRank };

/** `:large_green_circle: ` for an open status, and so on; empty for a value casebot does not know. */
export const statusMarker = (status: string): string => withSpace(markerOf(STATUS_MARKERS, status));
export const priorityMarker = (priority: string): string => withSpace(markerOf(PRIORITY_MARKERS, priority));

function withSpace(marker: string | undefined): string {
  return marker ? `${marker} ` : '';
}

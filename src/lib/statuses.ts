/**
 * Which statuses mean a case is closed. The service's status values are not given by its contract:
 * these are the readings casebot knows by default, and CASEBOT_CLOSED_STATUSES replaces them.
 */
export const DEFAULT_CLOSED_STATUSES: readonly string[] = [
  'closed',
  'resolved',
  'done',
  'cancelled',
  'canceled',
  'completed',
  // The service answers in the reader's language: the same in casebot's other five.
  'fermé',
  'fermée',
  'résolu',
  'geschlossen',
  'erledigt',
  'chiusa',
  'chiuso',
  'lukket',
  'løst',
  'مغلقة',
  'مغلق',
];

/** A status as the service may write it (`Closed`, ` closed `, `CLOSED`) in one form. */
export const normalStatus = (status: string): string => status.trim().replace(/\s+/g, ' ').toLowerCase();

/** Whether `status` is one of the closed ones (compared as normalStatus). */
export function isClosedStatus(status: string, closed: readonly string[] = DEFAULT_CLOSED_STATUSES): boolean {
  const normal = normalStatus(status);
  return normal !== '' && closed.some((c) => normalStatus(c) === normal);
}

/**
 * Each well-known status's words in casebot's six languages (the service answers in the reader's): what a
 * filter's `status:closed` means whether a row says Closed, Fermé or مغلقة. Non-ASCII letters escaped: the
 * bundle stays ASCII.
 */
const STATUS_GROUPS = {
  open: [
    'open',
    'new',
    'ouvert',
    'ouverte',
    'nouveau',
    'offen',
    'neu',
    'aperto',
    'aperta',
    'nuovo',
    '\u00e5ben',
    '\u00e5bent',
    'ny',
    '\u0645\u0641\u062a\u0648\u062d\u0629',
    '\u0645\u0641\u062a\u0648\u062d',
  ],
  progress: [
    'in progress',
    'en cours',
    'in bearbeitung',
    'in lavorazione',
    'in corso',
    'i gang',
    '\u0642\u064a\u062f \u0627\u0644\u0645\u0639\u0627\u0644\u062c\u0629',
  ],
  waiting: [
    'pending',
    'waiting',
    'on hold',
    'waiting for customer',
    'en attente',
    'en attente du client',
    'ausstehend',
    'wartend',
    'wartet auf kunden',
    'in attesa',
    'in attesa del cliente',
    'afventer',
    'venter',
    'venter p\u00e5 kunden',
    '\u0645\u0639\u0644\u0642\u0629',
    '\u0628\u0627\u0646\u062a\u0638\u0627\u0631 \u0627\u0644\u0639\u0645\u064a\u0644',
    '\u0642\u064a\u062f \u0627\u0644\u0627\u0646\u062a\u0638\u0627\u0631',
  ],
  closed: [
    'closed',
    'ferm\u00e9',
    'ferm\u00e9e',
    'clos',
    'cl\u00f4tur\u00e9',
    'geschlossen',
    'chiuso',
    'chiusa',
    'lukket',
    '\u0645\u063a\u0644\u0642\u0629',
    '\u0645\u063a\u0644\u0642',
  ],
  resolved: [
    'resolved',
    'done',
    'completed',
    'r\u00e9solu',
    'r\u00e9solue',
    'gel\u00f6st',
    'erledigt',
    'risolto',
    'risolta',
    'l\u00f8st',
    '\u0645\u062d\u0644\u0648\u0644\u0629',
    '\u062a\u0645 \u0627\u0644\u062d\u0644',
  ],
  reopened: [
    'reopened',
    'rouvert',
    'rouverte',
    'wiederer\u00f6ffnet',
    'riaperta',
    'riaperto',
    'gen\u00e5bnet',
    '\u0623\u0639\u064a\u062f \u0641\u062a\u062d\u0647\u0627',
  ],
} as const;

export type StatusGroup = keyof typeof STATUS_GROUPS;

const GROUP_OF = new Map(
  (Object.entries(STATUS_GROUPS) as [StatusGroup, readonly string[]][]).flatMap(([group, words]) =>
    words.map((w): [string, StatusGroup] => [normalStatus(w), group]),
  ),
);

/** Which well-known status a status is, in any of the six languages (`Fermé` is closed); undefined otherwise. */
export const statusGroup = (status: string): StatusGroup | undefined => GROUP_OF.get(normalStatus(status));

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

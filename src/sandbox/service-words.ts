import { LanguageId } from '../case-api/language';

/**
 * The demo service's statuses and priorities in each language it is asked for (`languageId`), as the real
 * service answers: what casebot shows of them is the service's own words. A word it has no translation
 * for stays as it is.
 */
const WORDS: Record<number, Record<string, string>> = {
  [LanguageId.French]: {
    Open: 'Ouvert',
    'In progress': 'En cours',
    'Waiting for customer': 'En attente du client',
    Closed: 'Fermé',
    Reopened: 'Rouvert',
    Low: 'Basse',
    Medium: 'Moyenne',
    High: 'Haute',
    Urgent: 'Urgente',
  },
  [LanguageId.German]: {
    Open: 'Offen',
    'In progress': 'In Bearbeitung',
    'Waiting for customer': 'Wartet auf Kunden',
    Closed: 'Geschlossen',
    Reopened: 'Wiedereröffnet',
    Low: 'Niedrig',
    Medium: 'Mittel',
    High: 'Hoch',
    Urgent: 'Dringend',
  },
  [LanguageId.Italian]: {
    Open: 'Aperta',
    'In progress': 'In lavorazione',
    'Waiting for customer': 'In attesa del cliente',
    Closed: 'Chiusa',
    Reopened: 'Riaperta',
    Low: 'Bassa',
    Medium: 'Media',
    High: 'Alta',
    Urgent: 'Urgente',
  },
  [LanguageId.Danish]: {
    Open: 'Åben',
    'In progress': 'I gang',
    'Waiting for customer': 'Venter på kunden',
    Closed: 'Lukket',
    Reopened: 'Genåbnet',
    Low: 'Lav',
    Medium: 'Mellem',
    High: 'Høj',
    Urgent: 'Haster',
  },
  [LanguageId.Arabic]: {
    Open: 'مفتوحة',
    'In progress': 'قيد المعالجة',
    'Waiting for customer': 'بانتظار العميل',
    Closed: 'مغلقة',
    Reopened: 'أعيد فتحها',
    Low: 'منخفضة',
    Medium: 'متوسطة',
    High: 'عالية',
    Urgent: 'عاجلة',
  },
};

/** A status or priority in the asked language (English, and any word it does not know, as it is). */
export function serviceWord(languageId: number, word: string): string {
  return WORDS[languageId]?.[word] ?? word;
}

import type { MessageKey } from './en';

// Deutsch: Sprache eines Kundendienstes (Vorgang, Notiz, Anhang), Sie-Form.
export const de: Record<MessageKey, string> = {
  'usage.intro':
    '*casebot* zeigt Vorgänge aus dem Beschwerdemanagement. Nur Sie sehen diese Antworten, bis Sie sie teilen.',
  'usage.case': '`/case 1234` (oder `/case #1234`): ein Vorgang als Karte, mit Notizen und Anhängen',
  'usage.cases': '`/cases Drucker`: Vorgänge nach Nummer oder Betreff suchen, seitenweise',
  'usage.recent': '`/cases`: die neuesten Vorgänge',
  'hint.notANumber': '„{text}“ ist keine Vorgangsnummer. Zum Suchen nach Betreff: `/cases {text}`.',
  'hint.oneCase': 'Bitte nur einen Vorgang auf einmal: `/case 1234`. Für mehrere: `/cases {placeholder}`.',
  'hint.badNumber': 'Vorgangsnummern sind ganze Zahlen von 1 bis 2147483647, zum Beispiel `/case 1234`.',
  'hint.notFound':
    'Es gibt keinen Vorgang Nr. {caseNumber}, den Sie sehen dürfen. Zum Suchen nach Betreff: `/cases {placeholder}`.',
  'hint.searchTooLong': 'Diese Suche ist zu lang: höchstens {max} Zeichen.',
  'placeholder.text': 'Text',
  'placeholder.userName': 'Ihr userName',
  'placeholder.number': 'Nummer',
  'unserved.notConnected':
    ':electric_plug: Dieser Slack-Workspace ist noch nicht mit dem Beschwerdemanagement verbunden. Ein Admin kann ihn verbinden mit:\n{command}',
  'unserved.uninstalled':
    ':electric_plug: casebot wurde aus diesem Slack-Workspace entfernt und antwortet hier niemandem mehr. Ein Admin kann ihn wieder zu Slack hinzufügen.',
  'unserved.notLinked':
    ':bust_in_silhouette: Ihr Slack-Konto ist noch keinem Benutzer des Beschwerdemanagements zugeordnet. Bitten Sie einen Admin, Folgendes auszuführen:\n{command}',
  'unserved.credentials':
    ':lock: casebot kann die Zugangsdaten dieses Workspaces zum Beschwerdemanagement nicht lesen. Bitten Sie einen Admin, den API-Token neu zu setzen mit {command}. Referenz: `{ref}`',
  'unserved.noBaseUrl':
    'casebot weiß nicht, wo das Beschwerdemanagement dieses Workspaces erreichbar ist. Bitten Sie einen Admin, {command} auszuführen.',
  'error.refused': ':x: Das Beschwerdemanagement meldet: „{description}“ (Fehler {code}). Referenz: `{ref}`',
  'error.refusedNoDescription':
    ':x: Das Beschwerdemanagement lehnt ohne Begründung ab (Fehler {code}). Referenz: `{ref}`',
  'error.timeout':
    ':warning: Das Beschwerdemanagement hat nicht rechtzeitig geantwortet. Versuchen Sie es in einer Minute erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.unreachable':
    ':warning: Das Beschwerdemanagement ist nicht erreichbar. Versuchen Sie es in einer Minute erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.garbled':
    ':warning: Das Beschwerdemanagement hat keine verwertbare Antwort geliefert. Versuchen Sie es in einer Minute erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.store':
    ':warning: casebot erreicht seine eigene Datenbank gerade nicht. Es wurde nichts geändert; versuchen Sie es in einer Minute erneut. Wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.internal':
    ':warning: In casebot ist etwas schiefgelaufen. Versuchen Sie es erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.staleButton':
    'Diese Schaltfläche ist nicht mehr gültig (sie stammt aus einer älteren Nachricht oder einem anderen Workspace). Führen Sie den Befehl erneut aus.',
  'error.shareFailed': ':warning: Der Vorgang konnte in diesem Kanal nicht geteilt werden. Referenz: `{ref}`',
  'error.notesUnavailable':
    ':warning: Die Notizen konnten nicht geöffnet werden (Slack hat das Fenster geschlossen). Klicken Sie erneut auf *Alle Notizen*.',
  'card.title': 'Vorgang Nr. {caseNumber} · {subject}',
  'card.fallback': 'Vorgang Nr. {caseNumber}: {subject} ({status})',
  'card.noSubject': '(kein Betreff)',
  'card.status': 'Status',
  'card.priority': 'Priorität',
  'card.customer': 'Kunde',
  'card.created': 'Erstellt',
  'card.createdBy': 'Erstellt von',
  'card.lastUpdated': 'Zuletzt aktualisiert',
  'card.lastUpdatedBy': '{date} von {name}',
  'card.email': 'E-Mail',
  'card.mobile': 'Mobil',
  'card.counts': '{notes, plural, one {# Notiz} other {# Notizen}} · {files, plural, one {# Anhang} other {# Anhänge}}',
  'card.notes': 'Notizen',
  'card.latestNotes': 'Neueste Notizen',
  'card.noNotes': 'Noch keine Notizen.',
  'card.emptyNote': '(leere Notiz)',
  'card.unknownAuthor': 'unbekannt',
  'card.earlierNotes': '{count, plural, one {# ältere Notiz} other {# ältere Notizen}} · *Alle Notizen* zeigt sie alle',
  'card.latestNote': 'Neueste Notiz',
  'card.ofTotal': 'von {count}',
  'card.attachments': 'Anhänge',
  'card.unnamedFile': '(Datei ohne Namen)',
  'card.moreFiles': '…und {count, plural, one {# weitere Datei} other {# weitere Dateien}}',
  'card.attachmentsHint': 'Anhänge werden mit Namen aufgeführt; öffnen Sie sie im Beschwerdemanagement.',
  'card.sharedBy': '{user} hat einen Vorgang geteilt',
  'card.sharedIn': ':white_check_mark: {user} hat diesen Vorgang in {channel} geteilt · {date}',
  'card.theChannel': 'den Kanal',
  'card.caseType': 'Vorgang',
  'unfurl.hint':
    ':link: casebot kann Links zu Vorgängen als Karten zeigen, sobald Ihr Slack-Konto einem Benutzer des Beschwerdemanagements zugeordnet ist. Bitten Sie einen Admin, Folgendes auszuführen:\n{command}',
  'shortcut.none': 'Diese Nachricht enthält keine Vorgangsnummer (#1234, case 1234) und keinen Link zu einem Vorgang.',
  'shortcut.more':
    'Die Nachricht nennt {count, plural, one {# weiteren Vorgang} other {# weitere Vorgänge}}; hier sind die ersten fünf.',
  'find.title': 'Vorgang finden',
  'find.submit': 'Anzeigen',
  'find.case': 'Vorgang',
  'find.placeholder': 'Nummer oder Wörter aus dem Betreff eingeben',
  'find.where': 'Mir anzeigen in',
  'workflow.noUser':
    'Dieser Schritt nennt keinen Benutzer, als der der Vorgang abgefragt wird, und der Workspace hat keinen Standardbenutzer. Wählen Sie im Schritt einen Benutzer, oder ein Admin legt mit der CLI einen Standardbenutzer fest (workspace set --default-user).',
  'card.unknownDate': 'unbekannt',
  'button.share': 'Im Kanal teilen',
  'button.allNotes': 'Alle Notizen',
  'button.openInService': 'Im System öffnen',
  'button.dismiss': 'Ausblenden',
  'button.details': 'Details anzeigen',
  'button.view': 'Öffnen',
  'list.matching': 'Vorgänge zu „{text}“',
  'list.recent': 'Neueste Vorgänge',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, weitere auf der nächsten Seite',
  'list.next': 'Weiter ▶',
  'list.prev': '◀ Zurück',
  'list.footer': 'Seite {page} · {size} pro Seite · `/case {placeholder}` öffnet einen Vorgang',
  'list.noMatch': 'Keine Vorgänge zu „{text}“. Versuchen Sie weniger oder andere Wörter oder eine Vorgangsnummer.',
  'list.empty': 'Es gibt noch keine Vorgänge.',
  'modal.title': 'Notizen',
  'modal.titleCase': 'Notizen · #{caseNumber}',
  'modal.close': 'Schließen',
  'modal.loading': ':hourglass_flowing_sand: Die Notizen zu Vorgang Nr. {caseNumber} werden geladen…',
  'modal.range': 'Notizen {first}–{last} von {total}, neueste zuerst',
  'modal.noNotes': 'Noch keine Notizen.',
  'modal.newer': '◀ Neuere',
  'modal.older': 'Ältere ▶',
  'modal.noteGoesOn': '_Diese Notiz geht weiter; das Beschwerdemanagement enthält sie vollständig._',
};

import type { MessageKey } from './en';

// Deutsch: Sprache eines Kundendienstes (Vorgang, Notiz, Anhang), Sie-Form.
export const de: Record<MessageKey, string> = {
  'usage.intro': '*casebot* zeigt Vorgänge aus dem Vorgangssystem. Nur Sie sehen diese Antworten, bis Sie sie teilen.',
  'usage.case': '`/case 1234` (oder `/case #1234`): ein Vorgang als Karte, mit Notizen und Anhängen',
  'usage.cases': '`/cases Drucker`: Vorgänge nach Nummer oder Betreff suchen, seitenweise',
  'usage.recent': '`/cases`: die neuesten Vorgänge',
  'hint.notANumber': '„{text}“ ist keine Vorgangsnummer. Zum Suchen nach Betreff: `/cases {text}`.',
  'hint.oneCase': 'Bitte nur einen Vorgang auf einmal: `/case 1234`. Für mehrere: `/cases {placeholder}`.',
  'hint.didYouMean': 'Meinten Sie `{command}`?',
  'hint.badNumber': 'Vorgangsnummern sind ganze Zahlen von 1 bis 2147483647, zum Beispiel `/case 1234`.',
  'hint.notFound':
    'Es gibt keinen Vorgang Nr. {caseNumber}, den Sie sehen dürfen. Zum Suchen nach Betreff: `/cases {placeholder}`.',
  'hint.searchTooLong': 'Diese Suche ist zu lang: höchstens {max} Zeichen.',
  'placeholder.text': 'Text',
  'placeholder.number': 'Nummer',
  'unserved.notConnected':
    ':electric_plug: Dieser Slack-Workspace ist noch nicht mit dem Vorgangssystem verbunden. Ein Admin kann ihn im Home-Tab von casebot in Slack verbinden oder mit:\n{command}',
  'unserved.uninstalled':
    ':electric_plug: casebot wurde aus diesem Slack-Workspace entfernt und antwortet hier niemandem mehr. Ein Admin kann ihn wieder zu Slack hinzufügen.',
  'unserved.notLinked':
    ':bust_in_silhouette: Ihr Slack-Konto ist noch keinem Benutzer des Vorgangssystems zugeordnet, daher kann casebot Ihnen keine Vorgänge zeigen. Öffnen Sie den Home-Tab von casebot (unter Apps) und klicken Sie auf *Zugriff anfordern*: casebot benachrichtigt die Admins und antwortet Ihnen, sobald einer von ihnen Sie zugeordnet hat.',
  'unserved.notLinkedAdmin':
    ':bust_in_silhouette: Ihr Slack-Konto ist noch keinem Benutzer des Vorgangssystems zugeordnet, daher kann casebot Ihnen keine Vorgänge zeigen. Als Admin können Sie sich selbst zuordnen: Öffnen Sie den Home-Tab von casebot (unter Apps) und drücken Sie *Mich zuordnen*.',
  'unserved.notLinkedRequested':
    ':hourglass_flowing_sand: Sie haben Zugriff auf das Vorgangssystem angefordert; noch hat kein Admin Sie zugeordnet. casebot antwortet Ihnen, sobald das geschehen ist (Ihre Anfrage steht auf dem Home-Tab von casebot).',
  'unserved.credentials':
    ':lock: casebot kann die Zugangsdaten dieses Workspaces zum Vorgangssystem nicht lesen. Bitten Sie einen Admin, den API-Token neu zu setzen mit {command}. Referenz: `{ref}`',
  'unserved.noBaseUrl':
    'casebot weiß nicht, wo das Vorgangssystem dieses Workspaces erreichbar ist. Bitten Sie einen Admin, {command} auszuführen.',
  'unserved.membershipUnknown':
    ':hourglass_flowing_sand: Slack konnte gerade nicht sagen, ob Sie zu diesem Workspace gehören, daher kann casebot nicht als Standardbenutzer antworten. Versuchen Sie es gleich noch einmal. Referenz: `{ref}`',
  'error.refused': ':x: Das Vorgangssystem meldet: „{description}“ (Fehler {code}). Referenz: `{ref}`',
  'error.refusedNoDescription': ':x: Das Vorgangssystem lehnt ohne Begründung ab (Fehler {code}). Referenz: `{ref}`',
  'error.timeout':
    ':warning: Das Vorgangssystem hat nicht rechtzeitig geantwortet. Versuchen Sie es in einer Minute erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.unreachable':
    ':warning: Das Vorgangssystem ist nicht erreichbar. Versuchen Sie es in einer Minute erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.garbled':
    ':warning: Das Vorgangssystem hat keine verwertbare Antwort geliefert. Versuchen Sie es in einer Minute erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.addressRefused':
    ':no_entry: casebot darf das Vorgangssystem dieses Workspaces unter der eingestellten Adresse nicht aufrufen (einfaches http oder eine Adresse in einem privaten Netz), daher wurde nichts gesendet. Ein Admin kann die Basis-URL unter *Verbindung bearbeiten* auf dem Home-Tab von casebot prüfen. Referenz: `{ref}`',
  'error.store':
    ':warning: casebot erreicht seine eigene Datenbank gerade nicht. Es wurde nichts geändert; versuchen Sie es in einer Minute erneut. Wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.internal':
    ':warning: In casebot ist etwas schiefgelaufen. Versuchen Sie es erneut; wenn es weiter auftritt, geben Sie Ihrem Admin die Referenz `{ref}`.',
  'error.staleButton':
    'Diese Schaltfläche ist nicht mehr gültig (sie stammt aus einer älteren Nachricht oder einem anderen Workspace). Führen Sie den Befehl erneut aus.',
  'error.shareFailed': ':warning: Der Vorgang konnte in diesem Kanal nicht geteilt werden. Referenz: `{ref}`',
  'share.confirmShared':
    ':warning: Dieser Kanal wird mit einer anderen Organisation geteilt: Alle darin, auch Personen von außen, sehen Vorgang Nr. {caseNumber} (Betreff, Kunde und neueste Notiz). Trotzdem teilen?',
  'share.confirmUnknown':
    ':warning: Slack konnte nicht sagen, ob dieser Kanal mit einer anderen Organisation geteilt wird. Falls ja, sehen Personen von außen Vorgang Nr. {caseNumber} (Betreff, Kunde und neueste Notiz). Trotzdem teilen?',
  'share.cancelled': 'Nicht geteilt: Vorgang Nr. {caseNumber} sehen nur Sie.',
  'button.shareAnyway': 'Trotzdem teilen',
  'button.dontShare': 'Nicht teilen',
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
  'card.attachmentsHint': 'Anhänge werden mit Namen aufgeführt; öffnen Sie sie im Vorgangssystem.',
  'card.sharedBy': '{user} hat einen Vorgang geteilt',
  'card.live': 'Wird von casebot aktuell gehalten',
  'card.liveUpdated': 'Wird von casebot aktuell gehalten · zuletzt aktualisiert: {date}',
  'card.notLive':
    'Wird nicht aktuell gehalten: casebot ist nicht in diesem Kanal. Um das zu ändern, geben Sie hier `/invite @casebot` ein und teilen Sie den Vorgang erneut.',
  'card.stopUpdating': 'Nicht mehr aktualisieren',
  'card.caseChannel': 'Kanal des Vorgangs: {channel}',
  'card.caseChannelLabel': 'Kanal des Vorgangs',
  'live.replyFallback': 'Vorgang Nr. {caseNumber} hat sich geändert',
  'live.ended.stopped': 'Wird nicht mehr aktuell gehalten: {user} hat die Aktualisierung beendet.',
  'live.ended.unlinked':
    'Wird nicht mehr aktuell gehalten: Die Person, die ihn geteilt hat, ist dem Vorgangssystem nicht mehr zugeordnet.',
  'live.ended.left_workspace':
    'Wird nicht mehr aktuell gehalten: Die Person, die ihn geteilt hat, hat den Workspace verlassen.',
  'live.ended.closed': 'Wird nicht mehr aktuell gehalten: Der Vorgang ist seit 7 Tagen geschlossen.',
  'live.ended.quiet': 'Wird nicht mehr aktuell gehalten: Der Vorgang hat sich seit 90 Tagen nicht geändert.',
  'live.ended.turned_off':
    'Wird nicht mehr aktuell gehalten: Ein Admin hat die Aktualisierung geteilter Vorgänge ausgeschaltet.',
  'live.ended.cap_channel':
    'Wird nicht mehr aktuell gehalten: In diesem Kanal werden höchstens {max} Vorgänge aktuell gehalten, der älteste endet zuerst.',
  'live.ended.cap_workspace':
    'Wird nicht mehr aktuell gehalten: In diesem Workspace werden höchstens {max} Vorgänge aktuell gehalten, der älteste endet zuerst.',
  'live.ended.superseded': 'Wird nicht mehr aktuell gehalten: Dieser Vorgang wurde hier weiter unten erneut geteilt.',
  'live.ended.refused':
    'Wird nicht mehr aktuell gehalten: Das Vorgangssystem zeigt diesen Vorgang der Person, die ihn geteilt hat, nicht mehr.',
  'live.ended.disconnected':
    'Wird nicht mehr aktuell gehalten: Dieser Workspace ist nicht mehr mit dem Vorgangssystem verbunden.',
  'live.stopNotMember':
    'Nur Personen aus dem Workspace, der diese Karte geteilt hat, können ihre Aktualisierung beenden.',
  'live.endedSharedChannel':
    '{cases} in {channel}: Dieser Kanal wird jetzt mit einer anderen Organisation geteilt, daher hält casebot diese Karten nicht mehr aktuell (seine Aktualisierungen würden interne Notizen Personen von außen zeigen). Ein Admin kann solche Kanäle auf dem Home-Tab von casebot erlauben (Verbindung bearbeiten).',
  'live.endedChannelGone':
    '{cases} in {channel}: casebot ist nicht mehr in diesem Kanal (er wurde entfernt, oder der Kanal wurde archiviert oder gelöscht), daher hält er diese Karten nicht mehr aktuell.',
  'aging.ended.unlinked':
    'Die Warnungen zu überfälligen Vorgängen in {channel} wurden in Ihrem Namen aus dem Vorgangssystem gelesen, und Sie sind ihm nicht mehr zugeordnet, daher sind sie aus. Ein Admin kann sie auf dem Home-Tab von casebot wieder einschalten, im Namen einer anderen Person.',
  'aging.ended.disconnected':
    'Die Warnungen zu überfälligen Vorgängen in {channel} sind aus: Dieser Workspace ist nicht mehr mit dem Vorgangssystem verbunden.',
  'aging.ended.shared_channel':
    '{channel} wird jetzt mit einer anderen Organisation geteilt, daher hat casebot die Warnungen zu überfälligen Vorgängen dort ausgeschaltet (sie würden interne Vorgänge Personen von außen zeigen). Ein Admin kann auf dem Home-Tab von casebot einen anderen Kanal wählen.',
  'aging.ended.cannot_post':
    'casebot kann die Warnungen zu überfälligen Vorgängen nicht mehr in {channel} posten (er wurde entfernt, oder der Kanal wurde archiviert oder gelöscht), daher sind sie aus. Ein Admin kann auf dem Home-Tab von casebot einen anderen Kanal wählen.',
  'live.stopped': 'Die Karte von Vorgang Nr. {caseNumber} wird hier nicht mehr aktuell gehalten.',
  'live.notLive': 'Diese Karte wird nicht mehr aktuell gehalten.',
  'channel.title': 'Kanal öffnen',
  'channel.submit': 'Erstellen',
  'channel.intro':
    'Ein eigener Kanal für Vorgang Nr. {caseNumber}: Seine Karte wird dort angeheftet und aktuell gehalten, und jede neue Notiz erscheint im Thread der Karte.',
  'channel.introNotLive':
    'Ein eigener Kanal für Vorgang Nr. {caseNumber}: Seine Karte wird dort angeheftet. (Ein Admin hat das Aktualisieren von Karten ausgeschaltet, sie ändert sich also nicht von selbst.)',
  'channel.name': 'Name des Kanals',
  'channel.nameHint': 'Kleinbuchstaben, Ziffern und Bindestriche; höchstens 80 Zeichen.',
  'channel.nameInvalid': 'Verwenden Sie nur Kleinbuchstaben, Ziffern und Bindestriche, höchstens 80 Zeichen.',
  'channel.nameTaken':
    'Laut Slack sind *{name}* und die nummerierten Namen danach vergeben. Wählen Sie einen anderen Namen: Unten wird *{suggestion}* vorgeschlagen.',
  'channel.nameRefused': 'Slack hat diesen Namen nicht angenommen. Wählen Sie einen anderen.',
  'channel.privacy': 'Wer ihn finden kann',
  'channel.public': 'Öffentlich: alle im Workspace',
  'channel.private': 'Privat: nur die Eingeladenen',
  'channel.invite': 'Einladen',
  'channel.inviteHint': 'Sie selbst sind immer eingeladen.',
  'channel.made':
    ':white_check_mark: {channel} ist bereit. Die Karte von Vorgang Nr. {caseNumber} ist dort angeheftet und wird aktuell gehalten; jede neue Notiz erscheint in ihrem Thread.',
  'channel.madeSnapshot':
    ':white_check_mark: {channel} ist bereit, die Karte von Vorgang Nr. {caseNumber} ist angeheftet. Sie wird nicht aktuell gehalten: Ein Admin hat das für diesen Workspace ausgeschaltet.',
  'channel.notInvited': 'Diese Personen konnten nicht eingeladen werden: {users}. Laden Sie sie im Kanal ein.',
  'channel.notPinned': 'Die Karte konnte nicht angeheftet werden; heften Sie sie bei Bedarf über ihr Menü an.',
  'channel.cardFailed':
    ':warning: {channel} wurde erstellt und Sie sind darin, aber die Karte des Vorgangs konnte dort nicht gepostet werden. Geben Sie dort `/case {caseNumber}` ein und teilen Sie sie. Referenz: `{ref}`',
  'channel.restricted':
    'In diesem Workspace dürfen Apps keine Kanäle erstellen. Ein Workspace-Admin kann das erlauben; oder erstellen Sie selbst einen Kanal, geben Sie dort `/invite @casebot` ein und teilen Sie den Vorgang darin.',
  'channel.failed':
    ':warning: casebot konnte den Kanal nicht erstellen, und nichts ist zurückgeblieben. Versuchen Sie es gleich noch einmal. Referenz: `{ref}`',
  'channel.tooManyPerson':
    'Sie haben {max, plural, one {# Vorgangskanal} other {# Vorgangskanäle}} geöffnet, das Höchste für eine Person: Archivieren Sie einen, den Sie nicht mehr brauchen, und öffnen Sie dann diesen.',
  'channel.tooManyWorkspace':
    'Dieser Workspace hat {max, plural, one {# Vorgangskanal} other {# Vorgangskanäle}} geöffnet, das Höchste: Bitten Sie einen Admin, einige zu archivieren oder CASEBOT_CASE_CHANNELS_PER_WORKSPACE zu erhöhen.',
  'channel.tooFast':
    'Sie haben in der letzten Minute {max, plural, one {# Vorgangskanal} other {# Vorgangskanäle}} geöffnet: Warten Sie eine Minute und öffnen Sie dann diesen.',
  'channel.exists': 'Vorgang Nr. {caseNumber} hat bereits einen Kanal: {channel}',
  'channel.making': 'Ein Kanal für Vorgang Nr. {caseNumber} wird gerade erstellt; er erscheint gleich.',
  'channel.inProgress': 'Der Kanal wird erstellt…',
  'channel.modalExpired': 'Das Formular konnte nicht rechtzeitig geöffnet werden. Drücken Sie die Schaltfläche erneut.',
  'channel.closed':
    ':white_circle: Vorgang Nr. {caseNumber} ist geschlossen. Wenn die Arbeit in diesem Kanal erledigt ist, archivieren Sie ihn.',
  'channel.archiveTitle': 'Diesen Kanal archivieren?',
  'channel.archiveConfirm':
    'Er verschwindet bei allen Mitgliedern aus der Seitenleiste; in den Kanaleinstellungen lässt er sich wiederherstellen. Vorgang Nr. {caseNumber} wird hier nicht mehr aktualisiert.',
  'channel.archivedBy': '{user} hat diesen Kanal archiviert.',
  'channel.closedWeek':
    'Vorgang Nr. {caseNumber} ist seit 7 Tagen geschlossen, und dieser Kanal ist noch offen. Archivieren Sie ihn, wenn die Arbeit erledigt ist.',
  'button.archiveChannel': 'Kanal archivieren',
  'channel.archiveFailed':
    'casebot konnte diesen Kanal nicht archivieren. Jemand, der Kanäle verwaltet, kann ihn in den Kanaleinstellungen archivieren.',
  'channel.archiveNotCaseChannel':
    'Diese Schaltfläche nennt nicht mehr den eigenen Kanal dieses Vorgangs: Es wurde nichts archiviert.',
  'channel.archiveNotMember': 'Nur Mitglieder dieses Kanals können ihn archivieren.',
  'card.sharedIn': ':white_check_mark: {user} hat diesen Vorgang in {channel} geteilt · {date}',
  'card.theChannel': 'den Kanal',
  'card.caseType': 'Vorgang',
  'unfurl.hint':
    ':link: casebot kann Links zu Vorgängen als Karten zeigen, sobald Ihr Slack-Konto einem Benutzer des Vorgangssystems zugeordnet ist: Öffnen Sie den Home-Tab von casebot (unter Apps) und klicken Sie auf *Zugriff anfordern*.',
  'shortcut.none':
    'Diese Nachricht enthält keine Vorgangsnummer (#1234, Vorgang 1234) und keinen Link zu einem Vorgang.',
  'lookup.title': 'In dieser Nachricht genannte Vorgänge',
  'lookup.more': 'Sie nennt {count} weitere ({numbers}): `/case {placeholder}` öffnet jeden davon.',
  'lookup.notCaseLinks':
    'Diese Links sind keine Vorgänge dieses Workspace (seine Vorgangslinks sehen so aus: {template}): {links}',
  'lookup.noTemplate':
    'Dieser Workspace hat keine Vorlage für Vorgangslinks, daher kann casebot seine Links nicht lesen: {links}. Ein Admin legt sie auf dem Home-Tab von casebot fest.',
  'lookup.notFound': 'Nicht gefunden oder für Sie nicht sichtbar: {numbers}',
  'button.shareShort': 'Teilen',
  'find.title': 'Vorgang finden',
  'find.submit': 'Anzeigen',
  'find.case': 'Vorgang',
  'find.placeholder': 'Nummer oder Wörter aus dem Betreff eingeben',
  'find.where': 'Mir anzeigen in',
  'find.required':
    'Wählen Sie zuerst einen Vorgang: Geben Sie eine Nummer oder Wörter aus dem Betreff ein und wählen Sie einen aus.',
  'card.unknownDate': 'unbekannt',
  'button.share': 'Im Kanal teilen',
  'button.allNotes': 'Alle Notizen',
  'button.openInService': 'Im Vorgangssystem öffnen',
  'button.dismiss': 'Ausblenden',
  'button.details': 'Details anzeigen',
  'button.view': 'Öffnen',
  'list.matching': 'Vorgänge zu „{text}“',
  'list.everyWordTitle': 'Vorgänge mit jedem Wort von „{text}“',
  'mine.found':
    '*Ihre Vorgänge* (als {user}): {count, plural, one {# Vorgang} other {# Vorgänge}} unter den neuesten Vorgängen ({first}–{last}, vom neuesten an gezählt), offene zuerst.',
  'mine.none': ':mag: Keiner der neuesten Vorgänge ({first}–{last}, vom neuesten an gezählt) ist Ihrer (als {user}).',
  'mine.looked':
    'Das Vorgangssystem kann nicht nach Person filtern, daher sieht casebot die neuesten Vorgänge durch: Ältere erscheinen, wenn Sie weitersuchen.',
  'mine.lookedAll': 'casebot hat die Liste des Vorgangssystems bis zum Ende durchgesehen.',
  'mine.shown':
    '{single, select, yes {Angezeigt: {first} von {count}.} other {Angezeigt: {first}–{last} von {count}.}}',
  'mine.further': 'Weitersuchen',
  'mine.notLinked':
    ':bust_in_silhouette: casebot nutzt für Sie den Standardbenutzer des Workspaces und kann daher nicht erkennen, welche Vorgänge Ihre sind. Bitten Sie einen Admin, Ihnen Ihren eigenen Benutzer des Vorgangssystems zuzuordnen.',
  'list.recent': 'Neueste Vorgänge',
  'list.updated': 'Aktualisiert: {date}',
  'list.submitted': 'Eingereicht: {date}',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, weitere auf der nächsten Seite',
  'list.next': 'Weiter ▶',
  'list.prev': '◀ Zurück',
  'list.footer': 'Seite {page} · {size} pro Seite · `/case {placeholder}` öffnet einen Vorgang',
  'list.noMatch': 'Keine Vorgänge zu „{text}“. Versuchen Sie weniger oder andere Wörter oder eine Vorgangsnummer.',
  'list.everyWord':
    'Nichts passte zu „{text}“ in dieser Form, deshalb hier die Vorgänge, deren Betreff jedes Wort enthält, in beliebiger Reihenfolge: {count, plural, one {# Vorgang} other {# Vorgänge}} unter den {window} neuesten mit „{word}“.',
  'list.empty': 'Es gibt noch keine Vorgänge.',
  'table.show': 'Tabelle',
  'table.list': 'Liste',
  'table.next': 'Nächste 100 ▶',
  'table.prev': '◀ Vorige 100',
  'table.number': 'Vorgang',
  'table.subject': 'Betreff',
  'table.updated': 'Zuletzt aktualisiert ({zone})',
  'table.dropped': '{count} weitere passten nicht in die Tabelle: Liste zeigt sie',
  'table.footer': 'Nach jeder Spalte sortierbar · `/case {placeholder}` öffnet einen Vorgang',
  'modal.title': 'Notizen',
  'modal.titleCase': 'Notizen · Nr. {caseNumber}',
  'modal.close': 'Schließen',
  'modal.loading': ':hourglass_flowing_sand: Die Notizen zu Vorgang Nr. {caseNumber} werden geladen…',
  'modal.range': 'Notizen {first}–{last} von {total}, neueste zuerst',
  'modal.noNotes': 'Noch keine Notizen.',
  'modal.newer': '◀ Neuere',
  'modal.older': 'Ältere ▶',
  'modal.noteGoesOn': '_Diese Notiz geht weiter; das Vorgangssystem enthält sie vollständig._',

  // App Home, für alle.
  'home.title': 'casebot',
  'home.intro':
    'Vorgänge aus dem Vorgangssystem, direkt in Slack. Geben Sie `/case 1234` oder `/cases Drucker` ein, oder fügen Sie einen Link zu einem Vorgang ein.',
  'home.linked': ':white_check_mark: Sie sind dem Benutzer *{userName}* des Vorgangssystems zugeordnet.',
  'home.linkedDefault':
    ':white_check_mark: Sie nutzen den gemeinsamen Benutzer *{userName}* dieses Workspaces im Vorgangssystem. Ein Admin kann Ihnen einen eigenen Benutzer zuordnen.',
  'home.notLinked':
    ':bust_in_silhouette: Ihr Slack-Konto ist noch keinem Benutzer des Vorgangssystems zugeordnet, daher kann casebot Ihnen keine Vorgänge zeigen.',
  'home.requestAccess': 'Zugriff anfordern',
  'home.notLinkedAdmin':
    'Als Admin können Sie die Einstellungen von casebot unten ändern. Um selbst Vorgänge nachzuschlagen, ordnen Sie Ihr eigenes Slack-Konto einem Benutzer des Vorgangssystems zu.',
  'home.linkSelf': 'Mich zuordnen',
  'home.notConnectedAdmin':
    ':electric_plug: Dieser Workspace ist noch nicht mit dem Vorgangssystem verbunden. Als Admin können Sie ihn verbinden: Klicken Sie unten auf *{connect}*.',
  'home.requested': ':hourglass_flowing_sand: Sie haben Zugriff angefordert ({date}). Ein Admin wird Sie zuordnen.',
  'home.noAdmins':
    'Hier ist noch kein casebot-Admin bekannt: Bitten Sie einen Slack-Admin dieses Workspaces, den Home-Tab von casebot zu öffnen. Dort sieht er Ihre Anfrage.',
  'home.notConnected':
    ':electric_plug: Dieser Workspace ist noch nicht mit dem Vorgangssystem verbunden. Ein Slack-Admin kann ihn hier im Home-Tab verbinden.',
  'home.language': 'casebot spricht mit Ihnen *{language}*, in der Sprache Ihres Slack.',
  'home.recent': 'Ihre letzten Vorgänge',
  'home.mine': 'Meine Vorgänge',
  'home.mineNotRead':
    'casebot liest Ihre Vorgänge aus dem Vorgangssystem, wenn Sie diesen Tab öffnen; gerade wurden sie nicht gelesen.',
  'home.mineShow': 'Meine Vorgänge zeigen',
  'home.mineSummary':
    'Unter den neuesten {last} Vorgängen, als {user}: offen {open} · geschlossen {closed} · überfällig {overdue}. Gelesen {date}.',
  'home.mineChart': 'Meine offenen Vorgänge nach Status',
  'home.mineMore': '`/cases mine` listet alle und sucht weiter zurück.',
  'home.mineRefresh': 'Aktualisieren',
  'home.agingDmOff':
    ':hourglass_flowing_sand: Warnungen zu Ihren überfälligen Vorgängen gehen an {channel}. Sie können Ihre auch als Direktnachricht erhalten.',
  'home.agingDmOn':
    ':hourglass_flowing_sand: Warnungen zu Ihren überfälligen Vorgängen gehen an {channel} und per Direktnachricht an Sie.',
  'home.agingDmStart': 'Auch per DM',
  'home.agingDmStop': 'DMs beenden',
  'home.agingDmSaved':
    'Ab jetzt kommt jeder Ihrer Vorgänge, der überfällig wird, auch per Direktnachricht zu Ihnen, sobald es so weit ist (bereits überfällige werden nicht erneut geschickt: Sie sind unten unter *Meine Vorgänge* und in `/cases mine` markiert).',
  'home.agingDmStopped':
    'Keine Direktnachrichten mehr zu Ihren überfälligen Vorgängen: Die Hinweise gehen weiter nach {channel}.',
  'home.noRecent': 'Hier erscheinen die Vorgänge, die Sie mit `/case`, `/cases` oder einem Shortcut öffnen.',
  'home.opened': 'geöffnet: {date}',

  // App Home, für Admins.
  'admin.header': 'Verbindung zum Vorgangssystem',
  'admin.why': 'Nur Slack-Admins und -Inhaber sowie casebot-Admins sehen diesen Bereich.',
  'admin.workflows': 'Workflows ohne ausführende Person',
  'admin.workflowsToo': '_auch für Workflows ohne ausführende Person_',
  'settings.workflowsOption':
    'Geplante und durch Ereignisse ausgelöste Workflows dürfen Vorgänge als Standardbenutzer nachschlagen (aus: der Schritt schlägt mit einer Begründung fehl)',
  'workflow.noInteractor':
    'Dieser Schritt schlägt Vorgänge als die Person nach, die den Workflow ausführt, und diesen hat niemand ausgeführt (geplant oder durch ein Ereignis ausgelöst). Ein Admin kann solchen Workflows im Home-Tab von casebot erlauben, als Standardbenutzer zu handeln.',
  'admin.alert.missingScope':
    ':warning: Slack hat eine Nachricht von casebot abgelehnt: Der App fehlt der Scope `{scope}`. Installieren Sie casebot aus seinem Manifest neu (App-Einstellungen → Install App → Reinstall), um ihn zu erteilen.',
  'admin.leftEnded':
    '{user} hat den Workspace verlassen: Es wird nichts mehr in dessen Namen aus dem Vorgangssystem gelesen, und was casebot nur dieser Person schickte, ist beendet: {what}.',
  'watch.counted': '{count, plural, one {# beobachteter Vorgang} other {# beobachtete Vorgänge}}',
  'reminder.counted':
    '{count, plural, one {eine Erinnerung an die eigenen Vorgänge} other {# Erinnerungen an die eigenen Vorgänge}}',
  'admin.alert.serviceFailing':
    ':warning: Das Vorgangssystem schlägt seit {date} bei jedem Aufruf fehl ({detail}). Beobachtungen und verfolgte Suchen warten, bis es wieder antwortet: Prüfen Sie Basis-URL und API-Token unter *Verbindung bearbeiten*.',
  'admin.alert.recentOrder':
    ':warning: Seit {date} steht die Liste der neuesten Vorgänge im Vorgangssystem nicht mehr in der Reihenfolge *Neueste Aktualisierung zuerst*. casebot prüft daher jeden beobachteten Vorgang und jede geteilte Karte der Reihe nach (langsamer), bis sie es wieder ist. Sortiert das System jetzt anders, wählen Sie das unten unter *Wie das Vorgangssystem die neuesten Vorgänge auflistet*.',
  'admin.alert.tokenRefused':
    ':warning: Slack hat am {date} die Erneuerung des Bot-Tokens von casebot abgelehnt (Token-Rotation ist aktiv): Bis casebot neu installiert ist, kann es hier nichts mehr posten oder beantworten, sobald das aktuelle Token abläuft. Installieren Sie es auf der Installationsseite von casebot neu (`/slack/install`).',
  'admin.alert.remindersBehind':
    'In der nächsten Stunde fällige Erinnerungen: {count}, mehr als casebot beim Aufruflimit dieses Workspaces lesen kann ({perHour} pro Stunde), daher kommen einige zu spät. Erhöhen Sie das Limit (Verbindung bearbeiten) oder verteilen Sie die Zeiten.',
  'admin.client': 'Client-Name',
  'admin.token': 'API-Token',
  'admin.baseUrl': 'Basis-URL',
  'admin.baseUrlDefault': 'Standard dieser Installation',
  'admin.zone': 'Zeitzone des Vorgangssystems',
  'admin.language': 'Sprache in Kanälen',
  'admin.caseUrl': 'Vorlage für Vorgangslinks',
  'admin.contacts': 'Kontaktdaten in Kanälen',
  'admin.contactsShown': 'angezeigt',
  'admin.contactsWithheld': 'ausgeblendet',
  'admin.sharedChannels': 'Mit anderen Organisationen geteilte Kanäle',
  'admin.sharedAllowed': '_Vorgänge auch in mit anderen Organisationen geteilten Kanälen_',
  'admin.sharedRefused': '_keine Vorgänge in mit anderen Organisationen geteilten Kanälen_',
  'admin.keepCards': 'Geteilte Vorgänge',
  'admin.keepCardsOn': '_geteilte Vorgänge und Vorgangskanäle werden aktuell gehalten_',
  'admin.keepCardsOff': '_geteilte Vorgänge werden nicht aktuell gehalten_',
  'admin.defaultUser': 'Standardbenutzer',
  'admin.pageSize': 'Zeilen pro Seite',
  'admin.none': 'nicht festgelegt',
  'admin.edit': 'Verbindung bearbeiten',
  'admin.connect': 'Verbinden',
  'admin.users': 'Zugeordnete Personen ({count})',
  'admin.noUsers': 'Noch ist niemand zugeordnet.',
  'admin.linkUser': 'Person zuordnen',
  'admin.unlink': 'Zuordnung aufheben',
  'admin.unlinkTitle': 'Zuordnung aufheben?',
  'admin.unlinkConfirm': 'Zuordnung von {user} aufheben? casebot zeigt dieser Person dann keine Vorgänge mehr.',
  'admin.cancel': 'Abbrechen',
  'admin.moreUsers':
    '…und {count, plural, one {# weitere Person} other {# weitere Personen}}: `user list` in der CLI zeigt alle.',
  'admin.requests': 'Zugriffsanfragen',
  'admin.requestRow': '{user} hat Zugriff angefordert · {date}',
  'admin.link': 'Zuordnen…',
  'admin.audit': 'Letzte Änderungen',
  'admin.auditRow': '{date} · {actor} · {what}',
  'audit.workspace.connected': 'hat den Workspace verbunden',
  'audit.workspace.updated': 'hat {detail} geändert',
  'audit.user.linked': 'hat {detail} zugeordnet',
  'audit.user.unlinked': 'hat die Zuordnung von {detail} aufgehoben',
  'audit.workspace.removed': 'hat die Verbindung des Workspace getrennt',
  'admin.agingOn':
    ':hourglass_flowing_sand: Warnungen zu überfälligen Vorgängen gehen an {channel}: {thresholds}, gelesen als {user}.',
  'admin.agingOff': 'Warnungen zu überfälligen Vorgängen sind aus. *Überfällige Vorgänge…* schaltet sie ein.',
  'button.agingEdit': 'Überfällige Vorgänge…',
  'aging.modalTitle': 'Überfällige Vorgänge',
  'aging.onLabel': 'Warnungen zu überfälligen Vorgängen',
  'aging.onOption':
    'Ein: im Kanal unten melden, wenn ein offener Vorgang länger ohne Aktualisierung bleibt, als seine Priorität erlaubt',
  'aging.channelLabel': 'Kanal',
  'aging.asLabel': 'Aus dem Vorgangssystem gelesen als',
  'aging.asHint': 'Der Kanal sieht, was diese Person sieht; sie muss verknüpft sein.',
  'aging.thresholdsLabel': 'Schwellen',
  'aging.thresholdsHint': 'Paare Priorität=Dauer in m, h oder d, z. B. critical=4h,high=1d,medium=3d,low=7d',
  'aging.repeatLabel': 'Erneut melden nach',
  'aging.repeatHint': 'Eine Dauer wie 1d für einen Vorgang, der unberührt bleibt; leer: einmal pro Überschreitung',
  'aging.badThresholds': 'Schreiben Sie Paare Priorität=Dauer, z. B. critical=4h,high=1d.',
  'aging.badRepeat': 'Schreiben Sie eine Dauer wie 90m, 12h oder 1d, oder lassen Sie das Feld leer.',
  'aging.needChannel': 'Wählen Sie den Kanal für die Warnungen.',
  'aging.needLinked':
    'Diese Person ist nicht mit dem Vorgangssystem verknüpft: Wählen Sie jemanden, der es ist (der Kanal sieht, was diese Person sieht).',
  'aging.needAs': 'Wählen Sie, als wer die Liste gelesen wird.',
  'aging.saved': 'Warnungen zu überfälligen Vorgängen gehen jetzt an {channel}: {thresholds}, gelesen als {user}.',
  'aging.savedOff': 'Warnungen zu überfälligen Vorgängen sind aus.',
  'audit.aging.off': 'hat Warnungen zu überfälligen Vorgängen ausgeschaltet',
  'audit.aging.changed': 'hat Warnungen zu überfälligen Vorgängen geändert: {detail}',
  'admin.digests': 'Zusammenfassungen',
  'admin.noDigests':
    'Noch kein Kanal hat eine Zusammenfassung. Jede Person kann in einem Kanal eine einrichten mit `/cases digest Drucker werktags 09:00`.',
  'follow.endedByAdmin':
    'Ein Admin ({admin}) hat das Verfolgen von {searches} auf der App-Startseite von casebot beendet.',
  'follow.endedBy':
    '{user} hat das Verfolgen von {searches} beendet. Verfolgen Sie es dort mit `/cases follow {search}` wieder, wenn es noch gebraucht wird.',
  'admin.follows': 'Verfolgte Suchen',
  'admin.noFollows': 'Kein Kanal verfolgt eine Suche.',
  'audit.follow.ended': 'hat die verfolgte Suche {detail} beendet',
  'audit.digest.ended': 'hat die Zusammenfassung {detail} beendet',
  'audit.aging.set': 'hat Warnungen zu überfälligen Vorgängen eingeschaltet: {detail}',
  'audit.admin.added': 'hat {detail} zum casebot-Admin gemacht',
  'audit.admin.removed': 'hat {detail} als casebot-Admin entfernt',
  'audit.on': 'an',
  'audit.off': 'aus',
  'audit.change': '{setting}: {from} → {to}',
  'admin.notAdmin':
    ':lock: Nur ein Slack-Admin oder -Inhaber oder ein casebot-Admin kann die Einstellungen von casebot ändern.',
  'request.dm':
    ':raising_hand: {user} hat Zugriff auf casebot angefordert. Sie können die Person im Home-Tab von casebot zuordnen.',
  'request.linked':
    ':white_check_mark: Sie sind wie gewünscht dem Vorgangssystem als *{userName}* zugeordnet. Probieren Sie `/case 1234` oder `/cases Drucker`, oder öffnen Sie den Home-Tab von casebot.',

  // Das Fenster der Verbindungseinstellungen (Titel und Schaltflächen: höchstens 24 Zeichen).
  'settings.title': 'Vorgangssystem',
  'settings.save': 'Speichern',
  'settings.clientHint': 'Der clientName, den das Vorgangssystem für dieses Konto vergeben hat.',
  'settings.tokenKeep': 'Leer lassen, um den aktuellen Token zu behalten ({hint}).',
  'settings.tokenNew':
    'Der api-token, den das Vorgangssystem für dieses Konto vergeben hat. Danach werden nur noch die letzten vier Zeichen angezeigt.',
  'settings.baseUrlHint':
    'Wo das Vorgangssystem erreichbar ist, z. B. https://cases.acme.example/api. Leer: der Standard dieser Installation.',
  'settings.zoneHint':
    'Die Zeitzone, in der das Vorgangssystem seine Datumsangaben schreibt, z. B. Europe/Paris oder America/New_York.',
  'settings.caseUrlHint':
    "Optional: die Seite eines Vorgangs im Vorgangssystem, mit '{number}' (Vorgangsnummer) oder '{id}' (ComplaintId), z. B. https://cases.acme.example/case/'{number}'.",
  'settings.contactsOption':
    'E-Mail und Mobilnummer der Kunden in Karten anzeigen, die in Kanälen geteilt werden, und in Link-Vorschauen',
  'settings.sharedChannelsOption':
    'casebot darf Vorgänge in mit anderen Organisationen geteilten Kanälen (Slack Connect) posten: Verfolgte Suchen, geteilte Karten und Vorgangslinks zeigen dort interne Notizen auch Personen von außen',
  'settings.keepCardsOption':
    'Geteilte Vorgänge aktuell halten: casebot aktualisiert jede Karte, die er in einem Kanal postet, wenn sich der Vorgang ändert, stellt neue Notizen in ihren Thread und hält Vorgangskanäle aktuell (und liest den Vorgang dabei als die Person, die ihn geteilt hat)',
  'settings.defaultUserHint':
    'Optional: der Benutzer des Vorgangssystems für Personen ohne Zuordnung. Leer: Jede Person muss zugeordnet sein.',
  'settings.check': 'Verbindung prüfen',
  'settings.checkOk': ':white_check_mark: Das Vorgangssystem hat den Client *{client}* als *{userName}* akzeptiert.',
  'settings.checkNoUser': 'Füllen Sie *{checkAs}* aus, damit casebot einen Benutzer für die Prüfung hat.',
  'settings.checkFix': 'Bitte zuerst Folgendes korrigieren, dann erneut prüfen:',
  'settings.checkAs': 'Prüfen als (userName im Vorgangssystem)',
  'settings.checkAsHint':
    'Der Benutzer, als der „Verbindung prüfen“ das Vorgangssystem fragt. Wird nicht gespeichert: vorausgefüllt mit Ihrer Zuordnung oder dem Standardbenutzer.',
  'settings.checkRefusedFix':
    'Prüfen Sie oben *{client}* und *{token}* (der Token muss zu diesem Client gehören) sowie *{checkAs}* (ein Benutzer, den das Vorgangssystem kennt), und prüfen Sie dann erneut.',
  'settings.checkNoAnswer':
    ':warning: casebot hat vom Vorgangssystem unter dieser Adresse keine brauchbare Antwort erhalten (nicht erreichbar, zu langsam oder nicht das Vorgangssystem). Prüfen Sie oben *{baseUrl}* und prüfen Sie dann erneut. Referenz: `{ref}`',
  'settings.error.refused':
    'Das Vorgangssystem hat diese Einstellungen abgelehnt: „{description}“. Prüfen Sie Client-Name und API-Token (und „Prüfen als“) und speichern Sie dann erneut.',
  'settings.savedUnchecked':
    ':warning: Gespeichert, aber nicht geprüft: Es gab niemanden, als den geprüft werden konnte. Öffnen Sie *{edit}*, füllen Sie *{checkAs}* aus und klicken Sie auf *{check}*: Mit einem falschen Token oder Client-Namen würde jeder Befehl scheitern.',
  'settings.error.client': 'Geben Sie den Client-Namen ein (höchstens 255 Zeichen).',
  'settings.error.token': 'Geben Sie den API-Token ein (höchstens 4096 Zeichen).',
  'settings.error.baseUrl': 'Geben Sie eine http://- oder https://-URL ohne Benutzername und Passwort ein.',
  'settings.error.baseUrlQuery': 'Die Basis-URL darf keine Abfrage (?…) und kein Fragment (#…) enthalten.',
  'settings.error.baseUrlHttp':
    'Verwenden Sie eine https://-Adresse: Einfaches http ist nur erlaubt, wo der Betreiber von casebot es zulässt.',
  'settings.error.baseUrlPrivate':
    'Diese Adresse liegt in einem privaten Netz (Loopback, privat oder link-lokal): casebot ruft sie nur auf, wo der Betreiber von casebot es zulässt.',
  'settings.error.baseUrlRequired':
    'Für diese Installation ist kein Vorgangssystem voreingestellt: Geben Sie seine URL ein.',
  'settings.error.zone': 'Geben Sie eine Zeitzone wie Europe/Paris oder America/New_York ein.',
  'settings.error.pageSize': 'Geben Sie eine ganze Zahl von 1 bis 20 ein.',
  'settings.error.caseUrl': "Geben Sie eine http://- oder https://-URL ein, die '{number}' oder '{id}' enthält.",
  'settings.error.userName': 'Geben Sie einen userName ein (höchstens 255 Zeichen).',
  'settings.error.tokenForNewUrl':
    'Die Basis-URL hat sich geändert: Geben Sie den API-Token erneut ein, damit er nur dorthin gelangt, wohin Sie ihn schicken wollen.',

  // Das Fenster Person zuordnen.
  'link.title': 'Person zuordnen',
  'link.save': 'Zuordnen',
  'link.user': 'Slack-Benutzer',
  'link.userName': 'userName im Vorgangssystem',
  'link.userNameHint': 'casebot greift für diese Person als dieser Benutzer auf das Vorgangssystem zu.',
  'link.notConnected': 'Verbinden Sie zuerst den Workspace mit dem Vorgangssystem.',
  'link.check': 'Prüfung',
  'link.uncheckedOption': 'Zuordnen, ohne zu prüfen',
  'link.uncheckedHint': 'Speichert die Zuordnung, auch wenn das Vorgangssystem diesen userName (noch) nicht kennt.',
  'link.refused':
    'Das Vorgangssystem hat {userName} abgelehnt: „{description}“. Prüfen Sie die Schreibweise, oder kreuzen Sie „Zuordnen, ohne zu prüfen“ an, um trotzdem zu speichern.',
  'link.notChecked':
    'casebot konnte das Vorgangssystem nicht nach {userName} fragen (keine brauchbare Antwort). Versuchen Sie es erneut, oder kreuzen Sie „Zuordnen, ohne zu prüfen“ an, um trotzdem zu speichern. Referenz: {ref}',

  // Watching cases.
  'usage.watch':
    '`/case 1234 watch`: eine Direktnachricht bei jeder Änderung des Vorgangs; `/case watching` listet Ihre beobachteten Vorgänge',
  'usage.channel':
    '`/case 1234 channel`: ein eigener Kanal für den Vorgang, seine Karte dort angeheftet und aktuell gehalten',
  'watch.started':
    ':eyes: Sie beobachten Vorgang Nr. {caseNumber}. casebot schickt Ihnen eine Direktnachricht, wenn sich sein Status ändert oder eine Notiz hinzukommt.',
  'watch.already': 'Sie beobachten Vorgang Nr. {caseNumber} bereits.',
  'watch.tooMany':
    'Sie beobachten {max} Vorgänge, das Maximum pro Person. Beenden Sie zuerst eine Beobachtung (`/case watching`).',
  'watch.stopped': 'Sie beobachten Vorgang Nr. {caseNumber} nicht mehr.',
  'watch.notWatching': 'Sie haben Vorgang Nr. {caseNumber} nicht beobachtet.',
  'watch.list': '{count, plural, one {Sie beobachten # Vorgang:} other {Sie beobachten # Vorgänge:}}',
  'watch.none':
    'Sie beobachten keinen Vorgang. Beobachten Sie einen mit `/case 1234 watch` oder der Schaltfläche *Beobachten* auf seiner Karte.',
  'change.title': 'Vorgang Nr. {caseNumber} hat sich geändert · {subject}',
  'change.status': '*Status:* {old} → {new}',
  'change.newNotes': '{count, plural, one {# neue Notiz} other {# neue Notizen}}',
  'change.moreNotes':
    '…und {count, plural, one {# weitere neue Notiz} other {# weitere neue Notizen}}: *Öffnen* zeigt alle.',
  'change.fallback': 'Vorgang Nr. {caseNumber} hat sich geändert: {subject}',
  'watch.endedUnlinked':
    'Ihr Slack-Konto ist keinem Benutzer des Vorgangssystems mehr zugeordnet, daher beobachten Sie {cases} nicht mehr.',
  'watch.endedDisconnected':
    'casebot ist in diesem Workspace nicht mehr mit dem Vorgangssystem verbunden, daher beobachten Sie {cases} nicht mehr.',
  'watch.endedRefused':
    'Das Vorgangssystem zeigt Ihnen Vorgang Nr. {caseNumber} nicht mehr, daher beobachten Sie ihn nicht mehr.',
  'watch.endedRefusedMany':
    'Das Vorgangssystem lässt Sie {cases} nicht mehr sehen, daher beobachten Sie sie nicht mehr.',
  'button.watch': 'Beobachten',
  'button.openChannel': 'Kanal öffnen',
  'button.unwatch': 'Nicht mehr beobachten',

  // Following searches in channels.
  'usage.mine': '`/cases mine`: Ihre eigenen Vorgänge unter den neuesten, offene zuerst',
  'usage.follow':
    '`/cases follow Drucker`: jeder neue passende Vorgang wird in diesem Kanal gepostet; `/cases following` listet, was der Kanal verfolgt',
  'follow.filters': 'Nur wenn: {filters}.',
  'search.filtersInline': 'nur gepostet, wenn {filters}',
  'search.filterField': '{field}: {values}',
  'search.filterNot': 'nicht {values}',
  'follow.startedEvents':
    ':satellite_antenna: Dieser Kanal verfolgt jetzt „{search}“: Was diese Suche meldet (unten), wird hier einmal gepostet, so wie {user} es sieht, ohne Kontaktdaten.',
  'follow.started':
    ':satellite_antenna: Dieser Kanal verfolgt jetzt „{search}“: Jeder neue passende Vorgang wird hier einmal gepostet, so wie {user} ihn sieht, ohne Kontaktdaten.',
  'follow.announced':
    ':satellite_antenna: {user} hat eingerichtet, dass dieser Kanal „{search}“ verfolgt: casebot postet hier jeden neuen passenden Vorgang. `/cases following` listet die verfolgten Suchen.',
  'follow.already': 'Dieser Kanal verfolgt „{search}“ bereits.',
  'follow.tooMany': 'Dieser Kanal verfolgt {max} Suchen, das Maximum. Beenden Sie zuerst eine (`/cases following`).',
  'follow.tooManyPerson':
    'Sie verfolgen in diesem Workspace bereits {max} Suchen, das Maximum pro Person. Beenden Sie zuerst eine (`/cases following` in ihrem Kanal).',
  'follow.tooManyWorkspace':
    'Dieser Workspace verfolgt bereits {max} Suchen, das Maximum (sie teilen sich die Aufrufe an das Vorgangssystem mit allen Beobachtungen). Beenden Sie zuerst eine.',
  'follow.stopped': 'Dieser Kanal verfolgt „{search}“ nicht mehr.',
  'follow.stoppedElsewhere': '{channel} verfolgt „{search}“ nicht mehr.',
  'follow.notFollowing': 'Dieser Kanal verfolgt „{search}“ nicht.',
  'follow.needsText': 'Geben Sie an, was verfolgt werden soll, z. B. `/cases follow Drucker`.',
  'follow.list': '{count, plural, one {Dieser Kanal verfolgt # Suche:} other {Dieser Kanal verfolgt # Suchen:}}',
  'follow.none': 'Dieser Kanal verfolgt keine Suche. Beginnen Sie mit `/cases follow Drucker`.',
  'follow.row': '„{search}“ · eingerichtet von {user}',
  'follow.yoursElsewhere':
    'Sie haben außerdem diese Verfolgungen in anderen Kanälen eingerichtet (*Nicht mehr verfolgen* geht auch von hier):',
  'follow.rowElsewhere': '„{search}“ in {channel}',
  'follow.posted': 'Neuer Vorgang für „{search}“ · hier verfolgt von {user}',
  'follow.changed': 'Ein Vorgang für „{search}“ hat sich geändert · hier verfolgt von {user}',
  'follow.events': 'Meldet: {events}.',
  'follow.eventNew': 'neue Vorgänge',
  'follow.eventClosed': 'geschlossene Vorgänge',
  'follow.eventStatus': 'Statusänderungen',
  'follow.eventNotes': 'neue Notizen',
  'search.slipEvents':
    '„{typed}“: casebot kann neue Vorgänge, geschlossene Vorgänge, Statusänderungen und Notizen melden, z. B. `Ereignisse:neu,geschlossen`. Es wurde nichts eingerichtet.',
  'search.slipEmpty':
    '„{typed}“ braucht einen Wert, z. B. `Priorität:hoch` oder `Status:offen`. Es wurde nichts eingerichtet.',
  'search.slipUnknown':
    '„{typed}“ ist kein Filter, den casebot kennt: Meinten Sie `{field}`? Die Filter sind `Status:`, `Priorität:`, `Kunde:` und `Ereignisse:`. Es wurde nichts eingerichtet.',
  'search.filterName.status': 'Status',
  'search.filterName.priority': 'Priorität',
  'search.filterName.customer': 'Kunde',
  'search.filterName.events': 'Ereignisse',
  'button.lessNoise': 'Weniger Meldungen…',
  'quiet.title': 'Weniger Meldungen',
  'quiet.for': 'Was casebot ungefragt in {channel} postet:',
  'quiet.channelLabel': 'Kanal',
  'quiet.threadLabel': 'Geteilte Karten und Vorgangskanäle',
  'quiet.threadOption':
    'Neuigkeiten nur im Thread der Karte (ein Vorgang, der geschlossen oder wieder geöffnet wird, wird nicht zusätzlich im Kanal gepostet)',
  'quiet.batchLabel': 'Was die Verfolgungen des Kanals finden',
  'quiet.batch0': 'Sofort gepostet',
  'quiet.batch15': 'Gesammelt, höchstens ein Beitrag alle 15 Minuten',
  'quiet.batch60': 'Gesammelt, höchstens ein Beitrag pro Stunde',
  'quiet.batch240': 'Gesammelt, höchstens ein Beitrag alle 4 Stunden',
  'quiet.summaryThread': 'Neuigkeiten zu Karten nur im Thread',
  'quiet.summaryLoud': 'ein geschlossener Vorgang wird auch im Kanal gemeldet, nicht nur im Thread seiner Karte',
  'quiet.summaryBatch': 'Verfolgungen gesammelt, höchstens ein Beitrag alle {minutes} Minuten',
  'quiet.summaryAtOnce': 'was die verfolgten Suchen finden, wird sofort gepostet',
  'quiet.saved': '{channel} jetzt: {summary}.',
  'quiet.none':
    'Jeder Kanal erhält die Neuigkeiten von casebot sofort. „Weniger Meldungen…“ macht einen Kanal ruhiger.',
  'quiet.row': '{channel}: {summary} · festgelegt von {user}',
  'quiet.more': 'Und {count} weitere.',
  'audit.channel.quiet': 'hat weniger Lärm in {detail} eingestellt',
  'follow.gathered': 'Neues für „{search}“ seit dem letzten Beitrag ({count}) · hier verfolgt von {user}',
  'search.everyCase': 'alle Vorgänge',
  'follow.itemNew': 'Neuer Vorgang',
  'follow.itemNotes': 'Aktualisiert (neue Notizen oder Änderungen)',
  'follow.itemStatus': 'Status: {old} → {new}',
  'follow.gatheredMore': 'Und {count} weitere.',
  'button.changeFollow': 'Filter ändern',
  'follow.changeTitle': 'Verfolgung ändern',
  'follow.textLabel': 'Suche und Filter',
  'follow.textHint':
    'Suchbegriffe, dann Filter: Status:offen Priorität:hoch,kritisch Kunde:"Acme Retail" -Status:geschlossen',
  'follow.eventsLabel': 'Diesem Kanal melden',
  'follow.changeSaved':
    'Dieser Kanal verfolgt jetzt „{search}“. Vorgänge, die die Suche jetzt zeigt, werden nicht erneut gepostet.',
  'follow.ownerOnly':
    'Nur {user} kann diese Verfolgung ändern: Die Vorgänge werden mit den Rechten dieser Person gelesen. Sie können die Verfolgung beenden oder eine eigene Suche verfolgen.',
  'follow.gone': 'Diese Verfolgung wurde beendet: Es gibt nichts zu ändern.',
  'follow.confirmStopTitle': 'Dieser Suche nicht mehr folgen?',
  'follow.confirmStopText':
    '{search} hat jemand anderes eingerichtet; das Folgen endet für den ganzen Kanal, und diese Person erfährt, dass Sie es beendet haben.',
  'follow.alreadyStopped': 'Diese Verfolgung ist bereits beendet.',
  'follow.eventsNeeded': 'Wählen Sie mindestens eine Option.',
  'follow.endedUnlinked':
    'Ihr Slack-Konto ist keinem Benutzer des Vorgangssystems mehr zugeordnet, daher verfolgt casebot {searches} nicht mehr.',
  'follow.endedDisconnected':
    'casebot ist in diesem Workspace nicht mehr mit dem Vorgangssystem verbunden und verfolgt {searches} nicht mehr.',
  'follow.endedRefused':
    'Das Vorgangssystem hat die Suche {searches} für Sie abgelehnt, daher verfolgt casebot sie nicht mehr.',
  'follow.endedCannotPost':
    'casebot kann {searches} nicht mehr posten: Laut Slack ist er nicht in diesem Kanal, oder der Kanal existiert nicht mehr. Die Verfolgung dort wurde beendet; laden Sie casebot mit `/invite @casebot` ein und verfolgen Sie die Suche erneut.',
  'follow.endedSharedChannel':
    '{searches}: Dieser Kanal wird jetzt mit einer anderen Organisation geteilt, daher hat casebot die Verfolgung dort beendet (seine Beiträge würden interne Notizen Personen von außen zeigen). Ein Admin kann solche Kanäle auf dem Home-Tab von casebot erlauben (Verbindung bearbeiten).',
  'follow.endedSearch': '„{search}“ ({channel})',
  'button.unfollow': 'Nicht mehr verfolgen',
  // Digests of a search, posted in a channel on a schedule.
  'channel.inviteFirst':
    'casebot ist nicht in diesem Kanal, kann hier also nicht posten, und noch ist nichts eingerichtet. Laden Sie ihn mit `/invite @casebot` ein und versuchen Sie es erneut.',
  'channel.sharedNoPosts':
    ':lock: Dieser Kanal wird mit einer anderen Organisation geteilt, daher postet casebot hier nichts von sich aus: Seine Beiträge würden interne Notizen Personen von außen zeigen. Ein Admin kann solche Kanäle auf dem Home-Tab von casebot erlauben (Verbindung bearbeiten → Mit anderen Organisationen geteilte Kanäle).',
  'channel.reachUnknown':
    ':hourglass_flowing_sand: Slack konnte gerade nicht sagen, ob dieser Kanal mit einer anderen Organisation geteilt wird, und casebot richtet hier nichts ein, bevor das klar ist. Versuchen Sie es gleich noch einmal.',
  'usage.remind':
    '`/cases remind`: Ihre offenen Vorgänge per Direktnachricht, montags bis freitags um 09:00; `/cases remind täglich 08:30` zu einer anderen Zeit, `/cases remind hilfe` für mehr',
  'usage.digest':
    '`/cases digest Drucker werktags 09:00`: eine Zusammenfassung einer Suche in diesem Kanal (neu, geändert, geschlossen, überfällig) nach Zeitplan; `/cases digests` listet sie',
  'digest.what': '„{search}“',
  'digest.whatAll': 'die neuesten Vorgänge',
  'schedule.dayRange': '{from} bis {to}',
  'schedule.rangeFrom':
    '{day, select, 0 {sonntags} 1 {montags} 2 {dienstags} 3 {mittwochs} 4 {donnerstags} 5 {freitags} other {samstags}}',
  'schedule.rangeTo':
    '{day, select, 0 {sonntags} 1 {montags} 2 {dienstags} 3 {mittwochs} 4 {donnerstags} 5 {freitags} other {samstags}}',
  'schedule.daysAt': '{days} um {time}',
  'schedule.dailyAt': 'täglich um {time}',
  'schedule.weekdaysAt': 'montags bis freitags um {time}',
  'schedule.weeklyAt':
    '{day, select, 0 {sonntags} 2 {dienstags} 3 {mittwochs} 4 {donnerstags} 5 {freitags} 6 {samstags} other {montags}} um {time}',
  'schedule.daily': 'Täglich',
  'schedule.weekdays': 'Werktags (Montag bis Freitag)',
  'schedule.weekly': 'Wöchentlich',
  'digest.title': ':newspaper: *Zusammenfassung für {what}*',
  'digest.readAs': 'Aus dem Vorgangssystem gelesen als {user}, die Person, die sie eingerichtet hat · {schedule}',
  'digest.late': ':hourglass: Fällig: {date}. Verspätet gesendet, weil casebot zu diesem Zeitpunkt nicht lief.',
  'digest.first': 'Erste Zusammenfassung: die passenden offenen Vorgänge ({open}; überfällig: {overdue}).',
  'digest.since':
    'Seit der letzten Zusammenfassung ({date}): neu {new} · geändert {changed} · geschlossen {closed} · überfällig {overdue}',
  'digest.nothing':
    'Seit der letzten Zusammenfassung ({date}) nichts Neues, Geändertes oder Geschlossenes für {what}. Überfällig: {overdue}.',
  'digest.why': 'Warum',
  'digest.new': 'Neu',
  'digest.changed': 'Geändert',
  'digest.closed': 'Geschlossen',
  'common.overdue': 'Überfällig',
  'digest.open': 'Offen',
  'digest.notShown': 'nicht angezeigt: {count}',
  'digest.chartTitle': 'Offene Vorgänge nach Status',
  'chart.otherStatuses': 'Andere Status',
  'digest.setUp':
    ':newspaper: {channel} erhält {schedule} eine Zusammenfassung für {what}, mit Ihrem Zugang gelesen. Nächste: {next}. *Jetzt senden* postet sofort eine.',
  'digest.announced':
    ':newspaper: {user} hat hier eine Zusammenfassung für {what} eingerichtet, {schedule}: neue, geänderte, geschlossene und überfällige Vorgänge. `/cases digests` listet die Zusammenfassungen dieses Kanals.',
  'schedule.sendNow': 'Jetzt senden',
  'schedule.yourTime': '{date} (Ihre Ortszeit)',
  'common.change': 'Ändern',
  'common.stop': 'Beenden',
  'digest.sentNow': 'Die Zusammenfassung für {what} ist in {channel} gepostet.',
  'digest.stopped': 'Die Zusammenfassung für {what} in {channel} ist beendet.',
  'digest.changedTo': 'Die Zusammenfassung für {what} kommt jetzt {schedule}. Nächste: {next}.',
  'digest.already':
    'Dieser Kanal hat bereits eine Zusammenfassung von {what}. `/cases digests` listet sie; wer sie eingerichtet hat, kann sie *Ändern*.',
  'schedule.badTime':
    '„{time}“ ist keine Uhrzeit, die casebot lesen kann: Schreiben Sie sie im 24-Stunden-Format, z. B. 09:00 oder 17:30.',
  'schedule.dayName':
    '{day, select, 0 {Sonntag} 2 {Dienstag} 3 {Mittwoch} 4 {Donnerstag} 5 {Freitag} 6 {Samstag} other {Montag}}',
  'schedule.badWord':
    '„{word}“ ist kein Rhythmus, den casebot kennt: Meinten Sie „{meant}“? Schreiben Sie täglich, werktags oder wöchentlich (oder einen Tag wie Freitag oder Tage wie Mo-Do), dann eine Uhrzeit wie 09:00.',
  'digest.tooMany':
    'Dieser Kanal hat {max} Zusammenfassungen, das Maximum. Beenden Sie zuerst eine (`/cases digests`).',
  'digest.tooManyPerson':
    'Sie haben in diesem Workspace bereits {max} Zusammenfassungen eingerichtet, das Maximum pro Person. Beenden Sie zuerst eine (`/cases digests` in ihrem Kanal).',
  'digest.tooManyWorkspace':
    'Dieser Workspace hat bereits {max} Zusammenfassungen, das Maximum (sie teilen sich die Aufrufe an das Vorgangssystem). Beenden Sie zuerst eine.',
  'digest.list': 'Zusammenfassungen dieses Kanals:',
  'digest.confirmStopTitle': 'Diese Zusammenfassung beenden?',
  'digest.confirmStopText':
    'Die Zusammenfassung für {what} hat jemand anderes eingerichtet; sie endet für den ganzen Kanal, und diese Person erfährt, dass Sie sie beendet haben.',
  'digest.none':
    'Dieser Kanal hat keine Zusammenfassung. Richten Sie eine mit `/cases digest Drucker werktags 09:00` ein.',
  'digest.row': '{what} · {schedule} · nächste {next} · eingerichtet von {user}',
  'admin.listedGone': 'Das gibt es nicht mehr: Es wurde bereits beendet.',
  'digest.gone': 'Diese Zusammenfassung gibt es nicht mehr: Sie wurde beendet.',
  'digest.unavailable':
    'casebot kann das Vorgangssystem gerade nicht als {user} lesen, die Person, die die Zusammenfassung eingerichtet hat; es wurde nichts gepostet. Versuchen Sie es gleich noch einmal.',
  'digest.refusedNow':
    'Das Vorgangssystem hat {user}, der Person, die die Zusammenfassung eingerichtet hat, die Suche für {what} verweigert, daher wurde nichts gepostet.',
  'digest.notHere': 'Diese Zusammenfassung gehört zu {channel}: Nutzen Sie dort ihre Schaltflächen.',
  'digest.ownerOnly':
    'Nur {user} kann diese Zusammenfassung ändern: Diese Person hat sie eingerichtet, und sie wird mit deren Zugang gelesen.',
  'digest.changeTitle': 'Zusammenfassung ändern',
  'common.save': 'Speichern',
  'digest.searchLabel': 'Suche (leer: alle neuesten Vorgänge)',
  'schedule.howOften': 'Wie oft',
  'schedule.timeLabel': 'Um welche Uhrzeit ({zone}, 24-Stunden-Format)',
  'digest.quietLabel': 'Wenn sich nichts geändert hat',
  'digest.quietOption': 'Nichts posten (sonst sagt eine Zeile das)',
  'digest.refusedOwner':
    'Das Vorgangssystem hat die Suche der Zusammenfassung für {what} für Sie abgelehnt, daher wurde die für {date} fällige Zusammenfassung in {channel} nicht gepostet. casebot versucht es zum nächsten Termin erneut.',
  'digest.quietMark': 'still, wenn sich nichts ändert',
  'digest.endedBy':
    '{user} hat die Zusammenfassung {what} in {channel} beendet. Richten Sie sie dort mit `/cases digest` neu ein, wenn sie noch gewünscht ist.',
  'digest.endedByAdmin':
    'Ein Admin ({admin}) hat die Zusammenfassung von {what} in {channel} auf dem Home-Tab von casebot beendet.',
  'digest.endedUnlinked':
    'Die Zusammenfassung für {what} ist beendet: {user} hat sie eingerichtet und ist keinem Benutzer des Vorgangssystems mehr zugeordnet. Alle, die zugeordnet sind, können sie mit `/cases digest` neu einrichten.',
  'digest.endedLeft':
    'Die Zusammenfassung für {what} ist beendet: {user} hat sie eingerichtet und den Workspace verlassen. Alle, die zugeordnet sind, können sie mit `/cases digest` neu einrichten.',
  'follow.endedLeft':
    'casebot verfolgt {searches} hier nicht mehr: {user} hat es eingerichtet und den Workspace verlassen. Alle, die zugeordnet sind, können es mit `/cases follow` wieder verfolgen.',
  'aging.endedLeft':
    'Die Warnungen zu überfälligen Vorgängen sind hier beendet: Sie wurden im Namen von {user} aus dem Vorgangssystem gelesen, und {user} hat den Workspace verlassen. Ein Admin kann sie auf dem Home-Tab von casebot wieder einschalten, im Namen einer anderen Person.',
  'aging.summary':
    ':hourglass_flowing_sand: *Überfällige Vorgänge: {count}*, offen und länger nicht aktualisiert, als ihre Priorität erlaubt. Nach Priorität: {byPriority}.',
  'aging.more': 'Die Tabelle zeigt die 100 am stärksten überfälligen; nicht gezeigt: {count}.',
  'aging.readAs': 'Aus dem Vorgangssystem gelesen als {user}.',
  'aging.tableCaption': 'Überfällige Vorgänge, die am stärksten überfälligen zuerst',
  'aging.overdue': 'Überfällig',
  'aging.dm':
    'Ihr Vorgang *#{number}* {subject} wurde seit {date} nicht aktualisiert: {duration} über seiner Schwelle.',
  'aging.one':
    ':hourglass_flowing_sand: Vorgang *#{number}* {subject} ({priority}) wurde seit {date} nicht aktualisiert: {duration} über seiner Schwelle.',
  'aging.owner': 'Zuständig: {user}.',
  'aging.batch': ':hourglass_flowing_sand: *Neu überfällige Vorgänge: {count}*',
  'aging.owners': 'Zuständig: {users}',
  'digest.endedCannotPost':
    'casebot kann die Zusammenfassung von {what} in {channel} nicht mehr posten: Laut Slack ist er nicht in diesem Kanal, oder der Kanal existiert nicht mehr. Die Zusammenfassung wurde beendet; laden Sie casebot mit `/invite @casebot` ein und richten Sie sie erneut ein.',
  'digest.endedSharedChannel':
    '{channel} wird jetzt mit einer anderen Organisation geteilt, daher hat casebot die Zusammenfassung von {what} dort beendet (sie würde interne Vorgänge Personen von außen zeigen). Ein Admin kann solche Kanäle auf dem Home-Tab von casebot erlauben (Verbindung bearbeiten).',
  'digest.endedDisconnected':
    'casebot ist in diesem Workspace nicht mehr mit dem Vorgangssystem verbunden, daher wurde die Zusammenfassung von {what} in {channel} beendet.',

  // Polling settings (App Home).
  'admin.pollInterval': 'Prüfintervall für beobachtete Vorgänge (Sekunden)',
  'admin.pollCalls': 'Höchstzahl der Aufrufe pro Minute an das Vorgangssystem',
  'settings.pollHint': 'Leer lassen für den Standardwert von casebot.',
  'settings.error.pollInterval':
    'Geben Sie eine ganze Zahl von Sekunden von 10 bis 86400 ein oder lassen Sie das Feld leer.',
  'settings.error.pollCalls': 'Geben Sie eine ganze Zahl von 1 bis 6000 ein oder lassen Sie das Feld leer.',
  'admin.polling': 'Beobachtung',
  'admin.pollingValue': 'Intervall: {interval} · höchstens {calls} Aufrufe pro Minute',
  'admin.defaultMark': '(Standard)',
  'admin.defaultValue': '{value} (Standard)',
  'admin.default': 'Standard',
  'mcp.noIdentity':
    'casebot weiß nicht, wer fragt: Slack hat mit dieser Anfrage keinen Benutzer gesendet, daher wurde nichts abgefragt.',
  'mcp.morePages': 'Weitere Vorgänge auf Seite {page}.',
  'search.noTemplate':
    'casebot kann erst Vorgänge in der Slack-Suche zeigen, wenn ein Admin die Linkvorlage festlegt (Home-Tab von casebot → {edit} → {field}).',
  'search.filterStatus': 'Status',
  'search.filterPriority': 'Priorität',
  'search.filterMine': 'Nur meine Vorgänge',
  'mcp.noMorePages': 'Es gibt keine weiteren Vorgänge: Seite {page} liegt hinter der letzten.',
  'search.noSearcher':
    'casebot weiß nicht, wer sucht (Slack hat keinen Benutzerkontext gesendet), daher wurde nichts abgefragt.',
  'search.tooSlow':
    'Das Vorgangssystem hat zu lange für diese Suche gebraucht. Versuchen Sie es in einer Minute erneut oder mit weniger Wörtern.',
  'error.whoFixes':
    'Wenn das wieder passiert, kann ein Admin die Verbindung von casebot zum Vorgangssystem prüfen (Client-Name, API-Token, Basis-URL): Home-Tab von casebot → *{edit}* → *{check}*; ebenso den userName im Vorgangssystem, dem Sie zugeordnet sind.',
  'admin.requestsCli': 'Oder in einer Shell: {command}',
  'order.label': 'Wie das Vorgangssystem die neuesten Vorgänge auflistet',
  'order.updated': 'Neueste Aktualisierung zuerst',
  'order.submitted': 'Neuester Vorgang zuerst',
  'order.unknown': 'Nicht bekannt',
  'order.explain':
    'Neueste Aktualisierung zuerst: casebot prüft nur die Vorgänge, die sich geändert haben; wer sie beobachtet, erfährt eine Änderung innerhalb eines Abfrageintervalls (solange die Änderungen in die Aufrufe pro Minute passen). Neuester Vorgang zuerst oder Nicht bekannt: casebot prüft alle beobachteten Vorgänge und geteilten Karten der Reihe nach, was bei vielen Beobachtungen langsamer ist. Solange die Reihenfolge nicht bekannt ist, sieht sich casebot die Liste ab und zu an, um sie zu erkennen (unten).',
  'order.learnt':
    'casebot sieht die Liste so sortiert: {order} ({votes, plural, one {# Abfrage} other {# Abfragen in Folge}}).',
  'order.learning':
    'casebot hat die Reihenfolge noch nicht erkannt: Solange sie nicht bekannt ist, sieht es sich die Liste ab und zu an.',
  'order.saved': 'Gespeichert: Die Reihenfolge der neuesten Vorgänge ist jetzt {order}.',
  'order.notRead':
    'casebot hat die Liste seit dieser Einstellung nicht gelesen: Bei der nächsten Abfrage prüft es, ob sie in dieser Reihenfolge ist, und sagt es hier, wenn nicht.',
  'order.notReadSubmitted':
    'casebot nimmt die Liste wie eingestellt als „Neuester Vorgang zuerst“ und prüft jeden beobachteten Vorgang und jede geteilte Karte der Reihe nach; die Reihenfolge der Liste liest es nicht nach.',
  'order.differs':
    'casebot sieht die Liste so sortiert: {seen}, eingestellt ist aber {set}; beobachtete Vorgänge werden deshalb einzeln geprüft. Wählen Sie {seen}, um Änderungen früher zu erfahren.',
  'order.setting': 'Reihenfolge der neuesten Vorgänge',
  'agent.which':
    'Welcher Vorgang? Schreiben Sie seine Nummer (zum Beispiel `1234`) oder Wörter aus dem Betreff, um zu suchen.',
  'agent.help':
    'Schreiben Sie mir hier: eine Vorgangsnummer (`1234`) für seine Karte, Wörter aus einem Betreff für die Suche (`Drucker`), `meine Vorgänge` für Ihre eigenen, `überfällig` für offene Vorgänge über ihrer Frist, `hilfe` für diese Hilfe.',
  'agent.noAging': 'Keiner der {count} neuesten offenen Vorgänge ist über der Frist seiner Priorität.',
  'agent.promptsTitle': 'casebot fragen',
  'agent.prompt.mine': 'Meine Vorgänge',
  'agent.prompt.mineAsk': 'meine Vorgänge',
  'agent.prompt.aging': 'Überfällige Vorgänge',
  'agent.prompt.agingAsk': 'überfällig',
  'agent.prompt.search': 'Vorgänge zu „Drucker“',
  'agent.prompt.searchAsk': 'Drucker',
  'channel.canvasExists':
    'Der Kanal hat schon ein Canvas, daher hat casebot keines angelegt: Die angeheftete Karte bleibt die Zusammenfassung des Vorgangs.',
  'channel.noCanvas':
    'Dieser Workspace hat keine Canvases (sein Tarif, oder ein Admin hat sie ausgeschaltet): Die angeheftete Karte ist die Zusammenfassung des Vorgangs.',
  'channel.canvasScope':
    'Kein Canvas: casebot hat die Berechtigung `canvases:write` nicht (die App-Startseite von casebot zeigt einem Admin, wie er sie erteilt); die angeheftete Karte fasst den Vorgang zusammen.',
  'channel.canvasFailed':
    'Slack hat das Canvas des Kanals gerade nicht angelegt: Die angeheftete Karte ist die Zusammenfassung des Vorgangs.',
  'scopes.header': 'Optionale Berechtigungen',
  'scopes.why':
    'casebot funktioniert auch ohne sie. Jede schaltet eine Funktion frei; Slack lässt sie von einem Admin genehmigen.',
  'scopes.unknown':
    'Slack hat gerade nicht gesagt, welche Berechtigungen casebot hat; öffnen Sie diesen Tab später erneut.',
  'scopes.caseChannels': 'Vorgangskanäle (ein Kanal pro Vorgang, seine Karte angeheftet, sein Link als Lesezeichen)',
  'scopes.canvases': 'Ein Canvas in jedem Vorgangskanal (Zusammenfassung und Notizen des Vorgangs)',
  'scopes.liveCards': 'Aktuell gehaltene Karten in Kanälen, in denen casebot nicht ist',
  'scopes.granted': ':white_check_mark: {what}: erteilt',
  'scopes.missing': ':warning: {what}: nicht erteilt ({scopes})',
  'scopes.grant': 'Berechtigungen erteilen…',
  'scopes.grantHow': 'Slack zeigt, worum casebot bittet, und installiert es damit neu; sonst ändert sich nichts.',
  'scopes.grantOauth':
    'Um sie zu erteilen, öffnen Sie die Installationsseite von casebot: `/slack/install/more` hinter der Adresse von casebot (setzen Sie `CASEBOT_PUBLIC_URL`, um hier eine Schaltfläche zu bekommen).',
  'scopes.grantSettings':
    'So erteilen Sie, was fehlt: In den Einstellungen von casebot unter api.slack.com/apps fügen Sie die oben genannten Berechtigungen unter OAuth & Permissions → Bot Token Scopes hinzu, dann Reinstall to Workspace.',
  'channel.scope':
    'casebot darf hier keine Kanäle anlegen: Die Berechtigung `{scopes}` wurde nicht erteilt. Die App-Startseite von casebot zeigt einem Admin, wie er sie erteilt (Optionale Berechtigungen).',
  'channel.canvasMade':
    'Sein Canvas enthält Zusammenfassung und Notizen des Vorgangs und wird mit der Karte aktuell gehalten.',
  'agent.lead': 'In Ihrem Namen aus dem Vorgangssystem gelesen:',
  'reminder.set':
    'casebot schickt Ihnen Ihre offenen Vorgänge per Direktnachricht {schedule}{empty}. Die nächste: {next}.',
  'reminder.evenWhenEmpty': ', auch wenn Sie keine haben',
  'reminder.none':
    'Sie haben keine Erinnerung an Ihre Vorgänge. `/cases remind` schickt Ihnen Ihre offenen Vorgänge montags bis freitags um 09:00 per Direktnachricht; `/cases remind täglich 08:30` zu einer anderen Zeit.',
  'reminder.stopped': 'Ihre Erinnerung an Ihre Vorgänge ist beendet. `/cases remind` richtet sie wieder ein.',
  'reminder.head': ':sunrise: *Ihre offenen Vorgänge: {count}*',
  'reminder.headOverdue': ':sunrise: *Ihre offenen Vorgänge: {count}, davon {overdue} überfällig*',
  'reminder.empty': ':sunrise: Sie haben keinen offenen Vorgang unter den {count} neuesten Vorgängen.',
  'reminder.looked':
    'Unter den {count} neuesten Vorgängen, aus dem Vorgangssystem gelesen als *{user}*. Überfällige Vorgänge zuerst.',
  'reminder.more': 'Und {count} weitere.',
  'reminder.all': 'Alle meine Vorgänge',
  'reminder.late': 'Verspätet: Sie war für {date} fällig, als casebot nicht lief.',
  'reminder.ended.unlinked':
    'Ihre Erinnerung an Ihre Vorgänge wurde beendet: Ihr Konto ist dem Vorgangssystem nicht mehr zugeordnet. Sobald ein Admin es wieder zuordnet, richtet `/cases remind` sie wieder ein.',
  'reminder.ended.disconnected':
    'Ihre Erinnerung an Ihre Vorgänge wurde beendet: Dieser Workspace ist nicht mehr mit dem Vorgangssystem verbunden.',
  'reminder.ended.admin':
    'Ein Admin ({admin}) hat Ihre Erinnerung an Ihre Vorgänge beendet. `/cases remind` richtet sie wieder ein.',
  'reminder.modalTitle': 'Vorgangs-Erinnerung',
  'schedule.dayLabel': 'An welchem Tag (wenn wöchentlich)',
  'reminder.emptyLabel': 'Wenn Sie keinen offenen Vorgang haben',
  'reminder.emptyOption': 'Trotzdem senden (sonst kommt nichts)',
  'reminder.homeTitle': 'Meine Vorgänge per Direktnachricht',
  'reminder.homeOff':
    'Erhalten Sie Ihre offenen Vorgänge zu Beginn Ihres Tages per Direktnachricht, überfällige zuerst.',
  'reminder.homeOn': 'Per Direktnachricht {schedule}{empty}. Die nächste: {next}.',
  'reminder.homeSetUp': 'Mich erinnern',
  'reminder.listTitle': 'Erinnerungen an die eigenen Vorgänge',
  'reminder.row': '{user}: {schedule}. Die nächste: {next}.',
  'audit.reminder.ended': 'hat die Erinnerung von {detail} beendet',
  'agent.prompt.remind': 'Erinnere mich werktags um 9',
  'agent.prompt.remindAsk': 'Erinnere mich werktags um 9',
  'reminder.listNone': 'Noch niemand erhält eine Erinnerung an die eigenen Vorgänge.',
  'listing.more': 'Und {count} weitere: `{command} list {team}` in der CLI listet alle auf.',
  'aging.adminTitle': 'Warnungen zu überfälligen Vorgängen',
  'reminder.sentNow': 'Gesendet: Ihre offenen Vorgänge stehen in Ihren Nachrichten mit casebot.',
  'reminder.unknown':
    'casebot konnte „{words}“ in einer Erinnerung nicht lesen. Schreiben Sie zum Beispiel `/cases remind werktags 09:00`, `/cases remind wöchentlich Freitag 16:00` oder `/cases remind off`.',
  'reminder.help':
    '*Erinnerungen an Ihre Vorgänge*: casebot schickt Ihnen Ihre offenen Vorgänge als Direktnachricht, überfällige zuerst. `/cases remind` zeigt Ihre Erinnerung (oder richtet eine ein: werktags um 09:00 in Ihrer Zeitzone); `/cases remind täglich 08:30`, `/cases remind wöchentlich Freitag 16:00` oder `/cases remind jeden Morgen` ändert sie; mit `auch wenn leer` kommt sie auch an Tagen ohne offenen Vorgang; `/cases remind off` beendet sie.',
  'reminder.refusedNow':
    'Das Vorgangssystem wollte gerade keine Vorgänge für Sie auflisten, daher wurde nichts gesendet. Versuchen Sie es später erneut.',
  'reminder.unavailable':
    'casebot konnte das Vorgangssystem gerade nicht in Ihrem Namen erreichen, daher wurde nichts gesendet. Versuchen Sie es gleich noch einmal.',
  'duration.days': '{count, plural, one {# Tag} other {# Tage}}',
  'duration.hours': '{count, plural, one {# Stunde} other {# Stunden}}',
  'duration.hoursMinutes': '{hours} Std. {minutes} Min.',
  'duration.minutes': '{count, plural, one {# Minute} other {# Minuten}}',
  'status.name':
    '{group, select, open {offen} progress {in Bearbeitung} waiting {wartend} closed {geschlossen} resolved {gelöst} other {wiedereröffnet}}',
  'priority.name': '{rank, select, 1 {niedrig} 2 {mittel} 3 {hoch} other {dringend}}',
  'aging.thresholds': 'Ein Vorgang gilt als überfällig ohne Aktualisierung seit: {thresholds}.',
  'aging.cut': 'Unter den {count} neuesten Vorgängen; casebot liest bei den nächsten Durchläufen weiter.',
  'aging.cutAsked': 'Unter den {count} neuesten Vorgängen (ältere wurden nicht gelesen).',
  'install.linkUsed':
    'Dieser Installationslink wurde schon verwendet oder ist älter als zehn Minuten. Beginnen Sie noch einmal auf der Installationsseite von casebot ({path}).',
  'install.failed':
    'casebot konnte die Installation nicht abschließen: Slack hat sie nicht bestätigt. Beginnen Sie noch einmal auf der Installationsseite von casebot ({path}); passiert das wieder, sagen Sie es der Person, die casebot betreibt.',
  'discussion.line': 'Besprochen in: {places}',
  'discussion.lineMore': 'Besprochen in: {places} und {count, plural, one {einem weiteren} other {# weiteren}}',
  'discussion.label': 'Besprochen in',
  'discussion.valueMore': '{places} und {count, plural, one {einem weiteren} other {# weiteren}}',
  'discussion.dm': 'einer Direktnachricht',
  'discussion.groupDm': 'einer Gruppennachricht',
  'discussion.all': 'Alle Unterhaltungen',
  'discussion.listIntro': 'Unterhaltungen zum Vorgang {caseNumber}, die Sie öffnen können, die neuesten zuerst:',
  'discussion.none': 'Keine Unterhaltung zum Vorgang {caseNumber}, die Sie öffnen können.',
  'discussion.row': '{place} · {date} · verknüpft von {user}',
  'discussion.linkTitle': 'Mit Vorgang verknüpfen',
  'discussion.linkSubmit': 'Verknüpfen',
  'discussion.linkLabel': 'Vorgangsnummer oder Wörter aus dem Betreff',
  'discussion.linkHint':
    'Die Karte des Vorgangs zeigt diese Nachricht als hier besprochen, für alle, die diese Unterhaltung öffnen können.',
  'discussion.needsCase': 'Geben Sie eine Vorgangsnummer oder Wörter aus dem Betreff ein.',
  'discussion.linked':
    'Verknüpft: Die Karte von Vorgang {caseNumber} zeigt diese Nachricht jetzt als besprochen in {channel}.',
  'discussion.already':
    'Diese Nachricht war bereits mit Vorgang {caseNumber} verknüpft: Seine Karte zeigt sie als besprochen in {channel}.',
  'discussion.notFound':
    'Vorgang {caseNumber} wurde nicht gefunden, oder Sie dürfen ihn nicht sehen: Nichts wurde verknüpft.',
  'discussion.noMatch': 'Kein Vorgang, den Sie sehen dürfen, passt zu „{words}“: Nichts wurde verknüpft.',
  'discussion.manyMatch': 'Mehrere Vorgänge passen zu „{words}“ ({numbers}): Verknüpfen Sie einen über seine Nummer.',
  'discussion.sharedChannel':
    'Dieser Kanal wird mit einer anderen Organisation geteilt: casebot behält nichts davon, also wurde nichts verknüpft.',
};

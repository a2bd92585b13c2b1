import type { MessageKey } from './en';

// Italiano: il lessico dell'assistenza clienti (pratica, nota, allegato), forma di cortesia.
export const it: Record<MessageKey, string> = {
  'usage.intro':
    '*casebot* mostra le pratiche del servizio reclami. Solo lei vede queste risposte, finché non le condivide.',
  'usage.case': '`/case 1234` (oppure `/case #1234`): una pratica come scheda, con note e allegati',
  'usage.cases': '`/cases stampante`: cerca pratiche per numero o oggetto, una pagina alla volta',
  'usage.recent': '`/cases`: le pratiche più recenti',
  'hint.notANumber': '«{text}» non è un numero di pratica. Per cercare per oggetto, provi `/cases {text}`.',
  'hint.oneCase': 'Una pratica alla volta, per favore: `/case 1234`. Per vederne più di una: `/cases {placeholder}`.',
  'hint.badNumber': 'I numeri di pratica sono numeri interi da 1 a 2147483647, per esempio `/case 1234`.',
  'hint.notFound':
    'Non c’è nessuna pratica n. {caseNumber} che lei possa vedere. Per cercare per oggetto, provi `/cases {placeholder}`.',
  'hint.searchTooLong': 'Ricerca troppo lunga: al massimo {max} caratteri.',
  'placeholder.text': 'testo',
  'placeholder.userName': 'il suo userName',
  'placeholder.number': 'numero',
  'unserved.notConnected':
    ':electric_plug: Questo workspace Slack non è ancora collegato al servizio reclami. Un amministratore può collegarlo con:\n{command}',
  'unserved.uninstalled':
    ':electric_plug: casebot è stato rimosso da questo workspace Slack e qui non risponde più. Un amministratore può aggiungerlo di nuovo a Slack.',
  'unserved.notLinked':
    ':bust_in_silhouette: Il suo account Slack non è ancora associato a un utente del servizio reclami. Chieda a un amministratore di eseguire:\n{command}',
  'unserved.credentials':
    ':lock: casebot non riesce a leggere le credenziali del servizio reclami di questo workspace. Chieda a un amministratore di reimpostare il token API con {command}. Riferimento: `{ref}`',
  'unserved.noBaseUrl':
    'casebot non sa dove si trova il servizio reclami di questo workspace. Chieda a un amministratore di eseguire {command}.',
  'error.refused': ':x: Il servizio reclami ha risposto: «{description}» (errore {code}). Riferimento: `{ref}`',
  'error.refusedNoDescription':
    ':x: Il servizio reclami ha rifiutato senza spiegazioni (errore {code}). Riferimento: `{ref}`',
  'error.timeout':
    ':warning: Il servizio reclami non ha risposto in tempo. Riprovi tra un minuto; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.unreachable':
    ':warning: Il servizio reclami non è raggiungibile. Riprovi tra un minuto; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.garbled':
    ':warning: Il servizio reclami ha dato una risposta non valida. Riprovi tra un minuto; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.store':
    ':warning: casebot al momento non raggiunge il proprio database. Non è stato modificato nulla; riprovi tra un minuto. Se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.internal':
    ':warning: Qualcosa non ha funzionato in casebot. Riprovi; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.staleButton':
    'Questo pulsante non è più utilizzabile (viene da un messaggio più vecchio o da un altro workspace). Esegua di nuovo il comando.',
  'error.shareFailed': ':warning: Non è stato possibile condividere la pratica in questo canale. Riferimento: `{ref}`',
  'error.notesUnavailable':
    ':warning: Non è stato possibile aprire le note (Slack ha chiuso la finestra). Prema di nuovo *Tutte le note*.',
  'card.title': 'Pratica n. {caseNumber} · {subject}',
  'card.fallback': 'Pratica n. {caseNumber}: {subject} ({status})',
  'card.noSubject': '(senza oggetto)',
  'card.status': 'Stato',
  'card.priority': 'Priorità',
  'card.customer': 'Cliente',
  'card.created': 'Aperta il',
  'card.createdBy': 'Aperta da',
  'card.lastUpdated': 'Ultimo aggiornamento',
  'card.lastUpdatedBy': '{date} da {name}',
  'card.email': 'E-mail',
  'card.mobile': 'Cellulare',
  'card.counts':
    '{notes, plural, one {# nota} many {# di note} other {# note}} · {files, plural, one {# allegato} many {# di allegati} other {# allegati}}',
  'card.notes': 'Note',
  'card.latestNotes': 'Note più recenti',
  'card.noNotes': 'Ancora nessuna nota.',
  'card.emptyNote': '(nota vuota)',
  'card.unknownAuthor': 'sconosciuto',
  'card.earlierNotes':
    '{count, plural, one {# nota precedente} many {# di note precedenti} other {# note precedenti}} · *Tutte le note* le mostra tutte',
  'card.latestNote': 'Ultima nota',
  'card.ofTotal': 'di {count}',
  'card.attachments': 'Allegati',
  'card.unnamedFile': '(file senza nome)',
  'card.moreFiles': '…e {count, plural, one {# altro file} many {# di altri file} other {# altri file}}',
  'card.attachmentsHint': 'Gli allegati sono elencati per nome; li apra nel servizio reclami.',
  'card.sharedBy': '{user} ha condiviso una pratica',
  'card.sharedIn': ':white_check_mark: {user} ha condiviso questa pratica in {channel} · {date}',
  'card.theChannel': 'il canale',
  'card.caseType': 'Pratica',
  'unfurl.hint':
    ':link: casebot può mostrare i link alle pratiche come schede quando il suo account Slack è associato a un utente del servizio reclami. Chieda a un amministratore di eseguire:\n{command}',
  'shortcut.none': 'Questo messaggio non contiene numeri di pratica (#1234, case 1234) né link a pratiche.',
  'shortcut.more':
    'Il messaggio cita {count, plural, one {# altra pratica} many {# di altre pratiche} other {# altre pratiche}}; ecco le prime cinque.',
  'find.title': 'Trova una pratica',
  'find.submit': 'Mostra',
  'find.case': 'Pratica',
  'find.placeholder': 'Digiti un numero o parole dell’oggetto',
  'find.where': 'Mostrarla a me in',
  'workflow.noUser':
    'Questo passaggio non indica un utente con cui consultare la pratica e il workspace non ha un utente predefinito. Scelga un utente nel passaggio, oppure un amministratore ne imposta uno predefinito con la CLI (workspace set --default-user).',
  'card.unknownDate': 'sconosciuta',
  'button.share': 'Condividi nel canale',
  'button.allNotes': 'Tutte le note',
  'button.openInService': 'Apri nel servizio',
  'button.dismiss': 'Nascondi',
  'button.details': 'Vedi dettagli',
  'button.view': 'Apri',
  'list.matching': 'Pratiche che corrispondono a «{text}»',
  'list.recent': 'Pratiche recenti',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, altre nella pagina successiva',
  'list.next': 'Avanti ▶',
  'list.prev': '◀ Indietro',
  'list.footer': 'Pagina {page} · {size} per pagina · `/case {placeholder}` ne apre una',
  'list.noMatch':
    'Nessuna pratica corrisponde a «{text}». Provi con meno parole, parole diverse o un numero di pratica.',
  'list.empty': 'Non ci sono ancora pratiche da mostrare.',
  'modal.title': 'Note',
  'modal.titleCase': 'Note · n. {caseNumber}',
  'modal.close': 'Chiudi',
  'modal.loading': ':hourglass_flowing_sand: Caricamento delle note della pratica n. {caseNumber}…',
  'modal.range': 'Note {first}–{last} di {total}, dalla più recente',
  'modal.noNotes': 'Ancora nessuna nota.',
  'modal.newer': '◀ Più recenti',
  'modal.older': 'Meno recenti ▶',
  'modal.noteGoesOn': '_Questa nota continua; il servizio reclami la contiene per intero._',
};

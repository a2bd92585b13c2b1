import type { MessageKey } from './en';

// Italiano: il lessico dell'assistenza clienti (pratica, nota, allegato), forma di cortesia.
export const it: Record<MessageKey, string> = {
  'usage.intro':
    '*casebot* mostra le pratiche del sistema delle pratiche. Solo lei vede queste risposte, finché non le condivide.',
  'usage.case': '`/case 1234` (oppure `/case #1234`): una pratica come scheda, con note e allegati',
  'usage.cases': '`/cases stampante`: cerca pratiche per numero o oggetto, una pagina alla volta',
  'usage.recent': '`/cases`: le pratiche più recenti',
  'hint.notANumber': '«{text}» non è un numero di pratica. Per cercare per oggetto, provi `/cases {text}`.',
  'hint.oneCase': 'Una pratica alla volta, per favore: `/case 1234`. Per vederne più di una: `/cases {placeholder}`.',
  'hint.didYouMean': 'Intendeva `{command}`?',
  'hint.badNumber': 'I numeri di pratica sono numeri interi da 1 a 2147483647, per esempio `/case 1234`.',
  'hint.notFound':
    'Non c’è nessuna pratica n. {caseNumber} che lei possa vedere. Per cercare per oggetto, provi `/cases {placeholder}`.',
  'hint.searchTooLong': 'Ricerca troppo lunga: al massimo {max} caratteri.',
  'placeholder.text': 'testo',
  'placeholder.number': 'numero',
  'unserved.notConnected':
    ':electric_plug: Questo workspace Slack non è ancora collegato al sistema delle pratiche. Un amministratore può collegarlo dalla scheda Home di casebot in Slack, oppure con:\n{command}',
  'unserved.uninstalled':
    ':electric_plug: casebot è stato rimosso da questo workspace Slack e qui non risponde più. Un amministratore può aggiungerlo di nuovo a Slack.',
  'unserved.notLinked':
    ':bust_in_silhouette: Il suo account Slack non è ancora associato a un utente del sistema delle pratiche, quindi casebot non può mostrarle pratiche. Apra la scheda Home di casebot (sotto App) e prema *Richiedi accesso*: casebot avvisa gli amministratori e le risponde appena uno di loro la associa.',
  'unserved.notLinkedAdmin':
    ':bust_in_silhouette: Il suo account Slack non è ancora associato a un utente del sistema delle pratiche, quindi casebot non può mostrarle pratiche. Come amministratore può associarsi da sé: apra la scheda Home di casebot (sotto App) e prema *Associarmi*.',
  'unserved.notLinkedRequested':
    ':hourglass_flowing_sand: Ha chiesto l’accesso al sistema delle pratiche; nessun amministratore l’ha ancora associata. casebot le risponde appena succede (la sua richiesta è sulla scheda Home di casebot).',
  'unserved.credentials':
    ':lock: casebot non riesce a leggere le credenziali del sistema delle pratiche di questo workspace. Chieda a un amministratore di reimpostare il token API con {command}. Riferimento: `{ref}`',
  'unserved.noBaseUrl':
    'casebot non sa dove si trova il sistema delle pratiche di questo workspace. Chieda a un amministratore di eseguire {command}.',
  'unserved.membershipUnknown':
    ':hourglass_flowing_sand: Slack non ha saputo dire in questo momento se lei fa parte di quest’area di lavoro, quindi casebot non può rispondere con l’utente predefinito. Riprovi tra un attimo. Riferimento: `{ref}`',
  'error.refused': ':x: Il sistema delle pratiche ha risposto: «{description}» (errore {code}). Riferimento: `{ref}`',
  'error.refusedNoDescription':
    ':x: Il sistema delle pratiche ha rifiutato senza spiegazioni (errore {code}). Riferimento: `{ref}`',
  'error.timeout':
    ':warning: Il sistema delle pratiche non ha risposto in tempo. Riprovi tra un minuto; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.unreachable':
    ':warning: Il sistema delle pratiche non è raggiungibile. Riprovi tra un minuto; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.garbled':
    ':warning: Il sistema delle pratiche ha dato una risposta non valida. Riprovi tra un minuto; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.addressRefused':
    ':no_entry: casebot non può chiamare il sistema delle pratiche di quest’area di lavoro all’indirizzo impostato (http semplice, o un indirizzo di una rete privata), quindi non è stato inviato nulla. Un amministratore può verificare l’URL di base in *Modifica connessione* sulla scheda Home di casebot. Riferimento: `{ref}`',
  'error.store':
    ':warning: casebot al momento non raggiunge il proprio database. Non è stato modificato nulla; riprovi tra un minuto. Se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.internal':
    ':warning: Qualcosa non ha funzionato in casebot. Riprovi; se il problema persiste, comunichi al suo amministratore il riferimento `{ref}`.',
  'error.staleButton':
    'Questo pulsante non è più utilizzabile (viene da un messaggio più vecchio o da un altro workspace). Esegua di nuovo il comando.',
  'error.shareFailed': ':warning: Non è stato possibile condividere la pratica in questo canale. Riferimento: `{ref}`',
  'share.confirmShared':
    ':warning: Questo canale è condiviso con un’altra organizzazione: tutti i suoi membri, anche persone esterne, vedranno la pratica n. {caseNumber} (oggetto, cliente e ultima nota). Condividerla comunque?',
  'share.confirmUnknown':
    ':warning: Slack non ha saputo dire se il canale è condiviso con un’altra organizzazione. Se lo è, persone esterne vedranno la pratica n. {caseNumber} (oggetto, cliente e ultima nota). Condividerla comunque?',
  'share.cancelled': 'Non condivisa: la pratica n. {caseNumber} resta visibile solo a lei.',
  'button.shareAnyway': 'Condividi comunque',
  'button.dontShare': 'Non condividere',
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
    '{count, plural, one {# nota precedente} many {# di note precedenti} other {# note precedenti}} · *Tutte le note* mostra l’elenco completo',
  'card.latestNote': 'Ultima nota',
  'card.ofTotal': 'di {count}',
  'card.attachments': 'Allegati',
  'card.unnamedFile': '(file senza nome)',
  'card.moreFiles': '…e {count, plural, one {# altro file} many {# di altri file} other {# altri file}}',
  'card.attachmentsHint': 'Gli allegati sono elencati per nome; li apra nel sistema delle pratiche.',
  'card.sharedBy': '{user} ha condiviso una pratica',
  'card.live': 'Mantenuta aggiornata da casebot',
  'card.liveUpdated': 'Mantenuta aggiornata da casebot · ultimo aggiornamento: {date}',
  'card.notLive':
    'Non mantenuta aggiornata: casebot non è in questo canale. Per cambiarlo, digiti qui `/invite @casebot` e condivida di nuovo la pratica.',
  'card.stopUpdating': 'Interrompi l’aggiornamento',
  'card.caseChannel': 'Canale della pratica: {channel}',
  'card.caseChannelLabel': 'Canale della pratica',
  'live.replyFallback': 'La pratica n. {caseNumber} è cambiata',
  'live.ended.stopped': 'Non più aggiornata: {user} ha interrotto l’aggiornamento.',
  'live.ended.unlinked':
    'Non più aggiornata: la persona che l’ha condivisa non è più associata al sistema delle pratiche.',
  'live.ended.left_workspace': 'Non più aggiornata: la persona che l’ha condivisa ha lasciato l’area di lavoro.',
  'live.ended.closed': 'Non più aggiornata: la pratica è chiusa da 7 giorni.',
  'live.ended.quiet': 'Non più aggiornata: la pratica non cambia da 90 giorni.',
  'live.ended.turned_off':
    'Non più aggiornata: un amministratore ha disattivato l’aggiornamento delle pratiche condivise.',
  'live.ended.cap_channel':
    'Non più aggiornata: in questo canale si mantengono aggiornate al massimo {max} pratiche, e la più vecchia si ferma per prima.',
  'live.ended.cap_workspace':
    'Non più aggiornata: in quest’area di lavoro si mantengono aggiornate al massimo {max} pratiche, e la più vecchia si ferma per prima.',
  'live.ended.superseded': 'Non più aggiornata: questa pratica è stata condivisa di nuovo qui, più in basso.',
  'live.ended.refused':
    'Non più aggiornata: il sistema delle pratiche non mostra più questa pratica alla persona che l’ha condivisa.',
  'live.ended.disconnected': 'Non più aggiornata: quest’area di lavoro non è più collegata al sistema delle pratiche.',
  'live.stopNotMember':
    'Solo le persone del workspace che ha condiviso questa scheda possono interromperne l’aggiornamento.',
  'live.endedSharedChannel':
    '{cases} in {channel}: il canale è ora condiviso con un’altra organizzazione, quindi casebot non mantiene più aggiornate quelle schede (i suoi aggiornamenti mostrerebbero note interne a persone esterne). Un amministratore può consentire questi canali sulla scheda Home di casebot (Modifica connessione).',
  'live.endedChannelGone':
    '{cases} in {channel}: casebot non è più nel canale (è stato rimosso, o il canale è stato archiviato o eliminato), quindi non mantiene più aggiornate quelle schede.',
  'aging.ended.unlinked':
    'Gli avvisi sulle pratiche ferme in {channel} erano letti dal sistema delle pratiche a suo nome, e il suo account Slack non vi è più associato, quindi sono disattivati. Un amministratore può riattivarli sulla scheda Home di casebot, a nome di un’altra persona.',
  'aging.ended.disconnected':
    'Gli avvisi sulle pratiche ferme in {channel} sono disattivati: questa area di lavoro non è più collegata al sistema delle pratiche.',
  'aging.ended.shared_channel':
    '{channel} è ora condiviso con un’altra organizzazione, quindi casebot vi ha disattivato gli avvisi sulle pratiche ferme (mostrerebbero pratiche interne a persone esterne). Un amministratore può scegliere un altro canale sulla scheda Home di casebot.',
  'aging.ended.cannot_post':
    'casebot non può più pubblicare gli avvisi sulle pratiche ferme in {channel} (è stato rimosso, o il canale è stato archiviato o eliminato), quindi sono disattivati. Un amministratore può scegliere un altro canale sulla scheda Home di casebot.',
  'live.stopped': 'La scheda della pratica n. {caseNumber} qui non è più aggiornata.',
  'live.notLive': 'Questa scheda non è più aggiornata.',
  'channel.title': 'Apri un canale',
  'channel.submit': 'Crea',
  'channel.intro':
    'Un canale tutto per la pratica n. {caseNumber}: la sua scheda vi viene fissata e mantenuta aggiornata, e ogni nuova nota arriva nel thread della scheda.',
  'channel.introNotLive':
    'Un canale tutto per la pratica n. {caseNumber}: la sua scheda vi viene fissata. (Un amministratore ha disattivato l’aggiornamento delle schede, quindi non cambierà da sola.)',
  'channel.name': 'Nome del canale',
  'channel.nameHint': 'Lettere minuscole, cifre e trattini; al massimo 80 caratteri.',
  'channel.nameInvalid': 'Usi solo lettere minuscole, cifre e trattini, al massimo 80 caratteri.',
  'channel.nameTaken':
    'Slack indica che *{name}* e i nomi numerati successivi sono già in uso. Scelga un altro nome: qui sotto le proponiamo *{suggestion}*.',
  'channel.nameRefused': 'Slack non ha accettato questo nome. Ne scelga un altro.',
  'channel.privacy': 'Chi può trovarlo',
  'channel.public': 'Pubblico: chiunque nell’area di lavoro',
  'channel.private': 'Privato: solo le persone invitate',
  'channel.invite': 'Invita',
  'channel.inviteHint': 'Lei ne fa sempre parte.',
  'channel.made':
    ':white_check_mark: {channel} è pronto. La scheda della pratica n. {caseNumber} vi è fissata e mantenuta aggiornata; ogni nuova nota arriva nel suo thread.',
  'channel.madeSnapshot':
    ':white_check_mark: {channel} è pronto, con la scheda della pratica n. {caseNumber} fissata. Non viene aggiornata: un amministratore l’ha disattivato per quest’area di lavoro.',
  'channel.notInvited': 'Queste persone non sono state invitate: {users}. Le inviti dal canale.',
  'channel.notPinned': 'Non è stato possibile fissare la scheda; la fissi dal suo menu, se vuole.',
  'channel.cardFailed':
    ':warning: {channel} è stato creato e lei ne fa parte, ma non è stato possibile pubblicarvi la scheda della pratica. Digiti lì `/case {caseNumber}` e la condivida. Riferimento: `{ref}`',
  'channel.restricted':
    'Quest’area di lavoro non consente alle app di creare canali. Un amministratore dell’area può permetterlo; oppure crei lei un canale, digiti lì `/invite @casebot` e vi condivida la pratica.',
  'channel.failed':
    ':warning: casebot non è riuscito a creare il canale, e non è rimasto nulla a metà. Riprovi tra poco. Riferimento: `{ref}`',
  'channel.tooManyPerson':
    'Ha {max, plural, one {# canale di pratica aperto} many {# canali di pratica aperti} other {# canali di pratica aperti}}, il massimo per una persona: ne archivi uno che non le serve più, poi apra questo.',
  'channel.tooManyWorkspace':
    'Questo workspace ha {max, plural, one {# canale di pratica aperto} many {# canali di pratica aperti} other {# canali di pratica aperti}}, il massimo consentito: chieda a un amministratore di archiviarne alcuni o di alzare CASEBOT_CASE_CHANNELS_PER_WORKSPACE.',
  'channel.tooFast':
    'Ha aperto {max, plural, one {# canale di pratica} many {# canali di pratica} other {# canali di pratica}} nell’ultimo minuto: attenda un minuto, poi apra questo.',
  'channel.exists': 'La pratica n. {caseNumber} ha già un canale: {channel}',
  'channel.making': 'Un canale per la pratica n. {caseNumber} è in creazione proprio ora; apparirà tra un momento.',
  'channel.inProgress': 'Creazione del canale…',
  'channel.modalExpired': 'Non è stato possibile aprire il modulo in tempo. Prema di nuovo il pulsante.',
  'channel.closed':
    ':white_circle: La pratica n. {caseNumber} è chiusa. Quando il lavoro in questo canale è finito, lo archivi.',
  'channel.archiveTitle': 'Archiviare questo canale?',
  'channel.archiveConfirm':
    'Scompare dalla barra laterale di tutti i membri; si può ripristinare dalle impostazioni del canale. La pratica n. {caseNumber} non verrà più aggiornata qui.',
  'channel.archivedBy': '{user} ha archiviato questo canale.',
  'channel.closedWeek':
    'La pratica n. {caseNumber} è chiusa da 7 giorni e questo canale è ancora aperto. Lo archivi quando il lavoro è finito.',
  'button.archiveChannel': 'Archivia il canale',
  'channel.archiveFailed':
    'casebot non è riuscito ad archiviare questo canale. Chi gestisce i canali può archiviarlo dalle impostazioni del canale.',
  'channel.archiveNotCaseChannel':
    'Questo pulsante non indica più il canale proprio di questa pratica: non è stato archiviato nulla.',
  'channel.archiveNotMember': 'Solo i membri di questo canale possono archiviarlo.',
  'card.sharedIn': ':white_check_mark: {user} ha condiviso questa pratica in {channel} · {date}',
  'card.theChannel': 'il canale',
  'card.caseType': 'Pratica',
  'unfurl.hint':
    ':link: casebot può mostrare i link alle pratiche come schede quando il suo account Slack è associato a un utente del sistema delle pratiche: apra la scheda Home di casebot (sotto App) e prema *Richiedi accesso*.',
  'shortcut.none': 'Questo messaggio non contiene numeri di pratica (#1234, pratica 1234) né link a pratiche.',
  'lookup.title': 'Pratiche citate in quel messaggio',
  'lookup.more': 'Ne cita altre {count} ({numbers}): `/case {placeholder}` apre una qualsiasi.',
  'lookup.notCaseLinks':
    'Questi link non sono pratiche di questo workspace (i suoi link alle pratiche sono come {template}): {links}',
  'lookup.noTemplate':
    'Questo workspace non ha un modello di link alle pratiche, quindi casebot non può leggerne i link: {links}. Un amministratore lo imposta sulla scheda Home di casebot.',
  'lookup.notFound': 'Non trovate, o non visibili per te: {numbers}',
  'button.shareShort': 'Condividi',
  'find.title': 'Trova una pratica',
  'find.submit': 'Mostra',
  'find.case': 'Pratica',
  'find.placeholder': 'Digiti un numero o parole dell’oggetto',
  'find.where': 'Dove mostrarla',
  'find.required': 'Scelga prima una pratica: digiti un numero o parole dell’oggetto, poi ne selezioni una.',
  'card.unknownDate': 'sconosciuta',
  'button.share': 'Condividi nel canale',
  'button.allNotes': 'Tutte le note',
  'button.openInService': 'Apri nel sistema delle pratiche',
  'button.dismiss': 'Nascondi',
  'button.details': 'Vedi dettagli',
  'button.view': 'Apri',
  'list.matching': 'Pratiche che corrispondono a «{text}»',
  'list.everyWordTitle': 'Pratiche con ogni parola di «{text}»',
  'mine.found':
    '*Le sue pratiche* (come {user}): {count, plural, one {# pratica} many {# di pratiche} other {# pratiche}} tra le pratiche più recenti ({first}–{last} contando dalla più recente), prima quelle aperte.',
  'mine.none':
    ':mag: Nessuna delle pratiche più recenti ({first}–{last} contando dalla più recente) è sua (come {user}).',
  'mine.looked':
    'Il sistema delle pratiche non sa elencare le pratiche di una persona, quindi casebot esamina le più recenti: le più vecchie compaiono se cerca più indietro.',
  'mine.lookedAll': 'casebot ha esaminato l’elenco del sistema delle pratiche fino alla fine.',
  'mine.shown': '{single, select, yes {Mostrata: {first} di {count}.} other {Mostrate: {first}–{last} di {count}.}}',
  'mine.further': 'Cerca più indietro',
  'mine.notLinked':
    ':bust_in_silhouette: casebot accede al sistema delle pratiche per lei con l’utente predefinito dell’area di lavoro, quindi non può sapere quali pratiche sono sue. Chieda a un amministratore di associarla al suo utente del sistema delle pratiche.',
  'list.recent': 'Pratiche recenti',
  'list.updated': 'Aggiornata: {date}',
  'list.submitted': 'Inviata: {date}',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, altre nella pagina successiva',
  'list.next': 'Avanti ▶',
  'list.prev': '◀ Indietro',
  'list.footer': 'Pagina {page} · {size} per pagina · `/case {placeholder}` ne apre una',
  'list.noMatch':
    'Nessuna pratica corrisponde a «{text}». Provi con meno parole, parole diverse o un numero di pratica.',
  'list.everyWord':
    'Nulla corrispondeva a «{text}» così com’è scritto, quindi ecco le pratiche il cui oggetto contiene ogni parola, in qualsiasi ordine: {count, plural, one {# pratica} many {# pratiche} other {# pratiche}} tra le {window} più recenti con «{word}».',
  'list.empty': 'Non ci sono ancora pratiche da mostrare.',
  'table.show': 'Tabella',
  'table.list': 'Elenco',
  'table.next': 'Successive 100 ▶',
  'table.prev': '◀ Precedenti 100',
  'table.number': 'Pratica',
  'table.subject': 'Oggetto',
  'table.updated': 'Ultimo aggiornamento ({zone})',
  'table.dropped': 'Altre {count} non entravano nella tabella: Elenco le mostra',
  'table.footer': 'Ordina per qualsiasi colonna · `/case {placeholder}` ne apre una',
  'modal.title': 'Note',
  'modal.titleCase': 'Note · n. {caseNumber}',
  'modal.close': 'Chiudi',
  'modal.loading': ':hourglass_flowing_sand: Caricamento delle note della pratica n. {caseNumber}…',
  'modal.range': 'Note {first}–{last} di {total}, dalla più recente',
  'modal.noNotes': 'Ancora nessuna nota.',
  'modal.newer': '◀ Più recenti',
  'modal.older': 'Meno recenti ▶',
  'modal.noteGoesOn': '_Questa nota continua; il sistema delle pratiche la contiene per intero._',

  // App Home, per tutti.
  'home.title': 'casebot',
  'home.intro':
    'Le pratiche del sistema delle pratiche, direttamente in Slack. Digiti `/case 1234` o `/cases stampante`, oppure incolli il link di una pratica.',
  'home.linked': ':white_check_mark: Il suo account è associato all’utente *{userName}* del sistema delle pratiche.',
  'home.linkedDefault':
    ':white_check_mark: Sta usando *{userName}*, l’utente del sistema delle pratiche condiviso da questo workspace. Un amministratore può associarle un utente personale.',
  'home.notLinked':
    ':bust_in_silhouette: Il suo account Slack non è ancora associato a un utente del sistema delle pratiche, quindi casebot non può mostrarle pratiche.',
  'home.requestAccess': 'Richiedi accesso',
  'home.notLinkedAdmin':
    'Come admin può modificare le impostazioni di casebot qui sotto. Per consultare personalmente le pratiche, associ il suo account Slack a un utente del sistema delle pratiche.',
  'home.linkSelf': 'Associarmi',
  'home.notConnectedAdmin':
    ':electric_plug: Questo workspace non è ancora collegato al sistema delle pratiche. Come admin può collegarlo: prema *{connect}* qui sotto.',
  'home.requested':
    ':hourglass_flowing_sand: Ha richiesto l’accesso ({date}). Un amministratore provvederà ad associarla.',
  'home.noAdmins':
    'Qui non è ancora noto nessun amministratore di casebot: chieda a un amministratore Slack di questo workspace di aprire la scheda Home di casebot, dove vedrà la sua richiesta.',
  'home.notConnected':
    ':electric_plug: Questo workspace non è ancora collegato al sistema delle pratiche. Un amministratore Slack può collegarlo da questa scheda Home.',
  'home.language': 'casebot le parla in *{language}*, la lingua del suo Slack.',
  'home.recent': 'Le sue pratiche recenti',
  'home.mine': 'Le mie pratiche',
  'home.mineNotRead': 'casebot legge le sue pratiche dal servizio quando apre questa scheda; ora non sono state lette.',
  'home.mineShow': 'Mostra le mie pratiche',
  'home.mineSummary':
    'Tra le {last} pratiche più recenti, come {user}: aperte {open} · chiuse {closed} · ferme {overdue}. Lette {date}.',
  'home.mineChart': 'Le mie pratiche aperte per stato',
  'home.mineMore': '`/cases mine` le elenca tutte e cerca più indietro.',
  'home.mineRefresh': 'Aggiorna',
  'home.agingDmOff':
    ':hourglass_flowing_sand: Gli avvisi sulle sue pratiche ferme vanno in {channel}. Può riceverli anche come messaggio diretto.',
  'home.agingDmOn':
    ':hourglass_flowing_sand: Gli avvisi sulle sue pratiche ferme vanno in {channel} e a lei come messaggio diretto.',
  'home.agingDmStart': 'Anche in DM',
  'home.agingDmStop': 'Interrompi i messaggi',
  'home.agingDmSaved':
    'D’ora in poi ogni sua pratica che diventa ferma le arriva anche per messaggio diretto, nel momento in cui succede (quelle già ferme non vengono rimandate: sono segnalate sotto *Le mie pratiche* qui sotto e in `/cases mine`).',
  'home.agingDmStopped': 'Niente più messaggi diretti sulle sue pratiche ferme: gli avvisi vanno sempre in {channel}.',
  'home.noRecent': 'Qui compaiono le pratiche che apre con `/case`, `/cases` o una scorciatoia.',
  'home.opened': 'aperta: {date}',

  // App Home, per gli amministratori.
  'admin.header': 'Connessione al sistema delle pratiche',
  'admin.why':
    'Questa sezione è visibile solo agli amministratori e ai proprietari di Slack, oltre che agli amministratori di casebot.',
  'admin.workflows': 'Flussi di lavoro avviati automaticamente',
  'admin.workflowsToo': '_anche per i flussi di lavoro avviati automaticamente_',
  'settings.workflowsOption':
    'I flussi di lavoro pianificati o avviati da un evento possono cercare le pratiche come utente predefinito (disattivato: il passaggio fallisce spiegando perché)',
  'workflow.noInteractor':
    'Questo passaggio cerca le pratiche come la persona che esegue il flusso di lavoro, e questo non l’ha eseguito nessuno (pianificato o avviato da un evento). Un amministratore può consentire a questi flussi di agire come utente predefinito, nella scheda Home di casebot.',
  'admin.alert.missingScope':
    ':warning: Slack ha rifiutato un messaggio di casebot: all’app manca lo scope `{scope}`. Reinstalli casebot dal suo manifest (impostazioni dell’app → Install App → Reinstall) per concederlo.',
  'admin.leftEnded':
    '{user} ha lasciato il workspace: dal sistema delle pratiche non si legge più nulla a suo nome, e quello che casebot inviava solo a questa persona è interrotto: {what}.',
  'watch.counted':
    '{count, plural, one {# pratica monitorata} many {# di pratiche monitorate} other {# pratiche monitorate}}',
  'reminder.counted':
    '{count, plural, one {un promemoria delle sue pratiche} many {# di promemoria delle sue pratiche} other {# promemoria delle sue pratiche}}',
  'admin.alert.serviceFailing':
    ':warning: Il sistema delle pratiche fallisce ogni chiamata da {date} ({detail}). Le pratiche monitorate e le ricerche seguite attendono che risponda di nuovo: controlli URL di base e token API con *Modifica connessione*.',
  'admin.alert.recentOrder':
    ':warning: Dal {date} l’elenco delle pratiche recenti del sistema delle pratiche non è più nell’ordine *Prima le più aggiornate*: casebot controlla quindi a turno ogni pratica seguita e ogni scheda condivisa (più lentamente) finché non lo sarà di nuovo. Se il sistema ora le elenca in altro modo, sceglilo qui sotto in *Come il sistema delle pratiche elenca le pratiche recenti*.',
  'admin.alert.tokenRefused':
    ':warning: Il {date} Slack ha rifiutato di rinnovare il token del bot di casebot (la rotazione dei token è attiva): finché casebot non viene reinstallato, non potrà più pubblicare né rispondere qui quando il token attuale scade. Lo reinstalli dalla pagina di installazione di casebot (`/slack/install`).',
  'admin.alert.remindersBehind':
    'Promemoria in scadenza entro l’ora: {count}, più di quanti casebot possa leggerne con il limite di chiamate di quest’area di lavoro ({perHour} all’ora), quindi alcuni arriveranno in ritardo. Alzate il limite (Modifica connessione) o distribuite gli orari.',
  'admin.client': 'Nome client',
  'admin.token': 'Token API',
  'admin.baseUrl': 'URL di base',
  'admin.baseUrlDefault': 'predefinito dell’installazione',
  'admin.zone': 'Fuso orario del sistema delle pratiche',
  'admin.language': 'Lingua nei canali',
  'admin.caseUrl': 'Modello di link alle pratiche',
  'admin.contacts': 'Recapiti nei canali',
  'admin.contactsShown': 'visibili',
  'admin.contactsWithheld': 'nascosti',
  'admin.sharedChannels': 'Canali condivisi con altre organizzazioni',
  'admin.sharedAllowed': '_le pratiche vanno anche nei canali condivisi con altre organizzazioni_',
  'admin.sharedRefused': '_nessuna pratica nei canali condivisi con altre organizzazioni_',
  'admin.keepCards': 'Pratiche condivise',
  'admin.keepCardsOn': '_pratiche condivise e canali delle pratiche mantenuti aggiornati_',
  'admin.keepCardsOff': '_le pratiche condivise non sono mantenute aggiornate_',
  'admin.defaultUser': 'Utente predefinito',
  'admin.pageSize': 'Righe per pagina',
  'admin.none': 'nessuno',
  'admin.edit': 'Modifica connessione',
  'admin.connect': 'Collega',
  'admin.users': 'Persone associate ({count})',
  'admin.noUsers': 'Ancora nessuna persona associata.',
  'admin.linkUser': 'Associa una persona',
  'admin.unlink': 'Dissocia',
  'admin.unlinkTitle': 'Dissociare?',
  'admin.unlinkConfirm': 'Dissociare {user}? casebot non mostrerà più pratiche a questa persona.',
  'admin.cancel': 'Annulla',
  'admin.moreUsers':
    '…e {count, plural, one {# altra persona} many {# di altre persone} other {# altre persone}}: `user list` nella CLI le mostra tutte.',
  'admin.requests': 'Richieste di accesso',
  'admin.requestRow': '{user} ha richiesto l’accesso · {date}',
  'admin.link': 'Associa…',
  'admin.audit': 'Modifiche recenti',
  'admin.auditRow': '{date} · {actor} · {what}',
  'audit.workspace.connected': 'ha collegato il workspace',
  'audit.workspace.updated': 'ha modificato {detail}',
  'audit.user.linked': 'ha associato {detail}',
  'audit.user.unlinked': 'ha dissociato {detail}',
  'audit.workspace.removed': 'ha scollegato il workspace',
  'admin.agingOn':
    ':hourglass_flowing_sand: Gli avvisi sulle pratiche ferme vanno in {channel}: {thresholds}, letti come {user}.',
  'admin.agingOff': 'Gli avvisi sulle pratiche ferme sono disattivati. *Pratiche ferme…* li attiva.',
  'button.agingEdit': 'Pratiche ferme…',
  'aging.modalTitle': 'Pratiche ferme',
  'aging.onLabel': 'Avvisi sulle pratiche ferme',
  'aging.onOption':
    'Attivi: segnala nel canale qui sotto quando una pratica aperta resta senza aggiornamenti più a lungo di quanto la sua priorità consenta',
  'aging.channelLabel': 'Canale',
  'aging.asLabel': 'Letto dal servizio come',
  'aging.asHint': 'Il canale vede ciò che vede questa persona; deve essere collegata.',
  'aging.thresholdsLabel': 'Soglie',
  'aging.thresholdsHint': 'Coppie priorità=durata in m, h o d, come critical=4h,high=1d,medium=3d,low=7d',
  'aging.repeatLabel': 'Segnala di nuovo dopo',
  'aging.repeatHint': 'Una durata come 1d per una pratica che resta ferma; vuoto: una volta per superamento',
  'aging.badThresholds': 'Scriva coppie priorità=durata, come critical=4h,high=1d.',
  'aging.badRepeat': 'Scriva una durata come 90m, 12h o 1d, oppure lasci vuoto.',
  'aging.needChannel': 'Scelga il canale degli avvisi.',
  'aging.needLinked':
    'Questa persona non è collegata al servizio: scelga qualcuno che lo sia (il canale vede ciò che vede).',
  'aging.needAs': 'Scelga come chi viene letta la lista.',
  'aging.saved': 'Gli avvisi sulle pratiche ferme ora vanno in {channel}: {thresholds}, letti come {user}.',
  'aging.savedOff': 'Gli avvisi sulle pratiche ferme sono disattivati.',
  'audit.aging.off': 'ha disattivato gli avvisi sulle pratiche ferme',
  'audit.aging.changed': 'ha modificato gli avvisi sulle pratiche ferme: {detail}',
  'admin.digests': 'Riepiloghi',
  'admin.noDigests':
    'Nessun canale ha ancora un riepilogo. Chiunque può impostarne uno in un canale con `/cases digest stampante feriali 09:00`.',
  'follow.endedByAdmin': 'Un amministratore ({admin}) ha smesso di seguire {searches} dalla Home di casebot.',
  'follow.endedBy':
    '{user} ha smesso di seguire {searches}. Lo segua di nuovo con `/cases follow {search}` in quel canale se serve ancora.',
  'admin.follows': 'Ricerche seguite',
  'admin.noFollows': 'Nessun canale segue una ricerca.',
  'audit.follow.ended': 'ha interrotto la ricerca seguita {detail}',
  'audit.digest.ended': 'ha terminato il riepilogo {detail}',
  'audit.aging.set': 'ha attivato gli avvisi sulle pratiche ferme: {detail}',
  'audit.admin.added': 'ha nominato {detail} amministratore di casebot',
  'audit.admin.removed': 'ha tolto {detail} dagli amministratori di casebot',
  'audit.on': 'attivo',
  'audit.off': 'disattivo',
  'audit.change': '{setting}: {from} → {to}',
  'admin.notAdmin':
    ':lock: Solo un amministratore o proprietario Slack, o un amministratore di casebot, può modificare le impostazioni di casebot.',
  'request.dm':
    ':raising_hand: {user} ha richiesto l’accesso a casebot. Può associare questa persona dalla scheda Home di casebot.',
  'request.linked':
    ':white_check_mark: È stato associato al sistema delle pratiche come *{userName}*, come aveva chiesto. Provi `/case 1234` o `/cases stampante`, oppure apra la scheda Home di casebot.',

  // La finestra delle impostazioni di connessione (titoli e pulsanti: al massimo 24 caratteri).
  'settings.title': 'Sistema delle pratiche',
  'settings.save': 'Salva',
  'settings.clientHint': 'Il clientName assegnato a questo account dal sistema delle pratiche.',
  'settings.tokenKeep': 'Lasci vuoto per mantenere il token attuale ({hint}).',
  'settings.tokenNew':
    'L’api-token assegnato a questo account dal sistema delle pratiche. In seguito ne verranno mostrati solo gli ultimi quattro caratteri.',
  'settings.baseUrlHint':
    'Dove risponde il sistema delle pratiche, ad es. https://cases.acme.example/api. Vuoto: il predefinito dell’installazione.',
  'settings.zoneHint':
    'Il fuso orario in cui il sistema delle pratiche scrive le sue date, ad es. Europe/Paris o America/New_York.',
  'settings.caseUrlHint':
    "Facoltativo: la pagina di una pratica nel sistema delle pratiche, con '{number}' (numero di pratica) o '{id}' (ComplaintId), ad es. https://cases.acme.example/case/'{number}'.",
  'settings.contactsOption':
    'Mostra e-mail e cellulare dei clienti nelle schede condivise nei canali e nelle anteprime dei link',
  'settings.sharedChannelsOption':
    'Consentire a casebot di pubblicare pratiche nei canali condivisi con altre organizzazioni (Slack Connect): ricerche seguite, schede condivise e link alle pratiche vi mostrano note interne a persone esterne',
  'settings.keepCardsOption':
    'Mantenere aggiornate le pratiche condivise: casebot aggiorna ogni scheda che pubblica in un canale quando la pratica cambia, mette le nuove note nel suo thread e mantiene aggiornati i canali delle pratiche (leggendo la pratica come la persona che l’ha condivisa)',
  'settings.defaultUserHint':
    'Facoltativo: l’utente del sistema delle pratiche per le persone non associate. Vuoto: tutti devono essere associati.',
  'settings.check': 'Verifica connessione',
  'settings.checkOk':
    ':white_check_mark: Il sistema delle pratiche ha accettato il client *{client}* come *{userName}*.',
  'settings.checkNoUser': 'Compili *{checkAs}*, così casebot ha un utente con cui eseguire la verifica.',
  'settings.checkFix': 'Corregga prima quanto segue, poi verifichi di nuovo:',
  'settings.checkAs': 'Verificare come (userName nel sistema delle pratiche)',
  'settings.checkAsHint':
    'L’utente con cui «Verifica connessione» interroga il sistema delle pratiche. Non viene salvato: precompilato con la sua associazione o con l’utente predefinito.',
  'settings.checkRefusedFix':
    'Controlli *{client}* e *{token}* qui sopra (il token deve essere di questo client) e *{checkAs}* (un utente noto al sistema delle pratiche), poi verifichi di nuovo.',
  'settings.checkNoAnswer':
    ':warning: casebot non ha ricevuto una risposta valida dal sistema delle pratiche a questo indirizzo (irraggiungibile, troppo lento o non è il sistema delle pratiche). Controlli *{baseUrl}* qui sopra, poi verifichi di nuovo. Riferimento: `{ref}`',
  'settings.error.refused':
    'Il sistema delle pratiche ha rifiutato queste impostazioni: «{description}». Controlli il nome client e il token API (e «Verificare come»), poi salvi di nuovo.',
  'settings.savedUnchecked':
    ':warning: Salvato, ma non verificato: nessun utente con cui verificare. Apra *{edit}*, compili *{checkAs}* e prema *{check}*: con un token o un nome client errati ogni comando fallirebbe.',
  'settings.error.client': 'Inserisca il nome client (al massimo 255 caratteri).',
  'settings.error.token': 'Inserisca il token API (al massimo 4096 caratteri).',
  'settings.error.baseUrl': 'Inserisca un URL http:// o https:// senza nome utente né password.',
  'settings.error.baseUrlQuery': 'L’URL di base non può contenere una query (?…) né un frammento (#…).',
  'settings.error.baseUrlHttp':
    'Usi un indirizzo https://: il semplice http è consentito solo dove chi gestisce casebot lo permette.',
  'settings.error.baseUrlPrivate':
    'Questo indirizzo è in una rete privata (loopback, privata o link-local): casebot lo chiama solo dove chi gestisce casebot lo permette.',
  'settings.error.baseUrlRequired':
    'Questa installazione non ha un sistema delle pratiche predefinito: ne inserisca l’URL.',
  'settings.error.zone': 'Inserisca un fuso orario come Europe/Paris o America/New_York.',
  'settings.error.pageSize': 'Inserisca un numero intero da 1 a 20.',
  'settings.error.caseUrl': "Inserisca un URL http:// o https:// che contenga '{number}' o '{id}'.",
  'settings.error.userName': 'Inserisca uno userName (al massimo 255 caratteri).',
  'settings.error.tokenForNewUrl':
    'L’URL di base è cambiato: inserisca di nuovo il token API, così va solo dove intende lei.',

  // La finestra Associa una persona.
  'link.title': 'Associa una persona',
  'link.save': 'Associa',
  'link.user': 'Utente Slack',
  'link.userName': 'userName nel sistema delle pratiche',
  'link.userNameHint': 'casebot interroga il sistema delle pratiche come questo utente per conto di questa persona.',
  'link.notConnected': 'Prima colleghi il workspace al sistema delle pratiche.',
  'link.check': 'Verifica',
  'link.uncheckedOption': 'Associare senza verificare',
  'link.uncheckedHint': 'Salva l’associazione anche se il sistema delle pratiche non conosce (ancora) questo userName.',
  'link.refused':
    'Il sistema delle pratiche ha rifiutato {userName}: «{description}». Controlli l’ortografia, oppure selezioni «Associare senza verificare» per salvarlo comunque.',
  'link.notChecked':
    'casebot non ha potuto interrogare il sistema delle pratiche su {userName} (nessuna risposta valida). Riprovi, oppure selezioni «Associare senza verificare» per salvarlo comunque. Riferimento: {ref}',

  // Watching cases.
  'usage.watch':
    '`/case 1234 watch`: un messaggio diretto a ogni modifica della pratica; `/case watching` elenca le pratiche che monitora',
  'usage.channel':
    '`/case 1234 channel`: un canale tutto per la pratica, con la sua scheda fissata e mantenuta aggiornata',
  'watch.started':
    ':eyes: Ora monitora la pratica n. {caseNumber}. casebot le invierà un messaggio diretto quando cambia lo stato o viene aggiunta una nota.',
  'watch.already': 'Monitora già la pratica n. {caseNumber}.',
  'watch.tooMany':
    'Monitora {max} pratiche, il massimo per una persona. Smetta prima di monitorarne una (`/case watching`).',
  'watch.stopped': 'Non monitora più la pratica n. {caseNumber}.',
  'watch.notWatching': 'Non monitorava la pratica n. {caseNumber}.',
  'watch.list':
    '{count, plural, one {Monitora # pratica:} many {Monitora # di pratiche:} other {Monitora # pratiche:}}',
  'watch.none':
    'Non monitora nessuna pratica. Ne monitori una con `/case 1234 watch` o con il pulsante *Monitora* sulla sua scheda.',
  'change.title': 'La pratica n. {caseNumber} è cambiata · {subject}',
  'change.status': '*Stato:* {old} → {new}',
  'change.newNotes': '{count, plural, one {# nuova nota} many {# di nuove note} other {# nuove note}}',
  'change.moreNotes':
    '…e {count, plural, one {# altra nuova nota} many {# di altre nuove note} other {# altre nuove note}}: *Apri* le mostra tutte.',
  'change.fallback': 'La pratica n. {caseNumber} è cambiata: {subject}',
  'watch.endedUnlinked':
    'Il suo account Slack non è più associato al sistema delle pratiche, quindi non monitora più {cases}.',
  'watch.endedDisconnected':
    'casebot non è più collegato al sistema delle pratiche in questo workspace, quindi non monitora più {cases}.',
  'watch.endedRefused':
    'Il sistema delle pratiche non le permette più di vedere la pratica n. {caseNumber}, quindi non la monitora più.',
  'watch.endedRefusedMany':
    'Il sistema delle pratiche non le permette più di vedere {cases}, quindi non le monitora più.',
  'button.watch': 'Monitora',
  'button.openChannel': 'Apri un canale',
  'button.unwatch': 'Non monitorare più',

  // Following searches in channels.
  'usage.mine': '`/cases mine`: le sue pratiche tra quelle più recenti, prima quelle aperte',
  'usage.follow':
    '`/cases follow stampante`: ogni nuova pratica corrispondente pubblicata in questo canale; `/cases following` elenca cosa segue il canale',
  'follow.filters': 'Solo se: {filters}.',
  'search.filtersInline': 'pubblicato solo se {filters}',
  'search.filterField': '{field}: {values}',
  'search.filterNot': 'non {values}',
  'follow.startedEvents':
    ':satellite_antenna: Questo canale ora segue «{search}»: ciò che segnala (qui sotto) sarà pubblicato qui una volta, come lo vede {user}, senza recapiti.',
  'follow.started':
    ':satellite_antenna: Questo canale ora segue «{search}»: ogni nuova pratica corrispondente sarà pubblicata qui una volta, come la vede {user}, senza recapiti.',
  'follow.announced':
    ':satellite_antenna: {user} ha impostato questo canale per seguire «{search}»: casebot pubblica qui ogni nuova pratica corrispondente. `/cases following` elenca cosa segue.',
  'follow.already': 'Questo canale segue già «{search}».',
  'follow.tooMany':
    'Questo canale segue {max} ricerche, il massimo. Smetta prima di seguirne una (`/cases following`).',
  'follow.tooManyPerson':
    'Segue già {max} ricerche in questo workspace, il massimo che casebot tiene per persona. Ne interrompa prima una (`/cases following` nel suo canale).',
  'follow.tooManyWorkspace':
    'Questo workspace segue già {max} ricerche, il massimo che casebot tiene (condividono le chiamate al sistema delle pratiche con le pratiche monitorate da tutti). Ne interrompa prima una.',
  'follow.stopped': 'Questo canale non segue più «{search}».',
  'follow.stoppedElsewhere': '{channel} non segue più «{search}».',
  'follow.notFollowing': 'Questo canale non segue «{search}».',
  'follow.needsText': 'Indichi cosa seguire, ad esempio `/cases follow stampante`.',
  'follow.list':
    '{count, plural, one {Questo canale segue # ricerca:} many {Questo canale segue # di ricerche:} other {Questo canale segue # ricerche:}}',
  'follow.none': 'Questo canale non segue nessuna ricerca. Ne inizi una con `/cases follow stampante`.',
  'follow.row': '«{search}» · impostata da {user}',
  'follow.yoursElsewhere':
    'Ha impostato anche queste ricerche seguite in altri canali (*Non seguire più* funziona anche da qui):',
  'follow.rowElsewhere': '«{search}» in {channel}',
  'follow.posted': 'Nuova pratica per «{search}» · seguita qui da {user}',
  'follow.changed': 'Una pratica di «{search}» è cambiata · seguita qui da {user}',
  'follow.events': 'Segnala: {events}.',
  'follow.eventNew': 'nuove pratiche',
  'follow.eventClosed': 'pratiche chiuse',
  'follow.eventStatus': 'cambi di stato',
  'follow.eventNotes': 'nuove note',
  'search.slipEvents':
    '«{typed}»: casebot può segnalare le pratiche nuove, quelle chiuse, i cambi di stato e le note, come `eventi:nuove,chiuse`. Non è stato impostato nulla.',
  'search.slipEmpty':
    '«{typed}» richiede un valore, come `priorità:alta` o `stato:aperta`. Non è stato impostato nulla.',
  'search.slipUnknown':
    '«{typed}» non è un filtro che casebot conosce: intendeva `{field}`? I filtri sono `stato:`, `priorità:`, `cliente:` e `eventi:`. Non è stato impostato nulla.',
  'search.filterName.status': 'stato',
  'search.filterName.priority': 'priorità',
  'search.filterName.customer': 'cliente',
  'search.filterName.events': 'eventi',
  'button.lessNoise': 'Meno rumore…',
  'quiet.title': 'Meno rumore',
  'quiet.for': 'Ciò che casebot pubblica da sé in {channel}:',
  'quiet.channelLabel': 'Canale',
  'quiet.threadLabel': 'Schede condivise e canali delle pratiche',
  'quiet.threadOption':
    'Novità solo nel thread della scheda (una pratica che si chiude o si riapre non viene pubblicata anche nel canale)',
  'quiet.batchLabel': 'Ciò che trovano i seguiti del canale',
  'quiet.batch0': 'Pubblicato appena arriva',
  'quiet.batch15': 'Raccolto, al massimo una pubblicazione ogni 15 minuti',
  'quiet.batch60': 'Raccolto, al massimo una pubblicazione all’ora',
  'quiet.batch240': 'Raccolto, al massimo una pubblicazione ogni 4 ore',
  'quiet.summaryThread': 'novità delle schede solo nel loro thread',
  'quiet.summaryLoud': 'una pratica chiusa viene segnalata anche nel canale, non solo nel thread della sua scheda',
  'quiet.summaryBatch': 'seguiti raccolti, al massimo una pubblicazione ogni {minutes} minuti',
  'quiet.summaryAtOnce': 'ciò che trovano le ricerche seguite viene pubblicato subito',
  'quiet.saved': '{channel} ora: {summary}.',
  'quiet.none':
    'Ogni canale riceve le novità di casebot appena arrivano. «Meno rumore…» rende un canale più tranquillo.',
  'quiet.row': '{channel}: {summary} · impostato da {user}',
  'quiet.more': 'E altre {count}.',
  'audit.channel.quiet': 'ha impostato meno rumore in {detail}',
  'follow.gathered': 'Novità per «{search}» dall’ultima pubblicazione ({count}) · seguita qui da {user}',
  'search.everyCase': 'tutte le pratiche',
  'follow.itemNew': 'Nuova pratica',
  'follow.itemNotes': 'Aggiornata (nuove note o modifiche)',
  'follow.itemStatus': 'Stato: {old} → {new}',
  'follow.gatheredMore': 'E altre {count}.',
  'button.changeFollow': 'Modifica filtri',
  'follow.changeTitle': 'Modifica il seguito',
  'follow.textLabel': 'Ricerca e filtri',
  'follow.textHint':
    'Parole da cercare, poi i filtri: stato:aperta priorità:alta,critica cliente:"Acme Retail" -stato:chiusa',
  'follow.eventsLabel': 'Segnala a questo canale',
  'follow.changeSaved':
    'Questo canale ora segue «{search}». Le pratiche che la ricerca elenca ora non vengono ripubblicate.',
  'follow.ownerOnly':
    'Solo {user} può modificare questo seguito: legge le pratiche a suo nome. Può interromperlo o seguire una sua ricerca.',
  'follow.gone': 'Questo seguito è stato interrotto: non c’è nulla da modificare.',
  'follow.confirmStopTitle': 'Smettere di seguire questa ricerca?',
  'follow.confirmStopText':
    '{search} è stata seguita da un’altra persona; si ferma per tutto il canale, e quella persona saprà che l’ha fermata lei.',
  'follow.alreadyStopped': 'Questo seguito è già stato interrotto.',
  'follow.eventsNeeded': 'Ne scelga almeno uno.',
  'follow.endedUnlinked':
    'Il suo account Slack non è più associato al sistema delle pratiche, quindi casebot non segue più {searches}.',
  'follow.endedDisconnected':
    'casebot non è più collegato al sistema delle pratiche in questo workspace, quindi non segue più {searches}.',
  'follow.endedRefused':
    'Il sistema delle pratiche ha rifiutato per lei la ricerca {searches}, quindi casebot non la segue più.',
  'follow.endedCannotPost':
    'casebot non può più pubblicare {searches}: Slack dice che non è nel canale, o che il canale non esiste più. Ha smesso di seguirla; inviti casebot con `/invite @casebot` e segua di nuovo la ricerca.',
  'follow.endedSharedChannel':
    '{searches}: il canale è ora condiviso con un’altra organizzazione, quindi casebot ha smesso di seguire la ricerca lì (i suoi messaggi mostrerebbero note interne a persone esterne). Un amministratore può consentire questi canali sulla scheda Home di casebot (Modifica connessione).',
  'follow.endedSearch': '«{search}» ({channel})',
  'button.unfollow': 'Non seguire più',
  // Digests of a search, posted in a channel on a schedule.
  'channel.inviteFirst':
    'casebot non è in questo canale, quindi non può pubblicare qui e non è ancora attivo nulla. Lo inviti con `/invite @casebot`, poi riprovi.',
  'channel.sharedNoPosts':
    ':lock: Questo canale è condiviso con un’altra organizzazione, quindi casebot non vi pubblica nulla di sua iniziativa: i suoi messaggi mostrerebbero note interne a persone esterne. Un amministratore può consentire questi canali sulla scheda Home di casebot (Modifica connessione → Canali condivisi con altre organizzazioni).',
  'channel.reachUnknown':
    ':hourglass_flowing_sand: Slack non ha saputo dire in questo momento se il canale è condiviso con un’altra organizzazione, e casebot non attiva nulla qui finché non lo sa. Riprovi tra un attimo.',
  'usage.remind':
    '`/cases remind`: le sue pratiche aperte in messaggio diretto, dal lunedì al venerdì alle 09:00; `/cases remind giornaliero 08:30` a un altro orario, `/cases remind aiuto` per saperne di più',
  'usage.digest':
    '`/cases digest stampante feriali 09:00`: un riepilogo di una ricerca in questo canale (nuove, modificate, chiuse, ferme) a orari fissi; `/cases digests` li elenca',
  'digest.what': '«{search}»',
  'digest.whatAll': 'tutte le pratiche recenti',
  'schedule.dayRange': '{from} {to}',
  'schedule.rangeFrom':
    '{day, select, 0 {dalla domenica} 1 {dal lunedì} 2 {dal martedì} 3 {dal mercoledì} 4 {dal giovedì} 5 {dal venerdì} other {dal sabato}}',
  'schedule.rangeTo':
    '{day, select, 0 {alla domenica} 1 {al lunedì} 2 {al martedì} 3 {al mercoledì} 4 {al giovedì} 5 {al venerdì} other {al sabato}}',
  'schedule.daysAt': '{days} alle {time}',
  'schedule.dailyAt': 'ogni giorno alle {time}',
  'schedule.weekdaysAt': 'dal lunedì al venerdì alle {time}',
  'schedule.weeklyAt':
    '{day, select, 0 {la domenica} 2 {il martedì} 3 {il mercoledì} 4 {il giovedì} 5 {il venerdì} 6 {il sabato} other {il lunedì}} alle {time}',
  'schedule.daily': 'Ogni giorno',
  'schedule.weekdays': 'Giorni feriali (dal lunedì al venerdì)',
  'schedule.weekly': 'Ogni settimana',
  'digest.title': ':newspaper: *Riepilogo di {what}*',
  'digest.readAs': 'Letto dal sistema delle pratiche come {user}, che lo ha impostato · {schedule}',
  'digest.late':
    ':hourglass: Previsto per {date}: inviato in ritardo, perché casebot non era in funzione in quel momento.',
  'digest.first': 'Primo riepilogo: le pratiche aperte corrispondenti ({open}; ferme: {overdue}).',
  'digest.since':
    'Dall’ultimo riepilogo ({date}): nuove {new} · modificate {changed} · chiuse {closed} · ferme {overdue}',
  'digest.nothing': 'Niente di nuovo, modificato o chiuso in {what} dall’ultimo riepilogo ({date}). Ferme: {overdue}.',
  'digest.why': 'Perché',
  'digest.new': 'Nuova',
  'digest.changed': 'Modificata',
  'digest.closed': 'Chiusa',
  'common.overdue': 'Ferma',
  'digest.open': 'Aperta',
  'digest.notShown': 'non mostrate: {count}',
  'digest.chartTitle': 'Pratiche aperte per stato',
  'chart.otherStatuses': 'Altri stati',
  'digest.setUp':
    ':newspaper: {channel} riceverà un riepilogo di {what} {schedule}, letto con il suo accesso. Prossimo: {next}. *Invia ora* ne pubblica uno subito.',
  'digest.announced':
    ':newspaper: {user} ha impostato qui un riepilogo di {what}, {schedule}: le pratiche nuove, modificate, chiuse e ferme. `/cases digests` elenca i riepiloghi di questo canale.',
  'schedule.sendNow': 'Invia ora',
  'schedule.yourTime': '{date} (ora locale)',
  'common.change': 'Modifica',
  'common.stop': 'Interrompi',
  'digest.sentNow': 'Il riepilogo di {what} è stato pubblicato in {channel}.',
  'digest.stopped': 'Il riepilogo di {what} in {channel} è stato interrotto.',
  'digest.changedTo': 'Il riepilogo di {what} ora arriva {schedule}. Prossimo: {next}.',
  'digest.already':
    'Questo canale ha già un riepilogo di {what}. `/cases digests` li elenca; chi lo ha impostato può usare *Modifica*.',
  'schedule.badTime':
    '«{time}» non è un orario che casebot sa leggere: lo scriva nel formato 24 ore, ad esempio 09:00 o 17:30.',
  'schedule.dayName':
    '{day, select, 0 {Domenica} 2 {Martedì} 3 {Mercoledì} 4 {Giovedì} 5 {Venerdì} 6 {Sabato} other {Lunedì}}',
  'schedule.badWord':
    '«{word}» non è una frequenza che casebot conosce: intendeva «{meant}»? Scriva giornaliero, feriali o settimanale (o un giorno, come venerdì, o dei giorni, come lun-gio), poi un orario come 09:00.',
  'digest.tooMany':
    'Questo canale ha {max} riepiloghi, il massimo che casebot tiene. Ne interrompa prima uno (`/cases digests`).',
  'digest.tooManyPerson':
    'Ha già impostato {max} riepiloghi in quest’area di lavoro, il massimo che casebot tiene per persona. Ne interrompa prima uno (`/cases digests` nel suo canale).',
  'digest.tooManyWorkspace':
    'Quest’area di lavoro ha già {max} riepiloghi, il massimo che casebot tiene (condividono le chiamate al sistema delle pratiche). Ne interrompa prima uno.',
  'digest.list': 'Riepiloghi di questo canale:',
  'digest.confirmStopTitle': 'Fermare questo riepilogo?',
  'digest.confirmStopText':
    'Il riepilogo di {what} è stato impostato da un’altra persona; si ferma per tutto il canale, e quella persona saprà che l’ha fermato lei.',
  'digest.none': 'Questo canale non ha riepiloghi. Ne imposti uno con `/cases digest stampante feriali 09:00`.',
  'digest.row': '{what} · {schedule} · prossimo {next} · impostato da {user}',
  'admin.listedGone': 'Non esiste più: è già stato interrotto.',
  'digest.gone': 'Quel riepilogo non esiste più: è stato interrotto.',
  'digest.unavailable':
    'casebot non può leggere il sistema delle pratiche come {user}, che ha impostato il riepilogo, in questo momento: non è stato pubblicato nulla. Riprovi tra poco.',
  'digest.refusedNow':
    'Il sistema delle pratiche ha rifiutato la ricerca del riepilogo di {what} a {user}, che ha impostato il riepilogo, quindi non è stato pubblicato nulla.',
  'digest.notHere': 'Quel riepilogo appartiene a {channel}: usi i suoi pulsanti lì.',
  'digest.ownerOnly': 'Solo {user} può modificare questo riepilogo: viene letto con l’accesso di chi l’ha impostato.',
  'digest.changeTitle': 'Modifica il riepilogo',
  'common.save': 'Salva',
  'digest.searchLabel': 'Ricerca (vuota: tutte le pratiche recenti)',
  'schedule.howOften': 'Con quale frequenza',
  'schedule.timeLabel': 'A che ora ({zone}, formato 24 ore)',
  'digest.quietLabel': 'Quando non è cambiato nulla',
  'digest.quietOption': 'Non pubblicare nulla (altrimenti lo dice una riga)',
  'digest.refusedOwner':
    'Il sistema delle pratiche ha rifiutato per lei la ricerca del riepilogo di {what}, quindi il riepilogo in {channel} previsto per {date} non è stato pubblicato. casebot riproverà al prossimo orario.',
  'digest.quietMark': 'silenzioso quando nulla cambia',
  'digest.endedBy':
    '{user} ha interrotto il riepilogo di {what} in {channel}. Lo reimposti con `/cases digest` in quel canale, se serve ancora.',
  'digest.endedByAdmin':
    'Un amministratore ({admin}) ha terminato il riepilogo di {what} in {channel} dalla scheda Home di casebot.',
  'digest.endedUnlinked':
    'Il riepilogo di {what} è terminato: {user}, che lo aveva impostato, non è più associato al sistema delle pratiche. Chiunque sia associato può impostarlo di nuovo con `/cases digest`.',
  'digest.endedLeft':
    'Il riepilogo di {what} è terminato: {user}, che lo aveva impostato, ha lasciato l’area di lavoro. Chiunque sia associato può impostarlo di nuovo con `/cases digest`.',
  'follow.endedLeft':
    'casebot non segue più {searches} qui: {user}, che lo aveva impostato, ha lasciato l’area di lavoro. Chiunque sia associato può seguirlo di nuovo con `/cases follow`.',
  'aging.endedLeft':
    'Gli avvisi sulle pratiche ferme qui sono terminati: erano letti dal sistema delle pratiche a nome di {user}, che ha lasciato l’area di lavoro. Un amministratore può riattivarli sulla scheda Home di casebot, a nome di un’altra persona.',
  'aging.summary':
    ':hourglass_flowing_sand: *Pratiche ferme: {count}*, aperte e non aggiornate da più tempo di quanto la loro priorità consenta. Per priorità: {byPriority}.',
  'aging.more': 'La tabella mostra le 100 che hanno superato di più la scadenza; non mostrate: {count}.',
  'aging.readAs': 'Letto dal sistema delle pratiche come {user}.',
  'aging.tableCaption': 'Pratiche ferme, quelle che hanno superato di più la scadenza per prime',
  'aging.overdue': 'Oltre il limite',
  'aging.dm': 'La sua pratica *#{number}* {subject} non è aggiornata da {date}: {duration} oltre la sua soglia.',
  'aging.one':
    ':hourglass_flowing_sand: La pratica *#{number}* {subject} ({priority}) non è aggiornata da {date}: {duration} oltre la sua soglia.',
  'aging.owner': 'Responsabile: {user}.',
  'aging.batch': ':hourglass_flowing_sand: *Nuove pratiche ferme: {count}*',
  'aging.owners': 'Responsabili: {users}',
  'digest.endedCannotPost':
    'casebot non può più pubblicare il riepilogo di {what} in {channel}: Slack dice che non è nel canale, o che il canale non esiste più. Il riepilogo è terminato; inviti casebot con `/invite @casebot` e lo imposti di nuovo.',
  'digest.endedSharedChannel':
    '{channel} è ora condiviso con un’altra organizzazione, quindi casebot ha terminato lì il riepilogo di {what} (mostrerebbe pratiche interne a persone esterne). Un amministratore può consentire questi canali sulla scheda Home di casebot (Modifica connessione).',
  'digest.endedDisconnected':
    'casebot non è più collegato al sistema delle pratiche in quest’area di lavoro, quindi il riepilogo di {what} in {channel} è terminato.',

  // Polling settings (App Home).
  'admin.pollInterval': 'Intervallo di controllo delle pratiche monitorate (secondi)',
  'admin.pollCalls': 'Chiamate al minuto al sistema delle pratiche, al massimo',
  'settings.pollHint': 'Lasci vuoto per il valore predefinito di casebot.',
  'settings.error.pollInterval': 'Inserisca un numero intero di secondi da 10 a 86400, oppure lasci vuoto.',
  'settings.error.pollCalls': 'Inserisca un numero intero da 1 a 6000, oppure lasci vuoto.',
  'admin.polling': 'Pratiche monitorate',
  'admin.pollingValue': 'Intervallo: {interval} · al massimo {calls} chiamate al minuto',
  'admin.defaultMark': '(predefinito)',
  'admin.defaultValue': '{value} (predefinito)',
  'admin.default': 'predefinito',
  'mcp.noIdentity':
    'casebot non sa chi sta chiedendo: Slack non ha inviato alcun utente con questa richiesta, quindi non è stato consultato nulla.',
  'mcp.morePages': 'Altre pratiche a pagina {page}.',
  'search.noTemplate':
    'casebot non può mostrare pratiche nella ricerca di Slack finché un amministratore non imposta il modello di link (scheda Home di casebot → {edit} → {field}).',
  'search.filterStatus': 'Stato',
  'search.filterPriority': 'Priorità',
  'search.filterMine': 'Solo le mie pratiche',
  'mcp.noMorePages': 'Non ci sono altre pratiche: la pagina {page} è oltre l’ultima.',
  'search.noSearcher':
    'casebot non sa chi sta cercando (Slack non ha inviato il contesto utente), quindi non ha consultato nulla.',
  'search.tooSlow':
    'Il sistema delle pratiche ha impiegato troppo a rispondere a questa ricerca. Riprovi tra un minuto, o con meno parole.',
  'error.whoFixes':
    'Se si ripete, un amministratore può verificare la connessione di casebot al sistema delle pratiche (nome client, token API, URL di base): scheda Home di casebot → *{edit}* → *{check}*; e lo userName del sistema delle pratiche a cui è associato.',
  'admin.requestsCli': 'Oppure da una shell: {command}',
  'order.label': 'Come il sistema delle pratiche elenca le pratiche recenti',
  'order.updated': 'Prima le più aggiornate',
  'order.submitted': 'Prima le pratiche più recenti',
  'order.unknown': 'Non noto',
  'order.explain':
    'Prima le più aggiornate: casebot controlla solo le pratiche cambiate, così chi le monitora viene avvisato entro un intervallo di controllo (purché i cambiamenti rientrino nelle chiamate al minuto). Prima le pratiche più recenti, o Non noto: casebot controlla a turno ogni pratica monitorata e ogni scheda condivisa, il che è più lento con molte pratiche monitorate. Finché l’ordine non è noto, casebot guarda l’elenco ogni tanto per capirlo (qui sotto).',
  'order.learnt':
    'casebot vede l’elenco ordinato per: {order} ({votes, plural, one {# lettura} many {# di letture di fila} other {# letture di fila}}).',
  'order.learning': 'casebot non ha ancora capito l’ordine: finché non è noto, guarda l’elenco ogni tanto.',
  'order.saved': 'Salvato: l’ordine delle pratiche recenti è ora {order}.',
  'order.notRead':
    'casebot non ha letto l’elenco da quando è stato impostato: al prossimo controllo verifica che sia in quest’ordine e lo segnala qui se non lo è.',
  'order.notReadSubmitted':
    'casebot considera l’elenco ordinato con le pratiche più recenti per prime, come impostato, e controlla a turno ogni pratica seguita e ogni scheda condivisa; non legge l’elenco per vederne l’ordine.',
  'order.differs':
    'casebot vede l’elenco ordinato per: {seen}, ma l’impostazione è {set}, quindi le pratiche monitorate vengono controllate una per una. Scelga {seen} per essere avvisato prima dei cambiamenti.',
  'order.setting': 'Ordine delle pratiche recenti',
  'agent.which': 'Quale pratica? Scriva il suo numero (per esempio `1234`) o parole dell’oggetto per cercare.',
  'agent.help':
    'Mi scriva qui: un numero di pratica (`1234`) per la sua scheda, parole di un oggetto per cercare (`stampante`), `le mie pratiche` per le sue, `ferme` per le pratiche aperte oltre il tempo previsto, `aiuto` per questo messaggio.',
  'agent.noAging': 'Nessuna pratica aperta tra le {count} più recenti ha superato il tempo della sua priorità.',
  'agent.promptsTitle': 'Chieda a casebot',
  'agent.prompt.mine': 'Le mie pratiche',
  'agent.prompt.mineAsk': 'le mie pratiche',
  'agent.prompt.aging': 'Pratiche ferme',
  'agent.prompt.agingAsk': 'ferme',
  'agent.prompt.search': 'Pratiche su «stampante»',
  'agent.prompt.searchAsk': 'stampante',
  'channel.canvasExists':
    'Il canale ha già un canvas, quindi casebot non ne ha creato uno: la scheda fissata resta il riepilogo della pratica.',
  'channel.noCanvas':
    'Questa area di lavoro non ha canvas (il suo piano, o un amministratore li ha disattivati): la scheda fissata è il riepilogo della pratica.',
  'channel.canvasScope':
    'Nessun canvas: a casebot non è stata concessa l’autorizzazione `canvases:write` (la Home di casebot mostra a un amministratore come concederla); la scheda fissata riassume la pratica.',
  'channel.canvasFailed':
    'Slack non ha creato il canvas del canale per ora: la scheda fissata è il riepilogo della pratica.',
  'scopes.header': 'Autorizzazioni facoltative',
  'scopes.why':
    'casebot funziona anche senza. Ognuna attiva una funzione; Slack chiede a un amministratore di approvarla.',
  'scopes.unknown': 'Slack non ha indicato per ora quali autorizzazioni ha casebot; riapra questa scheda più tardi.',
  'scopes.caseChannels': 'Canali di pratica (un canale per pratica, la scheda fissata, il link nei segnalibri)',
  'scopes.canvases': 'Un canvas in ogni canale di pratica (riepilogo e note della pratica)',
  'scopes.liveCards': 'Schede tenute aggiornate nei canali in cui casebot non è presente',
  'scopes.granted': ':white_check_mark: {what}: concessa',
  'scopes.missing': ':warning: {what}: non concessa ({scopes})',
  'scopes.grant': 'Concedi autorizzazioni…',
  'scopes.grantHow': 'Slack mostra cosa chiede casebot e lo reinstalla con esse; nient’altro cambia.',
  'scopes.grantOauth':
    'Per concederle, apra la pagina di installazione di casebot: `/slack/install/more` dopo l’indirizzo di casebot (imposti `CASEBOT_PUBLIC_URL` per avere qui un pulsante).',
  'scopes.grantSettings':
    'Per concedere ciò che manca: nelle impostazioni di casebot su api.slack.com/apps, aggiunga le autorizzazioni indicate sopra in OAuth & Permissions → Bot Token Scopes, poi Reinstall to Workspace.',
  'channel.scope':
    'casebot non può creare canali qui: l’autorizzazione `{scopes}` non gli è stata concessa. La Home di casebot mostra a un amministratore come concederla (Autorizzazioni facoltative).',
  'channel.canvasMade': 'Il suo canvas contiene il riepilogo e le note della pratica, tenuti aggiornati con la scheda.',
  'agent.lead': 'Letto dal sistema delle pratiche a suo nome:',
  'reminder.set':
    'casebot le invierà le sue pratiche aperte in messaggio diretto {schedule}{empty}. Il prossimo: {next}.',
  'reminder.evenWhenEmpty': ', anche quando non ne ha',
  'reminder.none':
    'Non ha un promemoria delle sue pratiche. `/cases remind` Le invia le pratiche aperte in messaggio diretto dal lunedì al venerdì alle 09:00; `/cases remind giornaliero 08:30` a un altro orario.',
  'reminder.stopped': 'Il promemoria delle sue pratiche è interrotto. `/cases remind` lo imposta di nuovo.',
  'reminder.head': ':sunrise: *Le sue pratiche aperte: {count}*',
  'reminder.headOverdue': ':sunrise: *Le sue pratiche aperte: {count}, di cui {overdue} ferme*',
  'reminder.empty': ':sunrise: Non ha pratiche aperte tra le {count} più recenti.',
  'reminder.looked':
    'Tra le {count} pratiche più recenti, lette dal sistema delle pratiche come *{user}*. Prima le pratiche ferme.',
  'reminder.more': 'E altre {count}.',
  'reminder.all': 'Tutte le mie pratiche',
  'reminder.late': 'In ritardo: era previsto {date}, quando casebot non era attivo.',
  'reminder.ended.unlinked':
    'Il promemoria delle sue pratiche si è interrotto: il suo account non è più associato al sistema delle pratiche. Quando un amministratore lo associa di nuovo, `/cases remind` lo imposta.',
  'reminder.ended.disconnected':
    'Il promemoria delle sue pratiche si è interrotto: questa area di lavoro non è più collegata al sistema delle pratiche.',
  'reminder.ended.admin':
    'Un amministratore ({admin}) ha interrotto il promemoria delle sue pratiche. `/cases remind` lo imposta di nuovo.',
  'reminder.modalTitle': 'Promemoria pratiche',
  'schedule.dayLabel': 'In quale giorno (se settimanale)',
  'reminder.emptyLabel': 'Quando non ha pratiche aperte',
  'reminder.emptyOption': 'Inviarlo comunque (altrimenti non arriva nulla)',
  'reminder.homeTitle': 'Le mie pratiche in messaggio diretto',
  'reminder.homeOff':
    'Riceva le sue pratiche aperte in messaggio diretto all’inizio della giornata, prima quelle ferme.',
  'reminder.homeOn': 'In messaggio diretto {schedule}{empty}. Il prossimo: {next}.',
  'reminder.homeSetUp': 'Ricordamelo',
  'reminder.listTitle': 'Promemoria delle proprie pratiche',
  'reminder.row': '{user}: {schedule}. Il prossimo: {next}.',
  'audit.reminder.ended': 'ha interrotto il promemoria di {detail}',
  'agent.prompt.remind': 'Ricordamelo nei giorni feriali alle 9',
  'agent.prompt.remindAsk': 'Ricordamelo nei giorni feriali alle 9',
  'reminder.listNone': 'Nessuno riceve ancora un promemoria delle proprie pratiche.',
  'listing.more': 'E altri {count}: `{command} list {team}` nella CLI li elenca tutti.',
  'aging.adminTitle': 'Avvisi sulle pratiche ferme',
  'reminder.sentNow': 'Inviato: le sue pratiche aperte sono nei messaggi con casebot.',
  'reminder.unknown':
    'casebot non ha saputo leggere «{words}» in un promemoria. Scriva per esempio `/cases remind feriali 09:00`, `/cases remind settimanale venerdì 16:00` o `/cases remind off`.',
  'reminder.help':
    '*Promemoria delle sue pratiche*: casebot le invia le sue pratiche aperte in un messaggio diretto, prima quelle ferme. `/cases remind` mostra il suo promemoria (o ne imposta uno: nei giorni feriali alle 09:00 nel suo fuso orario); `/cases remind giornaliero 08:30`, `/cases remind settimanale venerdì 16:00` o `/cases remind ogni mattina` lo cambia; aggiunga `anche se vuoto` per riceverlo anche nei giorni senza pratiche aperte; `/cases remind off` lo ferma.',
  'reminder.refusedNow':
    'Il sistema delle pratiche non ha voluto elencare pratiche per lei in questo momento: non è stato inviato nulla. Riprovi più tardi.',
  'reminder.unavailable':
    'casebot non è riuscito a raggiungere il sistema delle pratiche a suo nome in questo momento: non è stato inviato nulla. Riprovi tra poco.',
  'duration.days': '{count, plural, one {# giorno} many {# di giorni} other {# giorni}}',
  'duration.hours': '{count, plural, one {# ora} many {# di ore} other {# ore}}',
  'duration.hoursMinutes': '{hours} h {minutes} min',
  'duration.minutes': '{count, plural, one {# minuto} many {# di minuti} other {# minuti}}',
  'status.name':
    '{group, select, open {aperto} progress {in lavorazione} waiting {in attesa} closed {chiuso} resolved {risolto} other {riaperto}}',
  'priority.name': '{rank, select, 1 {bassa} 2 {media} 3 {alta} other {urgente}}',
  'aging.thresholds': 'Una pratica è ferma quando non è aggiornata da: {thresholds}.',
  'aging.cut': 'Tra le {count} pratiche più recenti; casebot legge il resto ai prossimi giri.',
  'aging.cutAsked': 'Tra le {count} pratiche più recenti (le più vecchie non sono state lette).',
  'install.linkUsed':
    'Questo link di installazione è già stato usato o ha più di dieci minuti. Ricominci dalla pagina di installazione di casebot ({path}).',
  'install.failed':
    'casebot non è riuscito a completare l’installazione: Slack non l’ha confermata. Ricominci dalla pagina di installazione di casebot ({path}); se succede ancora, lo dica a chi gestisce casebot.',
  'discussion.line': 'Discussa in: {places}',
  'discussion.lineMore': 'Discussa in: {places} e {count, plural, one {# altra} many {# altre} other {# altre}}',
  'discussion.label': 'Discussa in',
  'discussion.valueMore': '{places} e {count, plural, one {# altra} many {# altre} other {# altre}}',
  'discussion.dm': 'un messaggio diretto',
  'discussion.groupDm': 'un messaggio di gruppo',
  'discussion.all': 'Tutte le conversazioni',
  'discussion.listIntro': 'Le conversazioni sulla pratica {caseNumber} che puoi aprire, dalle più recenti:',
  'discussion.none': 'Nessuna conversazione sulla pratica {caseNumber} che tu possa aprire.',
  'discussion.row': '{place} · {date} · collegata da {user}',
  'discussion.linkTitle': 'Collega a una pratica',
  'discussion.linkSubmit': 'Collega',
  'discussion.linkLabel': 'Numero della pratica o parole dell’oggetto',
  'discussion.linkHint':
    'La scheda della pratica mostrerà questo messaggio come discusso qui, a chi può aprire questa conversazione.',
  'discussion.needsCase': 'Scrivi un numero di pratica o parole del suo oggetto.',
  'discussion.linked':
    'Collegato: la scheda della pratica {caseNumber} ora mostra questo messaggio come discusso in {channel}.',
  'discussion.already':
    'Questo messaggio era già collegato alla pratica {caseNumber}: la sua scheda lo mostra come discusso in {channel}.',
  'discussion.notFound':
    'La pratica {caseNumber} non è stata trovata, oppure non puoi vederla: non è stato collegato nulla.',
  'discussion.noMatch': 'Nessuna pratica che puoi vedere corrisponde a «{words}»: non è stato collegato nulla.',
  'discussion.manyMatch': 'Più pratiche corrispondono a «{words}» ({numbers}): collegane una con il suo numero.',
  'discussion.sharedChannel':
    'Questo canale è condiviso con un’altra organizzazione: casebot non ne conserva nulla, quindi non è stato collegato nulla.',
};

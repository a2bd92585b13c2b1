import type { MessageKey } from './en';

// Dansk: kundeserviceens ord (sag, note, vedhæftet fil), du-form som i danske arbejdsværktøjer.
export const da: Record<MessageKey, string> = {
  'usage.intro': '*casebot* viser sager fra sagssystemet. Kun du kan se disse svar, indtil du deler dem.',
  'usage.case': '`/case 1234` (eller `/case #1234`): én sag som et kort med noter og vedhæftede filer',
  'usage.cases': '`/cases printer`: søg efter sager på nummer eller emne, en side ad gangen',
  'usage.recent': '`/cases`: de nyeste sager',
  'hint.notANumber': '»{text}« er ikke et sagsnummer. Søg på emne med `/cases {text}`.',
  'hint.oneCase': 'Én sag ad gangen: `/case 1234`. Se flere med `/cases {placeholder}`.',
  'hint.didYouMean': 'Mente du `{command}`?',
  'hint.badNumber': 'Sagsnumre er hele tal fra 1 til 2147483647, fx `/case 1234`.',
  'hint.notFound': 'Der er ingen sag nr. {caseNumber}, som du kan se. Søg på emne med `/cases {placeholder}`.',
  'hint.searchTooLong': 'Søgningen er for lang: højst {max} tegn.',
  'placeholder.text': 'tekst',
  'placeholder.number': 'nummer',
  'unserved.notConnected':
    ':electric_plug: Dette Slack-arbejdsområde er endnu ikke forbundet til sagssystemet. En administrator kan forbinde det fra fanen Home i casebot i Slack eller med:\n{command}',
  'unserved.uninstalled':
    ':electric_plug: casebot er fjernet fra dette Slack-arbejdsområde og svarer ikke længere her. En administrator kan tilføje den til Slack igen.',
  'unserved.notLinked':
    ':bust_in_silhouette: Din Slack-konto er endnu ikke knyttet til en bruger i sagssystemet, så casebot kan ikke vise dig sager. Åbn fanen Home i casebot (under Apps), og tryk på *Anmod om adgang*: casebot giver administratorerne besked og svarer dig, så snart en af dem har tilknyttet dig.',
  'unserved.notLinkedAdmin':
    ':bust_in_silhouette: Din Slack-konto er endnu ikke knyttet til en bruger i sagssystemet, så casebot kan ikke vise dig sager. Som administrator kan du knytte dig selv: åbn fanen Home i casebot (under Apps), og tryk på *Tilknyt mig*.',
  'unserved.notLinkedRequested':
    ':hourglass_flowing_sand: Du har anmodet om adgang til sagssystemet, men ingen administrator har tilknyttet dig endnu. casebot svarer dig, så snart det sker (administratorerne kan se din anmodning under fanen Home i casebot).',
  'unserved.credentials':
    ':lock: casebot kan ikke læse dette arbejdsområdes adgangsoplysninger til sagssystemet. Bed en administrator om at angive API-tokenet igen med {command}. Reference: `{ref}`',
  'unserved.noBaseUrl':
    'casebot ved ikke, hvor dette arbejdsområdes sagssystem findes. Bed en administrator om at køre {command}.',
  'unserved.membershipUnknown':
    ':hourglass_flowing_sand: Slack kunne ikke lige nu sige, om du hører til dette arbejdsområde, så casebot kan ikke svare som standardbrugeren. Prøv igen om et øjeblik. Reference: `{ref}`',
  'error.refused': ':x: Sagssystemet svarede: »{description}« (fejl {code}). Reference: `{ref}`',
  'error.refusedNoDescription': ':x: Sagssystemet afviste uden forklaring (fejl {code}). Reference: `{ref}`',
  'error.timeout':
    ':warning: Sagssystemet svarede ikke i tide. Prøv igen om et minut; sker det igen, så giv din administrator referencen `{ref}`.',
  'error.unreachable':
    ':warning: Sagssystemet kunne ikke nås. Prøv igen om et minut; sker det igen, så giv din administrator referencen `{ref}`.',
  'error.garbled':
    ':warning: Sagssystemet gav et ugyldigt svar. Prøv igen om et minut; sker det igen, så giv din administrator referencen `{ref}`.',
  'error.addressRefused':
    ':no_entry: casebot må ikke kalde dette arbejdsområdes sagssystem på den indstillede adresse (almindelig http eller en adresse i et privat netværk), så intet blev sendt. En administrator kan tjekke basis-URL’en under *Rediger forbindelse* på fanen Home i casebot. Reference: `{ref}`',
  'error.store':
    ':warning: casebot kan ikke nå sin egen database lige nu. Intet er ændret; prøv igen om et minut. Sker det igen, så giv din administrator referencen `{ref}`.',
  'error.internal':
    ':warning: Der gik noget galt i casebot. Prøv igen; sker det igen, så giv din administrator referencen `{ref}`.',
  'error.staleButton':
    'Knappen kan ikke længere bruges (den stammer fra en ældre besked eller et andet arbejdsområde). Kør kommandoen igen.',
  'error.shareFailed': ':warning: Sagen kunne ikke deles i denne kanal. Reference: `{ref}`',
  'share.confirmShared':
    ':warning: Denne kanal er delt med en anden organisation: alle i den, også personer udefra, vil se sag nr. {caseNumber} (emne, kunde og seneste note). Del den alligevel?',
  'share.confirmUnknown':
    ':warning: Slack kunne ikke sige, om denne kanal er delt med en anden organisation. Er den det, vil personer udefra se sag nr. {caseNumber} (emne, kunde og seneste note). Del den alligevel?',
  'share.cancelled': 'Ikke delt: sag nr. {caseNumber} forbliver kun synlig for dig.',
  'button.shareAnyway': 'Del alligevel',
  'button.dontShare': 'Del ikke',
  'error.notesUnavailable': ':warning: Noterne kunne ikke åbnes (Slack lukkede vinduet). Klik på *Alle noter* igen.',
  'card.title': 'Sag nr. {caseNumber} · {subject}',
  'card.fallback': 'Sag nr. {caseNumber}: {subject} ({status})',
  'card.noSubject': '(intet emne)',
  'card.status': 'Status',
  'card.priority': 'Prioritet',
  'card.customer': 'Kunde',
  'card.created': 'Oprettet',
  'card.createdBy': 'Oprettet af',
  'card.lastUpdated': 'Senest opdateret',
  'card.lastUpdatedBy': '{date} af {name}',
  'card.email': 'E-mail',
  'card.mobile': 'Mobil',
  'card.counts':
    '{notes, plural, one {# note} other {# noter}} · {files, plural, one {# vedhæftet fil} other {# vedhæftede filer}}',
  'card.notes': 'Noter',
  'card.latestNotes': 'Seneste noter',
  'card.noNotes': 'Ingen noter endnu.',
  'card.emptyNote': '(tom note)',
  'card.unknownAuthor': 'ukendt',
  'card.earlierNotes': '{count, plural, one {# ældre note} other {# ældre noter}} · *Alle noter* viser dem alle',
  'card.latestNote': 'Seneste note',
  'card.ofTotal': 'af {count}',
  'card.attachments': 'Vedhæftede filer',
  'card.unnamedFile': '(fil uden navn)',
  'card.moreFiles': '…og {count, plural, one {# fil mere} other {# filer mere}}',
  'card.attachmentsHint': 'Vedhæftede filer vises med navn; åbn dem i sagssystemet.',
  'card.sharedBy': '{user} delte en sag',
  'card.live': 'Holdes opdateret af casebot',
  'card.liveUpdated': 'Holdes opdateret af casebot · senest opdateret: {date}',
  'card.notLive':
    'Holdes ikke opdateret: casebot er ikke i denne kanal. Skriv `/invite @casebot` her, og del sagen igen for at ændre det.',
  'card.stopUpdating': 'Stop opdateringen',
  'card.caseChannel': 'Sagens kanal: {channel}',
  'card.caseChannelLabel': 'Sagens kanal',
  'live.replyFallback': 'Sag nr. {caseNumber} er ændret',
  'live.ended.stopped': 'Holdes ikke længere opdateret: {user} stoppede opdateringen.',
  'live.ended.unlinked':
    'Holdes ikke længere opdateret: Personen, der delte den, er ikke længere knyttet til sagssystemet.',
  'live.ended.left_workspace': 'Holdes ikke længere opdateret: Personen, der delte den, har forladt arbejdsområdet.',
  'live.ended.closed': 'Holdes ikke længere opdateret: Sagen har været lukket i 7 dage.',
  'live.ended.quiet': 'Holdes ikke længere opdateret: Sagen har ikke ændret sig i 90 dage.',
  'live.ended.turned_off': 'Holdes ikke længere opdateret: En administrator har slået opdatering af delte sager fra.',
  'live.ended.cap_channel':
    'Holdes ikke længere opdateret: Denne kanal holder højst {max} sager opdateret, og den ældste stopper først.',
  'live.ended.cap_workspace':
    'Holdes ikke længere opdateret: Dette arbejdsområde holder højst {max} sager opdateret, og den ældste stopper først.',
  'live.ended.superseded': 'Holdes ikke længere opdateret: Sagen er delt her igen længere nede.',
  'live.ended.refused':
    'Holdes ikke længere opdateret: Sagssystemet viser ikke længere sagen til personen, der delte den.',
  'live.ended.disconnected':
    'Holdes ikke længere opdateret: Arbejdsområdet er ikke længere forbundet til sagssystemet.',
  'live.stopNotMember': 'Kun personer fra det workspace, der delte dette kort, kan stoppe opdateringen af det.',
  'live.endedSharedChannel':
    '{cases} i {channel}: kanalen er nu delt med en anden organisation, så casebot holder ikke længere de kort opdateret (dens opdateringer ville vise interne noter til personer udefra). En administrator kan tillade sådanne kanaler under fanen Home i casebot (Rediger forbindelse).',
  'live.endedChannelGone':
    '{cases} i {channel}: casebot er ikke længere med i kanalen (den blev fjernet, eller kanalen blev arkiveret eller slettet), så den holder ikke længere de kort opdateret.',
  'aging.ended.unlinked':
    'Advarslerne om sager i stå i {channel} blev læst i sagssystemet som dig, og du er ikke længere knyttet til det, så de er slået fra. En administrator kan slå dem til igen under fanen Home i casebot, læst som en anden.',
  'aging.ended.disconnected':
    'Advarslerne om sager i stå i {channel} er slået fra: dette arbejdsområde er ikke længere forbundet til sagssystemet.',
  'aging.ended.shared_channel':
    '{channel} er nu delt med en anden organisation, så casebot har slået advarslerne om sager i stå fra dér (de ville vise interne sager til personer udefra). En administrator kan vælge en anden kanal under fanen Home i casebot.',
  'aging.ended.cannot_post':
    'casebot kan ikke længere poste advarslerne om sager i stå i {channel} (den blev fjernet, eller kanalen blev arkiveret eller slettet), så de er slået fra. En administrator kan vælge en anden kanal under fanen Home i casebot.',
  'live.stopped': 'Kortet for sag nr. {caseNumber} holdes ikke længere opdateret her.',
  'live.notLive': 'Dette kort holdes ikke længere opdateret.',
  'channel.title': 'Opret en kanal',
  'channel.submit': 'Opret',
  'channel.intro':
    'En kanal kun for sag nr. {caseNumber}: Sagens kort fastgøres dér og holdes opdateret, og hver ny note kommer i kortets tråd.',
  'channel.introNotLive':
    'En kanal kun for sag nr. {caseNumber}: Sagens kort fastgøres dér. (En administrator har slået opdatering af kort fra, så kortet ændrer sig ikke af sig selv.)',
  'channel.name': 'Kanalens navn',
  'channel.nameHint': 'Små bogstaver, tal og bindestreger; højst 80 tegn.',
  'channel.nameInvalid': 'Brug kun små bogstaver, tal og bindestreger, højst 80 tegn.',
  'channel.nameTaken':
    'Slack siger, at *{name}* og de nummererede navne efter det er optaget. Vælg et andet navn: *{suggestion}* er foreslået nedenfor.',
  'channel.nameRefused': 'Slack accepterede ikke navnet. Vælg et andet.',
  'channel.privacy': 'Hvem kan finde den',
  'channel.public': 'Offentlig: alle i arbejdsområdet',
  'channel.private': 'Privat: kun de inviterede',
  'channel.invite': 'Inviter',
  'channel.inviteHint': 'Du er altid inviteret.',
  'channel.made':
    ':white_check_mark: {channel} er klar. Kortet for sag nr. {caseNumber} er fastgjort dér og holdes opdateret; hver ny note kommer i dets tråd.',
  'channel.madeSnapshot':
    ':white_check_mark: {channel} er klar, med kortet for sag nr. {caseNumber} fastgjort. Det holdes ikke opdateret: En administrator har slået det fra for arbejdsområdet.',
  'channel.notInvited': 'Disse personer kunne ikke inviteres: {users}. Inviter dem fra kanalen.',
  'channel.notPinned': 'Kortet kunne ikke fastgøres; fastgør det fra dets menu, hvis du vil.',
  'channel.cardFailed':
    ':warning: {channel} er oprettet, og du er med i den, men sagens kort kunne ikke postes dér. Skriv `/case {caseNumber}` dér, og del det. Reference: `{ref}`',
  'channel.restricted':
    'Dette arbejdsområde lader ikke apps oprette kanaler. En administrator af arbejdsområdet kan tillade det; eller opret selv en kanal, skriv `/invite @casebot` dér, og del sagen i den.',
  'channel.failed':
    ':warning: casebot kunne ikke oprette kanalen, og intet blev efterladt. Prøv igen om lidt. Reference: `{ref}`',
  'channel.tooManyPerson':
    'Du har {max, plural, one {# sagskanal} other {# sagskanaler}} åbne, det højeste for én person: arkivér en, du ikke længere har brug for, og åbn så denne.',
  'channel.tooManyWorkspace':
    'Dette workspace har {max, plural, one {# sagskanal} other {# sagskanaler}} åbne, det højeste tilladte: bed en administrator om at arkivere nogle eller hæve CASEBOT_CASE_CHANNELS_PER_WORKSPACE.',
  'channel.tooFast':
    'Du har åbnet {max, plural, one {# sagskanal} other {# sagskanaler}} inden for det sidste minut: vent et minut, og åbn så denne.',
  'channel.exists': 'Sag nr. {caseNumber} har allerede en kanal: {channel}',
  'channel.making': 'En kanal for sag nr. {caseNumber} er ved at blive oprettet; den dukker op om lidt.',
  'channel.inProgress': 'Opretter kanalen…',
  'channel.modalExpired': 'Formularen kunne ikke åbnes i tide. Tryk på knappen igen.',
  'channel.closed': ':white_circle: Sag nr. {caseNumber} er lukket. Arkivér kanalen, når arbejdet her er færdigt.',
  'channel.archiveTitle': 'Arkivér denne kanal?',
  'channel.archiveConfirm':
    'Den forsvinder fra alle medlemmers sidepanel; den kan gendannes fra kanalens indstillinger. Sag nr. {caseNumber} opdateres ikke længere her.',
  'channel.archivedBy': '{user} har arkiveret denne kanal.',
  'channel.closedWeek':
    'Sag nr. {caseNumber} har været lukket i 7 dage, og kanalen er stadig åben. Arkivér den, når arbejdet er færdigt.',
  'button.archiveChannel': 'Arkivér kanalen',
  'channel.archiveFailed':
    'casebot kunne ikke arkivere kanalen. En, der administrerer kanaler, kan arkivere den fra kanalens indstillinger.',
  'channel.archiveNotCaseChannel': 'Denne knap peger ikke længere på sagens egen kanal: Intet blev arkiveret.',
  'channel.archiveNotMember': 'Kun kanalens medlemmer kan arkivere den.',
  'card.sharedIn': ':white_check_mark: {user} delte sagen i {channel} · {date}',
  'card.theChannel': 'kanalen',
  'card.caseType': 'Sag',
  'unfurl.hint':
    ':link: casebot kan vise links til sager som kort, når din Slack-konto er knyttet til en bruger i sagssystemet: åbn fanen Home i casebot (under Apps), og tryk på *Anmod om adgang*.',
  'shortcut.none': 'Beskeden indeholder hverken et sagsnummer (#1234, sag 1234) eller et link til en sag.',
  'lookup.title': 'Sager nævnt i den besked',
  'lookup.more': 'Den nævner {count} mere ({numbers}): `/case {placeholder}` åbner enhver af dem.',
  'lookup.notCaseLinks':
    'Disse links er ikke sager i dette workspace (dets sagslinks ser sådan ud: {template}): {links}',
  'lookup.noTemplate':
    'Dette workspace har ingen skabelon til sagslinks, så casebot kan ikke læse dets links: {links}. En administrator angiver den under fanen Home i casebot.',
  'lookup.notFound': 'Ikke fundet, eller ikke synlige for dig: {numbers}',
  'button.shareShort': 'Del',
  'find.title': 'Find en sag',
  'find.submit': 'Vis',
  'find.case': 'Sag',
  'find.placeholder': 'Skriv et nummer eller ord fra emnet',
  'find.where': 'Vis den for mig i',
  'find.required': 'Vælg først en sag: skriv et nummer eller ord fra emnet, og vælg så en.',
  'card.unknownDate': 'ukendt',
  'button.share': 'Del i kanalen',
  'button.allNotes': 'Alle noter',
  'button.openInService': 'Åbn i sagssystemet',
  'button.dismiss': 'Skjul',
  'button.details': 'Vis detaljer',
  'button.view': 'Vis',
  'list.matching': 'Sager, der matcher »{text}«',
  'list.everyWordTitle': 'Sager med hvert ord i »{text}«',
  'mine.found':
    '*Dine sager* (som {user}): {count, plural, one {# sag} other {# sager}} blandt de nyeste sager ({first}–{last} regnet fra den nyeste), åbne først.',
  'mine.none': ':mag: Ingen af de nyeste sager ({first}–{last} regnet fra den nyeste) er dine (som {user}).',
  'mine.looked':
    'Sagssystemet kan ikke vise én persons sager for sig, så casebot gennemgår de nyeste: ældre sager kommer med, når du søger længere tilbage.',
  'mine.lookedAll': 'casebot har gennemgået sagssystemets liste helt til ende.',
  'mine.shown': '{single, select, yes {Viser {first} af {count}.} other {Viser {first}–{last} af {count}.}}',
  'mine.further': 'Søg længere tilbage',
  'mine.notLinked':
    ':bust_in_silhouette: casebot bruger arbejdsområdets standardbruger for dig og kan derfor ikke se, hvilke sager der er dine. Bed en administrator om at knytte dig til din egen bruger i sagssystemet.',
  'list.recent': 'Nyeste sager',
  'list.updated': 'Opdateret: {date}',
  'list.submitted': 'Indsendt: {date}',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, flere på næste side',
  'list.next': 'Næste ▶',
  'list.prev': '◀ Forrige',
  'list.footer': 'Side {page} · {size} pr. side · `/case {placeholder}` åbner en sag',
  'list.noMatch': 'Ingen sager matcher »{text}«. Prøv færre eller andre ord eller et sagsnummer.',
  'list.everyWord':
    'Intet matchede »{text}«, som det står, så her er de sager, hvis emne indeholder hvert ord, i vilkårlig rækkefølge: {count, plural, one {# sag} other {# sager}} blandt de {window} nyeste med »{word}«.',
  'list.empty': 'Der er endnu ingen sager at vise.',
  'table.show': 'Tabel',
  'table.list': 'Liste',
  'table.next': 'Næste 100 ▶',
  'table.prev': '◀ Forrige 100',
  'table.number': 'Sag',
  'table.subject': 'Emne',
  'table.updated': 'Senest opdateret ({zone})',
  'table.dropped': '{count} mere var der ikke plads til i tabellen: Liste viser dem',
  'table.footer': 'Sortér efter enhver kolonne · `/case {placeholder}` åbner en sag',
  'modal.title': 'Noter',
  'modal.titleCase': 'Noter · nr. {caseNumber}',
  'modal.close': 'Luk',
  'modal.loading': ':hourglass_flowing_sand: Henter noterne til sag nr. {caseNumber}…',
  'modal.range': 'Noter {first}–{last} af {total}, nyeste først',
  'modal.noNotes': 'Ingen noter endnu.',
  'modal.newer': '◀ Nyere',
  'modal.older': 'Ældre ▶',
  'modal.noteGoesOn': '_Noten fortsætter; sagssystemet har hele teksten._',

  // App Home, for alle.
  'home.title': 'casebot',
  'home.intro':
    'Sager fra sagssystemet direkte i Slack. Skriv `/case 1234` eller `/cases printer`, eller indsæt et link til en sag.',
  'home.linked': ':white_check_mark: Du er knyttet til sagssystemet som *{userName}*.',
  'home.linkedDefault':
    ':white_check_mark: Du bruger dette arbejdsområdes fælles bruger i sagssystemet, *{userName}*. En administrator kan knytte dig til din egen bruger.',
  'home.notLinked':
    ':bust_in_silhouette: Din Slack-konto er endnu ikke knyttet til en bruger i sagssystemet, så casebot kan ikke vise dig sager.',
  'home.requestAccess': 'Anmod om adgang',
  'home.notLinkedAdmin':
    'Som admin kan du ændre casebots indstillinger nedenfor. Vil du selv slå sager op, så tilknyt din egen Slack-konto til en bruger i sagssystemet.',
  'home.linkSelf': 'Tilknyt mig',
  'home.notConnectedAdmin':
    ':electric_plug: Dette arbejdsområde er endnu ikke forbundet til sagssystemet. Som admin kan du forbinde det: tryk på *{connect}* nedenfor.',
  'home.requested':
    ':hourglass_flowing_sand: Du har anmodet om adgang ({date}). En administrator knytter dig til en bruger.',
  'home.noAdmins':
    'Der er endnu ingen kendt casebot-administrator her: bed en Slack-administrator i dette arbejdsområde om at åbne fanen Home i casebot, hvor vedkommende kan se din anmodning.',
  'home.notConnected':
    ':electric_plug: Dette arbejdsområde er endnu ikke forbundet til sagssystemet. En Slack-administrator kan forbinde det her fra fanen Home.',
  'home.language': 'casebot taler *{language}* med dig – det sprog, dit Slack er indstillet til.',
  'home.recent': 'Dine seneste sager',
  'home.mine': 'Mine sager',
  'home.mineNotRead': 'casebot læser dine sager fra sagssystemet, når du åbner fanen; de blev ikke læst lige nu.',
  'home.mineShow': 'Vis mine sager',
  'home.mineSummary':
    'Blandt de nyeste {last} sager, som {user}: åbne {open} · lukkede {closed} · i stå {overdue}. Læst {date}.',
  'home.mineChart': 'Mine åbne sager efter status',
  'home.mineMore': '`/cases mine` viser dem alle og leder længere tilbage.',
  'home.mineRefresh': 'Opdater',
  'home.agingDmOff':
    ':hourglass_flowing_sand: Advarsler om dine sager i stå går til {channel}. Du kan også få dem som direkte besked.',
  'home.agingDmOn':
    ':hourglass_flowing_sand: Advarsler om dine sager i stå går til {channel} og til dig som direkte besked.',
  'home.agingDmStart': 'Også som DM',
  'home.agingDmStop': 'Stop beskederne',
  'home.agingDmSaved':
    'Fra nu af kommer hver af dine sager, der går i stå, også til dig som direkte besked, når det sker (dem, der allerede står stille, sendes ikke igen: de er markeret under *Mine sager* nedenfor og i `/cases mine`).',
  'home.agingDmStopped': 'Ikke flere direkte beskeder om dine sager i stå: advarslerne går stadig til {channel}.',
  'home.noRecent': 'Sager, du åbner med `/case`, `/cases` eller en genvej, vises her.',
  'home.opened': 'åbnet {date}',

  // App Home, for administratorer.
  'admin.header': 'Forbindelse til sagssystemet',
  'admin.why': 'Kun Slack-administratorer og -ejere samt casebot-administratorer kan se denne del.',
  'admin.workflows': 'Arbejdsgange, som ingen kører',
  'admin.workflowsToo': '_også for arbejdsgange, som ingen kører_',
  'settings.workflowsOption':
    'Planlagte og hændelsesudløste arbejdsgange må slå sager op som standardbrugeren (slået fra: trinnet fejler og oplyser hvorfor)',
  'workflow.noInteractor':
    'Dette trin slår sager op som den person, der kører arbejdsgangen, men ingen har kørt denne arbejdsgang (den er planlagt eller hændelsesudløst). En administrator kan lade sådanne arbejdsgange handle som standardbrugeren under fanen Home i casebot.',
  'admin.alert.missingScope':
    ':warning: Slack afviste en besked fra casebot: appen mangler scopet `{scope}`. Geninstaller casebot fra manifestet (appens indstillinger → Install App → Reinstall) for at give appen scopet.',
  'admin.leftEnded':
    '{user} har forladt workspacet: Der læses ikke længere noget fra sagssystemet som denne person, og det, casebot kun sendte til personen, er stoppet: {what}.',
  'watch.counted': '{count, plural, one {# overvåget sag} other {# overvågede sager}}',
  'reminder.counted': '{count, plural, one {en påmindelse om egne sager} other {# påmindelser om egne sager}}',
  'admin.alert.serviceFailing':
    ':warning: Alle kald til sagssystemet er mislykkedes siden {date} ({detail}). Overvågede sager og fulgte søgninger venter, til sagssystemet svarer igen: tjek dets basis-URL og API-token under *Rediger forbindelse*.',
  'admin.alert.recentOrder':
    ':warning: Siden {date} har sagssystemets liste over de seneste sager ikke været i rækkefølgen *Nyeste opdatering først*, så casebot tjekker hver fulgt sag og hvert delt kort på skift (langsommere), indtil den er det igen. Viser systemet nu sagerne på en anden måde, så vælg det under *Hvordan sagssystemet viser de seneste sager* nedenfor.',
  'admin.alert.tokenRefused':
    ':warning: Slack afviste at forny casebots bot-token {date} (tokenrotation er slået til): indtil casebot er installeret igen, kan den ikke skrive eller svare her, når det nuværende token udløber. Installer den igen fra casebots installationsside (`/slack/install`).',
  'admin.alert.remindersBehind':
    'Påmindelser, der skal sendes inden for en time: {count}, flere end casebot kan læse med arbejdsområdets loft over kald ({perHour} i timen), så nogle kommer for sent. Hæv loftet (Rediger forbindelse) eller spred tidspunkterne.',
  'admin.client': 'Klientnavn',
  'admin.token': 'API-token',
  'admin.baseUrl': 'Basis-URL',
  'admin.baseUrlDefault': 'installationens standard',
  'admin.zone': 'Sagssystemets tidszone',
  'admin.language': 'Sprog i kanaler',
  'admin.caseUrl': 'Skabelon til sagslinks',
  'admin.contacts': 'Kontaktoplysninger i kanaler',
  'admin.contactsShown': 'vises',
  'admin.contactsWithheld': 'skjules',
  'admin.sharedChannels': 'Kanaler delt med andre organisationer',
  'admin.sharedAllowed': '_sager vises også i kanaler delt med andre organisationer_',
  'admin.sharedRefused': '_ingen sager i kanaler delt med andre organisationer_',
  'admin.keepCards': 'Delte sager',
  'admin.keepCardsOn': '_delte sager og sagskanaler holdes opdateret_',
  'admin.keepCardsOff': '_delte sager holdes ikke opdateret_',
  'admin.defaultUser': 'Standardbruger',
  'admin.pageSize': 'Rækker pr. side',
  'admin.none': 'ingen',
  'admin.edit': 'Rediger forbindelse',
  'admin.connect': 'Forbind',
  'admin.users': 'Tilknyttede personer ({count})',
  'admin.noUsers': 'Ingen er tilknyttet endnu.',
  'admin.linkUser': 'Tilknyt en person',
  'admin.unlink': 'Fjern tilknytning',
  'admin.unlinkTitle': 'Fjern tilknytning?',
  'admin.unlinkConfirm': 'Fjern tilknytningen af {user}? casebot viser så ikke længere sager for vedkommende.',
  'admin.cancel': 'Annuller',
  'admin.moreUsers':
    '…og {count, plural, one {# person mere} other {# personer mere}}: `user list` i CLI’en viser alle.',
  'admin.requests': 'Anmodninger om adgang',
  'admin.requestRow': '{user} anmodede om adgang · {date}',
  'admin.link': 'Tilknyt…',
  'admin.audit': 'Seneste ændringer',
  'admin.auditRow': '{date} · {actor} · {what}',
  'audit.workspace.connected': 'forbandt arbejdsområdet',
  'audit.workspace.updated': 'ændrede {detail}',
  'audit.user.linked': 'tilknyttede {detail}',
  'audit.user.unlinked': 'fjernede tilknytningen af {detail}',
  'audit.workspace.removed': 'afbrød forbindelsen til arbejdsområdet',
  'admin.agingOn':
    ':hourglass_flowing_sand: Advarsler om sager i stå går til {channel}: {thresholds}, læst som {user}.',
  'admin.agingOff': 'Advarsler om sager i stå er slået fra. *Advarsler om sager i stå…* slår dem til.',
  'button.agingEdit': 'Advarsler om sager i stå…',
  'aging.modalTitle': 'Sager i stå',
  'aging.onLabel': 'Advarsler om sager i stå',
  'aging.onOption':
    'Til: skriv i kanalen nedenfor, når en åben sag står uden opdatering længere, end dens prioritet tillader',
  'aging.channelLabel': 'Kanal',
  'aging.asLabel': 'Læs fra sagssystemet som',
  'aging.asHint': 'Kanalen ser det, denne person ser; personen skal være tilknyttet.',
  'aging.thresholdsLabel': 'Grænser',
  'aging.thresholdsHint': 'prioritet=varighed-par i m, h eller d, fx critical=4h,high=1d,medium=3d,low=7d',
  'aging.repeatLabel': 'Fortæl igen efter',
  'aging.repeatHint': 'En varighed som 1d for en sag, der forbliver urørt; tom: én gang pr. overskridelse',
  'aging.badThresholds': 'Skriv prioritet=varighed-par, fx critical=4h,high=1d.',
  'aging.badRepeat': 'Skriv en varighed som 90m, 12h eller 1d, eller lad feltet stå tomt.',
  'aging.needChannel': 'Vælg kanalen, advarslerne går til.',
  'aging.needLinked': 'Denne person er ikke tilknyttet sagssystemet: vælg en, der er (kanalen ser det, personen ser).',
  'aging.needAs': 'Vælg, hvem listen læses som.',
  'aging.saved': 'Advarsler om sager i stå går nu til {channel}: {thresholds}, læst som {user}.',
  'aging.savedOff': 'Advarsler om sager i stå er slået fra.',
  'audit.aging.off': 'slog advarsler om sager i stå fra',
  'audit.aging.changed': 'ændrede advarsler om sager i stå: {detail}',
  'admin.digests': 'Oversigter',
  'admin.noDigests':
    'Ingen kanal har en oversigt endnu. Alle kan oprette en i en kanal med `/cases digest printer hverdage 09.00`.',
  'follow.endedByAdmin': 'En administrator ({admin}) stoppede følgningen af {searches} fra casebots App Home.',
  'follow.endedBy':
    '{user} stoppede med at følge {searches}. Følg det igen med `/cases follow {search}` der, hvis det stadig er nødvendigt.',
  'admin.follows': 'Fulgte søgninger',
  'admin.noFollows': 'Ingen kanal følger en søgning.',
  'audit.follow.ended': 'stoppede den fulgte søgning {detail}',
  'audit.digest.ended': 'stoppede oversigten {detail}',
  'audit.aging.set': 'slog advarsler om sager i stå til: {detail}',
  'audit.admin.added': 'gjorde {detail} til casebot-administrator',
  'audit.admin.removed': 'fjernede {detail} som casebot-administrator',
  'audit.on': 'til',
  'audit.off': 'fra',
  'audit.change': '{setting}: {from} → {to}',
  'admin.notAdmin':
    ':lock: Kun en Slack-administrator eller -ejer eller en casebot-administrator kan ændre casebots indstillinger.',
  'request.dm':
    ':raising_hand: {user} har anmodet om adgang til casebot. Tilknyt vedkommende fra fanen Home i casebot.',
  'request.linked':
    ':white_check_mark: Du er nu tilknyttet sagssystemet som *{userName}*, som du bad om. Prøv `/case 1234` eller `/cases printer`, eller åbn fanen Home i casebot.',

  // Vinduet med forbindelsesindstillinger (titler og knapper: højst 24 tegn).
  'settings.title': 'Sagssystem',
  'settings.save': 'Gem',
  'settings.clientHint': 'Det clientName, som sagssystemet har givet denne konto.',
  'settings.tokenKeep': 'Lad feltet stå tomt for at beholde det nuværende token ({hint}).',
  'settings.tokenNew': 'Det API-token, som sagssystemet har givet denne konto. Kun de sidste fire tegn vises igen.',
  'settings.baseUrlHint':
    'Hvor sagssystemet svarer, fx https://cases.acme.example/api. Tomt: installationens standard.',
  'settings.zoneHint': 'Den tidszone, sagssystemet skriver sine datoer i, fx Europe/Paris eller America/New_York.',
  'settings.caseUrlHint':
    "Valgfrit: en sags side i sagssystemet med '{number}' (sagsnummer) eller '{id}' (ComplaintId), fx https://cases.acme.example/case/'{number}'.",
  'settings.contactsOption': 'Vis kundernes e-mail og mobilnummer på kort, der deles i kanaler, og i linkvisninger',
  'settings.sharedChannelsOption':
    'Lad casebot poste sager i kanaler delt med andre organisationer (Slack Connect): fulgte søgninger, delte kort og sagslinks viser dér interne noter til personer udefra',
  'settings.keepCardsOption':
    'Hold delte sager opdateret: casebot opdaterer hvert kort, den poster i en kanal, når sagen ændrer sig, lægger nye noter i kortets tråd og holder sagskanaler ajour (og læser sagen som den person, der delte den)',
  'settings.defaultUserHint':
    'Valgfrit: brugeren i sagssystemet for personer, der ikke er tilknyttet. Tomt: alle skal være tilknyttet.',
  'settings.check': 'Test forbindelsen',
  'settings.checkOk': ':white_check_mark: Sagssystemet godkendte klienten *{client}* som *{userName}*.',
  'settings.checkNoUser': 'Udfyld *{checkAs}*, så casebot har en bruger at teste som.',
  'settings.checkFix': 'Ret først følgende, og test så igen:',
  'settings.checkAs': 'Test som (userName i sagssystemet)',
  'settings.checkAsHint':
    'Brugeren, som »Test forbindelsen« spørger sagssystemet som. Gemmes ikke: udfyldt med din egen tilknytning eller standardbrugeren.',
  'settings.checkRefusedFix':
    'Kontrollér *{client}* og *{token}* ovenfor (tokenet skal høre til denne klient) og *{checkAs}* (en bruger, sagssystemet kender), og test igen.',
  'settings.checkNoAnswer':
    ':warning: casebot fik ikke et ordentligt svar fra sagssystemet på denne adresse (utilgængeligt, for langsomt eller ikke sagssystemet). Kontrollér *{baseUrl}* ovenfor, og test igen. Reference: `{ref}`',
  'settings.error.refused':
    'Sagssystemet afviste disse indstillinger: »{description}«. Kontrollér klientnavnet og API-tokenet (og »Test som«), og gem igen.',
  'settings.savedUnchecked':
    ':warning: Gemt, men ikke kontrolleret: der var ingen at teste som. Åbn *{edit}*, udfyld *{checkAs}* og tryk på *{check}*: med et forkert token eller klientnavn ville hver kommando mislykkes.',
  'settings.error.client': 'Angiv klientnavnet (højst 255 tegn).',
  'settings.error.token': 'Angiv API-tokenet (højst 4096 tegn).',
  'settings.error.baseUrl': 'Angiv en http://- eller https://-URL uden brugernavn og adgangskode.',
  'settings.error.baseUrlQuery': 'Basis-URL’en må ikke indeholde en forespørgsel (?…) eller et fragment (#…).',
  'settings.error.baseUrlHttp':
    'Brug en https://-adresse: almindelig http er kun tilladt, hvor den, der driver casebot, tillader det.',
  'settings.error.baseUrlPrivate':
    'Adressen ligger i et privat netværk (loopback, privat eller link-local): casebot kalder den kun, hvor den, der driver casebot, tillader det.',
  'settings.error.baseUrlRequired': 'Denne installation har ikke et sagssystem som standard: angiv sagssystemets URL.',
  'settings.error.zone': 'Angiv en tidszone som Europe/Paris eller America/New_York.',
  'settings.error.pageSize': 'Angiv et helt tal fra 1 til 20.',
  'settings.error.caseUrl': "Angiv en http://- eller https://-URL, der indeholder '{number}' eller '{id}'.",
  'settings.error.userName': 'Angiv et userName (højst 255 tegn).',
  'settings.error.tokenForNewUrl':
    'Basis-URL’en er ændret: angiv API-tokenet igen, så det kun sendes derhen, hvor du vil have det.',

  // Vinduet Tilknyt en person.
  'link.title': 'Tilknyt en person',
  'link.save': 'Tilknyt',
  'link.user': 'Slack-bruger',
  'link.userName': 'userName i sagssystemet',
  'link.userNameHint': 'casebot tilgår sagssystemet som denne bruger på personens vegne.',
  'link.notConnected': 'Forbind først arbejdsområdet til sagssystemet.',
  'link.check': 'Kontrol',
  'link.uncheckedOption': 'Tilknyt uden at kontrollere',
  'link.uncheckedHint': 'Gemmer tilknytningen, selv om sagssystemet (endnu) ikke kender dette userName.',
  'link.refused':
    'Sagssystemet afviste {userName}: »{description}«. Kontrollér stavemåden, eller sæt flueben ved »Tilknyt uden at kontrollere« for at gemme alligevel.',
  'link.notChecked':
    'casebot kunne ikke spørge sagssystemet om {userName} (intet ordentligt svar). Prøv igen, eller sæt flueben ved »Tilknyt uden at kontrollere« for at gemme alligevel. Reference: {ref}',

  // Watching cases.
  'usage.watch':
    '`/case 1234 watch`: en direkte besked, når sagen ændres; `/case watching` viser de sager, du overvåger',
  'usage.channel': '`/case 1234 channel`: en kanal kun for sagen, med dens kort fastgjort og holdt opdateret',
  'watch.started':
    ':eyes: Du overvåger sag nr. {caseNumber}. casebot sender dig en direkte besked, når dens status ændres, eller der kommer en note.',
  'watch.already': 'Du overvåger allerede sag nr. {caseNumber}.',
  'watch.tooMany':
    'Du overvåger {max} sager, det højeste antal, casebot tillader pr. person. Stop først med at overvåge en af dem (`/case watching`).',
  'watch.stopped': 'Du overvåger ikke længere sag nr. {caseNumber}.',
  'watch.notWatching': 'Du overvågede ikke sag nr. {caseNumber}.',
  'watch.list': '{count, plural, one {Du overvåger # sag:} other {Du overvåger # sager:}}',
  'watch.none': 'Du overvåger ingen sager. Overvåg en med `/case 1234 watch` eller knappen *Overvåg* på dens kort.',
  'change.title': 'Sag nr. {caseNumber} er ændret · {subject}',
  'change.status': '*Status:* {old} → {new}',
  'change.newNotes': '{count, plural, one {# ny note} other {# nye noter}}',
  'change.moreNotes': '…og {count, plural, one {# ny note mere} other {# nye noter mere}}: *Vis* viser dem alle.',
  'change.fallback': 'Sag nr. {caseNumber} er ændret: {subject}',
  'watch.endedUnlinked':
    'Din Slack-konto er ikke længere knyttet til sagssystemet, så du overvåger ikke længere {cases}.',
  'watch.endedDisconnected':
    'casebot er ikke længere forbundet til sagssystemet i dette arbejdsområde, så du overvåger ikke længere {cases}.',
  'watch.endedRefused':
    'Sagssystemet lader dig ikke længere se sag nr. {caseNumber}, så du overvåger den ikke længere.',
  'watch.endedRefusedMany': 'Sagssystemet lader dig ikke længere se {cases}, så du overvåger dem ikke længere.',
  'button.watch': 'Overvåg',
  'button.openChannel': 'Opret en kanal',
  'button.unwatch': 'Overvåg ikke længere',

  // Following searches in channels.
  'usage.mine': '`/cases mine`: dine egne sager blandt de nyeste, åbne først',
  'usage.follow':
    '`/cases follow printer`: hver ny sag, der matcher, postes i denne kanal; `/cases following` viser, hvad kanalen følger',
  'follow.filters': 'Kun når: {filters}.',
  'search.filtersInline': 'slås kun op, når {filters}',
  'search.filterField': '{field}: {values}',
  'search.filterNot': 'ikke {values}',
  'follow.startedEvents':
    ':satellite_antenna: Denne kanal følger nu »{search}«: det, den fortæller om (nedenfor), postes her én gang, som {user} kan se det, uden kontaktoplysninger.',
  'follow.started':
    ':satellite_antenna: Denne kanal følger nu »{search}«: hver ny sag, der matcher, postes her én gang, som {user} kan se den, uden kontaktoplysninger.',
  'follow.announced':
    ':satellite_antenna: {user} har sat denne kanal til at følge »{search}«: casebot poster hver ny matchende sag her. `/cases following` viser, hvad den følger.',
  'follow.already': 'Denne kanal følger allerede »{search}«.',
  'follow.tooMany':
    'Denne kanal følger {max} søgninger, det højeste antal, casebot tillader. Stop først en af dem (`/cases following`).',
  'follow.tooManyPerson':
    'Du følger allerede {max} søgninger i dette arbejdsområde, det højeste antal, casebot tillader pr. person. Stop først en af dem (`/cases following` i den pågældende kanal).',
  'follow.tooManyWorkspace':
    'Dette arbejdsområde følger allerede {max} søgninger, det højeste antal, casebot tillader (de deler kaldene til sagssystemet med alles overvågede sager). Stop først en af dem.',
  'follow.stopped': 'Denne kanal følger ikke længere »{search}«.',
  'follow.stoppedElsewhere': '{channel} følger ikke længere »{search}«.',
  'follow.notFollowing': 'Denne kanal følger ikke »{search}«.',
  'follow.needsText': 'Skriv, hvad der skal følges, fx `/cases follow printer`.',
  'follow.list': '{count, plural, one {Denne kanal følger # søgning:} other {Denne kanal følger # søgninger:}}',
  'follow.none': 'Denne kanal følger ingen søgning. Start en med `/cases follow printer`.',
  'follow.row': '»{search}« · oprettet af {user}',
  'follow.yoursElsewhere':
    'Du har også sat disse fulgte søgninger op i andre kanaler (*Følg ikke længere* virker også herfra):',
  'follow.rowElsewhere': '»{search}« i {channel}',
  'follow.posted': 'Ny sag, der matcher »{search}« · fulgt her af {user}',
  'follow.changed': 'En sag, der matcher »{search}«, er ændret · fulgt her af {user}',
  'follow.events': 'Fortæller om: {events}.',
  'follow.eventNew': 'nye sager',
  'follow.eventClosed': 'sager, der lukkes',
  'follow.eventStatus': 'ændret status',
  'follow.eventNotes': 'nye noter',
  'search.slipEvents':
    '»{typed}«: casebot kan fortælle om nye sager, lukkede sager, ændret status og noter, fx `hændelser:nye,lukkede`. Intet blev oprettet.',
  'search.slipEmpty': '»{typed}« mangler en værdi, fx `prioritet:høj` eller `status:åben`. Intet blev oprettet.',
  'search.slipUnknown':
    '»{typed}« er ikke et filter, casebot kender: mente du `{field}`? Filtrene er `status:`, `prioritet:`, `kunde:` og `hændelser:`. Intet blev oprettet.',
  'search.filterName.status': 'status',
  'search.filterName.priority': 'prioritet',
  'search.filterName.customer': 'kunde',
  'search.filterName.events': 'hændelser',
  'button.lessNoise': 'Mindre støj…',
  'quiet.title': 'Mindre støj',
  'quiet.for': 'Det, casebot slår op uopfordret i {channel}:',
  'quiet.channelLabel': 'Kanal',
  'quiet.threadLabel': 'Delte kort og sagskanaler',
  'quiet.threadOption': 'Nyheder kun i kortets tråd (en sag, der lukkes eller genåbnes, slås ikke også op i kanalen)',
  'quiet.batchLabel': 'Det, kanalens følgninger finder',
  'quiet.batch0': 'Slås op, når det kommer',
  'quiet.batch15': 'Samlet, højst ét opslag hvert 15. minut',
  'quiet.batch60': 'Samlet, højst ét opslag i timen',
  'quiet.batch240': 'Samlet, højst ét opslag hver 4. time',
  'quiet.summaryThread': 'nyheder om kort kun i deres tråd',
  'quiet.summaryLoud': 'en lukket sag nævnes også i kanalen, ikke kun i tråden under dens kort',
  'quiet.summaryBatch': 'følgninger samlet, højst ét opslag hvert {minutes}. minut',
  'quiet.summaryAtOnce': 'det, de fulgte søgninger finder, slås op med det samme',
  'quiet.saved': '{channel} nu: {summary}.',
  'quiet.none': 'Alle kanaler får casebots nyheder, når de kommer. Mindre støj… gør en kanal mere stille.',
  'quiet.row': '{channel}: {summary} · sat af {user}',
  'quiet.more': 'Og {count} mere.',
  'audit.channel.quiet': 'satte mindre støj i {detail}',
  'follow.gathered': 'Det nye for »{search}« siden sidste opslag ({count}) · fulgt her af {user}',
  'search.everyCase': 'alle sager',
  'follow.itemNew': 'Ny sag',
  'follow.itemNotes': 'Opdateret (nye noter eller ændringer)',
  'follow.itemStatus': 'Status: {old} → {new}',
  'follow.gatheredMore': 'Og {count} mere.',
  'button.changeFollow': 'Skift filtre',
  'follow.changeTitle': 'Skift følgning',
  'follow.textLabel': 'Søgning og filtre',
  'follow.textHint':
    'Ord at søge efter, derefter filtre: status:åben prioritet:høj,kritisk kunde:"Acme Retail" -status:lukket',
  'follow.eventsLabel': 'Fortæl kanalen om',
  'follow.changeSaved': 'Kanalen følger nu »{search}«. Sager, søgningen viser nu, bliver ikke slået op igen.',
  'follow.ownerOnly':
    'Kun {user} kan ændre denne følgning: den læser sagerne som dem. Du kan stoppe den eller følge din egen søgning.',
  'follow.gone': 'Denne følgning er stoppet: der er intet at ændre.',
  'follow.confirmStopTitle': 'Stop med at følge denne søgning?',
  'follow.confirmStopText':
    '{search} blev sat op af en anden; den stopper for hele kanalen, og vedkommende får besked om, at du stoppede den.',
  'follow.alreadyStopped': 'Denne følgning er allerede stoppet.',
  'follow.eventsNeeded': 'Vælg mindst én.',
  'follow.endedUnlinked':
    'Din Slack-konto er ikke længere knyttet til sagssystemet, så casebot følger ikke længere {searches}.',
  'follow.endedDisconnected':
    'casebot er ikke længere forbundet til sagssystemet i dette arbejdsområde, så den følger ikke længere {searches}.',
  'follow.endedRefused': 'Sagssystemet afviste søgningen {searches} for dig, så casebot følger den ikke længere.',
  'follow.endedCannotPost':
    'casebot kan ikke længere poste sager for {searches}: Slack siger, at den ikke er med i kanalen, eller at kanalen ikke findes længere. casebot er holdt op med at følge søgningen dér; inviter casebot med `/invite @casebot`, og følg søgningen igen.',
  'follow.endedSharedChannel':
    '{searches}: kanalen er nu delt med en anden organisation, så casebot er holdt op med at følge søgningen dér (dens opslag ville vise interne noter til personer udefra). En administrator kan tillade sådanne kanaler under fanen Home i casebot (Rediger forbindelse).',
  'follow.endedSearch': '»{search}« ({channel})',
  'button.unfollow': 'Følg ikke længere',
  // Digests of a search, posted in a channel on a schedule.
  'channel.inviteFirst':
    'casebot er ikke i denne kanal, så den kan ikke poste her, og intet er sat op endnu. Inviter den med `/invite @casebot`, og prøv igen.',
  'channel.sharedNoPosts':
    ':lock: Denne kanal er delt med en anden organisation, så casebot poster ikke noget af sig selv her: dens opslag ville vise interne noter til personer udefra. En administrator kan tillade sådanne kanaler under fanen Home i casebot (Rediger forbindelse → Kanaler delt med andre organisationer).',
  'channel.reachUnknown':
    ':hourglass_flowing_sand: Slack kunne ikke lige nu sige, om denne kanal er delt med en anden organisation, og casebot sætter intet op her, før det vides. Prøv igen om et øjeblik.',
  'usage.remind':
    '`/cases remind`: dine åbne sager i en direkte besked, mandag til fredag kl. 09.00; `/cases remind dagligt 08.30` på et andet tidspunkt, `/cases remind hjælp` for mere',
  'usage.digest':
    '`/cases digest printer hverdage 09.00`: en oversigt over en søgning i denne kanal (nye, ændrede, lukkede, i stå) på faste tidspunkter; `/cases digests` viser dem',
  'digest.what': '»{search}«',
  'digest.whatAll': 'de nyeste sager',
  'schedule.dayRange': '{from} til {to}',
  'schedule.rangeFrom':
    '{day, select, 0 {søndag} 1 {mandag} 2 {tirsdag} 3 {onsdag} 4 {torsdag} 5 {fredag} other {lørdag}}',
  'schedule.rangeTo':
    '{day, select, 0 {søndag} 1 {mandag} 2 {tirsdag} 3 {onsdag} 4 {torsdag} 5 {fredag} other {lørdag}}',
  'schedule.daysAt': '{days} kl. {time}',
  'schedule.dailyAt': 'hver dag kl. {time}',
  'schedule.weekdaysAt': 'mandag til fredag kl. {time}',
  'schedule.weeklyAt':
    'hver {day, select, 0 {søndag} 2 {tirsdag} 3 {onsdag} 4 {torsdag} 5 {fredag} 6 {lørdag} other {mandag}} kl. {time}',
  'schedule.daily': 'Hver dag',
  'schedule.weekdays': 'Hverdage (mandag til fredag)',
  'schedule.weekly': 'Ugentligt',
  'digest.title': ':newspaper: *Oversigt over {what}*',
  'digest.readAs': 'Læst fra sagssystemet som {user}, der oprettede den · {schedule}',
  'digest.late': ':hourglass: Planlagt til {date}: sendt for sent, fordi casebot ikke kørte på det tidspunkt.',
  'digest.first': 'Første oversigt: de åbne sager, der matcher ({open}; i stå: {overdue}).',
  'digest.since': 'Siden sidste oversigt ({date}): nye {new} · ændrede {changed} · lukkede {closed} · i stå {overdue}',
  'digest.nothing': 'Intet nyt, ændret eller lukket i {what} siden sidste oversigt ({date}). I stå: {overdue}.',
  'digest.why': 'Hvorfor',
  'digest.new': 'Ny',
  'digest.changed': 'Ændret',
  'digest.closed': 'Lukket',
  'common.overdue': 'I stå',
  'digest.open': 'Åben',
  'digest.notShown': 'ikke vist: {count}',
  'digest.chartTitle': 'Åbne sager efter status',
  'chart.otherStatuses': 'Andre statusser',
  'digest.setUp':
    ':newspaper: {channel} får en oversigt over {what} {schedule}, læst med din adgang. Næste: {next}. *Send nu* poster en med det samme.',
  'digest.announced':
    ':newspaper: {user} har oprettet en oversigt over {what} her, {schedule}: hvad der er nyt, ændret, lukket og i stå. `/cases digests` viser kanalens oversigter.',
  'schedule.sendNow': 'Send nu',
  'schedule.yourTime': '{date} (din tid)',
  'common.change': 'Rediger',
  'common.stop': 'Stop',
  'digest.sentNow': 'Oversigten over {what} er postet i {channel}.',
  'digest.stopped': 'Oversigten over {what} i {channel} er stoppet.',
  'digest.changedTo': 'Oversigten over {what} kommer nu {schedule}. Næste: {next}.',
  'digest.already':
    'Denne kanal har allerede en oversigt over {what}. `/cases digests` viser dem; den, der satte den op, kan bruge *Rediger*.',
  'schedule.badTime':
    '»{time}« er ikke et tidspunkt, casebot kan læse: skriv det i 24-timersformat, fx 09.00 eller 17.30.',
  'schedule.dayName':
    '{day, select, 0 {Søndag} 2 {Tirsdag} 3 {Onsdag} 4 {Torsdag} 5 {Fredag} 6 {Lørdag} other {Mandag}}',
  'schedule.badWord':
    '»{word}« er ikke en hyppighed, casebot kender: mente du »{meant}«? Skriv dagligt, hverdage eller ugentlig (eller en dag, fx fredag, eller dage, fx man-tor), og derefter et tidspunkt som 09.00.',
  'digest.tooMany':
    'Denne kanal har {max} oversigter, det højeste antal, casebot tillader. Stop først en af dem (`/cases digests`).',
  'digest.tooManyPerson':
    'Du har allerede oprettet {max} oversigter i dette arbejdsområde, det højeste antal, casebot tillader pr. person. Stop først en af dem (`/cases digests` i den pågældende kanal).',
  'digest.tooManyWorkspace':
    'Dette arbejdsområde har allerede {max} oversigter, det højeste antal, casebot tillader (de deler kaldene til sagssystemet). Stop først en af dem.',
  'digest.list': 'Kanalens oversigter:',
  'digest.confirmStopTitle': 'Stop denne oversigt?',
  'digest.confirmStopText':
    'Oversigten over {what} blev oprettet af en anden; den stopper for hele kanalen, og vedkommende får besked om, at du stoppede den.',
  'digest.none': 'Denne kanal har ingen oversigt. Opret en med `/cases digest printer hverdage 09.00`.',
  'digest.row': '{what} · {schedule} · næste {next} · oprettet af {user}',
  'admin.listedGone': 'Den findes ikke længere: den er allerede stoppet.',
  'digest.gone': 'Den oversigt findes ikke længere: den er stoppet.',
  'digest.unavailable':
    'casebot kan ikke læse sagssystemet som {user}, der oprettede oversigten, lige nu, så intet blev postet. Prøv igen om lidt.',
  'digest.refusedNow':
    'Sagssystemet afviste søgningen for oversigten over {what} for {user}, der oprettede oversigten, så intet blev postet.',
  'digest.notHere': 'Den oversigt hører til {channel}: brug dens knapper dér.',
  'digest.ownerOnly': 'Kun {user}, der har oprettet denne oversigt, kan ændre den: den læses med vedkommendes adgang.',
  'digest.changeTitle': 'Rediger oversigten',
  'common.save': 'Gem',
  'digest.searchLabel': 'Søgning (tom: alle de nyeste sager)',
  'schedule.howOften': 'Hvor ofte',
  'schedule.timeLabel': 'Klokkeslæt ({zone}, 24-timersformat)',
  'digest.quietLabel': 'Når intet er ændret',
  'digest.quietOption': 'Post ingenting (ellers siger én linje det)',
  'digest.refusedOwner':
    'Sagssystemet afviste søgningen for oversigten over {what} for dig, så oversigten i {channel}, planlagt til {date}, blev ikke postet. casebot prøver igen næste gang.',
  'digest.quietMark': 'tavs, når intet ændres',
  'digest.endedBy':
    '{user} stoppede oversigten over {what} i {channel}. Opret den igen med `/cases digest` der, hvis den stadig ønskes.',
  'digest.endedByAdmin':
    'En administrator ({admin}) stoppede oversigten over {what} i {channel} fra fanen Home i casebot.',
  'digest.endedUnlinked':
    'Oversigten over {what} er stoppet: {user}, der oprettede den, er ikke længere knyttet til sagssystemet. Alle, der er knyttet, kan oprette den igen med `/cases digest`.',
  'digest.endedLeft':
    'Oversigten over {what} er stoppet: {user}, der oprettede den, har forladt arbejdsområdet. Alle, der er knyttet, kan oprette den igen med `/cases digest`.',
  'follow.endedLeft':
    'casebot følger ikke længere {searches} her: {user}, der oprettede det, har forladt arbejdsområdet. Alle, der er knyttet, kan følge det igen med `/cases follow`.',
  'aging.endedLeft':
    'Advarslerne om sager i stå er stoppet her: de blev læst i sagssystemet som {user}, der har forladt arbejdsområdet. En administrator kan slå dem til igen under fanen Home i casebot, læst som en anden.',
  'aging.summary':
    ':hourglass_flowing_sand: *Sager i stå: {count}*, åbne og ikke opdateret i længere tid, end deres prioritet tillader. Efter prioritet: {byPriority}.',
  'aging.more': 'Tabellen viser de 100, der længst har overskredet deres frist; ikke vist: {count}.',
  'aging.readAs': 'Læst fra sagssystemet som {user}.',
  'aging.tableCaption': 'Sager i stå, dem der længst har overskredet deres frist først',
  'aging.overdue': 'Over fristen',
  'aging.dm': 'Din sag *#{number}* {subject} er ikke opdateret siden {date}: {duration} over sin grænse.',
  'aging.one':
    ':hourglass_flowing_sand: Sag *#{number}* {subject} ({priority}) er ikke opdateret siden {date}: {duration} over sin grænse.',
  'aging.owner': 'Ansvarlig: {user}.',
  'aging.batch': ':hourglass_flowing_sand: *Nye sager i stå: {count}*',
  'aging.owners': 'Ansvarlige: {users}',
  'digest.endedCannotPost':
    'casebot kan ikke længere poste oversigten over {what} i {channel}: Slack siger, at den ikke er med i kanalen, eller at kanalen ikke findes længere. Oversigten er stoppet; inviter casebot med `/invite @casebot`, og opret den igen.',
  'digest.endedSharedChannel':
    '{channel} er nu delt med en anden organisation, så casebot har stoppet oversigten over {what} dér (den ville vise interne sager til personer udefra). En administrator kan tillade sådanne kanaler under fanen Home i casebot (Rediger forbindelse).',
  'digest.endedDisconnected':
    'casebot er ikke længere forbundet til sagssystemet i dette arbejdsområde, så oversigten over {what} i {channel} er stoppet.',

  // Polling settings (App Home).
  'admin.pollInterval': 'Interval for tjek af overvågede sager (sekunder)',
  'admin.pollCalls': 'Maksimalt antal kald i minuttet til sagssystemet',
  'settings.pollHint': 'Lad feltet stå tomt for casebots standard.',
  'settings.error.pollInterval': 'Skriv et helt antal sekunder fra 10 til 86400, eller lad feltet stå tomt.',
  'settings.error.pollCalls': 'Skriv et helt tal fra 1 til 6000, eller lad feltet stå tomt.',
  'admin.polling': 'Overvågning',
  'admin.pollingValue': 'Interval: {interval} · højst {calls} kald i minuttet',
  'admin.defaultMark': '(standard)',
  'admin.defaultValue': '{value} (standard)',
  'admin.default': 'standard',
  'mcp.noIdentity':
    'casebot kan ikke se, hvem der spørger: Slack sendte ingen bruger med denne forespørgsel, så intet blev slået op.',
  'mcp.morePages': 'Flere sager på side {page}.',
  'search.noTemplate':
    'casebot kan ikke vise sager i Slacks søgning, før en administrator har angivet skabelonen til sagslinks (casebots fane Home → {edit} → {field}).',
  'search.filterStatus': 'Status',
  'search.filterPriority': 'Prioritet',
  'search.filterMine': 'Kun mine sager',
  'mcp.noMorePages': 'Der er ikke flere sager: side {page} ligger efter den sidste.',
  'search.noSearcher':
    'casebot kan ikke se, hvem der søger (Slack sendte ingen brugerkontekst), så intet blev slået op.',
  'search.tooSlow':
    'Sagssystemet var for længe om at svare på denne søgning. Prøv igen om et minut, eller søg på færre ord.',
  'error.whoFixes':
    'Hvis det sker igen, kan en administrator kontrollere casebots forbindelse til sagssystemet (klientnavn, API-token, basis-URL): casebots fane Home → *{edit}* → *{check}*; og det userName i sagssystemet, du er tilknyttet.',
  'admin.requestsCli': 'Eller fra en terminal: {command}',
  'order.label': 'Hvordan sagssystemet viser de seneste sager',
  'order.updated': 'Nyeste opdatering først',
  'order.submitted': 'Nyeste sag først',
  'order.unknown': 'Ukendt',
  'order.explain':
    'Nyeste opdatering først: casebot tjekker kun de sager, der har ændret sig, så de, der overvåger dem, hører om en ændring inden for ét tjekinterval (så længe ændringerne kan nås inden for kald pr. minut). Nyeste sag først eller Ukendt: casebot tjekker hver overvåget sag og hvert delt kort efter tur, hvilket er langsommere med mange overvågninger. Så længe rækkefølgen er ukendt, kigger casebot på listen en gang imellem for at finde den (nedenfor).',
  'order.learnt':
    'casebot ser listen sorteret efter: {order} ({votes, plural, one {# læsning} other {# læsninger i træk}}).',
  'order.learning':
    'casebot har endnu ikke fundet rækkefølgen: så længe den er ukendt, kigger den på listen en gang imellem.',
  'order.saved': 'Gemt: rækkefølgen af de seneste sager er nu {order}.',
  'order.notRead':
    'casebot har ikke læst listen, siden dette blev valgt: ved næste runde tjekker den, at listen står i denne rækkefølge, og siger det her, hvis ikke.',
  'order.notReadSubmitted':
    'casebot tager listen for at stå med nyeste sag først, som valgt, og tjekker hver fulgt sag og hvert delt kort på skift; den læser ikke listen for at se dens rækkefølge.',
  'order.differs':
    'casebot ser listen sorteret efter: {seen}, men indstillingen er {set}, så overvågede sager tjekkes én ad gangen. Vælg {seen} for at høre om ændringer hurtigere.',
  'order.setting': 'Rækkefølge af seneste sager',
  'agent.which': 'Hvilken sag? Skriv dens nummer (for eksempel `1234`) eller ord fra emnet for at søge.',
  'agent.help':
    'Skriv til mig her: et sagsnummer (`1234`) for sagens kort, ord fra et emne for at søge (`printer`), `mine sager` for dine egne, `i stå` for åbne sager over deres frist, `hjælp` for denne besked.',
  'agent.noAging': 'Ingen åben sag blandt de {count} nyeste er over sin prioritets frist.',
  'agent.promptsTitle': 'Spørg casebot',
  'agent.prompt.mine': 'Mine sager',
  'agent.prompt.mineAsk': 'mine sager',
  'agent.prompt.aging': 'Sager i stå',
  'agent.prompt.agingAsk': 'i stå',
  'agent.prompt.search': 'Sager om printer',
  'agent.prompt.searchAsk': 'printer',
  'channel.canvasExists':
    'Kanalen har allerede et canvas, så casebot lavede ikke et: det fastgjorte kort er fortsat sagens resumé.',
  'channel.noCanvas':
    'Dette arbejdsområde har ingen canvasser (dets abonnement, eller en administrator har slået dem fra): det fastgjorte kort er sagens resumé.',
  'channel.canvasScope':
    'Intet canvas: casebot har ikke fået tilladelsen `canvases:write` (casebots App Home viser en administrator, hvordan den gives); det fastgjorte kort er sagens resumé.',
  'channel.canvasFailed': 'Slack lavede ikke kanalens canvas lige nu: det fastgjorte kort er sagens resumé.',
  'scopes.header': 'Valgfrie tilladelser',
  'scopes.why':
    'casebot virker uden dem. Hver enkelt slår en funktion til; Slack beder en administrator om at godkende den.',
  'scopes.unknown': 'Slack oplyste ikke lige nu, hvilke tilladelser casebot har; åbn denne fane igen senere.',
  'scopes.caseChannels': 'Sagskanaler (en kanal pr. sag, kortet fastgjort, linket som bogmærke)',
  'scopes.canvases': 'Et canvas i hver sagskanal (sagens resumé og noter)',
  'scopes.liveCards': 'Kort holdt opdateret i kanaler, casebot ikke er med i',
  'scopes.granted': ':white_check_mark: {what}: givet',
  'scopes.missing': ':warning: {what}: ikke givet ({scopes})',
  'scopes.grant': 'Giv tilladelser…',
  'scopes.grantHow': 'Slack viser, hvad casebot beder om, og installerer den igen med dem; intet andet ændres.',
  'scopes.grantOauth':
    'Giv dem ved at åbne casebots installationsside: `/slack/install/more` efter casebots adresse (sæt `CASEBOT_PUBLIC_URL` for at få en knap her).',
  'scopes.grantSettings':
    'Sådan giver du det, der mangler: i casebots indstillinger på api.slack.com/apps tilføjer du tilladelserne nævnt ovenfor under OAuth & Permissions → Bot Token Scopes og vælger så Reinstall to Workspace.',
  'channel.scope':
    'casebot må ikke lave kanaler her: den har ikke fået tilladelsen `{scopes}`. casebots App Home viser en administrator, hvordan den gives (Valgfrie tilladelser).',
  'channel.canvasMade': 'Dens canvas rummer sagens resumé og noter, holdt opdateret sammen med kortet.',
  'agent.lead': 'Læst i sagssystemet som dig:',
  'reminder.set': 'casebot sender dig dine åbne sager i en direkte besked {schedule}{empty}. Den næste: {next}.',
  'reminder.evenWhenEmpty': ', også når du ingen har',
  'reminder.none':
    'Du har ingen påmindelse om dine sager. `/cases remind` sender dig dine åbne sager i en direkte besked mandag til fredag kl. 09.00; `/cases remind dagligt 08.30` på et andet tidspunkt.',
  'reminder.stopped': 'Din påmindelse om dine sager er stoppet. `/cases remind` opretter den igen.',
  'reminder.head': ':sunrise: *Dine åbne sager: {count}*',
  'reminder.headOverdue': ':sunrise: *Dine åbne sager: {count}, heraf {overdue} i stå*',
  'reminder.empty': ':sunrise: Du har ingen åben sag blandt de {count} nyeste sager.',
  'reminder.looked': 'Blandt de {count} nyeste sager, læst i sagssystemet som *{user}*. Sager i stå først.',
  'reminder.more': 'Og {count} mere.',
  'reminder.all': 'Alle mine sager',
  'reminder.late': 'Forsinket: den skulle være sendt {date}, da casebot ikke kørte.',
  'reminder.ended.unlinked':
    'Din påmindelse om dine sager er stoppet: din konto er ikke længere knyttet til sagssystemet. Når en administrator knytter den igen, opretter `/cases remind` den.',
  'reminder.ended.disconnected':
    'Din påmindelse om dine sager er stoppet: dette arbejdsområde er ikke længere forbundet til sagssystemet.',
  'reminder.ended.admin':
    'En administrator ({admin}) har stoppet din påmindelse om dine sager. `/cases remind` opretter den igen.',
  'reminder.modalTitle': 'Påmindelse om sager',
  'schedule.dayLabel': 'Hvilken dag (når ugentlig)',
  'reminder.emptyLabel': 'Når du ingen åbne sager har',
  'reminder.emptyOption': 'Send den alligevel (ellers kommer der intet)',
  'reminder.homeTitle': 'Mine sager i en direkte besked',
  'reminder.homeOff': 'Få dine åbne sager i en direkte besked, når din dag begynder, sager i stå først.',
  'reminder.homeOn': 'I en direkte besked {schedule}{empty}. Den næste: {next}.',
  'reminder.homeSetUp': 'Mind mig om det',
  'reminder.listTitle': 'Påmindelser om egne sager',
  'reminder.row': '{user}: {schedule}. Den næste: {next}.',
  'audit.reminder.ended': 'stoppede påmindelsen for {detail}',
  'agent.prompt.remind': 'Mind mig hver hverdag kl. 9',
  'agent.prompt.remindAsk': 'Mind mig hver hverdag kl. 9',
  'reminder.listNone': 'Ingen får endnu en påmindelse om deres egne sager.',
  'listing.more': "Og {count} mere: `{command} list {team}` i CLI'en viser dem alle.",
  'aging.adminTitle': 'Advarsler om sager i stå',
  'reminder.sentNow': 'Sendt: dine åbne sager ligger i dine beskeder med casebot.',
  'reminder.unknown':
    'casebot kunne ikke læse »{words}« i en påmindelse. Skriv for eksempel `/cases remind hverdage 09.00`, `/cases remind ugentlig fredag 16.00` eller `/cases remind off`.',
  'reminder.help':
    '*Påmindelser om dine sager*: casebot sender dig dine åbne sager som direkte besked, dem i stå først. `/cases remind` viser din påmindelse (eller opretter en: på hverdage kl. 09.00 i din egen tidszone); `/cases remind dagligt 08.30`, `/cases remind ugentlig fredag 16.00` eller `/cases remind hver morgen` ændrer den; tilføj `også når tom` for at få den på dage uden åbne sager; `/cases remind off` stopper den.',
  'reminder.refusedNow':
    'Sagssystemet ville ikke vise sager for dig lige nu, så der blev ikke sendt noget. Prøv igen senere.',
  'reminder.unavailable':
    'casebot kunne ikke nå sagssystemet som dig lige nu, så der blev ikke sendt noget. Prøv igen om lidt.',
  'duration.days': '{count, plural, one {# dag} other {# dage}}',
  'duration.hours': '{count, plural, one {# time} other {# timer}}',
  'duration.hoursMinutes': '{hours} t {minutes} min',
  'duration.minutes': '{count, plural, one {# minut} other {# minutter}}',
  'status.name':
    '{group, select, open {åben} progress {i gang} waiting {venter} closed {lukket} resolved {løst} other {genåbnet}}',
  'priority.name': '{rank, select, 1 {lav} 2 {mellem} 3 {høj} other {haster}}',
  'aging.thresholds': 'En sag er i stå, når den ikke er opdateret i: {thresholds}.',
  'aging.cut': 'Blandt de {count} nyeste sager; casebot læser videre ved de næste runder.',
  'aging.cutAsked': 'Blandt de {count} nyeste sager (ældre blev ikke læst).',
  'install.linkUsed':
    'Dette installationslink er allerede brugt eller er mere end ti minutter gammelt. Start forfra fra casebots installationsside ({path}).',
  'install.failed':
    'casebot kunne ikke gøre installationen færdig: Slack bekræftede den ikke. Start forfra fra casebots installationsside ({path}); sker det igen, så sig det til den, der driver casebot.',
  'discussion.line': 'Drøftet i: {places}',
  'discussion.lineMore': 'Drøftet i: {places} og {count, plural, one {# anden} other {# andre}}',
  'discussion.label': 'Drøftet i',
  'discussion.valueMore': '{places} og {count, plural, one {# anden} other {# andre}}',
  'discussion.dm': 'en direkte besked',
  'discussion.groupDm': 'en gruppebesked',
  'discussion.all': 'Alle samtaler',
  'discussion.listIntro': 'Samtaler om sag {caseNumber}, som du kan åbne, nyeste først:',
  'discussion.none': 'Ingen samtale om sag {caseNumber}, som du kan åbne.',
  'discussion.row': '{place} · {date} · linket af {user}',
  'discussion.linkTitle': 'Link til en sag',
  'discussion.linkSubmit': 'Link',
  'discussion.linkLabel': 'Sagsnummer eller ord fra emnet',
  'discussion.linkHint': 'Sagens kort viser denne besked som drøftet her for alle, der kan åbne samtalen.',
  'discussion.needsCase': 'Skriv et sagsnummer eller ord fra emnet.',
  'discussion.linked': 'Linket: Kortet for sag {caseNumber} viser nu denne besked som drøftet i {channel}.',
  'discussion.already':
    'Beskeden var allerede linket til sag {caseNumber}: Sagens kort viser den som drøftet i {channel}.',
  'discussion.notFound': 'Sag {caseNumber} blev ikke fundet, eller du må ikke se den: intet blev linket.',
  'discussion.noMatch': 'Ingen sag, du må se, passer til »{words}«: intet blev linket.',
  'discussion.manyMatch': 'Flere sager passer til »{words}« ({numbers}): link én med dens nummer.',
  'discussion.sharedChannel':
    'Denne kanal deles med en anden organisation: casebot gemmer intet fra den, så intet blev linket.',
};

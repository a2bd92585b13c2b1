import type { MessageKey } from './en';

// Français : le vocabulaire d'un support client (dossier, note, pièce jointe), vouvoiement.
export const fr: Record<MessageKey, string> = {
  'usage.intro':
    '*casebot* affiche ici vos dossiers, tels que le service de dossiers les tient. Ces réponses ne sont visibles que par vous, jusqu’à ce que vous les partagiez.',
  'usage.case':
    '`/case 1234` (ou `/case #1234`) : un dossier sous forme de fiche, avec ses notes et ses pièces jointes',
  'usage.cases': '`/cases imprimante` : rechercher des dossiers par numéro ou par objet, page par page',
  'usage.recent': '`/cases` : les dossiers les plus récents',
  'hint.notANumber': '« {text} » n’est pas un numéro de dossier. Pour chercher par objet, essayez `/cases {text}`.',
  'hint.oneCase':
    'Un dossier à la fois, s’il vous plaît : `/case 1234`. Pour en voir plusieurs : `/cases {placeholder}`.',
  'hint.didYouMean': 'Vouliez-vous dire `{command}` ?',
  'hint.badNumber': 'Un numéro de dossier est un nombre entier de 1 à 2147483647, par exemple `/case 1234`.',
  'hint.notFound':
    'Aucun dossier n° {caseNumber} ne vous est accessible. Pour chercher par objet, essayez `/cases {placeholder}`.',
  'hint.searchTooLong': 'Recherche trop longue : {max} caractères au maximum.',
  'placeholder.text': 'texte',
  'placeholder.number': 'numéro',
  'unserved.notConnected':
    ':electric_plug: Cet espace de travail Slack n’est pas encore relié au service de dossiers. Un administrateur peut le relier depuis l’onglet Accueil de casebot dans Slack, ou avec :\n{command}',
  'unserved.uninstalled':
    ':electric_plug: casebot a été retiré de cet espace de travail Slack et n’y répond plus. Un administrateur peut le réinstaller pour le rétablir.',
  'unserved.notLinked':
    ':bust_in_silhouette: Votre compte Slack n’est pas encore associé à un utilisateur du service de dossiers : casebot ne peut pas vous montrer de dossiers. Ouvrez l’onglet Accueil de casebot (sous Apps) et cliquez sur *Demander l’accès* : casebot prévient les administrateurs et vous répond dès que l’un d’eux vous a associé.',
  'unserved.notLinkedAdmin':
    ':bust_in_silhouette: Votre compte Slack n’est pas encore associé à un utilisateur du service de dossiers : casebot ne peut donc pas vous montrer de dossiers. En tant qu’administrateur, vous pouvez vous associer vous-même : ouvrez l’onglet Accueil de casebot (sous Apps) et appuyez sur *M’associer*.',
  'unserved.notLinkedRequested':
    ':hourglass_flowing_sand: Vous avez demandé l’accès au service de dossiers ; aucun administrateur n’a encore associé votre compte. casebot vous répond dès que c’est fait (votre demande figure sur l’onglet Accueil de casebot).',
  'unserved.credentials':
    ':lock: casebot ne parvient pas à lire les identifiants du service de dossiers de cet espace. Demandez à un administrateur de saisir à nouveau le jeton d’API avec {command}. Référence : `{ref}`',
  'unserved.noBaseUrl':
    'casebot ne sait pas où se trouve le service de dossiers de cet espace. Demandez à un administrateur d’exécuter {command}.',
  'unserved.membershipUnknown':
    ':hourglass_flowing_sand: Slack n’a pas pu dire à l’instant si vous faites partie de cet espace de travail : casebot ne peut donc pas répondre avec son utilisateur par défaut. Réessayez dans un instant. Référence : `{ref}`',
  'error.refused': ':x: Le service de dossiers a répondu : « {description} » (erreur {code}). Référence : `{ref}`',
  'error.refusedNoDescription':
    ':x: Le service de dossiers a refusé sans explication (erreur {code}). Référence : `{ref}`',
  'error.timeout':
    ':warning: Le service de dossiers n’a pas répondu à temps. Réessayez dans une minute ; si cela persiste, transmettez la référence `{ref}` à votre administrateur.',
  'error.unreachable':
    ':warning: Le service de dossiers est injoignable. Réessayez dans une minute ; si cela persiste, transmettez la référence `{ref}` à votre administrateur.',
  'error.garbled':
    ':warning: Le service de dossiers a renvoyé une réponse inexploitable. Réessayez dans une minute ; si cela persiste, transmettez la référence `{ref}` à votre administrateur.',
  'error.addressRefused':
    ':no_entry: casebot n’a pas le droit d’appeler le service de dossiers de cet espace à l’adresse configurée (http simple, ou adresse d’un réseau privé) : rien n’a été envoyé. Un administrateur peut vérifier l’URL de base sous *Modifier la connexion* sur l’onglet Accueil de casebot. Référence : `{ref}`',
  'error.store':
    ':warning: casebot n’accède pas à sa propre base de données pour le moment. Rien n’a été modifié ; réessayez dans une minute. Si cela persiste, transmettez la référence `{ref}` à votre administrateur.',
  'error.internal':
    ':warning: Un problème est survenu dans casebot. Réessayez ; si cela persiste, transmettez la référence `{ref}` à votre administrateur.',
  'error.staleButton':
    'Ce bouton n’est plus utilisable (il provient d’un message plus ancien ou d’un autre espace de travail). Relancez la commande.',
  'error.shareFailed': ':warning: Le dossier n’a pas pu être partagé dans ce canal. Référence : `{ref}`',
  'share.confirmShared':
    ':warning: Ce canal est partagé avec une autre organisation : tous ses membres, y compris des personnes extérieures, verront le dossier n° {caseNumber} (son objet, son client et sa dernière note). Le partager quand même ?',
  'share.confirmUnknown':
    ':warning: Slack n’a pas pu dire si ce canal est partagé avec une autre organisation. Si c’est le cas, des personnes extérieures verront le dossier n° {caseNumber} (son objet, son client et sa dernière note). Le partager quand même ?',
  'share.cancelled': 'Non partagé : le dossier n° {caseNumber} reste visible par vous seul.',
  'button.shareAnyway': 'Partager quand même',
  'button.dontShare': 'Ne pas partager',
  'error.notesUnavailable':
    ':warning: Les notes n’ont pas pu s’ouvrir (Slack a refermé la fenêtre). Cliquez de nouveau sur *Toutes les notes*.',
  'card.title': 'Dossier n° {caseNumber} · {subject}',
  'card.fallback': 'Dossier n° {caseNumber} : {subject} ({status})',
  'card.noSubject': '(sans objet)',
  'card.status': 'Statut',
  'card.priority': 'Priorité',
  'card.customer': 'Client',
  'card.created': 'Créé le',
  'card.createdBy': 'Créé par',
  'card.lastUpdated': 'Dernière mise à jour',
  'card.lastUpdatedBy': '{date} par {name}',
  'card.email': 'E-mail',
  'card.mobile': 'Mobile',
  'card.counts':
    '{notes, plural, one {# note} many {# de notes} other {# notes}} · {files, plural, one {# pièce jointe} many {# de pièces jointes} other {# pièces jointes}}',
  'card.notes': 'Notes',
  'card.latestNotes': 'Dernières notes',
  'card.noNotes': 'Aucune note pour l’instant.',
  'card.emptyNote': '(note vide)',
  'card.unknownAuthor': 'inconnu',
  'card.earlierNotes':
    '{count, plural, one {# note plus ancienne} many {# de notes plus anciennes} other {# notes plus anciennes}} · *Toutes les notes* les affiche',
  'card.latestNote': 'Dernière note',
  'card.ofTotal': 'sur {count}',
  'card.attachments': 'Pièces jointes',
  'card.unnamedFile': '(fichier sans nom)',
  'card.moreFiles': '…et {count, plural, one {# autre fichier} many {# d’autres fichiers} other {# autres fichiers}}',
  'card.attachmentsHint': 'Les pièces jointes sont listées par nom ; ouvrez-les dans le service de dossiers.',
  'card.sharedBy': '{user} a partagé un dossier',
  'card.live': 'Tenu à jour par casebot',
  'card.liveUpdated': 'Tenu à jour par casebot · dernière mise à jour : {date}',
  'card.notLive':
    'Pas tenu à jour : casebot n’est pas dans ce canal. Pour changer cela, tapez `/invite @casebot` ici et partagez à nouveau le dossier.',
  'card.stopUpdating': 'Arrêter la mise à jour',
  'card.caseChannel': 'Canal du dossier : {channel}',
  'card.caseChannelLabel': 'Canal du dossier',
  'live.replyFallback': 'Le dossier n° {caseNumber} a changé',
  'live.ended.stopped': 'N’est plus tenu à jour : {user} a arrêté la mise à jour.',
  'live.ended.unlinked':
    'N’est plus tenu à jour : la personne qui l’a partagé n’est plus associée au service de dossiers.',
  'live.ended.left_workspace': 'N’est plus tenu à jour : la personne qui l’a partagé a quitté l’espace de travail.',
  'live.ended.closed': 'N’est plus tenu à jour : le dossier est clos depuis 7 jours.',
  'live.ended.quiet': 'N’est plus tenu à jour : le dossier n’a pas changé depuis 90 jours.',
  'live.ended.turned_off':
    'N’est plus tenu à jour : un administrateur a désactivé la mise à jour des dossiers partagés.',
  'live.ended.cap_channel':
    'N’est plus tenu à jour : ce canal tient à jour au plus {max} dossiers, et le plus ancien s’arrête en premier.',
  'live.ended.cap_workspace':
    'N’est plus tenu à jour : cet espace de travail tient à jour au plus {max} dossiers, et le plus ancien s’arrête en premier.',
  'live.ended.superseded': 'N’est plus tenu à jour : ce dossier a été partagé de nouveau ici, plus bas.',
  'live.ended.refused':
    'N’est plus tenu à jour : le service de dossiers ne montre plus ce dossier à la personne qui l’a partagé.',
  'live.ended.disconnected':
    'N’est plus tenu à jour : cet espace de travail n’est plus connecté au service de dossiers.',
  'live.stopNotMember':
    'Seules les personnes de l’espace de travail qui a partagé cette fiche peuvent arrêter sa mise à jour.',
  'live.endedSharedChannel':
    '{cases} dans {channel} : ce canal est désormais partagé avec une autre organisation, casebot ne tient donc plus ces fiches à jour (ses mises à jour montreraient des notes internes à des personnes extérieures). Un administrateur peut autoriser ces canaux sur l’onglet Accueil de casebot (Modifier la connexion).',
  'live.endedChannelGone':
    '{cases} dans {channel} : casebot n’est plus dans ce canal (il en a été retiré, ou le canal a été archivé ou supprimé), il ne tient donc plus ces fiches à jour.',
  'aging.ended.unlinked':
    'Les alertes de dossiers en souffrance dans {channel} étaient lues dans le service de dossiers en votre nom, et votre compte Slack n’y est plus associé : elles sont donc désactivées. Un administrateur peut les réactiver sur l’onglet Accueil de casebot, au nom de quelqu’un d’autre.',
  'aging.ended.disconnected':
    'Les alertes de dossiers en souffrance dans {channel} sont désactivées : cet espace de travail n’est plus connecté au service de dossiers.',
  'aging.ended.shared_channel':
    '{channel} est désormais partagé avec une autre organisation : casebot y a donc désactivé les alertes de dossiers en souffrance (elles montreraient des dossiers internes à des personnes extérieures). Un administrateur peut choisir un autre canal sur l’onglet Accueil de casebot.',
  'aging.ended.cannot_post':
    'casebot ne peut plus publier les alertes de dossiers en souffrance dans {channel} (il en a été retiré, ou le canal a été archivé ou supprimé) : elles sont donc désactivées. Un administrateur peut choisir un autre canal sur l’onglet Accueil de casebot.',
  'live.stopped': 'La fiche du dossier n° {caseNumber} n’est plus tenue à jour ici.',
  'live.notLive': 'Cette fiche n’est plus tenue à jour.',
  'channel.title': 'Ouvrir un canal',
  'channel.submit': 'Créer',
  'channel.intro':
    'Un canal rien que pour le dossier n° {caseNumber} : sa fiche y est épinglée et tenue à jour, et chaque nouvelle note arrive dans le fil de la fiche.',
  'channel.introNotLive':
    'Un canal rien que pour le dossier n° {caseNumber} : sa fiche y est épinglée. (Un administrateur a désactivé la mise à jour des fiches : elle ne changera pas d’elle-même.)',
  'channel.name': 'Nom du canal',
  'channel.nameHint': 'Lettres minuscules, chiffres et traits d’union ; 80 caractères au plus.',
  'channel.nameInvalid':
    'Utilisez uniquement des lettres minuscules, des chiffres et des traits d’union, 80 caractères au plus.',
  'channel.nameTaken':
    'Slack indique que *{name}* et les noms numérotés qui suivent sont déjà pris. Choisissez un autre nom : *{suggestion}* vous est proposé ci-dessous.',
  'channel.nameRefused': 'Slack n’a pas accepté ce nom. Choisissez-en un autre.',
  'channel.privacy': 'Qui peut le trouver',
  'channel.public': 'Public : tout l’espace de travail',
  'channel.private': 'Privé : seulement les personnes invitées',
  'channel.invite': 'Inviter',
  'channel.inviteHint': 'Vous en faites toujours partie.',
  'channel.made':
    ':white_check_mark: {channel} est prêt. La fiche du dossier n° {caseNumber} y est épinglée et tenue à jour ; chaque nouvelle note arrive dans son fil.',
  'channel.madeSnapshot':
    ':white_check_mark: {channel} est prêt, avec la fiche du dossier n° {caseNumber} épinglée. Elle n’est pas tenue à jour : un administrateur l’a désactivé pour cet espace de travail.',
  'channel.notInvited': 'Ces personnes n’ont pas pu être invitées : {users}. Invitez-les depuis le canal.',
  'channel.notPinned': 'La fiche n’a pas pu être épinglée ; épinglez-la depuis son menu si vous le souhaitez.',
  'channel.cardFailed':
    ':warning: {channel} a été créé et vous y êtes, mais la fiche du dossier n’a pas pu y être publiée. Tapez `/case {caseNumber}` dans le canal et partagez-la. Référence : `{ref}`',
  'channel.restricted':
    'Cet espace de travail ne permet pas aux applications de créer des canaux. Un administrateur de l’espace peut l’autoriser ; ou créez vous-même un canal, tapez-y `/invite @casebot` et partagez-y le dossier.',
  'channel.failed':
    ':warning: casebot n’a pas pu créer le canal, et rien n’a été laissé derrière. Réessayez dans un instant. Référence : `{ref}`',
  'channel.tooManyPerson':
    'Vous avez {max, plural, one {# canal de dossier ouvert} many {# canaux de dossier ouverts} other {# canaux de dossier ouverts}}, le maximum pour une personne : archivez-en un dont vous n’avez plus besoin, puis ouvrez celui-ci.',
  'channel.tooManyWorkspace':
    'Cet espace de travail a {max, plural, one {# canal de dossier ouvert} many {# canaux de dossier ouverts} other {# canaux de dossier ouverts}}, le maximum autorisé : demandez à un administrateur d’en archiver ou de relever CASEBOT_CASE_CHANNELS_PER_WORKSPACE.',
  'channel.tooFast':
    'Vous avez ouvert {max, plural, one {# canal de dossier} many {# canaux de dossier} other {# canaux de dossier}} au cours de la dernière minute : patientez une minute, puis ouvrez celui-ci.',
  'channel.exists': 'Le dossier n° {caseNumber} a déjà un canal : {channel}',
  'channel.making':
    'Un canal pour le dossier n° {caseNumber} est en cours de création ; il apparaîtra dans un instant.',
  'channel.inProgress': 'Création du canal…',
  'channel.modalExpired': 'Le formulaire n’a pas pu s’ouvrir à temps. Appuyez de nouveau sur le bouton.',
  'channel.closed':
    ':white_circle: Le dossier n° {caseNumber} est clos. Quand le travail de ce canal est terminé, archivez-le.',
  'channel.archiveTitle': 'Archiver ce canal ?',
  'channel.archiveConfirm':
    'Il disparaît de la barre latérale de tous ses membres ; on peut le désarchiver depuis ses paramètres. Le dossier n° {caseNumber} n’y sera plus mis à jour.',
  'channel.archivedBy': '{user} a archivé ce canal.',
  'channel.closedWeek':
    'Le dossier n° {caseNumber} est clos depuis 7 jours et ce canal est toujours ouvert. Archivez-le quand son travail est terminé.',
  'button.archiveChannel': 'Archiver le canal',
  'channel.archiveFailed':
    'casebot n’a pas pu archiver ce canal. Une personne qui gère les canaux peut l’archiver depuis les paramètres du canal.',
  'channel.archiveNotCaseChannel': 'Ce bouton ne désigne plus le canal propre à ce dossier : rien n’a été archivé.',
  'channel.archiveNotMember': 'Seuls les membres de ce canal peuvent l’archiver.',
  'card.sharedIn': ':white_check_mark: {user} a partagé ce dossier dans {channel} · {date}',
  'card.theChannel': 'le canal',
  'card.caseType': 'Dossier',
  'unfurl.hint':
    ':link: casebot peut afficher les liens de dossiers sous forme de fiches une fois votre compte Slack associé à un utilisateur du service de dossiers : ouvrez l’onglet Accueil de casebot (sous Apps) et cliquez sur *Demander l’accès*.',
  'shortcut.none': 'Ce message ne contient ni numéro de dossier (#1234, dossier 1234) ni lien vers un dossier.',
  'lookup.title': 'Dossiers cités dans ce message',
  'lookup.more': 'Il en cite {count} de plus ({numbers}) : `/case {placeholder}` ouvre n’importe lequel.',
  'lookup.notCaseLinks':
    'Ces liens ne sont pas des dossiers de cet espace de travail (ses liens de dossier ressemblent à {template}) : {links}',
  'lookup.noTemplate':
    'Cet espace de travail n’a pas de modèle de lien de dossier, casebot ne peut donc pas lire ses liens : {links}. Un administrateur le définit sur l’onglet Accueil de casebot.',
  'lookup.notFound': 'Introuvables, ou pas visibles pour vous : {numbers}',
  'button.shareShort': 'Partager',
  'find.title': 'Trouver un dossier',
  'find.submit': 'Afficher',
  'find.case': 'Dossier',
  'find.placeholder': 'Saisissez un numéro ou des mots de l’objet',
  'find.where': 'Me l’afficher dans',
  'find.required': 'Choisissez d’abord un dossier : tapez un numéro ou des mots de son objet, puis sélectionnez-le.',
  'card.unknownDate': 'inconnue',
  'button.share': 'Partager dans le canal',
  'button.allNotes': 'Toutes les notes',
  'button.openInService': 'Ouvrir dans le service',
  'button.dismiss': 'Masquer',
  'button.details': 'Voir le détail',
  'button.view': 'Voir',
  'list.matching': 'Dossiers correspondant à « {text} »',
  'list.everyWordTitle': 'Dossiers contenant chaque mot de « {text} »',
  'mine.found':
    '*Vos dossiers* (en tant que {user}) : {count, plural, one {# dossier} many {# de dossiers} other {# dossiers}} parmi les dossiers les plus récents ({first} à {last} en partant du plus récent), ouverts en tête.',
  'mine.none':
    ':mag: Aucun des dossiers les plus récents ({first} à {last} en partant du plus récent) n’est à votre nom (en tant que {user}).',
  'mine.looked':
    'Le service de dossiers ne permet pas de lister les dossiers d’une personne : casebot parcourt donc les plus récents, et les plus anciens apparaissent si vous cherchez plus loin.',
  'mine.lookedAll': 'casebot a parcouru la liste du service de dossiers jusqu’au bout.',
  'mine.shown':
    '{single, select, yes {Affiché : le {first} sur {count}.} other {Affichés : {first} à {last} sur {count}.}}',
  'mine.further': 'Chercher plus loin',
  'mine.notLinked':
    ':bust_in_silhouette: casebot utilise pour vous l’utilisateur par défaut de l’espace de travail : il ne peut donc pas savoir quels dossiers sont les vôtres. Demandez à un administrateur de vous associer à votre propre utilisateur du service de dossiers.',
  'list.recent': 'Dossiers récents',
  'list.updated': 'Mis à jour : {date}',
  'list.submitted': 'Soumis : {date}',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, suite à la page suivante',
  'list.next': 'Suivant ▶',
  'list.prev': '◀ Précédent',
  'list.footer': 'Page {page} · {size} par page · `/case {placeholder}` en ouvre un',
  'list.noMatch':
    'Aucun dossier ne correspond à « {text} ». Essayez moins de mots, d’autres mots, ou un numéro de dossier.',
  'list.everyWord':
    'Rien ne correspondait à « {text} » tel quel : voici donc les dossiers dont l’objet contient chacun des mots, dans n’importe quel ordre : {count, plural, one {# dossier} many {# dossiers} other {# dossiers}} parmi les {window} plus récents contenant « {word} ».',
  'list.empty': 'Aucun dossier à afficher pour l’instant.',
  'table.show': 'Tableau',
  'table.list': 'Liste',
  'table.next': '100 suivants ▶',
  'table.prev': '◀ 100 précédents',
  'table.number': 'Dossier',
  'table.subject': 'Objet',
  'table.updated': 'Dernière mise à jour ({zone})',
  'table.dropped': '{count} de plus ne tenaient pas dans le tableau : Liste les montre',
  'table.footer': 'Triez par n’importe quelle colonne · `/case {placeholder}` en ouvre un',
  'modal.title': 'Notes',
  'modal.titleCase': 'Notes · n° {caseNumber}',
  'modal.close': 'Fermer',
  'modal.loading': ':hourglass_flowing_sand: Chargement des notes du dossier n° {caseNumber}…',
  'modal.range': 'Notes {first} à {last} sur {total}, les plus récentes d’abord',
  'modal.noNotes': 'Aucune note pour l’instant.',
  'modal.newer': '◀ Plus récentes',
  'modal.older': 'Plus anciennes ▶',
  'modal.noteGoesOn': '_Cette note continue ; le service de dossiers la contient en entier._',

  // App Home, pour tout le monde.
  'home.title': 'casebot',
  'home.intro':
    'Les dossiers du service de dossiers, directement dans Slack. Saisissez `/case 1234` ou `/cases imprimante`, ou collez le lien d’un dossier.',
  'home.linked': ':white_check_mark: Votre compte est associé à l’utilisateur *{userName}* du service de dossiers.',
  'home.linkedDefault':
    ':white_check_mark: Vous utilisez *{userName}*, l’utilisateur du service de dossiers partagé par cet espace de travail. Un administrateur peut vous associer à votre propre utilisateur.',
  'home.notLinked':
    ':bust_in_silhouette: Votre compte Slack n’est pas encore associé à un utilisateur du service de dossiers : casebot ne peut donc pas vous afficher de dossiers.',
  'home.requestAccess': 'Demander l’accès',
  'home.notLinkedAdmin':
    'En tant qu’admin, vous pouvez modifier les réglages de casebot ci-dessous. Pour consulter vous-même des dossiers, associez votre propre compte Slack à un utilisateur du service de dossiers.',
  'home.linkSelf': 'M’associer',
  'home.notConnectedAdmin':
    ':electric_plug: Cet espace de travail n’est pas encore connecté au service de dossiers. En tant qu’admin, vous pouvez le connecter : appuyez sur *{connect}* ci-dessous.',
  'home.requested': ':hourglass_flowing_sand: Vous avez demandé l’accès ({date}). Un administrateur va vous associer.',
  'home.noAdmins':
    'Aucun administrateur casebot n’est encore connu ici : demandez à un administrateur Slack de cet espace de travail d’ouvrir l’onglet Accueil de casebot, où il verra votre demande.',
  'home.notConnected':
    ':electric_plug: Cet espace de travail n’est pas encore relié au service de dossiers. Un administrateur Slack peut le relier depuis cet onglet Accueil.',
  'home.language': 'casebot s’adresse à vous en *{language}*, la langue de votre Slack.',
  'home.recent': 'Vos dossiers récents',
  'home.mine': 'Mes dossiers',
  'home.mineNotRead':
    'casebot lit vos dossiers dans le service à l’ouverture de cet onglet ; ils n’ont pas été lus à l’instant.',
  'home.mineShow': 'Afficher mes dossiers',
  'home.mineSummary':
    'Parmi les {last} dossiers les plus récents, en tant que {user} : ouverts {open} · clos {closed} · en souffrance {overdue}. Lus {date}.',
  'home.mineChart': 'Mes dossiers ouverts par statut',
  'home.mineMore': '`/cases mine` les liste tous et remonte plus loin.',
  'home.mineRefresh': 'Actualiser',
  'home.agingDmOff':
    ':hourglass_flowing_sand: Les alertes sur vos dossiers en souffrance vont dans {channel}. Vous pouvez aussi recevoir les vôtres en message direct.',
  'home.agingDmOn':
    ':hourglass_flowing_sand: Les alertes sur vos dossiers en souffrance vont dans {channel}, et à vous en message direct.',
  'home.agingDmStart': 'Aussi en message direct',
  'home.agingDmStop': 'Arrêter les messages',
  'home.agingDmSaved':
    'Désormais, chacun de vos dossiers qui passe en souffrance vous arrive aussi en message direct, au moment où cela arrive (ceux qui le sont déjà ne sont pas renvoyés : ils sont signalés sous *Mes dossiers* ci-dessous et dans `/cases mine`).',
  'home.agingDmStopped':
    'Plus de messages directs pour vos dossiers en souffrance : les alertes vont toujours dans {channel}.',
  'home.noRecent': 'Les dossiers que vous ouvrez avec `/case`, `/cases` ou un raccourci apparaissent ici.',
  'home.opened': 'consulté : {date}',

  // App Home, pour les administrateurs.
  'admin.header': 'Connexion au service de dossiers',
  'admin.why':
    'Seuls les administrateurs et propriétaires Slack, ainsi que les administrateurs casebot, voient cette partie.',
  'admin.workflows': 'Workflows lancés automatiquement',
  'admin.workflowsToo': '_aussi pour les workflows lancés automatiquement_',
  'settings.workflowsOption':
    'Les workflows planifiés ou déclenchés par un événement peuvent consulter les dossiers en tant qu’utilisateur par défaut (désactivé : l’étape échoue en expliquant pourquoi)',
  'workflow.noInteractor':
    'Cette étape consulte les dossiers au nom de la personne qui lance le workflow, et personne n’a lancé celui-ci (workflow planifié ou déclenché par un événement). Un administrateur peut autoriser ces workflows à agir en tant qu’utilisateur par défaut, dans l’onglet Accueil de casebot.',
  'admin.alert.missingScope':
    ':warning: Slack a refusé un message de casebot : il manque à l’application la permission `{scope}`. Réinstallez casebot à partir de son manifeste (paramètres de l’application → Install App → Reinstall) pour l’accorder.',
  'admin.leftEnded':
    '{user} a quitté l’espace de travail : plus rien n’est lu dans le service de dossiers en son nom, et ce que casebot n’envoyait qu’à cette personne est arrêté : {what}.',
  'watch.counted':
    '{count, plural, one {# dossier surveillé} many {# de dossiers surveillés} other {# dossiers surveillés}}',
  'reminder.counted':
    '{count, plural, one {un rappel de ses dossiers} many {# de rappels de ses dossiers} other {# rappels de ses dossiers}}',
  'admin.alert.serviceFailing':
    ':warning: Le service de dossiers échoue à chaque appel depuis {date} ({detail}). La surveillance des dossiers et le suivi des recherches attendent qu’il réponde à nouveau : vérifiez son URL de base et son jeton d’API avec *Modifier la connexion*.',
  'admin.alert.recentOrder':
    ':warning: Depuis le {date}, la liste des dossiers récents du service de dossiers n’est plus dans l’ordre *Dernière mise à jour d’abord* : casebot vérifie donc à tour de rôle chaque dossier suivi et chaque fiche partagée (plus lent) jusqu’à ce qu’elle le soit de nouveau. Si le service trie désormais autrement, choisissez cet ordre sous *Ordre de la liste des dossiers récents dans le service de dossiers* ci-dessous.',
  'admin.alert.tokenRefused':
    ':warning: Slack a refusé de renouveler le jeton du bot de casebot le {date} (la rotation des jetons est activée) : tant que casebot n’est pas réinstallé, il ne pourra plus publier ni répondre ici dès l’expiration du jeton actuel. Réinstallez-le depuis la page d’installation de casebot (`/slack/install`).',
  'admin.alert.remindersBehind':
    'Rappels dus dans l’heure : {count}, plus que casebot ne peut en lire au plafond d’appels de cet espace de travail ({perHour} par heure), donc certains arriveront en retard. Relevez le plafond (Modifier la connexion) ou étalez leurs horaires.',
  'admin.client': 'Nom du client',
  'admin.token': 'Jeton d’API',
  'admin.baseUrl': 'URL de base',
  'admin.baseUrlDefault': 'valeur par défaut du déploiement',
  'admin.zone': 'Fuseau horaire du service',
  'admin.language': 'Langue des canaux',
  'admin.caseUrl': 'Modèle de lien vers les dossiers',
  'admin.contacts': 'Coordonnées dans les canaux',
  'admin.contactsShown': 'affichées',
  'admin.contactsWithheld': 'masquées',
  'admin.sharedChannels': 'Canaux partagés avec d’autres organisations',
  'admin.sharedAllowed': '_les dossiers vont aussi dans les canaux partagés avec d’autres organisations_',
  'admin.sharedRefused': '_aucun dossier dans les canaux partagés avec d’autres organisations_',
  'admin.keepCards': 'Dossiers partagés',
  'admin.keepCardsOn': '_dossiers partagés et canaux de dossier tenus à jour_',
  'admin.keepCardsOff': '_les dossiers partagés ne sont pas tenus à jour_',
  'admin.defaultUser': 'Utilisateur par défaut',
  'admin.pageSize': 'Lignes par page',
  'admin.none': 'aucun',
  'admin.edit': 'Modifier la connexion',
  'admin.connect': 'Connecter',
  'admin.users': 'Personnes associées ({count})',
  'admin.noUsers': 'Personne n’est encore associé.',
  'admin.linkUser': 'Associer une personne',
  'admin.unlink': 'Dissocier',
  'admin.unlinkTitle': 'Dissocier ?',
  'admin.unlinkConfirm': 'Dissocier {user} ? casebot ne lui affichera plus aucun dossier.',
  'admin.cancel': 'Annuler',
  'admin.moreUsers':
    '…et {count, plural, one {# autre personne} many {# d’autres personnes} other {# autres personnes}} : `user list` dans la CLI les affiche toutes.',
  'admin.requests': 'Demandes d’accès',
  'admin.requestRow': '{user} a demandé l’accès · {date}',
  'admin.link': 'Associer…',
  'admin.audit': 'Modifications récentes',
  'admin.auditRow': '{date} · {actor} · {what}',
  'audit.workspace.connected': 'a relié l’espace de travail',
  'audit.workspace.updated': 'a modifié {detail}',
  'audit.user.linked': 'a associé {detail}',
  'audit.user.unlinked': 'a dissocié {detail}',
  'audit.workspace.removed': 'a déconnecté l’espace de travail',
  'admin.agingOn':
    ':hourglass_flowing_sand: Les alertes de dossiers en souffrance vont dans {channel} : {thresholds}, lus en tant que {user}.',
  'admin.agingOff': 'Les alertes de dossiers en souffrance sont désactivées. *Dossiers en souffrance…* les active.',
  'button.agingEdit': 'Dossiers en souffrance…',
  'aging.modalTitle': 'Dossiers en souffrance',
  'aging.onLabel': 'Alertes de dossiers en souffrance',
  'aging.onOption':
    'Activées : publier dans le canal ci-dessous quand un dossier ouvert reste sans mise à jour plus longtemps que sa priorité ne le permet',
  'aging.channelLabel': 'Canal',
  'aging.asLabel': 'Lu dans le service en tant que',
  'aging.asHint': 'Le canal voit ce que voit cette personne ; elle doit être liée.',
  'aging.thresholdsLabel': 'Seuils',
  'aging.thresholdsHint': 'Paires priorité=durée en m, h ou d, comme critical=4h,high=1d,medium=3d,low=7d',
  'aging.repeatLabel': 'Signaler à nouveau après',
  'aging.repeatHint': 'Une durée comme 1d pour un dossier qui reste sans mise à jour ; vide : une fois par dépassement',
  'aging.badThresholds': 'Écrivez des paires priorité=durée, comme critical=4h,high=1d.',
  'aging.badRepeat': 'Écrivez une durée comme 90m, 12h ou 1d, ou laissez vide.',
  'aging.needChannel': 'Choisissez le canal des alertes.',
  'aging.needLinked':
    'Cette personne n’est pas liée au service : choisissez quelqu’un qui l’est (le canal voit ce qu’elle voit).',
  'aging.needAs': 'Choisissez en tant que qui la liste est lue.',
  'aging.saved':
    'Les alertes de dossiers en souffrance vont désormais dans {channel} : {thresholds}, lues en tant que {user}.',
  'aging.savedOff': 'Les alertes de dossiers en souffrance sont désactivées.',
  'audit.aging.off': 'a désactivé les alertes de dossiers en souffrance',
  'audit.aging.changed': 'a modifié les alertes de dossiers en souffrance : {detail}',
  'admin.digests': 'Résumés',
  'admin.noDigests':
    'Aucun canal n’a encore de résumé. Chacun peut en créer un dans un canal avec `/cases digest imprimante ouvrés 09:00`.',
  'follow.endedByAdmin':
    'Un administrateur ({admin}) a arrêté le suivi de {searches} depuis l’onglet Accueil de casebot.',
  'follow.endedBy':
    '{user} a arrêté de suivre {searches}. Suivez-le à nouveau avec `/cases follow {search}` dans ce canal s’il est toujours utile.',
  'admin.follows': 'Suivis',
  'admin.noFollows': 'Aucun canal ne suit de recherche.',
  'audit.follow.ended': 'a arrêté le suivi {detail}',
  'audit.digest.ended': 'a mis fin au résumé {detail}',
  'audit.aging.set': 'a activé les alertes de dossiers en souffrance : {detail}',
  'audit.admin.added': 'a nommé {detail} administrateur casebot',
  'audit.admin.removed': 'a retiré {detail} des administrateurs casebot',
  'audit.on': 'activé',
  'audit.off': 'désactivé',
  'audit.change': '{setting} : {from} → {to}',
  'admin.notAdmin':
    ':lock: Seul un administrateur ou propriétaire Slack, ou un administrateur casebot, peut modifier les réglages de casebot.',
  'request.dm':
    ':raising_hand: {user} demande l’accès à casebot. Vous pouvez l’associer depuis l’onglet Accueil de casebot.',
  'request.linked':
    ':white_check_mark: Votre compte est associé au service de dossiers en tant que *{userName}*, comme vous l’aviez demandé. Essayez `/case 1234` ou `/cases imprimante`, ou ouvrez l’onglet Accueil de casebot.',

  // La fenêtre des réglages de connexion (titres et boutons : 24 caractères au maximum).
  'settings.title': 'Service de dossiers',
  'settings.save': 'Enregistrer',
  'settings.clientHint': 'Le clientName attribué à ce compte par le service de dossiers.',
  'settings.tokenKeep': 'Laissez vide pour conserver le jeton actuel ({hint}).',
  'settings.tokenNew':
    'L’api-token attribué à ce compte par le service de dossiers. Seuls ses quatre derniers caractères seront réaffichés.',
  'settings.baseUrlHint':
    'L’adresse à laquelle répond le service de dossiers, par ex. https://cases.acme.example/api. Vide : valeur par défaut du déploiement.',
  'settings.zoneHint':
    'Le fuseau horaire dans lequel le service écrit ses dates, par ex. Europe/Paris ou America/New_York.',
  'settings.caseUrlHint':
    "Facultatif : la page d’un dossier dans le service de dossiers, avec '{number}' (numéro de dossier) ou '{id}' (ComplaintId), par ex. https://cases.acme.example/case/'{number}'.",
  'settings.contactsOption':
    'Afficher l’e-mail et le mobile des clients dans les fiches partagées dans les canaux et dans les aperçus de liens',
  'settings.sharedChannelsOption':
    'Autoriser casebot à publier des dossiers dans les canaux partagés avec d’autres organisations (Slack Connect) : les suivis, fiches partagées et liens de dossiers y montrent des notes internes à des personnes extérieures',
  'settings.keepCardsOption':
    'Tenir à jour les dossiers partagés : casebot met à jour chaque fiche qu’il publie dans un canal quand le dossier change, publie les nouvelles notes dans son fil et tient à jour les canaux de dossier (en lisant le dossier comme la personne qui l’a partagé)',
  'settings.defaultUserHint':
    'Facultatif : l’utilisateur du service de dossiers pour les personnes non associées. Vide : chacun doit être associé.',
  'settings.check': 'Tester la connexion',
  'settings.checkOk':
    ':white_check_mark: Le service de dossiers a accepté le client *{client}* en tant que *{userName}*.',
  'settings.checkNoUser': 'Remplissez *{checkAs}*, pour que casebot dispose d’un utilisateur avec lequel tester.',
  'settings.checkFix': 'Corrigez d’abord ces points, puis testez à nouveau :',
  'settings.checkAs': 'Tester en tant que (userName du service de dossiers)',
  'settings.checkAsHint':
    'L’utilisateur sous lequel « Tester la connexion » interroge le service de dossiers. Non enregistré : prérempli avec votre association ou l’utilisateur par défaut.',
  'settings.checkRefusedFix':
    'Vérifiez *{client}* et *{token}* ci-dessus (le jeton doit être celui de ce client), ainsi que *{checkAs}* (un utilisateur connu du service de dossiers), puis testez à nouveau.',
  'settings.checkNoAnswer':
    ':warning: casebot n’a pas obtenu de réponse correcte du service de dossiers à cette adresse (injoignable, trop lent, ou pas le service de dossiers). Vérifiez *{baseUrl}* ci-dessus, puis testez à nouveau. Référence : `{ref}`',
  'settings.error.refused':
    'Le service de dossiers a refusé ces réglages : « {description} ». Vérifiez le nom du client et le jeton d’API (et « Tester en tant que »), puis enregistrez à nouveau.',
  'settings.savedUnchecked':
    ':warning: Enregistré, mais non vérifié : personne avec qui tester. Ouvrez *{edit}*, remplissez *{checkAs}* et appuyez sur *{check}* : avec un jeton ou un nom de client erroné, chaque commande échouerait.',
  'settings.error.client': 'Saisissez le nom du client (255 caractères au maximum).',
  'settings.error.token': 'Saisissez le jeton d’API (4096 caractères au maximum).',
  'settings.error.baseUrl': 'Saisissez une URL http:// ou https:// sans nom d’utilisateur ni mot de passe.',
  'settings.error.baseUrlQuery': 'L’URL de base ne peut pas contenir de requête (?…) ni de fragment (#…).',
  'settings.error.baseUrlHttp':
    'Utilisez une adresse https:// : le http simple n’est permis que si l’exploitant de casebot l’autorise.',
  'settings.error.baseUrlPrivate':
    'Cette adresse est dans un réseau privé (boucle locale, privée ou lien local) : casebot ne l’appelle que si l’exploitant de casebot l’autorise.',
  'settings.error.baseUrlRequired': 'Ce déploiement n’a pas de service de dossiers par défaut : saisissez son URL.',
  'settings.error.zone': 'Saisissez un fuseau horaire, par exemple Europe/Paris ou America/New_York.',
  'settings.error.pageSize': 'Saisissez un nombre entier de 1 à 20.',
  'settings.error.caseUrl': "Saisissez une URL http:// ou https:// contenant '{number}' ou '{id}'.",
  'settings.error.userName': 'Saisissez un userName (255 caractères au maximum).',
  'settings.error.tokenForNewUrl':
    'L’URL de base a changé : saisissez à nouveau le jeton d’API, pour qu’il n’aille que là où vous le souhaitez.',

  // La fenêtre Associer une personne.
  'link.title': 'Associer une personne',
  'link.save': 'Associer',
  'link.user': 'Utilisateur Slack',
  'link.userName': 'userName dans le service de dossiers',
  'link.userNameHint':
    'casebot interroge le service de dossiers en tant que cet utilisateur pour le compte de cette personne.',
  'link.notConnected': 'Reliez d’abord l’espace de travail au service de dossiers.',
  'link.check': 'Vérification',
  'link.uncheckedOption': 'Associer sans vérifier',
  'link.uncheckedHint': 'Enregistre l’association même si le service de dossiers ne connaît pas (encore) ce userName.',
  'link.refused':
    'Le service de dossiers a refusé {userName} : « {description} ». Vérifiez l’orthographe, ou cochez « Associer sans vérifier » pour l’enregistrer quand même.',
  'link.notChecked':
    'casebot n’a pas pu interroger le service de dossiers au sujet de {userName} (pas de réponse correcte). Réessayez, ou cochez « Associer sans vérifier » pour l’enregistrer quand même. Référence : {ref}',

  // Watching cases.
  'usage.watch':
    '`/case 1234 watch` : un message direct à chaque changement du dossier ; `/case watching` liste les dossiers que vous surveillez',
  'usage.channel': '`/case 1234 channel` : un canal rien que pour le dossier, sa fiche épinglée et tenue à jour',
  'watch.started':
    ':eyes: Vous surveillez le dossier n° {caseNumber}. casebot vous enverra un message direct quand son statut change ou qu’une note est ajoutée.',
  'watch.already': 'Vous surveillez déjà le dossier n° {caseNumber}.',
  'watch.tooMany':
    'Vous surveillez {max} dossiers, le maximum par personne. Arrêtez d’en surveiller un d’abord (`/case watching`).',
  'watch.stopped': 'Vous ne surveillez plus le dossier n° {caseNumber}.',
  'watch.notWatching': 'Vous ne surveilliez pas le dossier n° {caseNumber}.',
  'watch.list':
    '{count, plural, one {Vous surveillez # dossier :} many {Vous surveillez # de dossiers :} other {Vous surveillez # dossiers :}}',
  'watch.none':
    'Vous ne surveillez aucun dossier. Surveillez-en un avec `/case 1234 watch` ou le bouton *Surveiller* de sa fiche.',
  'change.title': 'Le dossier n° {caseNumber} a changé · {subject}',
  'change.status': '*Statut :* {old} → {new}',
  'change.newNotes': '{count, plural, one {# nouvelle note} many {# de nouvelles notes} other {# nouvelles notes}}',
  'change.moreNotes':
    '…et {count, plural, one {# autre nouvelle note} many {# d’autres nouvelles notes} other {# autres nouvelles notes}} : *Voir* les montre toutes.',
  'change.fallback': 'Le dossier n° {caseNumber} a changé : {subject}',
  'watch.endedUnlinked':
    'Votre compte Slack n’est plus associé au service de dossiers : vous ne surveillez plus {cases}.',
  'watch.endedDisconnected':
    'casebot n’est plus connecté au service de dossiers dans cet espace de travail : vous ne surveillez plus {cases}.',
  'watch.endedRefused':
    'Le service de dossiers ne vous permet plus de voir le dossier n° {caseNumber} : vous ne le surveillez plus.',
  'watch.endedRefusedMany': 'Le service de dossiers ne vous permet plus de voir {cases} : vous ne les surveillez plus.',
  'button.watch': 'Surveiller',
  'button.openChannel': 'Ouvrir un canal',
  'button.unwatch': 'Ne plus surveiller',

  // Following searches in channels.
  'usage.mine': '`/cases mine` : vos propres dossiers parmi les plus récents, ouverts en tête',
  'usage.follow':
    '`/cases follow imprimante` : chaque nouveau dossier correspondant publié dans ce canal ; `/cases following` liste ce que suit le canal',
  'follow.filters': 'Publié seulement si : {filters}.',
  'search.filtersInline': 'publié seulement si {filters}',
  'search.filterField': '{field} : {values}',
  'search.filterNot': 'pas {values}',
  'follow.startedEvents':
    ':satellite_antenna: Ce canal suit désormais « {search} » : ce qu’il signale (ci-dessous) y sera publié une fois, tel que {user} le voit, sans coordonnées.',
  'follow.started':
    ':satellite_antenna: Ce canal suit désormais « {search} » : chaque nouveau dossier correspondant y sera publié une fois, tel que {user} le voit, sans coordonnées.',
  'follow.announced':
    ':satellite_antenna: {user} a configuré ce canal pour suivre « {search} » : casebot publiera ici chaque nouveau dossier correspondant. `/cases following` liste les recherches suivies.',
  'follow.already': 'Ce canal suit déjà « {search} ».',
  'follow.tooMany': 'Ce canal suit {max} recherches, le maximum. Arrêtez-en une d’abord (`/cases following`).',
  'follow.tooManyPerson':
    'Vous suivez déjà {max} recherches dans cet espace de travail, le maximum que casebot conserve par personne. Arrêtez-en une d’abord (`/cases following` dans son canal).',
  'follow.tooManyWorkspace':
    'Cet espace de travail suit déjà {max} recherches, le maximum que casebot conserve (elles partagent les appels au service avec la surveillance des dossiers). Arrêtez-en une d’abord.',
  'follow.stopped': 'Ce canal ne suit plus « {search} ».',
  'follow.stoppedElsewhere': '{channel} ne suit plus « {search} ».',
  'follow.notFollowing': 'Ce canal ne suit pas « {search} ».',
  'follow.needsText': 'Dites quoi suivre, par exemple `/cases follow imprimante`.',
  'follow.list':
    '{count, plural, one {Ce canal suit # recherche :} many {Ce canal suit # de recherches :} other {Ce canal suit # recherches :}}',
  'follow.none': 'Ce canal ne suit aucune recherche. Commencez avec `/cases follow imprimante`.',
  'follow.row': '« {search} » · mis en place par {user}',
  'follow.yoursElsewhere':
    'Vous avez aussi mis en place ces suivis dans d’autres canaux (*Ne plus suivre* fonctionne aussi d’ici) :',
  'follow.rowElsewhere': '« {search} » dans {channel}',
  'follow.posted': 'Nouveau dossier pour « {search} » · suivi ici par {user}',
  'follow.changed': 'Un dossier de « {search} » a changé · suivi ici par {user}',
  'follow.events': 'Signale : {events}.',
  'follow.eventNew': 'les nouveaux dossiers',
  'follow.eventClosed': 'les dossiers clos',
  'follow.eventStatus': 'les changements de statut',
  'follow.eventNotes': 'les nouvelles notes',
  'search.slipEvents':
    '« {typed} » : casebot peut signaler les nouveaux dossiers, les dossiers fermés, les changements de statut et les notes, comme `événements:nouveaux,fermés`. Rien n’a été mis en place.',
  'search.slipEmpty':
    '« {typed} » demande une valeur, comme `priorité:haute` ou `statut:ouvert`. Rien n’a été mis en place.',
  'search.slipUnknown':
    '« {typed} » n’est pas un filtre connu de casebot : vouliez-vous dire `{field}` ? Les filtres sont `statut:`, `priorité:`, `client:` et `événements:`. Rien n’a été mis en place.',
  'search.filterName.status': 'statut',
  'search.filterName.priority': 'priorité',
  'search.filterName.customer': 'client',
  'search.filterName.events': 'événements',
  'button.lessNoise': 'Moins de bruit…',
  'quiet.title': 'Moins de bruit',
  'quiet.for': 'Ce que casebot publie de lui-même dans {channel} :',
  'quiet.channelLabel': 'Canal',
  'quiet.threadLabel': 'Fiches partagées et canaux de dossier',
  'quiet.threadOption':
    'Les nouvelles dans le fil de la fiche seulement (un dossier qui se clôt ou se rouvre n’est pas aussi publié dans le canal)',
  'quiet.batchLabel': 'Ce que trouvent les suivis du canal',
  'quiet.batch0': 'Publié dès que cela arrive',
  'quiet.batch15': 'Regroupé, au plus une publication toutes les 15 minutes',
  'quiet.batch60': 'Regroupé, au plus une publication par heure',
  'quiet.batch240': 'Regroupé, au plus une publication toutes les 4 heures',
  'quiet.summaryThread': 'nouvelles des fiches dans leur fil seulement',
  'quiet.summaryLoud': 'un dossier clôturé est aussi annoncé dans le canal, pas seulement dans le fil de sa fiche',
  'quiet.summaryBatch': 'suivis regroupés, au plus une publication toutes les {minutes} minutes',
  'quiet.summaryAtOnce': 'ce que trouvent les suivis est publié dès que cela arrive',
  'quiet.saved': '{channel} désormais : {summary}.',
  'quiet.none':
    'Chaque canal reçoit les nouvelles de casebot dès qu’elles arrivent. « Moins de bruit… » rend un canal plus calme.',
  'quiet.row': '{channel} : {summary} · réglé par {user}',
  'quiet.more': '… et {count} autres.',
  'audit.channel.quiet': 'a réglé « moins de bruit » dans {detail}',
  'follow.gathered': 'Du nouveau pour « {search} » depuis la dernière publication ({count}) · suivi ici par {user}',
  'search.everyCase': 'tous les dossiers',
  'follow.itemNew': 'Nouveau dossier',
  'follow.itemNotes': 'Mis à jour (nouvelles notes ou modifications)',
  'follow.itemStatus': 'Statut : {old} → {new}',
  'follow.gatheredMore': '… et {count} autres.',
  'button.changeFollow': 'Modifier les filtres',
  'follow.changeTitle': 'Modifier le suivi',
  'follow.textLabel': 'Recherche et filtres',
  'follow.textHint':
    'Les mots à chercher, puis les filtres : statut:ouvert priorité:haute,critique client:"Acme Retail" -statut:fermé',
  'follow.eventsLabel': 'Signaler à ce canal',
  'follow.changeSaved':
    'Ce canal suit désormais « {search} ». Les dossiers que la recherche liste maintenant ne sont pas publiés à nouveau.',
  'follow.ownerOnly':
    'Seul {user} peut modifier ce suivi, qui lit les dossiers en son nom. Vous pouvez l’arrêter ou suivre votre propre recherche.',
  'follow.gone': 'Ce suivi est arrêté : il n’y a rien à modifier.',
  'follow.confirmStopTitle': 'Ne plus suivre cette recherche ?',
  'follow.confirmStopText':
    '{search} a été suivie par quelqu’un d’autre ; le suivi s’arrête pour tout le canal, et cette personne apprendra que vous l’avez arrêté.',
  'follow.alreadyStopped': 'Ce suivi est déjà arrêté.',
  'follow.eventsNeeded': 'Choisissez-en au moins un.',
  'follow.endedUnlinked':
    'Votre compte Slack n’est plus associé au service de dossiers : casebot ne suit plus {searches}.',
  'follow.endedDisconnected':
    'casebot n’est plus connecté au service de dossiers dans cet espace de travail : il ne suit plus {searches}.',
  'follow.endedRefused': 'Le service de dossiers a refusé pour vous la recherche {searches} : casebot ne la suit plus.',
  'follow.endedCannotPost':
    'casebot ne peut plus publier {searches} : Slack indique qu’il n’est pas dans ce canal, ou que le canal n’existe plus. Il a cessé ce suivi ; invitez casebot avec `/invite @casebot` puis relancez le suivi.',
  'follow.endedSharedChannel':
    '{searches} : ce canal est désormais partagé avec une autre organisation, casebot a donc cessé ce suivi (ses publications montreraient des notes internes à des personnes extérieures). Un administrateur peut autoriser ces canaux sur l’onglet Accueil de casebot (Modifier la connexion).',
  'follow.endedSearch': '« {search} » ({channel})',
  'button.unfollow': 'Ne plus suivre',
  // Digests of a search, posted in a channel on a schedule.
  'channel.inviteFirst':
    'casebot n’est pas dans ce canal : il ne peut pas y publier et rien n’est encore en place. Invitez-le avec `/invite @casebot`, puis réessayez.',
  'channel.sharedNoPosts':
    ':lock: Ce canal est partagé avec une autre organisation : casebot n’y publie donc rien de lui-même, ses publications montreraient des notes internes à des personnes extérieures. Un administrateur peut autoriser ces canaux sur l’onglet Accueil de casebot (Modifier la connexion → Canaux partagés avec d’autres organisations).',
  'channel.reachUnknown':
    ':hourglass_flowing_sand: Slack n’a pas pu dire à l’instant si ce canal est partagé avec une autre organisation, et casebot n’y met rien en place tant qu’il ne le sait pas. Réessayez dans un instant.',
  'usage.remind':
    '`/cases remind` : vos dossiers ouverts en message direct, du lundi au vendredi à 09:00 ; `/cases remind quotidien 08:30` à une autre heure, `/cases remind aide` pour en savoir plus',
  'usage.digest':
    '`/cases digest imprimante ouvrés 09:00` : un résumé d’une recherche dans ce canal (nouveaux, modifiés, clos, en souffrance), à heure fixe ; `/cases digests` les liste',
  'digest.what': '« {search} »',
  'digest.whatAll': 'tous les dossiers récents',
  'schedule.dayRange': 'du {from} au {to}',
  'schedule.rangeFrom':
    '{day, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}',
  'schedule.rangeTo':
    '{day, select, 0 {dimanche} 1 {lundi} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} other {samedi}}',
  'schedule.daysAt': '{days} à {time}',
  'schedule.dailyAt': 'tous les jours à {time}',
  'schedule.weekdaysAt': 'du lundi au vendredi à {time}',
  'schedule.weeklyAt':
    'le {day, select, 0 {dimanche} 2 {mardi} 3 {mercredi} 4 {jeudi} 5 {vendredi} 6 {samedi} other {lundi}} à {time}',
  'schedule.daily': 'Tous les jours',
  'schedule.weekdays': 'En semaine (du lundi au vendredi)',
  'schedule.weekly': 'Chaque semaine',
  'digest.title': ':newspaper: *Résumé de {what}*',
  'digest.readAs': 'Lu dans le service de dossiers en tant que {user}, qui l’a mis en place · {schedule}',
  'digest.late': ':hourglass: Prévu pour {date} : envoyé en retard, car casebot ne fonctionnait pas à ce moment-là.',
  'digest.first': 'Premier résumé : les dossiers ouverts correspondants ({open} ; en souffrance : {overdue}).',
  'digest.since':
    'Depuis le dernier résumé ({date}) : nouveaux {new} · modifiés {changed} · clos {closed} · en souffrance {overdue}',
  'digest.nothing':
    'Rien de nouveau, de modifié ni de clos dans {what} depuis le dernier résumé ({date}). En souffrance : {overdue}.',
  'digest.why': 'Pourquoi',
  'digest.new': 'Nouveau',
  'digest.changed': 'Modifié',
  'digest.closed': 'Clos',
  'common.overdue': 'En souffrance',
  'digest.open': 'Ouvert',
  'digest.notShown': 'non affichés : {count}',
  'digest.chartTitle': 'Dossiers ouverts par statut',
  'chart.otherStatuses': 'Autres statuts',
  'digest.setUp':
    ':newspaper: {channel} recevra un résumé de {what} {schedule}, lu en votre nom. Prochain : {next}. *Envoyer maintenant* en publie un tout de suite.',
  'digest.announced':
    ':newspaper: {user} a mis en place ici un résumé de {what}, {schedule} : ce qui est nouveau, modifié, clos et en souffrance. `/cases digests` liste les résumés de ce canal.',
  'schedule.sendNow': 'Envoyer maintenant',
  'schedule.yourTime': '{date} (votre heure)',
  'common.change': 'Modifier',
  'common.stop': 'Arrêter',
  'digest.sentNow': 'Le résumé de {what} est publié dans {channel}.',
  'digest.stopped': 'Le résumé de {what} dans {channel} est arrêté.',
  'digest.changedTo': 'Le résumé de {what} arrive désormais {schedule}. Prochain : {next}.',
  'digest.already':
    'Ce canal a déjà un résumé de {what}. `/cases digests` les liste ; la personne qui l’a mis en place peut le *Modifier*.',
  'schedule.badTime':
    '« {time} » n’est pas une heure que casebot sait lire : écrivez-la au format 24 heures, par exemple 09:00 ou 17:30.',
  'schedule.dayName':
    '{day, select, 0 {Dimanche} 2 {Mardi} 3 {Mercredi} 4 {Jeudi} 5 {Vendredi} 6 {Samedi} other {Lundi}}',
  'schedule.badWord':
    '« {word} » n’est pas une fréquence que casebot connaît : vouliez-vous dire « {meant} » ? Écrivez quotidien, ouvrés ou hebdomadaire (ou un jour, comme vendredi, ou des jours, comme lun-jeu), puis une heure comme 09:00.',
  'digest.tooMany':
    'Ce canal a {max} résumés, le maximum que casebot conserve. Arrêtez-en un d’abord (`/cases digests`).',
  'digest.tooManyPerson':
    'Vous avez déjà mis en place {max} résumés dans cet espace de travail, le maximum que casebot conserve par personne. Arrêtez-en un d’abord (`/cases digests` dans son canal).',
  'digest.tooManyWorkspace':
    'Cet espace de travail a déjà {max} résumés, le maximum que casebot conserve (ils se partagent les appels au service de dossiers). Arrêtez-en un d’abord.',
  'digest.list': 'Résumés de ce canal :',
  'digest.confirmStopTitle': 'Arrêter ce résumé ?',
  'digest.confirmStopText':
    'Le résumé de {what} a été mis en place par quelqu’un d’autre ; il s’arrête pour tout le canal, et cette personne apprendra que vous l’avez arrêté.',
  'digest.none': 'Ce canal n’a aucun résumé. Mettez-en un en place avec `/cases digest imprimante ouvrés 09:00`.',
  'digest.row': '{what} · {schedule} · prochain {next} · mis en place par {user}',
  'admin.listedGone': 'Cet élément n’existe plus : il a déjà été arrêté.',
  'digest.gone': 'Ce résumé n’existe plus : il a été arrêté.',
  'digest.unavailable':
    'casebot ne peut pas lire le service de dossiers en tant que {user}, qui a créé le résumé, pour le moment : rien n’a été publié. Réessayez dans un instant.',
  'digest.refusedNow':
    'Le service de dossiers a refusé la recherche du résumé de {what} à {user}, qui l’a mis en place : rien n’a donc été publié.',
  'digest.notHere': 'Ce résumé appartient à {channel} : utilisez ses boutons là-bas.',
  'digest.ownerOnly': 'Seul {user}, qui a mis en place ce résumé, peut le modifier : il est lu en son nom.',
  'digest.changeTitle': 'Modifier le résumé',
  'common.save': 'Enregistrer',
  'digest.searchLabel': 'Recherche (vide : tous les dossiers récents)',
  'schedule.howOften': 'Fréquence',
  'schedule.timeLabel': 'À quelle heure ({zone}, format 24 heures)',
  'digest.quietLabel': 'Quand rien n’a changé',
  'digest.quietOption': 'Ne rien publier (sinon une ligne le signale)',
  'digest.refusedOwner':
    'Le service de dossiers a refusé pour vous la recherche du résumé de {what} : le résumé prévu pour {date} dans {channel} n’a donc pas été publié. casebot réessaiera à l’horaire suivant.',
  'digest.quietMark': 'silencieux quand rien ne change',
  'digest.endedBy':
    '{user} a arrêté le résumé de {what} dans {channel}. Recréez-le avec `/cases digest` dans ce canal s’il est toujours utile.',
  'digest.endedByAdmin':
    'Un administrateur ({admin}) a mis fin au résumé de {what} dans {channel} depuis l’onglet Accueil de casebot.',
  'digest.endedUnlinked':
    'Le résumé de {what} a pris fin : le compte de la personne qui l’avait mis en place ({user}) n’est plus associé au service de dossiers. Toute personne dont le compte est associé peut le remettre en place avec `/cases digest`.',
  'digest.endedLeft':
    'Le résumé de {what} a pris fin : la personne qui l’avait mis en place ({user}) a quitté l’espace de travail. Toute personne dont le compte est associé peut le remettre en place avec `/cases digest`.',
  'follow.endedLeft':
    'casebot ne suit plus {searches} ici : la personne qui l’avait mis en place ({user}) a quitté l’espace de travail. Toute personne dont le compte est associé peut le suivre à nouveau avec `/cases follow`.',
  'aging.endedLeft':
    'Les alertes de dossiers en souffrance ont pris fin ici : elles étaient lues dans le service de dossiers au nom de {user}, qui a quitté l’espace de travail. Un administrateur peut les réactiver sur l’onglet Accueil de casebot, au nom de quelqu’un d’autre.',
  'aging.summary':
    ':hourglass_flowing_sand: *Dossiers en souffrance : {count}*, ouverts et sans mise à jour depuis plus longtemps que leur priorité ne le permet. Par priorité : {byPriority}.',
  'aging.more': 'Le tableau montre les 100 qui ont le plus dépassé leur délai ; non affichés : {count}.',
  'aging.readAs': 'Lu dans le service de dossiers en tant que {user}.',
  'aging.tableCaption': 'Dossiers en souffrance, ceux qui ont le plus dépassé leur délai d’abord',
  'aging.overdue': 'Dépassement',
  'aging.dm':
    'Votre dossier *#{number}* {subject} n’a pas été mis à jour depuis {date} : {duration} de plus que le délai prévu pour sa priorité.',
  'aging.one':
    ':hourglass_flowing_sand: Le dossier *#{number}* {subject} ({priority}) n’a pas été mis à jour depuis {date} : {duration} de plus que le délai prévu pour sa priorité.',
  'aging.owner': 'Son responsable : {user}.',
  'aging.batch': ':hourglass_flowing_sand: *Nouveaux dossiers en souffrance : {count}*',
  'aging.owners': 'Leurs responsables : {users}',
  'digest.endedCannotPost':
    'casebot ne peut plus publier le résumé de {what} dans {channel} : Slack indique qu’il n’est pas dans ce canal, ou que le canal n’existe plus. Le résumé a pris fin ; invitez casebot avec `/invite @casebot` puis créez-le de nouveau.',
  'digest.endedSharedChannel':
    '{channel} est désormais partagé avec une autre organisation : casebot y a donc mis fin au résumé de {what} (il montrerait des dossiers internes à des personnes extérieures). Un administrateur peut autoriser ces canaux sur l’onglet Accueil de casebot (Modifier la connexion).',
  'digest.endedDisconnected':
    'casebot n’est plus connecté au service de dossiers dans cet espace de travail : le résumé de {what} dans {channel} a pris fin.',

  // Polling settings (App Home).
  'admin.pollInterval': 'Intervalle de vérification des dossiers surveillés (secondes)',
  'admin.pollCalls': 'Appels par minute au service de dossiers, au maximum',
  'settings.pollHint': 'Laissez vide pour la valeur par défaut de casebot.',
  'settings.error.pollInterval': 'Saisissez un nombre entier de secondes de 10 à 86400, ou laissez vide.',
  'settings.error.pollCalls': 'Saisissez un nombre entier de 1 à 6000, ou laissez vide.',
  'admin.polling': 'Surveillance',
  'admin.pollingValue': 'Intervalle : {interval} · au plus {calls} appels par minute',
  'admin.defaultMark': '(par défaut)',
  'admin.defaultValue': '{value} (par défaut)',
  'admin.default': 'par défaut',
  'mcp.noIdentity':
    'casebot ne sait pas qui demande : Slack n’a envoyé aucun utilisateur avec cette requête, rien n’a donc été consulté.',
  'mcp.morePages': 'D’autres dossiers à la page {page}.',
  'search.noTemplate':
    'casebot ne peut pas afficher de dossiers dans la recherche Slack tant qu’un administrateur n’a pas défini le modèle de lien (onglet Accueil de casebot → {edit} → {field}).',
  'search.filterStatus': 'Statut',
  'search.filterPriority': 'Priorité',
  'search.filterMine': 'Seulement mes dossiers',
  'mcp.noMorePages': 'Il n’y a plus de dossiers : la page {page} est au-delà de la dernière.',
  'search.noSearcher':
    'casebot ne sait pas qui recherche (Slack n’a envoyé aucun contexte utilisateur) : rien n’a été consulté.',
  'search.tooSlow':
    'Le service de dossiers a mis trop de temps à répondre à cette recherche. Réessayez dans une minute, ou avec moins de mots.',
  'error.whoFixes':
    'Si cela se répète, un administrateur peut vérifier la connexion de casebot au service (nom du client, jeton d’API, URL de base) : onglet Accueil de casebot → *{edit}* → *{check}* ; ainsi que le userName du service de dossiers auquel vous êtes associé.',
  'admin.requestsCli': 'Ou depuis un terminal : {command}',
  'order.label': 'Ordre de la liste des dossiers récents dans le service de dossiers',
  'order.updated': 'Dernière mise à jour d’abord',
  'order.submitted': 'Dernier dossier créé d’abord',
  'order.unknown': 'Inconnu',
  'order.explain':
    'Dernière mise à jour d’abord : casebot ne vérifie que les dossiers qui ont changé ; ceux qui les surveillent l’apprennent en moins d’un intervalle de vérification (tant que les changements tiennent dans les appels par minute). Dernier dossier créé d’abord, ou Inconnu : casebot vérifie chaque dossier surveillé et chaque fiche partagée à tour de rôle, ce qui est plus lent avec beaucoup de dossiers surveillés. Tant que l’ordre est inconnu, casebot regarde la liste de temps en temps pour le trouver (ci-dessous).',
  'order.learnt':
    'casebot voit la liste triée par : {order} ({votes, plural, one {# lecture} many {# de lectures de suite} other {# lectures de suite}}).',
  'order.learning':
    'casebot n’a pas encore trouvé l’ordre : tant qu’il est inconnu, il regarde la liste de temps en temps.',
  'order.saved': 'Enregistré : l’ordre des dossiers récents est maintenant {order}.',
  'order.notRead':
    'casebot n’a pas lu la liste depuis ce réglage : à sa prochaine vérification, il contrôle qu’elle est bien dans cet ordre et le signale ici si ce n’est pas le cas.',
  'order.notReadSubmitted':
    'casebot considère la liste triée par dernier dossier créé d’abord, comme réglé, et vérifie à tour de rôle chaque dossier suivi et chaque fiche partagée ; il ne lit pas la liste pour en voir l’ordre.',
  'order.differs':
    'casebot voit la liste triée par : {seen}, mais le réglage est {set} : les dossiers surveillés sont donc vérifiés un par un. Choisissez {seen} pour apprendre les changements plus tôt.',
  'order.setting': 'Ordre des dossiers récents',
  'agent.which': 'Quel dossier ? Écrivez son numéro (par exemple `1234`), ou des mots de son objet pour chercher.',
  'agent.help':
    'Écrivez-moi ici : un numéro de dossier (`1234`) pour sa fiche, des mots d’un objet pour chercher (`imprimante`), `mes dossiers` pour les vôtres, `en souffrance` pour les dossiers ouverts qui ont dépassé leur délai, `aide` pour ce message.',
  'agent.noAging': 'Aucun dossier ouvert parmi les {count} plus récents n’a dépassé le délai de sa priorité.',
  'agent.promptsTitle': 'Demander à casebot',
  'agent.prompt.mine': 'Mes dossiers',
  'agent.prompt.mineAsk': 'mes dossiers',
  'agent.prompt.aging': 'Dossiers en souffrance',
  'agent.prompt.agingAsk': 'en souffrance',
  'agent.prompt.search': 'Dossiers sur « imprimante »',
  'agent.prompt.searchAsk': 'imprimante',
  'channel.canvasExists':
    'Le canal a déjà un canevas, casebot n’en a donc pas créé : la fiche épinglée reste le résumé du dossier.',
  'channel.noCanvas':
    'Cet espace de travail n’a pas de canevas (son offre, ou un administrateur les a désactivés) : la fiche épinglée est le résumé du dossier.',
  'channel.canvasScope':
    'Pas de canevas : l’autorisation `canvases:write` n’a pas été accordée à casebot (l’onglet Accueil de casebot montre à un administrateur comment l’accorder) ; la fiche épinglée résume le dossier.',
  'channel.canvasFailed':
    'Slack n’a pas créé le canevas du canal pour l’instant : la fiche épinglée est le résumé du dossier.',
  'scopes.header': 'Autorisations facultatives',
  'scopes.why':
    'casebot fonctionne sans elles. Chacune active une fonction ; Slack demande à un administrateur de l’approuver.',
  'scopes.unknown': 'Slack n’a pas indiqué pour l’instant les autorisations de casebot ; rouvrez cet onglet plus tard.',
  'scopes.caseChannels': 'Canaux de dossier (un canal par dossier, sa fiche épinglée, son lien en favori)',
  'scopes.canvases': 'Un canevas dans chaque canal de dossier (le résumé et les notes du dossier)',
  'scopes.liveCards': 'Fiches tenues à jour dans les canaux où casebot n’est pas',
  'scopes.granted': ':white_check_mark: {what} : accordée',
  'scopes.missing': ':warning: {what} : non accordée ({scopes})',
  'scopes.grant': 'Accorder les autorisations…',
  'scopes.grantHow': 'Slack montre ce que casebot demande et le réinstalle avec ; rien d’autre ne change.',
  'scopes.grantOauth':
    'Pour les accorder, ouvrez la page d’installation de casebot : `/slack/install/more` après l’adresse de casebot (définissez `CASEBOT_PUBLIC_URL` pour avoir un bouton ici).',
  'scopes.grantSettings':
    'Pour accorder ce qui manque : dans les réglages de casebot sur api.slack.com/apps, ajoutez les autorisations nommées ci-dessus sous OAuth & Permissions → Bot Token Scopes, puis Reinstall to Workspace.',
  'channel.scope':
    'casebot ne peut pas créer de canaux ici : l’autorisation `{scopes}` ne lui a pas été accordée. L’onglet Accueil de casebot montre à un administrateur comment l’accorder (Autorisations facultatives).',
  'channel.canvasMade': 'Son canevas contient le résumé et les notes du dossier, tenus à jour avec la fiche.',
  'agent.lead': 'Lu dans le service de dossiers en votre nom :',
  'reminder.set':
    'casebot vous enverra vos dossiers ouverts en message direct {schedule}{empty}. Le prochain : {next}.',
  'reminder.evenWhenEmpty': ', même quand vous n’en avez aucun',
  'reminder.none':
    'Vous n’avez pas de rappel de vos dossiers. `/cases remind` vous envoie vos dossiers ouverts en message direct du lundi au vendredi à 09:00 ; `/cases remind quotidien 08:30` à une autre heure.',
  'reminder.stopped': 'Votre rappel de vos dossiers est arrêté. `/cases remind` le remet en place.',
  'reminder.head': ':sunrise: *Vos dossiers ouverts : {count}*',
  'reminder.headOverdue': ':sunrise: *Vos dossiers ouverts : {count}, dont {overdue} en souffrance*',
  'reminder.empty': ':sunrise: Vous n’avez aucun dossier ouvert parmi les {count} dossiers les plus récents.',
  'reminder.looked':
    'Parmi les {count} dossiers les plus récents, lus dans le service de dossiers en tant que *{user}*. Les dossiers en souffrance d’abord.',
  'reminder.more': '… et {count} autres.',
  'reminder.all': 'Tous mes dossiers',
  'reminder.late': 'En retard : il était prévu {date}, quand casebot ne fonctionnait pas.',
  'reminder.ended.unlinked':
    'Votre rappel de vos dossiers s’est arrêté : votre compte n’est plus associé au service de dossiers. Quand un administrateur aura associé de nouveau votre compte, `/cases remind` le remettra en place.',
  'reminder.ended.disconnected':
    'Votre rappel de vos dossiers s’est arrêté : cet espace de travail n’est plus connecté au service de dossiers.',
  'reminder.ended.admin':
    'Un administrateur ({admin}) a arrêté votre rappel de vos dossiers. `/cases remind` le remet en place.',
  'reminder.modalTitle': 'Rappel de mes dossiers',
  'schedule.dayLabel': 'Quel jour (si hebdomadaire)',
  'reminder.emptyLabel': 'Quand vous n’avez aucun dossier ouvert',
  'reminder.emptyOption': 'L’envoyer quand même (sinon, rien n’arrive)',
  'reminder.homeTitle': 'Mes dossiers par message direct',
  'reminder.homeOff':
    'Recevez vos dossiers ouverts en message direct au début de votre journée, ceux en souffrance d’abord.',
  'reminder.homeOn': 'En message direct {schedule}{empty}. Le prochain : {next}.',
  'reminder.homeSetUp': 'Me le rappeler',
  'reminder.listTitle': 'Rappels des dossiers de chacun',
  'reminder.row': '{user} : {schedule}. Le prochain : {next}.',
  'audit.reminder.ended': 'a arrêté le rappel de {detail}',
  'agent.prompt.remind': 'Rappelle-moi chaque jour ouvré à 9 h',
  'agent.prompt.remindAsk': 'Rappelle-moi chaque jour ouvré à 9 h',
  'reminder.listNone': 'Personne ne reçoit encore de rappel de ses dossiers.',
  'listing.more': '… et {count} autres : `{command} list {team}` dans la CLI les liste tous.',
  'aging.adminTitle': 'Alertes de dossiers en souffrance',
  'reminder.sentNow': 'Envoyé : vos dossiers ouverts sont dans vos messages avec casebot.',
  'reminder.unknown':
    'casebot n’a pas su lire « {words} » dans un rappel. Écrivez par exemple `/cases remind ouvrés 09:00`, `/cases remind hebdomadaire vendredi 16:00` ou `/cases remind off`.',
  'reminder.help':
    '*Rappels de vos dossiers* : casebot vous envoie vos dossiers ouverts en message direct, ceux en souffrance d’abord. `/cases remind` affiche le vôtre (ou en crée un : les jours ouvrés à 09:00 dans votre fuseau horaire) ; `/cases remind quotidien 08:30`, `/cases remind hebdomadaire vendredi 16:00` ou `/cases remind tous les matins` le modifie ; ajoutez `même vide` pour le recevoir aussi les jours sans dossier ouvert ; `/cases remind off` l’arrête.',
  'reminder.refusedNow':
    'Le service de dossiers n’a pas voulu lister de dossiers pour vous à l’instant : rien n’a été envoyé. Réessayez plus tard.',
  'reminder.unavailable':
    'casebot n’a pas pu joindre le service de dossiers en votre nom à l’instant : rien n’a été envoyé. Réessayez dans un moment.',
  'duration.days': '{count, plural, one {# jour} many {# de jours} other {# jours}}',
  'duration.hours': '{count, plural, one {# heure} many {# d’heures} other {# heures}}',
  'duration.hoursMinutes': '{hours} h {minutes} min',
  'duration.minutes': '{count, plural, one {# minute} many {# de minutes} other {# minutes}}',
  'status.name':
    '{group, select, open {ouvert} progress {en cours} waiting {en attente} closed {fermé} resolved {résolu} other {rouvert}}',
  'priority.name': '{rank, select, 1 {basse} 2 {moyenne} 3 {haute} other {urgente}}',
  'aging.thresholds': 'Un dossier est en souffrance quand il n’a pas été mis à jour depuis : {thresholds}.',
  'aging.cut': 'Parmi les {count} dossiers les plus récents ; casebot lit la suite à ses prochains passages.',
  'aging.cutAsked': 'Parmi les {count} dossiers les plus récents (les plus anciens n’ont pas été lus).',
  'install.linkUsed':
    'Ce lien d’installation a déjà servi, ou date de plus de dix minutes. Recommencez depuis la page d’installation de casebot ({path}).',
  'install.failed':
    'casebot n’a pas pu terminer l’installation : Slack ne l’a pas confirmée. Recommencez depuis la page d’installation de casebot ({path}) ; si cela se reproduit, prévenez la personne qui gère casebot.',
  'discussion.line': 'Discuté dans : {places}',
  'discussion.lineMore': 'Discuté dans : {places} et {count, plural, one {# autre} many {# autres} other {# autres}}',
  'discussion.label': 'Discuté dans',
  'discussion.valueMore': '{places} et {count, plural, one {# autre} many {# autres} other {# autres}}',
  'discussion.dm': 'un message direct',
  'discussion.groupDm': 'un message de groupe',
  'discussion.all': 'Toutes les conversations',
  'discussion.listIntro':
    'Les conversations sur le dossier {caseNumber} que vous pouvez ouvrir, les plus récentes d’abord :',
  'discussion.none': 'Aucune conversation sur le dossier {caseNumber} que vous puissiez ouvrir.',
  'discussion.row': '{place} · {date} · lié par {user}',
  'discussion.linkTitle': 'Lier à un dossier',
  'discussion.linkSubmit': 'Lier',
  'discussion.linkLabel': 'Numéro du dossier ou mots de son objet',
  'discussion.linkHint':
    'La fiche du dossier montrera ce message comme discuté ici, à qui peut ouvrir cette conversation.',
  'discussion.needsCase': 'Saisissez un numéro de dossier, ou des mots de son objet.',
  'discussion.linked':
    'Lié : la fiche du dossier {caseNumber} montre maintenant ce message comme discuté dans {channel}.',
  'discussion.already':
    'Ce message était déjà lié au dossier {caseNumber} : sa fiche le montre comme discuté dans {channel}.',
  'discussion.notFound': 'Le dossier {caseNumber} est introuvable, ou vous ne pouvez pas le voir : rien n’a été lié.',
  'discussion.noMatch': 'Aucun dossier que vous pouvez voir ne correspond à « {words} » : rien n’a été lié.',
  'discussion.manyMatch': 'Plusieurs dossiers correspondent à « {words} » ({numbers}) : liez-en un par son numéro.',
  'discussion.sharedChannel':
    'Ce canal est partagé avec une autre organisation : casebot n’en garde rien, rien n’a donc été lié.',
};

// casebot's own words, in English: the source of every key. Values are ICU MessageFormat
// (https://unicode-org.github.io/icu/userguide/format_parse/messages/): `{name}` is filled in,
// `{n, plural, one {…} other {…}}` picks the language's plural form. Text that goes into Slack mrkdwn
// may use its markup (`*bold*`, `` `code` ``, `:emoji:`); values passed in are already escaped.

export const en = {
  // Help and answers to what was typed.
  'usage.intro': '*casebot* shows cases from the case service. Only you see these answers until you share them.',
  'usage.case': '`/case 1234` (or `/case #1234`): one case as a card, with its notes and attachments',
  'usage.cases': '`/cases printer`: search cases by number or subject text, a page at a time',
  'usage.recent': '`/cases`: the most recent cases',
  'hint.notANumber': "“{text}” isn't a case number. To search by subject, try `/cases {text}`.",
  'hint.oneCase': 'One case at a time, please: `/case 1234`. To see several, use `/cases {placeholder}`.',
  'hint.didYouMean': 'Did you mean `{command}`?',
  'hint.badNumber': 'Case numbers are whole numbers from 1 to 2147483647, like `/case 1234`.',
  'hint.notFound': "There's no case #{caseNumber} that you can see. To search by subject, try `/cases {placeholder}`.",
  'hint.searchTooLong': 'That search is too long: keep it to {max} characters.',
  'placeholder.text': 'text',
  'placeholder.number': 'number',

  // When someone cannot be served.
  'unserved.notConnected':
    ":electric_plug: This Slack workspace isn't connected to the case service yet. An admin can connect it on casebot's Home tab in Slack, or with:\n{command}",
  'unserved.uninstalled':
    ':electric_plug: casebot was removed from this Slack workspace, so it answers nobody here. An admin can add it to Slack again to bring it back.',
  'unserved.notLinked':
    ":bust_in_silhouette: Your Slack account isn't linked to a case service user yet, so casebot can't show you cases. Open casebot's Home tab (under Apps) and press *Request access*: casebot tells the admins, and answers you as soon as one of them links you.",
  'unserved.notLinkedAdmin':
    ":bust_in_silhouette: Your Slack account isn't linked to a case service user yet, so casebot can't show you cases. As an admin, you can link yourself: open casebot's Home tab (under Apps) and press *Link myself*.",
  'unserved.notLinkedRequested':
    ":hourglass_flowing_sand: You asked for access to the case service; no admin has linked you yet. casebot answers you as soon as one does (they see your request on casebot's Home tab).",
  'unserved.credentials':
    ":lock: casebot can't read this workspace's case service credentials. Ask an admin to set the api token again with {command}. Reference: `{ref}`",
  'unserved.noBaseUrl': "casebot doesn't know where this workspace's case service is. Ask an admin to run {command}.",
  'unserved.membershipUnknown':
    ":hourglass_flowing_sand: Slack didn't say just now whether you belong to this workspace, so casebot can't answer as its shared case service user. Try again in a moment. Reference: `{ref}`",

  // When something went wrong.
  'error.refused': ':x: The case service said: “{description}” (error {code}). Reference: `{ref}`',
  'error.refusedNoDescription': ':x: The case service said: no description (error {code}). Reference: `{ref}`',
  'error.timeout':
    ":warning: The case service didn't answer in time. Try again in a minute; if it keeps happening, give your admin the reference `{ref}`.",
  'error.unreachable':
    ":warning: The case service couldn't be reached. Try again in a minute; if it keeps happening, give your admin the reference `{ref}`.",
  'error.garbled':
    ":warning: The case service didn't answer properly. Try again in a minute; if it keeps happening, give your admin the reference `{ref}`.",
  'error.addressRefused':
    ":no_entry: casebot may not call this workspace's case service at the address it is set to (plain http, or an address in a private network), so nothing was sent. An admin can check the base URL under *Edit connection* on casebot's Home. Reference: `{ref}`",
  'error.store':
    ":warning: casebot can't reach its own database right now. Nothing was changed; try again in a minute. If it keeps happening, give your admin the reference `{ref}`.",
  'error.internal':
    ':warning: Something went wrong in casebot. Try again; if it keeps happening, give your admin the reference `{ref}`.',
  'error.staleButton':
    "That button can't be used any more (it's from an older or another workspace's message). Run the command again.",
  'error.shareFailed': ":warning: The case couldn't be shared in this channel. Reference: `{ref}`",
  'share.confirmShared':
    ':warning: This channel is shared with another organisation: everyone in it, people outside too, will see case #{caseNumber} (its subject, customer and latest note). Share it anyway?',
  'share.confirmUnknown':
    ":warning: Slack didn't say whether this channel is shared with another organisation. If it is, people outside will see case #{caseNumber} (its subject, customer and latest note). Share it anyway?",
  'share.cancelled': 'Not shared: case #{caseNumber} stays with you.',
  'button.shareAnyway': 'Share anyway',
  'button.dontShare': "Don't share",
  'error.notesUnavailable':
    ":warning: The notes couldn't be opened (Slack closed the window for it). Press *All notes* again.",

  // The case card.
  'card.title': 'Case #{caseNumber} · {subject}',
  'card.fallback': 'Case #{caseNumber}: {subject} ({status})',
  'card.noSubject': '(no subject)',
  'card.status': 'Status',
  'card.priority': 'Priority',
  'card.customer': 'Customer',
  'card.created': 'Created',
  'card.createdBy': 'Created by',
  'card.lastUpdated': 'Last updated',
  'card.lastUpdatedBy': '{date} by {name}',
  'card.email': 'Email',
  'card.mobile': 'Mobile',
  'card.counts':
    '{notes, plural, one {# note} other {# notes}} · {files, plural, one {# attachment} other {# attachments}}',
  'card.notes': 'Notes',
  'card.latestNotes': 'Latest notes',
  'card.noNotes': 'No notes yet.',
  'card.emptyNote': '(empty note)',
  'card.unknownAuthor': 'unknown',
  'card.earlierNotes': '{count, plural, one {# earlier note} other {# earlier notes}} · *All notes* shows every one',
  'card.latestNote': 'Latest note',
  'card.ofTotal': 'of {count}',
  'card.attachments': 'Attachments',
  'card.unnamedFile': '(unnamed file)',
  'card.moreFiles': '…and {count, plural, one {# more file} other {# more files}}',
  'card.attachmentsHint': 'Attachments are listed by name; open them in the case service.',
  'card.sharedBy': '{user} shared a case',
  'card.live': 'Kept up to date by casebot',
  'card.liveUpdated': 'Kept up to date by casebot · updated {date}',
  'card.notLive':
    "Not kept up to date: casebot isn't in this channel. To change that, `/invite @casebot` here and share the case again.",
  'card.stopUpdating': 'Stop updating',
  'card.caseChannel': 'Case channel: {channel}',
  'card.caseChannelLabel': 'Case channel',
  'live.replyFallback': 'Case #{caseNumber} changed',
  'live.ended.stopped': 'No longer kept up to date: {user} stopped updating it.',
  'live.ended.unlinked': 'No longer kept up to date: the person who shared it is no longer linked to the case service.',
  'live.ended.left_workspace': 'No longer kept up to date: the person who shared it has left the workspace.',
  'live.ended.closed': 'No longer kept up to date: the case has been closed for 7 days.',
  'live.ended.quiet': 'No longer kept up to date: the case has not changed for 90 days.',
  'live.ended.turned_off': 'No longer kept up to date: an admin turned off keeping shared cards up to date.',
  'live.ended.cap_channel':
    'No longer kept up to date: this channel keeps at most {max} case cards up to date, and the oldest stops first.',
  'live.ended.cap_workspace':
    'No longer kept up to date: this workspace keeps at most {max} case cards up to date, and the oldest stops first.',
  'live.ended.superseded': 'No longer kept up to date: this case was shared here again, below.',
  'live.ended.refused':
    'No longer kept up to date: the case service no longer shows this case to the person who shared it.',
  'live.ended.disconnected': 'No longer kept up to date: this workspace is no longer connected to the case service.',
  'live.stopNotMember': 'Only people of the workspace that shared this card can stop updating it.',
  'live.endedSharedChannel':
    "{cases} in {channel}: that channel is now shared with another organisation, so casebot no longer keeps those cards up to date (its updates would show internal notes to people outside). An admin can allow such channels on casebot's Home (Edit connection).",
  'live.endedChannelGone':
    '{cases} in {channel}: casebot is no longer in that channel (it was removed, or the channel was archived or deleted), so it no longer keeps those cards up to date.',
  'aging.ended.unlinked':
    "The aging alerts in {channel} were read from the case service as you, and you are no longer linked to it, so they are off. An admin can turn them on again on casebot's Home, read as someone else.",
  'aging.ended.disconnected':
    'The aging alerts in {channel} are off: this workspace is no longer connected to the case service.',
  'aging.ended.shared_channel':
    "{channel} is now shared with another organisation, so casebot turned off the aging alerts there (they would show internal cases to people outside). An admin can choose another channel on casebot's Home.",
  'aging.ended.cannot_post':
    "casebot can no longer post the aging alerts in {channel} (it was removed from it, or the channel was archived or deleted), so they are off. An admin can choose another channel on casebot's Home.",
  'live.stopped': 'The card of case #{caseNumber} here is no longer kept up to date.',
  'live.notLive': 'This card is not kept up to date any more.',
  'channel.title': 'Open a channel',
  'channel.submit': 'Create',
  'channel.intro':
    "A channel of its own for case #{caseNumber}: its card is pinned there and kept up to date, and each new note comes in the card's thread.",
  'channel.introNotLive':
    'A channel of its own for case #{caseNumber}: its card is pinned there. (An admin turned off keeping cards up to date, so the card will not change by itself.)',
  'channel.name': 'Channel name',
  'channel.nameHint': 'Lowercase letters, digits and hyphens; at most 80 characters.',
  'channel.nameInvalid': 'Use lowercase letters, digits and hyphens only, at most 80 characters.',
  'channel.nameTaken':
    'Slack says *{name}* and the numbered names after it are taken. Choose another name: *{suggestion}* is suggested below.',
  'channel.nameRefused': 'Slack did not accept this name. Choose another one.',
  'channel.privacy': 'Who can find it',
  'channel.public': 'Public: anyone in the workspace',
  'channel.private': 'Private: only the people invited',
  'channel.invite': 'Invite',
  'channel.inviteHint': 'You are always invited.',
  'channel.made':
    ':white_check_mark: {channel} is ready. The card of case #{caseNumber} is pinned there and kept up to date; each new note comes in its thread.',
  'channel.madeSnapshot':
    ':white_check_mark: {channel} is ready, with the card of case #{caseNumber} pinned. It is not kept up to date: an admin turned that off for this workspace.',
  'channel.notInvited': 'These people could not be invited: {users}. Invite them from the channel.',
  'channel.notPinned': 'The card could not be pinned; pin it from its menu if you like.',
  'channel.cardFailed':
    ':warning: {channel} was made and you are in it, but the case card could not be posted there. Type `/case {caseNumber}` there and share it. Reference: `{ref}`',
  'channel.restricted':
    "This workspace doesn't let apps create channels. A workspace admin can allow it; or create a channel yourself, `/invite @casebot` there and share the case in it.",
  'channel.failed':
    ':warning: casebot could not make the channel, and nothing was left behind. Try again in a moment. Reference: `{ref}`',
  'channel.tooManyPerson':
    'You have {max, plural, one {# case channel} other {# case channels}} open, the most one person may: archive one you no longer need, then open this one.',
  'channel.tooManyWorkspace':
    'This workspace has {max, plural, one {# case channel} other {# case channels}} open, the most it may: ask an admin to archive some, or to raise CASEBOT_CASE_CHANNELS_PER_WORKSPACE.',
  'channel.tooFast':
    'You opened {max, plural, one {# case channel} other {# case channels}} in the last minute: wait a minute, then open this one.',
  'channel.exists': 'Case #{caseNumber} already has a channel: {channel}',
  'channel.making': 'A channel for case #{caseNumber} is being made right now; it will appear in a moment.',
  'channel.inProgress': 'Making the channel…',
  'channel.modalExpired': 'The form could not be opened in time. Press the button again.',
  'channel.closed': ':white_circle: Case #{caseNumber} is closed. When the work in this channel is done, archive it.',
  'channel.archiveTitle': 'Archive this channel?',
  'channel.archiveConfirm':
    "Everyone in it loses it from their sidebar; it can be unarchived from the channel's settings. Case #{caseNumber} gets no more updates here.",
  'channel.archivedBy': '{user} archived this channel.',
  'channel.closedWeek':
    'Case #{caseNumber} has been closed for 7 days and this channel is still open. Archive it when its work is done.',
  'button.archiveChannel': 'Archive channel',
  'channel.archiveFailed':
    "casebot could not archive this channel. Someone who manages channels can archive it from the channel's settings.",
  'channel.archiveNotCaseChannel': 'This button no longer names this case’s own channel: nothing was archived.',
  'channel.archiveNotMember': 'Only members of this channel can archive it.',
  'card.sharedIn': ':white_check_mark: {user} shared this case in {channel} · {date}',
  'card.theChannel': 'the channel',
  'card.caseType': 'Case',
  'unfurl.hint':
    ":link: casebot can show case links as cards once your Slack account is linked to a case service user: open casebot's Home tab (under Apps) and press *Request access*.",
  'shortcut.none': "There's no case number (#1234, case 1234) or case link in that message.",
  'lookup.title': 'Cases named in that message',
  'lookup.more': 'It names {count} more ({numbers}): `/case {placeholder}` opens any of them.',
  'lookup.notCaseLinks': 'These links are not cases of this workspace (its case links look like {template}): {links}',
  'lookup.noTemplate':
    'This workspace has no case link template, so casebot cannot read its links: {links}. An admin sets one on casebot’s Home.',
  'lookup.notFound': 'Not found, or not yours to see: {numbers}',
  'button.shareShort': 'Share',
  'find.title': 'Find a case',
  'find.submit': 'Show',
  'find.case': 'Case',
  'find.placeholder': 'Type a number or words of the subject',
  'find.where': 'Show it to me in',
  'find.required': 'Choose a case first: type a number or words of its subject, then pick one.',
  'card.unknownDate': 'unknown',
  'button.share': 'Share in channel',
  'button.allNotes': 'All notes',
  'button.openInService': 'Open in case service',
  'button.dismiss': 'Dismiss',
  'button.details': 'View details',
  'button.view': 'View',

  // The list.
  'list.matching': 'Cases matching “{text}”',
  'list.everyWordTitle': 'Cases with every word of “{text}”',
  'mine.found':
    '*Your cases* (as {user}): {count, plural, one {# case} other {# cases}} among the most recent cases ({first}–{last}, counting back from the newest), open ones first.',
  'mine.none':
    ':mag: None of the most recent cases ({first}–{last}, counting back from the newest) is yours (as {user}).',
  'mine.looked':
    "The case service cannot list one person's cases, so casebot looks through the most recent ones: older ones show when you look further.",
  'mine.lookedAll': "casebot looked as far back as the case service's list goes.",
  'mine.shown': '{single, select, yes {Showing {first} of {count}.} other {Showing {first}–{last} of {count}.}}',
  'mine.further': 'Look further',
  'mine.notLinked':
    ":bust_in_silhouette: casebot uses the workspace's default user for you, so it cannot tell which cases are yours. Ask an admin to link you to your own case service user.",
  'list.recent': 'Recent cases',
  'list.updated': 'Updated: {date}',
  'list.submitted': 'Submitted: {date}',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, more on the next page',
  'list.next': 'Next ▶',
  'list.prev': '◀ Prev',
  'list.footer': 'Page {page} · {size} per page · `/case {placeholder}` opens one',
  'list.noMatch': 'No cases match “{text}”. Try fewer or different words, or a case number.',
  'list.everyWord':
    'Nothing matched “{text}” as written, so these are the cases whose subject holds every word, in any order: {count, plural, one {# case} other {# cases}} among the {window} newest with “{word}”.',
  'list.empty': 'There are no cases to show yet.',

  // The All notes modal (titles and buttons of a modal: at most 24 characters).
  'table.show': 'Table',
  'table.list': 'List',
  'table.next': 'Next 100 ▶',
  'table.prev': '◀ Previous 100',
  'table.number': 'Case',
  'table.subject': 'Subject',
  'table.updated': 'Last update ({zone})',
  'table.dropped': '{count} more did not fit in the table: List shows them',
  'table.footer': 'Sort by any column · `/case {placeholder}` opens one',
  'modal.title': 'Notes',
  'modal.titleCase': 'Notes · #{caseNumber}',
  'modal.close': 'Close',
  'modal.loading': ':hourglass_flowing_sand: Loading the notes of case #{caseNumber}…',
  'modal.range': 'Notes {first}–{last} of {total}, newest first',
  'modal.noNotes': 'No notes yet.',
  'modal.newer': '◀ Newer',
  'modal.older': 'Older ▶',
  'modal.noteGoesOn': '_This note goes on; the case service has all of it._',

  // App Home, for everyone.
  'home.title': 'casebot',
  'home.intro':
    'Cases from the case service, right in Slack. Type `/case 1234`, `/cases printer`, or paste a case link.',
  'home.linked': ':white_check_mark: You are linked to the case service as *{userName}*.',
  'home.linkedDefault':
    ':white_check_mark: You use this workspace’s shared case service user *{userName}*. An admin can link you as yourself.',
  'home.notLinked':
    ':bust_in_silhouette: Your Slack account isn’t linked to a case service user yet, so casebot can’t show you cases.',
  'home.requestAccess': 'Request access',
  'home.notLinkedAdmin':
    'You can change casebot’s settings below as an admin. To look cases up yourself, link your own Slack account to a case service user.',
  'home.linkSelf': 'Link myself',
  'home.notConnectedAdmin':
    ':electric_plug: This workspace isn’t connected to the case service yet. As an admin you can connect it: press *{connect}* below.',
  'home.requested': ':hourglass_flowing_sand: You asked for access {date}. An admin will link you.',
  'home.noAdmins':
    'No casebot admin is known here yet: ask a Slack admin of this workspace to open casebot’s Home tab, where they will see your request.',
  'home.notConnected':
    ':electric_plug: This workspace isn’t connected to the case service yet. A Slack admin can connect it from this Home tab.',
  'home.language': 'casebot speaks to you in *{language}*, the language of your Slack.',
  'home.recent': 'Your recent cases',
  'home.mine': 'My cases',
  'home.mineNotRead':
    'casebot reads your cases from the case service when you open this tab; they were not read just now.',
  'home.mineShow': 'Show my cases',
  'home.mineSummary':
    'Among the newest {last} cases, as {user}: open {open} · closed {closed} · aging {overdue}. Read {date}.',
  'home.mineChart': 'My open cases by status',
  'home.mineMore': '`/cases mine` lists them all, and looks further back.',
  'home.mineRefresh': 'Refresh',
  'home.agingDmOff':
    ':hourglass_flowing_sand: Aging alerts about your cases go to {channel}. You can get yours by direct message too.',
  'home.agingDmOn':
    ':hourglass_flowing_sand: Aging alerts about your cases go to {channel}, and to you by direct message.',
  'home.agingDmStart': 'Also by DM',
  'home.agingDmStop': 'Stop the DMs',
  'home.agingDmSaved':
    'From now on, each of your cases that starts aging comes to you by DM too, as it starts (the ones aging already are not sent again: they are marked under *My cases* below and in `/cases mine`).',
  'home.agingDmStopped': 'No more DMs about your aging cases: the alerts still go to {channel}.',
  'home.noRecent': 'The cases you open with `/case`, `/cases` or a shortcut show up here.',
  'home.opened': 'opened {date}',

  // App Home, for admins.
  'admin.header': 'Connection to the case service',
  'admin.why': 'Only Slack admins and owners, and casebot admins, see this part.',
  'admin.workflows': 'Workflows nobody runs',
  'admin.workflowsToo': '_also for workflows nobody runs_',
  'settings.workflowsOption':
    'Scheduled and event-triggered workflows may look cases up as the default user (off: the step fails and says why)',
  'workflow.noInteractor':
    "This step looks cases up as the person running the workflow, and nobody ran this one (a scheduled or event-triggered workflow). An admin can let such workflows act as the default user on casebot's Home.",
  'admin.alert.missingScope':
    ":warning: Slack refused a message from casebot: the app lacks the `{scope}` scope. Reinstall casebot from its manifest (the app's settings → Install App → Reinstall) to grant it.",
  'admin.leftEnded':
    '{user} has left the workspace, so nothing is read from the case service as them any more, and what casebot sent only to them has stopped: {what}.',
  'watch.counted': '{count, plural, one {# watched case} other {# watched cases}}',
  'reminder.counted': '{count, plural, one {a reminder of their cases} other {# reminders of their cases}}',
  'admin.alert.serviceFailing':
    ':warning: The case service has failed every call since {date} ({detail}). Watches and follows wait until it answers again: check its base URL and api token with *Edit connection*.',
  'admin.alert.recentOrder':
    ":warning: Since {date}, the case service's list of recent cases has not been in *Newest update first* order, so casebot checks every watched case and shared card in turn (slower) until it is again. If the service now lists cases another way, choose that under *How the case service lists recent cases* below.",
  'admin.alert.tokenRefused':
    ':warning: Slack refused to renew casebot’s bot token on {date} (token rotation is on): until casebot is installed again, it cannot post or answer here once the current token expires. Install it again from casebot’s install page (`/slack/install`).',
  'admin.alert.remindersBehind':
    "Reminders due within the hour: {count}, more than casebot can read at this workspace's call cap ({perHour} an hour), so some arrive late. Raise the cap (Edit connection) or spread their times.",
  'admin.client': 'Client name',
  'admin.token': 'API token',
  'admin.baseUrl': 'Base URL',
  'admin.baseUrlDefault': 'the deployment’s default',
  'admin.zone': 'Service time zone',
  'admin.language': 'Channel language',
  'admin.caseUrl': 'Case link template',
  'admin.contacts': 'Contact details in channels',
  'admin.contactsShown': 'shown',
  'admin.contactsWithheld': 'withheld',
  'admin.sharedChannels': 'Channels shared with other organisations',
  'admin.sharedAllowed': '_cases also go into channels shared with other organisations_',
  'admin.sharedRefused': '_no cases in channels shared with other organisations_',
  'admin.keepCards': 'Shared cards',
  'admin.keepCardsOn': '_shared cards and case channels kept up to date_',
  'admin.keepCardsOff': '_shared cards are not kept up to date_',
  'admin.defaultUser': 'Default user',
  'admin.pageSize': 'Rows per page',
  'admin.none': 'none',
  'admin.edit': 'Edit connection',
  'admin.connect': 'Connect',
  'admin.users': 'Linked people ({count})',
  'admin.noUsers': 'Nobody is linked yet.',
  'admin.linkUser': 'Link a person',
  'admin.unlink': 'Unlink',
  'admin.unlinkTitle': 'Unlink?',
  'admin.unlinkConfirm': 'Unlink {user}? casebot will no longer show them cases.',
  'admin.cancel': 'Cancel',
  'admin.moreUsers':
    '…and {count, plural, one {# more person} other {# more people}}: `user list` in the CLI shows everyone.',
  'admin.requests': 'Asked for access',
  'admin.requestRow': '{user} asked {date}',
  'admin.link': 'Link…',
  'admin.audit': 'Recent changes',
  'admin.auditRow': '{date} · {actor} · {what}',
  'audit.workspace.connected': 'connected the workspace',
  'audit.workspace.updated': 'changed {detail}',
  'audit.user.linked': 'linked {detail}',
  'audit.user.unlinked': 'unlinked {detail}',
  'audit.workspace.removed': 'disconnected the workspace',
  'admin.agingOn': ':hourglass_flowing_sand: Aging alerts go to {channel}: {thresholds}, read as {user}.',
  'admin.agingOff': 'Aging alerts are off. *Aging alerts…* turns them on.',
  'button.agingEdit': 'Aging alerts…',
  'aging.modalTitle': 'Aging alerts',
  'aging.onLabel': 'Aging alerts',
  'aging.onOption':
    'On: post in the channel below when an open case goes without an update for longer than its priority allows',
  'aging.channelLabel': 'Channel',
  'aging.asLabel': 'Read from the case service as',
  'aging.asHint': 'The channel sees what this person sees; they must be linked.',
  'aging.thresholdsLabel': 'Thresholds',
  'aging.thresholdsHint': 'priority=duration pairs in m, h or d, like critical=4h,high=1d,medium=3d,low=7d',
  'aging.repeatLabel': 'Tell again after',
  'aging.repeatHint': 'A duration like 1d, for a case that stays untouched; empty: once per breach',
  'aging.badThresholds': 'Write priority=duration pairs, like critical=4h,high=1d.',
  'aging.badRepeat': 'Write a duration like 90m, 12h or 1d, or leave it empty.',
  'aging.needChannel': 'Choose the channel the alerts go to.',
  'aging.needLinked':
    'This person isn’t linked to the case service: choose someone who is (the channel sees what they see).',
  'aging.needAs': 'Choose whom the list is read as.',
  'aging.saved': 'Aging alerts now go to {channel}: {thresholds}, read as {user}.',
  'aging.savedOff': 'Aging alerts are off.',
  'audit.aging.off': 'turned aging alerts off',
  'audit.aging.changed': 'changed aging alerts: {detail}',
  'admin.digests': 'Digests',
  'admin.noDigests':
    'No channel has a digest yet. Anyone can set one up in a channel with `/cases digest printer weekdays 09:00`.',
  'follow.endedByAdmin': 'An admin ({admin}) stopped following {searches} from casebot’s Home tab.',
  'follow.endedBy':
    '{user} stopped following {searches}. Follow it again with `/cases follow {search}` there if it is still wanted.',
  'admin.follows': 'Follows',
  'admin.noFollows': 'No channel follows a search.',
  'audit.follow.ended': 'ended the follow {detail}',
  'audit.digest.ended': 'ended the digest {detail}',
  'audit.aging.set': 'turned aging alerts on: {detail}',
  'audit.admin.added': 'made {detail} a casebot admin',
  'audit.admin.removed': 'removed {detail} from the casebot admins',
  'audit.on': 'on',
  'audit.off': 'off',
  'audit.change': '{setting}: {from} → {to}',
  'admin.notAdmin': ':lock: Only a Slack admin or owner, or a casebot admin, can change casebot’s settings.',
  'request.dm': ':raising_hand: {user} asked for access to casebot. Link them from casebot’s Home tab.',
  'request.linked':
    ':white_check_mark: You’re linked to the case service as *{userName}*, as you asked. Try `/case 1234` or `/cases printer`, or open casebot’s Home tab.',

  // The connection settings modal (titles and buttons: at most 24 characters).
  'settings.title': 'Case service',
  'settings.save': 'Save',
  'settings.clientHint': 'The clientName the case service gave this account.',
  'settings.tokenKeep': 'Leave empty to keep the current token ({hint}).',
  'settings.tokenNew':
    'The api-token the case service gave this account. Only its last four characters are shown again.',
  'settings.baseUrlHint':
    'Where the case service answers, e.g. https://cases.acme.example/api. Empty: the deployment’s default.',
  'settings.zoneHint': 'The time zone the service writes its dates in, e.g. Europe/Paris or America/New_York.',
  'settings.caseUrlHint':
    "Optional: a case's page in the case service, with '{number}' (case number) or '{id}' (ComplaintId), e.g. https://cases.acme.example/case/'{number}'.",
  'settings.contactsOption': 'Show customers’ email and mobile in cards shared in channels and in unfurls',
  'settings.sharedChannelsOption':
    'Let casebot post cases in channels shared with other organisations (Slack Connect): follows, shared cards and case links there show internal notes to people outside',
  'settings.keepCardsOption':
    'Keep shared cards up to date: casebot updates each card it posts in a channel as the case changes, puts new notes in its thread and keeps case channels current (reading the case as the person who shared it)',
  'settings.defaultUserHint':
    'Optional: the case service user for people who aren’t linked. Empty: everyone must be linked.',
  'settings.check': 'Check connection',
  'settings.checkOk': ':white_check_mark: The case service accepted client *{client}* as *{userName}*.',
  'settings.checkNoUser': 'Fill in *{checkAs}*, so casebot has someone to check as.',
  'settings.checkFix': 'Fix these first, then check again:',
  'settings.checkAs': 'Check as (case service userName)',
  'settings.checkAsHint':
    'The user Check connection asks the case service as. Not saved: filled in with your own link or the default user.',
  'settings.checkRefusedFix':
    'Check *{client}* and *{token}* above (the token must be this client’s), and *{checkAs}* (a user the case service knows), then check again.',
  'settings.checkNoAnswer':
    ':warning: casebot got no proper answer from the case service at this address (unreachable, too slow, or not the case service). Check *{baseUrl}* above, then check again. Reference: `{ref}`',
  'settings.error.refused':
    'The case service refused these settings: “{description}”. Check the client name and the api token (and Check as), then save again.',
  'settings.savedUnchecked':
    ':warning: Saved, but not checked: there was nobody to check as. Open *{edit}*, fill in *{checkAs}* and press *{check}*: with a wrong token or client name, every command would fail.',
  'settings.error.client': 'Enter the client name (up to 255 characters).',
  'settings.error.token': 'Enter the api token (up to 4096 characters).',
  'settings.error.baseUrl': 'Enter an http:// or https:// URL without a user name or password.',
  'settings.error.baseUrlQuery': "The base URL can't have a query (?…) or a fragment (#…).",
  'settings.error.baseUrlHttp':
    'Use an https:// address: plain http is allowed only where the operator running casebot allows it.',
  'settings.error.baseUrlPrivate':
    'That address is in a private network (loopback, private or link-local): casebot calls it only where the operator running casebot allows it.',
  'settings.error.baseUrlRequired': 'This deployment has no default case service: enter its URL.',
  'settings.error.zone': 'Enter a time zone such as Europe/Paris or America/New_York.',
  'settings.error.pageSize': 'Enter a whole number from 1 to 20.',
  'settings.error.caseUrl': "Enter an http:// or https:// URL with '{number}' or '{id}' in it.",
  'settings.error.userName': 'Enter a userName (up to 255 characters).',
  'settings.error.tokenForNewUrl':
    'The base URL changed: enter the api token again, so it only goes where you meant it to.',

  // The Link a person modal.
  'link.title': 'Link a person',
  'link.save': 'Link',
  'link.user': 'Slack user',
  'link.userName': 'Case service userName',
  'link.userNameHint': 'casebot calls the case service as this user for them.',
  'link.notConnected': 'Connect the workspace to the case service first.',
  'link.check': 'Checking',
  'link.uncheckedOption': 'Link without checking',
  'link.uncheckedHint': 'Save the link even if the case service does not know this userName (yet).',
  'link.refused':
    'The case service refused {userName}: “{description}”. Check the spelling, or tick “Link without checking” to save it anyway.',
  'link.notChecked':
    'casebot couldn’t ask the case service about {userName} (it didn’t answer properly). Try again, or tick “Link without checking” to save it anyway. Reference: {ref}',

  // Watching cases.
  'usage.watch':
    '`/case 1234 watch`: a direct message whenever the case changes; `/case watching` lists the cases you watch',
  'usage.channel': '`/case 1234 channel`: a channel of its own for the case, its card pinned there and kept up to date',
  'watch.started':
    ':eyes: You are watching case #{caseNumber}. casebot will send you a direct message when its status changes or a note is added.',
  'watch.already': 'You are already watching case #{caseNumber}.',
  'watch.tooMany':
    'You are watching {max} cases, the most casebot keeps for one person. Stop watching one first (`/case watching`).',
  'watch.stopped': 'You no longer watch case #{caseNumber}.',
  'watch.notWatching': 'You were not watching case #{caseNumber}.',
  'watch.list': '{count, plural, one {You are watching # case:} other {You are watching # cases:}}',
  'watch.none': 'You are not watching any case. Watch one with `/case 1234 watch` or the *Watch* button on its card.',
  'change.title': 'Case #{caseNumber} changed · {subject}',
  'change.status': '*Status:* {old} → {new}',
  'change.newNotes': '{count, plural, one {# new note} other {# new notes}}',
  'change.moreNotes': '…and {count, plural, one {# more new note} other {# more new notes}}: *View* shows them all.',
  'change.fallback': 'Case #{caseNumber} changed: {subject}',
  'watch.endedUnlinked': 'Your Slack account is no longer linked to the case service, so you no longer watch {cases}.',
  'watch.endedDisconnected':
    'casebot is no longer connected to the case service in this workspace, so you no longer watch {cases}.',
  'watch.endedRefused': 'The case service no longer lets you see case #{caseNumber}, so you no longer watch it.',
  'watch.endedRefusedMany': 'The case service no longer lets you see {cases}, so you no longer watch them.',
  'button.watch': 'Watch',
  'button.openChannel': 'Open a channel',
  'button.unwatch': 'Stop watching',

  // Following searches in channels.
  'usage.mine': '`/cases mine`: your own cases among the most recent ones, open ones first',
  'usage.follow':
    '`/cases follow printer`: each new matching case posted in this channel; `/cases following` lists what the channel follows',
  'follow.filters': 'Posted only when: {filters}.',
  'search.filtersInline': 'posted only when {filters}',
  'search.filterField': '{field}: {values}',
  'search.filterNot': 'not {values}',
  'follow.startedEvents':
    ':satellite_antenna: This channel now follows “{search}”: what it tells (below) is posted here once, as {user} can see it, without contact details.',
  'follow.started':
    ':satellite_antenna: This channel now follows “{search}”: each new matching case will be posted here once, as {user} can see it, without contact details.',
  'follow.announced':
    ':satellite_antenna: {user} set this channel to follow “{search}”: casebot posts each new matching case here. `/cases following` lists what it follows.',
  'follow.already': 'This channel already follows “{search}”.',
  'follow.tooMany': 'This channel follows {max} searches, the most casebot keeps. Stop one first (`/cases following`).',
  'follow.tooManyPerson':
    'You already follow {max} searches in this workspace, the most casebot keeps for one person. Stop one first (`/cases following` in its channel).',
  'follow.tooManyWorkspace':
    "This workspace already follows {max} searches, the most casebot keeps (they share the case service's calls with everyone's watches). Stop one first.",
  'follow.stopped': 'This channel no longer follows “{search}”.',
  'follow.stoppedElsewhere': '{channel} no longer follows “{search}”.',
  'follow.notFollowing': 'This channel does not follow “{search}”.',
  'follow.needsText': 'Say what to follow, like `/cases follow printer`.',
  'follow.list': '{count, plural, one {This channel follows # search:} other {This channel follows # searches:}}',
  'follow.none': 'This channel follows no search. Start one with `/cases follow printer`.',
  'follow.row': '“{search}” · set up by {user}',
  'follow.yoursElsewhere': 'You also set up these follows in other channels (*Stop following* works from here):',
  'follow.rowElsewhere': '“{search}” in {channel}',
  'follow.posted': 'New case for “{search}” · followed here by {user}',
  'follow.changed': 'A case matching “{search}” changed · followed here by {user}',
  'follow.events': 'Tells: {events}.',
  'follow.eventNew': 'new cases',
  'follow.eventClosed': 'cases that close',
  'follow.eventStatus': 'changes of status',
  'follow.eventNotes': 'new notes',
  'search.slipEvents':
    '“{typed}”: casebot can tell new, closed, status and notes, like `events:new,closed`. Nothing was set up.',
  'search.slipEmpty': '“{typed}” needs a value, like `priority:high` or `status:open`. Nothing was set up.',
  'search.slipUnknown':
    '“{typed}” is no filter casebot knows: did you mean `{field}`? The filters are `status:`, `priority:`, `customer:` and `events:`. Nothing was set up.',
  'search.filterName.status': 'status',
  'search.filterName.priority': 'priority',
  'search.filterName.customer': 'customer',
  'search.filterName.events': 'events',
  'button.lessNoise': 'Less noise…',
  'quiet.title': 'Less noise',
  'quiet.for': 'What casebot posts unasked in {channel}:',
  'quiet.channelLabel': 'Channel',
  'quiet.threadLabel': 'Shared cards and case channels',
  'quiet.threadOption':
    'News in the card’s thread only (a case that closes or reopens is not also posted in the channel)',
  'quiet.batchLabel': 'What the channel’s follows find',
  'quiet.batch0': 'Posted as it comes',
  'quiet.batch15': 'Gathered, at most one post every 15 minutes',
  'quiet.batch60': 'Gathered, at most one post an hour',
  'quiet.batch240': 'Gathered, at most one post every 4 hours',
  'quiet.summaryThread': 'news of cards in their thread only',
  'quiet.summaryLoud': 'a closed case is also posted in the channel, not only in its card’s thread',
  'quiet.summaryBatch': 'follows gathered, one post every {minutes} minutes at most',
  'quiet.summaryAtOnce': 'what follows find is posted as it comes',
  'quiet.saved': '{channel} now: {summary}.',
  'quiet.none': 'Every channel hears casebot’s news as it comes. Less noise… makes a channel quieter.',
  'quiet.row': '{channel}: {summary} · set by {user}',
  'quiet.more': 'And {count} more.',
  'audit.channel.quiet': 'set less noise in {detail}',
  'follow.gathered': 'What came for “{search}” since the last post ({count}) · followed here by {user}',
  'search.everyCase': 'every case',
  'follow.itemNew': 'New case',
  'follow.itemNotes': 'Updated (new notes or changes)',
  'follow.itemStatus': 'Status: {old} → {new}',
  'follow.gatheredMore': 'And {count} more.',
  'button.changeFollow': 'Change filters',
  'follow.changeTitle': 'Change follow',
  'follow.textLabel': 'Search and filters',
  'follow.textHint':
    'Words to search, then filters: status:open priority:high,critical customer:"Acme Retail" -status:closed',
  'follow.eventsLabel': 'Tell this channel about',
  'follow.changeSaved': 'This channel now follows “{search}”. Cases it lists now are not posted again.',
  'follow.ownerOnly':
    'Only {user} can change this follow: it reads the cases as them. You can stop it, or follow a search of your own.',
  'follow.gone': 'This follow has stopped: there is nothing to change.',
  'follow.confirmStopTitle': 'Stop following this search?',
  'follow.confirmStopText':
    '{search} was followed by someone else; it stops for the whole channel, and they are told you stopped it.',
  'follow.alreadyStopped': 'This follow has already stopped.',
  'follow.eventsNeeded': 'Choose at least one.',
  'follow.endedUnlinked':
    'Your Slack account is no longer linked to the case service, so casebot stopped following {searches}.',
  'follow.endedDisconnected':
    'casebot is no longer connected to the case service in this workspace, so it stopped following {searches}.',
  'follow.endedRefused': 'The case service refused the search {searches} for you, so casebot stopped following it.',
  'follow.endedCannotPost':
    "casebot can no longer post {searches}: Slack says it isn't in that channel, or the channel is gone. It stopped following there; invite casebot with `/invite @casebot` and follow the search again.",
  'follow.endedSharedChannel':
    "{searches}: that channel is now shared with another organisation, so casebot stopped following there (its posts would show internal notes to people outside). An admin can allow such channels on casebot's Home (Edit connection).",
  'follow.endedSearch': '“{search}” ({channel})',
  'button.unfollow': 'Stop following',

  // Digests of a search, posted in a channel on a schedule.
  'channel.inviteFirst':
    "casebot isn't in this channel, so it could not post here and nothing is set up yet. Invite it with `/invite @casebot`, then try again.",
  'channel.sharedNoPosts':
    ":lock: This channel is shared with another organisation, so casebot doesn't post unasked here: its posts would show internal notes to people outside. An admin can allow such channels on casebot's Home (Edit connection → Channels shared with other organisations).",
  'channel.reachUnknown':
    ":hourglass_flowing_sand: Slack didn't say just now whether this channel is shared with another organisation, and casebot sets nothing up here until it knows. Try again in a moment.",
  'usage.remind':
    '`/cases remind`: your own open cases by DM, Monday to Friday at 09:00 (`/cases remind daily 08:30` for another time; `/cases remind help` for more)',
  'usage.digest':
    '`/cases digest printer weekdays 09:00`: a digest of a search in this channel (new, changed, closed, aging) on a schedule; `/cases digests` lists them',
  'digest.what': '“{search}”',
  'digest.whatAll': 'the recent cases',
  'schedule.dayRange': '{from} to {to}',
  'schedule.rangeFrom':
    '{day, select, 0 {Sunday} 1 {Monday} 2 {Tuesday} 3 {Wednesday} 4 {Thursday} 5 {Friday} other {Saturday}}',
  'schedule.rangeTo':
    '{day, select, 0 {Sunday} 1 {Monday} 2 {Tuesday} 3 {Wednesday} 4 {Thursday} 5 {Friday} other {Saturday}}',
  'schedule.daysAt': '{days} at {time}',
  'schedule.dailyAt': 'every day at {time}',
  'schedule.weekdaysAt': 'weekdays at {time}',
  'schedule.weeklyAt':
    '{day, select, 0 {Sundays} 2 {Tuesdays} 3 {Wednesdays} 4 {Thursdays} 5 {Fridays} 6 {Saturdays} other {Mondays}} at {time}',
  'schedule.daily': 'Every day',
  'schedule.weekdays': 'Weekdays (Monday to Friday)',
  'schedule.weekly': 'Weekly',
  'digest.title': ':newspaper: *Digest of {what}*',
  'digest.readAs': 'Read from the case service as {user}, who set it up · {schedule}',
  'digest.late': ':hourglass: Due {date}: sent late, because casebot was not running then.',
  'digest.first': 'First digest: the open cases that match ({open}; aging: {overdue}).',
  'digest.since': 'Since the last digest ({date}): new {new} · changed {changed} · closed {closed} · aging {overdue}',
  'digest.nothing': 'Nothing new, changed or closed in {what} since the last digest ({date}). Aging: {overdue}.',
  'digest.why': 'Why',
  'digest.new': 'New',
  'digest.changed': 'Changed',
  'digest.closed': 'Closed',
  'common.overdue': 'Aging',
  'digest.open': 'Open',
  'digest.notShown': 'not shown: {count}',
  'digest.chartTitle': 'Open cases by status',
  'chart.otherStatuses': 'Other statuses',
  'digest.setUp':
    ':newspaper: {channel} gets a digest of {what} {schedule}, read as you. Next: {next}. *Send now* posts one at once.',
  'digest.announced':
    ':newspaper: {user} set up a digest of {what} here, {schedule}: what is new, changed, closed and aging. `/cases digests` lists this channel’s digests.',
  'schedule.sendNow': 'Send now',
  'schedule.yourTime': '{date} (your time)',
  'common.change': 'Change',
  'common.stop': 'Stop',
  'digest.sentNow': 'The digest of {what} is posted in {channel}.',
  'digest.stopped': 'The digest of {what} in {channel} is stopped.',
  'digest.changedTo': 'The digest of {what} now comes {schedule}. Next: {next}.',
  'digest.already':
    'This channel already has a digest of {what}. `/cases digests` lists them; whoever set one up can *Change* it.',
  'schedule.badTime': '“{time}” is not a time casebot can read: write it on the 24-hour clock, like 09:00 or 17:30.',
  'schedule.dayName':
    '{day, select, 0 {Sunday} 2 {Tuesday} 3 {Wednesday} 4 {Thursday} 5 {Friday} 6 {Saturday} other {Monday}}',
  'schedule.badWord':
    '“{word}” is not a schedule casebot knows: did you mean “{meant}”? Write daily, weekdays or weekly (or a day, such as friday, or days, such as mon-thu), then a time such as 09:00.',
  'digest.tooMany': 'This channel has {max} digests, the most casebot keeps. Stop one first (`/cases digests`).',
  'digest.tooManyPerson':
    'You already set up {max} digests in this workspace, the most casebot keeps for one person. Stop one first (`/cases digests` in its channel).',
  'digest.tooManyWorkspace':
    "This workspace already has {max} digests, the most casebot keeps (they share the case service's calls). Stop one first.",
  'digest.list': 'Digests of this channel:',
  'digest.confirmStopTitle': 'Stop this digest?',
  'digest.confirmStopText':
    'The digest of {what} was set up by someone else; it stops for the whole channel, and they are told you stopped it.',
  'digest.none': 'This channel has no digest. Set one up with `/cases digest printer weekdays 09:00`.',
  'digest.row': '{what} · {schedule} · next {next} · set up by {user}',
  'admin.listedGone': 'That one no longer exists: it was already stopped.',
  'digest.gone': 'That digest no longer exists: it was stopped.',
  'digest.unavailable':
    'casebot cannot read the case service as {user}, who set the digest up, just now, so nothing was posted. Try again in a moment.',
  'digest.refusedNow':
    'The case service refused the search {what} to {user}, who set the digest up, so nothing was posted.',
  'digest.notHere': 'That digest belongs to {channel}: press its buttons there.',
  'digest.ownerOnly': 'Only {user}, who set this digest up, can change it: it is read as them.',
  'digest.changeTitle': 'Change the digest',
  'common.save': 'Save',
  'digest.searchLabel': 'Search (empty: all recent cases)',
  'schedule.howOften': 'How often',
  'schedule.timeLabel': 'At what time ({zone}, 24-hour clock)',
  'digest.quietLabel': 'When nothing changed',
  'digest.quietOption': 'Post nothing (otherwise one line says so)',
  'digest.refusedOwner':
    'The case service refused the search {what} for you, so the digest in {channel} due {date} was not posted. casebot tries again at its next time.',
  'digest.quietMark': 'quiet when nothing changed',
  'digest.endedBy':
    '{user} stopped the digest of {what} in {channel}. Set it up again with `/cases digest` there if it is still wanted.',
  'digest.endedByAdmin': 'An admin ({admin}) ended the digest of {what} in {channel} from casebot’s Home tab.',
  'digest.endedUnlinked':
    'The digest of {what} has ended: {user}, who set it up, is no longer linked to the case service. Anyone linked can set it up again with `/cases digest`.',
  'digest.endedLeft':
    'The digest of {what} has ended: {user}, who set it up, has left the workspace. Anyone linked can set it up again with `/cases digest`.',
  'follow.endedLeft':
    'casebot stopped following {searches} here: {user}, who set it up, has left the workspace. Anyone linked can follow it again with `/cases follow`.',
  'aging.endedLeft':
    "The aging alerts here have stopped: they were read from the case service as {user}, who has left the workspace. An admin can turn them on again on casebot's Home, read as someone else.",
  'aging.summary':
    ':hourglass_flowing_sand: *Aging cases: {count}*, open and not updated for longer than their priority allows. By priority: {byPriority}.',
  'aging.more': 'The table shows the 100 most overdue; not shown: {count}.',
  'aging.readAs': 'Read from the case service as {user}.',
  'aging.tableCaption': 'Aging cases, the most overdue first',
  'aging.overdue': 'Overdue',
  'aging.dm': 'Your case *#{number}* {subject} has had no update since {date}: {duration} past its threshold.',
  'aging.one':
    ':hourglass_flowing_sand: Case *#{number}* {subject} ({priority}) has had no update since {date}: {duration} past its threshold.',
  'aging.owner': 'Its owner: {user}.',
  'aging.batch': ':hourglass_flowing_sand: *Newly aging cases: {count}*',
  'aging.owners': 'Their owners: {users}',
  'digest.endedCannotPost':
    "casebot can no longer post the digest of {what} in {channel}: Slack says it isn't in that channel, or the channel is gone. The digest has ended; invite casebot with `/invite @casebot`, then set it up again.",
  'digest.endedSharedChannel':
    "{channel} is now shared with another organisation, so casebot ended the digest of {what} there (it would show internal cases to people outside). An admin can allow such channels on casebot's Home tab (Edit connection).",
  'digest.endedDisconnected':
    'casebot is no longer connected to the case service in this workspace, so the digest of {what} in {channel} has ended.',

  // Polling settings (App Home).
  'admin.pollInterval': 'Check watched cases every (seconds)',
  'admin.pollCalls': 'Most calls a minute to the case service',
  'settings.pollHint': 'Leave empty for casebot’s default.',
  'settings.error.pollInterval': 'Enter a whole number of seconds from 10 to 86400, or leave it empty.',
  'settings.error.pollCalls': 'Enter a whole number from 1 to 6000, or leave it empty.',
  'admin.polling': 'Watching',
  'admin.pollingValue': 'Interval: {interval} · at most {calls} calls a minute',
  'admin.defaultMark': '(default)',
  'admin.defaultValue': '{value} (default)',
  'admin.default': 'default',
  'mcp.noIdentity':
    'casebot could not tell who is asking: Slack sent no user with this request, so nothing was looked up.',
  'mcp.morePages': 'More cases on page {page}.',
  'search.noTemplate':
    "casebot cannot show cases in Slack's search until an admin sets the case link template (casebot's App Home → {edit} → {field}).",
  'search.filterStatus': 'Status',
  'search.filterPriority': 'Priority',
  'search.filterMine': 'Only my cases',
  'mcp.noMorePages': 'There are no more cases after page {page}: page {page} is past the last one.',
  'search.noSearcher': 'casebot could not tell who is searching (Slack sent no user context), so it looked nothing up.',
  'search.tooSlow':
    'The case service took too long to answer this search. Try again in a minute, or search for fewer words.',
  'error.whoFixes':
    "If it keeps saying so, an admin can check casebot's connection to the service (client name, api token, base URL): casebot's Home tab → *{edit}* → *{check}*; and the case service userName you are linked as.",
  'admin.requestsCli': 'Or from a shell: {command}',
  // How the service lists its recent cases (App Home; the change detector).
  'order.label': 'How the case service lists recent cases',
  'order.updated': 'Newest update first',
  'order.submitted': 'Newest case first',
  'order.unknown': 'Not known',
  'order.explain':
    'Newest update first: casebot checks only the cases that changed, so watchers hear of a change within one polling interval (as long as the changes fit in the calls a minute). Newest case first, or Not known: casebot checks every watched case and shared card in turn, which is slower with many watches. While Not known, casebot looks at the list now and then to work the order out (below).',
  'order.learnt': 'casebot sees the list ordered by: {order} ({votes, plural, one {# read} other {# reads in a row}}).',
  'order.learning':
    'casebot has not worked the order out yet: while it is Not known, it looks at the list now and then.',
  'order.saved': 'Saved: the recent cases order is now {order}.',
  'order.notRead':
    'casebot has not read the list since this was set: at its next poll it checks that the list is in this order, and says so here if it is not.',
  'order.notReadSubmitted':
    'casebot takes the list to be newest case first, as set, and checks each watched case and shared card in turn; it does not read the list to see its order.',
  'order.differs':
    'casebot sees the list ordered by: {seen}, but this is set to {set}, so watched cases are checked one by one. Choose {seen} to hear of changes sooner.',
  'order.setting': 'Recent cases order',
  'agent.which': 'Which case? Write its number (for example `1234`), or words from its subject to search.',
  'agent.help':
    'Write to me here: a case number (`1234`) for its card, words from a subject to search (`printer`), `mine` for your own cases, `aging` for open cases past their time, `help` for this.',
  'agent.noAging': 'No open case among the {count} most recent is past its priority’s time.',
  'agent.promptsTitle': 'Ask casebot',
  'agent.prompt.mine': 'My cases',
  'agent.prompt.mineAsk': 'mine',
  'agent.prompt.aging': 'Aging cases',
  'agent.prompt.agingAsk': 'aging',
  'agent.prompt.search': 'Cases about printer',
  'agent.prompt.searchAsk': 'printer',
  'channel.canvasExists':
    'The channel has a canvas already, so casebot did not make one: the pinned card stays the case’s summary.',
  'channel.noCanvas':
    'This workspace has no canvases (its plan, or an admin turned them off): the pinned card is the case’s summary.',
  'channel.canvasScope':
    'No canvas: casebot has not been granted the `canvases:write` permission (casebot’s App Home shows an admin how to grant it); the pinned card is the case’s summary.',
  'channel.canvasFailed': 'Slack did not make the channel’s canvas just now: the pinned card is the case’s summary.',
  'scopes.header': 'Optional permissions',
  'scopes.why': 'casebot works without these. Each one turns on a feature; Slack asks an admin to approve it.',
  'scopes.unknown': 'Slack did not say which permissions casebot has just now; open this tab again later.',
  'scopes.caseChannels': 'Case channels (a channel per case, its card pinned, its link bookmarked)',
  'scopes.canvases': 'A canvas in each case channel (the case’s summary and notes)',
  'scopes.liveCards': 'Cards kept up to date in channels casebot is not in',
  'scopes.granted': ':white_check_mark: {what}: granted',
  'scopes.missing': ':warning: {what}: not granted ({scopes})',
  'scopes.grant': 'Grant permissions…',
  'scopes.grantHow': 'Slack shows what casebot asks for and installs it again with them; nothing else changes.',
  'scopes.grantOauth':
    'To grant them, open casebot’s install page with `/slack/install/more` after casebot’s address (set `CASEBOT_PUBLIC_URL` to get a button here).',
  'scopes.grantSettings':
    'To grant what is missing: in casebot’s settings at api.slack.com/apps, add the scopes named above under OAuth & Permissions → Bot Token Scopes, then Reinstall to Workspace.',
  'channel.scope':
    'casebot may not make channels here: it has not been granted `{scopes}`. casebot’s App Home shows an admin how to grant it (Optional permissions).',
  'channel.canvasMade': 'Its canvas holds the case’s summary and notes, kept up to date with the card.',
  'agent.lead': 'Read from the case service as you:',
  'reminder.set': 'casebot will send you your open cases by DM {schedule}{empty}. The next one: {next}.',
  'reminder.evenWhenEmpty': ', even when you have none',
  'reminder.none':
    'You have no reminder of your cases. `/cases remind` sends you your open cases by DM every weekday at 09:00; `/cases remind daily 08:30` at another time.',
  'reminder.stopped': 'Your reminder is off. `/cases remind` sets it up again.',
  'reminder.head': ':sunrise: *Your open cases: {count}*',
  'reminder.headOverdue': ':sunrise: *Your open cases: {count}, {overdue} of them aging*',
  'reminder.empty': ':sunrise: You have no open case among the {count} most recent cases.',
  'reminder.looked': 'Among the {count} most recent cases, read from the case service as *{user}*. Aging cases first.',
  'reminder.more': 'And {count} more.',
  'reminder.all': 'All my cases',
  'reminder.late': 'Late: it was due {date}, while casebot was not running.',
  'reminder.ended.unlinked':
    'Your reminder of your cases stopped: you are no longer linked to the case service. Once an admin links you again, `/cases remind` sets it up.',
  'reminder.ended.disconnected':
    'Your reminder of your cases stopped: this workspace is no longer connected to the case service.',
  'reminder.ended.admin': 'An admin ({admin}) stopped your reminder of your cases. `/cases remind` sets it up again.',
  'reminder.modalTitle': 'My cases reminder',
  'schedule.dayLabel': 'On which day (when weekly)',
  'reminder.emptyLabel': 'When you have no open case',
  'reminder.emptyOption': 'Send it all the same (otherwise nothing comes)',
  'reminder.homeTitle': 'My cases by DM',
  'reminder.homeOff': 'Get your open cases by DM at the start of your day, aging ones first.',
  'reminder.homeOn': 'By DM {schedule}{empty}. The next one: {next}.',
  'reminder.homeSetUp': 'Remind me',
  'reminder.listTitle': "Reminders of people's own cases",
  'reminder.row': '{user}: {schedule}. The next one: {next}.',
  'audit.reminder.ended': 'stopped the reminder of {detail}',
  'agent.prompt.remind': 'Remind me every weekday at 9',
  'agent.prompt.remindAsk': 'Remind me every weekday at 9',
  'reminder.listNone': 'Nobody gets a reminder of their own cases yet.',
  'listing.more': 'And {count} more: `{command} list {team}` in the CLI lists every one.',
  'aging.adminTitle': 'Aging alerts',
  'reminder.sentNow': 'Sent: your open cases are in your messages with casebot.',
  'reminder.unknown':
    'casebot could not read “{words}” in a reminder. Write, for example, `/cases remind weekdays 09:00`, `/cases remind weekly friday 16:00` or `/cases remind off`.',
  'reminder.help':
    '*Reminders of your own cases*: casebot sends you your open cases by DM, aging ones first. `/cases remind` shows yours (or sets one up: weekdays at 09:00 in your own time zone); `/cases remind daily 08:30`, `/cases remind weekly friday 16:00` or `/cases remind every morning` changes it; add `even when empty` to hear from it on days with nothing open; `/cases remind off` stops it.',
  'reminder.refusedNow':
    'The case service would not list cases for you just now, so nothing was sent. Try again later.',
  'reminder.unavailable':
    'casebot could not reach the case service as you just now, so nothing was sent. Try again in a moment.',
  'duration.days': '{count, plural, one {# day} other {# days}}',
  'duration.hours': '{count, plural, one {# hour} other {# hours}}',
  'duration.hoursMinutes': '{hours} h {minutes} min',
  'duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'status.name':
    '{group, select, open {open} progress {in progress} waiting {waiting} closed {closed} resolved {resolved} other {reopened}}',
  'priority.name': '{rank, select, 1 {low} 2 {medium} 3 {high} other {urgent}}',
  'aging.thresholds': 'A case is aging when it has had no update for: {thresholds}.',
  'aging.cut': 'Among the {count} most recent cases; casebot reads on at its next rounds.',
  'aging.cutAsked': 'Among the {count} most recent cases (older ones were not read).',
  'install.linkUsed':
    'This install link was already used, or is more than ten minutes old. Start again from casebot’s install page ({path}).',
  'install.failed':
    'casebot could not finish installing: Slack did not confirm it. Start again from casebot’s install page ({path}); if it keeps happening, tell whoever runs casebot.',
  'discussion.line': 'Discussed in: {places}',
  'discussion.lineMore': 'Discussed in: {places} and {count, plural, one {# more} other {# more}}',
  'discussion.label': 'Discussed in',
  'discussion.valueMore': '{places} and {count, plural, one {# more} other {# more}}',
  'discussion.dm': 'a direct message',
  'discussion.groupDm': 'a group DM',
  'discussion.all': 'All conversations',
  'discussion.listIntro': 'Conversations about case {caseNumber} that you can open, newest first:',
  'discussion.none': 'No conversation about case {caseNumber} that you can open.',
  'discussion.row': '{place} · {date} · linked by {user}',
  'discussion.linkTitle': 'Link to a case',
  'discussion.linkSubmit': 'Link',
  'discussion.linkLabel': 'Case number or words from its subject',
  'discussion.linkHint':
    'The case’s card will show this message as discussed here, to whoever can open this conversation.',
  'discussion.needsCase': 'Type a case number, or words from its subject.',
  'discussion.linked': 'Linked: case {caseNumber}’s card now shows this message as discussed in {channel}.',
  'discussion.already':
    'This message was linked to case {caseNumber} already: its card shows it as discussed in {channel}.',
  'discussion.notFound': 'Case {caseNumber} was not found, or you may not see it: nothing was linked.',
  'discussion.noMatch': 'No case you may see matches “{words}”: nothing was linked.',
  'discussion.manyMatch': 'More than one case matches “{words}” ({numbers}): link one by its number.',
  'discussion.sharedChannel':
    'This channel is shared with another organisation: casebot keeps nothing of it, so nothing was linked.',
} as const;

export type MessageKey = keyof typeof en;

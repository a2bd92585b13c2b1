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
  'hint.badNumber': 'Case numbers are whole numbers from 1 to 2147483647, like `/case 1234`.',
  'hint.notFound': "There's no case #{caseNumber} that you can see. To search by subject, try `/cases {placeholder}`.",
  'hint.searchTooLong': 'That search is too long: keep it to {max} characters.',
  'placeholder.text': 'text',
  'placeholder.userName': 'your userName',
  'placeholder.number': 'number',

  // When someone cannot be served.
  'unserved.notConnected':
    ":electric_plug: This Slack workspace isn't connected to the case service yet. An admin can connect it with:\n{command}",
  'unserved.uninstalled':
    ':electric_plug: casebot was removed from this Slack workspace, so it answers nobody here. An admin can add it to Slack again to bring it back.',
  'unserved.notLinked':
    ":bust_in_silhouette: Your Slack account isn't linked to a case service user yet. Ask an admin to run:\n{command}",
  'unserved.credentials':
    ":lock: casebot can't read this workspace's case service credentials. Ask an admin to set the api token again with {command}. Reference: `{ref}`",
  'unserved.noBaseUrl': "casebot doesn't know where this workspace's case service is. Ask an admin to run {command}.",

  // When something went wrong.
  'error.refused': ':x: The case service said: “{description}” (error {code}). Reference: `{ref}`',
  'error.refusedNoDescription': ':x: The case service said: no description (error {code}). Reference: `{ref}`',
  'error.timeout':
    ":warning: The case service didn't answer in time. Try again in a minute; if it keeps happening, give your admin the reference `{ref}`.",
  'error.unreachable':
    ":warning: The case service couldn't be reached. Try again in a minute; if it keeps happening, give your admin the reference `{ref}`.",
  'error.garbled':
    ":warning: The case service didn't answer properly. Try again in a minute; if it keeps happening, give your admin the reference `{ref}`.",
  'error.store':
    ":warning: casebot can't reach its own database right now. Nothing was changed; try again in a minute. If it keeps happening, give your admin the reference `{ref}`.",
  'error.internal':
    ':warning: Something went wrong in casebot. Try again; if it keeps happening, give your admin the reference `{ref}`.',
  'error.staleButton':
    "That button can't be used any more (it's from an older or another workspace's message). Run the command again.",
  'error.shareFailed': ":warning: The case couldn't be shared in this channel. Reference: `{ref}`",
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
  'card.sharedIn': ':white_check_mark: {user} shared this case in {channel} · {date}',
  'card.theChannel': 'the channel',
  'card.caseType': 'Case',
  'unfurl.hint':
    ':link: casebot can show case links as cards when your Slack account is linked to a case service user. Ask an admin to run:\n{command}',
  'shortcut.none': "There's no case number (#1234, case 1234) or case link in that message.",
  'shortcut.more':
    'That message names {count, plural, one {# more case} other {# more cases}}; here are the first five.',
  'find.title': 'Find a case',
  'find.submit': 'Show',
  'find.case': 'Case',
  'find.placeholder': 'Type a number or words of the subject',
  'find.where': 'Show it to me in',
  'workflow.noUser':
    'This step has no user to look the case up as, and the workspace has no default user. Choose a user in the step, or an admin sets a default user with the CLI (workspace set --default-user).',
  'card.unknownDate': 'unknown',
  'button.share': 'Share in channel',
  'button.allNotes': 'All notes',
  'button.openInService': 'Open in case service',
  'button.dismiss': 'Dismiss',
  'button.details': 'View details',
  'button.view': 'View',

  // The list.
  'list.matching': 'Cases matching “{text}”',
  'list.recent': 'Recent cases',
  'list.range': '{first}–{last}',
  'list.rangeMore': '{first}–{last}, more on the next page',
  'list.next': 'Next ▶',
  'list.prev': '◀ Prev',
  'list.footer': 'Page {page} · {size} per page · `/case {placeholder}` opens one',
  'list.noMatch': 'No cases match “{text}”. Try fewer or different words, or a case number.',
  'list.empty': 'There are no cases to show yet.',

  // The All notes modal (titles and buttons of a modal: at most 24 characters).
  'modal.title': 'Notes',
  'modal.titleCase': 'Notes · #{caseNumber}',
  'modal.close': 'Close',
  'modal.loading': ':hourglass_flowing_sand: Loading the notes of case #{caseNumber}…',
  'modal.range': 'Notes {first}–{last} of {total}, newest first',
  'modal.noNotes': 'No notes yet.',
  'modal.newer': '◀ Newer',
  'modal.older': 'Older ▶',
  'modal.noteGoesOn': '_This note goes on; the case service has all of it._',
} as const;

export type MessageKey = keyof typeof en;

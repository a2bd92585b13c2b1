import { LISTED_KINDS, WORKSPACE_OPTIONS_HELP } from '../kinds/registry';

const run = 'npm run casebot --';

/** A command and what it does, on one line of the main help. */
const line = (command: string, what: string) => `  ${command.padEnd(65)}${what}`;

/** Each listed kind's `<kind> list|end` (kinds/registry.ts): its lines in the main help, and its own help. */
const LISTED_LINES = LISTED_KINDS.flatMap(({ name, list, end }) => [
  line(`${name} list <teamId>`, list.line),
  line(`${name} end <teamId> <${end.id}>`, end.line),
]).join('\n');
const LISTED_HELP = Object.fromEntries(
  LISTED_KINDS.flatMap(({ name, list, end }) => [
    [name, `${run} ${name} <list|end> …  (see ${run} ${name} list --help)`],
    [`${name} list`, `Usage: ${run} ${name} list <teamId>\n\n${list.help}`],
    [`${name} end`, `Usage: ${run} ${name} end <teamId> <${end.id}>\n\n${end.help}`],
  ]),
);

export const HELP: Readonly<Record<string, string>> & { main: string } = {
  main: `casebot admin: connect Slack workspaces to the case service and link Slack users to service users.

Usage: ${run} <command> [options]     (add --help to any command)

  workspace set <teamId> --client-name N --api-token T [options]   connect or update a workspace
  workspace list                                                   list connected workspaces
  workspace remove <teamId>                                        disconnect a workspace
  workspace check <teamId> [--user U] [--base-url U]               prove its credentials work
  user link <teamId> <slackUserId> <userName> [--no-check]         act as userName for that Slack user
  user unlink <teamId> <slackUserId>                               remove a link
  user list <teamId>                                               list a workspace's links
  admin add <teamId> <slackUserId>                                 make someone a casebot admin
  admin remove <teamId> <slackUserId>                              take that back
  admin list <teamId>                                              list casebot admins
${LISTED_LINES}

  --sandbox[=FOLDER]  (anywhere) use the running sandbox's database, key and case service instead (the
                      one started last; npm start with no Slack credentials runs one)

Reads DATABASE_URL and CASEBOT_ENCRYPTION_KEY (and CASE_API_BASE_URL) like casebot itself; commands
that touch no api token (admin …, user list, user unlink, user link --no-check) need only DATABASE_URL.
Slack admins and owners, and casebot admins, can also set all of this up on casebot's Home tab in Slack;
every change, from either side, is kept in the audit trail.`,
  workspace: `${run} workspace <set|list|remove|check> …  (see ${run} workspace set --help)`,
  user: `${run} user <link|unlink|list> …  (see ${run} user link --help)`,
  admin: `${run} admin <add|remove|list> …  (see ${run} admin add --help)`,
  ...LISTED_HELP,
  'admin add': `Usage: ${run} admin add <teamId> <slackUserId>

Makes a Slack user a casebot admin of that workspace: they see and change casebot's settings on its Home
tab, and hear of requests for access. The workspace's Slack admins and owners are casebot admins anyway.`,
  'admin remove': `Usage: ${run} admin remove <teamId> <slackUserId>`,
  'admin list': `Usage: ${run} admin list <teamId>`,
  'workspace set': `Usage: ${run} workspace set <teamId> --client-name N --api-token T [options]

Connects a Slack workspace (T…) or a whole Enterprise Grid org (E…) to one account of the case service.
On an existing workspace every option may be left out: what is not given is kept. A new --base-url needs
--api-token again: the stored token is only ever sent where it went before.

  --client-name N            the service's clientName (subscribed account)
  --api-token T              the service's api token; stored encrypted, never printed
  --base-url U               the service's base URL (default: CASE_API_BASE_URL)
  --timezone Z               IANA zone the service writes its dates in (default UTC)
  --page-size K              rows per /cases page, 1 to 20 (default 10)
  --default-user N           act as N for people with no link of their own (off unless set)
  --no-default-user          turn the default user off again
  --workflows-default-user   workflows nobody runs (scheduled, event-triggered) may act as the default user
  --no-workflows-default-user  they may not (the default): the step fails with a message
  --share-contact-details    cards shared into a channel may show customer email and mobile
  --no-share-contact-details they may not (the default)
  --allow-shared-channels    cases may go into channels shared with other organisations (Slack
                             Connect): channel posts, shared cards, unfurls there
  --no-allow-shared-channels they may not (the default)
  --keep-cards-up-to-date    cards shared into channels and case channels are kept up to date: updated
                             in place, new notes in their thread (the default)
  --no-keep-cards-up-to-date they are not: every card kept up to date stops, saying so
  --case-url T               link each card to the case service: an http(s) URL with {number} (the
                             case number) and/or {id} (the ComplaintId), e.g.
                             https://cases.acme.example/case/{number}
  --no-case-url              no link (the default)
  --language L               the language of cards shared into channels: ar, en, fr, de, it or da
                             (default en; each person's own replies are in their Slack language)
  --poll-interval S          check what this workspace is told of its cases every S seconds, 10 to 86400
                             (default: CASEBOT_POLL_INTERVAL_MS, 300000 ms)
  --poll-calls K             at most K calls a minute to its case service while polling (default 60)
  --recent-order O           how its service orders its list of recent cases (GetCases without search
                             text): updated (newest update first: casebot checks only the cases it tells
                             of that changed, each change told within one interval), submitted (newest
                             case first) or unknown (the default: each such case checked in turn; casebot
                             looks at the list now and then to work the order out)
${WORKSPACE_OPTIONS_HELP}
  --default-polling          --poll-interval and --poll-calls back to their defaults`,
  'workspace list': `Usage: ${run} workspace list\n\nLists connected workspaces; tokens show at most their last four characters.`,
  'workspace remove': `Usage: ${run} workspace remove <teamId>\n\nDisconnects a workspace and removes its user links.`,
  'workspace check': `Usage: ${run} workspace check <teamId> [--user U] [--base-url U]

Makes one GetCases call (one row) with the stored credentials, as U, or the default user, or the first
linked user, and reports the service's own errorDescription when it refuses. --base-url checks another
address than the stored one (the stored token is only sent to the address it was set for).`,
  'user link': `Usage: ${run} user link <teamId> <slackUserId> <userName> [--no-check]

Every call casebot makes for that Slack user uses the service userName. Find a member id in Slack:
profile → ⋮ → Copy member ID. casebot first asks the case service for one case as userName (the call
workspace check makes) and saves nothing when it refuses; --no-check saves the link without asking.
Someone who had asked for access on casebot's Home is told by DM (by the running casebot).`,
  'user unlink': `Usage: ${run} user unlink <teamId> <slackUserId>`,
  'user list': `Usage: ${run} user list <teamId>`,
};

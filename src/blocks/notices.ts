import { MAX_SEARCH_TEXT } from './button-values';
import { escapeMrkdwn } from './escape';
import type { Message } from './message';
import { mrkdwn, safe } from './text';

/** A one-section message. */
export function notice(text: string): Message {
  return { text, blocks: [{ type: 'section', text: mrkdwn(text) }] };
}

export const CLI = 'npm run casebot --';

/** A placeholder like `${ph('token')}`, escaped: Slack reads a bare `<…>` as a link, even in code. */
const ph = (name: string) => `&lt;${name}&gt;`;

export const usage = (): Message =>
  notice(
    [
      '*casebot* shows cases from the case service. Only you see these answers until you share them.',
      '• `/case 1234` (or `/case #1234`): one case as a card, with its notes and attachments',
      '• `/cases printer`: search cases by number or subject text, a page at a time',
      '• `/cases`: the most recent cases',
    ].join('\n'),
  );

export const caseNumberHint = (text: string): Message =>
  notice(`“${safe(text, 100)}” isn't a case number. To search by subject, try \`/cases ${safe(text, 100)}\`.`);

export const oneCaseAtATime = (): Message =>
  notice(`One case at a time, please: \`/case 1234\`. To see several, use \`/cases ${ph('text')}\`.`);

export const badCaseNumber = (): Message =>
  notice('Case numbers are whole numbers from 1 to 2147483647, like `/case 1234`.');

export const caseNotFound = (caseNumber: number): Message =>
  notice(`There's no case #${caseNumber} that you can see. To search by subject, try \`/cases ${ph('text')}\`.`);

export const searchTooLong = (): Message =>
  notice(`That search is too long: keep it to ${MAX_SEARCH_TEXT} characters.`);

/** `cli`: how the admin CLI is run where casebot runs (the sandbox names its own database). */
export const notConnected = (teamId: string, cli = CLI): Message =>
  notice(
    `:electric_plug: This Slack workspace isn't connected to the case service yet. An admin can connect it with:\n\`${escapeMrkdwn(cli)} workspace set ${teamId} --client-name ${ph('clientName')} --api-token ${ph('token')}\``,
  );

export const uninstalled = (): Message =>
  notice(
    ':electric_plug: casebot was removed from this Slack workspace, so it answers nobody here. An admin can add it to Slack again to bring it back.',
  );

export const storeUnavailable = (ref: string): Message =>
  notice(
    `:warning: casebot can't reach its own database right now. Nothing was changed; try again in a minute. If it keeps happening, give your admin the reference \`${ref}\`.`,
  );

export const notLinked = (teamId: string, userId: string, cli = CLI): Message =>
  notice(
    `:bust_in_silhouette: Your Slack account isn't linked to a case service user yet. Ask an admin to run:\n\`${escapeMrkdwn(cli)} user link ${teamId} ${userId} ${ph('your userName')}\``,
  );

export const credentialsUnreadable = (teamId: string, ref: string): Message =>
  notice(
    `:lock: casebot can't read this workspace's case service credentials. Ask an admin to set the api token again with \`${CLI} workspace set ${teamId} --api-token ${ph('token')}\`. Reference: \`${ref}\``,
  );

export const noBaseUrl = (teamId: string): Message =>
  notice(
    `casebot doesn't know where this workspace's case service is. Ask an admin to run \`${CLI} workspace set ${teamId} --base-url ${ph('url')}\`.`,
  );

export const serviceRefused = (errorCode: number, description: string, ref: string): Message =>
  notice(
    `:x: The case service said: ${description ? `“${safe(description, 500)}”` : 'no description'} (error ${errorCode}). Reference: \`${ref}\``,
  );

export const serviceUnavailable = (reason: 'timeout' | 'unreachable' | 'garbled', ref: string): Message => {
  const what = {
    timeout: "didn't answer in time",
    unreachable: "couldn't be reached",
    garbled: "didn't answer properly",
  }[reason];
  return notice(
    `:warning: The case service ${what}. Try again in a minute; if it keeps happening, give your admin the reference \`${ref}\`.`,
  );
};

export const internalError = (ref: string): Message =>
  notice(
    `:warning: Something went wrong in casebot. Try again; if it keeps happening, give your admin the reference \`${ref}\`.`,
  );

export const staleButton = (): Message =>
  notice(
    "That button can't be used any more (it's from an older or another workspace's message). Run the command again.",
  );

/** `date` is already formatted for Slack (a date token). */
export const sharedNotice = (userId: string, channelId: string | null, date: string): string =>
  `:white_check_mark: <@${userId}> shared this case in ${channelId ? `<#${channelId}>` : 'the channel'} · ${date}`;

export const notesUnavailable = (): Message =>
  notice(":warning: The notes couldn't be opened (Slack closed the window for it). Press *All notes* again.");

export const shareFailed = (ref: string): Message =>
  notice(`:warning: The case couldn't be shared in this channel. Reference: \`${ref}\``);

import type { webApi } from '@slack/bolt';
import { ErrorCode } from '@slack/web-api';
import { LruCache } from '../lib/lru';
import { withTimeout } from '../lib/with-timeout';

/** Most members read when looking for a workspace's admins (pages of 200). */
const MAX_MEMBERS_READ = 2_000;
/** Most admins told of one access request. */
export const MAX_ADMINS_TOLD = 20;

interface SlackMember {
  id?: string;
  deleted?: boolean;
  is_bot?: boolean;
  is_admin?: boolean;
  is_owner?: boolean;
  is_primary_owner?: boolean;
  enterprise_user?: { is_admin?: boolean; is_owner?: boolean };
}

const live = (user: SlackMember | undefined): user is SlackMember => Boolean(user && !user.deleted && !user.is_bot);
const isAdminMember = (user: SlackMember | undefined) =>
  live(user) && Boolean(user.is_admin || user.is_owner || user.is_primary_owner);
/** An Enterprise Grid org's admins and owners: a workspace admin is not one. */
const isOrgAdminMember = (user: SlackMember | undefined) =>
  live(user) && Boolean(user.enterprise_user?.is_admin || user.enterprise_user?.is_owner);

/** How long Slack's last answer on someone's admin role stands in when Slack does not answer in time. */
export const ADMIN_ANSWER_KEPT_MS = 10 * 60 * 1000;
const lastAdminAnswers = new LruCache<boolean>(10_000, ADMIN_ANSWER_KEPT_MS);

/**
 * Whether Slack says this person is an admin or owner of the workspace (`org`: of the whole Enterprise
 * Grid org, for settings connected org-wide): asked each time, so someone whose admin role was taken away
 * loses casebot's settings with Slack's next answer. When no answer comes in time, Slack's last one about
 * them in that workspace (`teamId`) from the last ten minutes stands in (the Home an admin just opened
 * keeps working while Slack is slow); false when there is none, or when Slack answers with an error.
 */
export async function isSlackAdmin(
  client: webApi.WebClient,
  userId: string,
  options: { org?: boolean; timeoutMs?: number; teamId?: string } = {},
): Promise<boolean> {
  const remembered = options.teamId ? `${options.teamId}:${options.org ? 'org' : 'ws'}:${userId}` : undefined;
  try {
    const info = await withTimeout(client.users.info({ user: userId }), options.timeoutMs ?? 1_500, 'users.info');
    const user = info.user as SlackMember | undefined;
    const admin = options.org ? isOrgAdminMember(user) : isAdminMember(user);
    if (remembered) lastAdminAnswers.set(remembered, admin);
    return admin;
  } catch (error) {
    // Slack answered, and not with the person (`user_not_found`…): not an admin, from now on too.
    const answered = (error as { code?: string }).code === ErrorCode.PlatformError;
    if (answered && remembered) lastAdminAnswers.set(remembered, false);
    return !answered && remembered ? (lastAdminAnswers.get(remembered) ?? false) : false;
  }
}

/**
 * The workspace's Slack admins and owners (`org`: the Grid org's), from `users.list`, at most
 * MAX_ADMINS_TOLD; none when Slack can't say.
 */
export async function slackAdmins(
  client: webApi.WebClient,
  options: { org?: boolean; timeoutMs?: number } = {},
): Promise<string[]> {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const wanted = options.org ? isOrgAdminMember : isAdminMember;
  const found: string[] = [];
  try {
    let cursor: string | undefined;
    let read = 0;
    do {
      const page = await withTimeout(
        client.users.list({ limit: 200, ...(cursor ? { cursor } : {}) }),
        timeoutMs,
        'users.list',
      );
      const members = (page.members ?? []) as SlackMember[];
      read += members.length;
      for (const member of members) if (wanted(member) && member.id) found.push(member.id);
      cursor = page.response_metadata?.next_cursor || undefined;
    } while (cursor && read < MAX_MEMBERS_READ && found.length < MAX_ADMINS_TOLD);
  } catch {
    // Slack could not say: the admins listed with the CLI are still told.
  }
  return found.slice(0, MAX_ADMINS_TOLD);
}

/**
 * Whom casebot tells what an admin must know: its own admins (named with the CLI, `listed`) and the
 * workspace's (or org's) Slack admins, at most MAX_ADMINS_TOLD.
 */
export async function adminsToTell(
  listed: Promise<string[]>,
  client: webApi.WebClient,
  key: string,
  slack: Promise<string[]> = slackAdmins(client, { org: key.startsWith('E') }),
): Promise<string[]> {
  const [named, found] = await Promise.all([listed, slack]);
  return [...new Set([...named, ...found])].slice(0, MAX_ADMINS_TOLD);
}

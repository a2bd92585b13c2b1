import type { webApi } from '@slack/bolt';
import { caseUrlOf, renderCaseCard } from '../blocks/case-card';
import { followPost, followsEnded } from '../blocks/follow';
import type { CaseApi } from '../case-api/client';
import type { CaseService } from '../cases/case-service';
import { languageIdForLocale } from '../case-api/language';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { translator } from '../i18n/translate';
import type { LanguageLookup } from '../slack/locale';
import type { Resolve } from '../workspaces/resolve';
import type { Workspace } from '../workspaces/store';
import { pollFailure } from './errors';
import type { Follow, FollowStore } from './follow-store';
import { followPostKey, followsEndedKey } from './notice-keys';

/** Rows of a followed search read each poll: the newest, where new cases appear. */
export const FOLLOW_ROWS = 50;
/** New cases posted per follow and poll; the rest wait for the next poll (a burst stays a trickle). */
const POSTS_PER_POLL = 10;

export interface FollowPollDeps {
  follows: FollowStore;
  resolve: Resolve;
  api: CaseApi;
  /** The same search `/cases` and the follow's start make: rows casebot cannot open left out, each case once. */
  cases: Pick<CaseService, 'searchCases'>;
  languageFor: LanguageLookup;
  /**
   * False only when Slack says the person is not a member of the workspace: someone served through the
   * default user who is not a member (an unlinked guest) is treated as not linked. Absent: not checked.
   */
  isMember?: (teamId: string, userId: string) => Promise<boolean>;
}

/** Whether someone resolved through the default user may still be served in the background. */
export async function standsIn(
  deps: Pick<FollowPollDeps, 'isMember'>,
  caller: { viaDefaultUser: boolean },
  teamId: string,
  userId: string,
): Promise<boolean> {
  return !caller.viaDefaultUser || !deps.isMember || deps.isMember(teamId, userId);
}

export type EndReason = 'unlinked' | 'disconnected' | 'refused' | 'cannot_post';

/** Ends follows with one DM to each person who set them up (none when Slack would refuse it). */
export async function endFollows(
  deps: FollowPollDeps,
  client: webApi.WebClient | undefined,
  teamId: string,
  reason: EndReason | 'uninstalled',
  which: { id?: string; createdBy?: string } = {},
): Promise<void> {
  const langs = new Map<string, Lang>();
  if (reason !== 'uninstalled' && client) {
    const creators = new Set((await deps.follows.listFollows(teamId)).map((f) => f.createdBy));
    for (const creator of creators) langs.set(creator, await deps.languageFor(client, teamId, creator));
  }
  await deps.follows.endFollows(
    teamId,
    which,
    reason === 'uninstalled'
      ? undefined
      : (creator, ended) => ({
          dedupeKey: followsEndedKey(),
          slackUserId: creator,
          channelId: null,
          message: followsEnded(translator(langs.get(creator) ?? DEFAULT_LANG), reason, ended),
        }),
  );
}

/**
 * One follow: the newest matching cases read as the person who set it up, and each one not seen before
 * recorded with its post (the compact card in the workspace's language, contact details withheld).
 * Says it was checked, or why the follow cannot go on. Each call after the first waits its turn (`pace`).
 */
export async function checkFollow(
  deps: FollowPollDeps,
  follow: Follow,
  workspace: Workspace,
  pace: () => Promise<void>,
): Promise<
  | { checked: true }
  | { ended: 'user_not_linked' | 'refused' | 'workspace' | 'uninstalled' }
  | { failed: 'token_unreadable' | 'no_base_url' }
> {
  const resolution = await deps.resolve({ teamId: follow.teamId, enterpriseId: undefined, userId: follow.createdBy });
  if (!resolution.ok) {
    if (resolution.reason === 'token_unreadable' || resolution.reason === 'no_base_url') {
      return { failed: resolution.reason };
    }
    if (resolution.reason === 'workspace_uninstalled') return { ended: 'uninstalled' };
    return { ended: resolution.reason === 'user_not_linked' ? 'user_not_linked' : 'workspace' };
  }
  if (!(await standsIn(deps, resolution.caller, follow.teamId, follow.createdBy))) return { ended: 'user_not_linked' };
  const caller = { ...resolution.caller, languageId: languageIdForLocale(workspace.language) };
  let rows;
  try {
    rows = (await deps.cases.searchCases(caller, follow.searchText, 0, FOLLOW_ROWS)).items;
  } catch (error) {
    const kind = pollFailure(error);
    if (kind === 'refused') return { ended: 'refused' };
    if (kind === 'passing') throw error;
    // An answer casebot cannot read: try again at the follow's next turn.
    await deps.follows.touch(follow);
    return { checked: true };
  }
  const fresh = await deps.follows.unseen(
    follow,
    rows.map((r) => r.ComplaintId),
  );
  // Oldest first, as they came in.
  const toPost = rows
    .filter((r) => fresh.includes(r.ComplaintId))
    .reverse()
    .slice(0, POSTS_PER_POLL);
  const tr = translator(workspace.language);
  for (const row of toPost) {
    // Each call waits its turn under the workspace's cap, like the watches'.
    await pace();
    let details;
    try {
      details = await deps.api.getCaseDetails(caller, row.ComplaintId);
    } catch (error) {
      const kind = pollFailure(error);
      if (kind === 'passing') throw error;
      // Listed but not opened for this person (refused), or an answer casebot cannot read (this case
      // only): counted as seen, never posted.
      await deps.follows.recordNewCase(follow, row.ComplaintId, undefined);
      continue;
    }
    const card = renderCaseCard(details, {
      tr,
      teamId: follow.teamId,
      timeZone: workspace.timeZone,
      audience: 'shared',
      // A channel is wider than the person who set the follow up.
      showContactDetails: false,
      facts: { priority: row.Priority, lastUpdated: row.LastUpdatedTime, lastUpdatedBy: row.LastUpdatedBy },
      caseUrl: caseUrlOf(workspace.caseUrlTemplate, details),
    });
    await deps.follows.recordNewCase(follow, row.ComplaintId, {
      dedupeKey: followPostKey(follow.id, row.ComplaintId),
      slackUserId: null,
      channelId: follow.channelId,
      message: followPost(tr, follow, card),
    });
  }
  await deps.follows.touch(follow);
  return { checked: true };
}

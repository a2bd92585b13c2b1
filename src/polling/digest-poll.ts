import type { webApi } from '@slack/bolt';
import { DEFAULT_AGING } from '../cases/aging';
import { digestContent } from '../cases/digest-content';
import { nextDigestTime } from '../cases/digest-schedule';
import { parseFollowSearch, passesFilters } from '../cases/follow-filters';
import { digestPost } from '../blocks/digest';
import { digestEnded, digestEndedFor, digestRefused } from '../blocks/digest-setup';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { translator } from '../i18n/translate';
import { digestOwnerKey, digestPostKey } from '../spine/notice-keys';
import { deferredOutcome, type Telling, type Unasked } from '../spine/unasked';
import type { Digest, DigestStore } from '../watch/digest-store';
import type { AgingStore } from '../watch/aging-store';
import type { Workspace } from '../workspaces/store';
import { pollFailure } from './errors';
import type { FollowOutcome } from './follow-poll';

/** Rows a digest reads: one page of the service's list, its newest matches. */
export const DIGEST_ROWS = 100;

/** A digest posted this long after its time says it is late (casebot was not running, or the round was full). */
const LATE_AFTER_MS = 10 * 60_000;

export interface DigestRunDeps {
  digests: DigestStore;
  /** The workspace's aging alerts: a digest's "aging" uses their thresholds where they are set. */
  aging?: Pick<AgingStore, 'settings'>;
  /** The one way unasked work runs: as whoever set the digest up, in the workspace's language. */
  unasked: Unasked;
  closedStatuses: readonly string[];
  now?: () => number;
}

/** When a digest is sent: at the time it was due (once), or because someone pressed Send now (once per press). */
export type DigestWhen = { due: Date } | { pressed: string };

export type DigestOutcome =
  | 'sent'
  | 'quiet'
  /** Someone else sent it for this time first (another replica): nothing written. */
  | 'taken'
  | 'refused'
  | 'ended'
  | 'deferred'
  | 'workspace_not_connected'
  | 'workspace_uninstalled'
  | 'token_unreadable'
  | 'no_base_url';

/**
 * One digest: its search read as the person who set it up (one call), compared with what the digest
 * before it showed, and posted into its channel in the workspace's language, with its next time and what
 * it showed written in the same write as the post (once per time it is due, on every replica). A refusal
 * of the search tells its owner by DM, not the channel, and the digest tries again at its next time; an
 * owner who is no longer linked ends it, said in the channel. A service that is down throws: the digest
 * stays due, and is sent late once it answers.
 */
export async function sendDigest(
  deps: DigestRunDeps,
  digest: Digest,
  workspace: Workspace,
  client: webApi.WebClient | undefined,
  when: DigestWhen,
): Promise<DigestOutcome> {
  const task = {
    name: 'digest' as const,
    teamId: digest.teamId,
    actsAs: digest.createdBy,
    reader: { channel: digest.channelId },
    client,
  };
  const result = await deps.unasked.run(task, (telling) => compose(deps, digest, workspace, client, when, telling));
  if (result.kind === 'done') return result.value;
  if (result.kind === 'defer') return deferredOutcome(result);
  const { reason } = result.unserved;
  if (reason === 'workspace_uninstalled') return 'workspace_uninstalled';
  if (reason !== 'user_not_linked') return 'workspace_not_connected';
  const tr = translator(workspace.language ?? DEFAULT_LANG);
  await deps.digests.endDigests(digest.teamId, { createdBy: digest.createdBy }, (ended) =>
    ended.map((d) => ({
      dedupeKey: digestOwnerKey(),
      slackUserId: null,
      channelId: d.channelId,
      message: digestEnded(tr, d),
    })),
  );
  return 'ended';
}

async function compose(
  deps: DigestRunDeps,
  digest: Digest,
  workspace: Workspace,
  client: webApi.WebClient | undefined,
  when: DigestWhen,
  { cases, tr, ref, upstream }: Telling,
): Promise<DigestOutcome> {
  const now = new Date((deps.now ?? Date.now)());
  const timeZone = workspace.timeZone;
  const dueAt = 'due' in when ? when.due : null;
  const nextDueAt = dueAt ? nextDigestTime(digest, now, timeZone) : digest.nextDueAt;
  const search = parseFollowSearch(digest.searchText);
  let items;
  try {
    items = (await cases.searchCases(search.text, 0, DIGEST_ROWS)).items.filter((r) =>
      passesFilters(r, search.filters),
    );
  } catch (error) {
    // The service slow, down or limiting: the digest stays due and goes once it answers (late, saying so).
    if (pollFailure(error) === 'passing') throw error;
    // Refused, or an answer about this search casebot cannot read: told to its owner in their own
    // language, never to the channel; tried again at its next time (the workspace's other work goes on).
    const lang = client
      ? await deps.unasked.languageOf({ client, teamId: digest.teamId }, digest.createdBy)
      : DEFAULT_LANG;
    const notice = dueAt
      ? {
          dedupeKey: digestOwnerKey(),
          slackUserId: digest.createdBy,
          channelId: null,
          message: digestRefused(translator(lang), digest, dueAt, timeZone),
        }
      : undefined;
    await deps.digests.recordDigest(digest, { dueAt, nextDueAt, snapshot: null, notice });
    return 'refused';
  }
  const thresholds = (await deps.aging?.settings(digest.teamId))?.thresholds;
  const content = digestContent(items, digest.snapshot, {
    thresholds: thresholds && thresholds.length > 0 ? thresholds : DEFAULT_AGING,
    closedStatuses: deps.closedStatuses,
    timeZone,
    now,
  });
  const late = dueAt && now.getTime() - dueAt.getTime() > LATE_AFTER_MS ? dueAt : undefined;
  const silent = content.quiet && digest.quiet && dueAt !== null;
  const notice = silent
    ? undefined
    : {
        dedupeKey: digestPostKey(digest.id, dueAt ?? { pressed: 'pressed' in when ? when.pressed : '' }),
        slackUserId: null,
        channelId: digest.channelId,
        message: digestPost({
          tr,
          digest,
          content,
          timeZone,
          caseUrlTemplate: workspace.caseUrlTemplate,
          since: digest.lastSentAt,
          ...(late ? { lateFrom: late } : {}),
        }),
        ref,
        upstream: upstream.splice(0),
      };
  const recorded = await deps.digests.recordDigest(digest, { dueAt, nextDueAt, snapshot: content.snapshot, notice });
  if (!recorded) return 'taken';
  return silent ? 'quiet' : 'sent';
}

/** A due digest in a poll, its outcome as the poll counts it: sent, silent, taken or refused are all an answer. */
export async function digestInPoll(
  deps: DigestRunDeps,
  digest: Digest,
  workspace: Workspace | undefined,
  client: webApi.WebClient | undefined,
): Promise<FollowOutcome> {
  if (!workspace) return 'workspace_not_connected';
  const outcome = await sendDigest(deps, digest, workspace, client, { due: digest.nextDueAt });
  if (outcome === 'sent' || outcome === 'quiet' || outcome === 'taken' || outcome === 'refused' || outcome === 'ended')
    return 'checked';
  return outcome;
}

/** Ends digests (one, or all of a workspace) with one DM to each owner in their language (none when uninstalled). */
export async function endDigests(
  deps: Pick<DigestRunDeps, 'digests' | 'unasked'>,
  client: webApi.WebClient | undefined,
  teamId: string,
  reason: 'cannot_post' | 'disconnected' | 'uninstalled',
  which: { id?: string } = {},
): Promise<void> {
  // Only the owners it tells: one digest's, or every one of the workspace.
  const digests = which.id
    ? [await deps.digests.getDigest(teamId, which.id)].filter((d) => d !== undefined)
    : await deps.digests.listDigests(teamId);
  const owners = new Set(digests.map((d) => d.createdBy));
  const langs = new Map<string, Lang>();
  if (reason !== 'uninstalled' && client) {
    for (const owner of owners) langs.set(owner, await deps.unasked.languageOf({ client, teamId }, owner));
  }
  await deps.digests.endDigests(teamId, which, (ended) =>
    reason === 'uninstalled'
      ? []
      : ended.map((d) => ({
          dedupeKey: digestOwnerKey(),
          slackUserId: d.createdBy,
          channelId: null,
          message: digestEndedFor(translator(langs.get(d.createdBy) ?? DEFAULT_LANG), d, reason),
        })),
  );
}

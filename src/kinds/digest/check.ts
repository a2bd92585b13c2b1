import type { webApi } from '@slack/bolt';
import type { FrameReads } from '../surfaces';
import { digestContent } from './content';
import { nextTimeOf } from '../../cases/schedule';
import { parseFilteredSearch, passesFilters } from '../../cases/search-filters';
import { digestPost } from './blocks';
import { digestRefused } from './setup-blocks';
import { DEFAULT_LANG } from '../../i18n/languages';
import { translator } from '../../i18n/translate';
import { digestOwnerKey, digestPostKey } from './keys';
import type { Telling, Unasked } from '../../spine/unasked';
import type { Digest, DigestStore } from './store';
import type { Workspace } from '../../workspaces/store';
import { pollFailure } from '../../cases/poll-failure';
import type { KindOutcome, NotServed } from '../kind';
import type { DueOutcome, DueWhen } from '../due-at';

/** Rows a digest reads: one page of the service's list, its newest matches. */
export const DIGEST_ROWS = 100;

/** A digest posted this long after its time says it is late (casebot was not running, or the round was full). */
const LATE_AFTER_MS = 10 * 60_000;

/** Marks overdue cases by the workspace's thresholds (`thresholdsOf`). */
export interface DigestRunDeps extends FrameReads {
  digests: DigestStore;
  /** The one way unasked work runs: as whoever set the digest up, in the workspace's language. */
  unasked: Unasked;
  closedStatuses: readonly string[];
  now?: () => number;
}

/** When a digest is sent: at the time it was due (once), or because someone pressed Send now (once per press). */
export type DigestWhen = DueWhen;

/** How a digest went (its owner no longer served: it ends with everything they set up, said in its channel). */
export type DigestOutcome = DueOutcome | NotServed;

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
  /** Waits the call's turn (a poll's pace; nothing for Send now). */
  pace: () => Promise<void> = async () => undefined,
): Promise<DigestOutcome> {
  const task = {
    name: 'digest' as const,
    teamId: digest.teamId,
    actsAs: digest.createdBy,
    reader: { channel: digest.channelId },
    client,
  };
  return deps.unasked.outcome(task, (telling) => compose(deps, digest, workspace, client, when, telling, pace));
}

async function compose(
  deps: DigestRunDeps,
  digest: Digest,
  workspace: Workspace,
  client: webApi.WebClient | undefined,
  when: DigestWhen,
  { cases, tr, ref, upstream }: Telling,
  pace: () => Promise<void>,
): Promise<DigestOutcome> {
  const now = new Date((deps.now ?? Date.now)());
  const timeZone = workspace.timeZone;
  const dueAt = 'due' in when ? when.due : null;
  const nextDueAt = dueAt ? nextTimeOf(digest, now, timeZone) : digest.nextDueAt;
  const search = parseFilteredSearch(digest.searchText);
  let items;
  await pace();
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
  const content = digestContent(items, digest.snapshot, {
    thresholds: await deps.thresholdsOf(digest.teamId),
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

/** A due digest in a poll, its outcome as the poll counts it: a post queued is told; silent, taken or refused an answer. */
export async function digestInPoll(
  deps: DigestRunDeps,
  digest: Digest,
  workspace: Workspace | undefined,
  client: webApi.WebClient | undefined,
  pace: () => Promise<void>,
): Promise<KindOutcome> {
  if (!workspace) return 'workspace_not_connected';
  const outcome = await sendDigest(deps, digest, workspace, client, { due: digest.nextDueAt }, pace);
  if (outcome === 'sent' || outcome === 'refused') return 'told';
  if (outcome === 'quiet' || outcome === 'taken') return 'answered';
  return outcome;
}

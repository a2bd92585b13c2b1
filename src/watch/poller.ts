import type { webApi } from '@slack/bolt';
import { changeNotice, type EndReason, watchesEnded } from '../blocks/watch';
import type { CaseApi } from '../case-api/client';
import type { CaseService } from '../cases/case-service';
import { languageIdForLocale } from '../case-api/language';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { translator } from '../i18n/translate';
import type { Logger } from '../logging';
import type { LanguageLookup } from '../slack/locale';
import type { Resolve } from '../workspaces/resolve';
import type { WorkspaceStore } from '../workspaces/store';
import { deliverNotices, type Delivery } from './delivery';
import { pollFailure } from './errors';
import { checkFollow, endFollows } from './follow-poll';
import type { Follow, FollowStore } from './follow-store';
import type { NoticeInput, Watch, WatchStore } from './watch-store';
import { watchChangeKey, watchesEndedKey } from './notice-keys';

export interface PollDefaults {
  /** CASEBOT_POLL_INTERVAL_MS: how often a workspace's watches are checked, unless it says otherwise. */
  intervalMs: number;
  /** Calls a minute to a workspace's case service, unless it says otherwise. */
  callsPerMinute: number;
}

export interface PollerDeps {
  watches: WatchStore;
  follows: FollowStore;
  cases: Pick<CaseService, 'searchCases'>;
  store: WorkspaceStore;
  resolve: Resolve;
  api: CaseApi;
  /** The Slack client that speaks for casebot in a workspace; undefined when casebot has no token there. */
  slackFor: (teamId: string) => Promise<webApi.WebClient | undefined>;
  languageFor: LanguageLookup;
  logger: Logger;
  defaults: PollDefaults;
  delivery: Delivery;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** How long sent notices are kept (what was told, and when, for an inquiry). */
const NOTICES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Longest a failing workspace waits before its next poll. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;

export type PollResult = 'polled' | 'backoff' | 'failed' | 'ended';

/** The polling interval and call budget of a workspace. */
async function pollSettings(deps: Pick<PollerDeps, 'store' | 'defaults'>, teamId: string) {
  const workspace = await deps.store.getWorkspace(teamId);
  const intervalMs = workspace?.pollIntervalMs ?? deps.defaults.intervalMs;
  const callsPerMinute = workspace?.pollCallsPerMinute ?? deps.defaults.callsPerMinute;
  return { workspace, intervalMs, callsPerMinute };
}

/**
 * One poll of one workspace: the watches checked longest ago (as many as its calls-a-minute budget
 * allows in one interval, spaced evenly), each fetched as its watcher; a change is recorded with its
 * DM in one write, then everything waiting is delivered. A failing service backs the workspace off;
 * other workspaces are polled by their own jobs and never wait for it.
 */
export function createPoller(deps: PollerDeps) {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function languageOf(client: webApi.WebClient | undefined, teamId: string, userId: string): Promise<Lang> {
    return client ? deps.languageFor(client, teamId, userId) : DEFAULT_LANG;
  }

  /** Ends watches and queues one DM per person saying why (none after an uninstall: Slack would refuse it). */
  async function end(
    client: webApi.WebClient | undefined,
    teamId: string,
    reason: EndReason | 'uninstalled',
    target: { slackUserId?: string; caseId?: number } = {},
  ): Promise<number> {
    const langs = new Map<string, Lang>();
    if (reason !== 'uninstalled') {
      const people = target.slackUserId
        ? [target.slackUserId]
        : [...new Set((await deps.watches.dueWatches(teamId, 100_000)).map((w) => w.slackUserId))];
      for (const person of people) langs.set(person, await languageOf(client, teamId, person));
    }
    return deps.watches.endWatches(
      teamId,
      target.slackUserId,
      reason === 'uninstalled'
        ? undefined
        : (person, ended): NoticeInput => ({
            // Written in the transaction that deletes the watches: only one ending ever queues it.
            dedupeKey: watchesEndedKey(),
            slackUserId: person,
            channelId: null,
            message: watchesEnded(
              translator(langs.get(person) ?? DEFAULT_LANG),
              reason,
              ended.map((w) => w.caseNumber),
            ),
          }),
      target.caseId,
    );
  }

  async function check(watch: Watch, client: webApi.WebClient | undefined, timeZone: string) {
    const resolution = await deps.resolve({ teamId: watch.teamId, enterpriseId: undefined, userId: watch.slackUserId });
    if (!resolution.ok) return resolution.reason;
    const lang = await languageOf(client, watch.teamId, watch.slackUserId);
    let details;
    try {
      details = await deps.api.getCaseDetails(
        { ...resolution.caller, languageId: languageIdForLocale(lang) },
        watch.caseId,
      );
    } catch (error) {
      const kind = pollFailure(error);
      if (kind === 'refused') return 'refused' as const;
      if (kind === 'passing') throw error;
      // This case's answer cannot be read: its turn is over, the other watches go on.
      await deps.watches.recordCheck(watch, watch.seen);
      deps.logger.warn(
        { team: watch.teamId, caseId: watch.caseId, err: error instanceof Error ? error.name : 'Error' },
        'watched case could not be read; skipped until its next turn',
      );
      return 'unreadable' as const;
    }
    const seenIds = new Set(watch.seen.noteIds);
    const newNotes = details.notes.filter((n) => !seenIds.has(n.id));
    // `open` and `Open ` are the same status: the service is not consistent about case and spaces.
    const norm = (status: string) => status.trim().replace(/\s+/g, ' ').toLowerCase();
    const statusChanged = norm(details.status) !== norm(watch.seen.status);
    const seen = {
      status: details.status,
      noteIds: details.notes.map((n) => n.id),
      lastUpdated: watch.seen.lastUpdated,
    };
    if (!statusChanged && newNotes.length === 0) {
      await deps.watches.recordCheck(watch, seen);
      return 'unchanged' as const;
    }
    const message = changeNotice({
      tr: translator(lang),
      case: { teamId: watch.teamId, caseId: watch.caseId, caseNumber: details.caseNumber, subject: details.subject },
      timeZone,
      oldStatus: watch.seen.status,
      newStatus: details.status,
      newNotes,
    });
    const recorded = await deps.watches.recordCheck(watch, seen, {
      dedupeKey: watchChangeKey(watch.id, watch.version + 1),
      slackUserId: watch.slackUserId,
      channelId: null,
      message,
    });
    return recorded ? ('changed' as const) : ('raced' as const);
  }

  /** A watch checked, and ended when its person or case is gone; says what stops the poll, if anything. */
  async function checkWatch(watch: Watch, client: webApi.WebClient | undefined, timeZone: string) {
    const outcome = await check(watch, client, timeZone);
    if (outcome === 'user_not_linked') await end(client, watch.teamId, 'unlinked', { slackUserId: watch.slackUserId });
    else if (outcome === 'refused') {
      await end(client, watch.teamId, 'refused', { slackUserId: watch.slackUserId, caseId: watch.caseId });
    }
    return outcome;
  }

  /** A follow checked, or ended when its person or search is refused; says what stops the poll, if anything. */
  async function followOutcome(
    follow: Follow,
    client: webApi.WebClient | undefined,
    workspace: Awaited<ReturnType<typeof pollSettings>>['workspace'],
    pace: () => Promise<void>,
  ): Promise<'checked' | 'workspace_not_connected' | 'workspace_uninstalled' | 'token_unreadable' | 'no_base_url'> {
    if (!workspace) return 'workspace_not_connected';
    const checked = await checkFollow(deps, follow, workspace, pace);
    if ('checked' in checked) return 'checked';
    if ('failed' in checked) return checked.failed;
    if (checked.ended === 'workspace') return 'workspace_not_connected';
    if (checked.ended === 'uninstalled') return 'workspace_uninstalled';
    const reason = checked.ended === 'user_not_linked' ? 'unlinked' : 'refused';
    await endFollows(
      deps,
      client,
      follow.teamId,
      reason,
      reason === 'unlinked' ? { createdBy: follow.createdBy } : { id: follow.id },
    );
    return 'checked';
  }

  async function poll(teamId: string): Promise<PollResult> {
    const state = await deps.watches.pollState(teamId);
    if (state.backoffUntil && state.backoffUntil.getTime() > now()) return 'backoff';
    const { workspace, intervalMs, callsPerMinute } = await pollSettings(deps, teamId);
    const client = await deps.slackFor(teamId).catch(() => undefined);
    if (workspace?.uninstalledAt) {
      await end(client, teamId, 'uninstalled');
      await endFollows(deps, client, teamId, 'uninstalled');
      return 'ended';
    }
    // Calls are spaced so that no minute sees more than the cap, and a poll ends within 80% of its
    // interval (then stops, leaving the rest to the next): two polls of a workspace never overlap.
    const gapMs = 60_000 / callsPerMinute;
    const budget = Math.max(1, Math.floor((intervalMs * 0.8) / gapMs));
    const deadline = now() + intervalMs * 0.9;
    // Watches and follows share the budget: whichever was checked longest ago goes first.
    const [watchesDue, followsDue] = await Promise.all([
      deps.watches.dueWatches(teamId, budget),
      deps.follows.listFollows(teamId),
    ]);
    const due = [
      ...watchesDue.map((watch) => ({ kind: 'watch' as const, watch, at: watch.checkedAt.getTime() })),
      ...followsDue.map((follow) => ({ kind: 'follow' as const, follow, at: follow.checkedAt.getTime() })),
    ].sort((a, b) => a.at - b.at);
    const started = now();
    let calls = 0;
    // Every call waits its turn: spaced evenly over the minute, the service never sees more than its cap.
    const pace = async () => {
      const wait = started + calls * gapMs - now();
      if (wait > 0) await sleep(wait);
    };
    let failure: unknown;
    let result: PollResult = 'polled';
    for (const item of due) {
      if (calls >= budget || now() > deadline || stopping) break;
      await pace();
      try {
        const outcome =
          item.kind === 'watch'
            ? await checkWatch(item.watch, client, workspace?.timeZone ?? 'UTC')
            : await followOutcome(item.follow, client, workspace, async () => {
                calls += 1;
                await pace();
              });
        // A follow counted its extra calls as it made them; its first is counted here.
        calls += 1;
        if (outcome === 'workspace_not_connected') {
          await end(client, teamId, 'disconnected');
          await endFollows(deps, client, teamId, 'disconnected');
          result = 'ended';
          break;
        } else if (outcome === 'workspace_uninstalled') {
          await end(client, teamId, 'uninstalled');
          await endFollows(deps, client, teamId, 'uninstalled');
          result = 'ended';
          break;
        } else if (outcome === 'token_unreadable' || outcome === 'no_base_url') {
          failure = new Error(outcome);
          break;
        }
      } catch (error) {
        // The service is slow, down or answers garbage: try again later, without ending anything.
        failure = error;
        break;
      }
    }
    await deliverNotices(deps.delivery, deps.watches, teamId, client, deps.logger);
    await deps.watches.pruneNotices(teamId, new Date(now() - NOTICES_KEPT_MS));
    if (failure !== undefined) {
      const failures = state.failures + 1;
      const backoffMs = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** Math.min(failures - 1, 10));
      await deps.watches.setPollState(teamId, { failures, backoffUntil: new Date(now() + backoffMs) });
      deps.logger.warn(
        { team: teamId, failures, backoffMs, err: failure instanceof Error ? failure.name : 'Error' },
        'watch poll failed; backing off',
      );
      return 'failed';
    }
    if (state.failures > 0 || state.backoffUntil) {
      await deps.watches.setPollState(teamId, { failures: 0, backoffUntil: null });
    }
    return result;
  }

  let stopping = false;
  return {
    poll,
    /** Polls under way end after their current call (shutdown). */
    stop() {
      stopping = true;
    },
  };
}

export type Poller = ReturnType<typeof createPoller>;

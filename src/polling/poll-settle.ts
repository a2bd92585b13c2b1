import type { webApi } from '@slack/bolt';
import { type EndReason, watchesEnded } from '../blocks/watch';
import { DEFAULT_LANG, type Lang } from '../i18n/languages';
import { translator } from '../i18n/translate';
import type { Logger } from '../logging';
import type { Alerts } from '../workspaces/alerts';
import { endFollows, type FollowPollDeps } from './follow-poll';
import { endDigests } from './digest-poll';
import type { DigestStore } from '../watch/digest-store';
import { serviceFailingKey, watchesEndedKey } from '../spine/notice-keys';
import type { Planned } from './poll-plan';
import type { PollState } from '../watch/poll-state';
import type { Watch, WatchStore } from '../watch/watch-store';
import type { NoticeInput, Outbox } from '../spine/outbox';
import type { Follow } from '../watch/follow-store';
import { cardEnding } from '../watch/card-endings';
import type { LiveCard, LiveCardStore } from '../watch/live-card-store';
import type { WorkspaceStore } from '../workspaces/store';
import { errorForLog } from '../lib/errors';
import { fallbackText } from '../blocks/dates';

/**
 * Whether a refusal is believed: the same one came again after some call of the workspace answered
 * well since the first (a refusal of everything while a token rotates is not).
 */
function refusalBelieved(firstRefusedAt: Date | null | undefined, lastGoodAt: Date | null): boolean {
  return Boolean(firstRefusedAt && lastGoodAt && lastGoodAt.getTime() > firstRefusedAt.getTime());
}

/** Longest a failing workspace waits before its next poll. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A workspace whose service has failed this long is its admins' to fix: they are told, once. */
const FAILING_TOO_LONG_MS = 60 * 60 * 1000;

interface SettleDeps extends FollowPollDeps {
  digests: DigestStore;
  watches: WatchStore;
  outbox: Pick<Outbox, 'dropPending' | 'queueNotice'>;
  cards: LiveCardStore;
  store: Pick<WorkspaceStore, 'getWorkspace'>;
  logger: Logger;
  alerts?: Alerts;
  adminsOf?: (teamId: string, client: webApi.WebClient) => Promise<string[]>;
  now: () => number;
}

/** What a poll's checks came to. */
export interface Checked {
  /** A passing failure that stopped the poll (slow, down, limiting; a token casebot cannot read). */
  failure: unknown;
  /** When the poll began, where it checked everything due (the next half round may then be a light one). */
  finishedAt?: Date | null;
  /** Checks the service answered well. */
  answered: number;
  /** Checks whose answer could not be used (garbage, an HTML page, a 401 or 404, another case's). */
  unreadable: number;
  /** Watches whose case the service refused to its watcher this time. */
  refused: Watch[];
  /** Follows whose search the service refused to their creator this time. */
  refusedFollows: Follow[];
  /** Live cards whose case the service refused to their sharer this time. */
  refusedCards?: LiveCard[];
  /** People no longer linked. */
  unlinked: string[];
}

/**
 * What a poll's answers mean. A refusal is believed only when it repeats: the same watch refused again
 * after some call of the workspace answered well since its first refusal (so a token rotation that
 * refuses everything for a while ends nothing); then its watcher gets one DM naming every case that
 * ended. A poll in which nothing answered well and nothing was believed (refused, unreadable, an HTML page
 * or a 401 in place of data, the service down) is the workspace's failure: it backs off, and after an hour
 * of that its admins are told.
 */
export function createSettle(deps: SettleDeps) {
  const { now } = deps;

  /** Ends watches and queues one DM per person saying why (none after an uninstall: Slack would refuse it). */
  async function end(
    client: webApi.WebClient | undefined,
    teamId: string,
    reason: EndReason | 'uninstalled',
    target: { slackUserId?: string; caseIds?: number[] } = {},
  ): Promise<number> {
    const langs = new Map<string, Lang>();
    if (reason !== 'uninstalled') {
      const people = target.slackUserId
        ? [target.slackUserId]
        : [...new Set((await deps.watches.dueWatches(teamId, 100_000)).map((w) => w.slackUserId))];
      for (const person of people) langs.set(person, await deps.unasked.languageOf({ client, teamId }, person));
    }
    const notice =
      reason === 'uninstalled'
        ? undefined
        : (person: string, ended: Watch[]): NoticeInput => ({
            // Written in the transaction that deletes the watches: only one ending ever queues it.
            dedupeKey: watchesEndedKey(),
            slackUserId: person,
            channelId: null,
            message: watchesEnded(
              translator(langs.get(person) ?? DEFAULT_LANG),
              reason,
              ended.map((w) => w.caseNumber),
            ),
          });
    return deps.watches.endWatches(teamId, target.slackUserId, notice, target.caseIds);
  }

  /** The workspace's language: what its channels read (a card's ending). */
  const channelTr = async (teamId: string) =>
    translator((await deps.store.getWorkspace(teamId))?.language ?? DEFAULT_LANG);

  async function endAll(client: webApi.WebClient | undefined, teamId: string, reason: 'disconnected' | 'uninstalled') {
    await end(client, teamId, reason);
    await endFollows(deps, client, teamId, reason);
    await endDigests(deps, client, teamId, reason);
    // Cards say why they stopped, unless Slack would refuse it (uninstalled).
    await deps.cards.endCards(
      teamId,
      {},
      'disconnected',
      reason === 'uninstalled' ? undefined : cardEnding(await channelTr(teamId)),
    );
    // Nothing more can reach an uninstalled workspace: what waited would keep it polled for ever.
    if (reason === 'uninstalled') await deps.outbox.dropPending(teamId);
    return 'ended' as const;
  }

  async function failed(
    client: webApi.WebClient | undefined,
    teamId: string,
    planned: Planned,
    state: PollState,
    err: unknown,
  ) {
    const failures = state.failures + 1;
    const failingSince = state.failingSince ?? new Date(now());
    const backoffMs = Math.min(MAX_BACKOFF_MS, planned.intervalMs * 2 ** Math.min(failures - 1, 10));
    await deps.watches.setPollState(teamId, {
      ...state,
      failures,
      backoffUntil: new Date(now() + backoffMs),
      failingSince,
    });
    const code = err instanceof Error ? ((err as { code?: unknown }).code ?? err.name) : 'NoGoodAnswer';
    deps.logger.warn(
      { team: teamId, failures, backoffMs, err: err === undefined ? { name: 'NoGoodAnswer' } : errorForLog(err) },
      'watch poll failed; backing off',
    );
    if (now() - failingSince.getTime() >= FAILING_TOO_LONG_MS)
      await tellAdmins(client, teamId, failingSince, String(code), planned.workspace?.timeZone ?? 'UTC');
    return 'failed' as const;
  }

  /** An hour of failures: an alert on the admins' Home and, once per failing spell, a DM to each. */
  async function tellAdmins(
    client: webApi.WebClient | undefined,
    teamId: string,
    since: Date,
    code: string,
    zone: string,
  ) {
    const fresh = await deps.alerts?.raise(teamId, 'service_failing', code.slice(0, 60));
    if (!fresh || !client || !deps.adminsOf) return;
    const admins = await deps.adminsOf(teamId, client).catch(() => []);
    for (const admin of admins) {
      const tr = translator(await deps.unasked.languageOf({ client, teamId }, admin));
      const text = tr.t('admin.alert.serviceFailing', {
        detail: code.slice(0, 60),
        // As every date casebot writes in words: the admin's language, the workspace's zone named.
        date: fallbackText(since, zone, tr.lang),
      });
      await deps.outbox.queueNotice(teamId, {
        dedupeKey: serviceFailingKey(teamId, since, admin),
        slackUserId: admin,
        channelId: null,
        message: { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] },
      });
    }
  }

  async function settle(
    client: webApi.WebClient | undefined,
    teamId: string,
    planned: Planned,
    state: PollState,
    checked: Checked,
  ) {
    for (const person of new Set(checked.unlinked)) await end(client, teamId, 'unlinked', { slackUserId: person });
    if (checked.failure !== undefined) return failed(client, teamId, planned, state, checked.failure);
    const lastGoodAt = checked.answered > 0 ? new Date(now()) : state.lastGoodAt;
    const confirmed = new Map<string, number[]>();
    for (const watch of checked.refused) {
      if (refusalBelieved(watch.refusedAt, lastGoodAt)) {
        confirmed.set(watch.slackUserId, [...(confirmed.get(watch.slackUserId) ?? []), watch.caseId]);
      } else await deps.watches.markRefused(watch);
    }
    for (const [person, caseIds] of confirmed) await end(client, teamId, 'refused', { slackUserId: person, caseIds });
    // A follow's search: the same rule (a token rotation that refuses every call for a while ends nothing).
    let followsEnded = 0;
    for (const follow of checked.refusedFollows) {
      if (refusalBelieved(follow.refusedAt ?? null, lastGoodAt)) {
        await endFollows(deps, client, teamId, 'refused', { id: follow.id });
        followsEnded += 1;
      } else await deps.follows.markRefused(follow);
    }
    // A card's case: the same rule again.
    let cardsEnded = 0;
    for (const card of checked.refusedCards ?? []) {
      if (refusalBelieved(card.refusedAt, lastGoodAt)) {
        await deps.cards.endCards(teamId, { id: card.id }, 'refused', cardEnding(await channelTr(teamId)));
        cardsEnded += 1;
      } else await deps.cards.markRefused(card);
    }
    const failedCalls =
      checked.refused.length + checked.refusedFollows.length + (checked.refusedCards?.length ?? 0) + checked.unreadable;
    if (checked.answered === 0 && confirmed.size === 0 && followsEnded + cardsEnded === 0 && failedCalls > 0) {
      return failed(client, teamId, planned, state, undefined);
    }
    if (checked.answered > 0) {
      const fine = { failures: 0, backoffUntil: null, failingSince: null, lastGoodAt };
      await deps.watches.setPollState(teamId, fine, checked.finishedAt ?? null);
      if (state.failingSince) await deps.alerts?.clear(teamId, 'service_failing');
    }
    return 'polled' as const;
  }

  return { settle, endAll };
}

import type { webApi } from '@slack/bolt';
import { translator } from '../i18n/translate';
import type { Logger } from '../logging';
import type { Alerts } from '../workspaces/alerts';
import { serviceFailingKey } from '../spine/notice-keys';
import type { Due, Planned } from './poll-plan';
import type { PollState, PollStateStore } from './poll-state';
import type { Outbox } from '../spine/outbox';
import type { Unasked } from '../spine/unasked';
import type { Kind } from '../kinds/kind';
import type { KindRules } from '../kinds/rules';
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

interface SettleDeps {
  kinds: readonly Kind[];
  rules: KindRules;
  pollState: Pick<PollStateStore, 'setPollState'>;
  outbox: Pick<Outbox, 'dropPending' | 'queueNotice'>;
  unasked: Pick<Unasked, 'languageOf'>;
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
  /** What the service refused to its person this time (believed only when it repeats). */
  refused: Due[];
  /** People no longer served. */
  unlinked: string[];
  /** People Slack says left the workspace. */
  left: string[];
}

/**
 * What a poll's answers mean. A refusal is believed only when it repeats: the same item refused again
 * after some call of the workspace answered well since its first refusal (so a token rotation that
 * refuses everything for a while ends nothing); then it ends by the ending rules, its person told once.
 * Someone the service no longer serves has everything they set up ended, once, whichever kind found it.
 * A poll in which nothing answered well and nothing was believed (refused, unreadable, an HTML page or a
 * 401 in place of data, the service down) is the workspace's failure: it backs off, and after an hour of
 * that its admins are told.
 */
export function createSettle(deps: SettleDeps) {
  const { now } = deps;

  /** Everything of a workspace ends (nothing said after an uninstall: Slack would refuse it). */
  async function endAll(client: webApi.WebClient | undefined, teamId: string, why: 'disconnected' | 'uninstalled') {
    await deps.rules.end({ teamId, which: { all: true }, why, client });
    // Nothing more can reach an uninstalled workspace: what waited would keep it polled for ever.
    if (why === 'uninstalled') await deps.outbox.dropPending(teamId);
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
    await deps.pollState.setPollState(teamId, {
      ...state,
      failures,
      backoffUntil: new Date(now() + backoffMs),
      failingSince,
    });
    const code = err instanceof Error ? ((err as { code?: unknown }).code ?? err.name) : 'NoGoodAnswer';
    deps.logger.warn(
      { team: teamId, failures, backoffMs, err: err === undefined ? { name: 'NoGoodAnswer' } : errorForLog(err) },
      'poll failed; backing off',
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
    for (const person of new Set(checked.unlinked)) {
      await deps.rules.end({ teamId, which: { person }, why: 'unlinked', client });
    }
    for (const person of new Set(checked.left)) {
      await deps.rules.end({ teamId, which: { person }, why: 'left_workspace', client });
    }
    if (checked.failure !== undefined) return failed(client, teamId, planned, state, checked.failure);
    const lastGoodAt = checked.answered > 0 ? new Date(now()) : state.lastGoodAt;
    // Each kind's believed refusals end together, each person told once.
    const believed = new Map<Kind, string[]>();
    for (const { kind, item } of checked.refused) {
      if (!item.refusal) continue;
      if (refusalBelieved(item.refusal.since, lastGoodAt)) {
        believed.set(kind, [...(believed.get(kind) ?? []), item.refusal.id]);
      } else await item.refusal.mark();
    }
    for (const [kind, ids] of believed) {
      await deps.rules.end({ teamId, which: { ids }, why: 'refused', client }, [kind]);
    }
    const failedCalls = checked.refused.length + checked.unreadable;
    if (checked.answered === 0 && believed.size === 0 && failedCalls > 0) {
      return failed(client, teamId, planned, state, undefined);
    }
    if (checked.answered > 0) {
      const fine = { failures: 0, backoffUntil: null, failingSince: null, lastGoodAt };
      await deps.pollState.setPollState(teamId, fine, checked.finishedAt ?? null);
      if (state.failingSince) await deps.alerts?.clear(teamId, 'service_failing');
    } else if (checked.finishedAt && failedCalls === 0) {
      // Nothing was due: the round is whole all the same (what the service said before stands).
      await deps.pollState.setPollState(teamId, state, checked.finishedAt);
    }
    return 'polled' as const;
  }

  return { settle, endAll };
}

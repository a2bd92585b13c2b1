import type { webApi } from '@slack/bolt';
import { type AgingRow, agingAlert, agingOwnerDm, agingSummary } from '../../blocks/aging';
import { agingRowsOf } from '../../cases/aging';
import { agingPostKey } from './keys';
import { deferredOutcome, type Telling, type Unasked } from '../../spine/unasked';
import type { AgingSettings, AgingStore } from './store';
import type { Workspace, WorkspaceStore } from '../../workspaces/store';
import type { KindOutcome } from '../kind';
import { pollFailure } from '../../cases/poll-failure';
import type { Logger } from '../../logging';
import type { Preferences } from '../../workspaces/preferences';
import type { NoticeInput } from '../../spine/outbox';
import { translator, type Translator } from '../../i18n/translate';

/** Rows aging reads each round: one page of the recent list. */
const AGING_ROWS = 100;
/** Later breaches told one post each up to this many a round; more come as one post listing them. */
const SINGLE_POSTS = 3;

export interface AgingPollDeps {
  aging: AgingStore;
  unasked: Unasked;
  store: Pick<WorkspaceStore, 'listUsers'>;
  /** Who chose the aging alerts about their own cases by DM too. */
  preferences: Pick<Preferences, 'agingDmOf'>;
  closedStatuses: readonly string[];
  now: () => number;
  logger?: Pick<Logger, 'warn'>;
}

/**
 * One round of a workspace's aging alerts: the recent list read as the person the admins chose (one
 * call), each open case past its priority's threshold found, and told in the alerts channel once per
 * breach (again after the repeat interval, when one is set). The first round over a backlog is one
 * summary; later breaches one post each, or one post listing them when more than three breach at once.
 */
export async function agingInPoll(
  deps: AgingPollDeps,
  settings: AgingSettings,
  workspace: Workspace | undefined,
  client: webApi.WebClient | undefined,
  pace: () => Promise<void>,
): Promise<KindOutcome> {
  if (!workspace) return 'workspace_not_connected';
  const task = {
    name: 'aging' as const,
    teamId: settings.teamId,
    actsAs: settings.actsAs,
    reader: { channel: settings.channelId },
    client,
  };
  const result = await deps.unasked.run(task, (telling) => tell(deps, settings, workspace, telling, client, pace));
  if (result.kind === 'done') return 'told';
  if (result.kind === 'defer') return deferredOutcome(result);
  // The person it is read as can no longer be served: it ends with everything they set up or are read as
  // (the ending rules tell them); the workspace gone, everything of it ends.
  const { reason } = result.unserved;
  if (reason === 'workspace_uninstalled' || reason === 'user_not_linked') return reason;
  return 'workspace_not_connected';
}

async function tell(
  deps: AgingPollDeps,
  settings: AgingSettings,
  workspace: Workspace,
  telling: Telling,
  client: webApi.WebClient | undefined,
  pace: () => Promise<void>,
) {
  const { cases, tr, ref, upstream } = telling;
  const now = new Date(deps.now());
  const timeZone = workspace.timeZone;
  let rows;
  await pace();
  try {
    rows = (await cases.searchCases('', 0, AGING_ROWS)).items;
  } catch (error) {
    if (pollFailure(error) === 'passing') throw error;
    // Refused, or an answer casebot cannot read: tried again at the next interval.
    await deps.aging.touch(settings);
    return;
  }
  const options = { thresholds: settings.thresholds, closedStatuses: deps.closedStatuses, timeZone, now };
  const owners = new Map(
    (await deps.store.listUsers(settings.teamId)).map((l) => [l.userName.toLowerCase(), l.slackUserId]),
  );
  const aging: AgingRow[] = agingRowsOf(rows, options).map((row) => {
    const owner = owners.get(row.item.UserName.trim().toLowerCase());
    return { ...row, ...(owner ? { owner } : {}) };
  });
  const input = {
    tr,
    timeZone,
    caseUrlTemplate: workspace.caseUrlTemplate,
    actsAs: settings.actsAs,
    thresholds: settings.thresholds,
  };
  // Each round's posts are its own; a first round (a new setting) is named by when it was set.
  const round = settings.checkedAt?.toISOString() ?? `first-${settings.updatedAt.toISOString()}`;
  const post = (key: string, message: ReturnType<typeof agingAlert>) => ({
    dedupeKey: agingPostKey(settings.teamId, round, key),
    slackUserId: null,
    channelId: settings.channelId,
    message,
    ref,
    upstream: upstream.splice(0),
  });
  const breaches = (list: readonly AgingRow[]) => list.map((r) => ({ caseId: r.item.ComplaintId, since: r.since }));
  if (!settings.summarizedAt) {
    // Turned on over a backlog: one summary, never a flood.
    const posts = aging.length > 0 ? [post('summary', agingSummary(input, aging))] : [];
    await deps.aging.recordTold(settings, breaches(aging), posts, true);
    return;
  }
  const due = new Set((await deps.aging.toTell(settings, breaches(aging))).map((b) => b.caseId));
  const fresh = aging.filter((r) => due.has(r.item.ComplaintId));
  const posts =
    fresh.length === 0
      ? []
      : fresh.length <= SINGLE_POSTS
        ? fresh.map((r) => post(String(r.item.ComplaintId), agingAlert(input, [r])))
        : [post('batch', agingAlert(input, fresh))];
  // Each owner who chose it hears of their own cases by DM too, in their language (View opens each as them).
  const dms = await ownerDms(
    deps,
    settings,
    fresh,
    (owner, theirs, tr) => ({
      ...post(`dm-${owner}`, agingOwnerDm(tr, settings.teamId, timeZone, theirs)),
      slackUserId: owner,
      channelId: null,
    }),
    client,
  );
  await deps.aging.recordTold(settings, breaches(fresh), [...posts, ...dms], false);
}

/** One DM to each owner of `fresh` breaches who chose aging alerts by DM, listing theirs. */
async function ownerDms(
  deps: AgingPollDeps,
  settings: AgingSettings,
  fresh: readonly AgingRow[],
  dm: (owner: string, theirs: AgingRow[], tr: Translator) => NoticeInput,
  client: webApi.WebClient | undefined,
): Promise<NoticeInput[]> {
  const byOwner = new Map<string, AgingRow[]>();
  for (const r of fresh) if (r.owner) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), r]);
  const chose = await deps.preferences.agingDmOf(settings.teamId, [...byOwner.keys()]);
  const told: NoticeInput[] = [];
  for (const [owner, theirs] of byOwner) {
    if (!chose.has(owner)) continue;
    const lang = await deps.unasked.languageOf({ client, teamId: settings.teamId }, owner);
    told.push(dm(owner, theirs, translator(lang)));
  }
  return told;
}

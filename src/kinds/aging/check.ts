import type { webApi } from '@slack/bolt';
import { type AgingRow, agingAlert, agingOwnerDm, agingSummary } from './blocks';
import { overdueRowsOf, lastChangeOf } from '../../cases/overdue';
import { agingPostKey } from './keys';
import type { Telling, Unasked } from '../../spine/unasked';
import type { AgingSettings, AgingStore } from './store';
import type { Workspace, WorkspaceStore } from '../../workspaces/store';
import type { KindOutcome } from '../kind';
import { pollFailure } from '../../cases/poll-failure';
import type { Logger } from '../../logging';
import type { AgingDmChoices } from './dm-choices';
import type { NoticeInput } from '../../spine/outbox';
import type { Translator } from '../../i18n/translate';

/** Rows of the recent list one call reads: the service's page. */
const AGING_PAGE = 100;
/** Pages one round reads at most (5,000 cases), the round's calls allowing; the rest at the next rounds. */
const MOST_PAGES = 50;
/** Later breaches told one post each up to this many a round; more come as one post listing them. */
const SINGLE_POSTS = 3;

export interface AgingPollDeps {
  aging: AgingStore;
  unasked: Unasked;
  store: Pick<WorkspaceStore, 'listUsers'>;
  /** Who chose the aging alerts about their own cases by DM too. */
  agingDm: Pick<AgingDmChoices, 'chosenOf'>;
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
  /** Calls the round has left: the read goes on while it may, and the next round reads on from there. */
  callsLeft: () => number = () => 1,
): Promise<KindOutcome> {
  if (!workspace) return 'workspace_not_connected';
  const task = {
    name: 'aging' as const,
    teamId: settings.teamId,
    actsAs: settings.actsAs,
    reader: { channel: settings.channelId },
    client,
  };
  // The person it is read as can no longer be served: it ends with everything they set up or are read as
  // (the ending rules tell them); the workspace gone, everything of it ends.
  return deps.unasked.outcome(task, async (telling) => {
    await tell(deps, settings, workspace, telling, client, { pace, callsLeft });
    return 'told' as const;
  });
}

async function tell(
  deps: AgingPollDeps,
  settings: AgingSettings,
  workspace: Workspace,
  telling: Telling,
  client: webApi.WebClient | undefined,
  calls: { pace: () => Promise<void>; callsLeft: () => number },
) {
  const { cases, tr, ref, upstream } = telling;
  const now = new Date(deps.now());
  const timeZone = workspace.timeZone;
  // The oldest cases are the likeliest to be aging: the list is read on page after page, from where the
  // last round stopped, while the round has calls left; what it could not read, the next round reads.
  const rows = [];
  let offset = settings.readOffset;
  let ended = false;
  try {
    for (let page = 0; page < MOST_PAGES && (page === 0 || calls.callsLeft() > 0); page++) {
      await calls.pace();
      const read = await cases.searchCases('', offset, AGING_PAGE);
      rows.push(...read.items);
      const moved = read.nextOffset > offset;
      offset = moved ? read.nextOffset : offset + read.items.length;
      if (!read.hasNext || read.items.length === 0 || !moved) {
        ended = true;
        break;
      }
    }
  } catch (error) {
    if (pollFailure(error) === 'passing') throw error;
    // Refused, or an answer casebot cannot read: tried again at the next interval.
    await deps.aging.touch(settings);
    return;
  }
  // Read to the list's end: the next round starts from the newest again; cut short: it reads on from here.
  const readOffset = ended ? 0 : offset;
  const cutAt = ended && settings.readOffset === 0 ? undefined : offset;
  const options = { thresholds: settings.thresholds, closedStatuses: deps.closedStatuses, timeZone, now };
  const owners = new Map(
    (await deps.store.listUsers(settings.teamId)).map((l) => [l.userName.toLowerCase(), l.slackUserId]),
  );
  const aging: AgingRow[] = overdueRowsOf(rows, options).map((row) => {
    const owner = owners.get(row.item.UserName.trim().toLowerCase());
    return { ...row, ...(owner ? { owner } : {}) };
  });
  const input = {
    tr,
    timeZone,
    caseUrlTemplate: workspace.caseUrlTemplate,
    actsAs: settings.actsAs,
    thresholds: settings.thresholds,
    ...(cutAt !== undefined ? { cutAt } : {}),
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
  const breaches = (list: readonly AgingRow[]) =>
    list.map((r) => ({ caseId: r.item.ComplaintId, since: r.since, mark: breachMark(r.item, r.since) }));
  if (!settings.summarizedAt) {
    // Turned on over a backlog: one summary, never a flood.
    const posts = aging.length > 0 ? [post('summary', agingSummary(input, aging))] : [];
    await deps.aging.recordTold(settings, breaches(aging), posts, true, readOffset);
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
    calls.pace,
  );
  await deps.aging.recordTold(settings, breaches(fresh), [...posts, ...dms], false, readOffset);
}

/** Cases one owner's DM names (each read as them). */
const OWNER_DM_CASES = 10;

/**
 * One DM to each owner of `fresh` breaches who chose aging alerts by DM, naming theirs: each case read
 * again as its owner, in their language (its subject as they see it; one they may not see is left out).
 */
async function ownerDms(
  deps: AgingPollDeps,
  settings: AgingSettings,
  fresh: readonly AgingRow[],
  dm: (owner: string, theirs: AgingRow[], tr: Translator) => NoticeInput,
  client: webApi.WebClient | undefined,
  pace: () => Promise<void>,
): Promise<NoticeInput[]> {
  const byOwner = new Map<string, AgingRow[]>();
  for (const r of fresh) if (r.owner) byOwner.set(r.owner, [...(byOwner.get(r.owner) ?? []), r]);
  const chose = await deps.agingDm.chosenOf(settings.teamId, [...byOwner.keys()]);
  const told: NoticeInput[] = [];
  for (const [owner, theirs] of byOwner) {
    if (!chose.has(owner)) continue;
    const task = { name: 'aging', teamId: settings.teamId, actsAs: owner, reader: { person: owner }, client };
    const result = await deps.unasked.run(task, async ({ cases, tr }) => {
      const seen: AgingRow[] = [];
      for (const row of theirs.slice(0, OWNER_DM_CASES)) {
        await pace();
        try {
          const details = await cases.fetchCase(row.item.ComplaintId);
          seen.push({ ...row, item: { ...row.item, Subject: details.subject } });
        } catch (error) {
          if (pollFailure(error) === 'passing') throw error;
          // Not theirs to see (or an answer casebot cannot read): left out of their DM.
        }
      }
      return seen.length > 0 ? dm(owner, seen, tr) : undefined;
    });
    if (result.kind === 'done' && result.value) told.push(result.value);
  }
  return told;
}

/** A breach's mark: the case's last update as the service wrote it, read as UTC (the zone's own where unread). */
const breachMark = (row: AgingRow['item'], since: Date) => (lastChangeOf(row, 'UTC') ?? since).toISOString();

import { caseUrlOf, renderCaseCard } from '../../blocks/case-card';
import { caseChannelClosed, caseChannelLine } from './channel-blocks';
import { cardReply, caseTopic, keptLive } from './card-blocks';
import type { RowFacts } from '../../cases/case-service';
import { askedAtOf, type PollRound } from '../../cases/round-fetch';
import { isClosedStatus, normalStatus } from '../../lib/statuses';
import type { Logger } from '../../logging';
import type { WorkspaceStore } from '../../workspaces/store';
import type { HomeLookup } from '../../slack/locale';
import { cardEnding } from './endings';
import type { CaseChannelStore } from './case-channel-store';
import type { CheckRound, KindOutcome } from '../kind';
import { pollFailure } from '../../cases/poll-failure';
import type { CardSeen, LiveCard, LiveCardStore } from './store';
import { liveCardKey } from './keys';
import { canvasNotice, topicNotice } from './case-channel-notices';
import type { ChannelQuietStore } from '../channel-quiet';
import type { NoticeInput } from '../../spine/outbox';
import type { Telling, Unasked } from '../../spine/unasked';
import { MAX_NOTE_IDS } from '../rows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A card of a case closed this long stops (a case channel is reminded to archive). */
const CLOSED_ENDS_MS = 7 * DAY_MS;
/** A card whose case has not changed this long stops. */
const QUIET_ENDS_MS = 90 * DAY_MS;

interface CardCheckDeps {
  cards: LiveCardStore;
  caseChannels: CaseChannelStore;
  unasked: Unasked;
  store: Pick<WorkspaceStore, 'getWorkspace'>;
  homeOf: HomeLookup;
  logger: Logger;
  now: () => number;
  /** Statuses that mean closed (CASEBOT_CLOSED_STATUSES). */
  closedStatuses: readonly string[];
  /** Each channel's less noise: a channel may keep a card's news in its thread. */
  quiet: Pick<ChannelQuietStore, 'get'>;
}

/**
 * One live card's check as the poll runs it, made once with what it reaches (`checkCard`): the card
 * re-checked as the person who put it there (the same acting-as policy as every unasked delivery): the
 * case's details, then its list row (priority, last update). A change updates the card in place, tells its
 * thread what a thread tells (new notes, a status; a close or reopen also to the channel), and in a case
 * channel sets the topic; all of it recorded with the change, once. Each call waits its turn in the
 * round; a case the same service user fetched in it costs none. A card that ended, or whose change was
 * queued, is `told`; one unchanged, or changed by another replica first, `answered`.
 */
export const cardChecker = (deps: CardCheckDeps) => ({
  checkCard: (card: LiveCard, round: CheckRound): Promise<KindOutcome> =>
    // No longer served: every card they put anywhere ends with everything else they set up (the poll's).
    deps.unasked.outcome(
      {
        name: card.kind === 'case_channel' ? 'case_channel' : 'live_card',
        teamId: card.teamId,
        actsAs: card.sharedBy,
        reader: { channel: card.channelId },
        client: round.client,
      },
      check,
      deps,
      card,
      round.fetches,
    ),
});

async function end(
  deps: CardCheckDeps,
  card: LiveCard,
  telling: Telling,
  reason: 'left_workspace' | 'closed' | 'quiet' | 'turned_off',
  which: { sharedBy?: string; all?: true } = {},
): Promise<KindOutcome> {
  const target = which.all ? {} : which.sharedBy ? { sharedBy: which.sharedBy } : { id: card.id };
  const ended = await deps.cards.endCards(card.teamId, target, reason, cardEnding(telling.tr));
  // A case channel closed for a week is reminded once that it can be archived.
  for (const c of ended) {
    if (reason === 'closed' && c.kind === 'case_channel') {
      await deps.cards.queueNotice(c.teamId, {
        dedupeKey: liveCardKey(c.id, c.version + 1, 'archive'),
        slackUserId: null,
        channelId: c.channelId,
        message: caseChannelClosed(telling.tr, c, 'closedWeek'),
      });
    }
  }
  deps.logger.info({ kind: 'card', team: card.teamId, ended: ended.length, reason }, 'live cards ended');
  return 'told';
}

async function check(telling: Telling, deps: CardCheckDeps, card: LiveCard, round: PollRound): Promise<KindOutcome> {
  const { cases, settings, tr, ref, upstream } = telling;
  if (!settings.keepCardsTrue) return end(deps, card, telling, 'turned_off', { all: true });
  const now = deps.now();
  if (card.closedSince && now - card.closedSince.getTime() >= CLOSED_ENDS_MS) return end(deps, card, telling, 'closed');
  if (now - card.changedAt.getTime() >= QUIET_ENDS_MS) return end(deps, card, telling, 'quiet');
  let details;
  try {
    details = await cases.fetchCase(card.caseId, round);
  } catch (error) {
    const kind = pollFailure(error);
    if (kind === 'refused') return 'refused';
    if (kind === 'passing') throw error;
    return skipped(deps, card, error instanceof Error ? error.name : 'Error');
  }
  if (details.id !== card.caseId || details.caseNumber !== card.caseNumber) {
    return skipped(deps, card, 'AnswerForAnotherCase');
  }
  // Checked as of when the details were asked for: a change its row or a later read noticed stays due.
  const checkedAt = askedAtOf(round, details);
  await round.beforeCall();
  let row: RowFacts | undefined;
  try {
    row = await cases.fetchRow(card.caseNumber);
  } catch (error) {
    if (pollFailure(error) === 'passing') throw error;
    // The row is a nicety (priority, last update): without it, what the card said of them stands.
  }
  const seen: CardSeen = {
    status: details.status,
    priority: row?.priority ?? card.seen.priority,
    lastUpdated: row?.lastUpdated ?? card.seen.lastUpdated,
    noteIds: details.notes.map((n) => n.id),
  };
  const seenIds = new Set(card.seen.noteIds);
  const oldestKept = card.seen.noteIds.length >= MAX_NOTE_IDS ? Math.min(...card.seen.noteIds) : -Infinity;
  const newNotes = details.notes.filter((n) => !seenIds.has(n.id) && n.id > oldestKept);
  const statusChanged = normalStatus(seen.status) !== normalStatus(card.seen.status);
  // A card posted without its row's word (priority, last update) learns it now: that is no change.
  const rowLearnt = card.version === 0 && card.seen.priority === '' && card.seen.lastUpdated === '';
  const priorityChanged = !rowLearnt && normalStatus(seen.priority) !== normalStatus(card.seen.priority);
  const updatedChanged = !rowLearnt && seen.lastUpdated.trim() !== card.seen.lastUpdated.trim();
  if (!statusChanged && !priorityChanged && !updatedChanged && newNotes.length === 0) {
    await deps.cards.recordCheck(card, seen, undefined, checkedAt);
    return 'answered';
  }
  const version = card.version + 1;
  const at = new Date(now);
  // The case's channel, read once: a shared card names it, a case channel's card keeps its canvas true.
  const ownChannel = await deps.caseChannels.channelOf(card.teamId, card.caseId);
  const caseChannel = card.kind === 'shared' ? ownChannel : undefined;
  const message = renderCaseCard(details, {
    tr,
    teamId: card.teamId,
    timeZone: settings.timeZone,
    audience: 'shared',
    // A channel is wider than the person who shared the card.
    showContactDetails: settings.shareContactDetails,
    facts:
      row ??
      (seen.priority ? { priority: seen.priority, lastUpdated: seen.lastUpdated, lastUpdatedBy: null } : undefined),
    caseUrl: caseUrlOf(settings.caseUrlTemplate, details),
    sharedBy: card.sharedBy,
    kept: keptLive(tr, { version, updatedAt: at }, settings.timeZone),
    lines: caseChannel ? [caseChannelLine(tr, caseChannel)] : [],
  });
  const wasClosed = isClosedStatus(card.seen.status, deps.closedStatuses);
  const isClosed = isClosedStatus(seen.status, deps.closedStatuses);
  const notices: NoticeInput[] = [
    {
      dedupeKey: liveCardKey(card.id, version, 'update'),
      slackUserId: null,
      channelId: card.channelId,
      message,
      action: 'update',
      targetTs: card.messageTs,
      ref,
      upstream: [...upstream],
    },
  ];
  const reply = cardReply(tr, {
    caseNumber: card.caseNumber,
    timeZone: settings.timeZone,
    subject: details.subject,
    oldStatus: statusChanged ? card.seen.status : seen.status,
    newStatus: seen.status,
    newNotes,
  });
  // A close or a reopen is news for the whole channel, unless the channel keeps news in the thread.
  const told =
    statusChanged && wasClosed !== isClosed && !(await deps.quiet.get(card.teamId, card.channelId)).threadOnly;
  if (reply) {
    notices.push({
      dedupeKey: liveCardKey(card.id, version, 'reply'),
      slackUserId: null,
      channelId: card.channelId,
      message: reply,
      targetTs: card.messageTs,
      broadcast: told,
      ref: `${ref}-1`,
      upstream: [],
    });
  }
  if (card.kind === 'case_channel' && (statusChanged || priorityChanged)) {
    notices.push(topicNotice(card, version, caseTopic(card.caseNumber, seen.status, seen.priority)));
  }
  const canvasId = card.kind === 'case_channel' ? ownChannel?.canvasId : null;
  if (canvasId) {
    const facts = { priority: seen.priority, lastUpdated: seen.lastUpdated, lastUpdatedBy: row?.lastUpdatedBy ?? null };
    const caseUrl = caseUrlOf(settings.caseUrlTemplate, details);
    notices.push(canvasNotice(card, version, canvasId, details, { tr, timeZone: settings.timeZone, facts, caseUrl }));
  }
  if (card.kind === 'case_channel' && isClosed && !wasClosed) {
    notices.push({
      dedupeKey: liveCardKey(card.id, version, 'archive'),
      slackUserId: null,
      channelId: card.channelId,
      message: caseChannelClosed(tr, card, 'closed'),
    });
  }
  const closedSince = isClosed ? (card.closedSince ?? at) : null;
  const recorded = await deps.cards.recordCheck(card, seen, { message, closedSince, notices }, checkedAt);
  return recorded ? 'told' : 'answered';
}

async function skipped(deps: CardCheckDeps, card: LiveCard, err: string): Promise<KindOutcome> {
  await deps.cards.recordCheck(card, card.seen);
  deps.logger.warn(
    { team: card.teamId, caseId: card.caseId, err },
    'live card case could not be read; skipped until its next turn',
  );
  return 'unreadable';
}

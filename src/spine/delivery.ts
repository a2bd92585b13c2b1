import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import { inTurns } from '../lib/in-turns';
import { cardOfNotice, digestOfPost, followOfPost } from './notice-keys';
import { type Delivery, logDelivery } from './delivery-state';
import type { Outbox } from './outbox';
import { errorForLog } from '../lib/errors';
import {
  CANVAS_GONE,
  CARD_GONE,
  CHANNEL_REFUSED,
  channelFor,
  findPosted,
  MAX_ATTEMPTS,
  methodOf,
  missingScope,
  PERMANENT,
  send,
} from './delivery-slack';
import { holdTarget, isHeld } from './slack-holds';
import { slackError } from '../slack/errors';
import { CLIENT_GAVE_UP } from '../slack/refusals';
import { conversationWrites } from '../slack/conversations';

export { NOTICE_EVENT } from './delivery-slack';
export { createDelivery, type Delivery, type DeliveryEvent, type DeliveryOptions } from './delivery-state';

/** One delivery of a workspace's waiting notices. */
interface DeliveryRun {
  outbox: Outbox;
  teamId: string;
  /** casebot's Slack client there; without one nothing is sent. */
  client: webApi.WebClient | undefined;
  logger: Logger;
  /** When this delivery must end (the poll's deadline); the rest waits for the next. */
  deadline?: number;
  workspace?: { allowSharedChannels: boolean };
}

/** A notice whose fate Slack could not be asked about just now is asked about again after this. */
const ASK_AGAIN_MS = 60_000;

/** Slack's errors after which part of a call may have been done: a post answered with one stays in doubt. */
const UNCERTAIN = new Set(['internal_error', 'fatal_error', 'request_timeout', 'service_unavailable']);

/**
 * Sends a workspace's waiting notices, each once: a notice is claimed before it is sent and marked sent
 * after; one whose answer never came (a Slack slower than the client's wait, a process that died) is in
 * doubt, and Slack is asked whether it landed before it is sent again (never blindly: where Slack will not
 * say, it is given up and logged). A method Slack rate-limited is held, in that conversation or the whole
 * workspace, for every replica until its Retry-After. Stops at a failure that may pass (the next poll
 * tries again); drops a notice Slack will never take.
 */
export async function deliverNotices(delivery: Delivery, run: DeliveryRun): Promise<{ sent: number; dropped: number }> {
  const { outbox: watches, teamId, client, logger, deadline = Infinity } = run;
  const workspace = run.workspace ?? { allowSharedChannels: false };
  const counts = { sent: 0, dropped: 0 };
  if (!client) return counts;
  const writes = conversationWrites(client, { logger, ref: `delivery-${teamId}` });
  const pending = await watches.pendingNotices(teamId);
  const holds = pending.length > 0 ? await watches.activeHolds(teamId) : [];
  for (const notice of inTurns(pending, (n) => n.channelId ?? n.slackUserId ?? '')) {
    // The poll's time is up: the rest goes out with the next poll, in its turn.
    if (delivery.now() > deadline) break;
    // Slack asked for a pause of this method here (or in the whole workspace): it waits, unclaimed.
    if (isHeld(holds, methodOf(notice), holdTarget(notice), delivery.now())) continue;
    // A channel known to have had a post less than its gap ago waits for a later delivery, unclaimed.
    const known = notice.channelId ?? delivery.dmChannels.get(`${teamId}\u0000${notice.slackUserId ?? ''}`);
    const ready = known ? (delivery.lastPost.get(known) ?? 0) + delivery.channelGapMs : 0;
    if (ready > deadline) continue;
    if (!known && isHeld(holds, 'conversations.open', '', delivery.now())) continue;
    if (!(await watches.claimNotice(notice, delivery.leaseMs))) continue;
    let calling = 'conversations.open';
    try {
      // Nothing into another organisation's channel unless the workspace allows it; not while Slack cannot say.
      if (notice.channelId && !workspace.allowSharedChannels && delivery.reach) {
        const reach = await delivery.reach(client, teamId, notice.channelId);
        if (reach === 'unknown') {
          await watches.releaseNotice(notice);
          logDelivery(delivery, logger, notice, 'retry', { err: 'channel_reach_unknown' });
          continue;
        }
        if (reach === 'external') {
          await watches.dropNotice(notice.id);
          counts.dropped += 1;
          logDelivery(delivery, logger, notice, 'dropped', { err: 'shared_channel' });
          await delivery
            .onChannelShared?.(teamId, notice.channelId, client)
            .catch((error: unknown) =>
              logger.warn({ team: teamId, channel: notice.channelId, err: errorForLog(error) }, 'follows not ended'),
            );
          continue;
        }
      }
      const channel = await channelFor(delivery.dmChannels, client, teamId, notice);
      // An update (or a canvas rewritten whole) in doubt is made again as it is: it cannot double.
      if (notice.inDoubt && notice.action !== 'update' && notice.action !== 'canvas') {
        const found = await findPosted(client, channel, notice);
        if (found.kind === 'found') {
          await watches.markSent(notice.id, found.ts);
          counts.sent += 1;
          logDelivery(delivery, logger, notice, 'sent', { found: 'history' });
          continue;
        }
        if (found.kind === 'unknowable') {
          await watches.dropNotice(notice.id);
          counts.dropped += 1;
          logDelivery(delivery, logger, notice, 'dropped', { err: 'fate_unknown', reason: found.err });
          continue;
        }
        if (found.kind === 'later') {
          // Counted as a try: a notice Slack never lets casebot check ends after MAX_ATTEMPTS, not never.
          if (notice.attempts + 1 >= MAX_ATTEMPTS) {
            await watches.dropNotice(notice.id);
            counts.dropped += 1;
            logDelivery(delivery, logger, notice, 'dropped', { err: 'fate_unknown', reason: found.err });
            continue;
          }
          await watches.releaseNotice(
            { ...notice, attempts: notice.attempts + 1 },
            new Date(delivery.now() + ASK_AGAIN_MS),
          );
          logDelivery(delivery, logger, notice, 'retry', { err: 'fate_not_read', reason: found.err });
          continue;
        }
      }
      const wait = (delivery.lastPost.get(channel) ?? 0) + delivery.channelGapMs - delivery.now();
      if (wait > 0 && delivery.now() + wait > deadline) {
        // Its channel's turn comes after this delivery must end: it goes out next time, untried.
        await watches.releaseNotice(notice);
        continue;
      }
      if (wait > 0) await delivery.sleep(wait);
      delivery.lastPost.set(channel, delivery.now());
      calling = methodOf(notice);
      await watches.setInDoubt(notice.id, true);
      const ts = await send(writes, channel, notice);
      await watches.markSent(notice.id, ts);
      counts.sent += 1;
      logDelivery(delivery, logger, notice, 'sent');
    } catch (error) {
      const code = slackError(error);
      const err = errorForLog(error);
      const limited = (error as { code?: string }).code === 'slack_webapi_rate_limited_error';
      // Slack answered the send, so it did not take it: nothing is in doubt (but for the errors after which
      // Slack says part of a call may have been done).
      if ((code || limited) && calling === methodOf(notice) && !(code && UNCERTAIN.has(code))) {
        await watches.setInDoubt(notice.id, false);
      }
      // Slack said it did not do it and when to come back: the method is held there (the whole workspace
      // but for posts, which Slack limits per conversation) for every replica, the notice given back.
      if (limited) {
        const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
        const seconds = typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : 1;
        const until = new Date(delivery.now() + seconds * 1000);
        const hold = { method: calling, target: calling === 'chat.postMessage' ? holdTarget(notice) : '', until };
        holds.push(hold);
        await watches.holdSlack(teamId, hold);
        await watches.releaseNotice(notice, until);
        logDelivery(delivery, logger, notice, 'retry', { err, retryAfterS: seconds, held: calling });
        delivery.onHeld?.(calling);
        continue;
      }
      if (code === 'missing_scope') {
        await watches.dropNotice(notice.id);
        counts.dropped += 1;
        await missingScope(delivery.alerts, teamId, notice, error, logger);
        logDelivery(delivery, logger, notice, 'dropped', { err });
        continue;
      }
      if ((code && PERMANENT.has(code)) || notice.attempts + 1 >= MAX_ATTEMPTS) {
        await watches.dropNotice(notice.id);
        counts.dropped += 1;
        logDelivery(delivery, logger, notice, 'dropped', { err });
        const cardId = cardOfNotice(notice.key);
        // A canvas gone is forgotten (no edit is queued for it again); its card goes on.
        const canvas = notice.action === 'canvas';
        const ends = canvas
          ? code && CANVAS_GONE.has(code)
          : code && (CARD_GONE.has(code) || CHANNEL_REFUSED.has(code));
        if (cardId && code && ends) {
          const where = canvas
            ? { canvasId: notice.targetTs ?? '' }
            : CARD_GONE.has(code)
              ? { cardId }
              : { channelId: notice.channelId ?? '' };
          await delivery
            .onCardGone?.(teamId, where)
            .catch((error: unknown) =>
              logger.warn({ team: teamId, card: cardId, err: errorForLog(error) }, 'live card not ended'),
            );
        }
        // A follow's or a digest's post Slack refuses for good: it ends, its owner told why.
        const owners = [
          { id: followOfPost(notice.key), end: delivery.onFollowRefused, what: 'follow' },
          { id: digestOfPost(notice.key), end: delivery.onDigestRefused, what: 'digest' },
        ];
        for (const { id, end, what } of owners) {
          if (!id || !code || !CHANNEL_REFUSED.has(code)) continue;
          await end?.(teamId, id, client).catch((error: unknown) =>
            logger.warn({ team: teamId, [what]: id, err: errorForLog(error) }, `${what} not ended`),
          );
        }
        continue;
      }
      logDelivery(delivery, logger, notice, 'retry', { err });
      // Slack asked casebot to slow down, or cannot be reached: the rest waits for the next poll.
      // Anything else is this notice's own trouble: the others go on.
      if (CLIENT_GAVE_UP.has((error as { code?: string }).code ?? '') || !code) break;
    }
  }
  return counts;
}

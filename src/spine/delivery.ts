import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import { inTurns } from '../lib/in-turns';
import { type Delivery, logDelivery } from './delivery-state';
import type { Outbox } from './outbox';
import { errorForLog } from '../lib/errors';
import { channelFor, findPosted, MAX_ATTEMPTS, methodOf, missingScope, send } from './delivery-slack';
import { holdTarget, isHeld } from './slack-holds';
import { isPermanent, isUncertain, refusalOf, retryAfterOf } from '../slack/refusals';
import { conversationWrites } from '../slack/conversations';
import { owns } from './notice-owner';

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

/**
 * Sends a workspace's waiting notices, each once: a notice is claimed before it is sent and marked sent
 * after; one whose answer never came (a Slack slower than the client's wait, a process that died) is in
 * doubt, and Slack is asked whether it landed before it is sent again (never blindly: where Slack will not
 * say, it is given up and logged). A method Slack rate-limited is held, in that conversation or the whole
 * workspace, for every replica until its Retry-After. Stops at a failure that may pass (the next poll
 * tries again); drops a notice Slack will never take.
 */
export async function deliverNotices(delivery: Delivery, run: DeliveryRun): Promise<{ sent: number; dropped: number }> {
  const { outbox, teamId, client, logger, deadline = Infinity } = run;
  const workspace = run.workspace ?? { allowSharedChannels: false };
  const counts = { sent: 0, dropped: 0 };
  if (!client) return counts;
  const writes = conversationWrites(client, { logger, ref: `delivery-${teamId}` });
  const pending = await outbox.pendingNotices(teamId);
  const holds = pending.length > 0 ? await outbox.activeHolds(teamId) : [];
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
    if (!(await outbox.claimNotice(notice, delivery.leaseMs))) continue;
    let calling = 'conversations.open';
    try {
      // Nothing into another organisation's channel unless the workspace allows it; not while Slack cannot say.
      if (notice.channelId && !workspace.allowSharedChannels && delivery.reach) {
        const reach = await delivery.reach(client, teamId, notice.channelId);
        if (reach === 'unknown') {
          await outbox.releaseNotice(notice);
          logDelivery(delivery, logger, notice, 'retry', { err: 'channel_reach_unknown' });
          continue;
        }
        if (reach === 'external') {
          await outbox.dropNotice(notice.id);
          counts.dropped += 1;
          logDelivery(delivery, logger, notice, 'dropped', { err: 'shared_channel' });
          await delivery
            .onChannelShared?.(teamId, notice.channelId, client)
            .catch((error: unknown) =>
              logger.warn(
                { team: teamId, channel: notice.channelId, err: errorForLog(error) },
                'what posts in a shared channel not ended',
              ),
            );
          continue;
        }
      }
      const channel = await channelFor(delivery.dmChannels, client, teamId, notice);
      // An update (or a canvas rewritten whole) in doubt is made again as it is: it cannot double.
      if (notice.inDoubt && notice.action !== 'update' && notice.action !== 'canvas') {
        const found = await findPosted(client, channel, notice);
        if (found.kind === 'found') {
          await outbox.markSent(notice.id, found.ts);
          counts.sent += 1;
          logDelivery(delivery, logger, notice, 'sent', { found: 'history' });
          continue;
        }
        if (found.kind === 'unknowable') {
          await outbox.dropNotice(notice.id);
          counts.dropped += 1;
          logDelivery(delivery, logger, notice, 'dropped', { err: 'fate_unknown', reason: found.err });
          continue;
        }
        if (found.kind === 'later') {
          // Counted as a try: a notice Slack never lets casebot check ends after MAX_ATTEMPTS, not never.
          if (notice.attempts + 1 >= MAX_ATTEMPTS) {
            await outbox.dropNotice(notice.id);
            counts.dropped += 1;
            logDelivery(delivery, logger, notice, 'dropped', { err: 'fate_unknown', reason: found.err });
            continue;
          }
          await outbox.releaseNotice(
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
        await outbox.releaseNotice(notice);
        continue;
      }
      if (wait > 0) await delivery.sleep(wait);
      delivery.lastPost.set(channel, delivery.now());
      calling = methodOf(notice);
      await outbox.setInDoubt(notice.id, true);
      const ts = await send(writes, channel, notice);
      await outbox.markSent(notice.id, ts);
      counts.sent += 1;
      logDelivery(delivery, logger, notice, 'sent');
    } catch (error) {
      // What Slack's answer means, read by the road's one list.
      const { code, refusal } = refusalOf(error);
      const err = errorForLog(error);
      const retryAfterS = retryAfterOf(error);
      // Slack answered (a refusal, or a rate limit the client would not wait out), not the network.
      const answered = retryAfterS !== undefined || (refusal !== 'rate_limited' && code !== 'error');
      // Slack answered the send, so it did not take it: nothing is in doubt (but for the errors after which
      // Slack says part of a call may have been done).
      if (answered && calling === methodOf(notice) && !isUncertain(code)) await outbox.setInDoubt(notice.id, false);
      // Slack said it did not do it and when to come back: the method is held there (the whole workspace
      // but for posts, which Slack limits per conversation) for every replica, the notice given back.
      if (retryAfterS !== undefined) {
        const until = new Date(delivery.now() + retryAfterS * 1000);
        const hold = { method: calling, target: calling === 'chat.postMessage' ? holdTarget(notice) : '', until };
        holds.push(hold);
        await outbox.holdSlack(teamId, hold);
        await outbox.releaseNotice(notice, until);
        logDelivery(delivery, logger, notice, 'retry', { err, retryAfterS, held: calling });
        delivery.onHeld?.(calling);
        continue;
      }
      if (refusal === 'missing_scope') {
        await outbox.dropNotice(notice.id);
        counts.dropped += 1;
        await missingScope(delivery.alerts, teamId, notice, error, logger);
        logDelivery(delivery, logger, notice, 'dropped', { err });
        continue;
      }
      const permanent = isPermanent(refusal);
      if (permanent || notice.attempts + 1 >= MAX_ATTEMPTS) {
        await outbox.dropNotice(notice.id);
        counts.dropped += 1;
        logDelivery(delivery, logger, notice, 'dropped', { err });
        // What queued it hears that Slack will never take it, and ends what that ends (its owner told).
        if (!permanent) continue;
        for (const owner of delivery.owners) {
          if (!owner.refused || !owns(owner, notice.key)) continue;
          await owner
            .refused(teamId, notice, refusal, client)
            .catch((failure: unknown) =>
              logger.warn(
                { team: teamId, notice: notice.id, err: errorForLog(failure) },
                'what Slack refused for good not ended',
              ),
            );
        }
        continue;
      }
      logDelivery(delivery, logger, notice, 'retry', { err });
      // Slack asked casebot to slow down, or cannot be reached: the rest waits for the next poll.
      // Anything else is this notice's own trouble: the others go on.
      if (refusal === 'rate_limited' || code === 'error') break;
    }
  }
  return counts;
}

import type { webApi } from '@slack/bolt';
import type { Logger } from '../logging';
import { WatchError } from '../lib/errors';
import type { Alerts } from '../workspaces/alerts';
import type { Notice } from './watch-store';

// What delivery asks of Slack besides the post itself: the DM channel, whether an earlier attempt
// landed, and what Slack's refusals mean.

/** The metadata event type on every message casebot posts from the outbox: it names the notice. */
export const NOTICE_EVENT = 'casebot_notice';

export const slackError = (error: unknown): string | undefined =>
  (error as { data?: { error?: unknown } } | undefined)?.data?.error as string | undefined;

/** The scope Slack names in a `missing_scope` answer (`needed`), checked before it goes anywhere. */
const neededScope = (error: unknown): string => {
  const needed = (error as { data?: { needed?: unknown } } | undefined)?.data?.needed;
  return typeof needed === 'string' && /^[a-z.:_,]{1,100}$/.test(needed) ? needed : 'unknown';
};

/**
 * Slack says the installation lacks a scope: no notice of this workspace can go out until it is
 * reinstalled, so retrying is pointless. The notice is dropped, the admins see which scope to grant on
 * their App Home, and the log says it once (when the alert is new), not once per notice.
 */
export async function missingScope(
  alerts: Alerts | undefined,
  teamId: string,
  notice: Notice,
  error: unknown,
  logger: Logger,
) {
  const scope = neededScope(error);
  const fresh = await alerts?.raise(teamId, 'missing_scope', scope).catch(() => true);
  const fields = { team: teamId, notice: notice.id, err: 'missing_scope', needed: scope };
  if (fresh ?? true) logger.error(fields, `Slack refused a notice: casebot lacks the ${scope} scope; reinstall it`);
  else logger.debug(fields, 'notice dropped: missing scope (already told)');
}

export async function channelFor(
  dmChannels: Map<string, string>,
  client: webApi.WebClient,
  teamId: string,
  notice: Notice,
) {
  if (notice.channelId) return notice.channelId;
  const person = notice.slackUserId ?? '';
  const key = `${teamId}\u0000${person}`;
  const known = dmChannels.get(key);
  if (known) return known;
  const opened = await client.conversations.open({ users: person });
  const id = opened.channel?.id;
  if (!id) throw new WatchError('NO_DM_CHANNEL', 'conversations.open gave no channel');
  dmChannels.set(key, id);
  return id;
}

/**
 * An earlier attempt may have posted the notice and died before recording it: Slack's history of the
 * channel since then says (each post carries the notice's id as metadata). Undefined: not found, or
 * the history could not be read (then it is posted: a rare double is better than a lost notice).
 */
export async function findPosted(client: webApi.WebClient, channel: string, notice: Notice, logger: Logger) {
  try {
    const since = (notice.claimedAt?.getTime() ?? 0) / 1000 - 60;
    const history = await client.conversations.history({
      channel,
      oldest: String(Math.max(0, since)),
      limit: 200,
      include_all_metadata: true,
    });
    const hit = (history.messages ?? []).find(
      (m) =>
        m.metadata?.event_type === NOTICE_EVENT &&
        (m.metadata.event_payload as { notice?: unknown } | undefined)?.notice === notice.id,
    );
    return hit?.ts;
  } catch (error) {
    logger.warn({ notice: notice.id, err: slackError(error) ?? 'error' }, 'could not read history to check a resend');
    return undefined;
  }
}

import { cannotPostHere, type ConversationWrites, type MessageToWrite } from '../lib/conversation-port';
import type { ShareClaims } from '../workspaces/share-claims';

/** One private card being shared: where it is, whose it is, which case it shows. */
interface ShareRequest {
  workspaceId: string;
  /** The channel the card is in; absent in a conversation Slack does not name. */
  channelId: string | undefined;
  /** The private card's message ts; without one, the same person sharing the same case here. */
  messageTs: string | undefined;
  userId: string;
  caseId: number;
}

/** How a share goes out: posted by casebot and kept true, or through the response_url, not kept. */
interface ShareOut {
  /**
   * casebot posts the card itself, and a kind module keeps it true once posted (`kept`, with its ts);
   * absent: the response_url only.
   */
  keep?: {
    writes: Pick<ConversationWrites, 'post'>;
    card: MessageToWrite;
    channelId: string;
    kept(messageTs: string): Promise<void>;
  };
  /** The card into the channel through the response_url (which works where casebot is not a member). */
  viaResponseUrl: () => Promise<void>;
}

/**
 * A share, and whether its card is kept true (`not_kept`: shared, but keeping it failed); `messageTs`: the
 * card casebot posted (none where it went through the response_url).
 */
type CardShared = ShareResult & { kept?: 'kept' | 'not_kept'; notKept?: unknown; messageTs?: string };

type ShareResult =
  | { kind: 'shared'; by: string; channelId: string | null; at: Date }
  | { kind: 'already'; by: string; channelId: string | null; at: Date }
  | { kind: 'failed' };

/**
 * Sharing a card in its channel, once: the first press claims the card in the database, so a double
 * click or a retry on another replica posts nothing more (and learns who shared it, where and when). A
 * post that fails gives the claim back, so Share can be pressed again. No Slack here: `share` takes the
 * post to make, `shareCard` the port of casebot's writes to Slack.
 */
export function createSharing(claims: ShareClaims, now: () => Date = () => new Date()) {
  return {
    async share(request: ShareRequest, post: () => Promise<void>): Promise<ShareResult> {
      const { workspaceId, channelId, messageTs, userId, caseId } = request;
      const key = [workspaceId, channelId ?? '-', messageTs ?? userId, caseId].join(':');
      const claim = await claims.claim(key, userId, channelId);
      if (!claim.won) return { kind: 'already', by: claim.sharedBy, channelId: claim.channelId, at: claim.at };
      try {
        await post();
      } catch {
        await claims.release(key).catch(() => undefined);
        return { kind: 'failed' };
      }
      return { kind: 'shared', by: userId, channelId: channelId ?? null, at: now() };
    },

    /**
     * Share in channel: claimed once (as `share`), then posted by casebot where it may and kept true
     * from then on; where Slack will not take casebot's post (not a member, restricted), through the
     * response_url. Any other refusal gives the claim back, so Share can be pressed again.
     */
    async shareCard(request: ShareRequest, out: ShareOut): Promise<CardShared> {
      const sent: { ts?: string | null } = {};
      const shared = await this.share(request, async () => {
        if (out.keep) {
          const written = await out.keep.writes.post(out.keep.channelId, out.keep.card, { unfurl: false });
          if (written.ok) {
            sent.ts = written.value.ts;
            return;
          }
          if (!cannotPostHere(written.refusal)) throw written.error;
        }
        await out.viaResponseUrl();
      });
      const { keep } = out;
      if (shared.kind !== 'shared' || !keep || !sent.ts) return shared;
      const posted = { ...shared, messageTs: sent.ts };
      try {
        await keep.kept(sent.ts);
        return { ...posted, kept: 'kept' };
      } catch (error) {
        return { ...posted, kept: 'not_kept', notKept: error };
      }
    },
  };
}

export type Sharing = ReturnType<typeof createSharing>;

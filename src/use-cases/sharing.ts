import type { ShareClaims } from '../workspaces/share-claims';

/** One private card being shared: where it is, whose it is, which case it shows. */
export interface ShareRequest {
  workspaceId: string;
  /** The channel the card is in; absent in a conversation Slack does not name. */
  channelId: string | undefined;
  /** The private card's message ts; without one, the same person sharing the same case here. */
  messageTs: string | undefined;
  userId: string;
  caseId: number;
}

export type ShareResult =
  | { kind: 'shared'; by: string; channelId: string | null; at: Date }
  | { kind: 'already'; by: string; channelId: string | null; at: Date }
  | { kind: 'failed' };

/**
 * Sharing a card in its channel, once: the first press claims the card in the database, so a double
 * click or a retry on another replica posts nothing more (and learns who shared it, where and when). A
 * post that fails gives the claim back, so Share can be pressed again. No Slack here: `post` is the
 * listener's.
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
  };
}

export type Sharing = ReturnType<typeof createSharing>;

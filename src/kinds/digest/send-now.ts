import type { webApi } from '@slack/bolt';
import type { EndOwner } from '../kind';
import type { WorkspaceStore } from '../../workspaces/store';
import { type DigestRunDeps, sendDigest } from './check';
import type { Digest } from './store';

/** What Send now came to: posted, refused to its owner, stopped meanwhile, or the service not reachable as them. */
export type SentNow = 'sent' | 'refused' | 'gone' | 'unavailable';

/**
 * Send now: a digest posted into its channel at once, read as its owner through the one unasked runner the
 * poll uses, and delivered now. An owner no longer served has everything they set up ended, as a poll
 * would (`endOwner`: the ending rules).
 */
export function digestSender(
  deps: DigestRunDeps & {
    store: Pick<WorkspaceStore, 'getWorkspace'>;
    endOwner: EndOwner;
  },
  deliverSoon: (teamId: string) => void,
) {
  return async (digest: Digest, pressed: string, client: webApi.WebClient): Promise<SentNow> => {
    const workspace = await deps.store.getWorkspace(digest.teamId);
    if (!workspace) return 'unavailable';
    const outcome = await sendDigest(deps, digest, workspace, client, { pressed });
    if (outcome === 'user_not_linked' || outcome === 'left_workspace') {
      const why = outcome === 'left_workspace' ? 'left_workspace' : 'unlinked';
      await deps.endOwner(digest.teamId, digest.createdBy, why, client);
    }
    deliverSoon(digest.teamId);
    if (outcome === 'sent' || outcome === 'quiet') return 'sent';
    if (outcome === 'refused') return 'refused';
    // Stopped meanwhile, or ended because its owner is no longer linked or left (said in its channel).
    if (outcome === 'taken' || outcome === 'user_not_linked' || outcome === 'left_workspace') return 'gone';
    return 'unavailable';
  };
}

/** Send now, as the listeners hold it. */
export type SendDigestNow = ReturnType<typeof digestSender>;

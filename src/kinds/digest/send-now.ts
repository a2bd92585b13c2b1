import type { webApi } from '@slack/bolt';
import type { EndOwner } from '../kind';
import type { WorkspaceStore } from '../../workspaces/store';
import { type DigestRunDeps, sendDigest } from './check';
import type { Digest } from './store';
import { type SentNow, settleSendNow } from '../due-at';

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
    // Stopped meanwhile, or ended because its owner is no longer linked or left (said in its channel): gone.
    return settleSendNow(outcome, { teamId: digest.teamId, userId: digest.createdBy }, client, {
      endOwner: deps.endOwner,
      deliverSoon,
    });
  };
}

/** Send now, as the listeners hold it. */
export type SendDigestNow = ReturnType<typeof digestSender>;

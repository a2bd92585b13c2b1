import type { KindFrame } from '../module';
import type { DiscussionStore } from './store';

/**
 * What the frame's endings mean for where cases were discussed: a channel shared with another organisation
 * or that casebot is out of (archived, deleted, removed) is forgotten, and everything of a workspace that
 * is disconnected or uninstalls. Nothing is told of it, and nothing of it is due in a poll.
 */
export function discussionKind(deps: { discussions: DiscussionStore }): KindFrame {
  const { discussions } = deps;
  return {
    keys: [],
    postsInChannels: true,
    callsEach: 1,
    due: async () => [],
    ownersOf: async () => [],
    async end({ teamId, which }) {
      if ('channelId' in which) await discussions.forget(teamId, { channelId: which.channelId });
      else if ('all' in which) await discussions.forget(teamId, { all: true });
      // Forgetting is not an ending anyone is told of.
      return 0;
    },
  };
}

import type { webApi } from '@slack/bolt';
import { SingleFlight } from '../../lib/lru';
import type { KindModule } from '../module';
import { createConversationAccess } from './access';
import { registerDiscussionActions } from './actions';
import { discussedLine, SHOWN_ON_CARD } from './blocks';
import { DiscussionId } from './ids';
import { discussionKind } from './kind';
import { DISCUSSION_MIGRATIONS } from './migrations';
import { createDiscussionStore, type DiscussionStore } from './store';
import { createDiscussions } from './use-cases';

/**
 * Where a case is discussed in Slack: each case link casebot unfurls, each card shared into a channel, a
 * case's own channel and any message linked with the Link to a case shortcut, remembered per workspace;
 * shown on a reader's card and in the side panel (Discussed in) only where they may open the conversation,
 * the rest in All conversations.
 */
export const discussionModule: KindModule<{ discussions: DiscussionStore }> = {
  name: 'discussion',
  table: 'case_discussions',
  migrations: DISCUSSION_MIGRATIONS,
  stores: (db, { now }) => ({ discussions: createDiscussionStore(db, now ? { now } : {}) }),
  kind: discussionKind,
  ids: DiscussionId,
  surfaces(deps, parts) {
    const discussions = createDiscussions({
      discussions: parts.stores.discussions,
      access: createConversationAccess({ logger: deps.logger }),
      logger: deps.logger,
      allowsShared: async (teamId) => (await parts.store.getWorkspace(teamId))?.allowSharedChannels ?? false,
    });
    // A reader's card and its All conversations button are drawn at once: one look serves both.
    const looks = new SingleFlight();
    const look = (client: webApi.WebClient, teamId: string, caseId: number, userId: string | undefined) =>
      looks.run(`${teamId}\u0000${caseId}\u0000${userId ?? ''}`, async () =>
        (await discussions.shownTo(client, teamId, [caseId], userId, { links: SHOWN_ON_CARD, skipChannels: true })).get(
          caseId,
        ),
      );
    return {
      cameUp: async (where) => {
        await discussions.cameUp(where);
      },
      // One case a reader looks at (a card, the side panel), where Slack can be asked what they may open.
      async caseLines({ teamId, caseIds, tr, userId, client }) {
        const [caseId] = caseIds;
        if (!client || caseId === undefined || caseIds.length !== 1) return new Map();
        const said = await look(client, teamId, caseId, userId);
        const line = said && discussedLine(tr, said.shown, said.more);
        return new Map(line ? [[caseId, [line]]] : []);
      },
      // All conversations, where there are more than the card names.
      async caseActions({ teamId, userId, caseId, tr, client }) {
        if (!client) return [];
        const said = await look(client, teamId, caseId, userId);
        if (!said || said.more === 0) return [];
        return [{ text: tr.t('discussion.all'), card: DiscussionId.all, panel: DiscussionId.panelAll }];
      },
      register: (app) => registerDiscussionActions(app, deps, discussions),
    };
  },
};

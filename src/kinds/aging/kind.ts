import type { Kysely } from 'kysely';
import { forReader } from '../../blocks/bidi';
import { notice } from '../../blocks/notices';
import type { MessageKey } from '../../i18n/messages/en';
import type { Database } from '../../workspaces/database';
import { channelPostRefused, type EndWhy } from '../kind';
import type { KindFrame } from '../module';
import { ownersIn } from '../owners';
import { agingInPoll, type AgingPollDeps } from './check';
import { AGING_KEYS, agingEndedKey } from './keys';

/** How long what was told of a breach is kept. */
export const AGING_TOLD_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** How aging alerts' ending is told to the person they were read as; undefined: nothing. */
const SAID: Partial<Record<EndWhy, MessageKey>> = {
  unlinked: 'aging.ended.unlinked',
  disconnected: 'aging.ended.disconnected',
  shared_channel: 'aging.ended.shared_channel',
  cannot_post: 'aging.ended.cannot_post',
  channel_gone: 'aging.ended.cannot_post',
};

/**
 * Aging alerts: a workspace's open cases past their priority's threshold, told in the channel its admins
 * chose, read as the person they named. One look a workspace an interval, ahead of the round's shares.
 * Its id is the workspace's (one a workspace).
 */
export function agingKind(deps: AgingPollDeps & { db: Kysely<Database> }): KindFrame {
  const { aging } = deps;
  return {
    keys: AGING_KEYS,
    // Slack refuses its channel's posts for good: casebot is out of the channel (everything told there
    // ends), or the workspace forbids it (the alerts are off); the person they are read as is told why.
    // Every post of a workspace's aging alerts is of its one item (the workspace's).
    onRefused: channelPostRefused((teamId) => teamId),
    postsInChannels: true,
    callsEach: 1,
    ahead: true,
    async due(round) {
      const settings = await aging.settings(round.teamId);
      // One call, once an interval, first: a backlog is told before the round's budget is spent.
      if (!settings || (settings.checkedAt && round.now - settings.checkedAt.getTime() < round.intervalMs * 0.9))
        return [];
      return [
        {
          at: 0,
          actsAs: settings.actsAs,
          check: (r) => agingInPoll(deps, settings, r.workspace, r.client, () => r.fetches.beforeCall(), r.callsLeft),
        },
      ];
    },
    // What was told of a breach is kept 30 days: one still aging after that is told once more.
    prune: async (teamId, at) => void (await aging.pruneTold(teamId, new Date(at.getTime() - AGING_TOLD_KEPT_MS))),
    readsRecentAs: async (teamId) => (await aging.settings(teamId))?.actsAs,
    ownersOf: (teamId, which) =>
      ownersIn(deps.db, 'aging_settings', { owner: 'acts_as', id: 'team_id', channel: true }, teamId, which),
    async end({ teamId, which, why, trOf, channelTr, ref }) {
      const owners = await this.ownersOf(teamId, which);
      if (owners.length === 0) return 0;
      const said = SAID[why];
      const ended = await aging.turnOff(teamId, (settings) => {
        // The person they were read as left: said in the alerts' channel, in its language.
        if (why === 'left_workspace')
          return {
            dedupeKey: agingEndedKey(),
            slackUserId: null,
            channelId: settings.channelId,
            message: forReader(
              channelTr.lang,
              notice(channelTr.t('aging.endedLeft', { user: `<@${settings.actsAs}>` })),
            ),
          };
        if (!trOf || !said) return undefined;
        const text = trOf(settings.actsAs).t(said, { channel: `<#${settings.channelId}>` });
        return {
          dedupeKey: agingEndedKey(),
          slackUserId: settings.actsAs,
          channelId: null,
          message: notice(text),
          ...(ref ? { ref } : {}),
        };
      });
      return ended ? 1 : 0;
    },
  };
}

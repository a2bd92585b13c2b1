import type { Kysely } from 'kysely';
import { followsEnded, followsEndedHere } from './blocks';
import { searchOf } from '../../blocks/search-words';
import type { Database } from '../../workspaces/database';
import { channelPostRefused, type EndWhy, type Listing, type ListingCli } from '../kind';
import type { KindFrame } from '../module';
import { filterOf, ownersIn } from '../owners';
import { followOutcome, type FollowPollDeps } from './check';
import { followOfPost, FOLLOW_KEYS, followsEndedKey } from './keys';

/** How a follow's ending is said to whoever set it up; undefined: nothing (they left, or nothing can be said). */
const SAID: Partial<Record<EndWhy, 'unlinked' | 'disconnected' | 'refused' | 'cannot_post' | 'shared_channel'>> = {
  unlinked: 'unlinked',
  disconnected: 'disconnected',
  refused: 'refused',
  cannot_post: 'cannot_post',
  channel_gone: 'cannot_post',
  shared_channel: 'shared_channel',
};

/**
 * Follows: a channel's post for each new (or changed, closed…) case matching a search, read as whoever set
 * it up (`/cases follow printer`). Once an interval each, even where rounds are half of one.
 */
export function followKind(deps: FollowPollDeps & { db: Kysely<Database> }): KindFrame {
  const { follows } = deps;
  return {
    keys: FOLLOW_KEYS,
    // Slack refuses its channel's posts for good: casebot is out of the channel (everything told there
    // ends), or the workspace forbids it (this follow ends); whoever set it up is told why.
    onRefused: channelPostRefused((_teamId, notice) => followOfPost(notice.key)),
    postsInChannels: true,
    callsEach: 1,
    async due(round, limit) {
      const all = await follows.listFollows(round.teamId, undefined, 'checked');
      const whole = round.roundMs === round.intervalMs;
      return all
        .filter((f) => whole || round.now - f.checkedAt.getTime() >= round.intervalMs * 0.9)
        .sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime())
        .slice(0, limit)
        .map((follow) => ({
          at: follow.checkedAt.getTime(),
          actsAs: follow.createdBy,
          check: (r) => followOutcome(deps, follow, r.client, r.workspace, () => r.fetches.beforeCall()),
          refusal: { id: follow.id, since: follow.refusedAt ?? null, mark: () => follows.markRefused(follow) },
        }));
    },
    ownersOf: (teamId, which) =>
      ownersIn(deps.db, 'follows', { owner: 'created_by', id: 'id', channel: true }, teamId, which),
    async end({ teamId, which, why, trOf, channelTr, ref }) {
      const said = SAID[why];
      const ended = await follows.endFollows(teamId, filterOf(which, 'createdBy'), (creator, theirs) =>
        why === 'left_workspace'
          ? // Said in each channel they followed in, once, in its language: who set it up, and why it stopped.
            [...new Set(theirs.map((f) => f.channelId))].map((channelId) => ({
              dedupeKey: followsEndedKey(),
              slackUserId: null,
              channelId,
              message: followsEndedHere(
                channelTr,
                creator,
                theirs.filter((f) => f.channelId === channelId),
              ),
            }))
          : trOf && said
            ? {
                dedupeKey: followsEndedKey(),
                slackUserId: creator,
                channelId: null,
                message: followsEnded(trOf(creator), said, theirs),
                ...(ref ? { ref } : {}),
              }
            : undefined,
      );
      return ended.length;
    },
  };
}

/** `follow list|end` in the CLI. */
export const followCli = {
  list: {
    line: "list the channels' followed searches",
    help: 'Lists the searches channels follow (/cases follow): id, the channel, whoever set it up.',
  },
  end: {
    id: 'followId',
    line: 'end one (whoever set it up is told)',
    help: `Ends a follow (its id from follow list): nothing more is posted for it; whoever set it up is told by DM. Kept
in the audit trail.`,
  },
} as const satisfies ListingCli;

/**
 * Follows as an admin lists them (App Home, the CLI): each channel's searches in words (their filters
 * said, never their syntax), whoever set each up; one stopped by an admin is told to its owner by DM.
 */
export function followListing({ follows }: Pick<FollowPollDeps, 'follows'>): Listing {
  return {
    title: 'admin.follows',
    none: 'admin.noFollows',
    ended: 'audit.follow.ended',
    async list(teamId, tr) {
      return (await follows.listFollows(teamId)).map((f) => {
        const { words, filters } = searchOf(tr, f.searchText);
        return {
          id: f.id,
          channelId: f.channelId,
          owner: f.createdBy,
          // Who set it up, as `/cases following` says it: the admin knows whom stopping it will tell.
          what: `${tr.t('follow.row', { search: words, user: `<@${f.createdBy}>` })}${filters} · <#${f.channelId}>`,
        };
      });
    },
    async stop(teamId, id, by, trOf) {
      const ended = await follows.endFollows(teamId, { ids: [id] }, (creator, theirs) =>
        trOf && creator !== by
          ? {
              dedupeKey: followsEndedKey(),
              slackUserId: creator,
              channelId: null,
              message: followsEnded(trOf(creator), { admin: by }, theirs),
            }
          : undefined,
      );
      const [follow] = ended;
      return follow ? `“${follow.searchText}” in <#${follow.channelId}>` : undefined;
    },
  };
}

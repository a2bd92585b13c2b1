import { FOLLOW_MIGRATIONS } from './migrations';
import type { ChannelQuietStore } from '../channel-quiet';
import type { KindModule } from '../module';
import { channelPoster } from '../../spine/reply';
import { registerFollowActions } from './actions';
import { follow, listFollowing, parseFollowText, unfollow } from './command';
import { FollowId } from './ids';
import { followCli, followKind, followListing } from './kind';
import { followOwn } from './own';
import { createFollowStore, type FollowStore } from './store';

/**
 * A channel's follow of a search, whole: `/cases follow|unfollow|following`, Stop following and Change
 * filters on its posts, and its Change modal.
 */
export const followModule: KindModule<{ follows: FollowStore }, { quiet: ChannelQuietStore }> = {
  name: 'follow',
  table: 'follows',
  migrations: FOLLOW_MIGRATIONS,
  stores: (db, { now }) => ({ follows: createFollowStore(db, now ? { now } : {}) }),
  kind: followKind,
  listed: { cli: followCli, listing: followListing },
  ids: FollowId,
  usage: 'usage.follow',
  surfaces(deps, parts) {
    const own = followOwn(parts);
    return {
      command({ text, userId, userName, channelId, client }) {
        const asked = parseFollowText(text);
        if (!asked) return undefined;
        if (asked.kind === 'list') return listFollowing(own, channelId, userId);
        if (asked.kind === 'unfollow') return unfollow(deps, own, channelId, asked.searchText, { userId, client });
        const announce = channelPoster(deps.logger, client, channelId);
        return follow(deps, own, { userId, userName }, channelId, asked.searchText, announce, client);
      },
      register: (app) => registerFollowActions(app, deps, own),
    };
  },
};

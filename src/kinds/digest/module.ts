import { DIGEST_MIGRATIONS } from './migrations';
import type { KindModule } from '../module';
import { channelPoster } from '../../spine/reply';
import { registerDigestActions } from './actions';
import { listDigests, parseDigestText, setUpDigest } from './command';
import { DigestId } from './ids';
import { digestCli, digestKind, digestListing } from './kind';
import { digestOwn } from './own';
import { createDigestStore, type DigestStore } from './store';

/**
 * A channel's digest of a search, whole: `/cases digest …` and `/cases digests`, its buttons (Send now,
 * Change, Stop) and its Change modal.
 */
export const digestModule: KindModule<{ digests: DigestStore }> = {
  name: 'digest',
  table: 'digests',
  migrations: DIGEST_MIGRATIONS,
  stores: (db, { now }) => ({ digests: createDigestStore(db, now ? { now } : {}) }),
  kind: digestKind,
  listed: { cli: digestCli, listing: ({ digests }, store) => digestListing(digests, store) },
  // What is scheduled in the workspace's zone comes at its hour in the new one.
  rezone: ({ digests }, teamId, timeZone) => digests.rezone(teamId, timeZone),
  ids: DigestId,
  usage: 'usage.digest',
  surfaces(deps, parts) {
    const own = digestOwn(parts);
    return {
      command({ text, userId, userName, channelId, client }) {
        const asked = parseDigestText(text);
        if (!asked) return undefined;
        if (asked.kind === 'list') return listDigests(own, channelId, userId);
        const announce = channelPoster(deps.logger, client, channelId);
        return setUpDigest(deps, own, { userId, userName }, channelId, asked.rest, announce, client);
      },
      register: (app) => registerDigestActions(app, deps, own),
    };
  },
};

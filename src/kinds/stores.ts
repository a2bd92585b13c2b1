import type { Kysely } from 'kysely';
import type { Database } from '../workspaces/database';
import { type CaseChannelCaps, createCaseChannelStore } from './live-card/case-channel-store';
import { createAgingStore } from './aging/store';
import { createChannelQuiet } from './channel-quiet';
import { createDigestStore } from './digest/store';
import { createFollowStore } from './follow/store';
import { createLiveCardStore } from './live-card/store';
import { createWatchStore } from './watch/store';

/**
 * What the kinds keep in the database, each kind's store made once (and each channel's less noise, which
 * two share); `now`: their clock (a test's).
 */
export function createKindStores(
  db: Kysely<Database>,
  options: { caseChannelCaps?: Partial<CaseChannelCaps>; now?: () => Date } = {},
) {
  const clock = options.now ? { now: options.now } : {};
  return {
    watches: createWatchStore(db, clock),
    follows: createFollowStore(db, clock),
    digests: createDigestStore(db, clock),
    aging: createAgingStore(db, clock),
    quiet: createChannelQuiet(db, clock),
    cards: createLiveCardStore(db, clock),
    caseChannels: createCaseChannelStore(db, {
      ...clock,
      ...(options.caseChannelCaps ? { caps: options.caseChannelCaps } : {}),
    }),
  };
}

export type KindStores = ReturnType<typeof createKindStores>;

import type { Kysely } from 'kysely';
import type { Database } from '../workspaces/database';
import { type CaseChannelCaps, createCaseChannelStore } from './case-channel-store';
import { createAgingStore } from './aging-store';
import { createChannelQuiet } from './channel-quiet';
import { createDigestStore } from './digest-store';
import { createFollowStore } from './follow-store';
import { createLiveCardStore } from './live-card-store';
import { createWatchStore } from './watch-store';
import { createOutbox } from '../spine/outbox';
import { createChangeStore } from './change-store';

/** What casebot tells unasked keeps in the database: the outbox, watches, what it knows of cases' updates, follows, digests, aging alerts, channels' less noise, live cards, case channels. */
export function createWatchingStores(
  db: Kysely<Database>,
  options: { caseChannelCaps?: Partial<CaseChannelCaps> } = {},
) {
  return {
    outbox: createOutbox(db, () => new Date()),
    watches: createWatchStore(db),
    changes: createChangeStore(db),
    follows: createFollowStore(db),
    digests: createDigestStore(db),
    aging: createAgingStore(db),
    quiet: createChannelQuiet(db),
    cards: createLiveCardStore(db),
    caseChannels: createCaseChannelStore(db, options.caseChannelCaps ? { caps: options.caseChannelCaps } : {}),
  };
}

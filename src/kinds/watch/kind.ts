import type { Kysely } from 'kysely';
import { watchesEnded } from './blocks';
import type { Logger } from '../../logging';
import type { Outbox } from '../../spine/outbox';
import type { Unasked } from '../../spine/unasked';
import type { Database } from '../../workspaces/database';
import { dueInTurns, type EndWhy, type KindOutcome } from '../kind';
import type { KindFrame } from '../module';
import { ownersIn } from '../owners';
import { type CheckOutcome, checkWatch } from './check';
import { watchesEndedKey, WATCH_KEYS } from './keys';
import type { WatchStore } from './store';

interface WatchKindDeps {
  db: Kysely<Database>;
  watches: WatchStore;
  outbox: Pick<Outbox, 'queuedSince'>;
  unasked: Unasked;
  logger: Logger;
  now: () => number;
}

/** What a watch's check means to the poll: a DM queued is told, any other good answer answered. */
const outcomeOf = (outcome: CheckOutcome): KindOutcome =>
  outcome === 'changed'
    ? 'told'
    : outcome === 'unchanged' || outcome === 'raced' || outcome === 'capped'
      ? 'answered'
      : outcome;

/** How a watch's ending is said to its watcher; undefined: nothing (they left, or nothing can be said). */
const SAID: Partial<Record<EndWhy, 'unlinked' | 'disconnected' | 'refused'>> = {
  unlinked: 'unlinked',
  disconnected: 'disconnected',
  refused: 'refused',
};

/**
 * Watches: one person's DM when a case they watch changes, fetched as them (`/case 1234 watch`). Due in
 * turns among people (what the change detector noticed first); a refusal believed when it repeats.
 */
export function watchKind(deps: WatchKindDeps): KindFrame {
  const { watches } = deps;
  return {
    keys: WATCH_KEYS,
    postsInChannels: false,
    counted: (tr, count) => tr.t('watch.counted', { count }),
    callsEach: 1,
    caseRows: { table: 'watches', person: 'slack_user_id' },
    async due(round, limit) {
      return dueInTurns(
        await watches.dueWatches(round.teamId, limit, round.filter),
        (watch) => watch.slackUserId,
        async (watch, r) => outcomeOf(await checkWatch(deps, watch, r.client, r.fetches)),
        (watch) => watches.markRefused(watch),
      );
    },
    ownersOf: (teamId, which) =>
      ownersIn(deps.db, 'watches', { owner: 'slack_user_id', id: 'id', channel: false }, teamId, which),
    async end({ teamId, which, why, trOf }) {
      if ('channelId' in which) return 0;
      const said = SAID[why];
      // One DM a person naming every case whose watch ended, written with the ending.
      const notice =
        trOf && said
          ? (person: string, ended: { caseNumber: number }[]) => ({
              dedupeKey: watchesEndedKey(),
              slackUserId: person,
              channelId: null,
              message: watchesEnded(
                trOf(person),
                said,
                ended.map((w) => w.caseNumber),
              ),
            })
          : undefined;
      return watches.endWatches(
        teamId,
        'person' in which ? { slackUserId: which.person } : 'ids' in which ? { ids: which.ids } : {},
        notice,
      );
    },
  };
}

import { WebClient } from '@slack/web-api';
import { Writable } from 'node:stream';
import { createCaseApi } from '../../src/case-api/client';
import { type BindCases, createCaseService } from '../../src/cases/case-service';
import { createLogger } from '../../src/logging';
import { DEFAULT_CLOSED_STATUSES } from '../../src/lib/statuses';
import { createPoller } from '../../src/polling/poller';
import type { FakeSlack } from '../../src/sandbox/slack-api-server';
import { createSlackPeople } from '../../src/slack/locale';
import { createActingAs } from '../../src/spine/acting-as';
import { createDelivery } from '../../src/spine/delivery';
import { createOutbox } from '../../src/spine/outbox';
import { createUnasked } from '../../src/spine/unasked';
import { createPreferences } from '../../src/workspaces/preferences';
import { createChannelQuiet } from '../../src/watch/channel-quiet';
import { createAgingStore } from '../../src/watch/aging-store';
import { createDigestStore } from '../../src/watch/digest-store';
import { createFollowStore } from '../../src/watch/follow-store';
import { createLiveCardStore } from '../../src/watch/live-card-store';
import { createWatchingStores } from '../../src/watch/stores';
import { createWatchStore } from '../../src/watch/watch-store';
import { createChangeStore, updateFeed } from '../../src/watch/change-store';
import { createAlerts } from '../../src/workspaces/alerts';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/workspaces/migrations';
import { createResolver } from '../../src/workspaces/resolve';
import { createWorkspaceStore, type WorkspaceStore } from '../../src/workspaces/store';
import { createTokenCipher } from '../../src/workspaces/token-cipher';
import { TEST_KEY } from './databases';

/**
 * `count` pollers, each with its own connection to one database, as replicas would be, with a clock the
 * test moves (their sleeps return at once); `seed` fills the database once, through the first one's store.
 */
export async function pollReplicas(options: {
  count: number;
  databaseUrl: string;
  slack: FakeSlack;
  now: () => number;
  intervalMs: number;
  seed: (store: WorkspaceStore) => Promise<void>;
}) {
  const logger = createLogger('silent', new Writable({ write: (_c, _e, done) => done() }));
  const { now } = options;
  const clockNow = () => new Date(now());
  const replicas = [];
  for (let i = 0; i < options.count; i += 1) {
    const { db } = openDatabase(options.databaseUrl);
    const store = createWorkspaceStore(db, createTokenCipher(TEST_KEY));
    if (i === 0) {
      await migrateToLatest(db);
      await options.seed(store);
    }
    const alerts = createAlerts(db, clockNow);
    const people = createSlackPeople({ ttlMs: 0, timeoutMs: 1000, logger });
    const changes = createChangeStore(db, { now: clockNow });
    // Every list page read tells the change store, as in casebot.
    const cases = createCaseService(createCaseApi({ timeoutMs: 2000, firstRow: 1, retries: 0 }), {
      detailsTtlMs: 0,
      onRows: updateFeed(changes, logger),
    });
    const acting = createActingAs(
      createResolver(store, { defaultBaseUrl: undefined, cacheMs: 0 }),
      (caller): BindCases =>
        (bound) =>
          cases.for({ ...caller, ...bound }),
    );
    const client = new WebClient('xoxb-test', { slackApiUrl: options.slack.apiUrl, retryConfig: { retries: 0 } });
    const watches = createWatchStore(db, { now: clockNow });
    const digests = createDigestStore(db, { now: clockNow });
    const aging = createAgingStore(db, { now: clockNow });
    const preferences = createPreferences(db, clockNow);
    const poller = createPoller({
      changes,
      watches,
      outbox: createOutbox(db, clockNow),
      follows: createFollowStore(db, { now: clockNow }),
      digests,
      aging,
      quiet: createChannelQuiet(db, { now: clockNow }),
      preferences,
      cards: createLiveCardStore(db, { now: clockNow }),
      caseChannels: createWatchingStores(db).caseChannels,
      homeOf: people.homeOf,
      closedStatuses: DEFAULT_CLOSED_STATUSES,
      store,
      unasked: createUnasked({ acting, languageFor: people.languageFor, homeOf: people.homeOf, logger }),
      slackFor: async () => client,
      logger,
      defaults: { intervalMs: options.intervalMs, callsPerMinute: 600 },
      delivery: createDelivery({ leaseMs: 30_000, channelGapMs: 0, now, alerts }),
      now,
      sleep: async () => undefined,
    });
    replicas.push({ poller, digests, aging, preferences, watches, changes, store, destroy: () => db.destroy() });
  }
  return replicas;
}

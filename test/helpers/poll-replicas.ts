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
import { assembleKinds } from '../../src/kinds/registry';
import { createChangeStore, updateFeed } from '../../src/polling/change-store';
import { createPollStateStore } from '../../src/polling/poll-state';
import { createAlerts } from '../../src/workspaces/alerts';
import { openDatabase } from '../../src/workspaces/database';
import { migrateToLatest } from '../../src/kinds/registry';
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
  /** The workspace's calls a minute to the case service (600 unless said). */
  callsPerMinute?: number;
  seed: (store: WorkspaceStore) => Promise<void>;
}) {
  // What the replicas log (warnings and up), one object a line, for a test to read.
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger(
    'warn',
    new Writable({
      write: (chunk: Buffer, _e, done) => {
        for (const line of chunk.toString().split('\n'))
          if (line) logs.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
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
    const outbox = createOutbox(db, clockNow);
    const unasked = createUnasked({ acting, languageFor: people.languageFor, homeOf: people.homeOf, logger });
    // The kinds as casebot assembles them (compose.ts), on this replica's connection and the test's clock.
    const { stores, kinds, rules } = assembleKinds({
      db,
      storesNow: clockNow,
      outbox,
      unasked,
      store,
      homeOf: people.homeOf,
      closedStatuses: DEFAULT_CLOSED_STATUSES,
      alerts,
      logger,
      now,
    });
    const { watches, digests, aging, agingDm, reminders } = stores;
    const pollState = createPollStateStore(db, clockNow);
    const poller = createPoller({
      kinds,
      rules,
      pollState,
      changes,
      outbox,
      store,
      unasked,
      slackFor: async () => client,
      logger,
      defaults: { intervalMs: options.intervalMs, callsPerMinute: options.callsPerMinute ?? 600 },
      delivery: createDelivery({ leaseMs: 30_000, channelGapMs: 0, now, alerts, owners: rules.owners }),
      now,
      sleep: async () => undefined,
    });
    replicas.push({
      poller,
      reminders,
      alerts,
      digests,
      aging,
      agingDm,
      watches,
      pollState,
      changes,
      store,
      logs,
      destroy: () => db.destroy(),
    });
  }
  return replicas;
}

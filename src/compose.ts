import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CasebotApp, createCasebotApp } from './app';
import type { BindCases } from './cases/case-service';
import { buildCaseService } from './compose-cases';
import { createConnectionCheck } from './cases/connection-check';
import { InFlight } from './lib/in-flight';
import { DEFAULT_CLOSED_STATUSES } from './lib/statuses';
import { createSoon } from './lib/soon';
import { createHttpFetch } from './lib/http-fetch';
import { errorForLog } from './lib/errors';
import { createMetrics, type Metrics } from './metrics';
import { createSlackPeople } from './slack/locale';
import { createChannelReach } from './slack/channels';
import { openDatabase } from './workspaces/database';
import { createHealth } from './workspaces/health';
import { createHomeData } from './workspaces/home-data';
import { buildInstallations } from './compose-installations';
import { createUninstall, markTokenWorkspaceInstalled } from './workspaces/lifecycle';
import { createOAuthStateStore } from './workspaces/oauth-states';
import { createResolver } from './workspaces/resolve';
import { createActingAs } from './spine/acting-as';
import { createShareClaims } from './workspaces/share-claims';
import { createDmAnswers } from './workspaces/dm-answers';
import { writeOnceClients } from './slack/clients';
import { createWorkspaceStore, type WorkspaceStore } from './workspaces/store';
import { createTokenCipher } from './workspaces/token-cipher';
import { createAlerts } from './workspaces/alerts';
import { createHints } from './workspaces/hints';
import { createPreferences } from './workspaces/preferences';
import { createSharing } from './use-cases/sharing';
import { createWorkspaceSettings } from './use-cases/workspace-settings';
import { createHomePage } from './use-cases/home-page';
import { buildPolling, pollSettingsOf } from './compose-polling';
import { type CasebotSettings, grantsOf, slackClientSettings } from './compose-settings';
import type { ListenerDeps } from './listeners/deps';
import { publishHome } from './listeners/home/publish';
import { MCP_GUARDED, mcpRoute } from './listeners/mcp/route';
import { slackClients } from './polling/slack-clients';
import type { PollResult } from './polling/poller';
import { assembleKinds, type KindStores, migrateToLatest, rezoneKinds, thresholdsOf } from './kinds/registry';
import { KIND_MODULES } from './kinds/modules';
import { createKindUseCases } from './use-cases/kind-use-cases';
import { bindModules } from './kinds/module';
import type { ModuleParts } from './kinds/surfaces';
import { createChangeStore, updateFeed } from './polling/change-store';
import { createPollStateStore } from './polling/poll-state';
import { createOutbox } from './spine/outbox';
import { createUnasked } from './spine/unasked';
import { respondTo } from './spine/reply';
import { adminsToTell } from './slack/admins';
import { createRecentOrder } from './use-cases/recent-order';
export type { PollSettings } from './compose-polling';
export type { CasebotSettings } from './compose-settings';
export { allBotScopes } from './slack/scopes';
/** The kind modules' variables, which main.ts hands loadConfig to check and keep as set. */
export { KIND_ENVIRONMENT } from './kinds/registry';
export interface Casebot {
  casebot: CasebotApp;
  store: WorkspaceStore;
  metrics: Metrics;
  inFlight: InFlight;
  /** Listening (HTTP mode: the address of POST /slack/events). */
  start(): Promise<{ server: Server | undefined; eventsUrl: string | undefined }>;
  /** One poll of a workspace now, beside the scheduler's (an operator's check, a test's round on demand). */
  pollNow(teamId: string): Promise<PollResult>;
  close(): Promise<void>;
}

/** Builds casebot from settings: store (migrated), case API client, use cases, Bolt app. */
export async function buildCasebot(settings: CasebotSettings): Promise<Casebot> {
  const { logger } = settings;
  const { db, description, engine } = openDatabase(settings.databaseUrl, {
    onIdleClientError: (error) =>
      logger.warn({ err: errorForLog(error) }, 'database dropped an idle connection; it is replaced on the next query'),
  });
  await migrateToLatest(db);
  logger.info({ database: description }, 'database ready');
  const cipher = createTokenCipher(settings.encryptionKey);
  const store = createWorkspaceStore(db, cipher);
  const resolve = createResolver(store, {
    defaultBaseUrl: settings.caseApi.defaultBaseUrl,
    cacheMs: settings.workspaceCacheMs,
  });
  const onInstalled = async (key: string) => {
    await store.markInstalled(key);
    resolve.forget();
  };
  const home = createHomeData(db, {
    onFlushError: (error, views) => logger.warn({ views, err: errorForLog(error) }, 'recent cases not recorded'),
  });
  const metrics = createMetrics();
  const health = createHealth(db);
  const inFlight = new InFlight();
  // Keep-alive over undici: Slack's, and the case service's (each connection where the address policy allows).
  const fetch = createHttpFetch();
  const outbox = createOutbox(db, () => new Date());
  const changes = createChangeStore(db);
  // Every list page read (a search, a follow's, a digest's) tells casebot which cases changed.
  const { addresses, caseFetch, api, cases } = buildCaseService(settings, metrics, updateFeed(changes, logger));
  const alerts = createAlerts(db);
  // OAuth mode: installations, their rotating bot tokens renewed once per expiry across replicas.
  const installations =
    settings.slack.kind === 'oauth'
      ? buildInstallations({
          db,
          cipher,
          oauth: settings.slack,
          slackApiUrl: settings.slackApiUrl,
          logger,
          alerts,
          metrics,
          onInstalled,
          sweepMs: settings.tokenSweepMs,
        })
      : undefined;
  const installationStore = installations?.installationStore;
  const preferences = createPreferences(db);
  // Once close() is called: /readyz says so at once, and a second close() waits for the first.
  const shutdown: { closing?: Promise<void> } = {};
  // A workspace's waiting notices delivered now: said by the use cases that queue them, done by the poller.
  const delivering = createSoon();
  const people = { ttlMs: settings.peopleCacheMs ?? 3_600_000, timeoutMs: 1500, logger };
  const { languageFor, homeOf, nameOf, zoneOf, forget: forgetPerson } = createSlackPeople(people);
  metrics.readOutbox(outbox);
  // A channel becoming shared is also told by channel_shared: a minute's cache is not the only guard.
  const channels = createChannelReach({ ttlMs: settings.channelsCacheMs ?? 60_000, timeoutMs: 2000, logger });
  const acting = createActingAs(
    resolve,
    (caller): BindCases =>
      (options) =>
        cases.for({ ...caller, ...options }),
  );
  // The one way unasked work runs, for the poller and Send now alike.
  const unasked = createUnasked({ acting, languageFor, homeOf, logger });
  const closedStatuses = settings.closedStatuses ?? DEFAULT_CLOSED_STATUSES;
  // Everything casebot tells unasked, registered, and the rules that loop over it.
  const { stores, kinds, rules } = assembleKinds({
    db,
    ...(settings.kindEnv ? { env: settings.kindEnv } : {}),
    outbox,
    unasked,
    store,
    homeOf,
    closedStatuses,
    alerts,
    logger,
    now: Date.now,
    deliverSoon: delivering.soon,
    adminsOf: (teamId, client) => adminsToTell(home.listAdmins(teamId), client, teamId),
  });
  // What every kind's use cases are made from, once.
  const moduleParts: ModuleParts<KindStores> = {
    stores,
    audit: (entry) => home.audit(entry),
    deliverSoon: delivering.soon,
    unasked,
    store,
    closedStatuses,
    endOwner: (teamId, person, why, client) => rules.end({ teamId, which: { person }, why, client }),
    homeOf,
    thresholdsOf: thresholdsOf(stores),
    now: Date.now,
  };
  const kindUseCases = createKindUseCases(moduleParts);
  const workspaceSettings = createWorkspaceSettings({
    store,
    home,
    outbox, // someone who asked for access is told when linked, as everything unasked is
    deliverSoon: delivering.soon,
    checkConnection: createConnectionCheck(api),
    defaultBaseUrl: settings.caseApi.defaultBaseUrl,
    forget: resolve.forget,
    zoneChanged: rezoneKinds(stores),
    addresses,
    logger,
  });
  const deps: ListenerDeps = {
    // Bound below, once every listener's shared deps are here: each module's surfaces reach them.
    modules: [],
    acting,
    sharing: createSharing(createShareClaims(db)),
    workspaceSettings,
    recentOrder: createRecentOrder({ settings: workspaceSettings, changes }),
    homePage: createHomePage({ data: home, alerts, outbox, deliverSoon: delivering.soon }),
    hints: createHints(db),
    preferences,
    channels,
    defaultBaseUrl: settings.caseApi.defaultBaseUrl,
    uninstall: createUninstall({ store, installationStore, forget: resolve.forget }),
    languageFor,
    homeOf,
    nameOf,
    zoneOf,
    forgetPerson,
    ...kindUseCases,
    closedStatuses,
    thresholdsOf: moduleParts.thresholdsOf,
    endings: rules,
    listings: kinds.flatMap((kind) => (kind.listing ? [{ name: kind.name, listing: kind.listing }] : [])),
    // App Home draws every module's part: a module's surfaces republish it with these deps whole.
    publishHome: (client, userId, present, notice) => publishHome(deps, client, userId, present, notice),
    // What each kind module says of cases, in the modules' order (a module whose store cannot say is left out).
    async caseLinesOf(look) {
      const said = await Promise.all(
        deps.modules.map((m) => m.caseLines?.(look).catch(() => undefined) ?? Promise.resolve(undefined)),
      );
      return new Map(look.caseIds.map((caseId) => [caseId, said.flatMap((lines) => lines?.get(caseId) ?? [])]));
    },
    // A case came up in a conversation: each module that keeps it told; a store that fails is only logged.
    async caseCameUp(where) {
      await Promise.all(
        deps.modules.map((m) =>
          m
            .cameUp?.(where)
            .catch((error: unknown) =>
              logger.warn({ team: where.teamId, err: errorForLog(error) }, 'where a case came up was not kept'),
            ),
        ),
      );
    },
    // What each kind module adds to a case one reader looks at, in the modules' order (the same).
    caseActionsOf: async (look) =>
      (await Promise.all(deps.modules.map((m) => m.caseActions?.(look).catch(() => []) ?? Promise.resolve([])))).flat(),
    logger,
    inFlight,
    // Each outcome line's event: the metrics, and whoever built casebot (tests, the sandbox).
    onOutcome: (event) => [metrics.onOutcome, settings.onOutcome].forEach((tell) => tell?.(event)),
    ...(settings.respondRetryMs !== undefined ? { respondRetryMs: settings.respondRetryMs } : {}),
    ...(settings.answerInAckMs !== undefined ? { answerInAckMs: settings.answerInAckMs } : {}),
    ...(settings.adminCommand ? { adminCommand: settings.adminCommand } : {}),
    pollDefaults: pollSettingsOf(settings.poll),
    grants: grantsOf(settings),
    dmAnswers: createDmAnswers(db),
    writeOnce: writeOnceClients(slackClientSettings(settings, fetch)),
    respondTo: (url) => respondTo(fetch, url),
  };
  deps.modules = bindModules(KIND_MODULES, deps, moduleParts);
  const clients = slackClients(slackClientSettings(settings, fetch), installationStore);
  // Slackbot's MCP client signs its requests as Slack does (HTTP modes only: Socket Mode has no secret);
  // the request guard verifies them, as every signed request.
  const mcp = mcpRoute({ deps, slackFor: (team) => clients(team).catch(() => undefined) });
  const casebot = createCasebotApp({
    slack: settings.slack,
    port: settings.port,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.slackApiUrl ? { slackApiUrl: settings.slackApiUrl } : {}),
    fetch,
    guard: {
      ...metrics.guardEvents,
      ...(settings.bodyLimits ? { limits: settings.bodyLimits } : {}),
      paths: [MCP_GUARDED],
    },
    customRoutes: [
      health.route,
      health.ready(() => shutdown.closing !== undefined),
      metrics.route,
      ...(settings.slack.kind === 'socket' ? [] : [mcp]),
      ...(settings.customRoutes ?? []),
    ],
    ...(installationStore ? { installationStore } : {}),
    ...(settings.slack.kind === 'oauth' ? { stateStore: createOAuthStateStore(db, settings.slack.stateSecret) } : {}),
    deps,
  });
  const polling = buildPolling({
    slackFor: clients,
    settings,
    engine,
    store,
    kinds,
    rules,
    pollState: createPollStateStore(db),
    changes,
    outbox,
    unasked,
    channels,
    alerts,
    home,
    logger,
    ...metrics.pollEvents,
  });
  const { scheduler } = polling;
  delivering.listen(polling.deliverSoon);
  return {
    casebot,
    store,
    metrics,
    inFlight,
    pollNow: (teamId) => polling.poller.poll(teamId),
    async start() {
      const server = await casebot.start();
      if (settings.slack.kind !== 'oauth')
        await markTokenWorkspaceInstalled(casebot.app.client, store, (error) =>
          logger.warn(
            { err: { name: error instanceof Error ? error.name : 'Error' } },
            'could not tell which workspace the bot token belongs to; an earlier uninstall there still stands',
          ),
        );
      await scheduler.start();
      installations?.start();
      const address = server?.address() as AddressInfo | null | undefined;
      return { server, eventsUrl: address ? `http://127.0.0.1:${address.port}/slack/events` : undefined };
    },
    /** Stops taking requests, lets the replies in flight finish (within the grace period), closes the store. */
    close() {
      shutdown.closing ??= (async () => {
        await casebot.stop().catch(() => undefined);
        await scheduler.stop().catch((e: unknown) => logger.warn({ err: String(e) }, 'poller did not stop cleanly'));
        await installations?.stop();
        const drained = await inFlight.drain(settings.shutdownGraceMs ?? 10_000);
        if (!drained)
          logger.warn({ inFlight: inFlight.size }, 'replies still in flight at the end of the grace period');
        await home.flush().catch(() => undefined);
        await store.close();
        // The kept connections to Slack and the case service.
        await Promise.all([fetch.close(), caseFetch.close()]).catch(() => undefined);
      })();
      return shutdown.closing;
    },
  };
}

import { errorForLog } from './lib/errors';
import { request as httpRequest, type Server } from 'node:http';
import {
  App,
  type AppOptions,
  type CustomRoute,
  HTTPReceiver,
  type InstallationStore,
  type StateStore,
} from '@slack/bolt';
import type { SlackMode } from './config';
import type { ListenerDeps } from './listeners/deps';
import { register } from './listeners/register';
import { admission, routed } from './listeners/router';
import { boltLogger } from './logging';
import { ConfigError } from './lib/errors';
import { type GuardedPath, type GuardOptions, guardSlackRequests } from './slack/request-guard';
import { allBotScopes, botScopes, MORE_SCOPES_PATH } from './slack/scopes';
import { installFailure } from './slack/install-pages';
import { requestClientOptions } from './slack/clients';

interface CasebotAppOptions {
  slack: Exclude<SlackMode, { kind: 'sandbox' }>;
  port: number;
  /** Listen on this address only (the sandbox: 127.0.0.1); all interfaces when absent. */
  host?: string;
  /** Base URL of the Slack Web API (tests, the sandbox, proxies). */
  slackApiUrl?: string;
  customRoutes?: CustomRoute[];
  /** OAuth mode: where installations (their bot tokens) are kept. */
  installationStore?: InstallationStore;
  /** OAuth mode: where install states are kept (one install each, ten minutes, seen by every replica). */
  stateStore?: StateStore;
  /** How Bolt posts (respond() and the Web API); the built-in fetch when absent. */
  fetch?: typeof fetch;
  /**
   * The request guard's limits (its defaults where absent), who it tells of refusals (metrics), and the
   * custom routes Slack signs (`/mcp`): every Slack-signed path is verified there, once.
   */
  guard?: Omit<GuardOptions, 'signingSecret' | 'paths'> & { paths?: GuardedPath[] };
  deps: ListenerDeps;
}

/**
 * The HTTP server's own clocks: a client gets 10 s for its headers and 30 s for its whole request, an
 * idle kept-alive connection 5 s, checked every 2 s (Node's defaults are 60 s, 300 s and a 30 s check),
 * so nobody holds a connection open by sending slowly.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 2_000,
} as const;

export interface CasebotApp {
  app: App;
  /** Starts listening; resolves to the HTTP server (HTTP mode) once it listens. */
  start(): Promise<Server | undefined>;
  stop(): Promise<void>;
}

/** The Bolt app with casebot's listeners; HTTP receiver at POST /slack/events, or Socket Mode. */
export function createCasebotApp(options: CasebotAppOptions): CasebotApp {
  const { slack, deps } = options;
  const clientOptions = requestClientOptions({
    ...(options.slackApiUrl ? { slackApiUrl: options.slackApiUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    logger: deps.logger,
  });
  const common: AppOptions = {
    logger: boltLogger(deps.logger),
    clientOptions,
    // casebot keeps no conversation state in Bolt.
    convoStore: false,
    // auth.test runs in start(), where a failure becomes one clear line instead of an unhandled rejection.
    deferInitialization: true,
    ...(options.customRoutes ? { customRoutes: options.customRoutes } : {}),
  };
  let app: App;
  if (slack.kind === 'socket') {
    app = new App({
      ...common,
      token: slack.botToken,
      appToken: slack.appToken,
      socketMode: true,
      // The Socket Mode connection uses these client options too; /healthz and /metrics stay on PORT.
      installerOptions: { clientOptions, port: options.port },
      port: options.port,
    });
  } else {
    if (slack.kind === 'oauth' && (!options.installationStore || !options.stateStore)) {
      throw new ConfigError('OAuth mode needs an installation store and a state store');
    }
    const receiver = guardedReceiver(slack, options, clientOptions, common.logger);
    app = new App({ ...common, receiver, ...(slack.kind === 'http' ? { token: slack.botToken } : {}) });
  }
  // One Bolt listener per kind of payload, each finding its handler by id (see routed()).
  const routes = routed(app, admission(), (kind, id, type) =>
    deps.logger.info(
      { kind, id: id?.slice(0, 100), type },
      'a signed payload casebot has no handler for: answered at once',
    ),
  );
  register(routes.app, deps);
  routes.install();
  app.error(async (error) => {
    deps.logger.error({ err: { name: error.name, message: error.message, code: error.code } }, 'unhandled Bolt error');
  });
  return {
    app,
    async start() {
      try {
        await app.init();
      } catch (error) {
        // The Web API's errors name the method and Slack's error code, never the token.
        const reason = error instanceof Error ? error.message : String(error);
        throw new ConfigError(`SLACK_BOT_TOKEN: could not be verified with Slack's auth.test (${reason})`);
      }
      const listen = options.host ? { port: options.port, host: options.host } : options.port;
      const started: unknown =
        slack.kind === 'socket' ? await app.start(listen) : await app.start(listen, SERVER_TIMEOUTS);
      const server = isServer(started) ? started : undefined;
      if (server && slack.kind !== 'socket') {
        await proveGuarded(server, options.host).catch(async (error: unknown) => {
          await app.stop().catch(() => undefined);
          throw error;
        });
      }
      return server;
    },
    stop: () => app.stop().then(() => undefined),
  };
}

/**
 * The HTTP receiver, made with Bolt's public options, with the request guard in front of its request
 * listener (a public property of the receiver made here). The guard is where Slack's signature is checked:
 * Bolt's own check is off, so each request is verified once. `start()` proves the guard is there before
 * anything is served (a forged request must be refused).
 */
function guardedReceiver(
  slack: Extract<CasebotAppOptions['slack'], { kind: 'http' | 'oauth' }>,
  options: CasebotAppOptions,
  clientOptions: AppOptions['clientOptions'],
  logger: AppOptions['logger'],
): HTTPReceiver {
  const oauth =
    slack.kind === 'oauth'
      ? {
          clientId: slack.clientId,
          clientSecret: slack.clientSecret,
          stateSecret: slack.stateSecret,
          scopes: botScopes(),
          ...(options.installationStore ? { installationStore: options.installationStore } : {}),
          // GET /slack/install goes straight to Slack's consent screen; Slack comes back to /slack/oauth_redirect.
          installerOptions: {
            directInstall: true,
            // An install that cannot finish says so in casebot's words: a link used twice or too late is a 400.
            callbackOptions: { failure: installFailure },
            ...(clientOptions ? { clientOptions } : {}),
            ...(options.stateStore ? { stateStore: options.stateStore } : {}),
          },
        }
      : {};
  // OAuth: an admin's "Grant permissions" on App Home asks Slack for the core's scopes and the optional
  // ones, through the same install flow (its state checked on the way back).
  const held: { receiver?: HTTPReceiver } = {};
  const moreScopes: CustomRoute = {
    path: MORE_SCOPES_PATH,
    method: ['GET'],
    handler: (req, res) => {
      const installer = held.receiver?.installer;
      if (!installer) return void res.writeHead(404).end();
      installer.handleInstallPath(req, res, undefined, { scopes: allBotScopes() }).catch((error: unknown) => {
        logger?.error({ err: errorForLog(error) }, 'install page for more scopes failed');
        if (!res.headersSent) res.writeHead(500).end();
      });
    },
  };
  const routes = [...(options.customRoutes ?? []), ...(slack.kind === 'oauth' ? [moreScopes] : [])];
  const receiver = new HTTPReceiver({
    signingSecret: slack.signingSecret,
    signatureVerification: false,
    ...(routes.length > 0 ? { customRoutes: routes } : {}),
    ...(logger ? { logger } : {}),
    ...oauth,
  });
  held.receiver = receiver;
  const { paths = [], ...guard } = options.guard ?? {};
  receiver.requestListener = guardSlackRequests(receiver.requestListener, {
    ...guard,
    signingSecret: slack.signingSecret,
    paths: [{ path: EVENTS_PATH, sslCheck: true, objectBody: true }, ...paths],
  });
  return receiver;
}

/** Where Slack's requests arrive. */
const EVENTS_PATH = '/slack/events';

/**
 * Sends the listening server a request with a forged signature: anything but 401 means a request could
 * reach a listener unverified, and casebot stops rather than serve.
 */
async function proveGuarded(server: Server, host: string | undefined): Promise<void> {
  const address = server.address();
  if (!address || typeof address === 'string') return;
  const answer = await new Promise<number>((resolve, reject) => {
    const body = 'command=%2Fcase&text=self-test';
    const request = httpRequest(
      {
        host: host && host !== '0.0.0.0' && host !== '::' ? host : '127.0.0.1',
        port: address.port,
        path: EVENTS_PATH,
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-slack-request-timestamp': String(Math.floor(Date.now() / 1000)),
          'x-slack-signature': 'v0=0000000000000000000000000000000000000000000000000000000000000000',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  if (answer !== 401) {
    throw new ConfigError(
      `the request guard let a forged request through (HTTP ${answer}); casebot does not run unguarded`,
    );
  }
}

function isServer(value: unknown): value is Server {
  return typeof value === 'object' && value !== null && 'address' in value && typeof value.address === 'function';
}

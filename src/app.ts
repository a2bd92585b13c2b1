import type { Server } from 'node:http';
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
import { guardSlackRequests } from './slack/request-guard';
import { botScopes } from './slack/scopes';
import { requestClientOptions } from './slack/clients';

export interface CasebotAppOptions {
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
  deps: ListenerDeps;
}

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
  } else if (slack.kind === 'oauth') {
    if (!options.installationStore || !options.stateStore) {
      throw new ConfigError('OAuth mode needs an installation store and a state store');
    }
    app = new App({
      ...common,
      signingSecret: slack.signingSecret,
      clientId: slack.clientId,
      clientSecret: slack.clientSecret,
      stateSecret: slack.stateSecret,
      scopes: botScopes(),
      signatureVerification: false,
      installationStore: options.installationStore,
      // GET /slack/install goes straight to Slack's consent screen; Slack comes back to /slack/oauth_redirect.
      installerOptions: { directInstall: true, clientOptions, stateStore: options.stateStore },
    });
  } else {
    app = new App({
      ...common,
      token: slack.botToken,
      signingSecret: slack.signingSecret,
      signatureVerification: false,
    });
  }
  if (slack.kind !== 'socket') guardReceiver(app, slack.signingSecret);
  // One Bolt listener per kind of payload, each finding its handler by id (see routed()).
  const routes = routed(app, admission());
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
      const started: unknown = options.host
        ? await app.start({ port: options.port, host: options.host })
        : await app.start(options.port);
      return isServer(started) ? started : undefined;
    },
    stop: () => app.stop().then(() => undefined),
  };
}

/**
 * Puts the request guard in front of the HTTP receiver Bolt made for the app; the guard verifies
 * Slack's signature (the app is made with Bolt's own check off, so it is done once, not twice). Bolt keeps its receiver
 * private, but its `requestListener` is the receiver's public entry point; a Bolt without one is a
 * different Bolt, and starting then stops with a clear line rather than running unguarded.
 */
function guardReceiver(app: App, signingSecret: string) {
  const receiver: unknown = Reflect.get(app, 'receiver');
  if (!(receiver instanceof HTTPReceiver)) throw new ConfigError('Bolt has no HTTP receiver to guard');
  receiver.requestListener = guardSlackRequests(receiver.requestListener, { signingSecret, paths: ['/slack/events'] });
}

function isServer(value: unknown): value is Server {
  return typeof value === 'object' && value !== null && 'address' in value && typeof value.address === 'function';
}

import { webApi } from '@slack/bolt';
import type { Kysely } from 'kysely';
import type { Logger } from './logging';
import { every } from './lib/every';
import type { Metrics } from './metrics';
import { renewalClientOptions } from './slack/clients';
import { createTokenRenewal, type NewGrant } from './slack/token-renewal';
import type { Alerts } from './workspaces/alerts';
import type { Database } from './workspaces/database';
import { createInstallationRows, createInstallationStore } from './workspaces/installations';
import type { TokenCipher } from './workspaces/token-cipher';

/** How often each replica looks for bot tokens due for renewal (CASEBOT_TOKEN_SWEEP_MS). */
export const TOKEN_SWEEP_MS = 60_000;

/**
 * OAuth mode's installations: Bolt's store over the database, with Slack's token rotation handled by casebot
 * (renewed once per expiry across replicas, as a request, unasked work or each replica's sweep finds it due;
 * Bolt itself never renews). The sweep starts with `start()` and stops with `stop()`.
 */
export function buildInstallations(deps: {
  db: Kysely<Database>;
  cipher: TokenCipher;
  oauth: { clientId: string; clientSecret: string };
  slackApiUrl: string | undefined;
  logger: Logger;
  alerts: Alerts;
  metrics: Pick<Metrics, 'onTokenRenewal'>;
  onInstalled: (key: string) => Promise<void>;
  sweepMs: number | undefined;
}) {
  const { logger } = deps;
  const rows = createInstallationRows(deps.db, deps.cipher);
  const slack = new webApi.WebClient(
    undefined,
    renewalClientOptions({
      ...(deps.slackApiUrl ? { slackApiUrl: deps.slackApiUrl } : {}),
      logger,
    }),
  );
  const renewal = createTokenRenewal({
    rows,
    refresh: async (refreshToken) =>
      (await slack.oauth.v2.access({
        client_id: deps.oauth.clientId,
        client_secret: deps.oauth.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      })) as NewGrant,
    logger,
    onRenewal: deps.metrics.onTokenRenewal,
    // The admins see it on App Home: Slack will not renew it, so casebot is installed there again.
    onRefused: async (key) => void (await deps.alerts.raise(key, 'token_renewal_refused', 'invalid_refresh_token')),
  });
  const installationStore = createInstallationStore(
    deps.db,
    deps.cipher,
    {
      onInstalled: async (key) => {
        await deps.alerts.clear(key, 'token_renewal_refused');
        await deps.onInstalled(key);
      },
      current: renewal.current,
    },
    rows,
  );
  let sweep: ReturnType<typeof every> | undefined;
  return {
    installationStore,
    renewal,
    start() {
      sweep ??= every(
        deps.sweepMs ?? TOKEN_SWEEP_MS,
        async () => void (await renewal.renewDue()),
        (error) => logger.warn({ err: error instanceof Error ? error.name : 'Error' }, 'token renewal sweep failed'),
      );
    },
    async stop() {
      await sweep?.stop();
    },
  };
}

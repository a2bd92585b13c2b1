import type { Logger } from '../logging';
import type { InstallationRow, InstallationRows, StoredInstallation } from '../workspaces/installations';
import { slackError } from './errors';
import { pause } from '../lib/pause';

/** Slack's answer to a refresh: the new bot token, the refresh token for the next, and how long it lives. */
export interface NewGrant {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

export interface TokenRenewalOptions {
  rows: Pick<InstallationRows, 'read' | 'claim' | 'write' | 'release' | 'giveUp' | 'due'>;
  /** oauth.v2.access with grant_type=refresh_token. */
  refresh: (refreshToken: string) => Promise<NewGrant>;
  logger: Logger;
  now?: () => number;
  /** How long one replica holds a renewal (longer than the refresh call may take). */
  leaseMs?: number;
  /** How long a caller whose token has expired waits for another replica's renewal. */
  waitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Slack refused a refresh token (spent, revoked): the admins reinstall casebot. */
  onRefused?: (key: string) => Promise<void>;
  /** What each renewal came to, for the metrics. */
  onRenewal?: (result: 'renewed' | 'refused' | 'failed') => void;
}

// Longer than a renewal may take (its call waits up to 35 s for Slack's answer, and is never repeated).
const LEASE_MS = 60_000;
const WAIT_MS = 5_000;
const STEP_MS = 100;

/**
 * A rotating bot token renewed once per expiry across replicas. Whoever finds its renewal due (a request,
 * unasked work, the sweep) takes the row's lease and renews it; the others go on with the current token,
 * which Slack keeps valid until it expires (and, where it already has, wait for the renewal). In one
 * process, one renewal of an installation at a time. Never logs a token.
 */
export function createTokenRenewal(options: TokenRenewalOptions) {
  const { rows, logger } = options;
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const waitMs = options.waitMs ?? WAIT_MS;
  const sleep = options.sleep ?? pause;
  const running = new Map<string, Promise<InstallationRow>>();
  const due = (row: InstallationRow) => row.renewAfter !== undefined && row.renewAfter.getTime() <= now();
  const expired = (row: InstallationRow) => row.expiresAt !== undefined && row.expiresAt.getTime() <= now();

  /** One replica's renewal, under the lease it took; the row as it is where it could not renew. */
  async function renew(row: InstallationRow, until: number): Promise<InstallationRow> {
    const { key, installation } = row;
    const refreshToken = installation.bot?.refreshToken;
    if (!refreshToken) return row;
    let grant: NewGrant;
    try {
      grant = await options.refresh(refreshToken);
      if (!grant.access_token || !grant.refresh_token || !grant.expires_in) throw new Error('no token pair');
    } catch (error) {
      await rows.release(key, until).catch(() => undefined);
      const code = slackError(error);
      if (code === 'invalid_refresh_token' || code === 'invalid_grant' || code === 'token_revoked') {
        // Only an install mends it: not tried again (said once, the token used while it lasts).
        await rows.giveUp(key, row.version).catch(() => undefined);
        options.onRenewal?.('refused');
        logger.error(
          { team: key, err: code },
          'Slack refused the bot token renewal: casebot must be installed again there',
        );
        await options.onRefused?.(key).catch(() => undefined);
      } else {
        options.onRenewal?.('failed');
        logger.warn(
          { team: key, err: code ?? (error instanceof Error ? error.name : 'Error') },
          'bot token renewal failed',
        );
      }
      return row;
    }
    const bot = installation.bot;
    const renewed: StoredInstallation = {
      ...installation,
      ...(bot
        ? {
            bot: {
              ...bot,
              token: grant.access_token,
              refreshToken: grant.refresh_token,
              expiresAt: Math.floor(now() / 1000) + grant.expires_in,
            },
          }
        : {}),
    };
    const written = await rows.write(key, row.version, renewed);
    options.onRenewal?.('renewed');
    if (written) {
      logger.info({ team: key, version: written.version }, 'bot token renewed');
      return written;
    }
    // Installed again or uninstalled while it renewed: the row as it is now (a deleted one stays deleted).
    logger.info({ team: key }, 'bot token renewed, but its installation changed meanwhile: not written');
    return rows.read(key);
  }

  /** Renews where due, or waits for whoever does where the token has already expired. */
  async function renewOnce(key: string): Promise<InstallationRow> {
    const deadline = now() + waitMs;
    for (;;) {
      const row = await rows.read(key);
      if (!due(row)) return row;
      const until = now() + leaseMs;
      if (await rows.claim(key, row.version, until)) return renew(row, until);
      // Another replica renews it: its current token serves until it expires.
      if (!expired(row) || now() >= deadline) return row;
      await sleep(STEP_MS);
    }
  }

  /** This process's one renewal of an installation at a time. */
  const single = (key: string) => {
    let renewal = running.get(key);
    if (!renewal) {
      renewal = renewOnce(key).finally(() => running.delete(key));
      running.set(key, renewal);
    }
    return renewal;
  };

  return {
    /** The installation with a bot token good for now: renewed first where its renewal is due. */
    async current(key: string): Promise<InstallationRow> {
      const row = await rows.read(key);
      return due(row) ? single(key) : row;
    },

    /** Renews every installation whose renewal is due (the sweep: tokens of workspaces nobody uses renewed too). */
    async renewDue(limit = 50): Promise<number> {
      const keys = await rows.due(limit);
      for (const key of keys) {
        await single(key).catch((error: unknown) =>
          logger.warn({ team: key, err: error instanceof Error ? error.name : 'Error' }, 'bot token renewal failed'),
        );
      }
      return keys.length;
    },
  };
}

export type TokenRenewal = ReturnType<typeof createTokenRenewal>;

import { randomBytes } from 'node:crypto';

/** One refresh asked of the stand-in: which refresh token, from which connection's port, and its answer. */
export interface Refresh {
  refreshToken: string;
  port: number | undefined;
  ok: boolean;
  error?: string;
  at: number;
}

const token = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/**
 * Slack's token rotation, as the stand-in plays it once `lifetimeS` is set: an install (a code exchanged)
 * gives a bot token that expires after `lifetimeS` and a refresh token; `oauth.v2.access` with
 * `grant_type=refresh_token` spends a refresh token (once: spent again, it is `invalid_refresh_token`, as
 * Slack's after its short grace) for a new pair; a call with an expired token is `token_expired`. Tokens it
 * never issued pass as before.
 */
export class TokenRotation {
  /** Seconds a bot token issued from now on lives; undefined: rotation off. */
  lifetimeS: number | undefined = undefined;
  /** How long a spent refresh token is still taken (Slack: a short grace); 0: refused at once. */
  graceMs = 0;
  /** Bot tokens issued, with their workspace and when they expire. */
  readonly accessTokens = new Map<string, { teamId: string; expiresAt: number }>();
  /** Refresh tokens issued, with their workspace and when they were spent. */
  readonly refreshTokens = new Map<string, { teamId: string; spentAt?: number }>();
  /** Every refresh asked for, in order. */
  readonly refreshes: Refresh[] = [];
  /** Calls refused because their token had expired (a renewal came too late). */
  readonly expiredCalls: { method: string; token: string; at: number }[] = [];

  /** A new pair for a workspace, as oauth.v2.access gives it. */
  issue(teamId: string, accessToken = token('xoxe.xoxb-1-')) {
    const lifetimeS = this.lifetimeS ?? 43_200;
    this.accessTokens.set(accessToken, { teamId, expiresAt: Date.now() + lifetimeS * 1000 });
    const refreshToken = token('xoxe-1-');
    this.refreshTokens.set(refreshToken, { teamId });
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: lifetimeS };
  }

  /** Slack's answer to a call made with `bearer`, where its token has expired; undefined: it may go on. */
  refusal(method: string, bearer: string | undefined): { ok: false; error: string } | undefined {
    const issued = bearer ? this.accessTokens.get(bearer) : undefined;
    if (!issued || Date.now() < issued.expiresAt || !bearer) return undefined;
    this.expiredCalls.push({ method, token: bearer, at: Date.now() });
    return { ok: false, error: 'token_expired' };
  }

  /** oauth.v2.access with a refresh token: a new pair, or why not. */
  refresh(refreshToken: string, port: number | undefined): Record<string, unknown> {
    const at = Date.now();
    const known = this.refreshTokens.get(refreshToken);
    const spent = known?.spentAt !== undefined && at - known.spentAt >= this.graceMs;
    if (!known || spent) {
      this.refreshes.push({ refreshToken, port, ok: false, error: 'invalid_refresh_token', at });
      return { ok: false, error: 'invalid_refresh_token' };
    }
    known.spentAt ??= at;
    this.refreshes.push({ refreshToken, port, ok: true, at });
    return {
      ok: true,
      app_id: 'A0CASEBOT',
      token_type: 'bot',
      scope: 'commands,chat:write,users:read,links:read,links:write',
      bot_user_id: 'U0CASEBOT',
      team: { id: known.teamId, name: 'Installed' },
      enterprise: null,
      is_enterprise_install: false,
      ...this.issue(known.teamId),
    };
  }
}

import type { CodedError } from '../lib/errors';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InstallURLOptions, StateStore } from '@slack/bolt';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from './database';

/** A state is good for one install, started at most this long ago (the same as Bolt's state cookie). */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
/** The longest state casebot issues is well under this (its install options: scopes, metadata). */
const LONGEST_STATE = 8192;

/** An OAuth redirect whose state casebot did not issue, has already used, or issued too long ago. */
class OAuthStateError extends Error implements CodedError {
  readonly code = 'OAUTH_STATE_INVALID';
  constructor(readonly reason: 'unknown_or_used' | 'expired') {
    super(
      reason === 'expired'
        ? 'this install link is more than ten minutes old; start again from /slack/install'
        : 'this install link was already used or not issued by casebot; start again from /slack/install',
    );
    this.name = 'OAuthStateError';
  }
}

const installOptionsSchema = z.object({
  scopes: z.union([z.string(), z.array(z.string())]),
  teamId: z.string().optional(),
  redirectUri: z.string().optional(),
  userScopes: z.union([z.string(), z.array(z.string())]).optional(),
  metadata: z.string().optional(),
});

const stateSchema = z.object({ n: z.string().min(16).max(64), e: z.number(), o: installOptionsSchema });

/**
 * OAuth states that need nothing kept to be issued: each carries its own install options and expiry,
 * signed with SLACK_STATE_SECRET (an HMAC; a state casebot did not sign is refused), good for ten minutes.
 * Opening the install page stores nothing, so no number of strangers' visits can push out an admin's
 * state. A state is used once, on any replica: using it records a keyed hash of its random part until it
 * would have expired anyway (one install per state: of two redirects with the same state, exactly one
 * records it). Bolt still checks the state against the browser's cookie.
 */
export function createOAuthStateStore(
  db: Kysely<Database>,
  stateSecret: string,
  now: () => number = Date.now,
): StateStore {
  const mac = (text: string) => createHmac('sha256', stateSecret).update(text).digest();
  return {
    async generateStateParam(installOptions: InstallURLOptions) {
      const payload = { n: randomBytes(24).toString('base64url'), e: now() + STATE_LIFETIME_MS, o: installOptions };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    async verifyStateParam(_now: Date, state: string) {
      if (typeof state !== 'string' || state.length === 0 || state.length > LONGEST_STATE) {
        throw new OAuthStateError('unknown_or_used');
      }
      const [body, signature, extra] = state.split('.');
      if (!body || !signature || extra !== undefined) throw new OAuthStateError('unknown_or_used');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new OAuthStateError('unknown_or_used');
      }
      let stored: unknown;
      try {
        stored = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw new OAuthStateError('unknown_or_used');
      }
      const parsed = stateSchema.safeParse(stored);
      if (!parsed.success) throw new OAuthStateError('unknown_or_used');
      const at = now();
      if (parsed.data.e <= at) throw new OAuthStateError('expired');
      // Used states are kept only until they would have expired.
      await db.deleteFrom('oauth_states').where('expires_at', '<', new Date(at).toISOString()).execute();
      // Recording it is the check: of two redirects with the same state, exactly one inserts the row.
      const recorded = await db
        .insertInto('oauth_states')
        .values({
          state_hash: createHmac('sha256', stateSecret).update(`used:${parsed.data.n}`).digest('hex'),
          install_options: '{}',
          expires_at: new Date(parsed.data.e).toISOString(),
        })
        .onConflict((oc) => oc.column('state_hash').doNothing())
        .returning('state_hash')
        .executeTakeFirst();
      if (!recorded) throw new OAuthStateError('unknown_or_used');
      return parsed.data.o as InstallURLOptions;
    },
  };
}

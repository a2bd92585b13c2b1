import type { CodedError } from '../lib/errors';
import { createHmac, randomBytes } from 'node:crypto';
import type { InstallURLOptions, StateStore } from '@slack/bolt';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from './database';

/** A state is good for one install, started at most this long ago (the same as Bolt's state cookie). */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
/**
 * States kept at most: anyone may open the install page, so past this many unused ones the oldest go (an
 * install link opened during a flood of them may have to be opened again; the table stays small).
 */
export const MOST_STATES = 1000;

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

/**
 * OAuth states kept in the database, so every replica knows them: random, stored only as an HMAC
 * (with SLACK_STATE_SECRET) so a copy of the database cannot complete an install, good for ten minutes,
 * and deleted as they are used (one install per state); at most `MOST_STATES` are kept. Bolt still checks
 * the state against the browser's cookie.
 */
export function createOAuthStateStore(
  db: Kysely<Database>,
  stateSecret: string,
  now: () => number = Date.now,
  most: number = MOST_STATES,
): StateStore {
  const hash = (state: string) => createHmac('sha256', stateSecret).update(state).digest('hex');
  return {
    async generateStateParam(installOptions: InstallURLOptions) {
      const state = randomBytes(32).toString('base64url');
      const at = now();
      // States nobody came back with are removed as new ones are issued.
      await db.deleteFrom('oauth_states').where('expires_at', '<', new Date(at).toISOString()).execute();
      await db
        .insertInto('oauth_states')
        .values({
          state_hash: hash(state),
          install_options: JSON.stringify(installOptions),
          expires_at: new Date(at + STATE_LIFETIME_MS).toISOString(),
        })
        .execute();
      // Past the most kept, the oldest go (a limit for SQLite, which takes no offset without one).
      const oldest = db
        .selectFrom('oauth_states')
        .select('state_hash')
        .orderBy('expires_at', 'desc')
        .orderBy('state_hash')
        .limit(1_000_000)
        .offset(most);
      await db.deleteFrom('oauth_states').where('state_hash', 'in', oldest).execute();
      return state;
    },
    async verifyStateParam(_now: Date, state: string) {
      if (typeof state !== 'string' || state.length === 0 || state.length > 200) {
        throw new OAuthStateError('unknown_or_used');
      }
      // Deleting is the check: of two redirects with the same state, exactly one gets the row.
      const used = await db
        .deleteFrom('oauth_states')
        .where('state_hash', '=', hash(state))
        .returning(['install_options', 'expires_at'])
        .executeTakeFirst();
      if (!used) throw new OAuthStateError('unknown_or_used');
      if (Date.parse(used.expires_at) <= now()) throw new OAuthStateError('expired');
      let stored: unknown;
      try {
        stored = JSON.parse(used.install_options);
      } catch {
        throw new OAuthStateError('unknown_or_used');
      }
      const parsed = installOptionsSchema.safeParse(stored);
      if (!parsed.success) throw new OAuthStateError('unknown_or_used');
      return parsed.data as InstallURLOptions;
    },
  };
}

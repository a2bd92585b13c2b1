import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from './database';
import type { TokenCipher } from './token-cipher';
import type { CodedError } from '../lib/errors';

/** The key an installation is kept under: the org for an org-wide install, else the workspace. */
function keyOf(isEnterpriseInstall: boolean | undefined, enterpriseId: string | undefined, teamId: string | undefined) {
  const key = isEnterpriseInstall && enterpriseId ? enterpriseId : teamId;
  if (!key) throw new InstallationNotFoundError(undefined);
  return key;
}

/** The key of a workspace or org id, as casebot names them (an org's id starts with E). */
export const installationQueryOf = (id: string): InstallationQuery<boolean> => {
  const org = id.startsWith('E');
  return { teamId: org ? undefined : id, enterpriseId: org ? id : undefined, isEnterpriseInstall: org };
};

/** What casebot needs of a stored installation; Bolt's other fields are kept as they are. */
const storedInstallationSchema = z.looseObject({
  team: z.looseObject({ id: z.string() }).optional(),
  enterprise: z.looseObject({ id: z.string() }).optional(),
  isEnterpriseInstall: z.boolean().optional(),
  bot: z.looseObject({
    token: z.string().min(1),
    userId: z.string(),
    id: z.string(),
    scopes: z.array(z.string()),
    refreshToken: z.string().min(1).optional(),
    expiresAt: z.number().optional(),
  }),
  user: z.looseObject({ id: z.string(), token: z.string().optional(), scopes: z.array(z.string()).optional() }),
});

export type StoredInstallation = Installation<'v1' | 'v2', boolean>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** No installation for the workspace or org a request names (or it names neither). */
class InstallationNotFoundError extends Error implements CodedError {
  readonly code = 'INSTALLATION_NOT_FOUND';
  constructor(readonly key: string | undefined) {
    super(key ? `casebot is not installed in ${key}` : 'the request names no workspace or org');
    this.name = 'InstallationNotFoundError';
  }
}

/** A stored installation that does not hold a bot token: it is reinstalled, not guessed at. */
class InstallationUnreadableError extends Error implements CodedError {
  readonly code = 'INSTALLATION_UNREADABLE';
  constructor(readonly key: string) {
    super(`the stored installation of ${key} is not readable; install casebot there again`);
    this.name = 'InstallationUnreadableError';
  }
}

/** Renewal starts this long before a bot token expires at most (Bolt's own two hours)… */
const RENEW_AHEAD_MS = 2 * 60 * 60 * 1000;

/**
 * When a bot token issued at `issuedAt` and expiring at `expiresAt` is due for renewal: two hours ahead of
 * its expiry, or a third of its life ahead where it lives less than six hours (a stand-in's seconds).
 */
export function renewAfterOf(issuedAt: number, expiresAt: number): Date {
  return new Date(expiresAt - Math.min(RENEW_AHEAD_MS, (expiresAt - issuedAt) / 3));
}

/** An installation as its row holds it: the installation, its token pair's version, and its renewal. */
export interface InstallationRow {
  key: string;
  installation: StoredInstallation;
  version: number;
  /** When its renewal is due; undefined: its token does not expire. */
  renewAfter: Date | undefined;
  /** When its bot token expires; undefined: never. */
  expiresAt: Date | undefined;
}

/**
 * The installations' rows, for renewing a rotating bot token once across replicas: a renewal takes the
 * row's lease (`claim`, only at the version it read, only where no other lease is live), writes the new pair
 * only against that version (`write`: a row renewed, reinstalled or deleted meanwhile is left as it is),
 * and lets the lease go where it could not renew (`release`).
 */
export function createInstallationRows(db: Kysely<Database>, cipher: TokenCipher, now: () => number = Date.now) {
  const iso = (at: number) => new Date(at).toISOString();
  const rowOf = (key: string, row: { installation_enc: string; token_version: number; renew_after: string | null }) => {
    const parsed = storedInstallationSchema.safeParse(parseJson(cipher.decrypt(key, row.installation_enc)));
    if (!parsed.success) throw new InstallationUnreadableError(key);
    // Checked for what casebot relies on (the bot token); the rest is Bolt's own object as it was stored.
    const installation = parsed.data as StoredInstallation;
    const expiresAt = installation.bot?.expiresAt;
    return {
      key,
      installation,
      version: row.token_version,
      renewAfter: row.renew_after ? new Date(row.renew_after) : undefined,
      expiresAt: expiresAt !== undefined ? new Date(expiresAt * 1000) : undefined,
    };
  };
  /** The encrypted installation and its renewal's time, as a write stores them. */
  const written = (key: string, installation: StoredInstallation, at: number) => {
    const { refreshToken, expiresAt } = installation.bot ?? {};
    const renews = refreshToken !== undefined && expiresAt !== undefined;
    return {
      installation_enc: cipher.encrypt(key, JSON.stringify(installation)),
      updated_at: iso(at),
      renew_after: renews ? renewAfterOf(at, expiresAt * 1000).toISOString() : null,
      renewing_until: null,
    };
  };
  return {
    async read(key: string): Promise<InstallationRow> {
      const row = await db
        .selectFrom('slack_installations')
        .select(['installation_enc', 'token_version', 'renew_after'])
        .where('install_key', '=', key)
        .executeTakeFirst();
      if (!row) throw new InstallationNotFoundError(key);
      return rowOf(key, row);
    },

    /** An install (or reinstall): the row as Slack gave it, its version moved on. */
    async install(installation: StoredInstallation): Promise<string> {
      const key = keyOf(installation.isEnterpriseInstall, installation.enterprise?.id, installation.team?.id);
      const values = written(key, installation, now());
      await db
        .insertInto('slack_installations')
        .values({ install_key: key, ...values, token_version: 1 })
        .onConflict((oc) =>
          oc.column('install_key').doUpdateSet((eb) => ({
            ...values,
            token_version: eb('slack_installations.token_version', '+', 1),
          })),
        )
        .execute();
      return key;
    },

    /** Takes the renewal's lease until `until`, if the row is still at `version` and nobody holds it. */
    async claim(key: string, version: number, until: number): Promise<boolean> {
      const claimed = await db
        .updateTable('slack_installations')
        .set({ renewing_until: iso(until) })
        .where('install_key', '=', key)
        .where('token_version', '=', version)
        .where((eb) => eb.or([eb('renewing_until', 'is', null), eb('renewing_until', '<', iso(now()))]))
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },

    /** The renewed pair, written only over `version`; the new row, or undefined where the row moved on or went. */
    async write(key: string, version: number, installation: StoredInstallation): Promise<InstallationRow | undefined> {
      const values = written(key, installation, now());
      const done = await db
        .updateTable('slack_installations')
        .set({ ...values, token_version: version + 1 })
        .where('install_key', '=', key)
        .where('token_version', '=', version)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return undefined;
      return rowOf(key, { ...values, token_version: version + 1 });
    },

    /** Lets this lease go (a renewal that could not be made), the pair as it is. */
    async release(key: string, until: number): Promise<void> {
      await db
        .updateTable('slack_installations')
        .set({ renewing_until: null })
        .where('install_key', '=', key)
        .where('renewing_until', '=', iso(until))
        .execute();
    },

    /** Slack will not renew this pair (its refresh token refused): no renewal is tried again until an install. */
    async giveUp(key: string, version: number): Promise<void> {
      await db
        .updateTable('slack_installations')
        .set({ renew_after: null, renewing_until: null })
        .where('install_key', '=', key)
        .where('token_version', '=', version)
        .execute();
    },

    /** Installations whose renewal is due and that nobody is renewing, the most urgent first. */
    async due(limit: number): Promise<string[]> {
      const at = iso(now());
      const rows = await db
        .selectFrom('slack_installations')
        .select('install_key')
        .where('renew_after', '<=', at)
        .where((eb) => eb.or([eb('renewing_until', 'is', null), eb('renewing_until', '<', at)]))
        .orderBy('renew_after')
        .limit(limit)
        .execute();
      return rows.map((r) => r.install_key);
    },
  };
}

export type InstallationRows = ReturnType<typeof createInstallationRows>;

/** The installation as Bolt is handed it: without its refresh token, so Bolt never renews it on its own. */
function withoutRotation(installation: StoredInstallation): StoredInstallation {
  if (!installation.bot) return installation;
  const { refreshToken: _refresh, expiresAt: _expires, ...bot } = installation.bot;
  return { ...installation, bot };
}

/**
 * Bolt's InstallationStore over the same database as the workspaces: one row per installation, its
 * JSON (bot token included) encrypted with CASEBOT_ENCRYPTION_KEY. With Slack's token rotation on, a
 * fetch renews a bot token whose renewal is due first (`current`: once across replicas), and Bolt is
 * handed the installation without its refresh token, so it never renews one itself (its renewals race).
 */
export function createInstallationStore(
  db: Kysely<Database>,
  cipher: TokenCipher,
  hooks: {
    onInstalled?: (key: string) => Promise<void>;
    /** The installation with a bot token good for now (renewed first where due); the row as it is without. */
    current?: (key: string) => Promise<InstallationRow>;
  } = {},
  rows: InstallationRows = createInstallationRows(db, cipher),
): InstallationStore {
  return {
    async storeInstallation(installation) {
      const key = await rows.install(installation);
      // Installed (again): a workspace marked uninstalled is served once more.
      await hooks.onInstalled?.(key);
    },

    async fetchInstallation(query: InstallationQuery<boolean>) {
      const key = keyOf(query.isEnterpriseInstall, query.enterpriseId, query.teamId);
      const row = hooks.current ? await hooks.current(key) : await rows.read(key);
      return withoutRotation(row.installation);
    },

    async deleteInstallation(query: InstallationQuery<boolean>) {
      const key = keyOf(query.isEnterpriseInstall, query.enterpriseId, query.teamId);
      await db.deleteFrom('slack_installations').where('install_key', '=', key).execute();
    },
  };
}

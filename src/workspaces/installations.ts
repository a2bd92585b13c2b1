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

/** What casebot needs of a stored installation; Bolt's other fields are kept as they are. */
const storedInstallationSchema = z.looseObject({
  team: z.looseObject({ id: z.string() }).optional(),
  enterprise: z.looseObject({ id: z.string() }).optional(),
  isEnterpriseInstall: z.boolean().optional(),
  bot: z.looseObject({ token: z.string().min(1), userId: z.string(), id: z.string(), scopes: z.array(z.string()) }),
  user: z.looseObject({ id: z.string(), token: z.string().optional(), scopes: z.array(z.string()).optional() }),
});

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

/**
 * Bolt's InstallationStore over the same database as the workspaces: one row per installation, its
 * JSON (bot token included) encrypted with CASEBOT_ENCRYPTION_KEY.
 */
export function createInstallationStore(
  db: Kysely<Database>,
  cipher: TokenCipher,
  hooks: { onInstalled?: (key: string) => Promise<void> } = {},
): InstallationStore {
  return {
    async storeInstallation(installation) {
      const key = keyOf(installation.isEnterpriseInstall, installation.enterprise?.id, installation.team?.id);
      const values = {
        installation_enc: cipher.encrypt(key, JSON.stringify(installation)),
        updated_at: new Date().toISOString(),
      };
      await db
        .insertInto('slack_installations')
        .values({ install_key: key, ...values })
        .onConflict((oc) => oc.column('install_key').doUpdateSet(values))
        .execute();
      // Installed (again): a workspace marked uninstalled is served once more.
      await hooks.onInstalled?.(key);
    },

    async fetchInstallation(query: InstallationQuery<boolean>) {
      const key = keyOf(query.isEnterpriseInstall, query.enterpriseId, query.teamId);
      const row = await db
        .selectFrom('slack_installations')
        .select('installation_enc')
        .where('install_key', '=', key)
        .executeTakeFirst();
      if (!row) throw new InstallationNotFoundError(key);
      const parsed = storedInstallationSchema.safeParse(parseJson(cipher.decrypt(key, row.installation_enc)));
      if (!parsed.success) throw new InstallationUnreadableError(key);
      // Checked for what casebot relies on (the bot token); the rest is Bolt's own object as it was stored.
      return parsed.data as Installation<'v1' | 'v2', boolean>;
    },

    async deleteInstallation(query: InstallationQuery<boolean>) {
      const key = keyOf(query.isEnterpriseInstall, query.enterpriseId, query.teamId);
      await db.deleteFrom('slack_installations').where('install_key', '=', key).execute();
    },
  };
}

import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import type { Kysely } from 'kysely';
import type { Database } from './database';
import type { TokenCipher } from './token-cipher';

/** The key an installation is kept under: the org for an org-wide install, else the workspace. */
function keyOf(isEnterpriseInstall: boolean | undefined, enterpriseId: string | undefined, teamId: string | undefined) {
  const key = isEnterpriseInstall && enterpriseId ? enterpriseId : teamId;
  if (!key) throw new Error('an installation needs a team id or, for an org-wide install, an enterprise id');
  return key;
}

/**
 * Bolt's InstallationStore over the same database as the workspaces: one row per installation, its
 * JSON (bot token included) encrypted with CASEBOT_ENCRYPTION_KEY.
 */
export function createInstallationStore(db: Kysely<Database>, cipher: TokenCipher): InstallationStore {
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
    },

    async fetchInstallation(query: InstallationQuery<boolean>) {
      const key = keyOf(query.isEnterpriseInstall, query.enterpriseId, query.teamId);
      const row = await db
        .selectFrom('slack_installations')
        .select('installation_enc')
        .where('install_key', '=', key)
        .executeTakeFirst();
      if (!row) throw new Error(`casebot is not installed in ${key}`);
      // Written by storeInstallation above from Bolt's own Installation object.
      return JSON.parse(cipher.decrypt(key, row.installation_enc)) as Installation<'v1' | 'v2', boolean>;
    },

    async deleteInstallation(query: InstallationQuery<boolean>) {
      const key = keyOf(query.isEnterpriseInstall, query.enterpriseId, query.teamId);
      await db.deleteFrom('slack_installations').where('install_key', '=', key).execute();
    },
  };
}

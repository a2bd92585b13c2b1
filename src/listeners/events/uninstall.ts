import type { App } from '@slack/bolt';
import { z } from 'zod';
import type { InstallTarget } from '../../workspaces/lifecycle';
import type { ListenerDeps } from '../deps';
import { errorForLog } from '../errors';

const envelopeSchema = z.object({
  team_id: z.string().max(32).optional(),
  enterprise_id: z.string().max(32).optional(),
  authorizations: z
    .array(
      z.object({
        team_id: z.string().max(32).nullish(),
        enterprise_id: z.string().max(32).nullish(),
        is_enterprise_install: z.boolean().optional(),
      }),
    )
    .optional(),
});

const revokedSchema = z.object({
  tokens: z.object({ bot: z.array(z.string()).optional(), oauth: z.array(z.string()).optional() }),
});

/** Which installation an event is for: its authorization when Slack sends one, else the envelope. */
function targetOf(body: unknown): InstallTarget {
  const envelope = envelopeSchema.safeParse(body).data;
  const auth = envelope?.authorizations?.[0];
  return {
    teamId: auth?.team_id ?? envelope?.team_id,
    enterpriseId: auth?.enterprise_id ?? envelope?.enterprise_id,
    isEnterpriseInstall: auth?.is_enterprise_install ?? false,
  };
}

/**
 * `app_uninstalled` and `tokens_revoked` (for the bot token): casebot forgets the installation and
 * answers nobody in that workspace until it is installed again. Bolt acks events itself and does not
 * authorize these two (the token is already gone); one log line says what was done.
 */
export function registerUninstallEvents(app: App, deps: ListenerDeps): void {
  const handle = async (event: 'app_uninstalled' | 'tokens_revoked', body: unknown) => {
    const target = targetOf(body);
    const started = performance.now();
    try {
      const result = await deps.uninstall(target);
      deps.logger.info(
        {
          event,
          teamId: target.teamId,
          enterpriseId: target.enterpriseId,
          installationDeleted: result.installationDeleted,
          workspaceMarked: result.workspaceMarked,
          ms: Math.round(performance.now() - started),
        },
        'casebot was removed from a workspace; it serves nobody there until installed again',
      );
    } catch (error) {
      deps.logger.error(
        { event, teamId: target.teamId, enterpriseId: target.enterpriseId, err: errorForLog(error) },
        'casebot was removed from a workspace, but that could not be recorded',
      );
    }
  };

  app.event('app_uninstalled', async ({ body }) => handle('app_uninstalled', body));
  app.event('tokens_revoked', async ({ event, body }) => {
    // Only the bot token serves casebot; revoked user tokens change nothing.
    const revoked = revokedSchema.safeParse(event).data;
    if (!revoked?.tokens.bot?.length) return;
    await handle('tokens_revoked', body);
  });
}

import type { App, webApi } from '@slack/bolt';
import { z } from 'zod';
import type { ListenerDeps } from '../deps';
import { errorForLog } from '../../spine/errors';
import { installationOf } from '../identity';
import { witness } from '../../spine/serve';

const revokedSchema = z.object({
  tokens: z.object({ bot: z.array(z.string()).optional(), oauth: z.array(z.string()).optional() }),
});

/**
 * `app_uninstalled` and `tokens_revoked` (for the bot token): casebot forgets the installation and
 * answers nobody in that workspace until it is installed again. Bolt acks events itself and does not
 * authorize these two (the token is already gone); one log line says what was done, and the runner's one
 * outcome line closes it.
 */
export function registerUninstallEvents(app: App, deps: ListenerDeps): void {
  const handle = (event: 'app_uninstalled' | 'tokens_revoked', body: unknown, client: webApi.WebClient) => {
    const target = installationOf(body);
    const who = { teamId: target.teamId, enterpriseId: target.enterpriseId, userId: '' };
    // Through the runner: a reference and one outcome line (the store down: store_unavailable), beside the line saying what was done.
    return witness(deps, { kind: 'event', name: event, who, client }, async (ref) => {
      const started = performance.now();
      try {
        const result = await deps.uninstall(target);
        deps.logger.info(
          {
            ref,
            event,
            teamId: target.teamId,
            enterpriseId: target.enterpriseId,
            installationDeleted: result.installationDeleted,
            workspaceMarked: result.workspaceMarked,
            ms: Math.round(performance.now() - started),
          },
          'casebot was removed from a workspace; it serves nobody there until installed again',
        );
        return 'workspace_uninstalled';
      } catch (error) {
        deps.logger.error(
          { ref, event, teamId: target.teamId, enterpriseId: target.enterpriseId, err: errorForLog(error) },
          'casebot was removed from a workspace, but that could not be recorded',
        );
        return 'store_unavailable';
      }
    });
  };

  app.event('app_uninstalled', async ({ body, client }) => handle('app_uninstalled', body, client));
  app.event('tokens_revoked', async ({ event, body, client }) => {
    // Only the bot token serves casebot; revoked user tokens change nothing.
    const revoked = revokedSchema.safeParse(event).data;
    if (!revoked?.tokens.bot?.length) {
      const target = installationOf(body);
      deps.logger.info(
        { event: 'tokens_revoked', teamId: target.teamId, enterpriseId: target.enterpriseId },
        'only user tokens were revoked; casebot keeps its installation',
      );
      return;
    }
    await handle('tokens_revoked', body, client);
  });
}

import type { InstallationStore, webApi } from '@slack/bolt';
import { backgroundClient, type SlackClientSettings } from '../slack/clients';
import { installationQueryOf } from '../workspaces/installations';

/**
 * The Slack client that speaks for casebot in a workspace, outside any request, made with the app's
 * options for unasked work (`backgroundClient`): with one bot token, one client; in OAuth mode, one per
 * installation, made again when its bot token changes (a rotating token renewed as it is fetched); for no
 * workspace (''), one without a token. Undefined when casebot has no installation there.
 */
export function slackClients(
  settings: SlackClientSettings & { botToken: string | undefined },
  installationStore: InstallationStore | undefined,
): (teamId: string) => Promise<webApi.WebClient | undefined> {
  const byTeam = new Map<string, { token: string; client: webApi.WebClient }>();
  const clientFor = (teamId: string, token: string) => {
    const kept = byTeam.get(teamId);
    if (kept?.token === token) return kept.client;
    const client = backgroundClient(token, settings);
    byTeam.set(teamId, { token, client });
    return client;
  };
  return async (teamId) => {
    if (!installationStore) return settings.botToken ? clientFor('', settings.botToken) : undefined;
    // No workspace named (an MCP call from nowhere casebot is installed): the app's own client, with no
    // installation's token, as Bolt's app client is in OAuth mode.
    if (!teamId) return clientFor('', '');
    const installation = await installationStore.fetchInstallation(installationQueryOf(teamId));
    const token = installation.bot?.token;
    return token ? clientFor(teamId, token) : undefined;
  };
}

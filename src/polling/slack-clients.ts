import type { InstallationStore, webApi } from '@slack/bolt';
import { backgroundClient, type SlackClientSettings } from '../slack/clients';

/**
 * The Slack client that speaks for casebot in a workspace, outside any request, made with the app's
 * options for unasked work (`backgroundClient`): with one bot token, one client; in OAuth mode, one per
 * installation's bot token (kept per token); for no workspace (''), one without a token. Undefined when
 * casebot has no installation there.
 */
export function slackClients(
  settings: SlackClientSettings & { botToken: string | undefined },
  installationStore: InstallationStore | undefined,
): (teamId: string) => Promise<webApi.WebClient | undefined> {
  const clients = new Map<string, webApi.WebClient>();
  const clientFor = (token: string) => {
    let client = clients.get(token);
    if (!client) {
      client = backgroundClient(token, settings);
      clients.set(token, client);
    }
    return client;
  };
  return async (teamId) => {
    if (!installationStore) return settings.botToken ? clientFor(settings.botToken) : undefined;
    // No workspace named (an MCP call from nowhere casebot is installed): the app's own client, with no
    // installation's token, as Bolt's app client is in OAuth mode.
    if (!teamId) return clientFor('');
    const org = teamId.startsWith('E');
    const installation = await installationStore.fetchInstallation({
      teamId: org ? undefined : teamId,
      enterpriseId: org ? teamId : undefined,
      isEnterpriseInstall: org,
    });
    const token = installation.bot?.token;
    return token ? clientFor(token) : undefined;
  };
}

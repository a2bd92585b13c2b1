import { type InstallationStore, webApi } from '@slack/bolt';
import type { CasebotApp } from '../app';

/**
 * The Slack client that speaks for casebot in a workspace, outside any request: with one bot token,
 * the app's own; in OAuth mode, one per installation's bot token (kept per token). Undefined when
 * casebot has no installation there.
 */
export function slackClients(
  casebot: CasebotApp,
  settings: { slack: { kind: string }; slackApiUrl?: string },
  installationStore: InstallationStore | undefined,
): (teamId: string) => Promise<webApi.WebClient | undefined> {
  const clients = new Map<string, webApi.WebClient>();
  return async (teamId) => {
    if (settings.slack.kind !== 'oauth' || !installationStore) return casebot.app.client;
    const org = teamId.startsWith('E');
    const installation = await installationStore.fetchInstallation({
      teamId: org ? undefined : teamId,
      enterpriseId: org ? teamId : undefined,
      isEnterpriseInstall: org,
    });
    const token = installation.bot?.token;
    if (!token) return undefined;
    let client = clients.get(token);
    if (!client) {
      client = new webApi.WebClient(token, settings.slackApiUrl ? { slackApiUrl: settings.slackApiUrl } : {});
      clients.set(token, client);
    }
    return client;
  };
}

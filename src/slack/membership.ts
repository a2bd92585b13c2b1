import type { webApi } from '@slack/bolt';
import type { HomeLookup } from './locale';

export type Membership = 'member' | 'not_member' | 'gone' | 'unknown';

/**
 * Whether someone belongs to the workspace (or Grid org) a workspace key names: their own team is that
 * workspace, or their org is that org (or the org of the installation they acted in). The payload's
 * word for their team settles it when it matches; otherwise Slack's `users.info` (cached with their
 * language) does. `gone`: Slack says they left the workspace. `unknown`: Slack could not say.
 */
export async function membershipOf(
  homeOf: HomeLookup,
  client: webApi.WebClient,
  who: { teamId: string | undefined; enterpriseId: string | undefined; userId: string; homeTeamId?: string },
  workspaceKey: string,
): Promise<Membership> {
  if (who.homeTeamId !== undefined && who.homeTeamId === workspaceKey) return 'member';
  const home = await homeOf(client, who.teamId ?? who.enterpriseId ?? workspaceKey, who.userId);
  if (!home) return 'unknown';
  // Slack says they left (deactivated, or no such user): whatever their team was.
  if (home.gone) return 'gone';
  const inOrg =
    home.enterpriseId !== undefined && (home.enterpriseId === workspaceKey || home.enterpriseId === who.enterpriseId);
  return home.teamId === workspaceKey || inOrg ? 'member' : 'not_member';
}

import type { BlockAction } from '@slack/bolt';
import type { SlackIdentity } from '../../workspaces/resolve';

/** Who clicked, from the signed block_actions payload (never from the button's value). */
export function clicker(body: BlockAction): SlackIdentity {
  return {
    teamId: body.team?.id ?? body.user.team_id ?? undefined,
    enterpriseId: body.enterprise?.id ?? undefined,
    userId: body.user.id,
  };
}

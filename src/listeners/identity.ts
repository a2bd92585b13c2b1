import type { BlockAction, SlashCommand } from '@slack/bolt';
import { z } from 'zod';
import type { InstallTarget } from '../workspaces/lifecycle';
import type { SlackIdentity } from '../workspaces/resolve';

// Who is asking, always from the signed payload (never from a button's value or a message's text).

/** The person who typed a slash command. */
export function commander(command: SlashCommand): SlackIdentity {
  return { teamId: command.team_id, enterpriseId: command.enterprise_id, userId: command.user_id };
}

/** The person who clicked a button. */
export function clicker(body: BlockAction): SlackIdentity {
  return {
    teamId: body.team?.id ?? body.user.team_id ?? undefined,
    enterpriseId: body.enterprise?.id ?? undefined,
    userId: body.user.id,
  };
}

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

/** The installation an Events API event is for: its authorization when Slack sends one, else the envelope. */
export function installationOf(body: unknown): InstallTarget {
  const envelope = envelopeSchema.safeParse(body).data;
  const auth = envelope?.authorizations?.[0];
  return {
    teamId: auth?.team_id ?? envelope?.team_id,
    enterpriseId: auth?.enterprise_id ?? envelope?.enterprise_id,
    isEnterpriseInstall: auth?.is_enterprise_install ?? false,
  };
}

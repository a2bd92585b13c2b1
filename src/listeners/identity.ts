import { z } from 'zod';
import type { InstallTarget } from '../workspaces/lifecycle';
import type { SlackIdentity } from '../workspaces/resolve';

// Who is asking, always from the signed payload (never from a button's value, a message's text or a
// step's input), for every kind of payload casebot answers: slash commands (form fields), interactive
// payloads (block_actions, view_submission, block_suggestion, shortcut, message_action) and Events API
// envelopes (link_shared, entity_details_requested, app_home_opened, function_executed).

const id = z.string().min(1).max(32);
const optionalId = id.nullish().catch(undefined);

const authorization = z.object({
  team_id: optionalId,
  enterprise_id: optionalId,
  is_enterprise_install: z.boolean().optional().catch(undefined),
});

const envelopeSchema = z.object({
  team_id: optionalId,
  enterprise_id: optionalId,
  authorizations: z.array(authorization).optional().catch(undefined),
  event: z
    .object({
      user: z
        .union([id, z.object({ id })])
        .optional()
        .catch(undefined),
      user_locale: z.string().max(20).optional().catch(undefined),
      // function_executed: Slack vouches for the person running the workflow, if anyone does.
      inputs: z
        .object({
          interactivity: z
            .object({ interactor: z.object({ id }) })
            .optional()
            .catch(undefined),
        })
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
});

const interactiveSchema = z.object({
  user: z.object({ id, team_id: optionalId, locale: z.string().max(20).optional().catch(undefined) }),
  team: z.object({ id: optionalId, enterprise_id: optionalId }).nullish().catch(undefined),
  enterprise: z.object({ id: optionalId }).nullish().catch(undefined),
  is_enterprise_install: z.boolean().optional().catch(undefined),
});

const commandSchema = z.object({ user_id: id, team_id: optionalId, enterprise_id: optionalId });

/** The installation an Events API event is for: its authorization when Slack sends one, else the envelope. */
export function installationOf(body: unknown): InstallTarget {
  const envelope = envelopeSchema.safeParse(body).data;
  const auth = envelope?.authorizations?.[0];
  return {
    teamId: auth?.team_id ?? envelope?.team_id ?? undefined,
    enterpriseId: auth?.enterprise_id ?? envelope?.enterprise_id ?? undefined,
    isEnterpriseInstall: auth?.is_enterprise_install ?? false,
  };
}

/**
 * Who is asking and where, from any payload casebot answers. `userId` is empty when the payload names
 * nobody (a workflow that nobody ran): the caller decides what that may do. `homeTeamId` is the person's
 * own workspace when the payload says so (interactive payloads do; events do not).
 */
export function identify(body: unknown): SlackIdentity {
  const interactive = interactiveSchema.safeParse(body);
  if (interactive.success) {
    const { user, team, enterprise } = interactive.data;
    return withOptional(
      {
        teamId: team?.id ?? user.team_id ?? undefined,
        enterpriseId: enterprise?.id ?? team?.enterprise_id ?? undefined,
        userId: user.id,
      },
      { homeTeamId: user.team_id ?? undefined, locale: user.locale },
    );
  }
  const command = commandSchema.safeParse(body);
  if (command.success) {
    const { user_id, team_id, enterprise_id } = command.data;
    return { teamId: team_id ?? undefined, enterpriseId: enterprise_id ?? undefined, userId: user_id };
  }
  const place = installationOf(body);
  const event = envelopeSchema.safeParse(body).data?.event;
  const user = event?.user;
  const userId = (typeof user === 'string' ? user : user?.id) ?? event?.inputs?.interactivity?.interactor.id ?? '';
  return withOptional(
    { teamId: place.teamId, enterpriseId: place.enterpriseId, userId },
    { locale: event?.user_locale },
  );
}

function withOptional(who: SlackIdentity, extra: { homeTeamId?: string | undefined; locale?: string | undefined }) {
  return {
    ...who,
    ...(extra.homeTeamId ? { homeTeamId: extra.homeTeamId } : {}),
    ...(extra.locale ? { locale: extra.locale } : {}),
  };
}

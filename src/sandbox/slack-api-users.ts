import type { SlackState } from './slack-api-state';
import type { FakeSlackUser } from './slack-api-data';

/** users.info and users.list, as Slack answers them (a person's locale, own team, and admin flags). */
export async function answerUsers(
  slack: SlackState,
  method: string,
  params: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  switch (method) {
    case 'users.info': {
      if (slack.usersInfoDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, slack.usersInfoDelayMs));
      const id = String(params.user ?? '');
      const user = slack.users.get(id);
      if (!user) return { ok: false, error: 'user_not_found' };
      return { ok: true, user: member(slack, id, user) };
    }
    case 'users.list': {
      // Pages of `limit` members, as Slack pages them with a cursor.
      const all = [...slack.users.entries()];
      const start = Number(params.cursor ?? 0) || 0;
      const limit = Math.max(1, Math.min(200, Number(params.limit ?? 200) || 200));
      const page = all.slice(start, start + limit);
      const next = start + limit < all.length ? String(start + limit) : '';
      return {
        ok: true,
        members: page.map(([id, user]) => member(slack, id, user)),
        response_metadata: { next_cursor: next },
      };
    }
    default:
      return { ok: false, error: 'unknown_method' };
  }
}

function member(slack: SlackState, id: string, user: FakeSlackUser) {
  return {
    id,
    name: user.name ?? id,
    profile: { display_name: user.name ?? '', real_name: user.name ?? '' },
    locale: user.locale ?? 'en-US',
    ...(user.tz ? { tz: user.tz } : {}),
    team_id: user.team ?? slack.memberTeamId ?? slack.authTeamId,
    is_admin: user.admin === true,
    is_owner: false,
    ...(user.orgAdmin !== undefined || user.enterprise !== undefined
      ? {
          enterprise_user: {
            ...(user.enterprise ? { enterprise_id: user.enterprise } : {}),
            is_admin: user.orgAdmin === true,
            is_owner: false,
          },
        }
      : {}),
    is_bot: false,
    deleted: user.deleted === true,
  };
}

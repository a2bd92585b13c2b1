import { slackUserIdSchema, teamIdSchema } from '../workspaces/validation';
import { check, type Command, parse, UsageError } from './args';

/**
 * `admin add|remove|list`: casebot admins besides the workspace's Slack admins and owners. They see the
 * settings on casebot's App Home and can change them there.
 */
export const adminCommands: Record<string, Command> = {
  async 'admin add'(args, deps) {
    const { positionals } = parse(args, {}, 2);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const slackUserId = check(slackUserIdSchema, positionals[1], 'Slack user id');
    await deps.home.addAdmin(teamId, slackUserId);
    await deps.audit(teamId, 'admin.added', `<@${slackUserId}>`);
    deps.out(`${slackUserId} is a casebot admin in ${teamId}`);
    return 0;
  },

  async 'admin remove'(args, deps) {
    const { positionals } = parse(args, {}, 2);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const slackUserId = check(slackUserIdSchema, positionals[1], 'Slack user id');
    if (!(await deps.home.removeAdmin(teamId, slackUserId))) {
      throw new UsageError(`${slackUserId} is not a casebot admin in ${teamId}`);
    }
    await deps.audit(teamId, 'admin.removed', `<@${slackUserId}>`);
    deps.out(`${slackUserId} is no longer a casebot admin in ${teamId} (Slack admins and owners still are)`);
    return 0;
  },

  async 'admin list'(args, deps) {
    const { positionals } = parse(args, {}, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const admins = await deps.home.listAdmins(teamId);
    deps.out(
      admins.length === 0
        ? `no casebot admins listed in ${teamId}; its Slack admins and owners are admins`
        : admins.join('\n'),
    );
    return 0;
  },
};

import { slackUserIdSchema, teamIdSchema, userNameSchema } from '../workspaces/validation';
import { check, type Command, parse, table, UsageError } from './args';

/** `user link|unlink|list`: which service userName each Slack user acts as. */
export const userCommands: Record<string, Command> = {
  async 'user link'(args, deps) {
    const { positionals } = parse(args, {}, 3);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const slackUserId = check(slackUserIdSchema, positionals[1], 'Slack user id');
    const userName = check(userNameSchema, positionals[2], 'userName');
    // The same use case as App Home's Link a person: the same audit.
    const linked = await deps.workspaceSettings.link(teamId, 'cli', slackUserId, userName);
    if (linked.kind === 'not_connected') {
      throw new UsageError(`workspace ${teamId} is not connected; connect it first with: workspace set ${teamId} …`);
    }
    deps.out(`linked ${slackUserId} in ${teamId} → ${userName}`);
    return 0;
  },

  async 'user unlink'(args, deps) {
    const { positionals } = parse(args, {}, 2);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const slackUserId = check(slackUserIdSchema, positionals[1], 'Slack user id');
    if (!(await deps.workspaceSettings.unlink(teamId, 'cli', slackUserId))) {
      throw new UsageError(`${slackUserId} is not linked in ${teamId}`);
    }
    deps.out(`unlinked ${slackUserId} in ${teamId}`);
    return 0;
  },

  async 'user list'(args, deps) {
    const { positionals } = parse(args, {}, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    if (!(await deps.store.getWorkspace(teamId))) throw new UsageError(`workspace ${teamId} is not connected`);
    const users = await deps.store.listUsers(teamId);
    if (users.length === 0) deps.out(`no users linked in ${teamId}`);
    else
      table(
        deps.out,
        ['SLACK USER', 'USERNAME'],
        users.map((u) => [u.slackUserId, u.userName]),
      );
    return 0;
  },
};

import { messageOf } from '../lib/errors';
import { slackUserIdSchema, teamIdSchema, userNameSchema } from '../workspaces/validation';
import { check, type Command, parse, table, UsageError } from './args';
import { CaseApiError, CaseApiResponseError } from '../case-api/errors';

/** Why a link could not be checked, in casebot's words or the service's (never a token). */
function describeError(error: unknown): string {
  if (error instanceof CaseApiResponseError) {
    return `errorCode ${error.errorCode}: ${error.errorDescription || '(no description)'}`;
  }
  if (error instanceof CaseApiError) return error.message;
  return messageOf(error);
}

/** `user link|unlink|list`: which service userName each Slack user acts as. */
export const userCommands: Record<string, Command> = {
  async 'user link'(args, deps) {
    const { positionals, values } = parse(args, { 'no-check': { type: 'boolean' } }, 3);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const slackUserId = check(slackUserIdSchema, positionals[1], 'Slack user id');
    const userName = check(userNameSchema, positionals[2], 'userName');
    const workspace = await deps.store.getWorkspace(teamId);
    // The same use case as App Home's Link a person: checked with the service first, the same audit, the
    // same DM to someone who had asked (in the workspace's language: the CLI cannot ask Slack theirs).
    const linked = workspace
      ? await deps.workspaceSettings.link(teamId, 'cli', slackUserId, userName, {
          check: values['no-check'] !== true,
          lang: workspace.language,
        })
      : ({ kind: 'not_connected' } as const);
    if (linked.kind === 'not_connected') {
      throw new UsageError(`workspace ${teamId} is not connected; connect it first with: workspace set ${teamId} …`);
    }
    if (linked.kind === 'refused') {
      deps.err(`error: the case service refused ${userName}: ${describeError(linked.error)}`);
      deps.err('nothing saved; check the spelling, or link it unchecked with --no-check');
      return 1;
    }
    if (linked.kind === 'not_checked') {
      deps.err(`error: could not ask the case service about ${userName}: ${describeError(linked.error)}`);
      deps.err('nothing saved; try again, or link it unchecked with --no-check');
      return 1;
    }
    const notes = [linked.checked ? 'checked' : 'not checked', linked.replaced ? `was ${linked.replaced}` : ''];
    deps.out(`linked ${slackUserId} in ${teamId} → ${userName} (${notes.filter(Boolean).join('; ')})`);
    if (linked.told) deps.out(`${slackUserId} had asked for access: casebot will tell them by DM`);
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

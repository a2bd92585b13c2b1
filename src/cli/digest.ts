import { teamIdSchema } from '../workspaces/validation';
import { timeOfDayText } from '../cases/schedule';
import { check, type Command, parse, table, UsageError } from './args';

/** `digest list|end`: the channels' digests of a workspace, as App Home shows them to its admins. */
export const digestCommands: Record<string, Command> = {
  async 'digest list'(args, deps) {
    const { positionals } = parse(args, {}, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const digests = await deps.digests.list(teamId);
    if (digests.length === 0) {
      deps.out(`no digests in ${teamId}`);
      return 0;
    }
    table(
      deps.out,
      ['ID', 'CHANNEL', 'SEARCH', 'SCHEDULE', 'NEXT (UTC)', 'SET UP BY'],
      digests.map((d) => [
        d.id,
        d.channelId,
        d.searchText || '(all recent cases)',
        `${d.schedule} ${timeOfDayText(d.minute)}${d.quiet ? ' quiet' : ''}`,
        d.nextDueAt.toISOString().slice(0, 16).replace('T', ' '),
        d.createdBy,
      ]),
    );
    return 0;
  },

  async 'digest end'(args, deps) {
    const { positionals } = parse(args, {}, 2);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const id = positionals[1];
    if (!id) throw new UsageError('digest id is required (see digest list)');
    const ended = await deps.digests.stop(teamId, id, { channelId: undefined, userId: 'cli', isAdmin: true });
    if (ended.kind !== 'found') throw new UsageError(`no digest ${id} in ${teamId}`);
    await deps.audit(
      teamId,
      'digest.ended',
      `${ended.digest.searchText || '(all recent cases)'} in <#${ended.digest.channelId}>`,
    );
    deps.out(`ended the digest "${ended.digest.searchText}" in ${ended.digest.channelId}`);
    return 0;
  },
};

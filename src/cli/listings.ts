import { teamIdSchema } from '../workspaces/validation';
import { translator } from '../i18n/translate';
import { check, type CliDeps, type Command, parse, table, UsageError } from './args';

/** A row's words as a shell shows them: Slack's mentions as their ids, a date as its fallback, no bold. */
const shellText = (what: string) =>
  what
    .replace(/<!date\^[^|>]*\|([^>]*)>/g, '$1')
    .replace(/<([#@])([A-Z0-9]+)(?:\|[^>]*)?>/g, '$1$2')
    .replace(/\*/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * `<kind> list|end` for every kind that has a listing (reminders, digests…), as App Home lists them to its
 * admins: its rows of a workspace, and one ended by its id (its person told, kept in the audit trail).
 */
export function listingCommands(names: readonly string[]): Record<string, Command> {
  const commands: Record<string, Command> = {};
  for (const name of names) {
    const listingOf = (deps: CliDeps) => {
      const found = deps.listings.find((l) => l.name === name);
      if (!found) throw new UsageError(`unknown command "${name}"; see --help`);
      return found.listing;
    };
    commands[`${name} list`] = async (args, deps) => {
      const { positionals } = parse(args, {}, 1);
      const teamId = check(teamIdSchema, positionals[0], 'team id');
      const rows = await listingOf(deps).list(teamId, translator('en'));
      if (rows.length === 0) {
        deps.out(`no ${name}s in ${teamId}`);
        return 0;
      }
      table(
        deps.out,
        ['ID', 'WHERE', 'WHOSE', 'NEXT (UTC)', 'WHAT'],
        rows.map((r) => [
          r.id,
          r.channelId ?? 'DM',
          r.owner,
          r.next ? r.next.toISOString().slice(0, 16).replace('T', ' ') : '',
          shellText(r.what),
        ]),
      );
      return 0;
    };
    commands[`${name} end`] = async (args, deps) => {
      const { positionals } = parse(args, {}, 2);
      const teamId = check(teamIdSchema, positionals[0], 'team id');
      const id = positionals[1];
      if (!id) throw new UsageError(`${name} id is required (see ${name} list)`);
      const detail = await listingOf(deps).stop(teamId, id, 'cli');
      if (!detail) throw new UsageError(`no ${name} ${id} in ${teamId}`);
      await deps.audit(teamId, `${name}.ended`, detail);
      deps.out(`ended the ${name} ${id} in ${teamId}`);
      return 0;
    };
  }
  return commands;
}

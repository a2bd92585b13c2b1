import { messageOf } from '../lib/errors';
import { TokenDecryptError } from '../workspaces/token-cipher';
import { type CliDeps, type Command, UsageError } from './args';
import { HELP } from './help';
import { adminCommands } from './admin';
import { LISTED_KINDS } from '../kinds/registry';
import { listingCommands } from './listings';
import { userCommands } from './user';
import { workspaceCommands } from './workspace';

export type { CliDeps } from './args';

const commands: Record<string, Command> = {
  ...workspaceCommands,
  ...userCommands,
  ...adminCommands,
  // Each kind an admin lists: `<kind> list|end`.
  ...listingCommands(LISTED_KINDS.map(({ name }) => name)),
};

/**
 * What the command line says before anything is configured or opened: help, a group's help (`user`
 * alone), or an unknown command; undefined when it names a command to run.
 */
export function beforeRunning(argv: string[]): { out?: string; err?: string; code: number } | undefined {
  const [group, action] = argv;
  if (!group || group === '--help' || group === '-h' || group === 'help') return { out: HELP.main, code: 0 };
  const groupHelp = HELP[group];
  if (!action || action.startsWith('-')) {
    if (groupHelp) return { out: groupHelp, code: action === '--help' || action === '-h' ? 0 : 2 };
    return { err: `error: unknown command "${group}"; see --help`, code: 2 };
  }
  if (!commands[`${group} ${action}`])
    return { err: `error: unknown command "${group} ${action}"; see --help`, code: 2 };
  return undefined;
}

/** Runs one CLI command; resolves to the process exit code. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const [group, action, ...rest] = argv;
  const topic = [group, action].filter(Boolean).join(' ');
  if (!group || group === '--help' || group === '-h' || group === 'help') {
    deps.out(HELP.main);
    return 0;
  }
  const help = HELP[topic];
  if (rest.includes('--help') || rest.includes('-h') || action === '--help' || action === '-h') {
    deps.out(help ?? (group ? HELP[group] : undefined) ?? HELP.main);
    return 0;
  }
  try {
    const command = commands[topic];
    if (!command) throw new UsageError(`unknown command "${topic}"; see --help`);
    return await command(rest, deps);
  } catch (error) {
    if (error instanceof UsageError) {
      deps.err(`error: ${error.message}`);
      return 2;
    }
    if (error instanceof TokenDecryptError) {
      deps.err(`error: ${error.message}`);
      return 1;
    }
    deps.err(`error: ${messageOf(error)}`);
    return 1;
  }
}

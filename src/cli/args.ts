import { messageOf } from '../lib/errors';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { didYouMean } from '../lib/did-you-mean';
import type { CaseApi } from '../case-api/client';
import type { HomeData } from '../workspaces/home-data';
import type { WorkspaceStore } from '../workspaces/store';
import type { WorkspaceSettings } from '../use-cases/workspace-settings';
import type { Listing } from '../kinds/kind';
import type { OptionValues } from '../kinds/module';
import { UsageError } from '../lib/usage';

export interface CliDeps {
  store: WorkspaceStore;
  /** The connection settings and links, changed as App Home changes them (the same use case). */
  workspaceSettings: WorkspaceSettings;
  /** What an admin lists and ends of each kind that has a listing (reminders, digests), by its name. */
  listings: readonly { name: string; listing: Listing }[];
  /** What the kind modules' options of `workspace set` do (`--aging-channel …`): a line each said. */
  kindOptions: (values: OptionValues, teamId: string) => Promise<string[]>;
  /** casebot admins (and the rest of what App Home keeps). */
  home: HomeData;
  /** Records a change made with the CLI (actor `cli`) in the audit trail; never a token. */
  audit: (teamId: string, action: string, detail: string) => Promise<void>;
  caseApi: CaseApi;
  defaultBaseUrl: string | undefined;
  /** How often a workspace that sets no interval of its own is polled (CASEBOT_POLL_INTERVAL_MS). */
  defaultPollIntervalMs: number;
  out: (line: string) => void;
  err: (line: string) => void;
}

export { check, UsageError } from '../lib/usage';

export type Command = (args: string[], deps: CliDeps) => Promise<number>;

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses a command's arguments with typed option values; more positionals than `positionals` are refused. */
export function parse<const O extends Options>(args: string[], options: O, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = messageOf(error).split('\n')[0] ?? 'bad arguments';
    // A misspelt option: named, with the one it most likely was.
    const unknown = /^Unknown option '(--?[^']+)'/.exec(message)?.[1];
    if (unknown) {
      const meant = didYouMean(unknown.replace(/^-+/, ''), Object.keys(options));
      throw new UsageError(`unknown option ${unknown}${meant ? `: did you mean --${meant}?` : ''} (see --help)`);
    }
    throw new UsageError(message);
  }
  if (parsed.positionals.length > positionals) {
    // Not echoed: a token split by the shell would land here.
    throw new UsageError(
      `unexpected argument number ${positionals + 1}; quote values that contain spaces (see --help)`,
    );
  }
  return parsed;
}

/** Prints rows under a header, in columns. */
export function table(out: (line: string) => void, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  out(line(header));
  for (const row of rows) out(line(row));
}

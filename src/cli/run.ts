import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { z } from 'zod';
import type { CaseApi } from '../case-api/client';
import { CaseApiError, CaseApiResponseError } from '../case-api/errors';
import { LanguageId } from '../case-api/language';
import type { WorkspaceStore } from '../workspaces/store';
import { TokenDecryptError } from '../workspaces/token-cipher';
import {
  apiTokenSchema,
  baseUrlSchema,
  clientNameSchema,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  pageSizeSchema,
  slackUserIdSchema,
  teamIdSchema,
  timeZoneSchema,
  userNameSchema,
} from '../workspaces/validation';
import { HELP } from './help';

export interface CliDeps {
  store: WorkspaceStore;
  caseApi: CaseApi;
  defaultBaseUrl: string | undefined;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A problem with what the admin typed: one line, exit code 2. */
class UsageError extends Error {}

/** Runs one CLI command; resolves to the process exit code. */
export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const [group, action, ...rest] = argv;
  const topic = [group, action].filter(Boolean).join(' ');
  if (!group || group === '--help' || group === '-h' || group === 'help') {
    deps.out(HELP.main);
    return 0;
  }
  const help = HELP[topic as keyof typeof HELP];
  if (rest.includes('--help') || rest.includes('-h') || action === '--help' || action === '-h') {
    deps.out(HELP[group as keyof typeof HELP] && !help ? HELP[group as keyof typeof HELP] : (help ?? HELP.main));
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
    deps.err(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

function check<T extends z.ZodType>(schema: T, value: unknown, what: string, secret = false): z.output<T> {
  if (value === undefined) throw new UsageError(`${what} is required`);
  const result = schema.safeParse(value);
  if (!result.success) {
    // A secret is never echoed, not even when it is wrong.
    const shown = secret ? '' : ` "${String(value)}"`;
    throw new UsageError(`${what}${shown}: ${result.error.issues[0]?.message}`);
  }
  return result.data;
}

function parse(args: string[], options: ParseArgsConfig['options'], positionals: number) {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args, options: options ?? {}, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? (error.message.split('\n')[0] ?? 'bad arguments') : 'bad arguments');
  }
  if (parsed.positionals.length > positionals) {
    // Not echoed: a token split by the shell would land here.
    throw new UsageError(
      `unexpected argument number ${positionals + 1}; quote values that contain spaces (see --help)`,
    );
  }
  return parsed;
}

type Command = (args: string[], deps: CliDeps) => Promise<number>;

const commands: Record<string, Command> = {
  async 'workspace set'(args, deps) {
    const { values, positionals } = parse(
      args,
      {
        'client-name': { type: 'string' },
        'api-token': { type: 'string' },
        'base-url': { type: 'string' },
        timezone: { type: 'string' },
        'default-user': { type: 'string' },
        'no-default-user': { type: 'boolean' },
        'page-size': { type: 'string' },
        'share-contact-details': { type: 'boolean' },
        'no-share-contact-details': { type: 'boolean' },
      },
      1,
    );
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const old = await deps.store.getWorkspace(teamId);
    const str = (key: string) => values[key] as string | undefined;
    const clientName = check(clientNameSchema, str('client-name') ?? old?.clientName, '--client-name');
    // Without --api-token the stored one is kept; with it, a token an old key cannot read is replaced.
    const apiToken = check(
      apiTokenSchema,
      str('api-token') ?? (old ? (await deps.store.getWorkspaceWithToken(teamId))?.apiToken : undefined),
      '--api-token',
      true,
    );
    const baseUrlText = str('base-url');
    const baseUrl =
      baseUrlText !== undefined ? check(baseUrlSchema, baseUrlText, '--base-url') : (old?.baseUrl ?? null);
    if (!baseUrl && !deps.defaultBaseUrl) {
      throw new UsageError('--base-url is required when CASE_API_BASE_URL is not set');
    }
    const timeZone = check(timeZoneSchema, str('timezone') ?? old?.timeZone ?? DEFAULT_TIME_ZONE, '--timezone');
    const pageSize = check(pageSizeSchema, str('page-size') ?? old?.pageSize ?? DEFAULT_PAGE_SIZE, '--page-size');
    const defaultUserName = values['no-default-user']
      ? null
      : str('default-user') !== undefined
        ? check(userNameSchema, str('default-user'), '--default-user')
        : (old?.defaultUserName ?? null);
    const shareContactDetails = values['share-contact-details']
      ? true
      : values['no-share-contact-details']
        ? false
        : (old?.shareContactDetails ?? false);
    await deps.store.putWorkspace({
      teamId,
      clientName,
      apiToken,
      baseUrl,
      timeZone,
      pageSize,
      shareContactDetails,
      defaultUserName,
    });
    deps.out(`${old ? 'updated' : 'connected'} workspace ${teamId} → client ${clientName}`);
    return 0;
  },

  async 'workspace list'(args, deps) {
    parse(args, {}, 0);
    const all = await deps.store.listWorkspaces();
    if (all.length === 0) {
      deps.out('no workspaces connected; add one with: npm run casebot -- workspace set <teamId> …');
      return 0;
    }
    const rows = all.map((w) => [
      w.teamId,
      w.clientName,
      w.tokenHint,
      w.baseUrl ?? `(default) ${deps.defaultBaseUrl ?? 'unset'}`,
      w.timeZone,
      String(w.pageSize),
      w.shareContactDetails ? 'yes' : 'no',
      w.defaultUserName ?? '-',
      String(w.linkedUsers),
    ]);
    table(
      deps.out,
      ['TEAM', 'CLIENT', 'TOKEN', 'BASE URL', 'ZONE', 'PAGE', 'SHARE CONTACTS', 'DEFAULT USER', 'USERS'],
      rows,
    );
    return 0;
  },

  async 'workspace remove'(args, deps) {
    const { positionals } = parse(args, {}, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    if (!(await deps.store.removeWorkspace(teamId))) throw new UsageError(`workspace ${teamId} is not connected`);
    deps.out(`removed workspace ${teamId} and its user links`);
    return 0;
  },

  async 'workspace check'(args, deps) {
    const { values, positionals } = parse(args, { user: { type: 'string' } }, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const found = await deps.store.getWorkspaceWithToken(teamId);
    if (!found) throw new UsageError(`workspace ${teamId} is not connected`);
    const users = await deps.store.listUsers(teamId);
    const userName =
      (values.user as string | undefined) ?? found.workspace.defaultUserName ?? users[0]?.userName ?? undefined;
    if (!userName) throw new UsageError('no user to check as: link one first, or pass --user <userName>');
    const baseUrl = found.workspace.baseUrl ?? deps.defaultBaseUrl;
    if (!baseUrl) throw new UsageError('no base URL: set --base-url or CASE_API_BASE_URL');
    try {
      await deps.caseApi.getCases(
        {
          baseUrl,
          apiToken: found.apiToken,
          clientName: found.workspace.clientName,
          userName,
          languageId: LanguageId.English,
        },
        { offset: 0, limit: 1 },
      );
      deps.out(`ok: ${baseUrl} accepted client ${found.workspace.clientName} as ${userName}`);
      return 0;
    } catch (error) {
      if (error instanceof CaseApiResponseError) {
        deps.err(
          `failed: the case service answered errorCode ${error.errorCode}: ${error.errorDescription || '(no description)'}`,
        );
      } else if (error instanceof CaseApiError) {
        deps.err(`failed: could not get an answer from ${baseUrl}: ${error.message}`);
      } else throw error;
      return 1;
    }
  },

  async 'user link'(args, deps) {
    const { positionals } = parse(args, {}, 3);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const slackUserId = check(slackUserIdSchema, positionals[1], 'Slack user id');
    const userName = check(userNameSchema, positionals[2], 'userName');
    if (!(await deps.store.getWorkspace(teamId))) {
      throw new UsageError(`workspace ${teamId} is not connected; connect it first with: workspace set ${teamId} …`);
    }
    await deps.store.linkUser({ teamId, slackUserId, userName });
    deps.out(`linked ${slackUserId} in ${teamId} → ${userName}`);
    return 0;
  },

  async 'user unlink'(args, deps) {
    const { positionals } = parse(args, {}, 2);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const slackUserId = check(slackUserIdSchema, positionals[1], 'Slack user id');
    if (!(await deps.store.unlinkUser(teamId, slackUserId))) {
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

function table(out: (line: string) => void, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  out(line(header));
  for (const row of rows) out(line(row));
}

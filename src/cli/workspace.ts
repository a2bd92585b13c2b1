import { CaseApiError, CaseApiResponseError } from '../case-api/errors';
import { LanguageId } from '../case-api/language';
import { DEFAULT_LANG } from '../i18n/languages';
import { baseUrlFor, userNameFor } from '../workspaces/resolve';
import {
  apiTokenSchema,
  baseUrlSchema,
  caseUrlTemplateSchema,
  clientNameSchema,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  languageSchema,
  pageSizeSchema,
  pollCallsSchema,
  pollIntervalSchema,
  teamIdSchema,
  timeZoneSchema,
  userNameSchema,
} from '../workspaces/validation';
import { check, type Command, parse, table, UsageError } from './args';

/** The poll settings given (seconds → ms); none given: kept as they are. */
function pollOptions(values: { 'poll-interval'?: string; 'poll-calls'?: string; 'default-polling'?: boolean }) {
  if (values['default-polling']) return { pollIntervalMs: null, pollCallsPerMinute: null };
  return {
    ...(values['poll-interval'] !== undefined
      ? { pollIntervalMs: check(pollIntervalSchema, values['poll-interval'], '--poll-interval') * 1000 }
      : {}),
    ...(values['poll-calls'] !== undefined
      ? { pollCallsPerMinute: check(pollCallsSchema, values['poll-calls'], '--poll-calls') }
      : {}),
  };
}

/** `workspace set|list|remove|check`: connecting Slack workspaces to accounts of the case service. */
export const workspaceCommands: Record<string, Command> = {
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
        'workflows-default-user': { type: 'boolean' },
        'no-workflows-default-user': { type: 'boolean' },
        'no-share-contact-details': { type: 'boolean' },
        'case-url': { type: 'string' },
        language: { type: 'string' },
        'no-case-url': { type: 'boolean' },
        'poll-interval': { type: 'string' },
        'poll-calls': { type: 'string' },
        'default-polling': { type: 'boolean' },
      },
      1,
    );
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const old = await deps.store.getWorkspace(teamId);
    const clientName = check(clientNameSchema, values['client-name'] ?? old?.clientName, '--client-name');
    // Without --api-token the stored one is kept; with it, a token an old key cannot read is replaced.
    const apiToken = check(
      apiTokenSchema,
      values['api-token'] ?? (old ? (await deps.store.getWorkspaceWithToken(teamId))?.apiToken : undefined),
      '--api-token',
      true,
    );
    const baseUrlText = values['base-url'];
    const baseUrl =
      baseUrlText !== undefined ? check(baseUrlSchema, baseUrlText, '--base-url') : (old?.baseUrl ?? null);
    if (!baseUrl && !deps.defaultBaseUrl) {
      throw new UsageError('--base-url is required when CASE_API_BASE_URL is not set');
    }
    const timeZone = check(timeZoneSchema, values['timezone'] ?? old?.timeZone ?? DEFAULT_TIME_ZONE, '--timezone');
    const pageSize = check(pageSizeSchema, values['page-size'] ?? old?.pageSize ?? DEFAULT_PAGE_SIZE, '--page-size');
    const defaultUserName = values['no-default-user']
      ? null
      : values['default-user'] !== undefined
        ? check(userNameSchema, values['default-user'], '--default-user')
        : (old?.defaultUserName ?? null);
    const shareContactDetails = values['share-contact-details']
      ? true
      : values['no-share-contact-details']
        ? false
        : (old?.shareContactDetails ?? false);
    const caseUrlTemplate = values['no-case-url']
      ? null
      : values['case-url'] !== undefined
        ? check(caseUrlTemplateSchema, values['case-url'], '--case-url')
        : (old?.caseUrlTemplate ?? null);
    await deps.store.putWorkspace({
      teamId,
      clientName,
      apiToken,
      baseUrl,
      timeZone,
      pageSize,
      shareContactDetails,
      defaultUserName,
      caseUrlTemplate,
      language: check(languageSchema, values.language ?? old?.language ?? DEFAULT_LANG, '--language'),
      ...pollOptions(values),
      // Off unless turned on: a workflow nobody runs acts as nobody.
      ...(values['workflows-default-user'] ? { workflowsUseDefaultUser: true } : {}),
      ...(values['no-workflows-default-user'] ? { workflowsUseDefaultUser: false } : {}),
    });
    // Which options were given, never their values (one of them may be the token).
    const given = Object.keys(values).filter((k) => values[k as keyof typeof values] !== undefined);
    await deps.audit(teamId, old ? 'workspace.updated' : 'workspace.connected', given.join(', ') || 'nothing');
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
      w.caseUrlTemplate ?? '-',
      w.language,
      `${w.pollIntervalMs === null ? 'default' : `${w.pollIntervalMs / 1000}s`}, ${w.pollCallsPerMinute ?? 'default'}/min`,
      w.defaultUserName ?? '-',
      String(w.linkedUsers),
    ]);
    table(
      deps.out,
      [
        'TEAM',
        'CLIENT',
        'TOKEN',
        'BASE URL',
        'ZONE',
        'PAGE',
        'SHARE CONTACTS',
        'CASE URL',
        'LANGUAGE',
        'POLLING',
        'DEFAULT USER',
        'USERS',
      ],
      rows,
    );
    return 0;
  },

  async 'workspace remove'(args, deps) {
    const { positionals } = parse(args, {}, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    if (!(await deps.store.removeWorkspace(teamId))) throw new UsageError(`workspace ${teamId} is not connected`);
    await deps.audit(teamId, 'workspace.removed', teamId);
    deps.out(`removed workspace ${teamId} and its user links`);
    return 0;
  },

  async 'workspace check'(args, deps) {
    const { values, positionals } = parse(args, { user: { type: 'string' } }, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const found = await deps.store.getWorkspaceWithToken(teamId);
    if (!found) throw new UsageError(`workspace ${teamId} is not connected`);
    // As casebot would call: the workspace's default user, else the first linked one, unless --user says.
    const [firstLink] = await deps.store.listUsers(teamId);
    const userName = values.user ?? userNameFor(found.workspace, undefined) ?? firstLink?.userName;
    if (!userName) throw new UsageError('no user to check as: link one first, or pass --user <userName>');
    const baseUrl = baseUrlFor(found.workspace, deps.defaultBaseUrl);
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
};

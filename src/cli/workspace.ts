import { DEFAULT_POLL_CALLS_PER_MINUTE } from '../polling/poll-plan';
import { CaseApiError, CaseApiResponseError } from '../case-api/errors';
import { DEFAULT_LANG } from '../i18n/languages';
import {
  baseUrlSchema,
  caseUrlTemplateSchema,
  clientNameSchema,
  DEFAULT_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  languageSchema,
  pageSizeSchema,
  teamIdSchema,
  tokenSchema,
  timeZoneSchema,
  userNameSchema,
} from '../workspaces/validation';
import { check, type Command, parse, table, UsageError } from './args';
import { WORKSPACE_OPTIONS } from '../kinds/registry';
import { pollOptions, recentOrderOption } from './workspace-options';

/** Why a base URL may not be called, as the CLI says it. */
const REFUSED = {
  plain_http: 'must be https:// (plain http only where CASE_API_ALLOW_HTTP=1)',
  query: 'must have no query (?…) or fragment (#…)',
  private: 'is in a private network (loopback, private, link-local): allowed only for hosts in CASE_API_ALLOWED_HOSTS',
} as const;

/** `workspace set`'s own options (the kind modules add theirs: `WORKSPACE_OPTIONS`). */
export const SET_OPTIONS = {
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
  'allow-shared-channels': { type: 'boolean' },
  'no-allow-shared-channels': { type: 'boolean' },
  'keep-cards-up-to-date': { type: 'boolean' },
  'no-keep-cards-up-to-date': { type: 'boolean' },
  'no-share-contact-details': { type: 'boolean' },
  'case-url': { type: 'string' },
  language: { type: 'string' },
  'no-case-url': { type: 'boolean' },
  'poll-interval': { type: 'string' },
  'poll-calls': { type: 'string' },
  'default-polling': { type: 'boolean' },
  'recent-order': { type: 'string' },
} as const;

/** `workspace set|list|remove|check`: connecting Slack workspaces to accounts of the case service. */
export const workspaceCommands: Record<string, Command> = {
  async 'workspace set'(args, deps) {
    const { values, positionals } = parse(
      args,
      {
        ...SET_OPTIONS,
        // Each kind module's own (aging alerts'), read by the module: parsed here, typed there.
        ...(WORKSPACE_OPTIONS as object),
      },
      1,
    );
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const old = (await deps.workspaceSettings.stored(teamId))?.workspace;
    const clientName = check(clientNameSchema, values['client-name'] ?? old?.clientName, '--client-name');
    // Without --api-token the stored one is kept, and only ever sent where it went before.
    const typed = values['api-token'];
    if (!old && typed === undefined) throw new UsageError('--api-token is required');
    const newToken = typed === undefined ? null : check(tokenSchema, typed, '--api-token', true);
    const baseUrlText = values['base-url'];
    const baseUrl =
      baseUrlText !== undefined ? check(baseUrlSchema, baseUrlText, '--base-url') : (old?.baseUrl ?? null);
    // A new workspace needs an address; an existing one keeps the one it has (the default, maybe not set here).
    if (!baseUrl && !deps.defaultBaseUrl && !old)
      throw new UsageError('--base-url is required: CASE_API_BASE_URL is not set here');
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
    const polling = pollOptions(values);
    // The same use case as App Home's Save: the same checks, the same audit of what changed.
    const saved = await deps.workspaceSettings.save(teamId, 'cli', {
      teamId,
      clientName,
      newToken,
      baseUrl,
      timeZone,
      pageSize,
      shareContactDetails,
      defaultUserName,
      caseUrlTemplate,
      language: check(languageSchema, values.language ?? old?.language ?? DEFAULT_LANG, '--language'),
      pollIntervalMs: polling.pollIntervalMs !== undefined ? polling.pollIntervalMs : (old?.pollIntervalMs ?? null),
      pollCallsPerMinute:
        polling.pollCallsPerMinute !== undefined ? polling.pollCallsPerMinute : (old?.pollCallsPerMinute ?? null),
      // Off unless turned on: a workflow nobody runs acts as nobody.
      workflowsUseDefaultUser: values['workflows-default-user']
        ? true
        : values['no-workflows-default-user']
          ? false
          : (old?.workflowsUseDefaultUser ?? false),
      // Off unless turned on: nothing goes into another organisation's channel.
      allowSharedChannels: values['allow-shared-channels']
        ? true
        : values['no-allow-shared-channels']
          ? false
          : (old?.allowSharedChannels ?? false),
      keepCardsTrue: values['keep-cards-up-to-date']
        ? true
        : values['no-keep-cards-up-to-date']
          ? false
          : (old?.keepCardsTrue ?? true),
      recentOrder: recentOrderOption(values['recent-order'], old),
    });
    if (saved.kind === 'address_refused') throw new UsageError(`--base-url: ${REFUSED[saved.refusal]}`);
    if (saved.kind === 'needs_token') {
      throw new UsageError(
        saved.reason === 'new_url'
          ? '--api-token is required with a new base URL: the stored token is only ever sent where it went before'
          : '--api-token is required: the stored token cannot be read with this CASEBOT_ENCRYPTION_KEY',
      );
    }
    deps.out(`${old ? 'updated' : 'connected'} workspace ${teamId} → client ${clientName}`);
    for (const line of await deps.kindOptions(values, teamId)) deps.out(line);
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
      `${w.pollIntervalMs === null ? `(default) ${deps.defaultPollIntervalMs / 1000}s` : `${w.pollIntervalMs / 1000}s`}, ${
        w.pollCallsPerMinute ?? `(default) ${DEFAULT_POLL_CALLS_PER_MINUTE}`
      }/min, ${w.recentOrder ?? 'order unknown'}`,
      w.defaultUserName ?? '-',
      String(w.linkedUsers),
    ]);
    const header = 'TEAM|CLIENT|TOKEN|BASE URL|ZONE|PAGE|SHARE CONTACTS|CASE URL|LANGUAGE|POLLING|DEFAULT USER|USERS';
    table(deps.out, header.split('|'), rows);
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
    const { values, positionals } = parse(args, { user: { type: 'string' }, 'base-url': { type: 'string' } }, 1);
    const teamId = check(teamIdSchema, positionals[0], 'team id');
    const stored = await deps.workspaceSettings.stored(teamId);
    if (!stored) throw new UsageError(`workspace ${teamId} is not connected`);
    const { workspace } = stored;
    const baseUrl =
      values['base-url'] !== undefined ? check(baseUrlSchema, values['base-url'], '--base-url') : workspace.baseUrl;
    const shownUrl = baseUrl ?? deps.defaultBaseUrl;
    if (!shownUrl) {
      // The stored token only goes where it went before: CASE_API_BASE_URL as casebot has it, not a new address.
      throw new UsageError(
        `workspace ${teamId} uses casebot's CASE_API_BASE_URL, which is not set here: set it as casebot has it, or give the workspace its own with workspace set ${teamId} --base-url <url> --api-token <token>`,
      );
    }
    // As casebot would call: the workspace's default user, else the first linked one, unless --user says.
    const [firstLink] = await deps.workspaceSettings.users(teamId);
    const asUser = values.user ?? workspace.defaultUserName ?? firstLink?.userName;
    if (!asUser) throw new UsageError('no user to check as: link one first, or pass --user <userName>');
    // The same check as App Home's Check connection: the stored token only goes where it went before.
    const checked = await deps.workspaceSettings.check(
      teamId,
      'cli',
      { ...workspace, teamId, newToken: null, baseUrl },
      check(userNameSchema, asUser, '--user'),
    );
    switch (checked.kind) {
      case 'ok':
        deps.out(`ok: ${shownUrl} accepted client ${workspace.clientName} as ${asUser}`);
        return 0;
      case 'needs_token':
        if (checked.reason === 'new_url') {
          throw new UsageError(
            `the stored api token is only sent to the base URL it was set for: set the new one with workspace set ${teamId} --base-url <url> --api-token <token>`,
          );
        }
        deps.err(
          `error: the api token of workspace ${teamId} cannot be decrypted with this CASEBOT_ENCRYPTION_KEY; set it again with: workspace set ${teamId} --api-token <token>`,
        );
        return 1;
      case 'no_user':
        throw new UsageError('no user to check as: link one first, or pass --user <userName>');
      case 'address_refused':
        throw new UsageError(`--base-url: ${REFUSED[checked.refusal]}`);
      case 'failed': {
        const error = checked.error;
        if (error instanceof CaseApiResponseError) {
          deps.err(
            `failed: the case service answered errorCode ${error.errorCode}: ${error.errorDescription || '(no description)'}`,
          );
        } else if (error instanceof CaseApiError) {
          deps.err(`failed: could not get an answer from ${shownUrl}: ${error.message}`);
        } else throw error;
        return 1;
      }
    }
  },
};

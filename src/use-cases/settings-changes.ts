import type { Workspace, WorkspaceInput } from '../workspaces/store';

/** Each setting as the audit trail names it (never its value: the token is among them), in the modal's order. */
const AUDIT_NAMES = [
  ['clientName', 'client name'],
  ['apiToken', 'api token'],
  ['baseUrl', 'base URL'],
  ['timeZone', 'time zone'],
  ['language', 'channel language'],
  ['pageSize', 'page size'],
  ['caseUrlTemplate', 'case link template'],
  ['shareContactDetails', 'contact details policy'],
  ['defaultUserName', 'default user'],
  ['workflowsUseDefaultUser', 'workflows as the default user'],
  ['allowSharedChannels', 'channels shared with other organisations'],
  ['keepCardsTrue', 'shared cards kept up to date'],
  ['pollIntervalMs', 'poll interval'],
  ['pollCallsPerMinute', 'calls a minute'],
  ['recentOrder', 'recent list order'],
] as const satisfies readonly (readonly [Exclude<keyof WorkspaceInput, 'teamId'>, string])[];

type Setting = (typeof AUDIT_NAMES)[number][0];

/** One setting a save changed, as the audit row keeps it: values in neutral form, shown in the reader's words. */
interface SettingChange {
  s: Setting;
  /** Before and after: `on`/`off`, `none`/`default`, an interval in ms, a code; absent for the token. */
  b?: string;
  a?: string;
}

/** The longest detail an audit row keeps. */
const ROW_DETAIL = 1000;

/**
 * The audit row's detail, `{"changes":[{"s":"pollIntervalMs","b":"300000","a":"30000"}]}` (read back in
 * each admin's language on their Home), within the row's length: the longest values left out first (the
 * setting is still named).
 */
function fitted(changes: SettingChange[]): string {
  const row = () => JSON.stringify({ changes });
  while (row().length > ROW_DETAIL) {
    const longest = changes.reduce((l, c) =>
      (c.b?.length ?? 0) + (c.a?.length ?? 0) > (l.b?.length ?? 0) + (l.a?.length ?? 0) ? c : l,
    );
    if (longest.b === undefined && longest.a === undefined) break;
    delete longest.b;
    delete longest.a;
  }
  return row();
}

/** A workspace's settings (stored or about to be), each as the modal shows it. */
function comparable(w: Omit<Workspace, 'tokenHint' | 'uninstalledAt'> | WorkspaceInput, apiToken: string | undefined) {
  const values: Record<Setting, unknown> = {
    clientName: w.clientName,
    apiToken,
    baseUrl: w.baseUrl,
    timeZone: w.timeZone,
    language: w.language,
    pageSize: w.pageSize,
    caseUrlTemplate: w.caseUrlTemplate,
    shareContactDetails: w.shareContactDetails,
    defaultUserName: w.defaultUserName,
    workflowsUseDefaultUser: w.workflowsUseDefaultUser ?? false,
    allowSharedChannels: w.allowSharedChannels ?? false,
    keepCardsTrue: w.keepCardsTrue ?? true,
    pollIntervalMs: w.pollIntervalMs ?? null,
    pollCallsPerMinute: w.pollCallsPerMinute ?? null,
    recentOrder: w.recentOrder ?? null,
  };
  return values;
}

/** A value in neutral form: booleans on/off, nothing as none (or default, for polling). */
function neutral(setting: Setting, value: unknown): string {
  if (setting === 'recentOrder') return typeof value === 'string' ? value : 'unknown';
  if (value === null || value === undefined || value === '') return setting.startsWith('poll') ? 'default' : 'none';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}

/** A value as an admin reads it in the log: neutral, an interval in seconds or minutes. */
function shown(setting: Setting, value: unknown): string {
  if (setting === 'pollIntervalMs' && typeof value === 'number') {
    return value % 60_000 === 0 ? `${value / 60_000} min` : `${Math.round(value / 1000)} s`;
  }
  return neutral(setting, value);
}

/**
 * What a save changes, compared once: in words for the log line (`channel language: en → fr`; the api
 * token by name only; every setting by name for a new workspace, none for a save that changed nothing),
 * and for the audit row in neutral form (empty for a new workspace: the words are its row).
 */
export function settingsDiff(
  input: WorkspaceInput,
  old: { workspace: Workspace; apiToken: string | undefined } | undefined,
): { changed: string[]; row: string } {
  if (!old) return { changed: AUDIT_NAMES.map(([, name]) => name), row: '' };
  const before = comparable(old.workspace, old.apiToken);
  // A save without the recent order (the settings modal) keeps it: not a change.
  const kept = input.recentOrder === undefined ? { ...input, recentOrder: old.workspace.recentOrder } : input;
  const after = comparable(kept, input.apiToken);
  const differ = AUDIT_NAMES.filter(([setting]) => before[setting] !== after[setting]);
  const changed = differ.map(([setting, name]) =>
    setting === 'apiToken' ? name : `${name}: ${shown(setting, before[setting])} → ${shown(setting, after[setting])}`,
  );
  const changes: SettingChange[] = differ.map(([setting]) =>
    setting === 'apiToken'
      ? { s: setting }
      : {
          s: setting,
          b: neutral(setting, before[setting]).slice(0, 200),
          a: neutral(setting, after[setting]).slice(0, 200),
        },
  );
  return { changed, row: fitted(changes) };
}

import { LANGUAGE_NAMES } from '../i18n/languages';
import type { MessageKey, Translator } from '../i18n/translate';
import { z } from 'zod';
import type { AuditEntry } from '../workspaces/home-data';
import { safe } from './text';
import { orderWords } from './home-order';
import type { AuditWords } from './home-model';

// The admin's recent changes on App Home, each in the reader's words.

const AUDIT_KEYS = {
  'workspace.connected': 'audit.workspace.connected',
  'workspace.updated': 'audit.workspace.updated',
  'user.linked': 'audit.user.linked',
  'user.unlinked': 'audit.user.unlinked',
  'workspace.removed': 'audit.workspace.removed',
  'admin.added': 'audit.admin.added',
  'admin.removed': 'audit.admin.removed',
  'channel.quiet': 'audit.channel.quiet',
} as const;

/**
 * An audit entry in the reader's words; the detail as recorded (setting names, or whom it concerns as a
 * leading `<@U…>`, or the channel of less noise or of a module's settings, shown as a mention; anything else in it, a typed userName say, stays inert).
 */
export function auditText(
  entry: AuditEntry,
  tr: Translator,
  /** The kinds' words: each listed kind's for one of it an admin ended (`<kind>.ended`), each module's own. */
  kinds: ReadonlyMap<string, AuditWords> = new Map(),
): string {
  const { t } = tr;
  const own = kinds.get(entry.action);
  const key = AUDIT_KEYS[entry.action as keyof typeof AUDIT_KEYS] ?? own?.key;
  const changes = settingChanges(entry.detail, tr);
  // A channel is named only where casebot wrote it (less noise, a module's settings), never from typed text.
  const channel = entry.action === 'channel.quiet' || own?.channel === true;
  const mention = channel ? /^&lt;([@#])([UWCG][A-Z0-9]{2,31})&gt;/ : /^&lt;(@)([UW][A-Z0-9]{2,31})&gt;/;
  const detail = changes ?? safe(entry.detail, 300).replace(mention, '<$1$2>');
  return key ? t(key, { detail }) : `${safe(entry.action, 64)} ${detail}`;
}

/** What the settings modal calls each setting (the audit row names them as the code does). */
const SETTING_LABELS = {
  clientName: 'admin.client',
  apiToken: 'admin.token',
  baseUrl: 'admin.baseUrl',
  timeZone: 'admin.zone',
  language: 'admin.language',
  pageSize: 'admin.pageSize',
  caseUrlTemplate: 'admin.caseUrl',
  shareContactDetails: 'admin.contacts',
  defaultUserName: 'admin.defaultUser',
  workflowsUseDefaultUser: 'admin.workflows',
  allowSharedChannels: 'admin.sharedChannels',
  keepCardsTrue: 'admin.keepCards',
  pollIntervalMs: 'admin.pollInterval',
  pollCallsPerMinute: 'admin.pollCalls',
  recentOrder: 'order.setting',
} as const satisfies Record<string, MessageKey>;

const changesSchema = z.object({
  changes: z.array(
    z.object({
      s: z.enum(Object.keys(SETTING_LABELS) as [keyof typeof SETTING_LABELS]),
      b: z.string().optional(),
      a: z.string().optional(),
    }),
  ),
});

/**
 * A settings change as its row keeps it (`{"changes":[…]}`), in the reader's words: the modal's label,
 * on/off, none/default, an interval in minutes or seconds, a language by name; undefined for an older
 * row written in words (shown as it is).
 */
function settingChanges(detail: string, tr: Translator): string | undefined {
  if (!detail.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(detail);
  } catch {
    return undefined;
  }
  const rows = changesSchema.safeParse(parsed).data?.changes;
  if (!rows) return undefined;
  const { t } = tr;
  const value = (setting: keyof typeof SETTING_LABELS, raw: string) => {
    if (raw === 'on' || raw === 'off') return t(raw === 'on' ? 'audit.on' : 'audit.off');
    if (raw === 'none' || raw === 'default') return t(raw === 'none' ? 'admin.none' : 'admin.default');
    if (setting === 'language' && raw in LANGUAGE_NAMES) return LANGUAGE_NAMES[raw as keyof typeof LANGUAGE_NAMES];
    if (setting === 'recentOrder') return orderWords(tr, raw === 'updated' || raw === 'submitted' ? raw : null);
    const ms = Number(raw);
    // In seconds, as the setting's label and the connection's summary say it.
    if (setting === 'pollIntervalMs' && Number.isFinite(ms)) return `${Math.round(ms / 1000)} s`;
    return safe(raw, 120);
  };
  return rows
    .map(({ s: setting, b, a }) =>
      b === undefined || a === undefined
        ? t(SETTING_LABELS[setting])
        : t('audit.change', { setting: t(SETTING_LABELS[setting]), from: value(setting, b), to: value(setting, a) }),
    )
    .join(', ');
}

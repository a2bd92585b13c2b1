import { escapeMrkdwn } from './escape';
import type { KnownBlock } from '@slack/types';
import { LANGUAGE_NAMES } from '../i18n/languages';
import type { MessageKey, Translator } from '../i18n/translate';
import { z } from 'zod';
import type { Alert } from '../workspaces/alerts';
import type { AuditEntry } from '../workspaces/home-data';
import { encodeValue } from './button-values';
import { ActionId } from './ids';
import { button, mrkdwn, plain, safe } from './text';
import {
  type AdminHome,
  context,
  header,
  HOME_AUDIT,
  HOME_REQUESTS,
  HOME_USERS,
  type HomeModel,
  section,
  when,
} from './home-model';

// The admin's part of App Home: the connection, what to fix, requests, linked people, recent changes.

export function adminBlocks(model: HomeModel, admin: AdminHome, tr: Translator): KnownBlock[] {
  const { t } = tr;
  const { workspace } = admin;
  const blocks: KnownBlock[] = [{ type: 'divider' }, header(t('admin.header')), context(t('admin.why'))];
  blocks.push(...admin.alerts.map((alert) => section(alertText(alert, model.timeZone, tr))));
  if (workspace) {
    const value = (text: string | null | undefined) => (text ? safe(text, 300) : `_${t('admin.none')}_`);
    const field = (label: string, text: string) => mrkdwn(`*${label}*\n${text}`);
    blocks.push({
      type: 'section',
      fields: [
        field(t('admin.client'), value(workspace.clientName)),
        field(t('admin.token'), `\`${safe(workspace.tokenHint, 20)}\``),
        field(t('admin.baseUrl'), workspace.baseUrl ? value(workspace.baseUrl) : `_${t('admin.baseUrlDefault')}_`),
        field(t('admin.zone'), value(workspace.timeZone)),
        field(t('admin.language'), LANGUAGE_NAMES[workspace.language]),
        field(t('admin.pageSize'), String(workspace.pageSize)),
        field(t('admin.caseUrl'), value(workspace.caseUrlTemplate)),
        field(
          t('admin.contacts'),
          `${workspace.shareContactDetails ? t('admin.contactsShown') : t('admin.contactsWithheld')}\n${t(
            workspace.allowSharedChannels ? 'admin.sharedAllowed' : 'admin.sharedRefused',
          )}\n${t(workspace.keepCardsTrue ? 'admin.keepCardsOn' : 'admin.keepCardsOff')}`,
        ),
        field(
          t('admin.defaultUser'),
          value(workspace.defaultUserName) + (workspace.workflowsUseDefaultUser ? `\n${t('admin.workflowsToo')}` : ''),
        ),
        field(
          t('admin.polling'),
          t('admin.pollingValue', {
            interval: workspace.pollIntervalMs
              ? seconds(workspace.pollIntervalMs)
              : t('admin.defaultValue', { value: seconds(admin.pollDefaults.intervalMs) }),
            // A number, always: the languages' plural rules read it.
            calls: workspace.pollCallsPerMinute ?? admin.pollDefaults.callsPerMinute,
          }) + (workspace.pollCallsPerMinute ? '' : ` ${t('admin.defaultMark')}`),
        ),
      ],
    });
  }
  blocks.push({
    type: 'actions',
    elements: [
      button(ActionId.editConnection, workspace ? t('admin.edit') : t('admin.connect'), 'edit', 'primary'),
      ...(workspace ? [button(ActionId.linkUser, t('admin.linkUser'), 'link')] : []),
    ],
  });
  if (!workspace) return blocks;

  const pending = admin.requests.slice(0, HOME_REQUESTS);
  if (pending.length > 0) {
    blocks.push(header(t('admin.requests')));
    for (const [index, request] of pending.entries()) {
      blocks.push(
        section(
          t('admin.requestRow', {
            user: `<@${request.slackUserId}>`,
            date: when(request.requestedAt, model.timeZone, tr),
          }),
          button(
            `${ActionId.linkRequesterPrefix}${index}`,
            t('admin.link'),
            encodeValue({ t: model.teamId, u: request.slackUserId }),
            'primary',
          ),
        ),
      );
    }
    // The people asking are told to wait for an admin, never a command: the admins get it here.
    const first = pending[0]?.slackUserId ?? '';
    const command = `${escapeMrkdwn(admin.cli)} user link ${model.teamId} ${first} ${escapeMrkdwn('<userName>')}`;
    blocks.push(context(t('admin.requestsCli', { command: `\`${command}\`` })));
  }

  blocks.push(header(t('admin.users', { count: admin.users.length })));
  if (admin.users.length === 0) blocks.push(context(t('admin.noUsers')));
  for (const [index, link] of admin.users.slice(0, HOME_USERS).entries()) {
    blocks.push(
      section(`<@${link.slackUserId}> → *${safe(link.userName, 255)}*`, {
        ...button(
          `${ActionId.unlinkPrefix}${index}`,
          t('admin.unlink'),
          encodeValue({ t: model.teamId, u: link.slackUserId }),
          'danger',
        ),
        // A confirm dialog's text is plain (no mention): the person by the name Slack shows, and their userName.
        confirm: {
          title: plain(t('admin.unlinkTitle'), 100),
          text: plain(
            t('admin.unlinkConfirm', { user: unlinkWho(admin.names.get(link.slackUserId), link.userName) }),
            300,
          ),
          confirm: plain(t('admin.unlink'), 30),
          deny: plain(t('admin.cancel'), 30),
          style: 'danger',
        },
      }),
    );
  }
  if (admin.users.length > HOME_USERS)
    blocks.push(context(t('admin.moreUsers', { count: admin.users.length - HOME_USERS })));

  if (admin.audit.length > 0) {
    blocks.push(header(t('admin.audit')));
    const rows = admin.audit.slice(0, HOME_AUDIT).map((entry) =>
      t('admin.auditRow', {
        date: when(entry.at, model.timeZone, tr),
        actor: entry.actor === 'cli' ? 'CLI' : `<@${entry.actor}>`,
        what: auditText(entry, tr),
      }),
    );
    blocks.push(context(rows.join('\n')));
  }
  return blocks;
}

/** Whom Unlink asks about: `@Nina (n.smith)`, or the userName alone where Slack did not say a name. */
const unlinkWho = (name: string | undefined, userName: string): string =>
  name ? `@${name.slice(0, 80)} (${userName.slice(0, 120)})` : userName.slice(0, 200);

/** An alert in the reader's words; its detail is casebot's own (a scope's name, an error code). */
function alertText(alert: Alert, zone: string, tr: Translator): string {
  const detail = safe(alert.detail, 100);
  return alert.kind === 'missing_scope'
    ? tr.t('admin.alert.missingScope', { scope: detail })
    : tr.t('admin.alert.serviceFailing', { detail, date: when(alert.since, zone, tr) });
}

const AUDIT_KEYS = {
  'workspace.connected': 'audit.workspace.connected',
  'workspace.updated': 'audit.workspace.updated',
  'user.linked': 'audit.user.linked',
  'user.unlinked': 'audit.user.unlinked',
  'workspace.removed': 'audit.workspace.removed',
  'admin.added': 'audit.admin.added',
  'admin.removed': 'audit.admin.removed',
  'digest.ended': 'audit.digest.ended',
  'aging.set': 'audit.aging.set',
  'aging.off': 'audit.aging.off',
  'channel.quiet': 'audit.channel.quiet',
} as const;

/**
 * An audit entry in the reader's words; the detail as recorded (setting names, or whom it concerns as a
 * leading `<@U…>`, or the channel of aging alerts or less noise, shown as a mention; anything else in it, a typed userName say, stays inert).
 */
function auditText(entry: AuditEntry, tr: Translator): string {
  const { t } = tr;
  const key = AUDIT_KEYS[entry.action as keyof typeof AUDIT_KEYS];
  const changes = settingChanges(entry.detail, tr);
  // A channel is named only where casebot wrote it (aging alerts, less noise), never from typed text.
  const channel = entry.action === 'channel.quiet' || entry.action === 'aging.set';
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

/** An interval as an admin reads it: `300 s`, `5 s`, `0.5 s`. */
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

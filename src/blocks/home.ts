import type { Button, HomeView, KnownBlock } from '@slack/types';
import { LANGUAGE_NAMES } from '../i18n/languages';
import type { Translator } from '../i18n/translate';
import type { Alert } from '../workspaces/alerts';
import type { AccessRequest, AuditEntry, RecentCase } from '../workspaces/home-data';
import type { UserLink, Workspace } from '../workspaces/store';
import { encodeValue } from './button-values';
import { formatForSlack } from './dates';
import { ActionId } from './ids';
import { LIMITS } from './limits';
import { button, mrkdwn, oneLine, plain, safe } from './text';

/** Slack's limit on the blocks of a view (App Home, modals). */
export const VIEW_BLOCKS = 100;
/** Linked people listed on an admin's Home (the CLI lists everyone). */
export const HOME_USERS = 20;
/** Access requests listed on an admin's Home. */
export const HOME_REQUESTS = 10;
/** Changes listed on an admin's Home. */
export const HOME_AUDIT = 5;

/** Where the person stands with casebot. */
export type HomeStatus =
  | { kind: 'linked'; userName: string }
  | { kind: 'default_user'; userName: string }
  | { kind: 'not_linked'; requestedAt: Date | undefined; adminsKnown: boolean }
  | { kind: 'not_connected' }
  | { kind: 'uninstalled' };

/** What an admin sees below their own part. */
export interface AdminHome {
  workspace: Workspace | undefined;
  users: UserLink[];
  requests: AccessRequest[];
  audit: (AuditEntry & { at: Date })[];
  /** What the admins have to fix (a missing Slack scope, a failing service), oldest first. */
  alerts: Alert[];
}

export interface HomeModel {
  /** The workspace key buttons are bound to. */
  teamId: string;
  /** Zone of the readable fallback inside date tokens (each reader's client shows their own). */
  timeZone: string;
  status: HomeStatus;
  recent: RecentCase[];
  admin?: AdminHome;
}

const section = (text: string, accessory?: Button): KnownBlock => ({
  type: 'section',
  text: mrkdwn(text),
  ...(accessory ? { accessory } : {}),
});
const header = (text: string): KnownBlock => ({ type: 'header', text: plain(text, LIMITS.headerText) });
const context = (text: string): KnownBlock => ({ type: 'context', elements: [mrkdwn(text)] });
const when = (date: Date, zone: string, tr: Translator) => formatForSlack({ kind: 'parsed', date, raw: '' }, zone, tr);

/** casebot's App Home for one person: where they stand, their recent cases, and for admins the settings. */
export function homeView(model: HomeModel, tr: Translator): HomeView {
  const { t } = tr;
  const blocks: KnownBlock[] = [header(t('home.title')), section(t('home.intro'))];
  blocks.push(...statusBlocks(model, tr));
  blocks.push(context(t('home.language', { language: LANGUAGE_NAMES[tr.lang] })));
  if (model.status.kind === 'linked' || model.status.kind === 'default_user') {
    blocks.push({ type: 'divider' }, header(t('home.recent')));
    if (model.recent.length === 0) blocks.push(context(t('home.noRecent')));
    model.recent.forEach((item, index) => {
      const caseId = Number(item.caseId);
      const caseNumber = Number(item.caseNumber);
      const text = `*#${safe(item.caseNumber, 20)}* ${safe(oneLine(item.subject), 300) || t('card.noSubject')}\n${t(
        'home.opened',
        { date: when(item.viewedAt, model.timeZone, tr) },
      )}`;
      const openable = Number.isSafeInteger(caseId) && caseId > 0 && Number.isSafeInteger(caseNumber);
      blocks.push(
        section(
          text,
          openable
            ? button(
                `${ActionId.homeViewPrefix}${index}`,
                t('button.view'),
                encodeValue({ t: model.teamId, c: caseId, n: caseNumber }),
              )
            : undefined,
        ),
      );
    });
  }
  if (model.admin) blocks.push(...adminBlocks(model, model.admin, tr));
  return { type: 'home', blocks: blocks.slice(0, VIEW_BLOCKS) };
}

function statusBlocks(model: HomeModel, tr: Translator): KnownBlock[] {
  const { t } = tr;
  const { status } = model;
  switch (status.kind) {
    case 'linked':
      return [section(t('home.linked', { userName: safe(status.userName, 255) }))];
    case 'default_user':
      return [section(t('home.linkedDefault', { userName: safe(status.userName, 255) }))];
    case 'not_connected':
      return [section(t('home.notConnected'))];
    case 'uninstalled':
      return [section(t('unserved.uninstalled'))];
    case 'not_linked': {
      const blocks = [section(t('home.notLinked'))];
      if (status.requestedAt) {
        blocks.push(context(t('home.requested', { date: when(status.requestedAt, model.timeZone, tr) })));
        if (!status.adminsKnown) blocks.push(context(t('home.noAdmins')));
      } else {
        blocks.push({
          type: 'actions',
          elements: [button(ActionId.requestAccess, t('home.requestAccess'), 'request', 'primary')],
        });
      }
      return blocks;
    }
  }
}

function adminBlocks(model: HomeModel, admin: AdminHome, tr: Translator): KnownBlock[] {
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
          workspace.shareContactDetails ? t('admin.contactsShown') : t('admin.contactsWithheld'),
        ),
        field(
          t('admin.defaultUser'),
          value(workspace.defaultUserName) + (workspace.workflowsUseDefaultUser ? `\n${t('admin.workflowsToo')}` : ''),
        ),
        field(
          t('admin.polling'),
          t('admin.pollingValue', {
            interval: workspace.pollIntervalMs ? `${workspace.pollIntervalMs / 1000} s` : t('admin.default'),
            calls: workspace.pollCallsPerMinute ?? 60,
          }),
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
        // A confirm dialog's text is plain: the person by their case service userName.
        confirm: {
          title: plain(t('admin.unlinkTitle'), 100),
          text: plain(t('admin.unlinkConfirm', { user: link.userName }), 300),
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
} as const;

/**
 * An audit entry in the reader's words; the detail as recorded (setting names, or whom it concerns as a
 * leading `<@U…>`, shown as a mention; anything else in it, a typed userName say, stays inert).
 */
function auditText(entry: AuditEntry, { t }: Translator): string {
  const key = AUDIT_KEYS[entry.action as keyof typeof AUDIT_KEYS];
  const detail = safe(entry.detail, 300).replace(/^&lt;@([UW][A-Z0-9]{2,31})&gt;/, '<@$1>');
  return key ? t(key, { detail }) : `${safe(entry.action, 64)} ${detail}`;
}

import { escapeMrkdwn } from './escape';
import type { KnownBlock } from '@slack/types';
import { LANGUAGE_NAMES } from '../i18n/languages';
import type { Translator } from '../i18n/translate';
import { encodeValue } from './button-values';
import { ActionId } from './ids';
import { button, mrkdwn, plain, safe } from './text';
import { auditText } from './home-audit';
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
  const outOfOrder = admin.recentOrder?.outOfOrderSince;
  if (outOfOrder) blocks.push(section(t('admin.alert.recentOrder', { date: when(outOfOrder, model.timeZone, tr) })));
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
    const words = new Map([
      ...(admin.listings ?? []).map((l) => [`${l.name}.ended`, { key: l.ended }] as const),
      ...Object.entries(admin.auditWords ?? {}),
    ]);
    const rows = admin.audit.slice(0, HOME_AUDIT).map((entry) =>
      t('admin.auditRow', {
        date: when(entry.at, model.timeZone, tr),
        actor: entry.actor === 'cli' ? 'CLI' : `<@${entry.actor}>`,
        what: auditText(entry, tr, words),
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
function alertText(alert: AdminHome['alerts'][number], zone: string, tr: Translator): string {
  const detail = safe(alert.detail, 100);
  if (alert.kind === 'missing_scope') return tr.t('admin.alert.missingScope', { scope: detail });
  if (alert.kind === 'token_renewal_refused')
    return tr.t('admin.alert.tokenRefused', { date: when(alert.since, zone, tr) });
  if (alert.said !== undefined) return alert.said;
  return tr.t('admin.alert.serviceFailing', { detail, date: when(alert.since, zone, tr) });
}

/** An interval as an admin reads it: `300 s`, `5 s`, `0.5 s`. */
const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

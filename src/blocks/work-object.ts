import type { EntityActionButton, EntityCustomField, EntityMetadata } from '@slack/types';
import { parseServiceDate } from '../case-api/dates';
import type { CaseDetails } from '../case-api/schemas';
import type { Translator } from '../i18n/translate';
import type { CaseAction, CaseFacts, CaseLine } from './case-card';
import { encodeValue } from './button-values';
import { ActionId } from './ids';
import { clean, truncate } from './limits';
import { notesNewestFirst } from './notes';
import { displayValue, oneLine } from './text';
import { commentsSummary } from './work-object-comments';

/** Slack's Work Object type casebot presents a case as: a work item with status, priority and dates. */
const CASE_ENTITY_TYPE = 'slack#/entities/task';

interface CaseEntityOptions {
  tr: Translator;
  timeZone: string;
  facts?: CaseFacts | undefined;
  /** The case's page in the case service (the entity's identity for Slack). */
  url: string;
  /** The link exactly as it was posted (chat.unfurl needs it). */
  appUnfurlUrl?: string;
  /** Customer email and mobile: only for the person looking (the flexpane), or a workspace that allows them. */
  showContactDetails: boolean;
  /**
   * The side panel's actions for the person looking: what the kind modules add (Watch or Stop watching,
   * Open a channel), the case's page.
   */
  panel?: {
    teamId: string;
    actions: readonly CaseAction[];
    /** What the kind modules say of the case (its own channel), each a field. */
    lines: readonly CaseLine[];
    modifiedAt: Date;
  };
}

/** The modules' actions and Open a channel as primary actions, Open in case service in the overflow. */
function panelActions(details: CaseDetails, options: CaseEntityOptions) {
  const { t } = options.tr;
  const panel = options.panel;
  if (!panel) return undefined;
  const value = encodeValue({ t: panel.teamId, c: details.id, n: details.caseNumber });
  const primary: EntityActionButton[] = panel.actions.map((a) => ({
    text: a.text,
    action_id: a.panel,
    value,
    ...(a.primary ? { style: 'primary' as const } : {}),
  }));
  return {
    primary_actions: primary,
    overflow_actions: [{ text: t('button.openInService'), action_id: ActionId.panelOpen, url: options.url }],
  };
}

/** Plain text for an entity field: one line (or kept lines when `long`), no control characters, bounded. */
const text = (value: string, max: number, long = false) => truncate(long ? clean(value).trim() : oneLine(value), max);

const unix = (raw: string, zone: string) => {
  const parsed = parseServiceDate(raw, zone);
  return parsed.kind === 'parsed' ? Math.floor(parsed.date.getTime() / 1000) : undefined;
};

/**
 * A case as Work Object metadata (Slack's entity previews): attached to an unfurl with `chat.unfurl`
 * `metadata`, and shown in the flexpane with `entity.presentDetails`. Field values are plain text, never
 * mrkdwn; what is unknown is left out.
 */
export function caseEntity(
  details: CaseDetails,
  options: CaseEntityOptions,
): EntityMetadata & { entity_comments: ReturnType<typeof commentsSummary> } {
  const { t } = options.tr;
  const subject = text(details.subject, 200) || t('card.noSubject');
  const latest = notesNewestFirst(details.notes, options.timeZone, 1)[0];
  const created = unix(details.createdOn, options.timeZone);
  const updated = options.facts?.lastUpdated ? unix(options.facts.lastUpdated, options.timeZone) : undefined;
  const priority = options.facts ? displayValue(options.facts.priority) : '';
  const custom: EntityCustomField[] = [
    { key: 'customer', label: t('card.customer'), type: 'string', value: text(details.customerName, 500) },
  ];
  if (options.showContactDetails && details.customerEmail) {
    custom.push({ key: 'email', label: t('card.email'), type: 'string', value: text(details.customerEmail, 500) });
  }
  for (const { field } of options.panel?.lines ?? []) {
    custom.push({ key: field.key, label: text(field.label, 100), type: 'string', value: text(field.value, 100) });
  }
  if (options.showContactDetails && details.customerMobile) {
    custom.push({ key: 'mobile', label: t('card.mobile'), type: 'string', value: text(details.customerMobile, 100) });
  }
  return {
    entity_type: CASE_ENTITY_TYPE,
    external_ref: { id: String(details.id), type: 'case' },
    url: options.url,
    ...(options.appUnfurlUrl ? { app_unfurl_url: options.appUnfurlUrl } : {}),
    // The comments tab's entry point: the case's notes, read-only (each viewer's own read shows them).
    entity_comments: commentsSummary(details.notes, options.timeZone),
    entity_payload: {
      attributes: {
        title: { text: `#${details.caseNumber} · ${subject}` },
        display_id: `#${details.caseNumber}`,
        display_type: t('card.caseType'),
        product_name: 'casebot',
        locale: options.tr.lang,
        // Slack redraws an open panel only for a newer time than the one it shows.
        ...(options.panel ? { metadata_last_modified: Math.floor(options.panel.modifiedAt.getTime() / 1000) } : {}),
      },
      fields: {
        status: { value: text(displayValue(details.status), 200), label: t('card.status') },
        ...(priority ? { priority: { value: text(priority, 200), label: t('card.priority') } } : {}),
        ...(latest
          ? { description: { value: text(latest.note, 1000, true), label: t('card.latestNote'), long: true } }
          : {}),
        created_by: { type: 'string', value: text(details.createdBy, 200), label: t('card.createdBy') },
        ...(created !== undefined ? { date_created: { value: created, label: t('card.created') } } : {}),
        ...(updated !== undefined ? { date_updated: { value: updated, label: t('card.lastUpdated') } } : {}),
      },
      custom_fields: custom,
      ...(options.panel ? { actions: panelActions(details, options) } : {}),
    },
  };
}

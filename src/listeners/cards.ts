import { type CaseAction, type CardKept, type CaseLine, caseUrlOf, renderCaseCard } from '../blocks/case-card';
import type { Message } from '../blocks/message';
import { caseEntity } from '../blocks/work-object';
import type { CaseView } from '../cases/case-service';
import { parseCaseLink } from '../cases/case-links';
import type { Translator } from '../i18n/translate';
import type { WorkspaceSettings } from '../workspaces/resolve';
import { caseRefSchema, decodeButton } from '../blocks/button-values';
import { ephemeral, type Served, type Work } from '../spine/serve';

/** What a private card also says: shared (by whom, where, when), the modules' actions and lines. */
interface PrivateExtras {
  shared?: { by: string; channelId: string | null; at: Date } | undefined;
  actions?: readonly CaseAction[];
  lines?: readonly CaseLine[];
}

/**
 * The full card for the person who asked: contact details, All notes, Share (until shared), what the
 * kind modules say of the case (its own channel) and add (Watch, Open a channel), Dismiss.
 */
export function privateCard(
  view: CaseView,
  settings: WorkspaceSettings,
  tr: Translator,
  extras: PrivateExtras = {},
): Message {
  return renderCaseCard(view.details, {
    tr,
    teamId: settings.workspaceId,
    timeZone: settings.timeZone,
    audience: 'private',
    actions: extras.actions ?? [],
    showContactDetails: true,
    facts: view.facts,
    caseUrl: caseUrlOf(settings.caseUrlTemplate, view.details),
    lines: extras.lines ?? [],
    ...(extras.shared ? { shared: extras.shared } : {}),
  });
}

/** The private card with what the kind modules say of the case and add to it, as they stand for the asker. */
export async function privateCardOf(
  view: CaseView,
  served: Pick<Served, 'settings' | 'tr' | 'linesOn' | 'actionsOn'>,
  extras: Omit<PrivateExtras, 'lines' | 'actions'> = {},
): Promise<Message> {
  const [lines, actions] = await Promise.all([served.linesOn(view.details.id), served.actionsOn(view.details.id)]);
  return privateCard(view, served.settings, served.tr, { ...extras, lines, actions });
}

/**
 * The compact card for a channel: contact details only where the workspace allows them. `tr`: the
 * workspace's language, since the whole channel reads it. `kept`: what the kind module that keeps it true
 * adds (or says, where it could not); `lines`: what the modules say of the case to the channel.
 */
export function channelCard(
  view: CaseView,
  settings: WorkspaceSettings,
  tr: Translator,
  sharedBy: string,
  keeping: { kept?: CardKept; lines?: readonly CaseLine[] } = {},
): Message {
  return renderCaseCard(view.details, {
    tr,
    teamId: settings.workspaceId,
    timeZone: settings.timeZone,
    audience: 'shared',
    // A channel is wider than the person who asked.
    showContactDetails: settings.shareContactDetails,
    facts: view.facts,
    caseUrl: caseUrlOf(settings.caseUrlTemplate, view.details),
    sharedBy,
    ...(keeping.kept ? { kept: keeping.kept } : {}),
    lines: keeping.lines ?? [],
  });
}

/** The compact card under a posted case link: the workspace's language, its contact-details policy. */
export function unfurlCard(view: CaseView, settings: WorkspaceSettings, tr: Translator): Message {
  return renderCaseCard(view.details, {
    tr,
    teamId: settings.workspaceId,
    timeZone: settings.timeZone,
    audience: 'shared',
    showContactDetails: settings.shareContactDetails,
    facts: view.facts,
    caseUrl: caseUrlOf(settings.caseUrlTemplate, view.details),
  });
}

/** The work of every View button: the case its value names (in this workspace), as the presser's private card. */
export function showCase(value: string | undefined): Work {
  return async (served) => {
    const { cases, settings, reply, stale, viewed } = served;
    const ref = decodeButton(caseRefSchema, value, settings.workspaceId);
    if (!ref) return stale();
    const view = await cases.viewCase(ref.c);
    await reply(ephemeral(await privateCardOf(view, served)));
    viewed(view);
    return 'ok';
  };
}

/**
 * A case's Work Object as the side panel shows it to one person: the full details fetched as them, and
 * their actions (what the kind modules add as it stands for them, Open a channel unless the case has one,
 * which is named instead, Open in case service).
 */
export async function panelEntity(served: Served, view: CaseView, url: string) {
  const { settings, tr } = served;
  const [actions, lines] = await Promise.all([served.actionsOn(view.details.id), served.linesOn(view.details.id)]);
  return caseEntity(view.details, {
    tr,
    timeZone: settings.timeZone,
    facts: view.facts,
    url: caseUrlOf(settings.caseUrlTemplate, view.details) ?? url,
    // The panel is the viewer's own: the full details, as the private card has them.
    showContactDetails: true,
    panel: {
      teamId: settings.workspaceId,
      actions,
      lines,
      modifiedAt: new Date(),
    },
  });
}

/** The Work Object an event names (its `external_ref`, else its link), as the person it is served to sees it. */
export async function caseOfEntity(
  served: Pick<Served, 'cases' | 'settings'>,
  entity: { external_ref?: { id?: unknown } | undefined; app_unfurl_url?: string | undefined; entity_url?: string },
): Promise<CaseView | undefined> {
  const fromRef = Number(entity.external_ref?.id);
  const mention =
    Number.isInteger(fromRef) && fromRef > 0
      ? { kind: 'id' as const, caseId: fromRef }
      : parseCaseLink(served.settings.caseUrlTemplate, entity.app_unfurl_url ?? entity.entity_url ?? '');
  if (!mention) return undefined;
  return mention.kind === 'id'
    ? served.cases.viewCase(mention.caseId)
    : served.cases.findCaseByNumber(mention.caseNumber);
}

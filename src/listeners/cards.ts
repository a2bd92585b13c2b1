import { caseUrlOf, renderCaseCard } from '../blocks/case-card';
import type { Message } from '../blocks/message';
import type { CaseView } from '../cases/case-service';
import type { Translator } from '../i18n/translate';
import type { WorkspaceSettings } from '../workspaces/resolve';

/** The full card for the person who asked: contact details, All notes, Share (until shared), Dismiss. */
export function privateCard(
  view: CaseView,
  settings: WorkspaceSettings,
  tr: Translator,
  shared?: { by: string; channelId: string | null; at: Date },
  watching = false,
): Message {
  return renderCaseCard(view.details, {
    tr,
    teamId: settings.workspaceId,
    timeZone: settings.timeZone,
    audience: 'private',
    watching,
    showContactDetails: true,
    facts: view.facts,
    caseUrl: caseUrlOf(settings.caseUrlTemplate, view.details),
    ...(shared ? { shared } : {}),
  });
}

/** The compact card for a channel: contact details only where the workspace allows them. */
/** `tr`: the workspace's language, since the whole channel reads it. */
export function channelCard(view: CaseView, settings: WorkspaceSettings, tr: Translator, sharedBy: string): Message {
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

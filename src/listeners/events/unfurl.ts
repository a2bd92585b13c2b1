import type { App } from '@slack/bolt';
import type { LinkSharedEvent } from '@slack/types';
import { caseUrlOf } from '../../blocks/case-card';
import { unfurlHint } from '../../blocks/notices';
import { caseEntity } from '../../blocks/work-object';
import { parseCaseLink } from '../../cases/case-links';
import type { CaseView, CasesFor } from '../../cases/case-service';
import { unfurlCard } from '../cards';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { type Responder, serve } from '../../spine/serve';

/** At most this many links of one message are unfurled. */
const MAX_UNFURLS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A case link posted in a conversation becomes a compact card under the message (`link_shared` →
 * `chat.unfurl`), with Work Object metadata for clients that show entity previews. Fetched as the
 * person who posted it, in the workspace's language, contact details as the workspace allows. Someone
 * not linked gets no unfurl and, at most once a day (kept in the database), a private hint on how to link. A
 * channel shared with another organisation gets no unfurl unless the workspace allows it. A failed
 * unfurl is only logged (nobody asked for a reply), and the message stays as it was.
 */
export function registerUnfurlEvent(app: App, deps: ListenerDeps): void {
  app.event('link_shared', async ({ event, body, client }) => {
    const who = identify(body);
    const responder: Responder = {
      reply: async () => undefined,
      refuse: async (_message, outcome, { tr, unserved }) => {
        if (!unserved || outcome !== 'user_not_linked') return undefined;
        // Once a day, on whichever replica and across restarts.
        const key = `unfurl:${who.teamId ?? who.enterpriseId ?? ''}:${event.user}`;
        if (!(await deps.hints.claim(key, DAY_MS))) return undefined;
        const hint = unfurlHint(tr);
        await client.chat.postEphemeral({ channel: event.channel, user: event.user, ...hint });
        return 'hinted';
      },
    };
    await serve(
      deps,
      { kind: 'event', name: 'link_shared', who, responder, client, speaks: 'workspace' },
      async ({ cases, settings, tr }) => {
        // Another organisation's channel sees no case unless an admin allowed it (nor one Slack cannot say about).
        if (!settings.allowSharedChannels && event.channel) {
          const reach = await deps.channels.reach(client, settings.workspaceId, event.channel);
          if (reach !== 'internal') return 'shared_channel';
        }
        const links = event.links
          .map((link) => ({ url: link.url, mention: parseCaseLink(settings.caseUrlTemplate, link.url) }))
          .filter((l) => l.mention !== undefined)
          .slice(0, MAX_UNFURLS);
        const found = (
          await Promise.all(links.map(async (l) => ({ ...l, view: await viewOf(cases, l.mention) })))
        ).filter((l): l is typeof l & { view: CaseView } => l.view !== undefined);
        if (found.length === 0) return 'nothing_to_unfurl';
        const unfurls = Object.fromEntries(
          found.map((l) => [l.url, { blocks: unfurlCard(l.view, settings, tr).blocks }]),
        );
        const entities = found.map((l) =>
          caseEntity(l.view.details, {
            tr,
            timeZone: settings.timeZone,
            facts: l.view.facts,
            url: caseUrlOf(settings.caseUrlTemplate, l.view.details) ?? l.url,
            appUnfurlUrl: l.url,
            showContactDetails: settings.shareContactDetails,
          }),
        );
        await client.chat.unfurl({ ...target(event), unfurls, metadata: { entities } });
        // Where each case came up (a message posted, not one still in someone's composer).
        if (event.source !== 'composer' && event.channel && event.channel !== 'COMPOSER') {
          for (const { view } of found) {
            await deps.caseCameUp({
              teamId: settings.workspaceId,
              caseId: view.details.id,
              caseNumber: view.details.caseNumber,
              channelId: event.channel,
              messageTs: event.message_ts,
              threadTs: event.thread_ts ?? event.message_ts,
              source: 'unfurl',
              by: event.user,
            });
          }
        }
        return 'unfurled';
      },
    );
  });
}

/** A link in the composer is unfurled by its unfurl_id; one posted in a conversation by channel and ts. */
function target(
  event: LinkSharedEvent,
): { unfurl_id: string; source: 'composer' | 'conversations_history' } | { channel: string; ts: string } {
  const { source, unfurl_id } = event;
  if (unfurl_id && (source === 'composer' || source === 'conversations_history')) return { unfurl_id, source };
  return { channel: event.channel, ts: event.message_ts };
}

async function viewOf(cases: CasesFor, mention: ReturnType<typeof parseCaseLink>): Promise<CaseView | undefined> {
  if (!mention) return undefined;
  try {
    return mention.kind === 'id'
      ? await cases.viewCase(mention.caseId)
      : await cases.findCaseByNumber(mention.caseNumber);
  } catch {
    // A case the poster may not see, or a service that fails: that link stays a plain link.
    return undefined;
  }
}

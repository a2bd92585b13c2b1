import type { App } from '@slack/bolt';
import { presentComments } from '../../slack/entities';
import { z } from 'zod';
import { caseComments, commentsFrom } from '../../blocks/work-object-comments';
import { plainText } from '../../blocks/text';
import type { ListenerDeps } from '../deps';
import { identify } from '../identity';
import { type Responder, serve } from '../../spine/serve';
import { caseOfEntity } from '../cards';

/** What casebot reads of `entity_comments_requested`; anything else in it is Slack's. */
// Only the trigger is required: a field Slack leaves null or sends in another shape is read as absent.
const loose = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const commentsEventSchema = z.object({
  trigger_id: z.string().min(1),
  external_ref: loose(z.object({ id: z.unknown() }).partial()),
  entity_url: loose(z.string()),
  app_unfurl_url: loose(z.string()),
  cursor: loose(z.string()),
  limit: loose(z.coerce.number()),
  thread_root_id: loose(z.string().min(1)),
});

/** Where someone who is not linked fixes it: casebot's App Home in Slack (it says how to be linked). */
export const appHomeLink = (teamId: string, appId: string) =>
  `slack://app?team=${encodeURIComponent(teamId)}&id=${encodeURIComponent(appId)}&tab=home`;

/**
 * The comments tab of a case's Work Object: its notes, newest first, a page at a time, fetched as the
 * person looking, read-only (nobody posts to the case service from Slack). Someone not linked is sent to
 * App Home to be linked; someone the service refuses sees why, and no notes. A thread's replies are
 * asked for by `thread_root_id`: a note has none.
 */
export function registerEntityCommentsEvent(app: App, deps: ListenerDeps): void {
  app.event('entity_comments_requested', async ({ event, body, client }) => {
    const parsed = commentsEventSchema.safeParse(event);
    if (!parsed.success) return;
    const asked = parsed.data;
    const who = identify(body);
    const trigger = asked.trigger_id;
    const appId = (body as { api_app_id?: unknown }).api_app_id;
    const responder: Responder = {
      reply: async () => undefined,
      refuse: async (message, outcome) => {
        if (outcome === 'user_not_linked' && typeof appId === 'string') {
          await presentComments(client, {
            trigger_id: trigger,
            user_auth_required: true,
            user_auth_url: appHomeLink(who.teamId ?? '', appId),
          });
          return undefined;
        }
        await presentComments(client, {
          trigger_id: trigger,
          comments: [],
          can_post_comment: false,
          // The tab shows plain text: no emoji codes or markup.
          error: { status: 'custom', custom_title: 'casebot', custom_message: plainText(message.text) },
        });
        return undefined;
      },
    };
    const interaction = { kind: 'event' as const, name: 'entity_comments_requested', who, responder, client };
    await serve(deps, interaction, async (served) => {
      if (asked.thread_root_id) {
        await presentComments(client, { trigger_id: trigger, comments: [], can_post_comment: false });
        return 'ok';
      }
      const view = await caseOfEntity(served, asked);
      if (!view) {
        const error = { status: 'not_found' };
        await presentComments(client, { trigger_id: trigger, comments: [], can_post_comment: false, error });
        return 'not_found';
      }
      const page = caseComments(view.details.notes, {
        tr: served.tr,
        timeZone: served.settings.timeZone,
        from: commentsFrom(asked.cursor),
        limit: asked.limit,
      });
      await presentComments(client, { trigger_id: trigger, ...page, can_post_comment: false });
      return page.comments.length === 0 ? 'no_results' : 'ok';
    });
  });
}

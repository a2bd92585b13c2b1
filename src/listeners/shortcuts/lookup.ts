import type { App, MessageShortcut } from '@slack/bolt';
import { CallbackId } from '../../blocks/ids';
import { caseNotFound, notice } from '../../blocks/notices';
import { findCaseMentions, otherLinks } from '../../cases/case-links';
import { identify } from '../identity';
import type { ListenerDeps } from '../deps';
import type { CaseView } from '../../cases/case-service';
import { CAROUSEL_CARDS, caseCarousel, notCaseLinks } from '../../blocks/case-carousel';
import { ephemeral, serve } from '../../spine/serve';

/**
 * Message shortcut **Look up cases**: the cases a message names (`#1234`, `case 1234`, case links) as one
 * carousel of compact cards for the person who used it, fetched as them: at most ten, saying which were
 * not found and how many more it names. Each card has View (the full card) and Share.
 */
export function registerLookupShortcut(app: App, deps: ListenerDeps): void {
  app.shortcut<MessageShortcut>(
    { callback_id: CallbackId.lookupShortcut, type: 'message_action' },
    async ({ shortcut, ack, respond, client }) => {
      await ack();
      const who = identify(shortcut);
      await serve(deps, { kind: 'shortcut', name: CallbackId.lookupShortcut, who, respond, client }, async (served) => {
        const { cases, settings, tr, reply, viewed } = served;
        const text = String(shortcut.message.text ?? '');
        const mentions = findCaseMentions(text, settings.caseUrlTemplate);
        const unread = otherLinks(text, settings.caseUrlTemplate);
        if (mentions.length === 0) {
          const other = notCaseLinks(tr, unread, settings.caseUrlTemplate);
          await reply(ephemeral(notice([tr.t('shortcut.none'), ...(other ? [other] : [])].join('\n'))));
          return 'no_results';
        }
        const found: CaseView[] = [];
        const notFound: number[] = [];
        for (const mention of mentions.slice(0, CAROUSEL_CARDS)) {
          const view =
            mention.kind === 'id'
              ? await cases.viewCase(mention.caseId)
              : await cases.findCaseByNumber(mention.caseNumber);
          if (view) {
            found.push(view);
            viewed(view);
          } else if (mention.kind === 'number') notFound.push(mention.caseNumber);
        }
        if (found.length === 0 && notFound.length === 1) {
          const missing = caseNotFound(tr, notFound[0] ?? 0);
          const other = notCaseLinks(tr, unread, settings.caseUrlTemplate);
          await reply(
            ephemeral(other ? { ...missing, blocks: [...missing.blocks, notice(other).blocks].flat() } : missing),
          );
          return 'not_found';
        }
        // Those not looked up, named as the message names them (a link by its case id).
        const more = mentions
          .slice(CAROUSEL_CARDS)
          .map((m) => (m.kind === 'number' ? `#${m.caseNumber}` : `id ${m.caseId}`));
        await reply(
          ephemeral(
            caseCarousel(tr, {
              teamId: settings.workspaceId,
              timeZone: settings.timeZone,
              cases: found,
              notFound,
              more,
              otherLinks: unread,
              caseUrlTemplate: settings.caseUrlTemplate,
            }),
          ),
        );
        return found.length === 0 ? 'not_found' : 'ok';
      });
    },
  );
}

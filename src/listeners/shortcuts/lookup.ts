import type { App, MessageShortcut } from '@slack/bolt';
import { CallbackId } from '../../blocks/ids';
import { caseNotFound, notice } from '../../blocks/notices';
import { findCaseMentions } from '../../cases/case-links';
import { identify } from '../identity';
import type { ListenerDeps } from '../deps';
import { privateCardOf } from '../cards';
import { ephemeral, serve } from '../serve';

/** At most this many cards for one message. */
const MAX_CARDS = 5;

/**
 * Message shortcut **Look up cases**: the cases a message names (`#1234`, `case 1234`, case links) as
 * private cards for the person who used it, fetched as them; at most five, saying how many more.
 */
export function registerLookupShortcut(app: App, deps: ListenerDeps): void {
  app.shortcut<MessageShortcut>(
    { callback_id: CallbackId.lookupShortcut, type: 'message_action' },
    async ({ shortcut, ack, respond, client }) => {
      await ack();
      const who = identify(shortcut);
      await serve(deps, { kind: 'shortcut', name: CallbackId.lookupShortcut, who, respond, client }, async (served) => {
        const { cases, settings, tr, reply, viewed } = served;
        const mentions = findCaseMentions(String(shortcut.message.text ?? ''), settings.caseUrlTemplate);
        if (mentions.length === 0) {
          await reply(ephemeral(notice(tr.t('shortcut.none'))));
          return 'no_results';
        }
        for (const mention of mentions.slice(0, MAX_CARDS)) {
          const view =
            mention.kind === 'id'
              ? await cases.viewCase(mention.caseId)
              : await cases.findCaseByNumber(mention.caseNumber);
          if (view) {
            await reply(ephemeral(await privateCardOf(view, served)));
            viewed(view);
          } else if (mention.kind === 'number') await reply(ephemeral(caseNotFound(tr, mention.caseNumber)));
        }
        if (mentions.length > MAX_CARDS) {
          await reply(ephemeral(notice(tr.t('shortcut.more', { count: mentions.length - MAX_CARDS }))));
        }
        return 'ok';
      });
    },
  );
}

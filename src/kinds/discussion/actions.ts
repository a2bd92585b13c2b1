import type { App, BlockAction, ButtonAction, MessageShortcut, ViewSubmitAction } from '@slack/bolt';
import { z } from 'zod';
import { caseRefSchema, decodeButton } from '../../blocks/button-values';
import type { CasesFor, CaseView } from '../../cases/case-service';
import { findCaseMentions } from '../../cases/case-links';
import { typed } from '../../lib/bidi-controls';
import type { ModuleDeps } from '../../listeners/deps';
import { identify } from '../../listeners/identity';
import { openModal, submission } from '../../listeners/open-modal';
import { checkedInAck, type FieldErrors } from '../../spine/ack-check';
import { ephemeral, serve } from '../../spine/serve';
import { discussionsModal, linkAnswer, linkModal } from './blocks';
import { DiscussionId } from './ids';
import { MAX_DISCUSSIONS_PER_CASE } from './store';
import type { Discussions } from './use-cases';

/** The message Link to a case is about, kept in its modal: workspace, channel, message, thread, response_url. */
const linkedSchema = z.strictObject({
  t: z.string().max(32),
  c: z.string().max(32),
  m: z.string().max(32),
  h: z.string().max(32),
  r: z.string().max(500).optional(),
});

/** Most cases matching the words that are named back when they match more than one. */
const NAMED_MATCHES = 5;

type Picked =
  | { kind: 'found'; view: CaseView }
  | { kind: 'not_found'; caseNumber: number }
  | { kind: 'no_match'; words: string }
  | { kind: 'many'; words: string; numbers: number[]; beyond: boolean };

/**
 * The case someone typed, read as them: by its number (`1234`, `#1234`, `case 1234`, a pasted case link),
 * else the one case the words find (several are named back, with their numbers).
 */
async function pick(cases: CasesFor, text: string, caseUrlTemplate: string | null): Promise<Picked> {
  const number = /^#?\s*(\d{1,9})$/.exec(text);
  const [mention] = number ? [] : findCaseMentions(text, caseUrlTemplate);
  const caseNumber = number ? Number(number[1]) : mention?.kind === 'number' ? mention.caseNumber : undefined;
  if (caseNumber !== undefined) {
    const view = await cases.findCaseByNumber(caseNumber);
    return view ? { kind: 'found', view } : { kind: 'not_found', caseNumber };
  }
  if (mention?.kind === 'id') return { kind: 'found', view: await cases.viewCase(mention.caseId) };
  const page = await cases.searchCases(text, 0, NAMED_MATCHES);
  const [only] = page.items;
  if (!only) return { kind: 'no_match', words: text };
  if (page.items.length > 1 || page.hasNext)
    return { kind: 'many', words: text, numbers: page.items.map((i) => i.CaseNumber), beyond: page.hasNext };
  return { kind: 'found', view: await cases.viewCase(only.ComplaintId) };
}

/**
 * Link to a case (a message shortcut): the message, and its thread, is remembered as where the case is
 * discussed, once the case is read as the person linking it (a case they may not see links nothing, and
 * they are told so, privately). All conversations, on a reader's card and in the side panel: every
 * conversation about the case they may open, in a modal.
 */
export function registerDiscussionActions(app: App, deps: ModuleDeps, discussions: Discussions): void {
  app.shortcut<MessageShortcut>(
    { callback_id: DiscussionId.linkShortcut, type: 'message_action' },
    async ({ shortcut, ack, respond, client }) => {
      await ack();
      const who = identify(shortcut);
      await serve(deps, { kind: 'shortcut', name: DiscussionId.linkShortcut, who, respond, client }, async (served) => {
        const { settings, tr, reply } = served;
        // Another organisation's channel keeps nothing, unless an admin allowed such channels.
        if (!settings.allowSharedChannels) {
          const reach = await deps.channels.reach(client, settings.workspaceId, shortcut.channel.id);
          if (reach !== 'internal') {
            await reply(ephemeral(linkAnswer(tr, { kind: 'shared' })));
            return 'shared_channel';
          }
        }
        const [first] = findCaseMentions(String(shortcut.message.text ?? ''), settings.caseUrlTemplate);
        const metadata = JSON.stringify({
          t: settings.workspaceId,
          c: shortcut.channel.id,
          m: shortcut.message.ts,
          h: String(shortcut.message.thread_ts ?? shortcut.message.ts),
          r: shortcut.response_url,
        });
        const initial = first?.kind === 'number' ? String(first.caseNumber) : undefined;
        return openModal(deps, client, shortcut.trigger_id, linkModal(tr, metadata, initial), 'discussion link');
      });
    },
  );

  app.view<ViewSubmitAction>(DiscussionId.linkModal, async ({ ack, body, view, client }) => {
    const who = identify(body);
    const text = typed(view.state.values[DiscussionId.linkCase]?.[DiscussionId.linkCase]?.value ?? '').trim();
    const errors: FieldErrors = text ? {} : { [DiscussionId.linkCase]: (tr) => tr.t('discussion.needsCase') };
    if (!(await checkedInAck(deps, { ack, who, client, name: DiscussionId.linkModal }, errors))) return;
    const linked = parseLinked(view.private_metadata);
    const { interaction } = submission(deps, { name: DiscussionId.linkModal, who, client }, linked?.r);
    await serve(deps, interaction, async (served) => {
      if (!linked || linked.t !== served.settings.workspaceId) return served.stale();
      const { tr, reply } = served;
      const picked = await pick(served.cases, text, served.settings.caseUrlTemplate);
      if (picked.kind !== 'found') {
        await reply(ephemeral(linkAnswer(tr, picked)));
        return picked.kind === 'not_found' ? 'not_found' : 'no_results';
      }
      const { details } = picked.view;
      served.viewed(picked.view);
      const kept = await discussions.cameUp({
        teamId: served.settings.workspaceId,
        caseId: details.id,
        caseNumber: details.caseNumber,
        channelId: linked.c,
        messageTs: linked.m,
        threadTs: linked.h,
        source: 'shortcut',
        by: who.userId,
      });
      const said = kept === 'renewed' ? 'already' : 'linked';
      await reply(ephemeral(linkAnswer(tr, { kind: said, caseNumber: details.caseNumber, channelId: linked.c })));
      return 'ok';
    });
  });

  const all = (actionId: string) =>
    app.action<BlockAction<ButtonAction>>(actionId, async ({ ack, body, action, respond, client }) => {
      await ack();
      const who = identify(body);
      await serve(deps, { kind: 'action', name: actionId, who, respond, client }, async (served) => {
        const ref = decodeButton(caseRefSchema, action.value, served.settings.workspaceId);
        if (!ref) return served.stale();
        // Read as the person asking: a case they may no longer see shows nothing of where it was discussed.
        await served.cases.viewCase(ref.c);
        const said = await discussions.shownTo(client, served.settings.workspaceId, [ref.c], who.userId, {
          links: MAX_DISCUSSIONS_PER_CASE,
        });
        const modal = discussionsModal(served.tr, ref.n, said.get(ref.c)?.shown ?? []);
        return openModal(deps, client, body.trigger_id, modal, 'discussions');
      });
    });
  all(DiscussionId.all);
  all(DiscussionId.panelAll);
}

function parseLinked(metadata: string | undefined): z.infer<typeof linkedSchema> | undefined {
  try {
    return linkedSchema.safeParse(JSON.parse(metadata ?? '')).data;
  } catch {
    return undefined;
  }
}

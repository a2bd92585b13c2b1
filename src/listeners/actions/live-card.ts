import type { App, BlockAction, ButtonAction, OverflowAction, webApi } from '@slack/bolt';
import { z } from 'zod';
import { caseChannelRefSchema, decodeButton } from '../../blocks/button-values';
import { ActionId } from '../../blocks/ids';
import { notice } from '../../blocks/notices';
import { translator } from '../../i18n/translate';
import { slackError } from '../../slack/errors';
import { membershipOf } from '../../slack/membership';
import { cardEnding } from '../../watch/card-endings';
import type { Outcome } from '../../outcomes';
import type { ListenerDeps } from '../deps';
import { errorForLog, newReference } from '../errors';
import { identify } from '../identity';
import { languageOf } from '../interaction';
import { logOutcome } from '../outcome-log';
import { ephemeral } from '../reply';

const whereSchema = z.object({
  channel: z.object({ id: z.string().max(64) }),
  container: z.object({ message_ts: z.string().max(64) }),
});

/** Pages of a channel's members read to find one person (1,000 people). */
const MEMBER_PAGES = 5;

/**
 * A live card's Stop updating (anyone of the workspace that shared it, in the channel, may press it: the
 * card then says who did, and the log line names them), and a case channel's Archive channel (its members
 * only).
 */
export function registerLiveCardActions(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<OverflowAction>>(ActionId.cardMenu, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const interaction = { kind: 'action' as const, name: ActionId.cardMenu, who, respond, client };
    const started = performance.now();
    const ref = newReference();
    let outcome: Outcome = 'stopped_updating';
    try {
      const where = whereSchema.safeParse(body).data;
      const key = who.teamId ?? who.enterpriseId ?? '';
      const tr = translator(await languageOf(deps, interaction));
      // Only someone of the workspace that shared it (not a guest of another organisation in a shared channel).
      const member = where ? await membershipOf(deps.homeOf, client, who, key) : 'unknown';
      if (action.selected_option?.value !== 'stop_updating' || !where) {
        outcome = 'stale_button';
        await respond(ephemeral(notice(tr.t('error.staleButton'))));
      } else if (member !== 'member') {
        outcome = member === 'unknown' ? 'membership_unknown' : 'not_member';
        await respond(
          ephemeral(notice(tr.t(member === 'unknown' ? 'unserved.membershipUnknown' : 'live.stopNotMember'))),
        );
      } else {
        const workspace = await deps.workspaceSettings.workspace(key);
        const channelTr = translator(workspace?.language ?? 'en');
        const stopped = await deps.liveCards.stop(
          key,
          where.channel.id,
          where.container.message_ts,
          cardEnding(channelTr, who.userId),
        );
        outcome = stopped.kind === 'stopped' ? 'stopped_updating' : 'not_live';
        const text =
          stopped.kind === 'stopped'
            ? tr.t('live.stopped', { caseNumber: String(stopped.card.caseNumber) })
            : tr.t('live.notLive');
        await respond(ephemeral(notice(text)));
      }
    } catch (error) {
      outcome = 'internal_error';
      deps.logger.error({ ref, err: errorForLog(error) }, 'Stop updating failed');
    }
    logOutcome(deps, interaction, ref, outcome, Math.round(performance.now() - started));
  });

  app.action<BlockAction<ButtonAction>>(ActionId.archiveChannel, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const interaction = { kind: 'action' as const, name: ActionId.archiveChannel, who, respond, client };
    const started = performance.now();
    const ref = newReference();
    let outcome: Outcome = 'archived';
    const tr = translator(await languageOf(deps, interaction));
    const pressedIn = whereSchema.safeParse(body).data?.channel.id;
    const key = who.teamId ?? who.enterpriseId ?? '';
    try {
      // Only the case's own channel, as the button names it and the store still has it, pressed there.
      const named = decodeButton(caseChannelRefSchema, action.value, key);
      const own = named ? await deps.liveCards.channelOf(key, named.c) : undefined;
      const channelId = own && own.channelId === named?.h && pressedIn === named.h ? own.channelId : undefined;
      if (!channelId) {
        outcome = 'stale_button';
        await respond(ephemeral(notice(tr.t('channel.archiveNotCaseChannel'))));
      } else if (!(await isMember(client, channelId, who.userId))) {
        outcome = 'not_member';
        await respond(ephemeral(notice(tr.t('channel.archiveNotMember'))));
      } else {
        // Who archived it stays in its history: said just before (Slack takes no post in an archived
        // channel), and taken back when Slack refuses the archive, so the channel never says it untruly.
        const workspace = await deps.workspaceSettings.workspace(key);
        const said = translator(workspace?.language ?? 'en').t('channel.archivedBy', { user: `<@${who.userId}>` });
        const posted = await client.chat.postMessage({ channel: channelId, text: said }).catch(() => undefined);
        try {
          await client.conversations.archive({ channel: channelId });
        } catch (error) {
          if (posted?.ts) await client.chat.delete({ channel: channelId, ts: posted.ts }).catch(() => undefined);
          throw error;
        }
        // Archived: nothing there is kept true any more, and the case may get a new channel.
        await deps.liveCards.channelGone(key, channelId);
      }
    } catch (error) {
      outcome = 'channel_failed';
      deps.logger.warn({ ref, err: slackError(error) ?? errorForLog(error) }, 'channel not archived');
      await respond(ephemeral(notice(tr.t('channel.archiveFailed')))).catch(() => undefined);
    }
    logOutcome(deps, interaction, ref, outcome, Math.round(performance.now() - started));
  });
}

/** Whether someone is in a channel, as Slack's member list says (a large channel: its first pages). */
async function isMember(client: webApi.WebClient, channel: string, user: string): Promise<boolean> {
  let cursor: string | undefined;
  for (let page = 0; page < MEMBER_PAGES; page += 1) {
    const result = await client.conversations.members({ channel, limit: 200, ...(cursor ? { cursor } : {}) });
    if ((result.members ?? []).includes(user)) return true;
    cursor = result.response_metadata?.next_cursor || undefined;
    if (!cursor) return false;
  }
  return false;
}

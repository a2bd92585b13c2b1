import type { App, BlockAction, ButtonAction, OverflowAction, webApi } from '@slack/bolt';
import { z } from 'zod';
import { decodeButton } from '../../blocks/button-values';
import { ARCHIVE_CHANNEL_ACTION, CARD_MENU_ACTION, caseChannelRefSchema, LiveCardId } from './ids';
import { notice } from '../../blocks/notices';
import { conversationWrites } from '../../slack/conversations';
import { membershipOf } from '../../slack/membership';
import { archiveCaseChannel } from './case-channel';
import { cardEnding } from './endings';
import type { ModuleDeps } from '../../listeners/deps';
import { identify } from '../../listeners/identity';
import type { LiveCards } from './use-cases';
import { answer, ephemeral } from '../../spine/serve';
import { errorForLog } from '../../spine/errors';
import { slackError } from '../../slack/errors';
import { workspaceWords } from '../../spine/interaction';

const whereSchema = z.object({
  channel: z.object({ id: z.string().max(64) }),
  container: z.object({ message_ts: z.string().max(64) }),
});

/** Pages of a channel's members read to find one person (1,000 people). */
const MEMBER_PAGES = 5;

/**
 * A live card's Stop updating (anyone of the workspace that shared it, in the channel, may press it: the
 * card then says who did, and the log line names them), and a case channel's Archive channel (its members
 * only). Both run through the runner (`answer`: the person's language, failures said, one outcome line;
 * Slack's word on membership decides, nothing is fetched as them); what they do is the use cases'.
 */
export function registerLiveCardActions(app: App, deps: ModuleDeps, liveCards: LiveCards): void {
  app.action<BlockAction<OverflowAction>>(CARD_MENU_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const interaction = { kind: 'action' as const, name: LiveCardId.cardMenu, who, respond, client };
    await answer(deps, interaction, async ({ tr, reply, ref }) => {
      const where = whereSchema.safeParse(body).data;
      const key = who.teamId ?? who.enterpriseId ?? '';
      if (action.selected_option?.value !== 'stop_updating' || !where) {
        await reply(ephemeral(notice(tr.t('error.staleButton'))));
        return 'stale_button';
      }
      // Only someone of the workspace that shared it (not a guest of another organisation in a shared channel).
      const member = await membershipOf(deps.homeOf, client, who, key);
      if (member !== 'member') {
        // Slack could not say: try again, with the reference to give an admin if it keeps happening.
        const text = member === 'unknown' ? tr.t('unserved.membershipUnknown', { ref }) : tr.t('live.stopNotMember');
        await reply(ephemeral(notice(text)));
        return member === 'unknown' ? 'membership_unknown' : 'not_member';
      }
      const workspace = await deps.workspaceSettings.workspace(key);
      const ending = cardEnding(workspaceWords(workspace?.language), who.userId);
      const stopped = await liveCards.stop(key, where.channel.id, where.container.message_ts, ending);
      const text =
        stopped.kind === 'stopped'
          ? tr.t('live.stopped', { caseNumber: String(stopped.card.caseNumber) })
          : tr.t('live.notLive');
      await reply(ephemeral(notice(text)));
      return stopped.kind === 'stopped' ? 'stopped_updating' : 'not_live';
    });
  });

  app.action<BlockAction<ButtonAction>>(ARCHIVE_CHANNEL_ACTION, async ({ ack, body, action, respond, client }) => {
    await ack();
    const who = identify(body);
    const interaction = { kind: 'action' as const, name: LiveCardId.archiveChannel, who, respond, client };
    await answer(deps, interaction, async ({ tr, reply, ref }) => {
      const key = who.teamId ?? who.enterpriseId ?? '';
      // Only the case's own channel, as the button names it and the store still has it, pressed there.
      const named = decodeButton(caseChannelRefSchema, action.value, key);
      const said = async () => {
        const workspace = await deps.workspaceSettings.workspace(key);
        return { text: workspaceWords(workspace?.language).t('channel.archivedBy', { user: `<@${who.userId}>` }) };
      };
      const archived = await archiveCaseChannel(liveCards, conversationWrites(client, { logger: deps.logger, ref }), {
        teamId: key,
        named: named ? { caseId: named.c, channelId: named.h } : undefined,
        pressedIn: whereSchema.safeParse(body).data?.channel.id,
        isMember: () => isMember(client, named?.h ?? '', who.userId),
        said,
      }).catch((error: unknown) => ({ kind: 'failed' as const, code: slackError(error) ?? errorForLog(error).name }));
      const answers = {
        not_case_channel: ['channel.archiveNotCaseChannel', 'stale_button'],
        not_member: ['channel.archiveNotMember', 'not_member'],
        failed: ['channel.archiveFailed', 'channel_failed'],
        archived: undefined,
      } as const;
      const told = answers[archived.kind];
      if (!told) return 'archived';
      if (archived.kind === 'failed') deps.logger.warn({ ref, err: archived.code }, 'channel not archived');
      await reply(ephemeral(notice(tr.t(told[0]))));
      return told[1];
    });
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

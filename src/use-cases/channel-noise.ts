import { BATCH_CHOICES, type ChannelQuiet, type ChannelQuietStore } from '../kinds/channel-quiet';

export { BATCH_CHOICES, type ChannelQuiet } from '../kinds/channel-quiet';

/**
 * Less noise, per channel: a live card's and a case channel's news in its thread only, and follows' posts
 * gathered. Set by anyone who can use casebot in the channel (from its follows), or by an admin from App
 * Home for any channel (audited). No Slack here.
 */
export function createChannelNoise(deps: {
  quiet: ChannelQuietStore;
  audit?: (entry: { teamId: string; actor: string; action: string; detail: string }) => Promise<void>;
}) {
  return {
    of: (teamId: string, channelId: string): Promise<ChannelQuiet> => deps.quiet.get(teamId, channelId),

    /** The channels set quieter than the defaults (App Home lists them for admins). */
    list: (teamId: string) => deps.quiet.list(teamId),

    async set(
      teamId: string,
      channelId: string,
      quiet: ChannelQuiet,
      by: { userId: string; fromHome: boolean },
    ): Promise<ChannelQuiet> {
      const kept = await deps.quiet.set(teamId, channelId, quiet, by.userId);
      if (by.fromHome) {
        const detail = `<#${channelId}>: threads ${kept.threadOnly ? 'only' : 'and channel'}, posts ${kept.batchMinutes ? `gathered every ${kept.batchMinutes} min` : 'at once'}`;
        await deps.audit?.({ teamId, actor: by.userId, action: 'channel.quiet', detail });
      }
      return kept;
    },

    choices: BATCH_CHOICES,
  };
}

export type ChannelNoise = ReturnType<typeof createChannelNoise>;

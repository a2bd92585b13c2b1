import { digestEndedFor } from '../blocks/digest-setup';
import { followsEnded } from '../blocks/follow';
import { notice } from '../blocks/notices';
import type { Lang } from '../i18n/languages';
import { translator } from '../i18n/translate';
import type { Digest, DigestStore } from './digest-store';
import type { Follow, FollowStore } from './follow-store';
import type { LiveCard } from './live-card-rows';
import { digestOwnerKey, followsEndedKey, sharedChannelCardsKey } from '../spine/notice-keys';
import type { NoticeInput } from '../spine/outbox';

/** What the rule needs: what posts unasked in a channel, how to end it with one DM a person, and their language. */
interface SharedChannelParts {
  followsIn(teamId: string, channelId: string): Promise<Follow[]>;
  cardsIn(teamId: string, channelId: string): Promise<LiveCard[]>;
  digestsIn(teamId: string, channelId: string): Promise<Digest[]>;
  endDigests(teamId: string, channelId: string, tell: (ended: Digest[]) => NoticeInput[]): Promise<Digest[]>;
  endFollows(
    teamId: string,
    channelId: string,
    tell: (createdBy: string, ended: Follow[]) => NoticeInput,
  ): Promise<Follow[]>;
  endCards(
    teamId: string,
    channelId: string,
    tell: (sharedBy: string, ended: LiveCard[]) => NoticeInput,
  ): Promise<LiveCard[]>;
  /** A person's language (their Slack locale; English when Slack cannot say). */
  languageOf(userId: string): Promise<Lang>;
}

/**
 * The one rule for a channel that became shared with another organisation, whether Slack says so
 * (`channel_shared`) or a delivery finds it out: everything casebot posts there unasked ends at once —
 * follows, digests, shared cards kept true, a case channel's card (alerts to come join here) — unless
 * the workspace allows such channels. Nothing more is said in the channel; each person who set one up is
 * told once by DM, in their own language, what ended and why.
 */
async function endSharedChannel(
  parts: SharedChannelParts,
  workspace: { workspaceId: string; allowSharedChannels: boolean },
  channelId: string,
  ref?: string,
): Promise<{ follows: Follow[]; cards: LiveCard[]; digests: Digest[] }> {
  if (workspace.allowSharedChannels) return { follows: [], cards: [], digests: [] };
  const teamId = workspace.workspaceId;
  const [follows, cards, digests] = await Promise.all([
    parts.followsIn(teamId, channelId),
    parts.cardsIn(teamId, channelId),
    parts.digestsIn(teamId, channelId),
  ]);
  const langs = new Map<string, Lang>();
  const owners = [
    ...follows.map((f) => f.createdBy),
    ...cards.map((c) => c.sharedBy),
    ...digests.map((d) => d.createdBy),
  ];
  for (const person of new Set(owners)) {
    langs.set(person, await parts.languageOf(person));
  }
  const trOf = (person: string) => translator(langs.get(person) ?? 'en');
  const dm = (person: string, message: NoticeInput['message'], dedupeKey: string): NoticeInput => ({
    dedupeKey,
    slackUserId: person,
    channelId: null,
    message,
    ...(ref ? { ref } : {}),
  });
  const endedFollows = await parts.endFollows(teamId, channelId, (creator, theirs) =>
    dm(creator, followsEnded(trOf(creator), 'shared_channel', theirs), followsEndedKey()),
  );
  const endedCards = await parts.endCards(teamId, channelId, (sharer, theirs) => {
    const cases = [...new Set(theirs.map((c) => `#${c.caseNumber}`))].slice(0, 10).join(', ');
    const text = trOf(sharer).t('live.endedSharedChannel', { cases, channel: `<#${channelId}>` });
    const key = sharedChannelCardsKey(
      channelId,
      sharer,
      theirs.map((c) => c.id),
    );
    return dm(sharer, notice(text), key);
  });
  const endedDigests = await parts.endDigests(teamId, channelId, (ended) =>
    ended.map((d) => dm(d.createdBy, digestEndedFor(trOf(d.createdBy), d, 'shared_channel'), digestOwnerKey())),
  );
  return { follows: endedFollows, cards: endedCards, digests: endedDigests };
}

/** Where the rule finds what posts unasked in a channel, and a person's language (`C`: a Slack client). */
interface SharedChannelStores<C> {
  follows: Pick<FollowStore, 'listFollows' | 'endFollows'>;
  digests: Pick<DigestStore, 'listDigests' | 'endDigests'>;
  cards: Pick<SharedChannelParts, 'cardsIn'> & { endInSharedChannel: SharedChannelParts['endCards'] };
  /** A person's language as Slack says it, through the workspace's client (English without one). */
  languageOf(client: C | undefined, teamId: string, userId: string): Promise<Lang>;
}

/**
 * The rule, built once over the stores, for both who find a channel shared: the `channel_shared` event and
 * a delivery that Slack tells so. Everything is ended the same way and each owner told in the same
 * language, whoever found it.
 */
export function sharedChannelRule<C>(stores: SharedChannelStores<C>) {
  return (
    client: C | undefined,
    workspace: { workspaceId: string; allowSharedChannels: boolean },
    channelId: string,
    ref?: string,
  ) =>
    endSharedChannel(
      {
        followsIn: (teamId, channel) => stores.follows.listFollows(teamId, channel),
        cardsIn: (teamId, channel) => stores.cards.cardsIn(teamId, channel),
        digestsIn: (teamId, channel) => stores.digests.listDigests(teamId, { channelId: channel }),
        endDigests: (teamId, channel, tell) => stores.digests.endDigests(teamId, { channelId: channel }, tell),
        endFollows: (teamId, channel, tell) => stores.follows.endFollows(teamId, { channelId: channel }, tell),
        endCards: (teamId, channel, tell) => stores.cards.endInSharedChannel(teamId, channel, tell),
        languageOf: (userId) => stores.languageOf(client, workspace.workspaceId, userId),
      },
      workspace,
      channelId,
      ref,
    );
}

export type SharedChannelRule<C> = ReturnType<typeof sharedChannelRule<C>>;

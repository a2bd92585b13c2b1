import { randomBytes } from 'node:crypto';
import type { webApi } from '@slack/bolt';
import { caseUrlOf } from '../blocks/case-card';
import { CHANNEL_NAME_MAX } from '../blocks/case-channel';
import { caseTopic, withCaseChannel } from '../blocks/live-card';
import type { CaseView } from '../cases/case-service';
import type { Outcome } from '../outcomes';
import { slackError } from '../slack/errors';
import { cardEnding } from '../watch/card-endings';
import { liveCardPrefix } from '../watch/notice-keys';
import { seenOf } from './actions/share';
import { channelCard } from './cards';
import type { ListenerDeps } from './deps';
import { errorForLog } from './errors';
import type { Served } from './serve';

export interface ChannelRequest {
  name: string;
  isPrivate: boolean;
  /** Whom to invite besides the asker (who always is). */
  invitees: string[];
  asker: string;
}

/** What making the channel came to: the words for the asker and the outcome line's word. */
export interface ChannelMade {
  text: string;
  outcome: Outcome;
  /** The name was refused: the modal says so on its field. */
  nameRefused?: true;
  /** Every numbered form of the name is taken: the form comes back with this name in it. */
  suggestion?: string;
}

/** Tries of a name Slack says is taken: `name`, `name-2` … `name-9`. */
const NAME_TRIES = 9;

/** Slack refuses the name itself. */
const BAD_NAME = /^(invalid_name|invalid_name_.*|no_channel)$/;

/**
 * A case's own channel, made for the person who asked (fetched as them: they can see the case): claimed
 * first (one per case per workspace, on every replica), created (a numbered suffix when the name is
 * taken), the asker and their invitees invited, the card posted, pinned and kept true as them, the
 * case's link bookmarked, the topic set. Whatever fails is said plainly; a channel that could not be
 * made leaves nothing behind, and one made with something missing says what.
 */
export async function makeCaseChannel(
  deps: ListenerDeps,
  client: webApi.WebClient,
  served: Served,
  view: CaseView,
  request: ChannelRequest,
): Promise<ChannelMade> {
  const { settings, tr, channelTr, ref } = served;
  const teamId = settings.workspaceId;
  const { details } = view;
  const caseNumber = String(details.caseNumber);
  const claim = await deps.liveCards.claimChannel({
    teamId,
    caseId: details.id,
    caseNumber: details.caseNumber,
    channelName: request.name,
    createdBy: request.asker,
  });
  if (claim.kind === 'too_many') {
    const key = {
      person: 'channel.tooManyPerson',
      workspace: 'channel.tooManyWorkspace',
      pace: 'channel.tooFast',
    } as const;
    return { text: tr.t(key[claim.cap], { max: claim.max }), outcome: 'channel_limit' };
  }
  if (claim.kind === 'exists') {
    return claim.channel.channelId === ''
      ? { text: tr.t('channel.making', { caseNumber }), outcome: 'channel_exists' }
      : {
          text: tr.t('channel.exists', { caseNumber, channel: `<#${claim.channel.channelId}>` }),
          outcome: 'channel_exists',
        };
  }
  let channel: { id: string; name: string };
  try {
    channel = await create(client, request.name, request.isPrivate);
  } catch (error) {
    await deps.liveCards.releaseChannel(teamId, details.id);
    const code = slackError(error) ?? '';
    deps.logger.warn({ ref, err: code || errorForLog(error) }, 'case channel not made');
    if (code === 'restricted_action') return { text: tr.t('channel.restricted'), outcome: 'channel_restricted' };
    if (BAD_NAME.test(code)) return { text: tr.t('channel.nameRefused'), outcome: 'invalid_input', nameRefused: true };
    if (code === 'name_taken') {
      const suggestion = freeName(request.name);
      return {
        text: tr.t('channel.nameTaken', { name: request.name, suggestion }),
        outcome: 'invalid_input',
        suggestion,
      };
    }
    return { text: tr.t('channel.failed', { ref }), outcome: 'channel_failed' };
  }
  await deps.liveCards.settleChannel(teamId, details.id, channel.id, channel.name);
  const link = `<#${channel.id}>`;
  const notes: string[] = [];
  const notInvited = await invite(client, channel.id, [request.asker, ...request.invitees]);
  if (notInvited.length > 0)
    notes.push(tr.t('channel.notInvited', { users: notInvited.map((u) => `<@${u}>`).join(', ') }));
  const keep = settings.keepCardsTrue;
  const card = channelCard(view, settings, channelTr, request.asker, { live: keep });
  let ts: string | undefined;
  try {
    ts = (await client.chat.postMessage({ channel: channel.id, text: card.text, blocks: card.blocks })).ts;
  } catch (error) {
    deps.logger.warn({ ref, err: slackError(error) ?? errorForLog(error) }, 'case channel made, card not posted');
  }
  if (!ts)
    return {
      text: [tr.t('channel.cardFailed', { channel: link, caseNumber, ref }), ...notes].join('\n'),
      outcome: 'channel_made',
    };
  await client.pins.add({ channel: channel.id, timestamp: ts }).catch((error: unknown) => {
    deps.logger.warn({ ref, err: slackError(error) ?? errorForLog(error) }, 'case card not pinned');
    notes.push(tr.t('channel.notPinned'));
  });
  const url = caseUrlOf(settings.caseUrlTemplate, details);
  if (url) {
    await client.bookmarks
      .add({ channel_id: channel.id, title: `#${caseNumber}`, type: 'link', link: url })
      .catch((error: unknown) =>
        deps.logger.warn({ ref, err: slackError(error) ?? errorForLog(error) }, 'case link not bookmarked'),
      );
  }
  await client.conversations
    .setTopic({ channel: channel.id, topic: caseTopic(details.caseNumber, details.status, view.facts?.priority ?? '') })
    .catch((error: unknown) =>
      deps.logger.warn({ ref, err: slackError(error) ?? errorForLog(error) }, 'topic not set'),
    );
  if (keep) {
    await deps.liveCards.start(
      {
        teamId,
        channelId: channel.id,
        messageTs: ts,
        caseId: details.id,
        caseNumber: details.caseNumber,
        sharedBy: request.asker,
        kind: 'case_channel',
        seen: seenOf(view),
        message: card,
      },
      cardEnding(channelTr),
    );
    await nameChannelOnCards(deps, teamId, details.id, channel.id, channelTr);
  }
  const made = tr.t(keep ? 'channel.made' : 'channel.madeSnapshot', { channel: link, caseNumber });
  return { text: [made, ...notes].join('\n'), outcome: 'channel_made' };
}

/** conversations.create, with a numbered suffix while Slack says the name is taken. */
async function create(client: webApi.WebClient, name: string, isPrivate: boolean) {
  for (let attempt = 1; attempt <= NAME_TRIES; attempt += 1) {
    const suffix = attempt === 1 ? '' : `-${attempt}`;
    const tried = `${name.slice(0, CHANNEL_NAME_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    try {
      const created = await client.conversations.create({ name: tried, is_private: isPrivate });
      const id = created.channel?.id;
      if (!id) throw new Error('conversations.create gave no channel');
      return { id, name: created.channel?.name ?? tried };
    } catch (error) {
      if (slackError(error) !== 'name_taken' || attempt === NAME_TRIES) throw error;
    }
  }
  throw new Error('unreachable');
}

/** A name unlike any tried: the name with four random letters and digits (Slack's names are lowercase). */
function freeName(name: string): string {
  const tail = `-${randomBytes(3).toString('hex').slice(0, 4)}`;
  return `${name.slice(0, CHANNEL_NAME_MAX - tail.length).replace(/-+$/, '')}${tail}`;
}

/** Invites people (all at once; one by one when that fails, to know who could not be). Says who was not. */
async function invite(client: webApi.WebClient, channel: string, people: string[]): Promise<string[]> {
  const users = [...new Set(people)].filter((u) => /^[UW][A-Z0-9]{2,}$/.test(u));
  if (users.length === 0) return [];
  try {
    await client.conversations.invite({ channel, users: users.join(',') });
    return [];
  } catch {
    const failed: string[] = [];
    for (const user of users) {
      try {
        await client.conversations.invite({ channel, users: user });
      } catch (error) {
        if (slackError(error) !== 'already_in_channel') failed.push(user);
      }
    }
    return failed;
  }
}

/** The case's cards already kept true elsewhere now name its channel (through the outbox, as every update). */
async function nameChannelOnCards(
  deps: ListenerDeps,
  teamId: string,
  caseId: number,
  channelId: string,
  tr: Served['channelTr'],
) {
  for (const card of await deps.liveCards.cardsOfCase(teamId, caseId)) {
    if (card.kind !== 'shared') continue;
    await deps.liveCards.queue(teamId, {
      dedupeKey: `${liveCardPrefix(card.id)}channel-${channelId}:update`,
      slackUserId: null,
      channelId: card.channelId,
      action: 'update',
      targetTs: card.messageTs,
      message: withCaseChannel(card.message, tr, channelId),
    });
  }
}

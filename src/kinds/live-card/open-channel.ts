import type { ModuleDeps } from '../../listeners/deps';
import type { webApi } from '@slack/bolt';
import { encodeValue } from '../../blocks/button-values';
import { caseUrlOf } from '../../blocks/case-card';
import { channelExists, channelModal, channelNameFor } from './channel-blocks';
import { caseTopic, keptLive, withCaseChannel } from './card-blocks';
import { caseCanvas } from '../../blocks/case-canvas';
import type { Message } from '../../blocks/message';
import type { CaseView } from '../../cases/case-service';
import type { Outcome } from '../../outcomes';
import { conversationWrites } from '../../slack/conversations';
import { type ChannelOpened, openCaseChannel } from './case-channel';
import { cardEnding } from './endings';
import { channelCard } from '../../listeners/cards';
import { seenOf } from './shared';
import { CASE_CHANNEL_SCOPES } from './ids';
import type { Logger } from '../../logging';
import type { LiveCards } from './use-cases';
import { errorForLog } from '../../spine/errors';
import { ephemeral, type Served, type Work } from '../../spine/serve';
import { parseCaseQuery } from '../../cases/case-number';
import { caseNotFound, notice } from '../../blocks/notices';

interface ChannelRequest {
  name: string;
  isPrivate: boolean;
  /** Whom to invite besides the asker (who always is). */
  invitees: string[];
  asker: string;
}

/** What making the channel came to: the words for the asker and the outcome line's word. */
interface ChannelMade {
  text: string;
  outcome: Outcome;
  /** Every numbered form of the name is taken: the form comes back with this name in it. */
  suggestion?: string;
}

/**
 * A case's own channel, made for the person who asked, through the use case (`openCaseChannel`): the
 * card rendered in the channel's language (fetched as them: they can see the case), written through
 * casebot's one road to Slack, and what came of it said plainly.
 */
export async function makeCaseChannel(
  deps: { logger: Logger; liveCards: LiveCards; caseCameUp: ModuleDeps['caseCameUp'] },
  client: webApi.WebClient,
  served: Served,
  view: CaseView,
  request: ChannelRequest,
): Promise<ChannelMade> {
  const { settings, channelTr, ref } = served;
  const { details } = view;
  const keep = settings.keepCardsTrue;
  const kept = keep ? { kept: keptLive(channelTr, { version: 0 }, settings.timeZone) } : {};
  const card = channelCard(view, settings, channelTr, request.asker, kept);
  const caseUrl = caseUrlOf(settings.caseUrlTemplate, details);
  // The channel's canvas: the case as the channel reads it (its language, the workspace's zone).
  const canvas = caseCanvas(details, { tr: channelTr, timeZone: settings.timeZone, facts: view.facts, caseUrl });
  const opened = await openCaseChannel(deps.liveCards, conversationWrites(client, { logger: deps.logger, ref }), {
    teamId: settings.workspaceId,
    caseId: details.id,
    caseNumber: details.caseNumber,
    name: request.name,
    isPrivate: request.isPrivate,
    asker: request.asker,
    invitees: request.invitees,
    card,
    keep,
    seen: seenOf(view),
    ending: cardEnding(channelTr),
    topic: caseTopic(details.caseNumber, details.status, view.facts?.priority ?? ''),
    link: caseUrl,
    canvas,
    namedOnCard: (message, channelId) => withCaseChannel(message as Message, channelTr, channelId),
  });
  // The case's own channel is where it is discussed.
  if (opened.kind === 'made') {
    await deps.caseCameUp({
      teamId: settings.workspaceId,
      caseId: details.id,
      caseNumber: details.caseNumber,
      channelId: opened.channelId,
      messageTs: '',
      threadTs: '',
      source: 'channel',
      by: request.asker,
    });
  }
  if (opened.kind === 'not_made' || (opened.kind === 'made' && opened.missed.length > 0)) {
    const err = opened.kind === 'made' ? opened.missed : opened.code;
    deps.logger.warn(
      { ref, err },
      opened.kind === 'made' ? 'case channel made, not all of it' : 'case channel not made',
    );
  }
  return said(served, { caseNumber: String(details.caseNumber), name: request.name, keep }, opened);
}

function said(
  { tr, ref }: Served,
  { caseNumber, name, keep }: { caseNumber: string; name: string; keep: boolean },
  opened: ChannelOpened,
): ChannelMade {
  switch (opened.kind) {
    case 'too_many': {
      const key = {
        person: 'channel.tooManyPerson',
        workspace: 'channel.tooManyWorkspace',
        pace: 'channel.tooFast',
      } as const;
      return { text: tr.t(key[opened.cap], { max: opened.max }), outcome: 'channel_limit' };
    }
    case 'exists':
      return opened.channelId === ''
        ? { text: tr.t('channel.making', { caseNumber }), outcome: 'channel_exists' }
        : {
            text: tr.t('channel.exists', { caseNumber, channel: `<#${opened.channelId}>` }),
            outcome: 'channel_exists',
          };
    case 'name_taken':
      return {
        text: tr.t('channel.nameTaken', { name, suggestion: opened.suggestion }),
        outcome: 'invalid_input',
        suggestion: opened.suggestion,
      };
    case 'not_made':
      if (opened.why === 'restricted') return { text: tr.t('channel.restricted'), outcome: 'channel_restricted' };
      if (opened.why === 'bad_name') return { text: tr.t('channel.nameRefused'), outcome: 'invalid_input' };
      if (opened.why === 'missing_scope') {
        const scopes = CASE_CHANNEL_SCOPES.join('`, `');
        return { text: tr.t('channel.scope', { scopes }), outcome: 'channel_restricted' };
      }
      return { text: tr.t('channel.failed', { ref }), outcome: 'channel_failed' };
    case 'made': {
      const link = `<#${opened.channelId}>`;
      const notes: string[] = [];
      if (opened.notInvited.length > 0)
        notes.push(tr.t('channel.notInvited', { users: opened.notInvited.map((u) => `<@${u}>`).join(', ') }));
      if (opened.notPinned) notes.push(tr.t('channel.notPinned'));
      const canvasWords = {
        exists: 'channel.canvasExists',
        unavailable: 'channel.noCanvas',
        missing_scope: 'channel.canvasScope',
        failed: 'channel.canvasFailed',
      } as const;
      if (opened.canvas === 'made') notes.push(tr.t('channel.canvasMade'));
      if (opened.canvas in canvasWords) notes.push(tr.t(canvasWords[opened.canvas as keyof typeof canvasWords]));
      const first = !opened.cardPosted
        ? tr.t('channel.cardFailed', { channel: link, caseNumber, ref })
        : tr.t(keep ? 'channel.made' : 'channel.madeSnapshot', { channel: link, caseNumber });
      return { text: [first, ...notes].join('\n'), outcome: 'channel_made' };
    }
  }
}

/** The Open a channel modal for a case, or where its channel already is. */
export async function offerChannel(
  deps: { logger: Logger; liveCards: LiveCards },
  client: webApi.WebClient,
  served: Served,
  view: CaseView,
  triggerId: string,
  asker: string,
): Promise<Outcome> {
  const { settings, tr, reply, ref } = served;
  // A store that cannot say opens the form: making the channel claims it once whatever this read said.
  const existing = await deps.liveCards.channelOf(settings.workspaceId, view.details.id).catch(() => undefined);
  if (existing) {
    await reply(ephemeral(channelExists(tr, view.details.caseNumber, existing.channelId)));
    return 'channel_exists';
  }
  const caseRef = encodeValue({ t: settings.workspaceId, c: view.details.id, n: view.details.caseNumber });
  try {
    await client.views.open({
      trigger_id: triggerId,
      view: channelModal(tr, {
        caseNumber: view.details.caseNumber,
        name: channelNameFor(view.details.caseNumber, view.details.subject),
        asker,
        privateMetadata: caseRef,
        live: settings.keepCardsTrue,
      }),
    });
    return 'ok';
  } catch (error) {
    // The trigger expired (the case took long to fetch): pressing again opens it.
    deps.logger.warn({ ref, err: errorForLog(error) }, 'channel modal not opened');
    await reply(ephemeral(notice(tr.t('channel.modalExpired'))));
    return 'modal_failed';
  }
}

/** `/case 1234 channel` (or `/case channel 1234`): the case's own channel; undefined for anything else. */
function parseChannelText(raw: string | undefined): { caseNumber: number } | undefined {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  const match = /^(?:channel (\S+)|(\S+) channel)$/i.exec(text);
  if (!match) return undefined;
  const query = parseCaseQuery(match[1] ?? match[2]);
  return query.kind === 'number' ? { caseNumber: query.caseNumber } : undefined;
}

/** `/case 1234 channel`: the Open a channel modal for that case (or where its channel is); undefined for other words. */
export function channelCommand(
  deps: { logger: Logger; liveCards: LiveCards },
  asked: { text: string; userId: string; triggerId: string; client: webApi.WebClient },
): Work | undefined {
  const channel = parseChannelText(asked.text);
  if (!channel) return undefined;
  return async (served) => {
    const view = await served.cases.findCaseByNumber(channel.caseNumber);
    if (!view) {
      await served.reply(ephemeral(caseNotFound(served.tr, channel.caseNumber)));
      return 'not_found';
    }
    return offerChannel(deps, asked.client, served, view, asked.triggerId, asked.userId);
  };
}
